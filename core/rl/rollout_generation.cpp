#include "core/rl/rollout_generation.h"

#include "core/serving/burst_run.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace gpuplan::core {

RolloutGeneration simulateRollouts(const ReplicaModel& replica, double rollouts,
                                   const LengthDistribution& lengths, double cap) {
    RolloutGeneration g;
    g.tp = replica.tp();
    g.ep = replica.ep();
    g.maxBatch = replica.maxBatch();
    g.rolloutsPerReplica = rollouts;
    const int n = static_cast<int>(std::ceil(rollouts - 1e-9));
    if (n <= 0 || !replica.fits())
        return g;
    const std::vector<double> queue = burstLengths(n, lengths, cap);
    const BurstRun tail = runBurst(replica, queue);
    g.seconds = tail.seconds;
    g.prefillSeconds = tail.prefillSeconds;
    g.meanBatch = tail.meanBatch;
    g.longestTokens = *std::max_element(queue.begin(), queue.end());
    g.generatedTokens = tail.generatedTokens;
    // The same rollouts all of their mean length: the time the tail adds is the difference.
    const std::vector<double> even(queue.size(), std::max(1.0, std::round(g.generatedTokens / n)));
    g.meanLengthSeconds = runBurst(replica, even).seconds;
    g.memory = replica.estimate(std::min(n, std::max(1, replica.maxBatch()))).memory;
    return g;
}

} // namespace gpuplan::core
