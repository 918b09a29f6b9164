#pragma once
// An RL run's command-line options, shared by `estimate rl`, `plan --method` and `recommend --workload rl`:
// the job (prompts, rollouts, lengths, steps, precisions) and its pools (placement, the generation pool's
// size and card, the reward model), each refused with a message naming its option.

#include "cli/arguments.h"

#include "core/catalog/catalog.h"
#include "core/planning/scenario.h"
#include "core/result.h"
#include "core/rl/rl_types.h"

namespace gpuplan::cli {

/// An RL run's job from `estimate rl`'s options (--prompts, --steps, the lengths, --precision...); the first
/// problem names its option. `option` names where the algorithm comes from (--algorithm, or plan's --method).
core::Status rlJobFromArgs(const Arguments& args, const char* option, core::RlJob& job);

/// Where an RL run's phases go and what scores its rollouts.
struct RlPoolOptions {
    core::RlPlacementChoice placement = core::RlPlacementChoice::Colocated; // Best: --placement search
    int generationGpus = 0;                       // split: the generation pool's GPUs
    const core::GpuSpec* generationGpu = nullptr; // split or search: the generation pool's own card
    const core::ModelSpec* rewardModel = nullptr; // null: a rule-based reward
};

/// --placement (colocated, split or search; `fallback` where it is absent), --generation-gpus (split only;
/// `countMeaning` says what the command's GPU count is beside it), --generation-gpu (split or search) and
/// --reward-model (a preset); the first problem names its option.
core::Result<RlPoolOptions> rlPoolsFromArgs(const Arguments& args, const core::Catalog& catalog,
                                            const QString& fallback, const char* countMeaning);

} // namespace gpuplan::cli
