// A SkyPilot catalog vms.csv as a user imports it (`gpuplan import skypilot`, File > Import). The
// maps are the bundled ones, as in the product. Properties: every price the reader makes is a valid
// price of a GPU the catalog has, in a region the file's own region list names.
#include "fuzz_support.h"
#include "fuzz_targets.h"

#include "core/prices/price_csv.h"
#include "core/prices/skypilot_csv.h"

#include <algorithm>
#include <cstdlib>

namespace gpuplan::fuzz {
namespace {

const core::SkyPilotMaps& bundledMaps() {
    static const core::SkyPilotMaps maps = [] {
        core::SkyPilotMaps m;
        auto accelerators = core::parseAcceleratorMap(sourceFile("resources/prices/skypilot_gpu_map.csv"));
        if (!accelerators)
            broken("the bundled accelerator map parses", accelerators.error());
        m.accelerators = accelerators.value();
        if (auto regions = core::parseCloudRegionMap(sourceFile("resources/prices/cloud_regions.csv"), m);
            !regions)
            broken("the bundled cloud region map parses", regions.error());
        m.defaultParent = "global";
        return m;
    }();
    return maps;
}

} // namespace

int fuzzSkyPilotCsv(const std::uint8_t* data, std::size_t size) {
    core::SkyPilotSnapshot snapshot;
    snapshot.cloud = "aws";
    snapshot.date = "2026-11-30";
    snapshot.origin = "fuzz input";
    const core::ParsedPrices parsed = core::parseSkyPilotCsv(asText(data, size), bundledMaps(), snapshot);
    const std::vector<std::string>& gpus = bundledGpuIds();
    for (const core::PriceRecord& p : parsed.records) {
        if (auto valid = core::validatePrice(p); !valid)
            broken("a SkyPilot price is valid", valid.error());
        if (std::find(gpus.begin(), gpus.end(), p.gpuId) == gpus.end())
            broken("a SkyPilot price names a catalog GPU", p.gpuId);
        const bool named = std::any_of(parsed.regions.begin(), parsed.regions.end(),
                                       [&](const core::Region& r) { return r.id == p.regionId; });
        if (!named)
            broken("a SkyPilot price's region is in the file's region list", p.regionId);
    }
    return 0;
}

} // namespace gpuplan::fuzz

GPUPLAN_FUZZ_ENTRY(fuzzSkyPilotCsv)
