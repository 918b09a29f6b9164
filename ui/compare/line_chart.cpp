#include "compare/line_chart.h"

#include "display_format.h"

#include <QMouseEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <cmath>
#include <limits>

namespace gpuplan::ui {

QColor seriesColor(std::size_t i) {
    static const QColor colors[] = {QColor(31, 119, 180),  QColor(214, 39, 40),  QColor(44, 160, 44),
                                    QColor(148, 103, 189), QColor(255, 127, 14), QColor(23, 190, 207)};
    return colors[i % 6];
}

namespace {

// Log ticks a reader takes in at a glance: 10B and 1T for parameter counts, 1,000 and 0.1 elsewhere
// (QCustomPlot's default is 1E+10).
class ReadableLogTicker : public QCPAxisTickerLog {
public:
    explicit ReadableLogTicker(bool counts) : m_counts(counts) {}

protected:
    QString getTickLabel(double tick, const QLocale&, QChar, int) override {
        if (m_counts)
            return countText(tick);
        return tick >= 1 ? numberText(tick) : QLocale().toString(tick, 'g', 2);
    }

private:
    bool m_counts;
};

void scale(QCPAxis* axis, bool log, bool counts = false) {
    if (log) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new ReadableLogTicker(counts)));
    } else {
        axis->setScaleType(QCPAxis::stLinear);
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        axis->setNumberFormat(QStringLiteral("g"));
    }
}

} // namespace

LineChart::LineChart(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_plot = new QCustomPlot(this);
    m_plot->setObjectName(QStringLiteral("linePlot"));
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal | Qt::Vertical);
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    m_plot->plotLayout()->insertRow(0);
    auto* title = new QCPTextElement(m_plot, QString(), QFont(font().family(), 10, QFont::Bold));
    title->setTextFlags(Qt::AlignCenter | Qt::TextWordWrap);
    m_plot->plotLayout()->addElement(0, 0, title);
    m_plot->setMinimumSize(480, 320);
    layout->addWidget(m_plot);
    connect(m_plot, &QCustomPlot::mouseMove, this, &LineChart::onMouseMove);
}

void LineChart::setTitle(const QString& title) {
    m_title = title;
    m_emptyText.clear();
    showTitle();
}

QString LineChart::shownTitle() const {
    return m_series.empty() && !m_emptyText.isEmpty() ? m_title + QStringLiteral("\n") + m_emptyText
                                                      : m_title;
}

void LineChart::showTitle() {
    if (auto* t = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0)))
        t->setText(shownTitle());
}

void LineChart::setAxes(const QString& x, const QString& y, bool logX, bool logY, const QString& y2,
                        bool logY2) {
    m_plot->xAxis->setLabel(x);
    m_plot->yAxis->setLabel(y);
    scale(m_plot->xAxis, logX, logX); // a log x axis is parameters or batch sizes: counts
    scale(m_plot->yAxis, logY);
    m_plot->yAxis2->setVisible(!y2.isEmpty());
    m_plot->yAxis2->setLabel(y2);
    scale(m_plot->yAxis2, logY2);
}

void LineChart::setLegendCorner(Qt::Alignment corner) {
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, corner);
    m_plot->replot();
}

void LineChart::setEmptyText(const QString& text) {
    m_emptyText = text;
    showTitle();
}

void LineChart::setSeries(std::vector<LineSeries> series) {
    m_series = std::move(series);
    showTitle();
    m_plot->clearGraphs();
    for (const LineSeries& s : m_series) {
        QCPAxis* valueAxis = s.rightAxis ? m_plot->yAxis2 : m_plot->yAxis;
        if (!s.low.isEmpty()) {
            // The band: a lower edge, and an upper edge filled down to it; neither in the legend.
            QCPGraph* low = m_plot->addGraph(m_plot->xAxis, valueAxis);
            low->setData(s.x, s.low, true);
            low->setPen(Qt::NoPen);
            low->removeFromLegend();
            QCPGraph* high = m_plot->addGraph(m_plot->xAxis, valueAxis);
            high->setData(s.x, s.high, true);
            high->setPen(Qt::NoPen);
            QColor fill = s.color;
            fill.setAlpha(45);
            high->setBrush(fill);
            high->setChannelFillGraph(low);
            high->removeFromLegend();
        }
        QCPGraph* line = m_plot->addGraph(m_plot->xAxis, valueAxis);
        line->setName(s.name);
        line->setData(s.x, s.y, true);
        QPen pen(s.color, 2);
        if (s.dashed)
            pen.setStyle(Qt::DashLine);
        line->setPen(pen);
        line->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    }
    m_plot->rescaleAxes();
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis, m_plot->yAxis2})
        if (axis->scaleType() == QCPAxis::stLogarithmic) {
            const QCPRange r = axis->range();
            axis->setRange(r.lower / 1.3, r.upper * 1.3);
        } else {
            axis->scaleRange(1.1, axis->range().center());
        }
    m_plot->replot();
}

QString LineChart::tipAt(const QPointF& pixel) const {
    double nearest = 12;
    QString tip;
    for (const LineSeries& s : m_series) {
        QCPAxis* valueAxis = s.rightAxis ? m_plot->yAxis2 : m_plot->yAxis;
        for (int i = 0; i < s.x.size() && i < s.tips.size(); ++i) {
            const double px = m_plot->xAxis->coordToPixel(s.x[i]);
            const double py = valueAxis->coordToPixel(s.y[i]);
            const double d = std::hypot(px - pixel.x(), py - pixel.y());
            if (d < nearest) {
                nearest = d;
                tip = s.tips[i];
            }
        }
    }
    return tip;
}

void LineChart::onMouseMove(QMouseEvent* event) {
    const QString tip = tipAt(event->position());
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), tip, m_plot);
}

} // namespace gpuplan::ui
