#include "cli/planning/estimate_output.h"

#include "core/training/training_messages.h"
#include "core/training/training_notes.h"

#include <QJsonArray>
#include <QLocale>
#include <QTextStream>

#include <cmath>

namespace gpuplan::cli {

QString formatCount(double value) {
    // Command-line output is the same on every machine: en-US digits and separators.
    static const QLocale english(QLocale::English, QLocale::UnitedStates);
    return english.toString(static_cast<qlonglong>(std::llround(value)));
}

namespace {

QString withSeparators(double value) {
    return formatCount(value);
}

QString gb(double bytes) {
    return QString::number(bytes / 1e9, 'f', 1) + QStringLiteral(" GB");
}

QString seconds(double s) {
    if (s >= 1.0)
        return QString::number(s, 'f', 2) + QStringLiteral(" s");
    return QString::number(s * 1000.0, 'f', 1) + QStringLiteral(" ms");
}

QString s(std::string_view v) {
    return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size()));
}

} // namespace

QString formatDuration(double secs) {
    if (secs >= 2 * 86400.0)
        return QString::number(secs / 86400.0, 'f', 1) + QStringLiteral(" days");
    if (secs >= 2 * 3600.0)
        return QString::number(secs / 3600.0, 'f', 1) + QStringLiteral(" hours");
    return QString::number(secs / 60.0, 'f', 1) + QStringLiteral(" minutes");
}

QStringList standardNotes(const core::TrainingEstimator& est, const core::TrainingEstimate& e) {
    QStringList notes;
    for (const core::Message& m : core::trainingNotes(est, e).assumptions)
        notes << QString::fromStdString(core::englishText(m));
    return notes;
}

QStringList estimateWarnings(const core::TrainingEstimator& est, const core::TrainingEstimate& e) {
    QStringList out;
    for (const core::Message& m : core::trainingNotes(est, e).warnings)
        out << QString::fromStdString(core::englishText(m));
    return out;
}

QJsonObject planJson(const core::Plan& p, int layersPerStage) {
    // recompute_layers: layers of each stage recomputed (all of them for "full", none otherwise).
    const int recomputed = p.recompute != core::Recompute::Full ? 0
                           : p.recomputeLayers > 0              ? p.recomputeLayers
                                                                : layersPerStage;
    return QJsonObject{{QStringLiteral("tp"), p.tp},
                       {QStringLiteral("cp"), p.cp},
                       {QStringLiteral("pp"), p.pp},
                       {QStringLiteral("vpp"), p.vpp},
                       {QStringLiteral("dp"), p.dp},
                       {QStringLiteral("ep"), p.ep},
                       {QStringLiteral("micro_batch"), p.microBatch},
                       {QStringLiteral("zero"), p.zero},
                       {QStringLiteral("recompute"), s(core::recomputeName(p.recompute))},
                       {QStringLiteral("recompute_layers"), recomputed},
                       {QStringLiteral("offload"), s(core::offloadName(p.offload))},
                       {QStringLiteral("naive"), p.naive}};
}

