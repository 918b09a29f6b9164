#pragma once
// Where an RL run's phases should go on a budget of GPUs (docs/estimation.md 13.4): colocated on all of them,
// or split into a generation pool and a training pool, each size tried; ranked by step time, and for each
// runner-up the phase that makes it lose.

#include "core/rl/rl_estimator.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplan::core {

struct RlPlacementOption {
    RlEstimate estimate;
    std::string label; // "colocated on 64", "split 24 generate + 40 train"
    std::string loses; // why it is slower than the best ("" for the best)
};

struct RlPlacementSearch {
    std::vector<RlPlacementOption> ranked; // fastest step first
    int evaluated = 0;                     // placements estimated
    std::vector<std::string> refused;      // placements that cannot run, each with its reason
};

/// Every placement of `base`'s job on `base.training`'s cluster: colocated, and split with the generation
/// pool in whole nodes (single GPUs below two nodes), each pool on the cluster's GPU type. Where `base`'s
/// layout names a generation card of its own, only splits are tried: the generation pool on that card in
/// whole nodes of it, the rest of the GPUs training on the cluster's type. Split placements keep the job's
/// staleness (0: synchronous). Refused when no placement can run, with the first reason.
/// `maxSplits` > 0 tries at most about that many generation pools, evenly spaced in whole units (the
/// workbench's rows, re-planned at each edit; a large mixture of experts takes a tenth of a second a split).
Result<RlPlacementSearch> searchRlPlacements(const RlScenario& base, int maxSplits = 0);

std::string rlPlacementLabel(const RlEstimate& e);

/// A phase of a step on the GPUs (the rewards' seconds are the same in every placement).
enum class RlStepPhase { Generation, Logprobs, Update, Refit, Swap };

/// The phase that makes a placement's step longer than the best's the most; none when no phase is longer
/// (the best runs its two sides at once, the other in turn).
std::optional<RlStepPhase> costliestPhase(const RlPhases& placement, const RlPhases& best);
double phaseSeconds(const RlPhases& phases, RlStepPhase phase);

} // namespace gpuplan::core
