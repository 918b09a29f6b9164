#pragma once
// The serving-under-load calibration set (resources/calibration/published_serving.csv): published latency
// and throughput of deployments at a given number of concurrent requests, against the serving model
// (core/serving) with the deployment the publication names. Each row is one figure of one load point
// (throughput, time to first token, time per output token or request latency), so a load curve checks
// the queueing and batching as well as one replica's speed (docs/estimation.md, section 7.5).

#include "core/calibration/calibration.h"
#include "core/catalog/catalog.h"
#include "core/inference/inference_types.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::core {

enum class ServingMetric { OutputTokensPerSecond, TotalTokensPerSecond, Ttft, Tpot, E2e };
inline constexpr int kServingMetrics = 5;

struct PublishedServingPoint {
    std::string id; // the load point; its figures share it
    std::string modelId, gpuId;
    int gpus = 1, tp = 1, ep = 1;
    ServingPrecision precision = ServingPrecision::BF16;
    double inputTokens = 0, outputTokens = 0;
    double outputP90 = 0, outputMax = 0; // the answers' spread, where the dataset's vary (0: all alike)
    double concurrency = 1;              // requests in flight: a closed loop of users without think time
    ServingMetric metric = ServingMetric::OutputTokensPerSecond;
    double percentile = 0.5; // the statistic the source reports (median, or unstated, is read as 0.5)
    bool burst = false;      // every request sent at once: the figure is the throughput of the whole run
    double reported = 0;     // tokens/s of the whole deployment, or seconds
    bool fitted = true;      // false: compared only (the file says why)
    std::string group;       // the publication (sourceGroup)
    std::string date, source;
};

Result<std::vector<PublishedServingPoint>> parsePublishedServing(std::string_view text);

std::string_view servingMetricName(ServingMetric m);

struct ServingCalibrationRow {
    const PublishedServingPoint* point = nullptr;
    bool estimated = false;
    std::string problem;
    double estimate = 0;
    double error = 0; // estimate / reported - 1
};

struct ServingCalibrationReport {
    std::vector<ServingCalibrationRow> rows;
    double medianAbsError = 0; // over the fitted rows
    double worstAbsError = 0;
    std::string worstId;
    double medianAbsErrorAllRows = 0;
    /// The median over the fitted rows of each metric (0 where none).
    double medianByMetric[kServingMetrics] = {};
    int rowsByMetric[kServingMetrics] = {};
};

/// Every point under the catalog's current parameters.
ServingCalibrationReport evaluateServingCalibration(const Catalog& catalog,
                                                    const std::vector<PublishedServingPoint>& points);

/// Fits the mixture-of-experts serving parameters (expert_matmul_factor, moe_layer_overhead_seconds) on
/// the fitted rows of models with experts, and amd_serving_factor on those of AMD cards, their times to
/// first token left out, from a fixed start (coordinate descent over a grid, as the other fits); the
/// dense parameters stay as fitted on published_inference.csv. Returns lines describing the values.
std::vector<std::string> fitServingLoadCalibration(Catalog& catalog,
                                                   const std::vector<PublishedServingPoint>& points);

/// Leave-one-publication-out: for each group, the MoE parameters refitted without it and its rows
/// predicted (rows of dense models are predicted by the serving parameters of published_inference.csv,
/// which none of these publications is in).
struct ServingCrossValidation {
    std::vector<ServingCalibrationRow> rows;                                     // predicted, in file order
    std::vector<std::pair<std::string, std::vector<std::string>>> fittedWithout; // group -> fit lines
    double medianAbsError = 0;                                                   // over the fitted rows
    double medianByMetric[kServingMetrics] = {};
    int rowsByMetric[kServingMetrics] = {};
};
ServingCrossValidation crossValidateServingLoad(const Catalog& catalog,
                                                const std::vector<PublishedServingPoint>& points);

} // namespace gpuplan::core
