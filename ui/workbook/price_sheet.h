#pragma once
// The price list as a sheet (issue 35): the columns of the GpuPlan price CSV under headers a person
// reads, in English or Chinese. The exported workbook's Prices sheet is written with them and an .xlsx
// price list is read back through them: the header row may give the CSV's own column names or either
// language's labels, so a workbook exported in Chinese imports on an English desktop.

#include "core/prices/price_csv.h"

#include <QByteArray>
#include <QString>

#include <string>
#include <vector>

namespace gpuplan::ui {

struct PriceSheetColumn {
    const char* key;     // the CSV column: "gpu", "amount", "effective_date"
    const char* english; // "GPU", "Amount", "Effective date"
    const char* chinese; // "GPU", "金额", "生效日期"
};

/// The price CSV's columns (core::kPriceCsvHeader), in its order.
const std::vector<PriceSheetColumn>& priceSheetColumns();

/// The header of a price column in the language given ("zh" for Chinese).
QString priceSheetHeader(const PriceSheetColumn& column, bool chinese);

struct WorkbookPrices {
    core::ParsedPrices parsed; // lines are the sheet's row numbers
    QString sheet;             // the sheet read
    std::string error;         // the workbook could not be read, or no sheet is a price list
};

/// Reads the first sheet of `data` whose first row is a price list's header (a price list saved as .xlsx,
/// or the Prices sheet of an exported workbook) into the same records the CSV import makes, with the
/// same checks. A row with a cell that has no usable value (a formula saved without its value, an error
/// value) is refused naming its row and column.
WorkbookPrices readPriceWorkbook(const QByteArray& data, const std::vector<std::string>& knownGpus);

} // namespace gpuplan::ui
