#pragma once
// What the comparison shows: the cards' spec and derived rows (core::compareGpus) with each card's
// rent price in the chosen region, and the current scenario run on every card (time, count,
// GPU-hours, rent, cost of owning), all ranked against the baseline.

#include "core/inference/inference_types.h"
#include "core/planning/comparison.h"
#include "core/planning/scenario_cost.h"

#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace gpuplan::ui {

class EstimateCache;

struct ComparisonInputs {
    const core::Catalog* catalog = nullptr;
    std::vector<std::string> gpuIds;
    std::string baseline;
    std::string regionId;                   // prices come from this region
    std::optional<core::Scenario> scenario; // the scenario selected in the table, if any
    std::vector<core::PriceRecord> prices;
    std::vector<core::Region> regions;
    core::ExchangeRates rates;
    EstimateCache* estimates = nullptr; // where set, the scenario's estimates are looked up and kept there
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

/// The scenario as a comparison runs it on `gpu`: that card, in `regionId` at its cheapest price, in the
/// precision costedPrecision() gives.
core::Scenario scenarioOnCard(const core::Scenario& base, const core::GpuSpec* gpu,
                              const std::string& regionId);

/// The precision a scenario is costed in on one card of a comparison: what the scenario says, but FP4 on a
/// card without FP4 runs in FP8 where it has FP8, else BF16, and FP8 training on a card without FP8 in BF16
/// (what a buyer of that card would run). The report and the comparison name it per card.
std::string costedPrecision(const core::Scenario& scenario, const core::GpuSpec* gpu);

/// The weights' precision the serving charts draw a card in: an inference scenario's costed precision, BF16
/// for any other scenario (its model served as released).
core::ServingPrecision chartServingPrecision(const core::Scenario& scenario, const core::GpuSpec* gpu);

} // namespace gpuplan::ui
