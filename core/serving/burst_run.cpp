#include "core/serving/burst_run.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>
#include <queue>

namespace gpuplan::core {

// The queue order is a multiplicative shuffle by the integer nearest n / golden ratio that is coprime to n,
// so neighbours in the queue lie far apart in length.
std::vector<double> burstLengths(int n, const LengthDistribution& lengths, double cap) {
    if (n <= 0)
        return {};
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

BurstRun runBurst(const ReplicaModel& replica, const std::vector<double>& lengths) {
    BurstRun r;
    const std::size_t n = lengths.size();
    const auto limit = static_cast<std::size_t>(std::max(1, replica.maxBatch()));
    const double prefill = replica.prefillWorkMean();
    const double perStep = std::max(1.0, replica.tokensPerStep());
    // Each decoding request's end on a clock of tokens every decoding request has generated since the start.
    std::priority_queue<double, std::vector<double>, std::greater<>> ends;
    double clock = 0;
    double batchSeconds = 0; // the decoding batch integrated over time
    std::size_t next = 0;
    auto admit = [&] {
        while (next < n && ends.size() < limit) {
            ends.push(clock + lengths[next++]);
            r.prefillSeconds += prefill;
        }
    };
    admit();
    while (!ends.empty()) {
        const int batch = static_cast<int>(ends.size());
        const double steps = (ends.top() - clock) / perStep;
        const double dt = steps * replica.stepSeconds(batch);
        r.decodeSeconds += dt;
        batchSeconds += dt * batch;
        clock = ends.top();
        while (!ends.empty() && ends.top() <= clock + 1e-9)
            ends.pop();
        admit();
    }
    r.seconds = r.decodeSeconds + r.prefillSeconds;
    r.meanBatch = r.decodeSeconds > 0 ? batchSeconds / r.decodeSeconds : 0;
    r.generatedTokens = std::accumulate(lengths.begin(), lengths.end(), 0.0);
    return r;
}

} // namespace gpuplan::core
