// `gpuplan recommend`: rank GPU types for a workload under constraints, with reasons.
#include "cli.h"
#include "command_support.h"
#include "estimate_output.h"
#include "price_options.h"
#include "scenario_options.h"

#include "core/number_parse.h"
#include "core/planning/recommend.h"
#include "core/training/training_messages.h"

#include <QJsonArray>
#include <QJsonObject>

namespace gpuplan::cli {

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
    else
        return badInput(err, QStringLiteral("give --workload pretrain, finetune or serve"));
    QStringList notes; // what the user should know about the inputs (a derived FFN size)
    auto model = modelFromArgs(args, ctx->catalog, &notes);
    if (!model)
        return badInput(err, model.error());
    req.model = model.value();
    req.allowFp8 = !args.flag(QStringLiteral("no-fp8"));
    req.allowFp4 = args.flag(QStringLiteral("fp4"));
    if (req.workload == core::Workload::Serve) {
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
    } else {
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
    }
    auto budget = optionalQuantity(args, QStringLiteral("budget"), 0);
    auto rack = optionalQuantity(args, QStringLiteral("rack-kw"), 0);
    auto currency = currencyFromArgs(args);
    for (const auto* r : {&budget, &rack})
        if (!*r)
            return badInput(err, r->error());
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
    req.budget = budget.value();
    req.rackKw = rack.value();
    req.pricePerGpuHour = prices.value();
    req.currency = currency.value();
    if (const auto b = args.value(QStringLiteral("baseline"))) {
        if (!prices->count(b->toStdString()))
            return badInput(err, QStringLiteral("--baseline %1 needs a price in --rent").arg(*b));
        req.baseline = b->toStdString();
    }
    if (rejectUnusedOptions(args, err, status))
        return status;
    auto rec = core::recommend(req);
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
