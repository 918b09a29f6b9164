#pragma once
// Prices as CSV (the GpuPlan layout, UTF-8 with a BOM so Excel reads Chinese text) and the
// SkyPilot catalog's v7 vms.csv layout. Parsing reports every bad row (line, column, reason);
// writing the store is the caller's job, in one transaction.

#include "core/price_store.h"

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
};

inline constexpr std::string_view kPriceCsvHeader =
    "gpu,provider,region,kind,unit,gpus_per_machine,amount,currency,low,high,effective_date,source,note";

/// Parses the GpuPlan price layout. `knownGpus` are the catalog's ids (an unknown GPU is an error).
ParsedPrices parsePriceCsv(std::string_view text, const std::vector<std::string>& knownGpus);

/// Writes the GpuPlan price layout with a UTF-8 byte-order mark.
std::string writePriceCsv(const std::vector<PriceRecord>& prices);

/// Parses SkyPilot's v7 vms.csv (Cloud, InstanceType, vCPUs, MemoryGiB, AcceleratorName, AcceleratorCount,
/// GpuInfo, Region, AvailabilityZone, Price, SpotPrice): each priced row becomes an on-demand (and a spot)
/// price per GPU-hour in USD for the mapped GPU; regions "cloud:region" and providers are collected.
/// One price per GPU, cloud, region and kind: the cheapest per GPU-hour over zones and instance sizes.
ParsedPrices parseSkyPilotCsv(std::string_view text,
                              const std::map<std::string, std::string>& acceleratorToGpu,
                              const std::string& effectiveDate);

/// Reads the accelerator map (accelerator,gpu,note).
Result<std::map<std::string, std::string>> parseAcceleratorMap(std::string_view text);

} // namespace gpuplan::core
