#include "report/report_charts.h"
#include "qt_text.h"

#include "compare/line_chart.h"
#include "display_format.h"
#include "report/report_decision.h"
#include "report/report_html.h"

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QRegularExpression>

#include <qcustomplot.h>

#include <algorithm>

namespace gpuplan::ui {
namespace {

constexpr double kLabelPt = 9;
constexpr double kTitlePt = 10;

QFont printFont(const QFont& like, double points, bool bold = false) {
    QFont f(like);
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

void printFonts(QCustomPlot& plot) {
    const QFont base = plot.font();
    for (QCPAxisRect* rect : plot.axisRects())
        for (QCPAxis* axis : rect->axes()) {
            axis->setTickLabelFont(printFont(base, kLabelPt));
            axis->setLabelFont(printFont(base, kLabelPt));
        }
    if (plot.legend)
        plot.legend->setFont(printFont(base, kLabelPt));
    for (int i = 0; i < plot.plotLayout()->elementCount(); ++i)
        if (auto* title = qobject_cast<QCPTextElement*>(plot.plotLayout()->elementAt(i))) {
            title->setFont(printFont(base, kTitlePt, true));
            // "What: for which" on two lines: one line runs past the page's width.
            if (!title->text().contains(QLatin1Char('\n')))
                title->setText(title->text().replace(QRegularExpression(QStringLiteral("(: |：)")),
                                                     QStringLiteral("\\1\n")));
        }
}

// One panel of the time-and-cost chart: a horizontal bar per card (the recommendation in its own
// colour) with its low-high range and its value written at the end.
struct Panel {
    QCPAxisRect* rect;
    QCPBars* bars;
    QCPBars* chosen;
    QCPErrorBars* ranges;
    QCPErrorBars* chosenRanges;
};

Panel panel(QCustomPlot& plot, const QString& label, const QSharedPointer<QCPAxisTickerText>& cards, int n) {
    auto* rect = new QCPAxisRect(&plot);
    QCPAxis* key = rect->axis(QCPAxis::atLeft);
    QCPAxis* value = rect->axis(QCPAxis::atBottom);
    key->setTicker(cards);
    key->setRange(0.4, n + 0.6);
    key->grid()->setVisible(false);
    key->setTickLength(0, 0); // the names say which bar is which
    key->setSubTickLength(0, 0);
    value->setLabel(label);
    value->ticker()->setTickCount(4); // a half-page panel: more labels would touch
    auto bars = [&](const QColor& color) {
        auto* b = new QCPBars(key, value);
        b->setWidth(0.6);
        b->setPen(Qt::NoPen);
        b->setBrush(color);
        auto* e = new QCPErrorBars(key, value);
        e->setDataPlottable(b);
        e->setErrorType(QCPErrorBars::etValueError);
        e->setPen(QPen(Qt::black, 1));
        e->setSymbolGap(0); // the range drawn through the end of the bar
        return std::pair{b, e};
    };
    const auto [others, otherRanges] = bars(QColor(160, 174, 192));
    const auto [chosen, chosenRanges] = bars(QColor(31, 119, 180));
    return {rect, others, chosen, otherRanges, chosenRanges};
}

} // namespace

void drawLineChart(QCPPainter& painter, LineChart& chart, const QRectF& box) {
    printFonts(*chart.plot());
    painter.save();
    painter.translate(box.topLeft());
    chart.plot()->toPainter(&painter, static_cast<int>(box.width()), static_cast<int>(box.height()));
    painter.restore();
}

void drawChartView(QPainter& painter, QChartView& view, const QRectF& box) {
    QChart* chart = view.chart();
    const QFont base = chart->font();
    chart->setTitleFont(printFont(base, kTitlePt, true));
    chart->legend()->setFont(printFont(base, kLabelPt));
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(printFont(base, kLabelPt));
        axis->setTitleFont(printFont(base, kLabelPt));
    }
    chart->setLocalizeNumbers(true); // "3,000,000", not "3000000"
    // A category's words one under the other ("H100 / SXM / 80GB / rent"): on one line they are cut to
    // "H100 SX..."; the title's parts likewise, one to a line.
    for (QAbstractAxis* axis : chart->axes())
        if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis))
            for (const QString& name : categories->categories())
                if (name.contains(QLatin1Char(' ')))
                    categories->replace(name,
                                        QString(name).replace(QLatin1Char(' '), QStringLiteral("<br>")));
    chart->setTitle(
        chart->title()
            .replace(QStringLiteral("; "), QStringLiteral("<br>"))
            .replace(QRegularExpression(QStringLiteral("^([^<]*?)(: |：)")), QStringLiteral("\\1\\2<br>")));
    // The chart laid out at the box's size in the view's pixels, so a 9 pt label prints at 9 pt; its scene
    // drawn straight into the box (the view would keep the tab's aspect ratio).
    const QSizeF size = box.size() * (view.logicalDpiX() / 72.0);
    chart->setGeometry(QRectF(QPointF(0, 0), size));
    if (QGraphicsLayout* layout = chart->layout())
        layout->activate();
    view.scene()->setSceneRect(QRectF(QPointF(0, 0), size));
    view.scene()->render(&painter, box, QRectF(QPointF(0, 0), size), Qt::IgnoreAspectRatio);
}

