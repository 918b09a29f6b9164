#pragma once
// The money side of a scenario: which stored prices it uses and what it costs to rent (with a
// low/high range and the sensitivity to each input) and to own over three years. Separate from
// estimateScenario() so a price edit re-costs the table without planning anything again.

#include "core/planning/ranges.h"
#include "core/planning/scenario.h"
#include "core/prices/price_store.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan::core {

struct ScenarioPrices {
    std::optional<Region> region;
    std::optional<Region> tariff;        // whose electricity price and PUE apply (the region or its area)
    std::optional<PriceRecord> rent;     // the price the scenario names, or the region's cheapest
    std::optional<PriceRecord> purchase; // the cheapest server purchase price that applies
    Message rentProblem;                 // why there is no rent price
    /// The market the region lies in: the area just below the outermost one (us for US East and its cloud
    /// regions, cn for Beijing); empty for a region that is itself a market or worldwide.
    std::optional<Region> market;
    /// The cheapest comparable rent (same card, on-demand, reserved or monthly) anywhere in that market when
    /// it is cheaper than `rent` (or there is no rent): what a buyer would pay by looking market-wide.
    std::optional<PriceRecord> marketRent;
    /// Split RL pools whose generation runs on a card of its own (RlRun::generationGpuId): that card's rent
    /// and server price, picked as the scenario's own are (the scenario's chosen price is its own card's).
    std::optional<PriceRecord> generationRent;
    std::optional<PriceRecord> generationPurchase;
    Message generationRentProblem;
};

/// Picks the scenario's prices from the stored ones, nearest first (priceScopes): the region and the
/// regions inside it (a named region's cloud regions), then the areas it lies in (a country's market,
/// worldwide). The rent price is the scenario's priceId when given (it must be a rent price of the
/// scenario's GPU), else the cheapest per GPU-hour among the GPU's on-demand, reserved and monthly
/// prices in the nearest scope that has one (spot is interruptible: named only). Prices in other
/// currencies are compared at the stored exchange rates. The purchase price is a server's (unit
/// one-off); a card's price alone cannot cost owning. It also names the market's cheapest comparable rent
/// (ScenarioPrices::marketRent) where that is cheaper than the one chosen.
ScenarioPrices choosePrices(const Scenario& scenario, const std::vector<PriceRecord>& prices,
                            const std::vector<Region>& regions, const ExchangeRates& rates = ExchangeRates());

/// The cheapest price `use` accepts in the nearest of `scopes` (priceScopes) that has one, compared
/// by `perGpu` converted into `currency`; a price with no rate to `currency` ranks after every
/// convertible one. choosePrices() and the command line's --price-region both pick prices this way.
std::optional<PriceRecord> nearestCheapest(const std::vector<PriceRecord>& prices,
                                           const std::vector<std::vector<std::string>>& scopes,
                                           const std::function<bool(const PriceRecord&)>& use,
                                           const std::function<double(const PriceRecord&)>& perGpu,
                                           const std::string& currency, const ExchangeRates& rates);

/// The ownership assumptions a scenario's "buy" figures use, and the estimator's ranges its rent uses.
struct OwnershipAssumptions {
    double utilization = 0.7; // training: the share of hours owned cards work (serving: every hour)
    double hostKw = 1.3;      // per server, where the catalog gives no system power (GpuSpec::systemWatts)
    double years = 3;
    double efficiencyLow = 0.85; // training time range: the calibration's errors
    double efficiencyHigh = 1.15;
    // An RL run's step time: off by about its cross-validated median error (19.8%, docs/estimation.md 13.5).
    double rlSpeedLow = 0.8;
    double rlSpeedHigh = 1.2;
    // Serving with the count chosen for the load: the throughput a card reaches, off by about the
    // calibration's cross-validated median error, of a replica's batch (10.6%, docs/estimation.md section 7)
    // and of serving under load (18.2%, section 7.5). The cards needed, and so the rent, follow its inverse.
    double replicaThroughputLow = 0.85;
    double replicaThroughputHigh = 1.15;
    double loadThroughputLow = 0.82;
    double loadThroughputHigh = 1.18;
};

/// One pool's share of a run whose generation pool runs on a card of its own (ScenarioEstimate::
/// generationCard): its GPUs at its card's rent, in that price's currency, and owning them, in its server
/// price's currency.
struct PoolCost {
    int gpus = 0;
    bool rentKnown = false;
    Money rent;
    double rentPerGpuHour = 0; // its card's rate, in the scenario cost's currency
    bool buyKnown = false;
    OwnershipCost ownership;
};

struct ScenarioCost {
    std::string currency; // the rent price's
    bool rentKnown = false;
    Message rentProblem;
    Money rent;                // training: the job; serving: one month
    ResultRange rentRange;     // from the price's low/high and (training) the efficiency range
    ResultRange hoursRange;    // training wall hours from the efficiency range
    double rentPerGpuHour = 0; // in the currency
    double costPerMillionTokens = 0;
    std::vector<Sensitivity> sensitivity; // of the rent, largest swing first
    /// The share of hours the cards work, owned or rented: a training cluster's assumed utilization; every
    /// hour for serving, whose rent is a whole month's.
    double utilization = 0.7;
    bool overBudget = false;
    bool buyKnown = false;
    Message buyProblem;
    OwnershipCost ownership; // three years of the scenario's cards
    double buyJobShare = 0;  // training: the job's GPU-hours at the owned cost per GPU-hour
    std::optional<BreakEven> breakEven;
    Message breakEvenProblem; // e.g. no exchange rate between the rent's and the purchase's currency
    /// Currencies converted into the purchase's for owning (the tariff's, the rent's for break-even):
    /// a view names the rates it used, with their dates.
    std::vector<std::string> converted;
    /// Two card types (ScenarioEstimate::generationCard): the training pool's share, then the generation
    /// pool's; rent and ownership above are their sum in one currency. Empty for one card type.
    std::vector<PoolCost> pools;
};

/// The share of hours a scenario's cards work, owned or rented: the assumed utilization for training;
/// every hour for serving, whose rent is a whole month's.
double workingShare(ScenarioKind kind, const OwnershipAssumptions& assumptions = {});

ScenarioCost costScenario(const Scenario& scenario, const ScenarioEstimate& estimate,
                          const ScenarioPrices& prices, const ExchangeRates& rates,
                          const OwnershipAssumptions& assumptions = {});

} // namespace gpuplan::core
