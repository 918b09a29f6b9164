#pragma once
// What a training or RL row's job (or a serving row's month) would rent for in every region that prices its
// card: the buyer's "where is it cheapest" (issue 34's cost by region), next to the row's own region.

#include "core/planning/scenario_cost.h"

#include <string>
#include <vector>

namespace gpuplan::core {

struct RegionRent {
    Region region;
    PriceRecord rent;      // the cheapest comparable rent in the region or its cloud regions
    Money cost;            // the job's rent (serving: a month), in the price's currency
    double converted = -1; // in `currency` at the stored rates; -1 where no rate converts it
};

/// The rent of the row's job (serving: a month) in every named region whose cheapest comparable rent for the
/// card (on-demand, reserved or monthly, as choosePrices() picks it) is stored for that region or one of its
/// cloud regions: each price once, under its own place (an area such as a country's market lists the prices
/// stored for the area itself). Cheapest first in `currency` (those without a rate last, by their own
/// figure); none for an estimate that is not ok.
std::vector<RegionRent> rentsByRegion(const Scenario& scenario, const ScenarioEstimate& estimate,
                                      const std::vector<PriceRecord>& prices,
                                      const std::vector<Region>& regions, const ExchangeRates& rates,
                                      const std::string& currency);

} // namespace gpuplan::core
