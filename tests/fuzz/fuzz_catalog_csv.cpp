// The catalog and reference tables a user imports or edits as CSV: GPUs (`gpuplan import gpus`, the
// catalog editor), model presets, networks, regions and exchange rates. Every reader gets the same
// input (each refuses another's header quickly). Properties: GPUs and regions the readers accept are
// written back by their writers into a file that reads back to the same file; every accepted GPU
// passes the editor's own validation.
#include "fuzz_support.h"
#include "fuzz_targets.h"

#include "core/calibration/reference_csv.h"
#include "core/catalog/catalog.h"

namespace gpuplan::fuzz {

int fuzzCatalogCsv(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = asText(data, size);
    if (auto gpus = core::parseGpuCsv(text)) {
        for (const core::GpuSpec& g : gpus.value())
            if (auto valid = core::validateGpu(g); !valid)
                broken("an accepted GPU passes validateGpu", valid.error());
        const std::string written = core::writeGpuCsv(gpus.value());
        auto again = core::parseGpuCsv(written);
        if (!again)
            broken("a written GPU file reads back", again.error() + "\n" + written);
        if (core::writeGpuCsv(again.value()) != written)
            broken("writing the GPUs read back gives the same file", written);
    }
    (void)core::parseModelCsv(text);
    (void)core::parseNetworkCsv(text);

    const core::ParsedRegions regions = core::parseRegionCsv(text);
    if (!regions.regions.empty()) {
        const std::string written = core::writeRegionCsv(regions.regions);
        const core::ParsedRegions again = core::parseRegionCsv(written);
        if (!again.errors.empty())
            broken("a written region file reads back without errors",
                   again.errors.front().reason + "\n" + written);
        if (core::writeRegionCsv(again.regions) != written)
            broken("writing the regions read back gives the same file", written);
    }
    const core::ParsedRates rates = core::parseExchangeRateCsv(text);
    for (const core::ExchangeRate& r : rates.rates)
        if (auto valid = core::validateExchangeRate(r); !valid)
            broken("an accepted exchange rate is valid", valid.error());
    return 0;
}

} // namespace gpuplan::fuzz

GPUPLAN_FUZZ_ENTRY(fuzzCatalogCsv)
