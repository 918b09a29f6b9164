#pragma once
// An RL post-training scenario (GRPO, PPO or DPO; Scenario::rl, issue 34) on core/rl's estimator: the run
// on the scenario's card at its count, or at the fewest whole nodes that hold it (and meet its deadline),
// in the placement it names or the fastest one the placement search finds.

#include "core/catalog/catalog.h"
#include "core/planning/scenario.h"
#include "core/rl/rl_estimator.h"

namespace gpuplan::core {

/// The RL scenario core/rl estimates for `s` on `gpus` of `gpu` (colocated; the placement is chosen after).
RlScenario rlScenarioOf(const Scenario& s, const Catalog& catalog, const ModelSpec& model, const GpuSpec& gpu,
                        int gpus);

/// Fills `e` (ok, or refused naming the field) for an RL scenario.
void estimateRlScenario(const Scenario& s, const Catalog& catalog, const ModelSpec& model, const GpuSpec& gpu,
                        ScenarioEstimate& e);

} // namespace gpuplan::core
