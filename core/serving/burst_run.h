#pragma once
// Requests sent to one replica all at once (docs/estimation.md 7.5 and 13.2): a benchmark's burst, as
// `vllm bench serve` without a concurrency limit sends its prompts, and an RL step's rollouts. vLLM and
// SGLang run them with continuous batching: up to the replica's maximum batch decode together, and each
// finished request's place is taken by the next one waiting, whose prompt is prefilled inside the decode
// steps (its prefill work added to the step it joins). The run ends when the last request does, so a long
// tail of lengths keeps a few requests decoding alone at a small batch at the end: the drain a steady load
// has not.

#include "core/serving/serving_model.h"
#include "core/serving/serving_types.h"

#include <vector>

namespace gpuplan::core {

/// `n` answer lengths: the distribution's quantiles at (i + 1/2) / n, capped at `cap` (0 = no cap) and at
/// least one token, in the order the requests join the batch, which mixes long and short ones (a request's
/// place in the queue does not depend on its length).
std::vector<double> burstLengths(int n, const LengthDistribution& lengths, double cap);

struct BurstRun {
    double seconds = 0;        // from the first prefill to the last token, prefills included
    double prefillSeconds = 0; // of which the prompts' prefill work
    double decodeSeconds = 0;
    double meanBatch = 0;       // requests decoding together, averaged over the decode time
    double generatedTokens = 0; // every request's answer together
};

/// Runs the requests of `lengths` (in their queue order) on `replica`.
BurstRun runBurst(const ReplicaModel& replica, const std::vector<double>& lengths);

} // namespace gpuplan::core
