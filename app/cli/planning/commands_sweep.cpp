// `gpuplan sweep`: training time and cost versus model size for a list of GPUs, every point planned.
#include "cli/cli.h"
#include "cli/command_support.h"
#include "cli/price_options.h"
#include "cli/scenario_options.h"

#include "core/number_parse.h"
#include "core/planning/sweep.h"
#include "core/training/training_messages.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <iterator>

namespace gpuplan::cli {

namespace {

// The options that describe one model (command_table.cpp, modelOptions()); any of them makes the sweep one
// model on every GPU.
const char* const kModelOptionNames[] = {"model",  "model-config", "params",   "active-params", "layers",
                                         "hidden", "heads",        "kv-heads", "ffn",           "vocab"};

} // namespace

int runSweepCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    int status = 0;
    auto ctx = prepareCommand(args, err, status);
    if (!ctx)
        return status;
    core::SweepRequest req;
    req.catalog = &ctx->catalog;
    const QString gpuList = args.valueOr(QStringLiteral("gpus"), QString());
    if (gpuList.isEmpty())
        return badInput(err, QStringLiteral("no GPUs: give --gpus a100-80gb-sxm,h100-sxm,..."));
    for (const QString& id : gpuList.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!ctx->catalog.gpu(id.trimmed().toStdString()))
            return badInput(err, ctx->catalog.unknownGpuMessage(id.trimmed().toStdString()));
        req.gpuIds.push_back(id.trimmed().toStdString());
    }
    // One given model (a preset, a config.json or a custom shape) on every GPU: its own shape, no range
    // of sizes.
    const bool oneModel = std::any_of(std::begin(kModelOptionNames), std::end(kModelOptionNames),
                                      [&](const char* name) { return args.has(QLatin1String(name)); });
    if (oneModel) {
        for (const char* range : {"min-params", "max-params", "points"})
            if (args.has(QLatin1String(range)))
                return badInput(err, QStringLiteral("--%1 sweeps sizes: it cannot go with one given model "
                                                    "(--model, --model-config or --params)")
                                         .arg(QLatin1String(range)));
        auto model = modelFromArgs(args, ctx->catalog);
        if (!model)
            return badInput(err, model.error());
        req.model = model.value();
        req.sizes = {model->params};
        req.seqLen = model->seqLen; // the preset's or config's own, or --seq (below)
    }
    double lo = 1e9, hi = 1e12;
    int count = 40;
    if (args.has(QStringLiteral("min-params"))) {
        auto v = positiveQuantity(args, QStringLiteral("min-params"));
        if (!v)
            return badInput(err, v.error());
        lo = v.value();
    }
    if (args.has(QStringLiteral("max-params"))) {
        auto v = positiveQuantity(args, QStringLiteral("max-params"));
        if (!v)
            return badInput(err, v.error());
        hi = v.value();
    }
    if (args.has(QStringLiteral("points"))) {
        auto v = positiveInt(args, QStringLiteral("points"));
        if (!v || v.value() < 2 || v.value() > 1000)
            return badInput(err, QStringLiteral("--points must be a whole number from 2 to 1000"));
        count = v.value();
    }
    if (!(hi > lo))
        return badInput(err, QStringLiteral("--max-params must be larger than --min-params"));
    if (!req.model)
        req.sizes = core::logSpaced(lo, hi, count);
    if (!args.has(QStringLiteral("tokens")))
        return badInput(err, QStringLiteral("no token count: give --tokens T"));
    auto tokens = positiveQuantity(args, QStringLiteral("tokens"));
    if (!tokens)
        return badInput(err, tokens.error());
    req.job.tokens = tokens.value();
    if (const auto m = args.value(QStringLiteral("method"))) {
        const auto method = core::parseMethod(m->toStdString());
        if (!method)
            return badInput(err,
                            QStringLiteral("unknown --method '%1' (pretrain, full, lora or qlora)").arg(*m));
        req.job.method = *method;
    }
    const QString precision = args.valueOr(QStringLiteral("precision"), QStringLiteral("bf16"));
    const auto p = core::parsePrecision(precision.toStdString());
    if (!p || *p == core::Precision::INT8 || *p == core::Precision::FP32)
        return badInput(err,
                        QStringLiteral("unknown training --precision '%1' (bf16, fp16, fp8, fp4 or tf32)")
                            .arg(precision));
    req.job.precision = *p;
    if (auto software = softwareFromArgs(args, req.job); !software)
        return badInput(err, software.error());
    if (args.has(QStringLiteral("seq"))) {
        auto v = positiveInt(args, QStringLiteral("seq"));
        if (!v)
            return badInput(err, v.error());
        req.seqLen = v.value();
    }
    if (args.has(QStringLiteral("deadline"))) {
        auto d = core::parseDurationSeconds(args.value(QStringLiteral("deadline"))->toStdString());
        if (!d || !(d.value() > 0))
            return badInput(err, QStringLiteral("--deadline is not a positive duration (e.g. 30d)"));
        req.deadlineSeconds = d.value();
    } else {
        if (!args.has(QStringLiteral("count")))
            return badInput(
                err, QStringLiteral(
                         "give --count N (cards per point) or --deadline 30d (the count that meets it)"));
        auto c = positiveInt(args, QStringLiteral("count"));
        if (!c)
            return badInput(err, c.error());
        req.gpuCount = c.value();
    }
    auto currency = currencyFromArgs(args);
    if (!currency)
        return badInput(err, currency.error());
    std::set<std::string> converted;
    auto prices = rentsFromArgs(args, currency.value(), &converted, &ctx->catalog);
    if (!prices)
        return badInput(err, prices.error());
    req.pricePerGpuHour = prices.value();
    if (rejectUnusedOptions(args, err, status))
        return status;

    const std::vector<core::SweepPoint> points = core::runSweep(req);
    const QString cur = QString::fromStdString(currency.value());
    if (ctx->format == QLatin1String("json")) {
        QJsonArray arr;
        for (const core::SweepPoint& pt : points) {
            QJsonObject o{{QStringLiteral("gpu"), QString::fromStdString(pt.gpuId)},
                          {QStringLiteral("params"), pt.params},
                          {QStringLiteral("ok"), pt.ok}};
            if (pt.ok) {
                o.insert(QStringLiteral("gpus"), pt.gpus);
                o.insert(QStringLiteral("wall_seconds"), pt.best.wallSeconds);
                o.insert(QStringLiteral("gpu_hours"), pt.best.gpuHours);
                o.insert(QStringLiteral("mfu"), pt.best.mfu);
                o.insert(QStringLiteral("plan"),
                         QString::fromStdString(core::describePlan(pt.best.plan, pt.best.layersPerStage)));
                o.insert(QStringLiteral("cost"), pt.priced ? QJsonValue(pt.cost) : QJsonValue());
            } else {
                o.insert(QStringLiteral("problem"), QString::fromStdString(pt.problem));
            }
            arr.append(o);
        }
        writeJson(out, QJsonObject{{QStringLiteral("currency"), cur},
                                   {QStringLiteral("rates"), rateNote(args, converted, currency.value())},
                                   {QStringLiteral("points"), arr}});
        return 0;
    }
    out << "gpu,params,ok,gpus,wall_seconds,gpu_hours,mfu,cost_" << cur << ",plan,problem\n";
    for (const core::SweepPoint& pt : points) {
        out << QString::fromStdString(pt.gpuId) << ',' << QString::number(pt.params, 'g', 6) << ','
            << (pt.ok ? "yes" : "no") << ',';
        if (pt.ok)
            out << pt.gpus << ',' << QString::number(pt.best.wallSeconds, 'g', 8) << ','
                << QString::number(pt.best.gpuHours, 'g', 8) << ',' << QString::number(pt.best.mfu, 'f', 4)
                << ',' << (pt.priced ? QString::number(pt.cost, 'f', 2) : QString()) << ",\""
                << QString::fromStdString(core::describePlan(pt.best.plan, pt.best.layersPerStage)) << "\",";
        else
            out << ",,,,,,\"" << QString::fromStdString(pt.problem) << '"';
        out << "\n";
    }
    return 0;
}

} // namespace gpuplan::cli
