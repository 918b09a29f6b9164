#pragma once
// API prices as CSV: the layout of the bundled list (resources/prices/api_prices.csv) and of `export
// api-prices`, read back by `import api-prices`. Columns: provider, model, model_id, currency,
// input_per_mtok, cached_input_per_mtok, output_per_mtok, effective_date, source, url, verification, note
// (the last four and model_id may be empty; an empty cached_input_per_mtok means none is published).

#include "core/prices/api_price.h"
#include "core/prices/price_store.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::core {

struct ParsedApiPrices {
    std::vector<ApiPriceRecord> records;
    std::vector<ImportError> errors; // every refused row, each naming its line and column
};

/// Reads every row, checking each as a save would (validateApiPrice) and refusing two rows of one key.
ParsedApiPrices parseApiPriceCsv(std::string_view text);

/// The prices in that layout, with its header.
std::string apiPriceCsv(const std::vector<ApiPriceRecord>& prices);

} // namespace gpuplan::core
