// `gpuplan estimate infer`: serving latency, throughput, memory and cost per million output tokens.
#include "cli/cli.h"
#include "cli/command_support.h"
#include "cli/planning/estimate_output.h"
#include "cli/price_options.h"
#include "cli/scenario_options.h"

#include "core/inference/inference_estimator.h"
#include "core/number_parse.h"

#include <QJsonArray>
#include <QJsonObject>

namespace gpuplan::cli {
namespace {

QString u(std::string_view v) {
    return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size()));
}
QString gb(double bytes) {
    return QString::number(bytes / 1e9, 'f', 1) + QStringLiteral(" GB");
}
QString ms(double s) {
    return QString::number(s * 1000.0, 'f', 1) + QStringLiteral(" ms");
}

} // namespace

int runInferCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    int status = 0;
    auto ctx = prepareCommand(args, err, status);
    if (!ctx)
        return status;
    auto cluster = clusterFromArgs(args, ctx->catalog, true);
    if (!cluster)
        return badInput(err, cluster.error());
    QStringList notes;
    auto model = modelFromArgs(args, ctx->catalog, &notes);
    if (!model)
        return badInput(err, model.error());
    core::InferenceScenario s;
    s.model = &model.value();
    s.cluster = cluster.value();
    s.efficiency = &ctx->catalog.efficiency(s.cluster.gpu->id);
    s.params = &ctx->catalog.globals();
    core::InferenceJob& j = s.job;
    for (const auto& [name, target] : {std::pair{QStringLiteral("input-tokens"), &j.inputTokens},
                                       std::pair{QStringLiteral("output-tokens"), &j.outputTokens}}) {
        if (!args.has(name))
            return badInput(err, QStringLiteral("no --%1: give the tokens per request").arg(name));
        auto v = positiveInt(args, name);
        if (!v)
            return badInput(err, v.error());
        *target = v.value();
    }
    const bool maxThroughput = args.flag(QStringLiteral("max-throughput"));
    if (args.has(QStringLiteral("batch"))) {
        if (maxThroughput)
            return badInput(err, QStringLiteral("give --batch or --max-throughput, not both"));
        auto b = positiveInt(args, QStringLiteral("batch"));
        if (!b)
            return badInput(err, b.error());
        j.batch = b.value();
    }
    if (args.has(QStringLiteral("tp"))) {
        auto t = positiveInt(args, QStringLiteral("tp"));
        if (!t)
            return badInput(err, t.error());
        j.tp = t.value();
    }
    if (args.has(QStringLiteral("ep"))) {
        auto e = positiveInt(args, QStringLiteral("ep"));
        if (!e)
            return badInput(err, e.error());
        j.ep = e.value();
    }
    auto ttft = optionalDuration(args, QStringLiteral("max-ttft"));
    auto tpot = optionalDuration(args, QStringLiteral("max-tpot"));
    if (!ttft || !tpot)
        return badInput(err, !ttft ? ttft.error() : tpot.error());
    j.maxTtftSeconds = ttft.value();
    j.maxTpotSeconds = tpot.value();
    const QString precision = args.valueOr(QStringLiteral("precision"), QStringLiteral("bf16"));
    const auto p = core::parseServingPrecision(precision.toStdString());
    if (!p)
        return badInput(
            err, QStringLiteral("unknown serving --precision '%1' (fp16, bf16, fp8, int8, int4 or fp4)")
                     .arg(precision));
    j.precision = *p;
    if (args.has(QStringLiteral("kv-precision"))) {
        const QString kv = args.valueOr(QStringLiteral("kv-precision"), QString());
        const auto k = core::parseServingPrecision(kv.toStdString());
        if (!k || !core::kvCacheFormat(*k))
            return badInput(err,
                            QStringLiteral("unknown --kv-precision '%1' (fp16, bf16, fp8 or fp4)").arg(kv));
        j.kvPrecision = *k;
    }
    auto price = rentPriceFromArgs(args, s.cluster.gpusPerNode);
    if (!price)
        return badInput(err, price.error());
    if (rejectUnusedOptions(args, err, status))
        return status;

    auto e = core::estimateInference(s);
    if (!e)
        return badInput(err, e.error());
    const core::InferenceEstimate& r = e.value();
    if (model->derivedShape)
        notes << QStringLiteral("model shape derived from the parameter count: %1 layers, hidden %2")
                     .arg(model->layers)
                     .arg(model->hidden);
    if (r.weightOnly && j.precision == core::ServingPrecision::INT4)
        notes << QStringLiteral(
            "int4 weights are dequantized into 16-bit matmuls (weight-only, as AWQ/GPTQ kernels do)");
    else if (r.weightOnly)
        notes << QStringLiteral(
                     "%1 has no %2 matmuls: weights are stored in %2 and computed in 16 bits (weight-only)")
                     .arg(u(s.cluster.gpu->name), precision);
    // The cache's precision, given or implied by the weights' (core::kvCacheElementBytes).
    const double kvBytes = core::kvCacheElementBytes(j.precision, *s.cluster.gpu, j.kvPrecision);
    const QString kvPrecision = j.kvPrecision    ? u(core::servingPrecisionName(*j.kvPrecision))
                                : kvBytes == 1.0 ? QStringLiteral("fp8")
                                                 : QStringLiteral("16-bit");
    notes << QStringLiteral("KV cache in %1 (%2 %3 per element)")
                 .arg(kvPrecision)
                 .arg(kvBytes)
                 .arg(kvBytes == 1.0 ? QStringLiteral("byte") : QStringLiteral("bytes"));
    notes << QStringLiteral(
        "static batch: every request of a batch starts together (TTFT is the batch's prefill)");
    double costPerMillion = -1;
    if (*price) {
        costPerMillion = core::costPerMillionTokens((*price)->perGpuHour(), r.outputTokensPerSecondPerGpu);
    }
    const std::string currency = *price ? (*price)->amount.currency() : std::string();
    if (ctx->format == QLatin1String("json")) {
        const core::InferenceBreakdown& b = r.breakdown;
        QJsonObject o{
            {QStringLiteral("gpu"), u(s.cluster.gpu->id)},
            {QStringLiteral("gpus"), s.cluster.gpuCount},
            {QStringLiteral("model"), u(model->name)},
            {QStringLiteral("precision"), precision},
            {QStringLiteral("compute_precision"), u(core::precisionName(r.computePrecision))},
            {QStringLiteral("weight_only"), r.weightOnly},
            {QStringLiteral("kv_cache_precision"), kvPrecision},
            {QStringLiteral("kv_cache_bytes_per_element"), kvBytes},
            {QStringLiteral("input_tokens"), j.inputTokens},
            {QStringLiteral("output_tokens"), j.outputTokens},
            {QStringLiteral("tp"), r.tp},
            {QStringLiteral("ep"), r.ep},
            {QStringLiteral("replicas"), r.replicas},
            {QStringLiteral("batch"), r.batch},
            {QStringLiteral("max_batch"), r.maxBatch},
            {QStringLiteral("max_concurrency"), r.maxConcurrency()},
            {QStringLiteral("batch_limited_by"), u(core::batchLimitName(r.limitedBy))},
            {QStringLiteral("ttft_seconds"), r.ttftSeconds},
            {QStringLiteral("tpot_seconds"), r.tpotSeconds},
            {QStringLiteral("request_seconds"), r.requestSeconds},
            {QStringLiteral("output_tokens_per_second"), r.outputTokensPerSecond},
            {QStringLiteral("output_tokens_per_second_per_gpu"), r.outputTokensPerSecondPerGpu},
            {QStringLiteral("decode_memory_bound"), r.decodeMemoryBound},
            {QStringLiteral("memory_per_gpu_bytes"), r.memory.total()},
            {QStringLiteral("memory_capacity_bytes"), s.cluster.gpu->memoryBytes},
            {QStringLiteral("fits"), r.fits},
            {QStringLiteral("memory_bytes"), QJsonObject{{QStringLiteral("weights"), r.memory.weights},
                                                         {QStringLiteral("kv_cache"), r.memory.kvCache},
                                                         {QStringLiteral("overhead"), r.memory.overhead}}},
            {QStringLiteral("breakdown_seconds"),
             QJsonObject{{QStringLiteral("prefill_compute"), b.prefillCompute},
                         {QStringLiteral("prefill_weights"), b.prefillWeights},
                         {QStringLiteral("prefill_comm"), b.prefillComm},
                         {QStringLiteral("decode_weights"), b.decodeWeights},
                         {QStringLiteral("decode_kv_cache"), b.decodeKv},
                         {QStringLiteral("decode_compute"), b.decodeCompute},
                         {QStringLiteral("decode_comm"), b.decodeComm},
                         {QStringLiteral("step_overhead"), b.stepOverhead}}},
            {QStringLiteral("cost_per_million_output_tokens"),
             costPerMillion >= 0 ? QJsonValue(costPerMillion) : QJsonValue()},
            {QStringLiteral("currency"),
             currency.empty() ? QJsonValue() : QJsonValue(QString::fromStdString(currency))},
            {QStringLiteral("notes"), QJsonArray::fromStringList(notes)}};
        writeJson(out, o);
        return 0;
    }
    const core::InferenceBreakdown& b = r.breakdown;
    out << "Serving         " << u(model->name) << " in " << precision << ", " << j.inputTokens
        << " tokens in, " << j.outputTokens << " out per request\n";
    out << "Cluster         " << s.cluster.gpuCount << " x " << u(s.cluster.gpu->name) << ": " << r.replicas
        << " replica(s) of tp=" << r.tp;
    if (r.ep > 1)
        out << " x ep=" << r.ep << " (" << r.gpusPerReplica() << " GPUs each)";
    out << "\n";
    out << "Batch           " << r.batch << " requests per replica (limited by "
        << u(core::batchLimitName(r.limitedBy)) << "; memory holds " << r.maxBatch << ", max concurrency "
        << formatCount(r.maxConcurrency()) << ")\n";
    out << "TTFT            " << ms(r.ttftSeconds) << " (prefill compute " << ms(b.prefillCompute)
        << ", weights " << ms(b.prefillWeights)
        << (r.ep > 1 ? ", tensor-parallel and all-to-all " : ", tensor-parallel ") << ms(b.prefillComm)
        << ")\n";
    out << "TPOT            " << ms(r.tpotSeconds) << " (weights " << ms(b.decodeWeights) << ", KV cache "
        << ms(b.decodeKv) << ", compute " << ms(b.decodeCompute)
        << (r.ep > 1 ? ", tensor-parallel and all-to-all " : ", tensor-parallel ") << ms(b.decodeComm) << "; "
        << (r.decodeMemoryBound ? "memory-bound" : "compute-bound") << ")\n";
    out << "Throughput      " << formatCount(r.outputTokensPerSecond) << " output tokens/s ("
        << formatCount(r.outputTokensPerSecondPerGpu) << " per GPU)\n";
    out << "Memory per GPU  " << gb(r.memory.total()) << " of " << gb(s.cluster.gpu->memoryBytes)
        << ": weights " << gb(r.memory.weights) << ", KV cache " << gb(r.memory.kvCache) << ", overhead "
        << gb(r.memory.overhead) << "\n";
    if (costPerMillion >= 0)
        out << "Cost            " << QString::number(costPerMillion, 'f', 3) << " "
            << QString::fromStdString(currency) << " per million output tokens at full load\n";
    for (const QString& n : notes)
        out << "Note            " << n << "\n";
    return 0;
}

} // namespace gpuplan::cli
