#include "core/planning/scenario_serving_cost.h"

#include "core/inference/inference_estimator.h"
#include "core/planning/scenario_traffic.h"
#include "core/prices/cost.h"

#include <algorithm>

namespace gpuplan::core {
namespace {

// The scenario's model as estimateScenario() resolves it: the preset, or a Llama shape of its size.
std::optional<ModelSpec> scenarioModel(const Scenario& s, const Catalog& catalog) {
    if (!s.modelId.empty()) {
        const ModelSpec* preset = catalog.model(s.modelId);
        return preset ? std::optional<ModelSpec>(*preset) : std::nullopt;
    }
    auto derived = deriveShape(s.params, 0, 0, 0);
    return derived ? std::optional<ModelSpec>(derived.value()) : std::nullopt;
}

// The lowest average rate at which renting elastically (the cheapest deployment for that rate, priced as in
// `req`) costs as much per hour as owning the row's cards, `ownPerHour`; 0 when renting costs less at every
// rate up to the row's own, which its owned cards are sized for; -1 when it costs more at every rate. The
// cheapest deployment's cost does not fall as the rate grows: rates halve from the row's until renting costs
// less, then bisect to 1%. `peak` is the row's rate: its users' when the load is given by users.
double owningBreakEvenLoad(const ServingSearchRequest& req, double peak, double ownPerHour) {
    const auto rentAt = [&](double rate) { return cheapestCostPerHour(req, {rate}).front(); };
    if (!(ownPerHour > 0) || !(rentAt(peak) >= ownPerHour))
        return 0;
    double hi = peak, lo = peak / 2;
    while (rentAt(lo) >= ownPerHour) {
        if (lo < peak / 4096)
            return -1; // even the smallest deployment, nearly idle, costs more to rent than owning
        hi = lo;
        lo /= 2;
    }
    for (int i = 0; i < 12 && hi - lo > 0.01 * hi; ++i) {
        const double mid = 0.5 * (lo + hi);
        (rentAt(mid) >= ownPerHour ? hi : lo) = mid;
    }
    return hi;
}

} // namespace

ScenarioServingCost costServingTraffic(const Scenario& s, const Catalog& catalog,
                                       const ScenarioEstimate& estimate, const ScenarioCost& cost,
                                       const ScenarioPrices& prices,
                                       const std::vector<ApiPriceRecord>& apiPrices,
                                       const ExchangeRates& rates, const OwnershipAssumptions& assumptions) {
    ScenarioServingCost out;
    const GpuSpec* gpu = catalog.gpu(s.gpuId);
    const auto model = scenarioModel(s, catalog);
    const auto precision = parseServingPrecision(s.precision);
    if (s.kind != ScenarioKind::Inference || !s.traffic.set() || !estimate.ok || !cost.rentKnown ||
        !(cost.rentPerGpuHour > 0) || !gpu || !model || !precision)
        return out;
    // The search again, priced, for its cost split between the phases: on one card the cheapest deployment is
    // the one with the fewest cards, which the estimate chose.
    ServingSearchRequest req = trafficSearchRequest(s, catalog, *model, *gpu, *precision);
    req.pricePerGpuHour[gpu->id] = cost.rentPerGpuHour;
    const auto found = searchServing(req);
    if (!found || found->options.empty())
        return out;
    const ServingOption& best = found->options.front();
    // The rate the load sends: given, or what its users send at the deployment's latency.
    const double loadRate = best.outcome.requestsPerSecond;
    out.known = true;
    out.requestsPerSecond = loadRate;
    out.currency = cost.currency;
    // A given count is rented whole even where the deployment needs fewer cards; the phases share it alike.
    out.rentPerHour = estimate.gpus * cost.rentPerGpuHour;
    const double scale = best.costPerHour > 0 ? out.rentPerHour / best.costPerHour : 1;
    out.inputPerMillion = best.inputCostPerMillion * scale;
    out.outputPerMillion = best.outputCostPerMillion * scale;
    out.outputTokensPerHour = best.outcome.outputTokensPerSecond * 3600;
    out.power = servingPower(best.deployment, best.outcome, prices.tariff ? prices.tariff->pue : 1.5,
                             assumptions.hostKw);

    // A model typed by its size is nobody's API (an empty id would match the closed models' prices).
    const std::vector<ApiPriceRecord> serving =
        s.modelId.empty() ? std::vector<ApiPriceRecord>{} : apiPricesServing(apiPrices, s.modelId);
    for (const ApiPriceRecord& p : serving) {
        const auto factor = rates.factor(p.currency, cost.currency);
        if (!factor) {
            out.skipped.push_back(p.label() + " (" + p.currency + ": no exchange rate to " + cost.currency +
                                  ")");
            continue;
        }
        const double f = factor.value();
        ScenarioApiComparison c;
        c.api = p;
        c.price = ApiPrice{p.inputPerMillion * f, p.cachedOrInput() * f, p.outputPerMillion * f};
        c.apiCostPerHour = c.price.perRequest(req.load) * loadRate * 3600;
        // The break-even search finds the cheapest deployment at each rate, so it is not capped by the count.
        ServingSearchRequest open = req;
        open.maxGpus = ServingSearchRequest{}.maxGpus;
        if (auto b = breakEvenLoad(open, c.price); b)
            c.breakEven = b.value();
        else
            c.problem = b.error();
        out.apis.push_back(std::move(c));
    }

    if (cost.buyKnown && cost.ownership.total.toDouble() > 0 && assumptions.years > 0) {
        const auto factor = rates.factor(cost.ownership.total.currency(), cost.currency);
        if (factor) {
            out.ownPerHour =
                cost.ownership.total.toDouble() * factor.value() / (assumptions.years * kHoursPerYear);
            out.owningBreakEvenShare = out.rentPerHour > 0 ? out.ownPerHour / out.rentPerHour : 0;
            const double load = owningBreakEvenLoad(req, loadRate, out.ownPerHour);
            out.owningCheaperAtEveryLoad = load < 0;
            out.owningBreakEvenRequestsPerSecond = std::max(0.0, load);
        }
    }
    return out;
}

} // namespace gpuplan::core