QJsonObject estimateJson(const core::TrainingEstimator& est, const core::TrainingEstimate& e,
                         const QStringList& notes) {
    const auto& sc = est.scenario();
    const core::StepBreakdown& st = e.step;
    const core::MemoryBreakdown& m = e.memory;
    QJsonObject step{{QStringLiteral("compute"), st.compute},
                     {QStringLiteral("memory_bound"), st.memoryBound},
                     {QStringLiteral("tensor_parallel_comm"), st.tensorComm},
                     {QStringLiteral("pipeline_comm"), st.pipelineComm},
                     {QStringLiteral("data_parallel_comm"), st.dataComm},
                     {QStringLiteral("pipeline_bubble"), st.bubble},
                     {QStringLiteral("overhead"), st.overhead},
                     {QStringLiteral("context_parallel_comm"), st.contextComm},
                     {QStringLiteral("expert_parallel_comm"), st.expertComm},
                     {QStringLiteral("offload"), st.offload},
                     {QStringLiteral("total"), st.total()}};
    QJsonObject memory{
        {QStringLiteral("weights"), m.weights},     {QStringLiteral("gradients"), m.gradients},
        {QStringLiteral("optimizer"), m.optimizer}, {QStringLiteral("activations"), m.activations},
        {QStringLiteral("overhead"), m.overhead},   {QStringLiteral("total"), m.total()}};
    QJsonObject model{{QStringLiteral("id"), s(sc.model->id)},
                      {QStringLiteral("name"), s(sc.model->name)},
                      {QStringLiteral("params"), sc.model->params},
                      {QStringLiteral("active_params"), sc.model->activeParams},
                      {QStringLiteral("layers"), sc.model->layers},
                      {QStringLiteral("hidden"), sc.model->hidden},
                      {QStringLiteral("heads"), sc.model->heads},
                      {QStringLiteral("kv_heads"), sc.model->kvHeads},
                      {QStringLiteral("ffn"), sc.model->ffn},
                      {QStringLiteral("derived_shape"), sc.model->derivedShape}};
    QJsonObject o{
        {QStringLiteral("gpu"), s(sc.cluster.gpu->id)},
        {QStringLiteral("gpus"), sc.cluster.gpuCount},
        {QStringLiteral("gpus_per_node"), sc.cluster.gpusPerNode},
        {QStringLiteral("scale_up_gpus"), sc.cluster.scaleUpGpus()},
        {QStringLiteral("network"), s(sc.cluster.network.id)},
        {QStringLiteral("model"), model},
        {QStringLiteral("method"), s(core::methodName(sc.job.method))},
        {QStringLiteral("precision"), s(core::precisionName(sc.job.precision))},
        {QStringLiteral("tokens"), sc.job.tokens},
        {QStringLiteral("seq"), est.seqLen()},
        {QStringLiteral("tokens_per_step"), e.tokensPerStep},
        {QStringLiteral("micro_batches"), e.microBatches},
        {QStringLiteral("plan"), planJson(e.plan, e.layersPerStage)},
        {QStringLiteral("gpu_hours"), e.gpuHours},
        {QStringLiteral("wall_seconds"), e.wallSeconds},
        {QStringLiteral("mfu"), e.mfu},
        {QStringLiteral("tokens_per_second"), e.tokensPerSecond},
        {QStringLiteral("tokens_per_second_per_gpu"), e.tokensPerSecond / sc.cluster.gpuCount},
        {QStringLiteral("energy_kwh"),
         sc.cluster.gpu->tdpWatts > 0 ? QJsonValue(e.energyKwh) : QJsonValue()}, // null: power unknown
        {QStringLiteral("memory_per_gpu_bytes"), m.total()},
        {QStringLiteral("memory_capacity_bytes"), sc.cluster.gpu->memoryBytes},
        {QStringLiteral("host_memory_per_node_bytes"), e.hostBytesPerNode},
        {QStringLiteral("fits"), e.fits},
        {QStringLiteral("trainable_params"), e.trainableParams},
        {QStringLiteral("model_flops_per_token"), e.modelFlopsPerToken},
        {QStringLiteral("hardware_flops_per_token"), e.hardwareFlopsPerToken},
        {QStringLiteral("matmul_efficiency"), est.matmulEfficiency()},
        {QStringLiteral("attention"), s(core::attentionKernelName(sc.job.attention))},
        {QStringLiteral("attention_efficiency"), est.attentionEfficiency()},
        {QStringLiteral("framework"), s(core::frameworkName(sc.job.framework))},
        {QStringLiteral("framework_factor"), est.frameworkFactor()},
        {QStringLiteral("calibrated"), est.efficiencyCalibrated()},
        {QStringLiteral("breakdown"),
         QJsonObject{{QStringLiteral("step_seconds"), step}, {QStringLiteral("memory_bytes"), memory}}},
        {QStringLiteral("notes"), QJsonArray::fromStringList(notes)},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(estimateWarnings(est, e))}};
    if (!e.fits)
        o.insert(QStringLiteral("reason"), QString::fromStdString(core::explainIssue(est, e)));
    return o;
}

