#pragma once
// `gpuplan calibrate`: published RL post-training steps (resources/calibration/published_rl.csv) against the
// RL estimate as fitted, and each model predicted by the parameters fitted without it (--cross-validate),
// as a table or JSON (docs/estimation.md 13.5).

#include "core/calibration/rl_calibration.h"

#include <QJsonObject>
#include <QTextStream>

namespace gpuplan::cli {

QJsonObject rlComparisonJson(const core::RlCalibrationReport& report);
QJsonObject rlCrossValidationJson(const core::RlCrossValidation& cv);
void printRlComparison(const core::RlCalibrationReport& report, QTextStream& out);
void printRlCrossValidation(const core::RlCrossValidation& cv, QTextStream& out);

} // namespace gpuplan::cli
