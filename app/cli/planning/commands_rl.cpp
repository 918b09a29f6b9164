// `gpuplan estimate rl`: an RL post-training run (GRPO, PPO, DPO): each step's phases, the run's wall time
// and GPU-hours, the generation layout and the update's plan, for one placement or the ranking of all of
// them.
#include "cli/cli.h"
#include "cli/cli_text.h"
#include "cli/command_support.h"
#include "cli/planning/estimate_output.h"
#include "cli/planning/rl_options.h"
#include "cli/price_options.h"
#include "cli/scenario_options.h"

#include "core/rl/rl_placement.h"
#include "core/training/training_messages.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace gpuplan::cli {
namespace {

QString rlSeconds(double s) {
    return s < 10 ? QString::number(s, 'f', 2) + QStringLiteral(" s") : formatCount(s) + QStringLiteral(" s");
}
QString rlGigabytes(double bytes) {
    return QString::number(bytes / 1e9, 'f', 1) + QStringLiteral(" GB");
}

const char* rlAlgorithmName(core::RlAlgorithm a) {
    switch (a) {
    case core::RlAlgorithm::Ppo:
        return "PPO";
    case core::RlAlgorithm::Dpo:
        return "DPO";
    case core::RlAlgorithm::Grpo:
        break;
    }
    return "GRPO";
}

QJsonObject rlPhasesJson(const core::RlPhases& p) {
    return {{QStringLiteral("generation"), p.generation}, {QStringLiteral("reward"), p.reward},
            {QStringLiteral("logprobs"), p.logprobs},     {QStringLiteral("training"), p.training},
            {QStringLiteral("refit"), p.refit},           {QStringLiteral("optimizer_swap"), p.swap}};
}

// Rents per GPU-hour by GPU type (given with --rent, or stored in --price-region), in one currency.
struct RlPricing {
    std::map<std::string, double> perGpuHour;
    std::string currency;
};

// The run's rent: each pool's GPUs for the run's wall time at its type's price; none without a price for
// every type the run uses.
std::optional<double> rlRunCost(const core::RlScenario& s, const core::RlEstimate& e, const RlPricing& p) {
    const auto price = [&](const core::GpuSpec* gpu) -> std::optional<double> {
        const auto it = p.perGpuHour.find(gpu->id);
        return it == p.perGpuHour.end() ? std::nullopt : std::optional<double>(it->second);
    };
    const auto training = price(s.training.gpu);
    if (!training)
        return std::nullopt;
    const double hours = e.wallSeconds / 3600.0;
    if (e.layout.placement == core::RlPlacement::Colocated)
        return hours * e.gpus * *training;
    const auto generation = price(s.layout.generationGpu ? s.layout.generationGpu : s.training.gpu);
    if (!generation)
        return std::nullopt;
    return hours * (e.trainingGpus * *training + e.generationGpus * *generation);
}

QJsonObject rlEstimateJson(const core::RlEstimate& e, std::optional<double> cost) {
    const core::RolloutGeneration& g = e.generation;
    QJsonObject o{
        {QStringLiteral("placement"), u(core::rlPlacementLabel(e))},
        {QStringLiteral("gpus"), e.gpus},
        {QStringLiteral("generation_gpus"), e.generationGpus},
        {QStringLiteral("training_gpus"), e.trainingGpus},
        {QStringLiteral("phase_seconds"), rlPhasesJson(e.phases)},
        {QStringLiteral("step_seconds"), e.stepSeconds},
        {QStringLiteral("wall_seconds"), e.wallSeconds},
        {QStringLiteral("gpu_hours"), e.gpuHours},
        {QStringLiteral("trained_tokens_per_step"), e.trainedTokensPerStep},
        {QStringLiteral("generated_tokens_per_step"), e.generatedTokensPerStep},
        {QStringLiteral("forward_passes"), e.forwardPasses},
        {QStringLiteral("reward_model_seconds"), e.rewardModelSeconds},
        {QStringLiteral("reward_model_frozen"), e.rewardModelFrozen},
        {QStringLiteral("reward_model_memory_per_gpu_bytes"), e.rewardModelMemory},
        {QStringLiteral("training_plan"), u(core::describePlan(e.training.plan, e.training.layersPerStage))},
        {QStringLiteral("training_memory_per_gpu_bytes"), e.training.memory.total()},
        {QStringLiteral("cost"), cost ? QJsonValue(*cost) : QJsonValue()},
        {QStringLiteral("notes"), [&] {
             QJsonArray a;
             for (const core::Message& n : e.notes)
                 a.append(u(core::englishText(n)));
             return a;
         }()}};
    if (e.layout.placement == core::RlPlacement::Split && e.layout.generationGpu)
        o[QStringLiteral("generation_gpu")] = u(e.layout.generationGpu->id);
    if (g.replicas > 0)
        o[QStringLiteral("generation")] =
            QJsonObject{{QStringLiteral("tp"), g.tp},
                        {QStringLiteral("ep"), g.ep},
                        {QStringLiteral("replicas"), g.replicas},
                        {QStringLiteral("rollouts_per_replica"), g.rolloutsPerReplica},
                        {QStringLiteral("max_batch"), g.maxBatch},
                        {QStringLiteral("mean_batch"), g.meanBatch},
                        {QStringLiteral("mean_length_seconds"), g.meanLengthSeconds},
                        {QStringLiteral("longest_tokens"), g.longestTokens},
                        {QStringLiteral("memory_per_gpu_bytes"), g.memory.total()}};
    return o;
}

void writeRlTable(QTextStream& out, const core::RlScenario& s, const core::RlEstimate& e,
                  const RlPricing& pricing) {
    const core::RlJob& j = s.job;
    const core::RlPhases& p = e.phases;
    out << "RL post-training  " << rlAlgorithmName(j.algorithm) << " on " << u(s.policy->name) << ": "
        << j.promptsPerStep << (j.algorithm == core::RlAlgorithm::Dpo ? " preference pairs" : " prompts");
    if (j.algorithm != core::RlAlgorithm::Dpo)
        out << " x " << j.rolloutsPerPrompt << " rollouts";
    out << " a step, " << formatCount(j.promptTokens) << "-token prompts, " << formatCount(j.generated.mean)
        << (j.algorithm == core::RlAlgorithm::Dpo ? " answer tokens" : " generated tokens");
    if (e.generated.p90 > e.generated.mean)
        out << " (p90 " << formatCount(e.generated.p90) << ")";
    if (j.maxGeneratedTokens > 0)
        out << ", at most " << formatCount(j.maxGeneratedTokens);
    out << "; " << j.steps << " steps\n";
    out << "Placement         " << u(core::rlPlacementLabel(e)) << " x " << u(s.training.gpu->name)
        << (j.staleness > 0 ? QStringLiteral(", generation %1 step(s) ahead").arg(j.staleness) : QString())
        << "\n";
    if (e.generation.replicas > 0) {
        const core::RolloutGeneration& g = e.generation;
        out << "Generation        " << g.replicas << " replica(s) of tp=" << g.tp
            << (g.ep > 1 ? QStringLiteral(" x ep=%1").arg(g.ep) : QString()) << ", "
            << formatCount(g.rolloutsPerReplica) << " rollouts each, " << formatCount(g.meanBatch)
            << " decoding together on average (memory holds " << g.maxBatch << "); the tail adds "
            << rlSeconds(g.seconds - g.meanLengthSeconds) << " over rollouts all of the mean length\n";
    }
    out << "Update            " << u(core::describePlan(e.training.plan, e.training.layersPerStage)) << ", "
        << formatCount(e.trainedTokensPerStep) << " tokens in " << j.updatesPerStep << " update(s); "
        << e.forwardPasses << " forward pass(es) for log-probabilities\n";
    if (s.rewardModel)
        out << "Reward model      " << u(s.rewardModel->name) << ": " << rlSeconds(e.rewardModelSeconds)
            << " a step scoring every rollout (within log-probabilities), planned "
            << u(core::describePlan(e.rewardModelPlan, e.rewardModelLayersPerStage))
            << (e.rewardModelFrozen ? ", weights frozen (an update's plan does not fit)" : "") << "\n";
    out << "Step              " << rlSeconds(e.stepSeconds) << ": generation " << rlSeconds(p.generation)
        << ", reward " << rlSeconds(p.reward) << ", log-probabilities " << rlSeconds(p.logprobs)
        << ", update " << rlSeconds(p.training) << ", refit " << rlSeconds(p.refit);
    if (p.swap > 0)
        out << ", optimizer states to host and back " << rlSeconds(p.swap);
    out << "\n";
    out << "Run               " << formatDuration(e.wallSeconds) << ", " << formatCount(e.gpuHours)
        << " GPU-hours on " << e.gpus << " GPUs\n";
    out << "Memory per GPU    update " << rlGigabytes(e.training.memory.total());
    if (e.generation.replicas > 0)
        out << ", generation " << rlGigabytes(e.generation.memory.total());
    out << "\n";
    if (const auto cost = rlRunCost(s, e, pricing))
        out << "Cost              " << formatCount(*cost) << " " << u(pricing.currency) << " for the run ("
            << formatCount(*cost / s.job.steps) << " a step)\n";
    else if (!pricing.perGpuHour.empty()) {
        QStringList missing;
        for (const core::GpuSpec* gpu : {s.training.gpu, s.layout.generationGpu})
            if (gpu && !pricing.perGpuHour.count(gpu->id) && !missing.contains(u(gpu->id)))
                missing << u(gpu->id);
        out << "Cost              no rent for " << missing.join(QStringLiteral(" or "))
            << " among the prices given (--rent gives one; --price-kind picks another stored kind, such as "
               "monthly)\n";
    }
    for (const core::Message& n : e.notes)
        out << "Note              " << u(core::englishText(n)) << "\n";
}

// `estimate rl` (one placement; the algorithm from --algorithm) and `plan --method grpo|ppo|dpo` (the
// placements ranked unless --placement says otherwise).
int runRl(const Arguments& args, QTextStream& out, QTextStream& err, bool fromPlan) {
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
    core::RlScenario s;
    s.catalog = &ctx->catalog;
    s.policy = &model.value();
    s.training = cluster.value();
    if (auto job = rlJobFromArgs(args, fromPlan ? "method" : "algorithm", s.job); !job)
        return badInput(err, job.error());
    core::TrainingJob software; // the update's software, as every training command reads it
    if (auto ok = softwareFromArgs(args, software); !ok)
        return badInput(err, ok.error());
    s.framework = software.framework;
    s.attention = software.attention;
    auto pools =
        rlPoolsFromArgs(args, ctx->catalog, fromPlan ? QStringLiteral("search") : QStringLiteral("colocated"),
                        "--gpus is the training pool's");
    if (!pools)
        return badInput(err, pools.error());
    const bool search = pools->placement == core::RlPlacementChoice::Best;
    if (pools->placement == core::RlPlacementChoice::Split) {
        s.layout.placement = core::RlPlacement::Split;
        s.layout.generationGpus = pools->generationGpus;
    }
    s.layout.generationGpu = pools->generationGpu;
    s.rewardModel = pools->rewardModel;
    // Rents as sweep and recommend take them: --rent, or the cheapest stored in --price-region.
    auto currency = currencyFromArgs(args);
    if (!currency)
        return badInput(err, currency.error());
    std::set<std::string> converted;
    auto prices = rentsFromArgs(args, currency.value(), &converted, &ctx->catalog);
    if (!prices)
        return badInput(err, prices.error());
    const RlPricing pricing{prices.value(), currency.value()};
    if (rejectUnusedOptions(args, err, status))
        return status;

    if (search) {
        auto found = core::searchRlPlacements(s);
        if (!found)
            return badInput(err, found.error());
        if (ctx->format == QLatin1String("json")) {
            QJsonArray ranked;
            for (const core::RlPlacementOption& o : found->ranked) {
                QJsonObject e = rlEstimateJson(o.estimate, rlRunCost(s, o.estimate, pricing));
                e[QStringLiteral("loses")] = o.loses.empty() ? QJsonValue() : QJsonValue(u(o.loses));
                ranked.append(e);
            }
            writeJson(out, QJsonObject{{QStringLiteral("placements"), ranked},
                                       {QStringLiteral("evaluated"), found->evaluated}});
            return 0;
        }
        const core::GpuSpec* card = s.layout.generationGpu;
        if (card && card != s.training.gpu)
            out << "Splits of " << s.training.gpuCount << " GPUs, generating on " << u(card->name)
                << " and training on " << u(s.training.gpu->name) << " (" << found->evaluated
                << " evaluated), fastest step first:\n";
        else
            out << "Placements of " << s.training.gpuCount << " x " << u(s.training.gpu->name) << " ("
                << found->evaluated << " evaluated), fastest step first:\n";
        qsizetype width = 30; // the labels in one column, however long a card's name makes them
        for (const core::RlPlacementOption& o : found->ranked)
            width = std::max(width, u(o.label).size() + 1);
        for (const core::RlPlacementOption& o : found->ranked)
            out << "  " << u(o.label).leftJustified(width)
                << rlSeconds(o.estimate.stepSeconds).rightJustified(9) << " a step, "
                << formatDuration(o.estimate.wallSeconds)
                << (o.loses.empty() ? QStringLiteral("  (best)") : QStringLiteral("  ") + u(o.loses)) << "\n";
        for (const std::string& why : found->refused)
            out << "  cannot run: " << u(why) << "\n";
        out << "\n";
        writeRlTable(out, s, found->ranked.front().estimate, pricing);
        return 0;
    }
    auto e = core::estimateRl(s);
    if (!e)
        return badInput(err, e.error());
    if (ctx->format == QLatin1String("json")) {
        QJsonObject o = rlEstimateJson(e.value(), rlRunCost(s, e.value(), pricing));
        o.insert(QStringLiteral("currency"), u(pricing.currency));
        writeJson(out, o);
        return 0;
    }
    writeRlTable(out, s, e.value(), pricing);
    if (const QString rates = rateNote(args, converted, pricing.currency); !rates.isEmpty())
        out << "Note              rents " << rates << "\n";
    for (const QString& n : notes)
        out << "Note              " << n << "\n";
    return 0;
}

} // namespace

int runRlCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    return runRl(args, out, err, false);
}

int runRlPlanCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    return runRl(args, out, err, true);
}

} // namespace gpuplan::cli
