#include "core/planning/scenario_cost.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

namespace gpuplan::core {
namespace {

RentPrice rentOf(const PriceRecord& p) {
    RentPrice r;
    r.amount = p.amount;
    r.unit = p.unit;
    r.gpusPerMachine = p.gpusPerMachine;
    return r;
}

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
    const auto perGpuHour = [](const PriceRecord& p) { return rentOf(p).perGpuHour(); };
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
    return out;
}

double workingShare(ScenarioKind kind, const OwnershipAssumptions& a) {
    // Serving rents every hour of its months, so owning is weighed at every hour too.
    return kind == ScenarioKind::Inference ? 1.0 : a.utilization;
}

ScenarioCost costScenario(const Scenario& s, const ScenarioEstimate& e, const ScenarioPrices& prices,
                          const ExchangeRates& rates, const OwnershipAssumptions& a) {
    ScenarioCost c;
    if (!e.ok) {
        c.rentProblem = c.buyProblem = message(MessageId::CostNoEstimate);
        return c;
    }
    // An RL run's speed is known to its own calibration's error, wider than training's.
    const double speedLow = e.rl ? a.rlSpeedLow : a.efficiencyLow;
    const double speedHigh = e.rl ? a.rlSpeedHigh : a.efficiencyHigh;
    c.hoursRange = e.training ? ResultRange{e.wallSeconds / 3600 / speedHigh, e.wallSeconds / 3600,
                                            e.wallSeconds / 3600 / speedLow}
                              : ResultRange{e.wallSeconds / 3600, e.wallSeconds / 3600, e.wallSeconds / 3600};
    const double billedHours = e.training ? e.wallSeconds / 3600 : kHoursPerMonth;
    c.utilization = workingShare(s.kind, a);
    // A price problem names the card as every view does (the estimate's name), not by its catalog id.
    const auto byName = [&](Message m) {
        if (!e.gpuName.empty())
            for (MessageArg& arg : m.args)
                if (arg.kind == MessageArg::Kind::Text && arg.english == s.gpuId)
                    arg = text(e.gpuName);
        return m;
    };
    if (!prices.rent) {
        c.rentProblem = byName(prices.rentProblem);
    } else {
        const PriceRecord& p = *prices.rent;
        const RentPrice rent = rentOf(p);
        c.currency = p.amount.currency();
        c.rentKnown = true;
        c.rent = rentCost(rent, e.gpus, billedHours);
        c.rentPerGpuHour = rent.perGpuHour();
        const double perGpu = e.tokensPerSecond / e.gpus; // trained or generated tokens
        c.costPerMillionTokens = costPerMillionTokens(c.rentPerGpuHour, perGpu);
        const double typical = p.amount.toDouble();
        std::vector<InputRange> inputs{{message(MessageId::InputRentPrice),
                                        p.low ? p.low->toDouble() : typical, typical,
                                        p.high ? p.high->toDouble() : typical}};
        // What else moves the rent: training's efficiency (its hours), and a serving card's throughput
        // where the count is chosen for the load (its cards); a given count of serving cards rents the same.
        if (e.training)
            inputs.push_back({message(MessageId::InputEfficiency), speedLow, 1.0, speedHigh});
        else if (e.countChosen) // traffic by the load model's range, a throughput target by the replica's
            inputs.push_back({message(MessageId::InputServingThroughput),
                              s.traffic.set() ? a.loadThroughputLow : a.replicaThroughputLow, 1.0,
                              s.traffic.set() ? a.loadThroughputHigh : a.replicaThroughputHigh});
        const double rentTypical = c.rent.toDouble();
        auto rentAt = [&](const std::vector<double>& v) {
            return rentTypical * (v[0] / typical) / (inputs.size() > 1 ? v[1] : 1.0);
        };
        c.rentRange = evaluateRange(inputs, rentAt);
        c.sensitivity = sensitivity(inputs, rentAt);
        c.overBudget = s.budget > 0 && rentTypical > s.budget;
    }

    if (!prices.purchase) {
        c.buyProblem = byName(message(MessageId::CostNoPurchasePrice, {text(s.gpuId)}));
        return c;
    }
    if (!(e.gpuWatts > 0)) { // not published (a TPU, Trainium): its energy would be a guess
        c.buyProblem = message(MessageId::CostNoBoardPower, {text(e.gpuName)});
        return c;
    }
    if (!prices.tariff) {
        c.buyProblem = message(MessageId::CostNoElectricity);
        return c;
    }
    const PriceRecord& server = *prices.purchase;
    const std::string& cur = server.amount.currency();
    auto factor = rates.factor(prices.tariff->currency, cur);
    if (!factor) {
        c.buyProblem = message(MessageId::CostElectricityCurrency,
                               {text(prices.tariff->currency), text(cur), nested(factor.errorMessage())});
        return c;
    }
    OwnershipInputs in;
    in.serverPrice = server.amount;
    in.gpusPerServer = server.gpusPerMachine;
    in.gpuWatts = e.gpuWatts;
    // A rack the catalog gives the power of (an NVL72: Grace CPUs, NVLink switch trays, NICs, pumps) draws
    // that besides its GPUs, per purchased unit of the price's size; otherwise the assumed host per server.
    in.hostKw = e.hostWattsPerGpu >= 0 ? e.hostWattsPerGpu * server.gpusPerMachine / 1000.0 : a.hostKw;
    in.utilization = c.utilization;
    if (prices.tariff->currency != cur)
        c.converted.push_back(prices.tariff->currency);
    in.pue = prices.tariff->pue;
    in.electricityPerKwh = *prices.tariff->electricityPerKwh * factor.value();
    in.years = a.years;
    auto own = ownershipCost(in, e.gpus);
    if (!own) {
        c.buyProblem = own.errorMessage();
        return c;
    }
    c.buyKnown = true;
    c.ownership = own.value();
    c.buyJobShare = e.training ? c.ownership.perGpuHour * e.gpuHours : 0;
    if (prices.rent) {
        // Rent and purchase in one currency: the rent converted at the stored rate when they differ.
        RentPrice rent = rentOf(*prices.rent);
        auto converted = rates.convert(rent.amount, cur);
        if (converted) {
            if (rent.amount.currency() != cur && std::find(c.converted.begin(), c.converted.end(),
                                                           rent.amount.currency()) == c.converted.end())
                c.converted.push_back(rent.amount.currency());
            rent.amount = converted.value();
            if (auto b = breakEven(rent, in, e.gpus))
                c.breakEven = b.value();
        } else {
            c.breakEvenProblem =
                message(MessageId::CostRentCurrency,
                        {text(rent.amount.currency()), text(cur), nested(converted.errorMessage())});
        }
    }
    return c;
}

} // namespace gpuplan::core
