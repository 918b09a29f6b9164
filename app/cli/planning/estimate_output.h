#pragma once
// Presenting a training estimate: a readable table for people, JSON for scripts. Both show the
// same numbers, with the breakdown that explains them.

#include "core/training/planner.h"
#include "core/training/training_estimator.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace gpuplan::cli {

QJsonObject planJson(const core::Plan& plan, int layersPerStage);
QJsonObject estimateJson(const core::TrainingEstimator& est, const core::TrainingEstimate& e,
                         const QStringList& notes);
QString estimateTable(const core::TrainingEstimator& est, const core::TrainingEstimate& e,
                      const QStringList& notes);

/// "12.3 days", "5.2 hours", "41 minutes".
QString formatDuration(double seconds);
/// 1234567.8 -> "1,234,568".
QString formatCount(double value);

/// The notes every estimate carries: the batch chosen, uncalibrated efficiency, unverified specs.
QStringList standardNotes(const core::TrainingEstimator& est, const core::TrainingEstimate& e);
/// What makes the plan worse than it could be (a batch that leaves GPUs idle).
QStringList estimateWarnings(const core::TrainingEstimator& est, const core::TrainingEstimate& e);

} // namespace gpuplan::cli
