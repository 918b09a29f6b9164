#pragma once
// The rollouts of one RL step generated on one replica of the generation pool (docs/estimation.md 13.2).

#include "core/rl/rl_types.h"
#include "core/serving/serving_model.h"

namespace gpuplan::core {

/// Generates `rollouts` rollouts of `lengths` tokens (capped at `cap`; 0 = no cap) on `replica` with
/// continuous batching, as vLLM and SGLang run a batch of requests sent at once: up to the replica's
/// maximum batch decode together, each finished rollout's place taken by the next one waiting, whose prompt
/// is prefilled inside the decode steps (its prefill work added to the step it joins). The step ends when
/// the last rollout does, so a long tail of lengths keeps a few rollouts decoding alone at the end.
///
/// The lengths are the distribution's quantiles at (i + 1/2) / n, taken in an order that mixes long and
/// short ones (a rollout's place in the queue does not depend on its length).
RolloutGeneration simulateRollouts(const ReplicaModel& replica, double rollouts,
                                   const LengthDistribution& lengths, double cap);

} // namespace gpuplan::core
