#pragma once
// The reference tables as CSV: regions (with the area each lies in and the source of its electricity
// price and PUE) and exchange rates (with their range and source), the layouts of the bundled
// resources/prices/regions.csv and exchange_rates.csv. Bad rows are reported with line and column.

#include "core/prices/price_store.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::core {

struct ParsedRegions {
    std::vector<Region> regions;
    std::vector<ImportError> errors;
};

struct ParsedRates {
    std::vector<ExchangeRate> rates;
    std::vector<ImportError> errors;
};

/// id,name_en,name_zh,currency,parent,electricity_per_kwh,electricity_low,electricity_high,electricity_date,
/// electricity_source,electricity_url,electricity_verification,pue,pue_low,pue_high,pue_date,pue_source,pue_url,
/// pue_verification. An electricity price needs a source and a date. Areas come before the regions in them.
ParsedRegions parseRegionCsv(std::string_view text);

/// currency,usd_per_unit,low,high,effective_date,source,url,verification
ParsedRates parseExchangeRateCsv(std::string_view text);

/// The regions in the layout parseRegionCsv reads (areas before the regions in them).
std::string writeRegionCsv(const std::vector<Region>& regions);

} // namespace gpuplan::core
