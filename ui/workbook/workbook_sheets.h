#pragma once
// What the workbook's sheet writers share (workbook_writer.cpp opens the file and calls them in turn):
// the libxlsxwriter workbook, its cell formats, the translated sheet names and where each price sits on
// the Prices sheet, so the other sheets' formulas refer to it. Internal to the workbook export.

#include "workbook/workbook_writer.h"

#include <QCoreApplication>
#include <QString>

#include <xlsxwriter.h>

#include <cstdint>
#include <map>
#include <string>

namespace gpuplan::ui {

/// The workbook's texts, translated in the context "gpuplan::ui::Workbook".
struct Workbook {
    Q_DECLARE_TR_FUNCTIONS(gpuplan::ui::Workbook)
};

struct WorkbookContext {
    WorkbookContext(const WorkbookInputs& inputs, lxw_workbook* workbook) : in(inputs), book(workbook) {}
    const WorkbookInputs& in;
    lxw_workbook* book = nullptr;
    QString scenariosSheet, comparisonSheet, pricesSheet, assumptionsSheet;
    lxw_format* header = nullptr;
    lxw_format* text = nullptr;
    lxw_format* wrapped = nullptr;
    lxw_format* integer = nullptr;
    lxw_format* decimal = nullptr; // two decimals
    lxw_format* fine = nullptr;    // up to six decimals (rates, prices per kWh)
    lxw_format* percent = nullptr;
    lxw_format* ratio = nullptr; // "1.25x"
    lxw_format* title = nullptr;
    std::map<std::int64_t, int> priceRow;  // a stored price's id -> its row on the Prices sheet (0-based)
    int rateFirstRow = 0, rateLastRow = 0; // the exchange rates' rows on the Prices sheet
    std::map<std::string, double> usdPer;  // the rates written there: USD per unit of each currency

    /// A money format for `currency`: its code after the amount and its minor unit's digits.
    lxw_format* money(const std::string& currency);
    /// "'Prices'!$G$5": an absolute reference to a cell of `sheet` (0-based row and column).
    static QString ref(const QString& sheet, int row, int column);
    /// "'Prices'!$T$2:$U$9": an absolute range of `sheet`.
    static QString range(const QString& sheet, int firstRow, int firstColumn, int lastRow, int lastColumn);
    /// "G5": a relative reference on the same sheet.
    static QString cell(int row, int column);

private:
    std::map<std::string, lxw_format*> m_money;
};

// Each sheet, in the order the workbook shows them; Prices comes first in writing so the others can
// refer to its rows.
void writePricesSheet(WorkbookContext& ctx, lxw_worksheet* sheet);
void writeAssumptionsSheet(WorkbookContext& ctx, lxw_worksheet* sheet);
void writeScenariosSheet(WorkbookContext& ctx, lxw_worksheet* sheet);
void writeComparisonSheet(WorkbookContext& ctx, lxw_worksheet* sheet);

// Cell writing in Qt's strings (libxlsxwriter takes UTF-8).
void putText(lxw_worksheet* sheet, int row, int column, const QString& text, lxw_format* format = nullptr);
void putNumber(lxw_worksheet* sheet, int row, int column, double value, lxw_format* format = nullptr);
/// A formula ("=A1*B1") with the value GpuPlan computed, shown by viewers that do not recalculate.
void putFormula(lxw_worksheet* sheet, int row, int column, const QString& formula, double value,
                lxw_format* format = nullptr);
void putTextFormula(lxw_worksheet* sheet, int row, int column, const QString& formula, const QString& value,
                    lxw_format* format = nullptr);
/// The header row: bold, frozen, with filters over `lastRow`.
void putHeader(lxw_worksheet* sheet, const QStringList& headers, int lastRow, lxw_format* format);

} // namespace gpuplan::ui
