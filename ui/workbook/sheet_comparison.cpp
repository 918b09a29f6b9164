// The Comparison sheet: the Compare & charts table of 2-6 cards (specs, prices and the scenario on each
// card) with each value's ratio to the baseline as a formula, and for a training scenario the time and
// rent against model size as a table and two native Excel charts drawn from it.
#include "workbook/workbook_sheets.h"

#include "compare/comparison_model.h"
#include "scenarios/scenario_table_model.h"

#include <QStringList>

namespace gpuplan::ui {
namespace {

constexpr int kFirstValue = 2; // label, unit, then one column per card

void addChart(WorkbookContext& ctx, lxw_worksheet* sheet, const QString& title, const QString& yTitle,
              const std::vector<QString>& names, int firstRow, int lastRow, int firstColumn, int anchorRow,
              int anchorColumn) {
    lxw_chart* chart = workbook_add_chart(ctx.book, LXW_CHART_SCATTER_STRAIGHT_WITH_MARKERS);
    const QString x = QLatin1Char('=') + WorkbookContext::range(ctx.comparisonSheet, firstRow, 0, lastRow, 0);
    for (std::size_t c = 0; c < names.size(); ++c) {
        const int column = firstColumn + static_cast<int>(c);
        const QString y =
            QLatin1Char('=') + WorkbookContext::range(ctx.comparisonSheet, firstRow, column, lastRow, column);
        lxw_chart_series* series = chart_add_series(chart, x.toUtf8().constData(), y.toUtf8().constData());
        chart_series_set_name(series, names[c].toUtf8().constData());
    }
    chart_title_set_name(chart, title.toUtf8().constData());
    chart_axis_set_name(chart->x_axis, Workbook::tr("parameters (billions)").toUtf8().constData());
    chart_axis_set_name(chart->y_axis, yTitle.toUtf8().constData());
    chart_axis_set_log_base(chart->x_axis, 10);
    chart_axis_set_min(chart->x_axis, 1); // the sweep's sizes: 1B to 1T
    chart_axis_set_max(chart->x_axis, 1000);
    chart_axis_set_log_base(chart->y_axis, 10);
    chart_legend_set_position(chart, LXW_CHART_LEGEND_BOTTOM);
    lxw_chart_options options{};
    options.x_scale = 1.6;
    options.y_scale = 1.5;
    worksheet_insert_chart_opt(sheet, static_cast<lxw_row_t>(anchorRow), static_cast<lxw_col_t>(anchorColumn),
                               chart, &options);
}

// The time and rent of each card against model size, and the two charts beside the table.
void writeSizeSweep(WorkbookContext& ctx, lxw_worksheet* sheet, const WorkbookComparison& cmp,
                    const std::vector<QString>& names, int row) {
    const std::size_t cards = cmp.gpuIds.size();
    std::vector<std::vector<core::SizePoint>> series;
    for (std::size_t c = 0; c < cards; ++c)
        series.push_back(core::sizeSeries(
            cmp.sweep, cmp.gpuIds[c], c < cmp.data.priceBands.size() ? cmp.data.priceBands[c] : std::nullopt,
            ctx.in.assumptions.efficiencyLow, ctx.in.assumptions.efficiencyHigh));
    const QString currency = QString::fromStdString(cmp.data.currency);
    putText(sheet, row, 0,
            Workbook::tr("Time and rent against model size (%1 on each card)")
                .arg(ScenarioTableModel::kindText(cmp.scenario.kind)),
            ctx.title);
    ++row;
    worksheet_set_row(sheet, static_cast<lxw_row_t>(row), 45, nullptr);
    putText(sheet, row, 0, Workbook::tr("Parameters (billions)"), ctx.header);
    for (std::size_t c = 0; c < cards; ++c) {
        putText(sheet, row, 1 + static_cast<int>(c), Workbook::tr("%1: hours").arg(names[c]), ctx.header);
        putText(sheet, row, 1 + static_cast<int>(cards + c),
                Workbook::tr("%1: rent (%2)").arg(names[c], currency), ctx.header);
    }
    const int first = ++row;
    std::size_t sizes = 0;
    for (const auto& s : series)
        sizes = std::max(sizes, s.size());
    for (std::size_t i = 0; i < sizes; ++i, ++row) {
        for (std::size_t c = 0; c < cards; ++c) {
            if (i >= series[c].size())
                continue;
            const core::SizePoint& p = series[c][i];
            putNumber(sheet, row, 0, p.params / 1e9, ctx.decimal);
            if (p.ok)
                putNumber(sheet, row, 1 + static_cast<int>(c), p.hours, ctx.decimal);
            if (p.ok && p.priced)
                putNumber(sheet, row, 1 + static_cast<int>(cards + c), p.cost, ctx.money(cmp.data.currency));
        }
    }
    if (row == first)
        return;
    const int anchor = 2 + static_cast<int>(2 * cards);
    addChart(ctx, sheet, Workbook::tr("Time against model size"), Workbook::tr("hours"), names, first,
             row - 1, 1, first - 1, anchor);
    addChart(ctx, sheet, Workbook::tr("Rent against model size"), Workbook::tr("rent (%1)").arg(currency),
             names, first, row - 1, 1 + static_cast<int>(cards), first + 22, anchor);
}

} // namespace

void writeComparisonSheet(WorkbookContext& ctx, lxw_worksheet* sheet) {
    const WorkbookComparison& cmp = *ctx.in.comparison;
    std::vector<QString> names;
    for (const std::string& id : cmp.gpuIds) {
        const core::GpuSpec* g = ctx.in.catalog->gpu(id);
        names.push_back(QString::fromStdString(g ? g->name : id));
    }
    const int cards = static_cast<int>(names.size());
    putText(sheet, 0, 0,
            Workbook::tr("%1: %2 on each card, prices in %3")
                .arg(QString::fromStdString(cmp.scenario.name),
                     ScenarioTableModel::kindText(cmp.scenario.kind),
                     QString::fromStdString(cmp.data.currency)),
            ctx.title);
    const int headerRow = 2;
    putText(sheet, headerRow, 0, Workbook::tr("Figure"), ctx.header);
    putText(sheet, headerRow, 1, Workbook::tr("Unit"), ctx.header);
    for (int c = 0; c < cards; ++c) {
        putText(sheet, headerRow, kFirstValue + c,
                c == 0 ? Workbook::tr("%1 (baseline)").arg(names[0]) : names[std::size_t(c)], ctx.header);
        putText(sheet, headerRow, kFirstValue + cards + c,
                Workbook::tr("%1 / baseline").arg(names[std::size_t(c)]), ctx.header);
    }
    worksheet_set_row(sheet, headerRow, 45, nullptr);
    worksheet_freeze_panes(sheet, headerRow + 1, 1);
    ComparisonModel titles;
    titles.setComparison(cmp.data, names, 0);
    int row = headerRow + 1;
    for (std::size_t i = 0; i < cmp.data.rows.size(); ++i, ++row) {
        const core::CompareRow& r = cmp.data.rows[i];
        putText(sheet, row, 0, titles.rowTitle(r));
        putText(sheet, row, 1, QString::fromStdString(r.unit));
        for (int c = 0; c < cards; ++c) {
            const std::size_t k = static_cast<std::size_t>(c);
            if (!r.numeric) {
                putText(sheet, row, kFirstValue + c,
                        k < r.texts.size() ? QString::fromStdString(r.texts[k]) : QString());
                continue;
            }
            if (k >= r.values.size() || !r.values[k])
                continue;
            putNumber(sheet, row, kFirstValue + c, *r.values[k], ctx.decimal);
            if (r.values[0] && *r.values[0] != 0)
                putFormula(sheet, row, kFirstValue + cards + c,
                           QStringLiteral("=%1/%2").arg(
                               WorkbookContext::cell(row, kFirstValue + c),
                               WorkbookContext::cell(row, kFirstValue).replace(0, 0, QLatin1Char('$'))),
                           *r.values[k] / *r.values[0], ctx.ratio);
        }
    }
    worksheet_set_column(sheet, 0, 0, 40, nullptr);
    worksheet_set_column(sheet, 1, 1, 14, nullptr);
    worksheet_set_column(sheet, kFirstValue, static_cast<lxw_col_t>(kFirstValue + 2 * cards - 1), 18,
                         nullptr);
    if (!cmp.sweep.empty())
        writeSizeSweep(ctx, sheet, cmp, names, row + 2);
    else
        putText(sheet, row + 1, 0,
                Workbook::tr("No size sweep: a serving load or an RL run belongs to its model."));
}

} // namespace gpuplan::ui
