// `gpuplan gpus|models|networks`: what the catalog holds.
#include "cli/cli.h"
#include "cli/cli_text.h"
#include "cli/command_support.h"
#include "cli/store_access.h"

#include "core/catalog/model_shape.h"
#include "core/catalog/precision.h"

#include <QJsonArray>
#include <QJsonObject>

namespace gpuplan::cli {
namespace {

QString tflops(double flops) {
    return flops > 0 ? QString::number(flops / 1e12, 'g', 5) : QStringLiteral("-");
}

void listGpus(const core::Catalog& c, bool json, QTextStream& out) {
    if (json) {
        QJsonArray arr;
        for (const core::GpuSpec& g : c.gpus()) {
            QJsonObject peak;
            for (std::size_t i = 0; i < core::kPrecisionCount; ++i)
                peak.insert(QString::fromUtf8(core::precisionName(static_cast<core::Precision>(i)).data()),
                            g.peak[i] / 1e12);
            QJsonObject gpu{{QStringLiteral("id"), u(g.id)},
                            {QStringLiteral("name"), u(g.name)},
                            {QStringLiteral("vendor"), u(g.vendor)},
                            {QStringLiteral("architecture"), u(g.architecture)},
                            {QStringLiteral("form_factor"), u(g.formFactor)},
                            {QStringLiteral("memory_bytes"), g.memoryBytes},
                            {QStringLiteral("memory_type"), u(g.memoryType)},
                            {QStringLiteral("memory_bandwidth_bytes_per_s"), g.memoryBandwidth},
                            {QStringLiteral("dense_peak_tflops"), peak},
                            {QStringLiteral("link"), QString::fromUtf8(core::linkTypeName(g.link).data())},
                            {QStringLiteral("link_bytes_per_s_per_direction"), g.linkBandwidth},
                            {QStringLiteral("link_domain"), g.linkDomain},
                            {QStringLiteral("tdp_watts"),
                             g.tdpWatts > 0 ? QJsonValue(g.tdpWatts) : QJsonValue()}, // null: not published
                            {QStringLiteral("mig_instances"), g.migInstances},
                            {QStringLiteral("unverified"), g.unverified},
                            {QStringLiteral("verification"), u(g.verification)},
                            {QStringLiteral("source"), u(g.source)}};
            if (g.version > 0) // the store's version of the row (none in the bundled catalog)
                gpu.insert(QStringLiteral("version"), static_cast<qint64>(g.version));
            arr.append(gpu);
        }
        writeJson(out, arr);
        return;
    }
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10\n")
               .arg(QStringLiteral("id"), -15)
               .arg(QStringLiteral("name"), -20)
               .arg(QStringLiteral("memory"), 7)
               .arg(QStringLiteral("TB/s"), 5)
               .arg(QStringLiteral("BF16"), 7)
               .arg(QStringLiteral("FP8"), 7)
               .arg(QStringLiteral("FP4"), 7)
               .arg(QStringLiteral("TDP W"), 6)
               .arg(QStringLiteral("link"), -16)
               .arg(QStringLiteral("GB/s"));
    for (const core::GpuSpec& g : c.gpus()) {
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10%11\n")
                   .arg(u(g.id), -15)
                   .arg(u(g.name), -20)
                   .arg(QString::number(g.memoryBytes / 1e9, 'f', 0) + QStringLiteral(" GB"), 7)
                   .arg(g.memoryBandwidth / 1e12, 5, 'f', 2)
                   .arg(tflops(g.peak[core::index(core::Precision::BF16)]), 7)
                   .arg(tflops(g.peak[core::index(core::Precision::FP8)]), 7)
                   .arg(tflops(g.peak[core::index(core::Precision::FP4)]), 7)
                   .arg(g.tdpWatts > 0 ? QString::number(g.tdpWatts, 'f', 0) : QStringLiteral("-"), 6)
                   .arg(QString::fromUtf8(core::linkTypeName(g.link).data()), -16)
                   .arg(g.linkBandwidth / 1e9, 0, 'f', 0)
                   .arg(g.unverified ? QStringLiteral("  (some figures unverified)") : QString());
    }
}

void listModels(const core::Catalog& c, bool json, QTextStream& out) {
    if (json) {
        QJsonArray arr;
        for (const core::ModelSpec& m : c.models()) {
            const core::ParamCount counted = core::countParams(m);
            QJsonObject o{{QStringLiteral("id"), u(m.id)},
                          {QStringLiteral("name"), u(m.name)},
                          {QStringLiteral("params"), m.params},
                          {QStringLiteral("active_params"), m.activeParams},
                          {QStringLiteral("counted_params"), counted.total},
                          {QStringLiteral("counted_active_params"), counted.active},
                          {QStringLiteral("layers"), m.layers},
                          {QStringLiteral("hidden"), m.hidden},
                          {QStringLiteral("heads"), m.heads},
                          {QStringLiteral("kv_heads"), m.kvHeads},
                          {QStringLiteral("head_dim"), m.headDim()},
                          {QStringLiteral("ffn"), m.ffn},
                          {QStringLiteral("vocab"), m.vocab},
                          {QStringLiteral("seq"), m.seqLen},
                          {QStringLiteral("max_context"), m.maxContext},
                          {QStringLiteral("tied_embeddings"), m.tiedEmbeddings},
                          {QStringLiteral("earlier_generation"), m.earlierGeneration},
                          {QStringLiteral("source"), u(m.source)}};
            if (m.version > 0) // a stored model's, for `model set --if-version`
                o.insert(QStringLiteral("version"), static_cast<qint64>(m.version));
            // The architecture parts a model has, each in the catalog CSV's column names.
            const std::pair<const char*, int> parts[] = {{"experts", m.experts},
                                                         {"top_k", m.topK},
                                                         {"moe_layers", m.moeLayers},
                                                         {"route_nodes", m.routeNodes},
                                                         {"expert_ffn", m.expertFfn},
                                                         {"shared_expert_ffn", m.sharedExpertFfn},
                                                         {"q_lora_rank", m.qLoraRank},
                                                         {"kv_lora_rank", m.kvLoraRank},
                                                         {"rope_head_dim", m.ropeHeadDim},
                                                         {"nope_head_dim", m.nopeHeadDim},
                                                         {"v_head_dim", m.vHeadDim},
                                                         {"index_heads", m.indexHeads},
                                                         {"index_head_dim", m.indexHeadDim},
                                                         {"index_topk", m.indexTopK},
                                                         {"sliding_window", m.slidingWindow},
                                                         {"sliding_layers", m.slidingLayers},
                                                         {"linear_layers", m.linearLayers}};
            for (const auto& [key, value] : parts)
                if (value > 0)
                    o.insert(QString::fromLatin1(key), value);
            if (m.linearLayers > 0)
                o.insert(QStringLiteral("linear_state"), m.linearStateElements);
            arr.append(o);
        }
        writeJson(out, arr);
        return;
    }
    out << "id                     name                    params   active  layers  hidden  heads  kv  vocab "
           "   seq\n";
    // Current models first, then the presets of earlier generations, marked.
    for (bool earlier : {false, true})
        for (const core::ModelSpec& m : c.models())
            if (m.earlierGeneration == earlier)
                out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10%11\n")
                           .arg(u(m.id), -22)
                           .arg(u(m.name), -22)
                           .arg(QString::number(m.params / 1e9, 'f', 1) + QLatin1Char('B'), 8)
                           .arg(QString::number(m.activeParams / 1e9, 'f', 1) + QLatin1Char('B'), 8)
                           .arg(m.layers, 7)
                           .arg(m.hidden, 7)
                           .arg(m.heads, 6)
                           .arg(m.kvHeads, 3)
                           .arg(m.vocab, 6)
                           .arg(m.seqLen, 6)
                           .arg(earlier ? QStringLiteral("  (earlier generation)") : QString());
}

void listNetworks(const core::Catalog& c, bool json, QTextStream& out) {
    if (json) {
        QJsonArray arr;
        for (const core::Network& n : c.networks())
            arr.append(QJsonObject{{QStringLiteral("id"), u(n.id)},
                                   {QStringLiteral("name"), u(n.name)},
                                   {QStringLiteral("bytes_per_s_per_direction"), n.bandwidth},
                                   {QStringLiteral("shared_by_node"), n.sharedByNode},
                                   {QStringLiteral("source"), u(n.source)}});
        writeJson(out, arr);
        return;
    }
    for (const core::Network& n : c.networks())
        out << QStringLiteral("%1 %2 %3 GB/s %4\n")
                   .arg(u(n.id), -15)
                   .arg(u(n.name), -40)
                   .arg(n.bandwidth / 1e9, 6, 'f', 1)
                   .arg(n.sharedByNode ? QStringLiteral("per node") : QStringLiteral("per GPU"));
}

} // namespace

int runCatalogCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    int status = 0;
    auto ctx = prepareCommand(args, err, status);
    if (!ctx)
        return status;
    const QString& what = args.spec().words.first();
    if (ctx->format == QLatin1String("csv")) {
        // The store's tables in the layout of resources/catalog (what 'import gpus' reads back).
        auto store = openStore();
        if (!store)
            return badInput(err, store.error());
        auto texts = store.value()->catalogTexts(false);
        if (!texts)
            return badInput(err, texts.error());
        auto models = what == QLatin1String("models") ? storedModelsCsv(*store.value())
                                                      : std::pair<std::string, std::size_t>();
        if (!models)
            return badInput(err, models.error());
        const std::string& csv = what == QLatin1String("gpus")     ? texts->gpus
                                 : what == QLatin1String("models") ? models->first
                                                                   : texts->networks;
        out << QChar(0xFEFF) << QString::fromStdString(csv);
        return 0;
    }
    const bool json = ctx->format == QLatin1String("json");
    if (what == QLatin1String("gpus"))
        listGpus(ctx->catalog, json, out);
    else if (what == QLatin1String("models"))
        listModels(ctx->catalog, json, out);
    else
        listNetworks(ctx->catalog, json, out);
    return 0;
}

} // namespace gpuplan::cli
