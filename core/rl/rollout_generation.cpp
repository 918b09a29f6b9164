#include "core/rl/rollout_generation.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>
#include <queue>
#include <vector>

namespace gpuplan::core {
namespace {

// The n lengths at the quantiles (i + 1/2) / n, capped, in the order the rollouts join: a multiplicative
// shuffle by the integer nearest n / golden ratio that is coprime to n, so neighbours in the queue lie far
// apart in length.
std::vector<double> lengthsInQueueOrder(int n, const LengthDistribution& lengths, double cap) {
    std::vector<double> byQuantile(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        byQuantile[static_cast<std::size_t>(i)] = (i + 0.5) / n;
    byQuantile = lengths.quantiles(byQuantile);
    for (double& tokens : byQuantile)
        tokens = std::max(1.0, std::round(cap > 0 ? std::min(tokens, cap) : tokens));
    int stride = std::max(1, static_cast<int>(std::lround(n * 0.6180339887)));
    while (std::gcd(stride, n) != 1)
        ++stride;
    std::vector<double> queue(static_cast<std::size_t>(n));
    for (int k = 0; k < n; ++k)
        queue[static_cast<std::size_t>(k)] =
            byQuantile[static_cast<std::size_t>((static_cast<long long>(k) * stride) % n)];
    return queue;
}

struct Run {
    double seconds = 0;
    double prefillSeconds = 0;
    double batchSeconds = 0; // the decoding batch integrated over time
    double decodeSeconds = 0;
};

Run run(const ReplicaModel& replica, const std::vector<double>& queue) {
    Run r;
    const std::size_t n = queue.size();
    const auto limit = static_cast<std::size_t>(std::max(1, replica.maxBatch()));
    const double prefill = replica.prefillWorkMean();
    const double perStep = std::max(1.0, replica.tokensPerStep());
    // Each decoding rollout's end on a clock of tokens every decoding rollout has generated since the start.
    std::priority_queue<double, std::vector<double>, std::greater<>> ends;
    double clock = 0;
    std::size_t next = 0;
    auto admit = [&] {
        while (next < n && ends.size() < limit) {
            ends.push(clock + queue[next++]);
            r.prefillSeconds += prefill;
        }
    };
    admit();
    while (!ends.empty()) {
        const int batch = static_cast<int>(ends.size());
        const double steps = (ends.top() - clock) / perStep;
        const double dt = steps * replica.stepSeconds(batch);
        r.decodeSeconds += dt;
        r.batchSeconds += dt * batch;
        clock = ends.top();
        while (!ends.empty() && ends.top() <= clock + 1e-9)
            ends.pop();
        admit();
    }
    r.seconds = r.decodeSeconds + r.prefillSeconds;
    return r;
}

} // namespace

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
    const std::vector<double> queue = lengthsInQueueOrder(n, lengths, cap);
    const Run tail = run(replica, queue);
    g.seconds = tail.seconds;
    g.prefillSeconds = tail.prefillSeconds;
    g.meanBatch = tail.decodeSeconds > 0 ? tail.batchSeconds / tail.decodeSeconds : 0;
    g.longestTokens = *std::max_element(queue.begin(), queue.end());
    g.generatedTokens = std::accumulate(queue.begin(), queue.end(), 0.0);
    // The same rollouts all of their mean length: the time the tail adds is the difference.
    const std::vector<double> even(queue.size(), std::max(1.0, std::round(g.generatedTokens / n)));
    g.meanLengthSeconds = run(replica, even).seconds;
    g.memory = replica.estimate(std::min(n, std::max(1, replica.maxBatch()))).memory;
    return g;
}

} // namespace gpuplan::core
