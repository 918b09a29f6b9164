// `gpuplan plan`: rank parallel plans for a cluster, or find the GPU count that fits or meets a deadline.
#include "cli/cli.h"
#include "cli/command_support.h"
#include "cli/planning/estimate_output.h"
#include "cli/scenario_options.h"

#include "core/number_parse.h"
#include "core/training/planner.h"
#include "core/training/training_messages.h"

#include <QElapsedTimer>
#include <QJsonArray>

namespace gpuplan::cli {
namespace {

QString planRow(int rank, const core::TrainingEstimate& e, double gpus) {
    const core::Plan& p = e.plan;
    // Partial recomputation reads "full k/n": k of the n layers of each stage.
    QString recompute = QString::fromUtf8(core::recomputeName(p.recompute).data());
    if (p.recompute == core::Recompute::Full && p.recomputeLayers > 0 && p.recomputeLayers < e.layersPerStage)
        recompute += QStringLiteral(" %1/%2").arg(p.recomputeLayers).arg(e.layersPerStage);
    return QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8  %9  ")
               .arg(rank, 4)
               .arg(p.tp, 3)
               .arg(p.cp, 3)
               .arg(p.pp, 3)
               .arg(p.dp, 5)
               .arg(p.ep, 3)
               .arg(p.microBatch, 3)
               .arg(p.zero, 4)
               .arg(recompute, -10) +
           QStringLiteral("%1  %2  %3\n")
               .arg(QString::fromUtf8(core::offloadName(p.offload).data()), -9)
               .arg(formatCount(e.tokensPerSecond / gpus), 12)
               .arg(QStringLiteral("%1%  %2 GB  %3")
                        .arg(e.mfu * 100, 5, 'f', 1)
                        .arg(e.memory.total() / 1e9, 6, 'f', 1)
                        .arg(e.wallSeconds > 0 ? formatDuration(e.wallSeconds) : QStringLiteral("-")));
}

} // namespace

int runPlanCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    int status = 0;
    auto ctx = prepareCommand(args, err, status);
    if (!ctx)
        return status;
    if (const auto m = ctx->args.value(QStringLiteral("method"));
        m && (*m == QLatin1String("grpo") || *m == QLatin1String("ppo") || *m == QLatin1String("dpo")))
        return runRlPlanCommand(args, out, err); // RL post-training: its placements ranked
    const bool minGpus = ctx->args.flag(QStringLiteral("min-gpus"));
    const auto deadlineText = ctx->args.value(QStringLiteral("deadline"));
    if (minGpus && deadlineText)
        return badInput(err, QStringLiteral("give --min-gpus or --deadline, not both"));
    ScenarioRules rules;
    rules.gpuCountRequired = !minGpus && !deadlineText;
    rules.tokensRequired = deadlineText.has_value();
    if (const auto m = ctx->args.value(QStringLiteral("method")))
        rules.finetune = *m != QLatin1String("pretrain");
    auto input = buildScenario(ctx->args, ctx->catalog, rules);
    if (!input)
        return badInput(err, input.error());
    int topK = 5;
    if (const auto k = ctx->args.value(QStringLiteral("top"))) {
        auto v = core::parseCount(k->toStdString());
        if (!v || v.value() < 1 || v.value() > 1000)
            return badInput(err,
                            QStringLiteral("--top must be a whole number from 1 to 1000, got %1").arg(*k));
        topK = static_cast<int>(v.value());
    }
    double deadline = 0;
    if (deadlineText) {
        auto d = core::parseDurationSeconds(deadlineText->toStdString());
        if (!d || d.value() <= 0)
            return badInput(err, QStringLiteral("--deadline: '%1' is not a positive duration (e.g. 30d, 12h)")
                                     .arg(*deadlineText));
        deadline = d.value();
    }
    const bool exhaustive = ctx->args.flag(QStringLiteral("exhaustive"));
    if (rejectUnusedOptions(args, err, status))
        return status;
    ScenarioInput& in = *input.value();
    core::TrainingScenario& sc = in.scenario;
    sc.efficiency = &ctx->catalog.efficiency(sc.cluster.gpu->id);
    sc.params = &ctx->catalog.globals();

