#pragma once
// The economics of a serving scenario sized for traffic (issue 32), beside costScenario()'s rent and
// ownership: what its deployment costs per million prompt and output tokens at the rent, the power it draws
// and the tokens it makes per MWh, what the stored APIs that serve the same model would charge for the same
// requests, the load from which renting the scenario's card costs less than each API, and the busy share
// above which owning the cards costs less than renting them. The command line's `plan serve` prints the same
// comparison over several cards; this is the scenario table's, for one card and one region.
//
// Finding a break-even load repeats the deployment search at a score of arrival rates, so it costs tens of
// milliseconds per API: the table computes it for the scenario whose details are shown, not on every price
// edit.

#include "core/catalog/catalog.h"
#include "core/planning/scenario_cost.h"
#include "core/prices/api_price.h"
#include "core/serving/serving_power.h"
#include "core/serving/serving_search.h"

#include <string>
#include <vector>

namespace gpuplan::core {

/// One stored API price against the scenario.
struct ScenarioApiComparison {
    ApiPriceRecord api;
    ApiPrice price;            // per million tokens, in the scenario's currency
    double apiCostPerHour = 0; // the load's requests of one hour, at the API
    ApiBreakEven breakEven;    // the lowest rate from which the scenario's card, rented, costs less
    std::string problem;       // why there is no break-even load (English; empty when there is one)
};

struct ScenarioServingCost {
    bool known = false; // a traffic scenario with an estimate and a rent
    std::string currency;
    double rentPerHour = 0;         // the cards the scenario rents
    double requestsPerSecond = 0;   // the load's: given, or what its users send at the deployment's latency
    double inputPerMillion = 0;     // per million computed prompt tokens (those the prefix cache lacks)
    double outputPerMillion = 0;    // per million output tokens
    double outputTokensPerHour = 0; // at the load
    ServingPower power;             // at the tariff's PUE (1.5 where the region has none)
    std::vector<ScenarioApiComparison> apis; // the APIs serving the model, newest first
    std::vector<std::string> skipped;        // APIs left out, and why ("DeepSeek ... (CNY: no rate to USD)")
    /// Owning the cards over the years of ScenarioCost::ownership, per hour, in `currency`; 0 when unknown.
    double ownPerHour = 0;
    /// ownPerHour / rentPerHour: the busy share above which owning costs less than renting (only the hours
    /// used are rented); above 1, renting around the clock costs less.
    double owningBreakEvenShare = 0;
    /// The average load (requests per second) from which owning the cards, sized for the row's rate, costs
    /// less than renting elastically (only the cheapest deployment each load needs); 0 when renting costs
    /// less at every load up to the row's.
    double owningBreakEvenRequestsPerSecond = 0;
    /// Renting even the smallest deployment costs more an hour than owning the cards: owning wins at any
    /// load.
    bool owningCheaperAtEveryLoad = false;
};

/// The economics of `scenario` (sized for traffic, estimated as `estimate`, costed as `cost` with `prices`)
/// against `apiPrices` (those serving its model are used), converted at `rates`. Unknown (known = false)
/// for a scenario without traffic, an estimate or a rent.
ScenarioServingCost costServingTraffic(const Scenario& scenario, const Catalog& catalog,
                                       const ScenarioEstimate& estimate, const ScenarioCost& cost,
                                       const ScenarioPrices& prices,
                                       const std::vector<ApiPriceRecord>& apiPrices,
                                       const ExchangeRates& rates,
                                       const OwnershipAssumptions& assumptions = {});

} // namespace gpuplan::core
