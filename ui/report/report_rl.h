#pragma once
// The report's RL post-training pages (issue 34): each compared card's step by phase and the placement the
// comparison chose, as a table in the text and a stacked bar chart.

#include "compare/comparison_data.h"
#include "report/report_document.h"

#include <QRectF>
#include <QString>

class QCPPainter;

namespace gpuplan::ui {

/// True when a compared card has an RL estimate (an RL scenario that ran on at least one card).
bool hasRlPhases(const ComparisonData& cmp);

/// The section: per card, the placement, the step and each phase, the run; empty for any other scenario.
QString rlSection(const ReportInputs& in, const ComparisonData& cmp);

/// The phases of a step per card as stacked horizontal bars, each labelled with its placement and step.
void drawRlPhaseChart(QCPPainter& painter, const QRectF& box, const ReportInputs& in,
                      const ComparisonData& cmp);

} // namespace gpuplan::ui