    QElapsedTimer timer;
    timer.start();
    if (minGpus || deadlineText) {
        const core::CountSearchResult r =
            minGpus ? core::smallestFittingCount(sc) : core::countForDeadline(sc, deadline);
        if (r.gpus == 0)
            return badInput(err, minGpus
                                     ? QStringLiteral("%1 fits on no count of %2 up to 65,536")
                                           .arg(QString::fromStdString(sc.model->name),
                                                QString::fromStdString(sc.cluster.gpu->name))
                                     : QStringLiteral("no count of %1 up to 65,536 finishes within %2")
                                           .arg(QString::fromStdString(sc.cluster.gpu->name), *deadlineText));
        sc.cluster.gpuCount = r.gpus;
        auto est = core::TrainingEstimator::create(sc);
        if (!est)
            return badInput(err, est.error());
        const core::TrainingEstimate& best = r.plans.best.front();
        if (ctx->format == QLatin1String("json")) {
            QJsonObject o = estimateJson(est.value(), best, in.notes + standardNotes(est.value(), best));
            o.insert(QStringLiteral("question"),
                     minGpus ? QStringLiteral("min-gpus") : QStringLiteral("deadline"));
            if (deadlineText)
                o.insert(QStringLiteral("deadline_seconds"), deadline);
            writeJson(out, o);
        } else {
            out << (minGpus ? QStringLiteral("Smallest GPU count that fits: %1\n").arg(r.gpus)
                            : QStringLiteral("GPUs needed to finish within %1: %2\n")
                                  .arg(*deadlineText)
                                  .arg(r.gpus))
                << estimateTable(est.value(), best, in.notes + standardNotes(est.value(), best));
        }
        return 0;
    }

    auto est = core::TrainingEstimator::create(sc);
    if (!est)
        return badInput(err, est.error());
    core::PlanSearchOptions options;
    options.offloadWhenNothingFits = true;
    options.topK = topK;
    options.exhaustive = exhaustive;
    options.includeNaive = true;
    const core::PlanSearchResult r = core::searchPlans(est.value(), options);
    const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    if (r.best.empty())
        return badInput(err, QStringLiteral("%1 does not fit on %2 x %3 with any of %4 plans")
                                 .arg(QString::fromStdString(sc.model->name))
                                 .arg(sc.cluster.gpuCount)
                                 .arg(QString::fromStdString(sc.cluster.gpu->name))
                                 .arg(r.evaluated));
    if (ctx->format == QLatin1String("json")) {
        QJsonArray plans;
        for (const core::TrainingEstimate& e : r.best)
            plans.append(estimateJson(est.value(), e, {}));
        writeJson(out, QJsonObject{{QStringLiteral("evaluated"), static_cast<double>(r.evaluated)},
                                   {QStringLiteral("feasible"), static_cast<double>(r.feasible)},
                                   {QStringLiteral("search_ms"), ms},
                                   {QStringLiteral("exhaustive"), exhaustive},
                                   {QStringLiteral("plans"), plans}});
        return 0;
    }
    out << QStringLiteral("%1 on %2 x %3: %4 plans evaluated (%5 fit) in %6 ms%7\n\n")
               .arg(QString::fromStdString(sc.model->name))
               .arg(sc.cluster.gpuCount)
               .arg(QString::fromStdString(sc.cluster.gpu->name))
               .arg(r.evaluated)
               .arg(r.feasible)
               .arg(ms, 0, 'f', 1)
               .arg(exhaustive ? QStringLiteral(", exhaustive") : QString());
    out << "rank   tp   cp   pp     dp   ep   mb  zero  recompute   offload       tok/s/GPU      MFU   "
           "memory  wall "
           "time\n";
    int rank = 1;
    for (const core::TrainingEstimate& e : r.best)
        out << (e.plan.naive ? QStringLiteral("naive layer split: ") : QString())
            << planRow(rank++, e, sc.cluster.gpuCount);
    out << "\nBest plan in detail:\n"
        << estimateTable(est.value(), r.best.front(), in.notes + standardNotes(est.value(), r.best.front()));
    return 0;
}

} // namespace gpuplan::cli
