#pragma once
// `gpuplan calibrate`: the serving-under-load set (resources/calibration/published_serving.csv) as a
// table or JSON: each published figure of a load point against the serving model's.

#include "core/calibration/serving_load_calibration.h"

#include <QJsonObject>
#include <QTextStream>

namespace gpuplan::cli {

QJsonObject servingLoadJson(const core::ServingCalibrationReport& report);

void printServingLoad(const core::ServingCalibrationReport& report, QTextStream& out);

/// Each row as predicted by the MoE parameters fitted without its publication, and the medians.
QJsonObject servingLoadCrossValidationJson(const core::ServingCrossValidation& cv);
void printServingLoadCrossValidation(const core::ServingCrossValidation& cv, QTextStream& out);

} // namespace gpuplan::cli
