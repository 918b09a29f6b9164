#pragma once
// The time, GPUs and memory of an RL post-training run (docs/estimation.md, section 13): each phase of a step
// on the estimator that fits it, the phases composed by the placement, and the run's wall time.

#include "core/catalog/catalog.h"
#include "core/result.h"
#include "core/rl/rl_types.h"

namespace gpuplan::core {

struct RlScenario {
    const Catalog* catalog = nullptr;
    const ModelSpec* policy = nullptr;
    /// A reward model that scores every rollout with a forward pass on the training pool; null: the reward is
    /// a rule or an outside service (RlJob::rewardSeconds).
    const ModelSpec* rewardModel = nullptr;
    RlJob job;
    /// The training pool; colocated, every GPU of the run (generation uses them too).
    Cluster training;
    RlLayout layout;
    // The update's software: generic PyTorch (verl's FSDP, OpenRLHF's DeepSpeed) by default, as for every
    // training estimate; Tuned for Megatron-Core (NeMo RL, verl's Megatron backend).
    Framework framework = Framework::PyTorch;
    AttentionKernel attention = AttentionKernel::Flash2;
};

/// One step's phases and the run's wall time, GPU-hours and plans; refused, naming the reason, when the
/// job is not well formed or the policy fits neither pool.
Result<RlEstimate> estimateRl(const RlScenario& scenario);

/// The step's seconds from its phases: colocated, one after another; split and synchronous, one after
/// another too (each pool waits for the other); split and asynchronous (staleness >= 1), the longer of
/// the generation pool's side and the training pool's, plus the refit, which both wait for.
double rlStepSeconds(const RlPhases& phases, RlPlacement placement, int staleness);

} // namespace gpuplan::core
