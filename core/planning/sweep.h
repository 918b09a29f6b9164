#pragma once
// Time and cost versus model size: for each GPU and each size (a derived Llama-shaped model), the
// best plan at a fixed card count, or the smallest count that meets a deadline. Feeds the charts.

#include "core/catalog/catalog.h"
#include "core/training/planner.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan::core {

/// n sizes from `lo` to `hi`, evenly spaced in log (n >= 2), both ends included.
std::vector<double> logSpaced(double lo, double hi, int n);

struct SweepRequest {
    const Catalog* catalog = nullptr;
    std::vector<std::string> gpuIds;
    std::vector<double> sizes; // parameter counts
    /// A given model (a preset or a config.json): its own shape at every point instead of one derived from
    /// each size; sizes then holds its parameter count only.
    std::optional<ModelSpec> model;
    TrainingJob job; // tokens, method, precision, ...
    int vocab = 32000;
    int seqLen = 4096;
    int gpuCount = 8;                              // fixed-count mode
    double deadlineSeconds = 0;                    // > 0: smallest count meeting it instead
    std::map<std::string, double> pricePerGpuHour; // by GPU id, one currency; missing = no cost
};

struct SweepPoint {
    std::string gpuId;
    double params = 0;
    bool ok = false;
    std::string problem; // why there is no estimate at this point
    int gpus = 0;
    TrainingEstimate best;
    bool priced = false;
    double cost = 0; // gpu-hours x price
};

/// Points each thread computes between two progress reports of a sweep.
inline constexpr std::size_t kSweepPointsPerThreadBatch = 16;

/// Every (GPU, size) point, GPU-major, computed on all cores. `progress(done, total)` is called on the
/// caller's thread, once per point and in order; it may return false to cancel, and the points
/// reported so far are returned.
std::vector<SweepPoint> runSweep(const SweepRequest& request,
                                 const std::function<bool(int, int)>& progress = {});

} // namespace gpuplan::core
