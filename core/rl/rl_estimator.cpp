// An RL step's phases on the estimators that fit them (docs/estimation.md 13): the rollouts on the serving
// estimator's replica model, the update and the forward passes on the training estimator's best plan, and the
// refit at the speed of the link between the layouts.
#include "core/rl/rl_estimator.h"

#include "core/inference/inference_estimator.h"
#include "core/rl/rollout_generation.h"
#include "core/serving/serving_model.h"
#include "core/training/planner.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <string>

namespace gpuplan::core {
namespace {

Status checkJob(const RlScenario& s) {
    const RlJob& j = s.job;
    if (!s.catalog || !s.policy || !s.training.gpu)
        return fail(message(MessageId::RlNeedsPolicy));
    if (j.promptsPerStep < 1)
        return fail(message(MessageId::RlPromptsPerStep));
    if (j.algorithm != RlAlgorithm::Dpo && j.rolloutsPerPrompt < 1)
        return fail(message(MessageId::RlRolloutsPerPrompt));
    if (!(j.promptTokens > 0) || !(j.generated.mean > 0))
        return fail(message(MessageId::RlTokensPositive));
    if (j.generated.p90 > 0 && j.generated.p90 < j.generated.mean)
        return fail(message(MessageId::RlP90BelowMean));
    if (j.maxGeneratedTokens < 0 || j.rewardSeconds < 0 || j.staleness < 0)
        return fail(message(MessageId::RlNegativeFigures));
    if (j.steps < 1)
        return fail(message(MessageId::RlNoSteps));
    if (j.updatesPerStep < 1 || j.updatesPerStep > j.rollouts())
        return fail(message(MessageId::RlUpdatesPerStep, {integer(static_cast<long long>(j.rollouts()))}));
    const bool split = s.layout.placement == RlPlacement::Split;
    if (j.algorithm == RlAlgorithm::Dpo && (split || j.staleness > 0))
        return fail(message(MessageId::RlDpoNoGeneration));
    if (j.staleness > 0 && !split)
        return fail(message(MessageId::RlAsyncNeedsSplit));
    if (split && s.layout.generationGpus < 1)
        return fail(message(MessageId::RlSplitNeedsGenerationPool));
    if (s.training.gpuCount < 1)
        return fail(message(MessageId::RlTrainingPoolEmpty));
    if (s.rewardModel && j.algorithm == RlAlgorithm::Dpo)
        return fail(message(MessageId::RlDpoNoRewardModel));
    return ok();
}

// Bytes per parameter of the weights the generation engines hold.
double servingBytesPerParam(ServingPrecision p) {
    switch (p) {
    case ServingPrecision::FP8:
    case ServingPrecision::INT8:
        return 1.0;
    case ServingPrecision::INT4:
        return 0.5;
    case ServingPrecision::FP4:
        return 0.5625; // 4 bits and an 8-bit scale per block of 16 (NVFP4)
    case ServingPrecision::FP16:
    case ServingPrecision::BF16:
        break;
    }
    return 2.0;
}

// The generation pool's fastest layout for the step's rollouts (or the one the layout names).
Result<RolloutGeneration> generate(const RlScenario& s, const GpuSpec& gpu, int gpus) {
    const RlJob& j = s.job;
    ServingLoad load;
    load.input = {j.promptTokens, j.promptTokens};
    load.output = j.generated;
    ServingModel model(*s.catalog, *s.policy, load);
    std::optional<RolloutGeneration> best;
    for (const auto& [tp, ep] : servingLayouts(*s.policy, gpu.scaleUpGpus(gpu.defaultGpusPerNode))) {
        if ((s.layout.generationTp > 0 && tp != s.layout.generationTp) ||
            (s.layout.generationEp > 0 && ep != s.layout.generationEp) || tp * ep > gpus)
            continue;
        const ReplicaModel& replica = model.replica(gpu, tp, ep, j.generationPrecision, std::nullopt, {});
        if (!replica.fits())
            continue;
        const int replicas = gpus / (tp * ep);
        RolloutGeneration g =
            simulateRollouts(replica, std::ceil(static_cast<double>(j.rollouts()) / replicas), j.generated,
                             j.maxGeneratedTokens);
        g.replicas = replicas;
        // The RL frameworks' engines reach this share of what the serving estimator gives (fitted, 13.5).
        const double factor = std::max(1e-9, s.catalog->globals().rlGenerationFactor);
        g.seconds /= factor;
        g.prefillSeconds /= factor;
        g.meanLengthSeconds /= factor;
        if (!best || g.seconds < best->seconds)
            best = g;
    }
    if (!best)
        return fail(message(MessageId::RlNoGenerationLayout, {integer(gpus), text(gpu.name)}));
    return *best;
}

// The update's best plan on the training pool, for the step's tokens in `updatesPerStep` batches (of `model`,
// the policy unless a reward model's forward pass is planned).
Result<TrainingEstimate> trainingPlan(const RlScenario& s, double tokens, double longest,
                                      const ModelSpec* model = nullptr,
                                      Method method = Method::FullFinetune) {
    TrainingScenario t;
    t.model = model ? model : s.policy;
    t.cluster = s.training;
    t.efficiency = &s.catalog->efficiency(s.training.gpu->id);
    t.params = &s.catalog->globals();
    t.job.method = method;
    t.job.tokens = tokens;
    t.job.seqLen = static_cast<int>(std::ceil(s.job.promptTokens + longest));
    t.job.globalBatchTokens = tokens / s.job.updatesPerStep;
    t.job.precision = s.job.trainingPrecision;
    t.job.framework = s.framework;
    t.job.attention = s.attention;
    auto estimator = TrainingEstimator::create(t);
    if (!estimator)
        return estimator.failure();
    const PlanSearchResult plans = searchPlans(estimator.value());
    if (plans.best.empty())
        return fail(
            message(MessageId::RlUpdateFitsNoPlan, {integer(s.training.gpuCount), text(s.training.gpu->name),
                                                    fixed(plans.closest.memory.total() / 1e9, 0)}));
    return plans.best.front();
}

// One forward pass over the step's tokens on a plan: a third of an update's matmuls (the backward does
// twice the forward's), its memory-bound work and its tensor, context and expert exchanges; none of its
// gradient traffic, optimizer or pipeline bubble. On a frozen model's plan (LoRA's, whose backward computes
// the inputs' gradients only) the forward is half of them.
double forwardSeconds(const TrainingEstimate& e, double tokens, bool frozen = false) {
    const StepBreakdown& b = e.step;
    const double recomputed =
        e.hardwareFlopsPerToken > 0 ? e.modelFlopsPerToken / e.hardwareFlopsPerToken : 1.0;
    const double perStep =
        (b.compute * recomputed + b.memoryBound + b.tensorComm + b.contextComm + b.expertComm) /
        (frozen ? 2 : 3);
    return perStep * tokens / e.tokensPerStep;
}

// The new weights into the generation engines. At best each generation GPU receives its share of the
// weights over the link between the layouts (the node's link colocated, the network between split pools);
// published refits move the whole policy at a far lower rate, with a fixed cost per refit (both fitted on
// published refit times, 13.5), and the slower of the two is taken.
double refitSeconds(const RlScenario& s, const RolloutGeneration& g, const GpuSpec& gpu) {
    const GlobalParams& p = s.catalog->globals();
    const double bytes = s.policy->params * servingBytesPerParam(s.job.generationPrecision);
    const double share = bytes / (g.tp * g.ep);
    const double bandwidth = s.layout.placement == RlPlacement::Colocated
                                 ? gpu.intraNodeBandwidth(std::min(g.tp * g.ep, s.training.gpusPerNode))
                                 : s.training.interNodeBandwidthPerGpu();
    const double atLinkSpeed = share / (bandwidth * p.linkEfficiency);
    const double published =
        p.rlRefitSeconds + (p.rlRefitBytesPerSecond > 0 ? bytes / p.rlRefitBytesPerSecond : 0.0);
    return std::max(atLinkSpeed, published);
}

} // namespace

double rlStepSeconds(const RlPhases& p, RlPlacement placement, int staleness) {
    const double generationSide = p.generation + p.reward;
    const double trainingSide = p.logprobs + p.training;
    if (placement == RlPlacement::Split && staleness > 0)
        return std::max(generationSide, trainingSide) + p.refit + p.swap;
    return generationSide + trainingSide + p.refit + p.swap;
}

Result<RlEstimate> estimateRl(const RlScenario& given) {
    if (auto checked = checkJob(given); !checked)
        return checked.failure();
    // Lengths given as a mean alone spread as published GRPO steps imply (rl_length_tail, 13.5).
    RlScenario s = given;
    const bool spreadAssumed = !(s.job.generated.p90 > 0);
    if (spreadAssumed)
        s.job.generated.p90 = s.job.generated.mean * std::max(1.0, s.catalog->globals().rlLengthTail);
    const RlJob& j = s.job;
    RlEstimate r;
    r.generated = j.generated;
    r.layout = s.layout;
    const bool split = s.layout.placement == RlPlacement::Split;
    const GpuSpec& genGpu = split && s.layout.generationGpu ? *s.layout.generationGpu : *s.training.gpu;
    r.trainingGpus = s.training.gpuCount;
    r.generationGpus = j.algorithm == RlAlgorithm::Dpo ? 0
                       : split                         ? s.layout.generationGpus
                                                       : s.training.gpuCount;
    r.gpus = split ? r.trainingGpus + r.generationGpus : r.trainingGpus;

    // The answers' tokens: generated (their quantiles, capped), or DPO's given pairs at the same lengths.
    double answerTokens = 0;
    double longest = 0;
    if (j.algorithm != RlAlgorithm::Dpo) {
        auto g = generate(s, genGpu, r.generationGpus);
        if (!g)
            return g.failure();
        r.generation = g.value();
        r.phases.generation = r.generation.seconds;
        answerTokens = r.generation.generatedTokens / std::ceil(r.generation.rolloutsPerReplica - 1e-9);
        longest = r.generation.longestTokens;
        r.generatedTokensPerStep = answerTokens * j.rollouts();
        r.phases.refit = refitSeconds(s, r.generation, genGpu);
    } else {
        answerTokens = j.generated.mean;
        longest = j.maxGeneratedTokens > 0 ? std::min(j.generated.quantile(0.99), j.maxGeneratedTokens)
                                           : j.generated.quantile(0.99);
    }
    r.trainedTokensPerStep = j.rollouts() * (j.promptTokens + answerTokens);

    auto plan = trainingPlan(s, r.trainedTokensPerStep, longest);
    if (!plan)
        return plan.failure();
    r.training = plan.value();
    // The RL frameworks' updates and forward passes reach this share of the training estimator's (13.5).
    const double trainingFactor = std::max(1e-9, s.catalog->globals().rlTrainingFactor);
    const double update =
        r.training.step.total() * r.trainedTokensPerStep / r.training.tokensPerStep / trainingFactor;
    // PPO's critic is the policy's size here: its values are one more forward pass and its update another.
    r.phases.training = j.algorithm == RlAlgorithm::Ppo ? 2 * update : update;
    r.forwardPasses = (j.reference ? 1 : 0) + (j.algorithm == RlAlgorithm::Dpo ? 0 : 1) +
                      (j.algorithm == RlAlgorithm::Ppo ? 1 : 0);
    r.phases.logprobs = r.forwardPasses * forwardSeconds(r.training, r.trainedTokensPerStep) / trainingFactor;
    // A reward model scores every rollout once, as OpenRLHF and verl run it: a forward pass over the step's
    // tokens on the training pool, in its own best plan there. It is planned as the policy's update is, so
    // that the policy itself as scorer costs one more log-probability pass; where that plan's gradients and
    // optimizer states do not fit, with its weights frozen (LoRA's plan: weights and activations, the
    // adapters' few states aside), which a scorer is.
    if (s.rewardModel) {
        bool frozen = false;
        auto scorer = trainingPlan(s, r.trainedTokensPerStep, longest, s.rewardModel);
        if (!scorer) {
            frozen = true;
            scorer = trainingPlan(s, r.trainedTokensPerStep, longest, s.rewardModel, Method::Lora);
        }
        if (!scorer)
            return fail(message(
                MessageId::RlRewardModelFitsNoPlan,
                {text(s.rewardModel->name), integer(s.training.gpuCount), text(s.training.gpu->name)}));
        r.rewardModelName = s.rewardModel->name;
        r.rewardModelFrozen = frozen;
        r.rewardModelSeconds =
            forwardSeconds(scorer.value(), r.trainedTokensPerStep, frozen) / trainingFactor;
        r.rewardModelPlan = scorer->plan;
        r.rewardModelLayersPerStage = scorer->layersPerStage;
        r.rewardModelMemory = scorer->memory.total();
        r.phases.logprobs += r.rewardModelSeconds;
    }
    r.phases.reward = j.rewardSeconds;
    // Colocated, the engines need the memory the update's optimizer states hold: NeMo RL moves them to host
    // memory before each refit and back before the update (offload_before_refit, prepare_for_training), one
    // tensor at a time into pageable memory, which runs far below the host link's speed (13.3).
    const double swapRate = s.catalog->globals().rlSwapBytesPerSecond;
    if (!split && j.algorithm != RlAlgorithm::Dpo && swapRate > 0)
        r.phases.swap =
            (j.algorithm == RlAlgorithm::Ppo ? 2 : 1) * 2 * r.training.memory.optimizer / swapRate;

    r.stepSeconds = rlStepSeconds(r.phases, s.layout.placement, j.staleness);
    const double goodput = std::max(1e-9, s.catalog->globals().goodput);
    r.wallSeconds = r.stepSeconds * j.steps / goodput;
    r.gpuHours = r.wallSeconds * r.gpus / 3600.0;

    const GlobalParams& gp = s.catalog->globals();
    r.notes.push_back(message(MessageId::NoteRlCalibrated,
                              {fixed(gp.rlGenerationFactor * 100, 0), fixed(gp.rlTrainingFactor * 100, 0)}));
    if (spreadAssumed && j.algorithm != RlAlgorithm::Dpo)
        r.notes.push_back(message(MessageId::NoteRlLengthSpread, {fixed(j.generated.p90, 0)}));
    if (j.algorithm != RlAlgorithm::Dpo) {
        r.notes.push_back(message(MessageId::NoteRlRefit,
                                  {fixed(gp.rlRefitSeconds, 1), fixed(gp.rlRefitBytesPerSecond / 1e9, 0)}));
        if (!split)
            r.notes.push_back(
                message(MessageId::NoteRlColocated, {fixed(r.training.memory.optimizer / 1e9, 1),
                                                     fixed(gp.rlSwapBytesPerSecond / 1e9, 1)}));
    }
    if (j.algorithm == RlAlgorithm::Ppo)
        r.notes.push_back(message(MessageId::NoteRlPpoCritic));
    if (s.rewardModel)
        r.notes.push_back(message(MessageId::NoteRlRewardModel, {text(s.rewardModel->name)}));
    return r;
}

} // namespace gpuplan::core
