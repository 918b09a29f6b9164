#pragma once
// The calibration set (published training runs and throughput measurements, taken from
// shared/data/published_runs.csv into resources/calibration/published_runs.csv with the shape
// and settings each source states) and the comparison of each against the estimator.

#include "core/catalog/catalog.h"
#include "core/training/training_types.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::core {

/// What a published figure measures, in the source's own accounting.
enum class Metric {
    TokensPerGpuSecond,      // measured throughput
    ModelTflopsPerGpu,       // (6N + 12Lhs) x tokens/s per GPU
    HardwareTflopsRecompute, // Megatron's count with full recomputation: (8N + 16Lhs) x tokens/s
    GpuHours,                // total for the run's tokens
    WallDays,                // calendar days for the run's tokens
};

/// A production run (restarts and failures included: goodput applies), a benchmark or a
/// projection from measured throughput (steady state: no goodput).
enum class RunKind { Run, Benchmark, Projection };

struct PublishedRun {
    std::string id;
    std::string description;
    ModelSpec model;
    std::string gpuId;
    int gpuCount = 0;
    int gpusPerNode = 8;
    std::string networkId;
    TrainingJob job;
    // Settings the source states; unset ones are left to the planner.
    std::optional<int> tp, pp, vpp, microBatch, zero, cp, ep;
    std::optional<Recompute> recompute;
    std::optional<int> recomputeLayers; // per stage; a stated "full" without it means every layer
    std::optional<Offload> offload;
    Metric metric = Metric::TokensPerGpuSecond;
    double reported = 0;
    std::string reportedText;
    RunKind kind = RunKind::Run;
    bool fitted = true; // false: compared only (its setup is not one the model describes; the file says why)
    std::string source;
    std::string group; // the publication it comes from (sourceGroup)
};

/// The independent publication a calibration row belongs to, which cross-validation leaves out as a
/// whole: the row's `group` column, or when that is blank the first word of its source (a URL or a
/// document name), so rows citing the same paper or table fall together without being told.
std::string sourceGroup(std::string_view group, std::string_view source);

Result<std::vector<PublishedRun>> parsePublishedRuns(std::string_view text);

struct CalibrationRow {
    const PublishedRun* run = nullptr;
    bool estimated = false;
    std::string problem; // why there is no estimate
    double estimate = 0; // in the run's metric
    double error = 0;    // estimate / reported - 1
    TrainingEstimate plan;
};

struct CalibrationReport {
    std::vector<CalibrationRow> rows;
    double medianAbsError = 0; // over the fitted rows
    double worstAbsError = 0;  // over the fitted rows
    std::string worstId;
    double medianAbsErrorAllRows = 0;
};

/// Estimates every run with the catalog's current parameters.
CalibrationReport evaluateCalibration(const Catalog& catalog, const std::vector<PublishedRun>& runs);

/// Fits the per-die matmul efficiencies present in the runs and goodput, minimising the median
/// absolute log error with the worst error as a tie-breaker (coordinate descent). Updates the
/// catalog in place; returns lines describing what changed.
std::vector<std::string> fitCalibration(Catalog& catalog, const std::vector<PublishedRun>& runs);

std::string_view metricUnit(Metric m);

/// The median of absolute errors (the mean of the middle two for an even count; 0 for none).
double medianOf(std::vector<double> values);

/// A parameter a grid fit moves: its place, range and fixed start.
struct GridParam {
    const char* name;
    double* value;
    double lo, hi, start;
};

/// A fitted parameter as the fits report it: "name value", the name padded to a column.
std::string fitLine(const char* name, double value);

/// Coordinate descent over a grid of `steps` + 1 values per parameter, `rounds` times over all of them,
/// from each parameter's start, keeping a value only where `objective` falls. Returns one line per
/// parameter ("name value"), as the fits report them.
std::vector<std::string> fitOnGrid(const std::vector<GridParam>& params,
                                   const std::function<double()>& objective, int rounds, int steps);

} // namespace gpuplan::core
