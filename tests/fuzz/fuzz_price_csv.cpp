// Price CSV as a user imports it (File > Import prices, `gpuplan import csv`). Properties: every
// record the reader accepts is a valid price, and its own writer writes it so that reading it back
// gives the same file again (nothing the reader accepts is lost or changed on export).
#include "fuzz_support.h"
#include "fuzz_targets.h"

#include "core/prices/price_csv.h"

namespace gpuplan::fuzz {

int fuzzPriceCsv(const std::uint8_t* data, std::size_t size) {
    const core::ParsedPrices parsed = core::parsePriceCsv(asText(data, size), bundledGpuIds());
    if (parsed.records.size() != parsed.lines.size())
        broken("one source line per record", std::to_string(parsed.records.size()) + " records, " +
                                                 std::to_string(parsed.lines.size()) + " lines");
    for (const core::PriceRecord& p : parsed.records)
        if (auto valid = core::validatePrice(p); !valid)
            broken("an accepted price is valid", valid.error());
    if (parsed.records.empty())
        return 0;
    const std::string written = core::writePriceCsv(parsed.records);
    const core::ParsedPrices again = core::parsePriceCsv(written, bundledGpuIds());
    if (!again.errors.empty())
        broken("a written price file reads back without errors",
               again.errors.front().reason + "\n" + written);
    if (core::writePriceCsv(again.records) != written)
        broken("writing what was read back gives the same file", written);
    return 0;
}

} // namespace gpuplan::fuzz

GPUPLAN_FUZZ_ENTRY(fuzzPriceCsv)
