#pragma once
// Reinforcement-learning post-training as a workload (docs/estimation.md, section 13): each step generates
// rollouts with the current policy, scores them, computes log-probabilities with forward passes, updates
// the policy, and moves the new weights to the generation engines. The phases run on the estimators that
// fit them: generation on the serving estimator, the update on the training estimator and its plan search.

#include "core/catalog/cluster.h"
#include "core/catalog/precision.h"
#include "core/inference/inference_types.h"
#include "core/message.h"
#include "core/serving/serving_types.h"
#include "core/training/training_types.h"

#include <string>
#include <vector>

namespace gpuplan::core {

/// GRPO: groups of rollouts per prompt, no critic. PPO: a critic of the policy's size, valued and updated
/// each step. DPO: offline preference pairs, nothing generated (two sequences per example and the
/// reference's log-probabilities).
enum class RlAlgorithm { Grpo, Ppo, Dpo };

/// Colocated: generation and training take turns on the same GPUs (the idle side's weights and states
/// moved out of the way). Split: generation and training on pools of their own, possibly of two GPU types.
enum class RlPlacement { Colocated, Split };

struct RlJob {
    RlAlgorithm algorithm = RlAlgorithm::Grpo;
    int promptsPerStep = 0;        // DPO: preference examples per step
    int rolloutsPerPrompt = 1;     // GRPO's group size (DPO: 2, a chosen and a rejected answer, always)
    double promptTokens = 0;       // mean prompt tokens
    LengthDistribution generated;  // generated tokens per rollout (DPO: the answers' tokens); p90 0: the
                                   // spread fitted on published steps (rl_length_tail)
    double maxGeneratedTokens = 0; // the generation cap (max_tokens): the length tail stops here; 0 = none
    int steps = 0;
    /// Optimizer steps per RL step: the rollouts split into this many training batches (NeMo RL's
    /// G-GBS / T-GBS, verl's ppo_mini_batch_size), each one update.
    int updatesPerStep = 1;
    bool reference = true; // a frozen reference model's log-probabilities for the KL term
    /// Seconds per step the rewards take beyond the GPUs' work: sandboxes, tool calls, a judge's API.
    double rewardSeconds = 0;
    /// Asynchronous generation: rollouts for step n + k are generated while step n trains (k = the
    /// staleness, 0 = synchronous). Needs split pools.
    int staleness = 0;
    ServingPrecision generationPrecision = ServingPrecision::BF16;
    Precision trainingPrecision = Precision::BF16;

    int rollouts() const { return promptsPerStep * (algorithm == RlAlgorithm::Dpo ? 2 : rolloutsPerPrompt); }
};

/// Where the phases run. Colocated: `training` holds every GPU and generation uses them too. Split:
/// `generationGpu` x `generationGpus` generate, the training cluster trains.
struct RlLayout {
    RlPlacement placement = RlPlacement::Colocated;
    const GpuSpec* generationGpu = nullptr; // split: null = the training cluster's type
    int generationGpus = 0;
    int generationTp = 0; // a generation replica's tensor-parallel size; 0 = the fastest layout
    int generationEp = 0;
};

/// Seconds of one step by phase, on the pool each runs on.
struct RlPhases {
    double generation = 0; // the rollouts, until the last one of the step ends
    double reward = 0;     // beyond the GPUs (RlJob::rewardSeconds)
    // Forward passes: the rollouts' log-probabilities (old policy, reference), PPO's values, and a reward
    // model's scores.
    double logprobs = 0;
    double training = 0; // the policy's updates (PPO: and the critic's)
    double refit = 0;    // the new weights into the generation engines
    double swap = 0;     // colocated: the update's optimizer states to host memory and back

    double sum() const { return generation + reward + logprobs + training + refit + swap; }
};

/// How the rollouts of one step were generated on one replica (of the generation pool's replicas).
struct RolloutGeneration {
    int tp = 1, ep = 1;
    int replicas = 0;
    int maxBatch = 0; // requests decoding at once that a replica's memory holds
    double rolloutsPerReplica = 0;
    double meanBatch = 0;         // requests decoding together, averaged over the generation's time
    double seconds = 0;           // the replica's generation, prefills included
    double prefillSeconds = 0;    // of which the prompts' prefill work
    double meanLengthSeconds = 0; // the same rollouts all of the mean length: what the tail adds shows
    double longestTokens = 0;     // the longest rollout (the cap, or the tail's last quantile)
    double generatedTokens = 0;   // the replica's rollouts together
    InferenceMemory memory;       // per GPU
};

struct RlEstimate {
    RlLayout layout;
    RlPhases phases;
    double stepSeconds = 0;
    double wallSeconds = 0; // every step, at the training estimator's goodput
    double gpuHours = 0;
    int gpus = 0; // every GPU the run holds
    int generationGpus = 0;
    int trainingGpus = 0;
    LengthDistribution generated;    // the generated lengths used (the fitted spread where no p90 was given)
    RolloutGeneration generation;    // none for DPO (replicas = 0)
    TrainingEstimate training;       // the update's best plan on the training pool
    double trainedTokensPerStep = 0; // prompts and answers of every rollout (DPO: both of each pair)
    double generatedTokensPerStep = 0;
    int forwardPasses = 0; // log-probability passes per step over the trained tokens
    /// A reward model's scoring of the step's rollouts (one forward pass on the training pool, within
    /// `phases.logprobs`), and the plan it runs in; 0 without a reward model.
    std::string rewardModelName;
    double rewardModelSeconds = 0;
    Plan rewardModelPlan;
    int rewardModelLayersPerStage = 0;
    double rewardModelMemory = 0;   // per GPU, its plan's
    bool rewardModelFrozen = false; // planned with its weights frozen: an update's plan did not fit
    std::vector<Message> notes;     // what is assumed or not modelled, for the user
};

} // namespace gpuplan::core
