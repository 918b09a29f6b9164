#pragma once
// Serving model: prefill is compute-bound, decode reads all weights and every sequence's KV cache
// per step; tensor parallelism splits both over the node link, expert parallelism splits a MoE's
// routed experts over several GPUs (across nodes too), which exchange tokens all-to-all. Calibrated on
// published serving throughput (resources/calibration/published_inference.csv).

#include "core/calibration/calibration_params.h"
#include "core/catalog/cluster.h"
#include "core/catalog/model_spec.h"
#include "core/inference/inference_types.h"
#include "core/result.h"

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace gpuplan::core {

struct InferenceScenario {
    const ModelSpec* model = nullptr;
    Cluster cluster;
    InferenceJob job;
    const GpuEfficiency* efficiency = nullptr;
    const GlobalParams* params = nullptr;
};

std::string_view servingPrecisionName(ServingPrecision p);
std::optional<ServingPrecision> parseServingPrecision(std::string_view s);
std::string_view batchLimitName(BatchLimit l);

/// The best serving setup for the scenario: the tensor-parallel degree (given, or the one with
/// the highest throughput that meets the limits) and the batch (given, or the largest that fits
/// and meets the limits). Fails with a message when nothing fits or meets the limits.
Result<InferenceEstimate> estimateInference(const InferenceScenario& scenario);

/// The figures for one tensor-parallel degree, expert-parallel degree and batch (no search); fits ==
/// false when the batch does not fit in memory. A replica spans tp x ep GPUs.
InferenceEstimate evaluateInference(const InferenceScenario& scenario, int tp, int batch, int ep = 1);

/// The expert-parallel degrees worth trying: 1, and for a MoE with a known expert layout every power
/// of two dividing its routed experts.
std::vector<int> expertDegrees(const ModelSpec& model);

/// The (tp, ep) layouts of one serving replica worth trying: tp a power of two up to the GPUs of the fast
/// link (a node, or an NVLink domain: GpuSpec::scaleUpGpus), ep from expertDegrees.
std::vector<std::pair<int, int>> servingLayouts(const ModelSpec& model, int scaleUpGpus);

/// Bytes of KV cache (or fixed state) one sequence of `tokens` tokens holds on one GPU of a tp group.
/// `kv` is the cache's own precision (InferenceJob::kvPrecision); none = what `precision` implies.
double kvBytesPerSequence(const ModelSpec& model, ServingPrecision precision, const GpuSpec& gpu, int tp,
                          double tokens, std::optional<ServingPrecision> kv = std::nullopt);
/// Bytes per cached element: the cache's own precision where given (FP4 with its block scales), else one
/// for FP8 or FP4 serving on a card with FP8, else two.
double kvCacheElementBytes(ServingPrecision precision, const GpuSpec& gpu,
                           std::optional<ServingPrecision> kv = std::nullopt);
/// The tensor format a KV cache of this precision needs on the card; none for INT8 and INT4, which no
/// KV cache of this estimate is kept in.
std::optional<Precision> kvCacheFormat(ServingPrecision kv);

} // namespace gpuplan::core
