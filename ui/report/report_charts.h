#pragma once
// The report's charts on paper: the workbench's charts drawn across the text width with fonts sized for
// print (9 pt labels, 10 pt titles: readable on an A4 page), and the first page's time-and-cost chart,
// which shows each card's time and rent for the scenario with their ranges, the recommendation
// highlighted and a card without a price named as such.

#include <QRectF>

class QChartView;
class QCPPainter;
class QPainter;

namespace gpuplan::ui {

class LineChart;
struct ComparisonData;
struct ReportDecision;
struct ReportInputs;

void drawLineChart(QCPPainter& painter, LineChart& chart, const QRectF& box);
void drawChartView(QPainter& painter, QChartView& view, const QRectF& box);
void drawTimeCostChart(QCPPainter& painter, const QRectF& box, const ReportInputs& in,
                       const ComparisonData& cmp, const ReportDecision& decision);

} // namespace gpuplan::ui
