// Which stored prices a scenario is costed with (choosePrices, nearestCheapest; declared in scenario_cost.h):
// the nearest scope that has one, the cheapest there, and the market's cheapest comparable rent.
#include "core/planning/scenario_cost.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

namespace gpuplan::core {
namespace {

bool isRent(const PriceRecord& p) {
    return p.kind != PriceKind::Purchase;
}

// A price's cost per GPU in the region's currency, for ranking; a price without a rate to that
// currency ranks after every convertible one (by its own figure).
std::pair<int, double> rank(const PriceRecord& p, double perGpu, const std::string& currency,
                            const ExchangeRates& rates) {
    if (p.amount.currency() == currency)
        return {0, perGpu};
    auto factor = rates.factor(p.amount.currency(), currency);
    return factor ? std::pair{0, perGpu * factor.value()} : std::pair{1, perGpu};
}

} // namespace

std::optional<PriceRecord> nearestCheapest(const std::vector<PriceRecord>& prices,
                                           const std::vector<std::vector<std::string>>& scopes,
                                           const std::function<bool(const PriceRecord&)>& use,
                                           const std::function<double(const PriceRecord&)>& perGpu,
                                           const std::string& currency, const ExchangeRates& rates) {
    for (const std::vector<std::string>& scope : scopes) {
        std::optional<PriceRecord> best;
        std::pair<int, double> bestRank;
        for (const PriceRecord& p : prices) {
            if (!use(p) || std::find(scope.begin(), scope.end(), p.regionId) == scope.end())
                continue;
            const auto r = rank(p, perGpu(p), currency, rates);
            if (!best || r < bestRank) {
                best = p;
                bestRank = r;
            }
        }
        if (best)
            return best;
    }
    return std::nullopt;
}

ScenarioPrices choosePrices(const Scenario& s, const std::vector<PriceRecord>& prices,
                            const std::vector<Region>& regions, const ExchangeRates& rates) {
    ScenarioPrices out;
    const auto scopes = priceScopes(regions, s.regionId);
    for (const Region& r : regions)
        if (r.id == s.regionId)
            out.region = r;
    // The tariff: the region's own, else the nearest area's (a cloud region uses its metro's).
    if (const Region* tariff = tariffRegion(regions, s.regionId))
        out.tariff = *tariff;
    const std::string currency = out.region ? out.region->currency : "USD";
    // A rent a scenario is costed with unless it names one: the card's, on-demand, reserved or monthly (spot
    // can be interrupted), ranked by its cost per GPU-hour.
    const auto comparable = [&](const PriceRecord& p) {
        return p.gpuId == s.gpuId && isRent(p) && p.kind != PriceKind::Spot;
    };
    const auto perGpuHour = [](const PriceRecord& p) { return p.rent().perGpuHour(); };
    if (s.priceId != 0) {
        const auto it = std::find_if(prices.begin(), prices.end(),
                                     [&](const PriceRecord& p) { return p.id == s.priceId; });
        if (it == prices.end())
            out.rentProblem = message(MessageId::PriceGone, {text(std::to_string(s.priceId))});
        else if (it->gpuId != s.gpuId)
            out.rentProblem = message(MessageId::PriceOtherGpu,
                                      {text(std::to_string(s.priceId)), text(it->gpuId), text(s.gpuId)});
        else if (isRent(*it))
            out.rent = *it;
        else
            out.rentProblem = message(MessageId::PriceIsPurchase, {text(std::to_string(s.priceId))});
    } else {
        out.rent = nearestCheapest(prices, scopes, comparable, perGpuHour, currency, rates);
    }
    // The market's cheapest comparable offer: the whole area below the outermost one (the United States for
    // US East), compared with the chosen rent at the stored rates.
    if (scopes.size() >= 3) {
        const std::string marketId = scopes[scopes.size() - 2].front();
        for (const Region& r : regions)
            if (r.id == marketId)
                out.market = r;
        const auto marketScope = priceScopes(regions, marketId).front();
        if (auto cheapest = nearestCheapest(prices, {marketScope}, comparable, perGpuHour, currency, rates)) {
            // Ranked together, wherever the chosen rent is (a worldwide price, a price the scenario names).
            std::vector<PriceRecord> both{*cheapest};
            std::vector<std::string> scope = marketScope;
            if (out.rent) {
                both.push_back(*out.rent);
                scope.push_back(out.rent->regionId);
            }
            const auto anyRent = [](const PriceRecord& p) { return isRent(p); };
            const auto winner = nearestCheapest(both, {scope}, anyRent, perGpuHour, currency, rates);
            // A tie is no cheaper offer: the two are compared in one currency, at the stored rates (to a part
            // in a billion: a converted price is a double).
            const auto tied = [&](const PriceRecord& a, const PriceRecord& b) {
                const auto ra = rank(a, perGpuHour(a), currency, rates);
                const auto rb = rank(b, perGpuHour(b), currency, rates);
                return ra.first == rb.first && std::abs(ra.second - rb.second) <= 1e-9 * std::abs(rb.second);
            };
            if (winner && (!out.rent || (winner->id != out.rent->id && !tied(*winner, *out.rent))))
                out.marketRent = *winner;
        }
    }
    // A server price costs owning; a bare card's price does not (the server around it is missing).
    out.purchase = nearestCheapest(
        prices, scopes,
        [&](const PriceRecord& p) {
            return p.gpuId == s.gpuId && p.kind == PriceKind::Purchase && p.unit == PriceUnit::OneOff;
        },
        [](const PriceRecord& p) { return p.amount.toDouble() / p.gpusPerMachine; }, currency, rates);
    if (!out.rent && out.rentProblem.empty()) {
        const bool spotOnly = std::any_of(prices.begin(), prices.end(), [&](const PriceRecord& p) {
            return p.gpuId == s.gpuId && p.kind == PriceKind::Spot &&
                   std::any_of(scopes.begin(), scopes.end(), [&](const auto& scope) {
                       return std::find(scope.begin(), scope.end(), p.regionId) != scope.end();
                   });
        });
        if (s.regionId.empty())
            out.rentProblem = message(MessageId::PriceNeedsRegion);
        else if (!out.region)
            out.rentProblem = message(MessageId::PriceUnknownRegion, {text(s.regionId)});
        else
            out.rentProblem = message(spotOnly ? MessageId::PriceNoRentExceptSpot : MessageId::PriceNoRent,
                                      {text(s.gpuId), name(out.region->nameEn, out.region->nameZh)});
    }
    if (isRlKind(s.kind) && s.rl.placement != RlPlacementChoice::Colocated && !s.rl.generationGpuId.empty() &&
        s.rl.generationGpuId != s.gpuId) {
        Scenario generation = s;
        generation.gpuId = s.rl.generationGpuId;
        generation.priceId = 0;
        generation.rl.generationGpuId.clear();
        ScenarioPrices g = choosePrices(generation, prices, regions, rates);
        out.generationRent = std::move(g.rent);
        out.generationPurchase = std::move(g.purchase);
        out.generationRentProblem = std::move(g.rentProblem);
    }
    return out;
}

} // namespace gpuplan::core
