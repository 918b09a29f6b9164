#pragma once
// What the comparison shows: the cards' spec and derived rows (core::compareGpus) with each card's
// rent price in the chosen region, and the current scenario run on every card (time, count,
// GPU-hours, rent, cost of owning), all ranked against the baseline.

#include "core/planning/comparison.h"
#include "core/planning/scenario_cost.h"

#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace gpuplan::ui {

struct ComparisonInputs {
    const core::Catalog* catalog = nullptr;
    std::vector<std::string> gpuIds;
    std::string baseline;
    std::string regionId;                   // prices come from this region
    std::optional<core::Scenario> scenario; // the scenario selected in the table, if any
    std::vector<core::PriceRecord> prices;
    std::vector<core::Region> regions;
    core::ExchangeRates rates;
};

struct ComparisonData {
    std::vector<core::CompareRow> rows;
    std::string currency;  // of every money row
    core::Message problem; // why there is no comparison (fewer than 2 cards, ...)
    QStringList notes;     // prices that could not be converted, scenarios that did not run (translated)
    // The scenario on each card (empty without a scenario), for the rent-against-buy chart.
    std::vector<core::ScenarioEstimate> estimates;
    std::vector<core::ScenarioCost> costs;
    // Each card's rent per GPU-hour band in the region, in `currency` (none when unpriced).
    std::vector<std::optional<core::PriceBand>> priceBands;
    // Currencies converted into `currency`: the page names their rates and dates.
    std::vector<std::string> converted;
    // The prices each card uses (its rent, server purchase price and tariff), for their sources.
    std::vector<core::ScenarioPrices> chosen;
};

ComparisonData buildComparison(const ComparisonInputs& inputs);

} // namespace gpuplan::ui
