#pragma once
// Inputs and outputs of a serving estimate (docs/estimation.md, section 7).

#include "core/catalog/precision.h"

#include <optional>

namespace gpuplan::core {

/// Serving precision of weights (and of the matmuls where the card has the format). FP4 is NVFP4 on NVIDIA
/// cards and MXFP4 on AMD's, and runs only on cards with FP4 tensor cores.
enum class ServingPrecision { FP16, BF16, FP8, INT8, INT4, FP4 };

struct InferenceJob {
    double inputTokens = 0;    // prompt length per request
    double outputTokens = 0;   // generated tokens per request
    int batch = 0;             // concurrent requests per replica; 0 = the throughput-maximising batch
    double maxTtftSeconds = 0; // 0 = no limit
    double maxTpotSeconds = 0; // 0 = no limit
    ServingPrecision precision = ServingPrecision::BF16;
    /// The KV cache's own precision (FP16, BF16, FP8 or FP4); none = what the weights' precision implies: FP8
    /// for FP8 and FP4 weights on a card with FP8, else 16 bits.
    std::optional<ServingPrecision> kvPrecision;
    int tp = 0; // tensor-parallel degree per replica; 0 = choose the best
    int ep = 0; // expert-parallel ranks per replica (MoE with a known layout); 0 = choose the best
};

struct InferenceMemory {
    double weights = 0;
    double kvCache = 0;
    double overhead = 0;
    double total() const { return weights + kvCache + overhead; }
};

/// Seconds of one prefill (whole batch) and one decode step, by cause.
struct InferenceBreakdown {
    double prefillCompute = 0;
    double prefillWeights = 0; // reading the weights once
    double prefillComm = 0;
    double decodeWeights = 0; // reading the weights once per step
    double decodeKv = 0;      // reading every sequence's KV cache
    double decodeCompute = 0;
    double decodeComm = 0; // tensor-parallel all-reduces and the expert all-to-all
    double stepOverhead = 0;
};

enum class BatchLimit { Given, Memory, Ttft, Tpot, Requests };

struct InferenceEstimate {
    int tp = 1;
    int ep = 1; // expert-parallel ranks of a replica: it spans tp x ep GPUs
    int replicas = 1;
    int batch = 0;    // concurrent requests per replica used for the figures
    int maxBatch = 0; // largest batch the memory holds per replica
    BatchLimit limitedBy = BatchLimit::Memory;
    bool fits = false;
    bool weightOnly = false; // W8A16/W4A16: low-precision weights, 16-bit matmuls
    Precision computePrecision = Precision::BF16;
    double ttftSeconds = 0;           // the batch's prefill
    double tpotSeconds = 0;           // one decode step at the mean context length
    double requestSeconds = 0;        // ttft + output x tpot
    double outputTokensPerSecond = 0; // whole system
    double outputTokensPerSecondPerGpu = 0;
    bool decodeMemoryBound = true;
    InferenceMemory memory; // per GPU
    InferenceBreakdown breakdown;
    double maxConcurrency() const { return static_cast<double>(maxBatch) * replicas; }
    int gpusPerReplica() const { return tp * ep; }
};

} // namespace gpuplan::core
