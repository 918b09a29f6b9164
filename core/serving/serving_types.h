#pragma once
// A serving workload described as traffic, the deployments that could carry it and what each achieves
// under that traffic (docs/estimation.md, section 7.4). One replica's figures come from the serving
// estimator (core/inference); this layer adds arrivals, queues, pools and percentiles.

#include "core/catalog/gpu_spec.h"
#include "core/inference/inference_types.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplan::core {

/// Tokens per request: a mean and, for a long tail, the 90th percentile. The lengths are taken as
/// lognormal through those two figures; p90 == mean (or 0) is a fixed length.
struct LengthDistribution {
    double mean = 0;
    double p90 = 0;
    /// The length at quantile q (0 < q < 1).
    double quantile(double q) const;
    /// quantile() at each of `qs`, the spread worked out once (an RL step asks for thousands).
    std::vector<double> quantiles(const std::vector<double>& qs) const;
};

/// The service levels a deployment must meet, at one percentile of the requests (0.9 = p90). A limit of
/// 0 is no limit.
struct ServingSlo {
    double percentile = 0.9;
    double ttftSeconds = 0; // time to the first token
    double tpotSeconds = 0; // time per output token after the first (the request's mean)
    double e2eSeconds = 0;  // the whole request
};

struct ServingLoad {
    double requestsPerSecond = 0; // open arrivals (Poisson); 0 = from users and think time
    double users = 0;             // closed loop: users each sending a request, waiting, then thinking
    double thinkSeconds = 0;
    LengthDistribution input, output;
    double prefixHitShare = 0; // share of the prompt tokens found in the prefix cache (0 to 1)
    ServingSlo slo;
};

enum class ServingMode { Aggregated, Disaggregated };

/// Speculative decoding: each decode step drafts `draftTokens` tokens per request (a draft model, an MTP
/// head or EAGLE), verifies them in one forward pass of the model and keeps `acceptanceLength` tokens on
/// average (1 = no gain). The draft costs one transformer layer of the model per drafted token.
struct SpeculativeDecoding {
    double acceptanceLength = 1;
    int draftTokens = 0; // 0 = the acceptance length rounded up, less one
    int drafted() const;
};

/// Replicas of one layout on one GPU type: each replica spans tp x ep GPUs.
struct ServingPool {
    const GpuSpec* gpu = nullptr;
    int tp = 1;
    int ep = 1;
    int replicas = 0;
    int gpusPerReplica() const { return tp * ep; }
    int gpus() const { return replicas * gpusPerReplica(); }
};

struct ServingDeployment {
    ServingMode mode = ServingMode::Aggregated;
    /// Aggregated: `decode` serves both phases and `prefill` is unused. Disaggregated: prefill workers
    /// hand each request's KV cache to decode workers, possibly of another GPU type.
    ServingPool prefill, decode;
    ServingPrecision weights = ServingPrecision::BF16;
    std::optional<ServingPrecision> kv; // the KV cache's own precision; none = what the weights imply
    SpeculativeDecoding speculative;
    /// Aggregated replicas run prefill in chunks of this many tokens inside the decode steps (chunked
    /// prefill), so a long prompt delays each running request by one chunk per step, not by all of it.
    /// 0: no chunking: a prompt is prefilled in one step of its own, which every decoding request waits for.
    int prefillChunkTokens = 8192;
    int gpus() const { return (mode == ServingMode::Disaggregated ? prefill.gpus() : 0) + decode.gpus(); }
};

/// What a deployment achieves under the load.
struct ServingOutcome {
    bool stable = false;   // the load is below every pool's capacity
    bool meetsSlo = false; // stable, and every limit met at the percentile
    double requestsPerSecond = 0;
    double ttftSeconds = 0; // at the SLO's percentile
    double tpotSeconds = 0;
    double e2eSeconds = 0;
    double ttftMeanSeconds = 0;
    double tpotMeanSeconds = 0;
    double e2eMeanSeconds = 0;
    double prefillUtilization = 0; // busy share of a prefill worker (aggregated: of a replica, for prefill)
    double prefillTimeShare = 0;   // aggregated: the share of a replica's time its prefills' work takes
    double decodeBatch = 0;        // mean requests decoding together per decode replica
    double decodeBatchAtPercentile = 0;
    int maxDecodeBatch = 0;       // what the memory of a decode replica holds
    double kvTransferSeconds = 0; // disaggregated: moving one request's cache to its decode worker
    /// Aggregated: the longest pause between two tokens of a decoding request while a prompt (at the
    /// percentile) is prefilled: one chunk's step, or the whole prompt's without chunking; 0 disaggregated.
    double decodeStallSeconds = 0;
    double outputTokensPerSecond = 0; // of the whole deployment at this load
    std::string problem;              // why it is unstable or misses a limit ("" when it meets them)
};

} // namespace gpuplan::core
