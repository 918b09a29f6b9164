#pragma once
// The rollouts of one RL step generated on one replica of the generation pool (docs/estimation.md 13.2).

#include "core/rl/rl_types.h"
#include "core/serving/serving_model.h"

namespace gpuplan::core {

/// Generates `rollouts` rollouts of `lengths` tokens (capped at `cap`; 0 = no cap) on `replica`, as a burst
/// of requests sent at once (core/serving/burst_run.h): the step's generation ends when the last rollout
/// does. Also runs the same rollouts all of the mean length, to show what the tail adds.
RolloutGeneration simulateRollouts(const ReplicaModel& replica, double rollouts,
                                   const LengthDistribution& lengths, double cap);

} // namespace gpuplan::core
