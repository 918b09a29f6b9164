// The Prices sheet: every stored price in the price list's columns (so the sheet imports back as it is,
// workbook/price_sheet.h), each amount converted to USD by a formula over the exchange rates beside it.
#include "workbook/price_sheet.h"
#include "workbook/workbook_sheets.h"

#include "core/prices/cost.h"

#include <QStringList>

#include <algorithm>

namespace gpuplan::ui {
namespace {

// Past the price columns and an empty one (the import reads the header to its first empty cell).
constexpr int kConvertedColumn = 17;
constexpr int kRateColumn = 19; // currency, USD per unit, date, source

} // namespace

void writePricesSheet(WorkbookContext& ctx, lxw_worksheet* sheet) {
    const auto& columns = priceSheetColumns();
    QStringList headers;
    for (const PriceSheetColumn& c : columns)
        headers << priceSheetHeader(c, ctx.in.chinese);
    const int last = static_cast<int>(ctx.in.prices.size());
    putHeader(sheet, headers, last, ctx.header);
    putText(sheet, 0, kConvertedColumn, Workbook::tr("Amount in USD"), ctx.header);

    // The exchange rates first, so the converted amounts can refer to their rows; USD itself is one.
    std::vector<core::ExchangeRate> rates = ctx.in.rateRecords;
    if (std::none_of(rates.begin(), rates.end(), [](const auto& r) { return r.currency == "USD"; }))
        rates.insert(rates.begin(), core::ExchangeRate{"USD", 1.0, {}, {}, {}, {}, {}, {}, 0});
    const QStringList rateHeaders{Workbook::tr("Currency"), Workbook::tr("USD per unit"),
                                  Workbook::tr("Rate date"), Workbook::tr("Rate source")};
    for (int i = 0; i < rateHeaders.size(); ++i)
        putText(sheet, 0, kRateColumn + i, rateHeaders[i], ctx.header);
    std::map<std::string, double>& usdPer = ctx.usdPer;
    for (std::size_t i = 0; i < rates.size(); ++i) {
        const int row = static_cast<int>(i) + 1;
        const core::ExchangeRate& r = rates[i];
        usdPer[r.currency] = r.usdPerUnit;
        putText(sheet, row, kRateColumn, QString::fromStdString(r.currency));
        putNumber(sheet, row, kRateColumn + 1, r.usdPerUnit, ctx.fine);
        putText(sheet, row, kRateColumn + 2, QString::fromStdString(r.effectiveDate));
        putText(sheet, row, kRateColumn + 3, QString::fromStdString(r.source));
    }
    ctx.rateFirstRow = 1;
    ctx.rateLastRow = static_cast<int>(rates.size());
    const QString rateRange = WorkbookContext::range(ctx.pricesSheet, ctx.rateFirstRow, kRateColumn,
                                                     ctx.rateLastRow, kRateColumn + 1);
    workbook_define_name(ctx.book, "Rates", (QLatin1Char('=') + rateRange).toUtf8().constData());

    for (std::size_t i = 0; i < ctx.in.prices.size(); ++i) {
        const core::PriceRecord& p = ctx.in.prices[i];
        const int row = static_cast<int>(i) + 1;
        ctx.priceRow[p.id] = row;
        lxw_format* money = ctx.money(p.amount.currency());
        putText(sheet, row, 0, QString::fromStdString(p.gpuId));
        putText(sheet, row, 1, QString::fromStdString(p.providerId));
        putText(sheet, row, 2, QString::fromStdString(p.regionId));
        putText(sheet, row, 3, QString::fromStdString(std::string(core::priceKindName(p.kind))));
        putText(sheet, row, 4, QString::fromStdString(std::string(core::priceUnitName(p.unit))));
        putNumber(sheet, row, 5, p.gpusPerMachine, ctx.integer);
        putNumber(sheet, row, 6, p.amount.toDouble(), money);
        putText(sheet, row, 7, QString::fromStdString(p.amount.currency()));
        if (p.low)
            putNumber(sheet, row, 8, p.low->toDouble(), money);
        if (p.high)
            putNumber(sheet, row, 9, p.high->toDouble(), money);
        // Dates as text: a spreadsheet program keeps them as typed, and they import back unchanged.
        putText(sheet, row, 10, QString::fromStdString(p.effectiveDate));
        putText(sheet, row, 11, QString::fromStdString(p.source));
        putText(sheet, row, 12, QString::fromStdString(p.note));
        putText(sheet, row, 13, QString::fromStdString(p.sourceUrl));
        putText(sheet, row, 14, QString::fromStdString(p.verification));
        putText(sheet, row, 15, p.indicative ? QStringLiteral("yes") : QStringLiteral("no"));
        const auto usd = usdPer.find(p.amount.currency());
        const QString formula = QStringLiteral("=IFERROR(%1*VLOOKUP(%2,Rates,2,FALSE),\"\")")
                                    .arg(WorkbookContext::cell(row, 6), WorkbookContext::cell(row, 7));
        if (usd != usdPer.end())
            putFormula(sheet, row, kConvertedColumn, formula, p.amount.toDouble() * usd->second,
                       ctx.money("USD"));
        else
            putTextFormula(sheet, row, kConvertedColumn, formula, QString());
    }
    worksheet_autofilter(sheet, 0, 0, static_cast<lxw_row_t>(last),
                         static_cast<lxw_col_t>(columns.size() - 1));
    worksheet_set_column(sheet, 0, 2, 16, nullptr);
    worksheet_set_column(sheet, 3, 10, 12, nullptr);
    worksheet_set_column(sheet, 11, 11, 40, nullptr);
    worksheet_set_column(sheet, 12, 15, 14, nullptr);
    worksheet_set_column(sheet, kConvertedColumn, kConvertedColumn, 14, nullptr);
    worksheet_set_column(sheet, kRateColumn, kRateColumn + 2, 12, nullptr);
    worksheet_set_column(sheet, kRateColumn + 3, kRateColumn + 3, 40, nullptr);
}

} // namespace gpuplan::ui
