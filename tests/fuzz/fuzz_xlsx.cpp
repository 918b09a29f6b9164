// An .xlsx price list as a user imports it (`gpuplan import xlsx`, the price import dialog): the zip
// archive, its XML parts and the sheet read into price records. Properties: a damaged archive or part is
// refused with a message, never a crash or a hang; every record read is a valid price with its sheet row,
// and the rows are in the sheet's order.
#include "fuzz_support.h"
#include "fuzz_targets.h"

#include "core/prices/price_store.h"
#include "workbook/price_sheet.h"

namespace gpuplan::fuzz {

int fuzzXlsx(const std::uint8_t* data, std::size_t size) {
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const ui::WorkbookPrices read = ui::readPriceWorkbook(bytes, bundledGpuIds());
    if (!read.error.empty() && !read.parsed.records.empty())
        broken("a refused workbook gives no prices", read.error);
    if (read.parsed.records.size() != read.parsed.lines.size())
        broken("one sheet row per record", std::to_string(read.parsed.records.size()) + " records, " +
                                               std::to_string(read.parsed.lines.size()) + " rows");
    for (std::size_t i = 0; i < read.parsed.lines.size(); ++i)
        if (read.parsed.lines[i] < 2 || (i > 0 && read.parsed.lines[i] <= read.parsed.lines[i - 1]))
            broken("records come from rows below the header, in order", std::to_string(read.parsed.lines[i]));
    for (const core::PriceRecord& p : read.parsed.records)
        if (auto valid = core::validatePrice(p); !valid)
            broken("an accepted price is valid", valid.error());
    return 0;
}

} // namespace gpuplan::fuzz

GPUPLAN_FUZZ_ENTRY(fuzzXlsx)
