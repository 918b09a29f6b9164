#pragma once
// Exporting a chart (a LineChart's QCustomPlot or a Qt Charts view) as PNG, SVG or PDF, chosen by
// the file's extension, and copying it to the clipboard. Files are written through QSaveFile: a
// failed export leaves no partial file and any old file as it was. PDF and SVG keep the vectors.

#include "core/result.h"

#include <QSize>
#include <QString>

class QWidget;

namespace gpuplan::ui {

/// `chart` is a LineChart or a QChartView. The size is the chart's on screen unless given.
core::Status exportChart(QWidget* chart, const QString& path, QSize size = {});
/// Puts the chart on the clipboard as an image.
void copyChart(QWidget* chart);

} // namespace gpuplan::ui
