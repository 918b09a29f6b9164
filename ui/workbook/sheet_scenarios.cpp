// The Scenarios sheet: each row of the scenario table with its inputs and results. The rent, the purchase
// and the three-year cost are formulas over the count, the hours and the prices (linked to the Prices
// sheet) and the named assumptions, as core/prices/cost.cpp computes them: editing a price or a count in
// the spreadsheet re-costs the row. The hours stay the estimate's at the exported count.
#include "workbook/workbook_sheets.h"

#include "core/prices/cost.h"
#include "message_text.h"
#include "scenarios/scenario_table_model.h"

#include <QStringList>

namespace gpuplan::ui {
namespace {

enum Column {
    Name,
    Kind,
    Model,
    Work,
    Gpu,
    Gpus,
    Precision,
    Region,
    Framework,
    Attention,
    Time,
    Hours,
    GpuHours,
    Throughput,
    Memory,
    Plan,
    RentPrice,
    RentUnit,
    GpusPerMachine,
    RentCurrency,
    Rent,
    ServerPrice,
    GpusPerServer,
    BuyCurrency,
    Servers,
    Purchase,
    BoardWatts,
    HostKw,
    WorkingShare,
    Tariff,
    Pue,
    Electricity,
    Energy,
    ThreeYears,
    RentUsd,
    ThreeYearsUsd,
    Notes,
    ColumnCount
};

QStringList scenarioHeaders() {
    return {Workbook::tr("Scenario"),
            Workbook::tr("Workload"),
            Workbook::tr("Model"),
            Workbook::tr("Work"),
            Workbook::tr("GPU"),
            Workbook::tr("GPUs"),
            Workbook::tr("Precision"),
            Workbook::tr("Region"),
            Workbook::tr("Framework"),
            Workbook::tr("Attention kernel"),
            Workbook::tr("Time"),
            Workbook::tr("Hours billed (serving: a month)"),
            Workbook::tr("GPU-hours"),
            Workbook::tr("Throughput"),
            Workbook::tr("Memory per GPU"),
            Workbook::tr("Plan"),
            Workbook::tr("Rent price"),
            Workbook::tr("Rent unit"),
            Workbook::tr("GPUs per machine"),
            Workbook::tr("Rent currency"),
            Workbook::tr("Rent (serving: a month)"),
            Workbook::tr("Server price"),
            Workbook::tr("GPUs per server"),
            Workbook::tr("Purchase currency"),
            Workbook::tr("Servers"),
            Workbook::tr("Purchase"),
            Workbook::tr("Board power (W)"),
            Workbook::tr("Host power per server (kW)"),
            Workbook::tr("Share of hours working"),
            Workbook::tr("Tariff region"),
            Workbook::tr("PUE"),
            Workbook::tr("Electricity per kWh (purchase currency)"),
            Workbook::tr("Energy over the years"),
            Workbook::tr("Cost of owning over the years"),
            Workbook::tr("Rent in USD"),
            Workbook::tr("Cost of owning in USD"),
            Workbook::tr("Notes")};
}

QString cellAt(int row, int column) {
    return WorkbookContext::cell(row, column);
}

// The rent as rentCost() charges it: per GPU or per whole machine, per hour or per 730-hour month.
QString rentFormula(int r, int digits) {
    const QString unit = cellAt(r, RentUnit);
    return QStringLiteral("=ROUND(%1*IF(OR(%2=\"machine-hour\",%2=\"machine-month\"),CEILING(%3/%4,1),%3)*%5/"
                          "IF(OR(%2=\"gpu-month\",%2=\"machine-month\"),HoursPerMonth,1),%6)")
        .arg(cellAt(r, RentPrice), unit, cellAt(r, Gpus), cellAt(r, GpusPerMachine), cellAt(r, Hours))
        .arg(digits);
}

// One line of the sheet: a scenario's cards at one card's prices. That is the whole scenario, or one pool of
// an RL run whose generation runs on a card of its own (each pool then has a line, with its own formulas).
struct PricedLine {
    int gpus = 0;
    const core::PriceRecord* rent = nullptr;
    const core::PriceRecord* purchase = nullptr;
    bool rentKnown = false;
    double rentValue = 0; // in the rent price's currency
    bool buyKnown = false;
    const core::OwnershipCost* ownership = nullptr; // in the server price's currency
    double gpuWatts = 0;
    double hostWattsPerGpu = -1;
};

std::vector<PricedLine> linesOf(const ScenarioRow& row) {
    const core::ScenarioEstimate& e = row.estimate;
    const core::ScenarioCost& c = row.cost;
    const auto ptr = [](const std::optional<core::PriceRecord>& p) { return p ? &*p : nullptr; };
    if (!e.generationCard || c.pools.size() != 2)
        return {{e.gpus, ptr(row.prices.rent), ptr(row.prices.purchase), c.rentKnown, c.rent.toDouble(),
                 c.buyKnown, &c.ownership, e.gpuWatts, e.hostWattsPerGpu}};
    const core::PoolCost& t = c.pools[0];
    const core::PoolCost& g = c.pools[1];
    return {{t.gpus, ptr(row.prices.rent), ptr(row.prices.purchase), t.rentKnown, t.rent.toDouble(),
             t.buyKnown, &t.ownership, e.gpuWatts, e.hostWattsPerGpu},
            {g.gpus, ptr(row.prices.generationRent), ptr(row.prices.generationPurchase), g.rentKnown,
             g.rent.toDouble(), g.buyKnown, &g.ownership, e.generationCard->gpuWatts,
             e.generationCard->hostWattsPerGpu}};
}

void writeRent(WorkbookContext& ctx, lxw_worksheet* sheet, int r, const PricedLine& line) {
    const auto priced = line.rent ? ctx.priceRow.find(line.rent->id) : ctx.priceRow.end();
    if (!line.rentKnown || priced == ctx.priceRow.end())
        return;
    const core::PriceRecord& p = *line.rent;
    const int pr = priced->second;
    const std::string& currency = p.amount.currency();
    putFormula(sheet, r, RentPrice, QLatin1Char('=') + WorkbookContext::ref(ctx.pricesSheet, pr, 6),
               p.amount.toDouble(), ctx.money(currency));
    putTextFormula(sheet, r, RentUnit, QLatin1Char('=') + WorkbookContext::ref(ctx.pricesSheet, pr, 4),
                   QString::fromStdString(std::string(core::priceUnitName(p.unit))));
    putFormula(sheet, r, GpusPerMachine, QLatin1Char('=') + WorkbookContext::ref(ctx.pricesSheet, pr, 5),
               p.gpusPerMachine, ctx.integer);
    putTextFormula(sheet, r, RentCurrency, QLatin1Char('=') + WorkbookContext::ref(ctx.pricesSheet, pr, 7),
                   QString::fromStdString(currency));
    putFormula(sheet, r, Rent, rentFormula(r, core::minorDigits(currency)), line.rentValue,
               ctx.money(currency));
}

// Owning as ownershipCost() computes it: whole servers, and the energy of the GPUs at their working share
// plus the hosts always on, times PUE, over the years, at the tariff converted into the purchase's currency.
void writeOwnership(WorkbookContext& ctx, lxw_worksheet* sheet, int r, const ScenarioRow& row,
                    const PricedLine& line) {
    const auto priced = line.purchase ? ctx.priceRow.find(line.purchase->id) : ctx.priceRow.end();
    if (!line.buyKnown || priced == ctx.priceRow.end() || !row.prices.tariff)
        return;
    const core::PriceRecord& p = *line.purchase;
    const core::OwnershipCost& own = *line.ownership;
    const int pr = priced->second;
    const std::string& currency = p.amount.currency();
    const int digits = core::minorDigits(currency);
    lxw_format* money = ctx.money(currency);
    putFormula(sheet, r, ServerPrice, QLatin1Char('=') + WorkbookContext::ref(ctx.pricesSheet, pr, 6),
               p.amount.toDouble(), money);
    putFormula(sheet, r, GpusPerServer, QLatin1Char('=') + WorkbookContext::ref(ctx.pricesSheet, pr, 5),
               p.gpusPerMachine, ctx.integer);
    putTextFormula(sheet, r, BuyCurrency, QLatin1Char('=') + WorkbookContext::ref(ctx.pricesSheet, pr, 7),
                   QString::fromStdString(currency));
    putFormula(sheet, r, Servers,
               QStringLiteral("=CEILING(%1/%2,1)").arg(cellAt(r, Gpus), cellAt(r, GpusPerServer)),
               own.servers, ctx.integer);
    putFormula(sheet, r, Purchase,
               QStringLiteral("=ROUND(%1*%2,%3)").arg(cellAt(r, ServerPrice), cellAt(r, Servers)).arg(digits),
               own.capex.toDouble(), money);
    putNumber(sheet, r, BoardWatts, line.gpuWatts, ctx.integer);
    if (line.hostWattsPerGpu >= 0) // the catalog's system power, per server of the price's size
        putNumber(sheet, r, HostKw, line.hostWattsPerGpu * p.gpusPerMachine / 1000.0, ctx.decimal);
    else
        putFormula(sheet, r, HostKw, QStringLiteral("=HostKw"), ctx.in.assumptions.hostKw, ctx.decimal);
    if (row.scenario.kind == core::ScenarioKind::Inference)
        putNumber(sheet, r, WorkingShare, 1.0, ctx.percent);
    else
        putFormula(sheet, r, WorkingShare, QStringLiteral("=Utilization"), row.cost.utilization, ctx.percent);
    const core::Region& tariff = *row.prices.tariff;
    putText(sheet, r, Tariff, QString::fromStdString(tariff.id));
    putFormula(sheet, r, Pue, QStringLiteral("=VLOOKUP(%1,Tariffs,5,FALSE)").arg(cellAt(r, Tariff)),
               tariff.pue, ctx.decimal);
    // The tariff in the purchase's currency, at the rates on the Prices sheet (as costScenario() converts
    // it).
    const auto from = ctx.usdPer.find(tariff.currency), to = ctx.usdPer.find(currency);
    const double factor = tariff.currency == currency                          ? 1.0
                          : from != ctx.usdPer.end() && to != ctx.usdPer.end() ? from->second / to->second
                                                                               : 0.0;
    putFormula(
        sheet, r, Electricity,
        QStringLiteral("=VLOOKUP(%1,Tariffs,3,FALSE)*VLOOKUP(VLOOKUP(%1,Tariffs,4,FALSE),Rates,2,FALSE)/"
                       "VLOOKUP(%2,Rates,2,FALSE)")
            .arg(cellAt(r, Tariff), cellAt(r, BuyCurrency)),
        tariff.electricityPerKwh.value_or(0) * factor, ctx.fine);
    putFormula(sheet, r, Energy,
               QStringLiteral("=ROUND(%1*(%2*%3/1000*%4+%5*%6)*%7*Years*HoursPerYear,%8)")
                   .arg(cellAt(r, Electricity), cellAt(r, Gpus), cellAt(r, BoardWatts),
                        cellAt(r, WorkingShare), cellAt(r, Servers), cellAt(r, HostKw), cellAt(r, Pue))
                   .arg(digits),
               own.energy.toDouble(), money);
    putFormula(sheet, r, ThreeYears, QStringLiteral("=%1+%2").arg(cellAt(r, Purchase), cellAt(r, Energy)),
               own.total.toDouble(), money);
}

// A cost in USD at the Prices sheet's rates, so rows priced in different currencies compare; empty where the
// currency has no rate.
void writeInUsd(WorkbookContext& ctx, lxw_worksheet* sheet, int r, Column column, Column amount,
                Column currency, double value, const std::string& code) {
    const auto usd = ctx.usdPer.find(code);
    const QString formula = QStringLiteral("=IFERROR(%1*VLOOKUP(%2,Rates,2,FALSE),\"\")")
                                .arg(cellAt(r, amount), cellAt(r, currency));
    if (usd != ctx.usdPer.end())
        putFormula(sheet, r, column, formula, value * usd->second, ctx.money("USD"));
    else
        putTextFormula(sheet, r, column, formula, QString());
}

} // namespace

void writeScenariosSheet(WorkbookContext& ctx, lxw_worksheet* sheet) {
    const ScenarioTableModel& table = *ctx.in.table;
    const int rows = table.rowCount();
    int lines = 0;
    for (int i = 0; i < rows; ++i)
        lines += table.row(i).estimate.ok ? static_cast<int>(linesOf(table.row(i)).size()) : 1;
    putHeader(sheet, scenarioHeaders(), lines, ctx.header);
    // The texts the table shows, for the columns a person reads rather than computes with.
    const std::vector<std::pair<Column, ScenarioTableModel::Column>> shown{
        {Name, ScenarioTableModel::Name},
        {Kind, ScenarioTableModel::Kind},
        {Model, ScenarioTableModel::Model},
        {Work, ScenarioTableModel::Work},
        {Gpu, ScenarioTableModel::Gpu},
        {Precision, ScenarioTableModel::Precision},
        {Region, ScenarioTableModel::Region},
        {Time, ScenarioTableModel::Time},
        {Throughput, ScenarioTableModel::Throughput},
        {Memory, ScenarioTableModel::Memory},
        {Plan, ScenarioTableModel::Plan}};
    int r = 0;
    for (int i = 0; i < rows; ++i) {
        ++r;
        const ScenarioRow& row = table.row(i);
        const core::ScenarioEstimate& e = row.estimate;
        for (const auto& [column, source] : shown)
            putText(sheet, r, column, table.data(table.index(i, source), Qt::DisplayRole).toString());
        if (row.scenario.kind != core::ScenarioKind::Inference) {
            putText(sheet, r, Framework, ScenarioTableModel::frameworkText(row.scenario.framework));
            putText(sheet, r, Attention, ScenarioTableModel::attentionText(row.scenario.attention));
        }
        QStringList notes;
        if (!e.ok) {
            notes << messageText(e.problem);
            putText(sheet, r, Notes, notes.join(QStringLiteral("; ")));
            continue;
        }
        const std::vector<PricedLine> priced = linesOf(row);
        const int first = r;
        if (priced.size() > 1) // the training pool's line: its card alone
            putText(sheet, r, Gpu, QString::fromStdString(e.gpuName));
        for (std::size_t k = 0; k < priced.size(); ++k) {
            const PricedLine& line = priced[k];
            if (k > 0) { // the generation pool on a card of its own, on the line below the training pool
                ++r;
                putText(sheet, r, Name,
                        Workbook::tr("%1: generation pool").arg(QString::fromStdString(row.scenario.name)));
                for (const auto& [column, source] : shown)
                    if (column == Kind || column == Model || column == Precision || column == Region)
                        putText(sheet, r, column,
                                table.data(table.index(i, source), Qt::DisplayRole).toString());
                putText(sheet, r, Gpu, QString::fromStdString(e.generationCard->gpuName));
            }
            putNumber(sheet, r, Gpus, line.gpus, ctx.integer);
            if (k > 0) // the run's hours, the training pool's line's
                putFormula(sheet, r, Hours, QLatin1Char('=') + cellAt(first, Hours), e.wallSeconds / 3600,
                           ctx.decimal);
            else if (e.training)
                putNumber(sheet, r, Hours, e.wallSeconds / 3600, ctx.decimal);
            else
                putFormula(sheet, r, Hours, QStringLiteral("=HoursPerMonth"), core::kHoursPerMonth,
                           ctx.decimal);
            const double billed = e.training ? e.wallSeconds / 3600 : core::kHoursPerMonth;
            putFormula(sheet, r, GpuHours, QStringLiteral("=%1*%2").arg(cellAt(r, Gpus), cellAt(r, Hours)),
                       line.gpus * billed, ctx.decimal);
            writeRent(ctx, sheet, r, line);
            writeOwnership(ctx, sheet, r, row, line);
            if (line.rentKnown && line.rent && ctx.priceRow.count(line.rent->id))
                writeInUsd(ctx, sheet, r, RentUsd, Rent, RentCurrency, line.rentValue,
                           line.rent->amount.currency());
            if (line.buyKnown && line.purchase && row.prices.tariff && ctx.priceRow.count(line.purchase->id))
                writeInUsd(ctx, sheet, r, ThreeYearsUsd, ThreeYears, BuyCurrency,
                           line.ownership->total.toDouble(), line.purchase->amount.currency());
        }
        if (priced.size() > 1) {
            putText(
                sheet, r, Notes,
                Workbook::tr("The generation pool of the run above, on its own card: the run's rent and cost "
                             "of owning are the two lines' sums."));
            notes << Workbook::tr("The training pool; the generation pool is on the next line.");
        }
        if (!row.cost.rentKnown)
            notes << messageText(row.cost.rentProblem);
        if (!row.cost.buyKnown)
            notes << messageText(row.cost.buyProblem);
        putText(sheet, first, Notes, notes.join(QStringLiteral("; ")));
    }
    // Wide enough for what each column holds: money to millions with its currency, the plan's parallelism.
    worksheet_set_row(sheet, 0, 45, nullptr);
    const std::vector<std::pair<std::pair<Column, Column>, double>> widths{{{Name, Name}, 34},
                                                                           {{Kind, Region}, 15},
                                                                           {{Framework, Attention}, 22},
                                                                           {{Time, GpuHours}, 13},
                                                                           {{Throughput, Throughput}, 16},
                                                                           {{Memory, Memory}, 20},
                                                                           {{Plan, Plan}, 44},
                                                                           {{RentPrice, ThreeYearsUsd}, 19},
                                                                           {{Notes, Notes}, 70}};
    for (const auto& [columns, width] : widths)
        worksheet_set_column(sheet, static_cast<lxw_col_t>(columns.first),
                             static_cast<lxw_col_t>(columns.second), width, nullptr);
}

} // namespace gpuplan::ui
