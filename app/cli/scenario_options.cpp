#include "cli/scenario_options.h"

#include "core/number_parse.h"
#include "core/training/training_messages.h"
#include "models/model_config_file.h"

namespace gpuplan::cli {

using core::fail;

core::Result<double> positiveQuantity(const Arguments& args, const QString& name) {
    const auto text = args.value(name);
    if (!text) // a caller that did not check has(): a message, not a read of nothing
        return fail("no --" + name.toStdString() + " given");
    auto v = core::parseQuantity(text->toStdString());
    if (!v)
        return fail("--" + name.toStdString() + ": " + v.error());
    if (!(v.value() > 0))
        return fail("--" + name.toStdString() + " must be positive, got " + text->toStdString());
    return v;
}

core::Result<int> positiveInt(const Arguments& args, const QString& name) {
    const auto text = args.value(name);
    if (!text) // a caller that did not check has(): a message, not a read of nothing
        return fail("no --" + name.toStdString() + " given");
    auto v = core::parseCount(text->toStdString());
    if (!v)
        return fail("--" + name.toStdString() + ": " + v.error());
    if (v.value() <= 0 || v.value() > 10'000'000)
        return fail("--" + name.toStdString() + " must be a positive whole number, got " +
                    text->toStdString());
    return static_cast<int>(v.value());
}

namespace {

// A model read from a config.json for this command only: --params and --active-params are the published
// counts it keeps (the shape's own count is noted beside them), --seq its training sequence.
core::Result<core::ModelSpec> modelFromConfig(const Arguments& args, const QString& path,
                                              QStringList* notes) {
    for (const char* shape : {"layers", "hidden", "heads", "kv-heads", "ffn", "vocab"})
        if (args.has(QString::fromLatin1(shape)))
            return fail(std::string("--") + shape + " cannot change a model read with --model-config");
    core::ModelConfigOptions options;
    for (const auto& [name, target] : {std::pair{"params", &options.publishedParams},
                                       std::pair{"active-params", &options.publishedActiveParams}})
        if (args.has(QString::fromLatin1(name))) {
            auto v = positiveQuantity(args, QString::fromLatin1(name));
            if (!v)
                return fail(v.error());
            *target = v.value();
        }
    auto imported = ui::readModelConfigFile(path, options);
    if (!imported)
        return imported.failure();
    core::ModelSpec m = imported->model;
    if (args.has(QStringLiteral("seq"))) {
        auto seq = positiveInt(args, QStringLiteral("seq"));
        if (!seq)
            return fail(seq.error());
        m.seqLen = seq.value();
    }
    if (notes)
        *notes << QStringLiteral(
                      "model %1 read from %2 (model_type %3): its shape counts %4B parameters, %5B "
                      "per token")
                      .arg(QString::fromStdString(m.name), path, QString::fromStdString(imported->modelType))
                      .arg(imported->counted.total / 1e9, 0, 'f', 2)
                      .arg(imported->counted.active / 1e9, 0, 'f', 2);
    return m;
}

} // namespace

core::Result<core::ModelSpec> modelFromArgs(const Arguments& args, const core::Catalog& catalog,
                                            QStringList* notes) {
    const auto preset = args.value(QStringLiteral("model"));
    const bool custom = args.has(QStringLiteral("params"));
    if (const auto config = args.value(QStringLiteral("model-config")))
        return preset ? fail("give either --model or --model-config, not both")
                      : modelFromConfig(args, *config, notes);
    if (preset && custom)
        return fail("give either --model or --params, not both");
    if (preset) {
        const core::ModelSpec* m = catalog.model(preset->toStdString());
        if (!m)
            return fail(catalog.unknownModelMessage(preset->toStdString()));
        core::ModelSpec copy = *m;
        if (args.has(QStringLiteral("seq"))) {
            auto seq = positiveInt(args, QStringLiteral("seq"));
            if (!seq)
                return fail(seq.error());
            copy.seqLen = seq.value();
        }
        return copy;
    }
    if (!custom)
        return fail("no model: give --model PRESET (see 'gpuplan models') or --params COUNT");
    auto params = positiveQuantity(args, QStringLiteral("params"));
    if (!params)
        return fail(params.error());
    double active = params.value();
    if (args.has(QStringLiteral("active-params"))) {
        auto a = positiveQuantity(args, QStringLiteral("active-params"));
        if (!a)
            return fail(a.error());
        active = a.value();
    }
    int seq = 0;
    if (args.has(QStringLiteral("seq"))) {
        auto s = positiveInt(args, QStringLiteral("seq"));
        if (!s)
            return fail(s.error());
        seq = s.value();
    }
    int vocab = 0;
    if (args.has(QStringLiteral("vocab"))) {
        auto v = positiveInt(args, QStringLiteral("vocab"));
        if (!v)
            return fail(v.error());
        vocab = v.value();
    }
    const QStringList shape = {QStringLiteral("layers"), QStringLiteral("hidden"), QStringLiteral("heads"),
                               QStringLiteral("kv-heads"), QStringLiteral("ffn")};
    bool anyShape = false;
    for (const QString& s : shape)
        anyShape = anyShape || args.has(s);
    if (!anyShape) {
        auto derived = core::deriveShape(params.value(), active, vocab, seq);
        if (!derived)
            return fail(derived.error());
        return derived;
    }
    core::ModelSpec m;
    m.id = "custom";
    m.name = "Custom model";
    m.params = params.value();
    m.activeParams = active;
    m.vocab = vocab > 0 ? vocab : 32000;
    m.seqLen = seq > 0 ? seq : 4096;
    int* targets[] = {&m.layers, &m.hidden, &m.heads, &m.kvHeads, &m.ffn};
    for (int i = 0; i < 5; ++i) {
        if (!args.has(shape[i])) {
            // Without --kv-heads every head has its own keys and values; without --ffn the MLP
            // takes Llama's proportions, as a shape derived from the size does.
            if (shape[i] == QLatin1String("kv-heads") || shape[i] == QLatin1String("ffn"))
                continue;
            return fail("a custom shape needs --layers, --hidden and --heads (missing --" +
                        shape[i].toStdString() + ")");
        }
        auto v = positiveInt(args, shape[i]);
        if (!v)
            return fail(v.error());
        *targets[i] = v.value();
    }
    m.source = "shape given on the command line";
    if (m.ffn == 0) {
        m.ffn = core::llamaFfnSize(m.hidden);
        m.source += "; FFN size derived from the hidden size";
        if (notes)
            *notes << QStringLiteral("--ffn not given: derived as %1 from --hidden %2 (8/3 x hidden, rounded "
                                     "to 256, Llama proportions)")
                          .arg(m.ffn)
                          .arg(m.hidden);
    }
    return core::validateModel(m);
}

core::Result<core::Cluster> clusterFromArgs(const Arguments& args, const core::Catalog& catalog,
                                            bool countRequired) {
    core::Cluster c;
    const auto gpuId = args.value(QStringLiteral("gpu"));
    if (!gpuId)
        return fail("no GPU: give --gpu ID (see 'gpuplan gpus')");
    const core::GpuSpec* gpu = catalog.gpu(gpuId->toStdString());
    if (!gpu)
        return fail(catalog.unknownGpuMessage(gpuId->toStdString()));
    c.gpu = gpu;
    c.gpusPerNode = gpu->defaultGpusPerNode;
    c.network = *catalog.network(gpu->defaultNetwork);
    if (args.has(QStringLiteral("gpus")) && args.has(QStringLiteral("racks")))
        return fail("give --gpus or --racks, not both");
    if (args.has(QStringLiteral("gpus"))) {
        auto n = positiveInt(args, QStringLiteral("gpus"));
        if (!n)
            return fail(n.error());
        c.gpuCount = n.value();
    } else if (args.has(QStringLiteral("racks"))) {
        // A card sold by the rack is counted by the rack too: --racks 2 of GB300 NVL72 is 144 GPUs.
        if (!gpu->soldByRack())
            return fail(gpu->name + " is not sold by the rack: give --gpus N");
        auto n = positiveInt(args, QStringLiteral("racks"));
        if (!n)
            return fail(n.error());
        if (n.value() > 65536 / gpu->systemGpus())
            return fail("--racks: at most " + std::to_string(65536 / gpu->systemGpus()) + " racks");
        c.gpuCount = n.value() * gpu->systemGpus();
    } else if (countRequired) {
        return fail("no GPU count: give --gpus N");
    }
    if (args.has(QStringLiteral("gpus-per-node"))) {
        auto n = positiveInt(args, QStringLiteral("gpus-per-node"));
        if (!n)
            return fail(n.error());
        c.gpusPerNode = n.value();
    }
    if (const auto net = args.value(QStringLiteral("network"))) {
        const core::Network* n = catalog.network(net->toStdString());
        if (!n)
            return fail(catalog.unknownNetworkMessage(net->toStdString()));
        c.network = *n;
    }

    return c;
}

core::Result<double> optionalDuration(const Arguments& args, const QString& name) {
    const auto text = args.value(name);
    if (!text)
        return 0.0;
    auto v = core::parseDurationSeconds(text->toStdString());
    if (!v || !(v.value() > 0))
        return fail("--" + name.toStdString() + ": '" + text->toStdString() +
                    "' is not a positive time (e.g. 30d, 12h, 2s, 500ms)");
    return v;
}

core::Result<double> optionalQuantity(const Arguments& args, const QString& name, double fallback) {
    return args.has(name) ? positiveQuantity(args, name) : core::Result<double>(fallback);
}

core::Status softwareFromArgs(const Arguments& args, core::TrainingJob& j) {
    if (const auto k = args.value(QStringLiteral("attention"))) {
        const auto kernel = core::parseAttentionKernel(k->toStdString());
        if (!kernel)
            return fail("--attention must be flash2, fused or none, got '" + k->toStdString() + "'");
        j.attention = *kernel;
    }
    if (args.flag(QStringLiteral("no-flash-attention"))) {
        if (args.value(QStringLiteral("attention")))
            return fail("give either --attention or --no-flash-attention, not both");
        j.attention = core::AttentionKernel::Unfused;
    }
    if (const auto f = args.value(QStringLiteral("framework"))) {
        const auto framework = core::parseFramework(f->toStdString());
        if (!framework)
            return fail("--framework must be pytorch or tuned, got '" + f->toStdString() + "'");
        j.framework = *framework;
    }
    return core::ok();
}

core::Result<std::unique_ptr<ScenarioInput>>
buildScenario(const Arguments& args, const core::Catalog& catalog, const ScenarioRules& rules) {
    auto in = std::make_unique<ScenarioInput>();
    core::TrainingScenario& s = in->scenario;

    auto cluster = clusterFromArgs(args, catalog, rules.gpuCountRequired);
    if (!cluster)
        return fail(cluster.error());
    s.cluster = cluster.value();
    const core::GpuSpec* gpu = s.cluster.gpu;
    // Training only: what ZeRO-Offload may keep on the host (serving offloads nothing).
    if (args.has(QStringLiteral("host-memory-gb"))) {
        auto gb = positiveQuantity(args, QStringLiteral("host-memory-gb"));
        if (!gb)
            return fail(gb.error());
        s.cluster.hostMemoryPerNode = gb.value() * 1e9;
    }

    auto model = modelFromArgs(args, catalog, &in->notes);
    if (!model)
        return fail(model.error());
    in->model = std::move(model).value();
    s.model = &in->model;
    if (in->model.derivedShape)
        in->notes << QStringLiteral(
                         "model shape derived from the parameter count: %1 layers, hidden %2, %3 heads")
                         .arg(in->model.layers)
                         .arg(in->model.hidden)
                         .arg(in->model.heads);

    core::TrainingJob& j = s.job;
    j.method = core::Method::Pretrain;
    if (rules.finetune) {
        const auto method = args.value(QStringLiteral("method"));
        if (!method)
            return fail("no fine-tuning method: give --method full, lora or qlora");
        const auto m = core::parseMethod(method->toStdString());
        if (!m || *m == core::Method::Pretrain)
            return fail("unknown --method '" + method->toStdString() + "' (full, lora or qlora)");
        j.method = *m;
    }
    if (args.has(QStringLiteral("tokens"))) {
        auto t = positiveQuantity(args, QStringLiteral("tokens"));
        if (!t)
            return fail(t.error());
        j.tokens = t.value();
    } else if (rules.tokensRequired) {
        return fail("no token count: give --tokens T (for example 2T or 300B)");
    }
    if (args.has(QStringLiteral("seq"))) {
        j.seqLen = in->model.seqLen; // modelFromArgs already applied --seq
    }
    if (args.has(QStringLiteral("global-batch-tokens"))) {
        auto b = positiveQuantity(args, QStringLiteral("global-batch-tokens"));
        if (!b)
            return fail(b.error());
        j.globalBatchTokens = b.value();
    }
    const QString precision = args.valueOr(QStringLiteral("precision"), QStringLiteral("bf16"));
    const auto p = core::parsePrecision(precision.toStdString());
    if (!p || *p == core::Precision::INT8 || *p == core::Precision::FP32)
        return fail("unknown training --precision '" + precision.toStdString() +
                    "' (bf16, fp16, fp8, fp4 or tf32)");
    j.precision = *p;
    if (!gpu->supports(j.precision))
        return fail(gpu->name + " has no " + precision.toStdString() + " support (it has " +
                    gpu->precisionNames() + "): choose another --precision or --gpu");
    if (j.method == core::Method::Lora || j.method == core::Method::Qlora) {
        if (args.has(QStringLiteral("rank"))) {
            auto r = positiveInt(args, QStringLiteral("rank"));
            if (!r)
                return fail(r.error());
            j.loraRank = r.value();
        }
        if (const auto t = args.value(QStringLiteral("lora-targets"))) {
            const auto mask = core::parseLoraTargets(t->toStdString());
            if (!mask)
                return fail("unknown --lora-targets '" + t->toStdString() +
                            "' (comma list of q,k,v,o,gate,up,down, or all, or attention)");
            j.loraTargets = *mask;
        }
    }
    if (auto software = softwareFromArgs(args, j); !software)
        return fail(software.error());
    in->naive = args.flag(QStringLiteral("naive"));

    // A plan pinned by hand: any of --tp/--cp/--pp/--ep/--micro-batch/--zero/--recompute/--offload.
    const QStringList planKeys = {QStringLiteral("tp"),      QStringLiteral("pp"),
                                  QStringLiteral("vpp"),     QStringLiteral("micro-batch"),
                                  QStringLiteral("zero"),    QStringLiteral("recompute"),
                                  QStringLiteral("cp"),      QStringLiteral("ep"),
                                  QStringLiteral("offload"), QStringLiteral("recompute-layers")};
    bool pinned = false;
    for (const QString& k : planKeys)
        pinned = args.has(k) || pinned;
    if (pinned) {
        core::Plan plan;
        for (const auto& [key, target] : {std::pair{QStringLiteral("tp"), &plan.tp},
                                          {QStringLiteral("pp"), &plan.pp},
                                          {QStringLiteral("vpp"), &plan.vpp},
                                          {QStringLiteral("cp"), &plan.cp},
                                          {QStringLiteral("ep"), &plan.ep},
                                          {QStringLiteral("recompute-layers"), &plan.recomputeLayers},
                                          {QStringLiteral("micro-batch"), &plan.microBatch}}) {
            if (!args.has(key))
                continue;
            auto v = positiveInt(args, key);
            if (!v)
                return fail(v.error());
            *target = v.value();
        }
        if (const auto z = args.value(QStringLiteral("zero"))) {
            if (*z != QLatin1String("0") && *z != QLatin1String("1") && *z != QLatin1String("2") &&
                *z != QLatin1String("3"))
                return fail("--zero must be 0, 1, 2 or 3, got " + z->toStdString());
            plan.zero = z->toInt();
        }
        if (const auto r = args.value(QStringLiteral("recompute"))) {
            if (*r == QLatin1String("none"))
                plan.recompute = core::Recompute::None;
            else if (*r == QLatin1String("selective"))
                plan.recompute = core::Recompute::Selective;
            else if (*r == QLatin1String("full"))
                plan.recompute = core::Recompute::Full;
            else
                return fail("--recompute must be none, selective or full, got " + r->toStdString());
        }
        if (const auto o = args.value(QStringLiteral("offload"))) {
            bool known = false;
            for (core::Offload choice :
                 {core::Offload::None, core::Offload::Optimizer, core::Offload::OptimizerAndParams})
                if (o->toStdString() == core::offloadName(choice)) {
                    plan.offload = choice;
                    known = true;
                }
            if (!known)
                return fail("--offload must be none, optimizer or optimizer+parameters, got " +
                            o->toStdString());
        }
        if (args.has(QStringLiteral("recompute-layers")))
            plan.recompute = core::Recompute::Full;
        const int modelParallel = plan.tp * plan.cp * plan.pp;
        if (s.cluster.gpuCount % modelParallel != 0)
            return fail("--tp x --cp x --pp = " + std::to_string(modelParallel) + " does not divide the " +
                        std::to_string(s.cluster.gpuCount) + " GPUs");
        plan.dp = s.cluster.gpuCount / modelParallel;
        in->pinned = plan;
    }
    return in;
}

} // namespace gpuplan::cli
