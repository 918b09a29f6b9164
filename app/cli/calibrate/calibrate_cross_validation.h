#pragma once
// `gpuplan calibrate --cross-validate`: the leave-one-publication-out errors as a table or JSON.

#include "core/calibration/cross_validation.h"

#include <QJsonObject>
#include <QTextStream>

namespace gpuplan::cli {

/// Every predicted row, the per-group summaries (with what each fold could not fit) and the overall one.
QJsonObject crossValidationJson(const core::CrossValidationReport& report);

/// The rows, then the groups' median and worst, then the parameters each fold fitted. `what` names
/// the set ("Training", "Serving (output tokens/s)").
void printCrossValidation(const QString& what, const core::CrossValidationReport& report, QTextStream& out);

} // namespace gpuplan::cli