QString estimateTable(const core::TrainingEstimator& est, const core::TrainingEstimate& e,
                      const QStringList& notes) {
    const auto& sc = est.scenario();
    const core::StepBreakdown& st = e.step;
    const core::MemoryBreakdown& m = e.memory;
    const double stepTotal = st.total();
    auto share = [&](double part) {
        return QString::number(100.0 * part / stepTotal, 'f', 0) + QLatin1Char('%');
    };
    QString method = s(core::methodName(sc.job.method));
    if (sc.job.method == core::Method::Lora || sc.job.method == core::Method::Qlora)
        method += QStringLiteral(" (rank %1 on %2)")
                      .arg(sc.job.loraRank)
                      .arg(QString::fromStdString(core::loraTargetsName(sc.job.loraTargets)));
    QString out;
    QTextStream t(&out);
    t << "Scenario        " << s(sc.model->name) << ", " << method << ", "
      << s(core::precisionName(sc.job.precision)) << ", " << withSeparators(sc.job.tokens) << " tokens of "
      << est.seqLen() << "\n";
    t << "Cluster         " << sc.cluster.gpuCount << " x " << s(sc.cluster.gpu->name) << " ("
      << sc.cluster.gpusPerNode << " per node, ";
    if (sc.cluster.scaleUpGpus() > sc.cluster.gpusPerNode) // an NVL72 rack of 4-GPU trays, a TPU pod
        t << core::linkTypeName(sc.cluster.gpu->link).data() << " domain of " << sc.cluster.scaleUpGpus()
          << ", ";
    t << s(sc.cluster.network.name) << ")\n";
    t << "Plan            " << QString::fromStdString(core::describePlan(e.plan, e.layersPerStage)) << "\n";
    if (sc.job.tokens > 0) {
        t << "Wall time       " << formatDuration(e.wallSeconds) << " (includes "
          << QString::number(sc.params->goodput * 100, 'f', 0) << "% goodput)\n";
        t << "GPU-hours       " << withSeparators(e.gpuHours) << "\n";
    } else {
        t << "Wall time       - (give --tokens for time, GPU-hours and energy)\n";
    }
    t << "Throughput      " << withSeparators(e.tokensPerSecond) << " tokens/s ("
      << withSeparators(e.tokensPerSecond / sc.cluster.gpuCount) << " per GPU), MFU "
      << QString::number(e.mfu * 100, 'f', 1) << "%\n";
    if (sc.job.tokens > 0)
        t << "Energy          "
          << (sc.cluster.gpu->tdpWatts > 0
                  ? withSeparators(e.energyKwh) + QStringLiteral(" kWh (GPU boards at TDP)")
                  : QStringLiteral("not estimated: the board power is not published"))
          << "\n";
    t << "Memory per GPU  " << gb(m.total()) << " of " << gb(sc.cluster.gpu->memoryBytes) << ": "
      << (e.fits ? QStringLiteral("fits") : QStringLiteral("DOES NOT FIT")) << "\n";
    t << "  weights " << gb(m.weights) << ", gradients " << gb(m.gradients) << ", optimizer "
      << gb(m.optimizer) << ", activations " << gb(m.activations) << ", overhead " << gb(m.overhead) << "\n";
    t << "Step            " << seconds(stepTotal) << " for " << withSeparators(e.tokensPerStep) << " tokens ("
      << e.microBatches << " micro-batches per pipeline)\n";
    t << "  compute " << seconds(st.compute) << " (" << share(st.compute) << "), memory-bound "
      << seconds(st.memoryBound) << " (" << share(st.memoryBound) << "), tensor-parallel "
      << seconds(st.tensorComm) << " (" << share(st.tensorComm) << ")\n";
    t << "  pipeline sends " << seconds(st.pipelineComm) << " (" << share(st.pipelineComm) << "), bubble "
      << seconds(st.bubble) << " (" << share(st.bubble) << "), data-parallel " << seconds(st.dataComm) << " ("
      << share(st.dataComm) << "), overhead " << seconds(st.overhead) << " (" << share(st.overhead) << ")\n";
    if (st.contextComm > 0 || st.expertComm > 0 || st.offload > 0)
        t << "  context-parallel " << seconds(st.contextComm) << " (" << share(st.contextComm)
          << "), expert all-to-all " << seconds(st.expertComm) << " (" << share(st.expertComm)
          << "), offload (PCIe and host Adam) " << seconds(st.offload) << " (" << share(st.offload) << ")\n";
    if (e.plan.offload != core::Offload::None)
        t << "Host memory     " << gb(e.hostBytesPerNode) << " per node of "
          << gb(sc.cluster.hostMemoryPerNode) << " (ZeRO-Offload)\n";
    if (!e.fits)
        t << "Why not         " << QString::fromStdString(core::explainIssue(est, e)) << "\n";
    for (const QString& w : estimateWarnings(est, e))
        t << "Warning         " << w << "\n";
    for (const QString& n : notes)
        t << "Note            " << n << "\n";
    return out;
}

} // namespace gpuplan::cli
