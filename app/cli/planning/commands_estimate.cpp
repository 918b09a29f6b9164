// `gpuplan estimate train|finetune` and the sample printed when no command is given.
#include "cli/cli.h"
#include "cli/command_support.h"
#include "cli/planning/estimate_output.h"
#include "cli/scenario_options.h"

#include "core/training/planner.h"
#include "core/training/training_messages.h"

namespace gpuplan::cli {
namespace {

// Explains a scenario that fits no plan: the closest plan's memory, and how many GPUs would fit.
QString noFitMessage(const core::TrainingEstimator& est, const core::PlanSearchResult& search) {
    const auto& sc = est.scenario();
    QString msg = QStringLiteral("%1 does not fit on %2 x %3 with any plan")
                      .arg(QString::fromStdString(sc.model->name))
                      .arg(sc.cluster.gpuCount)
                      .arg(QString::fromStdString(sc.cluster.gpu->name));
    if (search.closest.issue != core::PlanIssue::OutOfMemory &&
        search.closest.issue != core::PlanIssue::HostMemoryExceeded) {
        // Nothing even reached the memory check: the batch cannot be spread over that many GPUs.
        return msg +
               QStringLiteral(": the global batch of %1 sequences cannot give every data-parallel rank a "
                              "sequence; raise --global-batch-tokens or use fewer GPUs")
                   .arg(est.sequencesPerStep());
    }
    msg += QStringLiteral(": the leanest plan (%1) %2")
               .arg(QString::fromStdString(
                        core::describePlan(search.closest.plan, search.closest.layersPerStage)),
                    QString::fromStdString(core::explainIssue(est, search.closest)));
    const core::CountSearchResult fit = core::smallestFittingCount(sc, 65536);
    if (fit.gpus > 0)
        msg += QStringLiteral("; at least %1 GPUs are needed").arg(fit.gpus);
    return msg;
}

} // namespace

int runEstimateCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    int status = 0;
    auto ctx = prepareCommand(args, err, status);
    if (!ctx)
        return status;
    ScenarioRules rules;
    rules.finetune = args.spec().words.last() == QLatin1String("finetune");
    auto input = buildScenario(ctx->args, ctx->catalog, rules);
    if (!input)
        return badInput(err, input.error());
    if (rejectUnusedOptions(args, err, status))
        return status;
    ScenarioInput& in = *input.value();
    in.scenario.efficiency = &ctx->catalog.efficiency(in.scenario.cluster.gpu->id);
    in.scenario.params = &ctx->catalog.globals();
    auto est = core::TrainingEstimator::create(in.scenario);
    if (!est)
        return badInput(err, est.error());

    core::TrainingEstimate e;
    if (in.naive) {
        e = core::naivePlan(est.value());
    } else if (in.pinned) {
        e = est->estimate(*in.pinned);
    } else {
        core::PlanSearchOptions options;
        options.offloadWhenNothingFits = true;
        const core::PlanSearchResult search = core::searchPlans(est.value(), options);
        if (search.best.empty())
            return badInput(err, noFitMessage(est.value(), search));
        e = search.best.front();
    }
    if (!e.usable())
        return badInput(err, "the plan " + core::describePlan(e.plan, e.layersPerStage) +
                                 " cannot run: " + core::explainIssue(est.value(), e));
    QStringList notes = in.notes + standardNotes(est.value(), e);
    if (in.naive)
        notes << QStringLiteral(
                     "naive layer split: each GPU waits for the previous one, so %1 GPUs run about as fast "
                     "as one; only memory is pooled")
                     .arg(in.scenario.cluster.gpuCount);
    if (ctx->format == QLatin1String("json"))
        writeJson(out, estimateJson(est.value(), e, notes));
    else
        out << estimateTable(est.value(), e, notes);
    return 0;
}

int runSampleCommand(const Arguments&, QTextStream& out, QTextStream& err) {
    out << "GpuPlan sample: LoRA fine-tuning of Qwen 72B on 1B tokens of 4,096, on 8 x A100 80GB and 8 x "
           "H100 (FP8)\n"
           "(run 'gpuplan help' for the commands)\n\n";
    const QStringList a100 = {
        QStringLiteral("estimate"), QStringLiteral("finetune"),     QStringLiteral("--method"),
        QStringLiteral("lora"),     QStringLiteral("--model"),      QStringLiteral("qwen-72b"),
        QStringLiteral("--seq"),    QStringLiteral("4096"),         QStringLiteral("--tokens"),
        QStringLiteral("1B"),       QStringLiteral("--gpus"),       QStringLiteral("8"),
        QStringLiteral("--gpu"),    QStringLiteral("a100-80gb-sxm")};
    const int status = run(a100, out, err);
    if (status != 0)
        return status;
    out << "\n";
    QStringList h100 = a100;
    h100.last() = QStringLiteral("h100-sxm");
    h100 << QStringLiteral("--precision") << QStringLiteral("fp8");
    return run(h100, out, err);
}

} // namespace gpuplan::cli
