#include "compare/bar_charts.h"
#include "qt_text.h"

#include "display_format.h"
#include "message_text.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QHorizontalBarSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpuplan::ui {
namespace {

QChart* fresh(QChartView* view, const QString& title) {
    auto* chart = new QChart;
    chart->setTitle(title);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QChart* old = view->chart();
    view->setChart(chart);
    delete old;
    view->setRenderHint(QPainter::Antialiasing);
    return chart;
}

} // namespace

void showRentBuy(QChartView* view, const std::vector<CardBars>& cards, const QString& currency,
                 const QString& title) {
    QChart* chart = fresh(view, title);
    const std::pair<const char*, double core::RentBuyBars::*> parts[] = {
        {QT_TRANSLATE_NOOP("gpuplan::ui", "Rent"), &core::RentBuyBars::rent},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "Hardware"), &core::RentBuyBars::capex},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "Facility"), &core::RentBuyBars::facility},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "Energy"), &core::RentBuyBars::energy},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "Maintenance"), &core::RentBuyBars::maintenance}};
    auto* series = new QStackedBarSeries;
    QStringList categories;
    QStringList breakEven;
    for (const CardBars& c : cards) {
        categories << tr("%1 rent").arg(c.card) << tr("%1 buy").arg(c.card);
        if (!c.bars) // no rent price here (or none in the chart's currency): nothing to set against buying
            breakEven << tr("%1: no rent to compare").arg(c.card);
        else if (!c.bars->buyKnown)
            breakEven << tr("%1: no purchase figures").arg(c.card);
        else if (c.bars->breakEven)
            breakEven << (c.bars->breakEvenReached ? tr("%1: buying breaks even in %2 months")
                                                         .arg(c.card, numberText(c.bars->breakEvenMonths, 1))
                                                   : tr("%1: buying never breaks even").arg(c.card));
    }
    chart->setTitle(title + QStringLiteral("<br>") + breakEven.join(QStringLiteral("; ")));
    for (const auto& [name, member] : parts) {
        auto* set = new QBarSet(tr(name));
        const bool rent = member == &core::RentBuyBars::rent;
        for (const CardBars& c : cards) {
            const bool buy = c.bars && c.bars->buyKnown;
            const double v = c.bars ? (*c.bars).*member : 0;
            // The residual value (resale) is credited against the hardware.
            const double credit = member == &core::RentBuyBars::capex && buy ? c.bars->residual : 0;
            *set << (rent ? v : 0) << (!rent && buy ? v - credit : 0);
        }
        series->append(set);
    }
    chart->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(categories);

    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto* y = new QValueAxis;
    y->setTitleText(currency);
    y->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    y->setMin(0);
    y->applyNiceNumbers();
}

void showTornado(QChartView* view, const std::vector<core::Sensitivity>& inputs, double typical,
                 const QString& currency, const QString& title) {
    QChart* chart = fresh(view, title);
    auto* series = new QHorizontalBarSeries;
    auto* low = new QBarSet(tr("input at its low end"));
    auto* high = new QBarSet(tr("input at its high end"));
    QStringList names;
    double reach = 0; // the largest swing either way
    // Largest swing on top: Qt Charts draws the first category at the bottom.
    for (auto it = inputs.rbegin(); it != inputs.rend(); ++it) {
        names << messageText(it->name);
        *low << it->atLow - typical;
        *high << it->atHigh - typical;
        reach = std::max({reach, std::fabs(it->atLow - typical), std::fabs(it->atHigh - typical)});
    }
    series->append(low);
    series->append(high);
    chart->addSeries(series);
    auto* y = new QBarCategoryAxis;
    y->append(names);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    auto* x = new QValueAxis;
    x->setTitleText(tr("change of the rent from %1").arg(moneyText(typical, currency)));
    x->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    // Ticks at whole multiples of a 1-2-5 step from zero, on a range symmetric about it: ticks spread
    // evenly over the data's own range put one a rounding error below zero, labelled "-0".
    if (reach > 0) {
        const double decade = std::pow(10.0, std::floor(std::log10(reach)));
        double step = 10 * decade;
        for (double f : {1.0, 2.0, 5.0})
            if (reach / (f * decade) <= 4) {
                step = f * decade;
                break;
            }
        const double end = std::ceil(reach / step) * step;
        x->setRange(-end, end);
        x->setTickType(QValueAxis::TicksDynamic);
        x->setTickAnchor(0);
        x->setTickInterval(step);
    }
}

} // namespace gpuplan::ui
