#pragma once
// An interactive line chart over QCustomPlot: one line per series with an optional shaded low/high
// band, log or linear axes, a legend, a tooltip with the exact values of the point under the mouse,
// zoom (wheel) and pan (drag); a second y axis for series that ask for it.

#include <QColor>
#include <QString>
#include <QStringList>
#include <QVector>
#include <QWidget>

#include <vector>

class QCustomPlot;
class QMouseEvent;

namespace gpuplan::ui {

struct LineSeries {
    QString name;
    QColor color;
    QVector<double> x, y;
    QVector<double> low, high; // empty = no band
    QStringList tips;          // per point: what the tooltip says
    bool rightAxis = false;
    bool dashed = false;
};

/// The colour of the i-th card's lines, the same in every chart of the comparison (six, then again).
QColor seriesColor(std::size_t i);

class LineChart : public QWidget {
    Q_OBJECT
public:
    explicit LineChart(QWidget* parent = nullptr);

    void setTitle(const QString& title);
    void setAxes(const QString& x, const QString& y, bool logX, bool logY, const QString& y2 = {},
                 bool logY2 = false);
    /// Replaces every line and replots; the view fits the data.
    void setSeries(std::vector<LineSeries> series);
    const std::vector<LineSeries>& series() const { return m_series; }
    /// A line under the title saying why there is nothing to plot, shown only while no line is: a chart
    /// that has lines does not also say it has none. setTitle() clears it.
    void setEmptyText(const QString& text);
    /// The title as shown, with the empty text where it applies.
    QString shownTitle() const;
    /// The corner of the plot the legend sits in (top left unless a chart's lines lie there).
    void setLegendCorner(Qt::Alignment corner);
    QCustomPlot* plot() const { return m_plot; }
    /// The tooltip text of the point nearest to a pixel position (within 12 pixels), for the hover.
    QString tipAt(const QPointF& pixel) const;

private:
    void onMouseMove(QMouseEvent* event);
    void showTitle();
    QCustomPlot* m_plot;
    std::vector<LineSeries> m_series;
    QString m_title;
    QString m_emptyText;
};

} // namespace gpuplan::ui