void drawTimeCostChart(QCPPainter& painter, const QRectF& box, const ReportInputs& in,
                       const ComparisonData& cmp, const ReportDecision& d) {
    const bool training = in.scenario.kind != core::ScenarioKind::Inference;
    // The cards in the order of the cost table: ranked best first, then those without a price.
    std::vector<std::size_t> order;
    if (d.recommendation)
        for (const core::RecommendOption& o : d.recommendation->options)
            order.push_back(static_cast<std::size_t>(std::find(in.gpuIds.begin(), in.gpuIds.end(), o.gpuId) -
                                                     in.gpuIds.begin()));
    for (std::size_t i = 0; i < in.gpuIds.size(); ++i)
        if (std::find(order.begin(), order.end(), i) == order.end())
            order.push_back(i);
    const int n = static_cast<int>(order.size());
    auto cards = QSharedPointer<QCPAxisTickerText>::create();
    QCustomPlot plot;
    plot.setNoAntialiasingOnDrag(false);
    plot.plotLayout()->clear(); // the default axis rect goes, and the legend inside it with it
    plot.legend = nullptr;
    const Panel time = panel(plot,
                             core::isRlKind(in.scenario.kind)
                                 ? tr("time (hours; range: the RL estimate ±%1%)").arg(rlRangePercentText())
                             : training ? tr("time (hours; range: efficiency ±15%)")
                                        : tr("time per request (s)"),
                             cards, n);
    const Panel cost = panel(
        plot,
        training
            ? tr("rent of the job (%1; range: price and efficiency)").arg(QString::fromStdString(d.currency))
            : tr("rent a month (%1; range: price)").arg(QString::fromStdString(d.currency)),
        cards, n);
    plot.plotLayout()->addElement(0, 0, time.rect);
    plot.plotLayout()->addElement(0, 1, cost.rect);
    cost.rect->axis(QCPAxis::atLeft)->setTickLabels(false); // the card names once, on the left
    const core::OwnershipAssumptions a;
    double maxTime = 0, maxCost = 0;
    // Bars keep their points sorted by key and error bars pair with them by index: add keys ascending.
    for (int k = n - 1; k >= 0; --k) {
        const std::size_t i = order[static_cast<std::size_t>(k)];
        const double key = n - k; // the first at the top
        cards->addTick(key, QString::fromStdString(in.catalog->gpu(in.gpuIds[i])->name));
        const core::RecommendOption* o = d.option(in.gpuIds[i]);
        const bool first = o && d.recommendation && o == &d.recommendation->options.front() && o->feasible;
        const core::ScenarioEstimate& e = cmp.estimates[i];
        const double hours = o && o->gpus > 0
                                 ? (training ? o->wallSeconds : e.wallSeconds) / (training ? 3600 : 1)
                             : e.ok ? e.wallSeconds / (training ? 3600 : 1)
                                    : 0;
        if (hours > 0) {
            const bool rl = e.rl.has_value();
            const double low = training ? hours / (rl ? a.rlSpeedHigh : a.efficiencyHigh) : hours,
                         high = training ? hours / (rl ? a.rlSpeedLow : a.efficiencyLow) : hours;
            (first ? time.chosen : time.bars)->addData(key, hours);
            (first ? time.chosenRanges : time.ranges)->addData(hours - low, high - hours);
            auto* label = new QCPItemText(&plot);
            label->setClipAxisRect(time.rect);
            label->position->setAxes(time.rect->axis(QCPAxis::atBottom), time.rect->axis(QCPAxis::atLeft));
            label->position->setCoords(high, key);
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            label->setPadding(QMargins(6, 0, 0, 0)); // clear of the range's end mark
            // In the axis's unit (hours), not "6.7 days" against an axis of hours.
            // Whole hours from 100 up: "1,275 h" fits beside its bar where "1,274.9 h" was cut off.
            label->setText(training ? tr("%1 h").arg(numberText(hours, hours >= 100 ? 0 : 1))
                                    : durationText(hours));
            label->setFont(printFont(plot.font(), kLabelPt));
            maxTime = std::max(maxTime, high);
        }
        auto* label = new QCPItemText(&plot);
        label->setClipAxisRect(cost.rect);
        label->position->setAxes(cost.rect->axis(QCPAxis::atBottom), cost.rect->axis(QCPAxis::atLeft));
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setFont(printFont(plot.font(), kLabelPt));
        label->setPadding(QMargins(6, 0, 0, 0));
        const core::ScenarioCost& c = cmp.costs[i];
        if (o && o->gpus > 0 && o->cost > 0) {
            const double scale = c.rentKnown && c.rent.toDouble() > 0 ? o->cost / c.rent.toDouble() : 1;
            const double low = c.rentKnown ? c.rentRange.low * scale : o->cost;
            const double high = c.rentKnown ? c.rentRange.high * scale : o->cost;
            (first ? cost.chosen : cost.bars)->addData(key, o->cost);
            (first ? cost.chosenRanges : cost.ranges)->addData(o->cost - low, high - o->cost);
            label->position->setCoords(high, key);
            label->setText(moneyText(o->cost, QString::fromStdString(d.currency)));
            maxCost = std::max(maxCost, high);
        } else {
            label->position->setCoords(0, key);
            label->setText(d.prices[i].rent ? tr("not ranked") : tr("no rent price"));
        }
    }
    // The scenario's deadline and budget as lines the bars can be read against.
    auto limit = [&](const Panel& panel, double at, const QString& text) {
        auto* line = new QCPItemStraightLine(&plot);
        line->setClipAxisRect(panel.rect);
        for (QCPItemPosition* end : {line->point1, line->point2})
            end->setAxes(panel.rect->axis(QCPAxis::atBottom), panel.rect->axis(QCPAxis::atLeft));
        line->point1->setCoords(at, 0);
        line->point2->setCoords(at, 1);
        line->setPen(QPen(QColor(200, 30, 30), 1.2, Qt::DashLine));
        auto* name = new QCPItemText(&plot);
        name->setClipAxisRect(panel.rect);
        name->position->setAxes(panel.rect->axis(QCPAxis::atBottom), panel.rect->axis(QCPAxis::atLeft));
        name->position->setCoords(at, n + 0.55);
        name->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
        name->setColor(QColor(200, 30, 30));
        name->setFont(printFont(plot.font(), kLabelPt));
        name->setText(text);
    };
    const double deadlineHours = training ? in.scenario.deadlineHours : 0;
    if (deadlineHours > 0)
        limit(time, deadlineHours, tr("deadline"));
    if (in.scenario.budget > 0)
        limit(cost, in.scenario.budget, tr("budget"));
    // Room on the right for the longest value label.
    time.rect->axis(QCPAxis::atBottom)
        ->setRange(0, std::max(maxTime, deadlineHours) * 1.7 + (maxTime > 0 ? 0 : 1));
    cost.rect->axis(QCPAxis::atBottom)
        ->setRange(0, std::max(maxCost, in.scenario.budget) * 1.7 + (maxCost > 0 ? 0 : 1));
    // Four-digit tick labels ("1500 2000") run into each other on a half-page panel: fewer ticks there.
    for (const Panel* p : {&time, &cost}) {
        QCPAxis* axis = p->rect->axis(QCPAxis::atBottom);
        if (axis->range().upper >= 1000)
            axis->ticker()->setTickCount(3);
    }
    printFonts(plot);
    painter.save();
    painter.translate(box.topLeft());
    plot.toPainter(&painter, static_cast<int>(box.width()), static_cast<int>(box.height()));
    painter.restore();
}

} // namespace gpuplan::ui
