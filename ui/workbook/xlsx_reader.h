#pragma once
// Reading the cells of an .xlsx workbook (issue 35): the zip archive through libzip, its XML parts through
// QXmlStreamReader. Only what a price list needs: each sheet's name and its cells as text (shared and
// inline strings, numbers, booleans, dates turned into YYYY-MM-DD by their number format, and a formula's
// saved value). A formula saved without its value, or an error value (#REF!), is kept as a cell problem
// for the caller to refuse that row with. Pure Qt Core, so the fuzzer links it alone.

#include "core/result.h"

#include <QByteArray>
#include <QString>

#include <utility>
#include <vector>

namespace gpuplan::ui {

struct XlsxCell {
    QString text;    // the value as text: "2.49", "H100 SXM", "2026-11-01"
    QString problem; // why the cell has no usable value (a formula without its value, #REF!); empty if none
};

/// One row's cells that hold something, by column (0-based), in column order.
using XlsxRow = std::vector<std::pair<int, XlsxCell>>;

struct XlsxSheet {
    QString name;
    /// rows[r] is row r + 1. Only the cells the file holds are kept, so what a sheet costs follows what it
    /// holds, not how far its furthest cell lies (one cell in column XFD is one cell).
    std::vector<XlsxRow> rows;
    /// The cell at row `row` and column `column` (0-based); an empty one where the file has none.
    const XlsxCell& cell(std::size_t row, int column) const;
};

/// Larger workbooks, or parts that unpack larger, are refused: a price list is far smaller.
inline constexpr qint64 kMaxXlsxBytes = 256LL * 1024 * 1024;

/// Every worksheet of the workbook in `data`, in the workbook's order. A password-protected workbook (an
/// encrypted OLE file, not a zip), a corrupt archive or a workbook without sheets is refused with a
/// message naming the problem.
core::Result<std::vector<XlsxSheet>> readXlsx(const QByteArray& data);

/// True when `data` starts like a zip archive or an OLE compound file (an encrypted workbook), so a price
/// import reads it as a workbook rather than as CSV text.
bool looksLikeWorkbook(const QByteArray& data);

/// "A", "B", ..., "Z", "AA": the spreadsheet's name of column `index` (0-based).
QString columnName(int index);

} // namespace gpuplan::ui
