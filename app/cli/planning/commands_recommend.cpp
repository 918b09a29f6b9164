// `gpuplan recommend`: rank GPU types for a workload under constraints, with reasons.
#include "cli/cli.h"
#include "cli/command_support.h"
#include "cli/planning/estimate_output.h"
#include "cli/planning/rl_options.h"
#include "cli/price_options.h"
#include "cli/scenario_options.h"

#include "core/number_parse.h"
#include "core/planning/recommend.h"
#include "core/planning/recommend_rl.h"
#include "core/training/training_messages.h"

#include <QJsonArray>
#include <QJsonObject>

namespace gpuplan::cli {
namespace {

// `--workload rl`: the run as a workbench scenario of a preset model (core::recommendRl plans it on each card
// as a scenario row would), its count, deadline and budget set after. The placement is colocated, the
// fastest, or split pools of a given generation size; with --generation-gpu, each ranked card trains while
// that card generates (the fastest split between them, or the size given).
core::Result<core::Scenario> rlRunFromArgs(const Arguments& args, const core::Catalog& catalog) {
    core::Scenario s;
    const auto model = args.value(QStringLiteral("model"));
    if (!model)
        return core::fail("an RL run is ranked for a preset model: give --model (see 'gpuplan models')");
    if (!catalog.model(model->toStdString()))
        return core::fail(catalog.unknownModelMessage(model->toStdString()));
    s.modelId = model->toStdString();
    core::RlJob job;
    if (auto read = rlJobFromArgs(args, "algorithm", job); !read)
        return read.failure();
    s.kind = job.algorithm == core::RlAlgorithm::Ppo   ? core::ScenarioKind::Ppo
             : job.algorithm == core::RlAlgorithm::Dpo ? core::ScenarioKind::Dpo
                                                       : core::ScenarioKind::Grpo;
    // One precision for the update and the engines, as a scenario row has (BF16 on a card without FP8).
    s.precision = job.trainingPrecision == core::Precision::FP8 ? "fp8" : "bf16";
    const auto engines = core::parseServingPrecision(s.precision);
    if (args.has(QStringLiteral("generation-precision")) && job.generationPrecision != *engines)
        return core::fail(
            "across cards an RL run's engines run in the update's precision: give --precision " +
            s.precision + " alone, or the same --generation-precision");
    core::RlRun& r = s.rl;
    r.promptsPerStep = job.promptsPerStep;
    r.rolloutsPerPrompt = job.rolloutsPerPrompt;
    r.promptTokens = job.promptTokens;
    r.generatedTokens = job.generated.mean;
    r.generatedP90 = job.generated.p90;
    r.maxGeneratedTokens = job.maxGeneratedTokens;
    r.steps = job.steps;
    r.updatesPerStep = job.updatesPerStep;
    r.reference = job.reference;
    r.rewardSeconds = job.rewardSeconds;
    r.staleness = job.staleness;
    auto pools =
        rlPoolsFromArgs(args, catalog, QStringLiteral("search"), "--count, when given, counts both pools");
    if (!pools)
        return pools.failure();
    if (pools->placement == core::RlPlacementChoice::Colocated && job.staleness > 0)
        return core::fail("--staleness needs split pools: --placement search tries them");
    r.placement = pools->placement;
    r.generationGpus = pools->generationGpus;
    if (pools->generationGpu)
        r.generationGpuId = pools->generationGpu->id;
    if (pools->rewardModel)
        r.rewardModelId = pools->rewardModel->id;
    core::TrainingJob software;
    if (auto read = softwareFromArgs(args, software); !read)
        return read.failure();
    s.framework = software.framework;
    s.attention = software.attention;
    return s;
}

} // namespace

int runRecommendCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    int status = 0;
    auto ctx = prepareCommand(args, err, status);
    if (!ctx)
        return status;
    core::RecommendRequest req;
    req.catalog = &ctx->catalog;
    const QString workload = args.valueOr(QStringLiteral("workload"), QString());
    if (workload == QLatin1String("pretrain"))
        req.workload = core::Workload::Pretrain;
    else if (workload == QLatin1String("finetune"))
        req.workload = core::Workload::Finetune;
    else if (workload == QLatin1String("serve"))
        req.workload = core::Workload::Serve;
    else if (workload != QLatin1String("rl"))
        return badInput(err, QStringLiteral("give --workload pretrain, finetune, serve or rl"));
    const bool rl = workload == QLatin1String("rl");
    QStringList notes; // what the user should know about the inputs (a derived FFN size)
    core::Scenario rlRun;
    if (rl) {
        auto run = rlRunFromArgs(args, ctx->catalog);
        if (!run)
            return badInput(err, run.error());
        rlRun = std::move(run).value();
        auto deadline = optionalDuration(args, QStringLiteral("deadline"));
        if (!deadline)
            return badInput(err, deadline.error());
        rlRun.deadlineHours = deadline.value() / 3600;
    } else {
        auto model = modelFromArgs(args, ctx->catalog, &notes);
        if (!model)
            return badInput(err, model.error());
        req.model = model.value();
        req.allowFp8 = !args.flag(QStringLiteral("no-fp8"));
        req.allowFp4 = args.flag(QStringLiteral("fp4"));
    }
    if (!rl && req.workload == core::Workload::Serve) {
        for (const auto& [name, target] :
             {std::pair{QStringLiteral("input-tokens"), &req.serve.inputTokens},
              std::pair{QStringLiteral("output-tokens"), &req.serve.outputTokens},
              std::pair{QStringLiteral("load"), &req.targetOutputTokensPerSecond}}) {
            if (!args.has(name))
                return badInput(err,
                                QStringLiteral("serving needs --input-tokens, --output-tokens and --load "
                                               "(output tokens per second); --%1 is missing")
                                    .arg(name));
            auto v = positiveQuantity(args, name);
            if (!v)
                return badInput(err, v.error());
            *target = v.value();
        }
        auto ttft = optionalDuration(args, QStringLiteral("max-ttft"));
        auto tpot = optionalDuration(args, QStringLiteral("max-tpot"));
        if (!ttft || !tpot)
            return badInput(err, !ttft ? ttft.error() : tpot.error());
        req.serve.maxTtftSeconds = ttft.value();
        req.serve.maxTpotSeconds = tpot.value();
    } else if (!rl) {
        if (!args.has(QStringLiteral("tokens")))
            return badInput(err, QStringLiteral("no token count: give --tokens T"));
        auto t = positiveQuantity(args, QStringLiteral("tokens"));
        if (!t)
            return badInput(err, t.error());
        req.train.tokens = t.value();
        req.train.method =
            req.workload == core::Workload::Pretrain ? core::Method::Pretrain : core::Method::FullFinetune;
        if (const auto m = args.value(QStringLiteral("method"))) {
            const auto method = core::parseMethod(m->toStdString());
            if (!method || (req.workload == core::Workload::Finetune && *method == core::Method::Pretrain))
                return badInput(
                    err, QStringLiteral("unknown fine-tuning --method '%1' (full, lora or qlora)").arg(*m));
            req.train.method = *method;
        }
        if (args.has(QStringLiteral("seq")))
            req.train.seqLen = req.model.seqLen;
        if (auto software = softwareFromArgs(args, req.train); !software)
            return badInput(err, software.error());
        auto deadline = optionalDuration(args, QStringLiteral("deadline"));
        if (!deadline)
            return badInput(err, deadline.error());
        req.deadlineSeconds = deadline.value();
    }
    if (args.has(QStringLiteral("count"))) {
        auto c = positiveInt(args, QStringLiteral("count"));
        if (!c)
            return badInput(err, c.error());
        req.gpuCount = c.value();
        rlRun.gpus = c.value();
    }
    auto budget = optionalQuantity(args, QStringLiteral("budget"), 0);
    auto rack = optionalQuantity(args, QStringLiteral("rack-kw"), 0);
    auto currency = currencyFromArgs(args);
    for (const auto* r : {&budget, &rack})
        if (!*r)
            return badInput(err, r->error());
    if (rl && args.has(QStringLiteral("rack-kw")))
        return badInput(err, QStringLiteral("--rack-kw is not checked for an RL run"));
    if (!currency)
        return badInput(err, currency.error());
    std::set<std::string> converted;
    auto prices = rentsFromArgs(args, currency.value(), &converted);
    if (!prices)
        return badInput(err, prices.error());
    if (prices->empty())
        return badInput(
            err, QStringLiteral(
                     "recommend needs prices per GPU-hour: --rent h100-sxm=2.99,a100-80gb-sxm=1.89 "
                     "[--currency USD], or stored ones: --price-region us-east [--price-provider aws]"));
    if (const auto allow = args.value(QStringLiteral("allow"))) {
        for (const QString& id : allow->split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!prices->count(id.toStdString()))
                return badInput(err, QStringLiteral("--allow: no price for %1").arg(id));
            req.allowed.push_back(id.toStdString());
        }
    }
    if (rl && !rlRun.rl.generationGpuId.empty() && !prices->count(rlRun.rl.generationGpuId))
        return badInput(err,
                        QStringLiteral("--generation-gpu %1 needs a price: each pool is costed at its card's")
                            .arg(QString::fromStdString(rlRun.rl.generationGpuId)));
    req.budget = budget.value();
    rlRun.budget = budget.value();
    req.rackKw = rack.value();
    req.pricePerGpuHour = prices.value();
    req.currency = currency.value();
    if (const auto b = args.value(QStringLiteral("baseline"))) {
        if (rl)
            return badInput(err, QStringLiteral("--baseline compares costs per token of training or serving, "
                                                "not of an RL run"));
        if (!prices->count(b->toStdString()))
            return badInput(err, QStringLiteral("--baseline %1 needs a price in --rent").arg(*b));
        req.baseline = b->toStdString();
    }
    if (rejectUnusedOptions(args, err, status))
        return status;
    auto rec = rl ? core::recommendRl(rlRun, ctx->catalog, req.pricePerGpuHour, req.allowed, req.currency)
                  : core::recommend(req);
    if (!rec)
        return badInput(err, rec.error());
    const QString cur = QString::fromStdString(req.currency);
    if (ctx->format == QLatin1String("json")) {
        QJsonArray options;
        for (const core::RecommendOption& o : rec->options) {
            QStringList reasons, problems;
            for (const auto& r : o.reasons)
                reasons << QString::fromStdString(r);
            for (const auto& p : o.problems)
                problems << QString::fromStdString(p);
            options.append(
                QJsonObject{{QStringLiteral("gpu"), QString::fromStdString(o.gpuId)},
                            {QStringLiteral("precision"), QString::fromStdString(o.precision)},
                            {QStringLiteral("gpus"), o.gpus},
                            {QStringLiteral("nodes"), o.nodes},
                            {QStringLiteral("feasible"), o.feasible},
                            {QStringLiteral("wall_seconds"), o.wallSeconds},
                            {QStringLiteral("gpu_hours"), o.gpuHours},
                            {QStringLiteral("cost"), o.cost},
                            {QStringLiteral("cost_per_million_tokens"), o.costPerMillionTokens},
                            {QStringLiteral("unit_cost_vs_baseline"),
                             o.unitCostVsBaseline > 0 ? QJsonValue(o.unitCostVsBaseline) : QJsonValue()},
                            {QStringLiteral("tokens_per_second_per_gpu"), o.tokensPerSecondPerGpu},
                            {QStringLiteral("server_kw"), o.serverKw},
                            {QStringLiteral("plan"), QString::fromStdString(o.plan)},
                            {QStringLiteral("reasons"), QJsonArray::fromStringList(reasons)},
                            {QStringLiteral("problems"), QJsonArray::fromStringList(problems)}});
        }
        writeJson(out, QJsonObject{{QStringLiteral("summary"), QString::fromStdString(rec->summary)},
                                   {QStringLiteral("currency"), cur},
                                   {QStringLiteral("rates"), rateNote(args, converted, req.currency)},
                                   {QStringLiteral("notes"), QJsonArray::fromStringList(notes)},
                                   {QStringLiteral("options"), options}});
        return 0;
    }
    out << QString::fromStdString(rec->summary) << "\n\n";
    int rank = 1;
    for (const core::RecommendOption& o : rec->options) {
        out << rank++ << ". " << QString::fromStdString(o.gpuName) << " ("
            << QString::fromStdString(o.precision) << ")";
        if (o.gpus > 0) {
            out << ": " << o.gpus << (o.gpus == 1 ? " card" : " cards");
            if (req.workload == core::Workload::Serve)
                out << ", " << formatCount(o.cost) << " " << cur << " per month, "
                    << QString::number(o.costPerMillionTokens, 'f', 3) << " " << cur
                    << " per million output tokens";
            else
                out << ", " << formatDuration(o.wallSeconds) << ", " << formatCount(o.gpuHours)
                    << " GPU-hours, " << formatCount(o.cost) << " " << cur;
        }
        if (o.unitCostVsBaseline > 0)
            out << ", unit cost " << QString::number(o.unitCostVsBaseline, 'f', 2) << " x "
                << QString::fromStdString(req.baseline);
        out << (o.feasible ? "" : "  [does not meet the constraints]") << "\n";
        if (rl && !o.plan.empty()) // where the phases run: colocated, or which pool on which card
            out << "     " << QString::fromStdString(o.plan) << "\n";
        for (const auto& r : o.reasons)
            out << "     + " << QString::fromStdString(r) << "\n";
        for (const auto& p : o.problems)
            out << "     - " << QString::fromStdString(p) << "\n";
    }
    // Stored prices in another currency: the rates and dates that converted them.
    if (const QString note = rateNote(args, converted, req.currency); !note.isEmpty())
        out << "\nPrices " << note << "\n";
    for (const QString& n : notes)
        out << "Note: " << n << "\n";
    return 0;
}

} // namespace gpuplan::cli
