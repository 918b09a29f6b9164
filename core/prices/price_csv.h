#pragma once
// Prices as CSV (the GpuPlan layout, UTF-8 with a BOM so Excel reads Chinese text). Parsing reports
// every bad row (line, column, reason); writing the store is the caller's job, in one transaction.
// The SkyPilot catalog's layout is read by core/prices/skypilot_csv.h into the same ParsedPrices.

#include "core/prices/price_store.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::core {

struct ParsedPrices {
    std::vector<PriceRecord> records;
    std::vector<int> lines; // source line of each record
    std::vector<ImportError> errors;
    // SkyPilot only: regions and providers the rows name (to create when importing).
    std::vector<Region> regions;
    std::vector<Provider> providers;
    /// Rows read but not prices, by why: "CPU-only instance rows" -> 1204.
    std::map<std::string, int> skipped;
};

/// The columns a price file is written with. Reading needs the first nine (with effective_date and
/// source); gpus_per_machine, low, high, note, source_url, verification and indicative are optional.
inline constexpr std::string_view kPriceCsvHeader =
    "gpu,provider,region,kind,unit,gpus_per_machine,amount,currency,low,high,effective_date,source,note,"
    "source_url,verification,indicative";

/// Parses the GpuPlan price layout. `knownGpus` are the catalog's ids (an unknown GPU is an error).
ParsedPrices parsePriceCsv(std::string_view text, const std::vector<std::string>& knownGpus);

/// Adds the regions and providers `parsed` names (a SkyPilot file's clouds and regions) that the store
/// lacks, before its prices are imported (one it already has keeps its own names, area and electricity
/// price); the first refusal stops and is returned.
Status addNamedPlaces(PriceStore& store, const ParsedPrices& parsed);

/// Writes the GpuPlan price layout with a UTF-8 byte-order mark.
std::string writePriceCsv(const std::vector<PriceRecord>& prices);

} // namespace gpuplan::core
