#include "core/planning/scenario_regions.h"

#include <algorithm>

namespace gpuplan::core {
namespace {

bool isCloudRegion(const std::string& id) {
    return id.find(':') != std::string::npos;
}

// The area a region lies in ("" for an unknown one).
std::string parentOf(const std::vector<Region>& regions, const std::string& id) {
    for (const Region& r : regions)
        if (r.id == id)
            return r.parent;
    return {};
}

} // namespace

std::vector<RegionRent> rentsByRegion(const Scenario& scenario, const ScenarioEstimate& estimate,
                                      const std::vector<PriceRecord>& prices,
                                      const std::vector<Region>& regions, const ExchangeRates& rates,
                                      const std::string& currency) {
    std::vector<RegionRent> out;
    if (!estimate.ok)
        return out;
    for (const Region& region : regions) {
        if (isCloudRegion(region.id)) // inside a named region, whose rent is its cheapest
            continue;
        Scenario there = scenario;
        there.regionId = region.id;
        there.priceId = 0;
        const ScenarioPrices chosen = choosePrices(there, prices, regions, rates);
        if (!chosen.rent)
            continue;
        // Each price once, under the region it is stored for (or the named region around its cloud region):
        // an area (a country's market, worldwide) would repeat its places' prices, and a place without a
        // price of its own would repeat its area's.
        const std::string& at = chosen.rent->regionId;
        if (at != region.id && !(isCloudRegion(at) && parentOf(regions, at) == region.id))
            continue;
        const ScenarioCost cost = costScenario(there, estimate, chosen, rates);
        if (!cost.rentKnown)
            continue;
        RegionRent r{region, *chosen.rent, cost.rent, -1};
        if (auto factor = rates.factor(cost.rent.currency(), currency))
            r.converted = cost.rent.toDouble() * factor.value();
        out.push_back(std::move(r));
    }
    std::stable_sort(out.begin(), out.end(), [](const RegionRent& a, const RegionRent& b) {
        if ((a.converted >= 0) != (b.converted >= 0))
            return a.converted >= 0;
        return a.converted >= 0 ? a.converted < b.converted : a.cost.toDouble() < b.cost.toDouble();
    });
    return out;
}

} // namespace gpuplan::core
