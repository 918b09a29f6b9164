#pragma once
// The serving calibration set (published inference throughput) against the inference model,
// and the fit of the serving parameters (decode bandwidth efficiency, compute factor, step overhead).

#include "core/calibration/calibration.h"
#include "core/catalog/catalog.h"
#include "core/inference/inference_estimator.h"

#include <string>
#include <vector>

namespace gpuplan::core {

struct PublishedInference {
    std::string id;
    std::string description;
    ModelSpec model;
    std::string gpuId;
    int gpuCount = 1;
    InferenceJob job;       // tp, precision, batch (0 = max), tokens
    double reported = 0;    // output tokens/s
    bool perSystem = false; // else per GPU
    bool fitted = true;     // false: compared only (its setup is not one the model describes)
    std::string source;
    std::string group; // the publication it comes from (sourceGroup)
};

Result<std::vector<PublishedInference>> parsePublishedInference(std::string_view text);

struct InferenceCalibrationRow {
    const PublishedInference* run = nullptr;
    bool estimated = false;
    std::string problem;
    double estimate = 0; // output tokens/s, per GPU or per system as the row reports
    double error = 0;
    InferenceEstimate detail;
};

struct InferenceCalibrationReport {
    std::vector<InferenceCalibrationRow> rows;
    double medianAbsError = 0; // over the fitted rows
    double worstAbsError = 0;  // over the fitted rows
    std::string worstId;
    double medianAbsErrorAllRows = 0;
};

InferenceCalibrationReport evaluateInferenceCalibration(const Catalog& catalog,
                                                        const std::vector<PublishedInference>& runs);

/// Fits the serving parameters (from a fixed start, like the training fit); returns lines describing them.
std::vector<std::string> fitInferenceCalibration(Catalog& catalog,
                                                 const std::vector<PublishedInference>& runs);

} // namespace gpuplan::core
