#pragma once
// `gpuplan calibrate`: published RL post-training steps (resources/calibration/published_rl.csv) against the
// RL estimate, as a table or JSON: compared, not fitted (docs/estimation.md 13.5).

#include "core/calibration/rl_calibration.h"

#include <QJsonObject>
#include <QTextStream>

namespace gpuplan::cli {

QJsonObject rlComparisonJson(const core::RlCalibrationReport& report);
void printRlComparison(const core::RlCalibrationReport& report, QTextStream& out);

} // namespace gpuplan::cli
