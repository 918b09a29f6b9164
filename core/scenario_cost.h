#pragma once
// The money side of a scenario: which stored prices it uses and what it costs to rent (with a
// low/high range and the sensitivity to each input) and to own over three years. Separate from
// estimateScenario() so a price edit re-costs the table without planning anything again.

#include "core/price_store.h"
#include "core/ranges.h"
#include "core/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplan::core {

struct ScenarioPrices {
    std::optional<Region> region;
    std::optional<PriceRecord> rent;     // the price the scenario names, or the region's cheapest
    std::optional<PriceRecord> purchase; // the region's cheapest purchase price of the GPU
    std::string rentProblem;             // why there is no rent price
};

/// Picks the scenario's prices from the stored ones. The rent price is the scenario's priceId when
/// given (it must be a rent price of the scenario's GPU), else the cheapest per GPU-hour among the
/// GPU's on-demand, reserved and monthly prices in the region (spot is interruptible: named only).
ScenarioPrices choosePrices(const Scenario& scenario, const std::vector<PriceRecord>& prices,
                            const std::vector<Region>& regions);

/// The ownership assumptions a scenario's "buy" figures use.
struct OwnershipAssumptions {
    double utilization = 0.7;
    double hostKw = 1.3;
    double years = 3;
    double efficiencyLow = 0.85; // training time range: the calibration's errors
    double efficiencyHigh = 1.15;
};

struct ScenarioCost {
    std::string currency; // the rent price's
    bool rentKnown = false;
    std::string rentProblem;
    Money rent;                // training: the job; serving: one month
    ResultRange rentRange;     // from the price's low/high and (training) the efficiency range
    ResultRange hoursRange;    // training wall hours from the efficiency range
    double rentPerGpuHour = 0; // in the currency
    double costPerMillionTokens = 0;
    std::vector<Sensitivity> sensitivity; // of the rent, largest swing first
    bool overBudget = false;
    bool buyKnown = false;
    std::string buyProblem;
    OwnershipCost ownership; // three years of the scenario's cards
    double buyJobShare = 0;  // training: the job's GPU-hours at the owned cost per GPU-hour
    std::optional<BreakEven> breakEven;
};

ScenarioCost costScenario(const Scenario& scenario, const ScenarioEstimate& estimate,
                          const ScenarioPrices& prices, const ExchangeRates& rates,
                          const OwnershipAssumptions& assumptions = {});

} // namespace gpuplan::core
