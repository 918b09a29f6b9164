// The Assumptions sheet: what the report's assumptions section says, as cells. The figures the cost
// formulas use are named cells (Years, Utilization, HoursPerMonth, HoursPerYear, HostKw) and the regions'
// electricity tariffs a named table (Tariffs), so changing one there re-costs every scenario.
#include "workbook/workbook_sheets.h"

#include "core/prices/cost.h"
#include "scenarios/scenario_table_model.h"

#include <QStringList>

#include <set>

namespace gpuplan::ui {
namespace {

struct NamedFigure {
    const char* name;
    QString label;
    double value;
    lxw_format* format;
    QString note;
};

} // namespace

void writeAssumptionsSheet(WorkbookContext& ctx, lxw_worksheet* sheet) {
    const core::OwnershipAssumptions& a = ctx.in.assumptions;
    const std::vector<NamedFigure> figures{
        {"Years", Workbook::tr("Years of ownership"), a.years, ctx.decimal,
         Workbook::tr("the three-year cost's horizon")},
        {"Utilization", Workbook::tr("Share of hours owned cards work (training and RL)"), a.utilization,
         ctx.percent, Workbook::tr("serving rents and uses every hour")},
        {"HoursPerMonth", Workbook::tr("Hours in a rental month"), core::kHoursPerMonth, ctx.integer,
         Workbook::tr("8,760 / 12, the convention of cloud price sheets")},
        {"HoursPerYear", Workbook::tr("Hours in a year"), core::kHoursPerYear, ctx.integer, QString()},
        {"HostKw", Workbook::tr("Host power per server (kW)"), a.hostKw, ctx.decimal,
         Workbook::tr("CPUs, memory, NICs and fans, where the catalog gives no system power")},
    };
    putHeader(sheet, {Workbook::tr("Assumption"), Workbook::tr("Value"), Workbook::tr("Note")},
              static_cast<int>(figures.size()), ctx.header);
    int row = 1;
    for (const NamedFigure& f : figures) {
        putText(sheet, row, 0, f.label);
        putNumber(sheet, row, 1, f.value, f.format);
        putText(sheet, row, 2, f.note);
        workbook_define_name(
            ctx.book, f.name,
            (QLatin1Char('=') + WorkbookContext::ref(ctx.assumptionsSheet, row, 1)).toUtf8().constData());
        ++row;
    }
    // The estimate's ranges, as the report states them.
    const QStringList ranges{
        Workbook::tr("Training time: efficiency %1% to %2% of the estimate (the calibration's error)")
            .arg(a.efficiencyLow * 100)
            .arg(a.efficiencyHigh * 100),
        Workbook::tr("RL run time: step speed %1% to %2% (the RL calibration's cross-validated error)")
            .arg(a.rlSpeedLow * 100)
            .arg(a.rlSpeedHigh * 100),
        Workbook::tr("Serving cards: throughput %1% to %2% of the estimate (under load: %3% to %4%)")
            .arg(a.replicaThroughputLow * 100)
            .arg(a.replicaThroughputHigh * 100)
            .arg(a.loadThroughputLow * 100)
            .arg(a.loadThroughputHigh * 100),
        Workbook::tr("Owning: servers bought whole at their purchase price, no facility work, maintenance or "
                     "resale counted; energy at the region's tariff and PUE"),
        Workbook::tr(
            "Hours are GpuPlan's estimate at the exported count: a count changed here re-costs those "
            "hours, it does not plan the job again (GpuPlan does, in its scenario table)"),
    };
    ++row;
    for (const QString& line : ranges)
        putText(sheet, row++, 0, line);

    // The software each training scenario assumes (serving has none to choose).
    ++row;
    putText(sheet, row, 0, Workbook::tr("Scenario"), ctx.header);
    putText(sheet, row, 1, Workbook::tr("Framework"), ctx.header);
    putText(sheet, row, 2, Workbook::tr("Attention kernel"), ctx.header);
    ++row;
    for (int r = 0; r < ctx.in.table->rowCount(); ++r) {
        const core::Scenario& s = ctx.in.table->row(r).scenario;
        if (s.kind == core::ScenarioKind::Inference)
            continue;
        putText(sheet, row, 0, QString::fromStdString(s.name));
        putText(sheet, row, 1, ScenarioTableModel::frameworkText(s.framework));
        putText(sheet, row, 2, ScenarioTableModel::attentionText(s.attention));
        ++row;
    }

    // The tariffs: every region with an electricity price, looked up by id (Tariffs, columns 1-5).
    ++row;
    const QStringList tariffHeaders{
        Workbook::tr("Region id"), Workbook::tr("Region"), Workbook::tr("Electricity per kWh"),
        Workbook::tr("Currency"),  Workbook::tr("PUE"),    Workbook::tr("Date"),
        Workbook::tr("Source")};
    for (int c = 0; c < tariffHeaders.size(); ++c)
        putText(sheet, row, c, tariffHeaders[c], ctx.header);
    const int first = ++row;
    for (const core::Region& region : ctx.in.regions) {
        if (!region.electricityPerKwh)
            continue;
        putText(sheet, row, 0, QString::fromStdString(region.id));
        putText(
            sheet, row, 1,
            QString::fromStdString(ctx.in.chinese && !region.nameZh.empty() ? region.nameZh : region.nameEn));
        putNumber(sheet, row, 2, *region.electricityPerKwh, ctx.fine);
        putText(sheet, row, 3, QString::fromStdString(region.currency));
        putNumber(sheet, row, 4, region.pue, ctx.decimal);
        putText(sheet, row, 5, QString::fromStdString(region.electricity.effectiveDate));
        putText(sheet, row, 6, QString::fromStdString(region.electricity.source));
        ++row;
    }
    if (row > first)
        workbook_define_name(
            ctx.book, "Tariffs",
            (QLatin1Char('=') + WorkbookContext::range(ctx.assumptionsSheet, first, 0, row - 1, 4))
                .toUtf8()
                .constData());
    worksheet_set_column(sheet, 0, 0, 48, nullptr);
    worksheet_set_column(sheet, 1, 5, 14, nullptr);
    worksheet_set_column(sheet, 6, 6, 48, nullptr);
}

} // namespace gpuplan::ui
