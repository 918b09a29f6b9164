#include "core/scenario_cost.h"

#include <algorithm>

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

} // namespace

ScenarioPrices choosePrices(const Scenario& s, const std::vector<PriceRecord>& prices,
                            const std::vector<Region>& regions) {
    ScenarioPrices out;
    for (const Region& r : regions)
        if (r.id == s.regionId)
            out.region = r;
    if (s.priceId != 0) {
        const auto it = std::find_if(prices.begin(), prices.end(),
                                     [&](const PriceRecord& p) { return p.id == s.priceId; });
        if (it == prices.end())
            out.rentProblem = "price " + std::to_string(s.priceId) + " is no longer stored: choose another";
        else if (it->gpuId != s.gpuId)
            out.rentProblem =
                "price " + std::to_string(s.priceId) + " is for " + it->gpuId + ", not " + s.gpuId;
        else if (!isRent(*it))
            out.rentProblem = "price " + std::to_string(s.priceId) + " is a purchase price, not a rent";
        else
            out.rent = *it;
    }
    bool spotOnly = false;
    for (const PriceRecord& p : prices) {
        if (p.gpuId != s.gpuId || p.regionId != s.regionId)
            continue;
        if (p.kind == PriceKind::Purchase) {
            if (!out.purchase || p.amount.currency() != out.purchase->amount.currency() ||
                p.amount.minor() * out.purchase->gpusPerMachine <
                    out.purchase->amount.minor() * p.gpusPerMachine)
                out.purchase = p;
            continue;
        }
        if (s.priceId != 0)
            continue;
        if (p.kind == PriceKind::Spot) {
            spotOnly = true;
            continue;
        }
        // Compare within one currency: the region's, or the first one met.
        const bool better = !out.rent || (p.amount.currency() == out.rent->amount.currency()
                                              ? rentOf(p).perGpuHour() < rentOf(*out.rent).perGpuHour()
                                              : out.region && p.amount.currency() == out.region->currency);
        if (better)
            out.rent = p;
    }
    if (!out.rent && out.rentProblem.empty()) {
        if (s.regionId.empty())
            out.rentProblem = "choose a region for the price";
        else if (!out.region)
            out.rentProblem = "unknown region '" + s.regionId + "'";
        else
            out.rentProblem = "no stored rent price for " + s.gpuId + " in " + out.region->nameEn +
                              (spotOnly ? " except spot (choose it explicitly)" : ": add one in Prices");
    }
    return out;
}

ScenarioCost costScenario(const Scenario& s, const ScenarioEstimate& e, const ScenarioPrices& prices,
                          const ExchangeRates& rates, const OwnershipAssumptions& a) {
    ScenarioCost c;
    if (!e.ok) {
        c.rentProblem = c.buyProblem = "no estimate";
        return c;
    }
    c.hoursRange = e.training ? ResultRange{e.wallSeconds / 3600 / a.efficiencyHigh, e.wallSeconds / 3600,
                                            e.wallSeconds / 3600 / a.efficiencyLow}
                              : ResultRange{e.wallSeconds / 3600, e.wallSeconds / 3600, e.wallSeconds / 3600};
    const double billedHours = e.training ? e.wallSeconds / 3600 : kHoursPerMonth;
    if (!prices.rent) {
        c.rentProblem = prices.rentProblem;
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
        std::vector<InputRange> inputs{{"rent price", p.low ? p.low->toDouble() : typical, typical,
                                        p.high ? p.high->toDouble() : typical}};
        if (e.training)
            inputs.push_back({"efficiency", a.efficiencyLow, 1.0, a.efficiencyHigh});
        const double rentTypical = c.rent.toDouble();
        auto rentAt = [&](const std::vector<double>& v) {
            return rentTypical * (v[0] / typical) / (e.training ? v[1] : 1.0);
        };
        c.rentRange = evaluateRange(inputs, rentAt);
        c.sensitivity = sensitivity(inputs, rentAt);
        c.overBudget = s.budget > 0 && rentTypical > s.budget;
    }

    if (!prices.purchase) {
        c.buyProblem =
            "no purchase price for " + s.gpuId + " in this region: add one in Prices (kind purchase)";
        return c;
    }
    if (!prices.region || !prices.region->electricityPerKwh) {
        c.buyProblem = "the region has no electricity price: set one to see the cost of owning";
        return c;
    }
    const PriceRecord& server = *prices.purchase;
    const std::string& cur = server.amount.currency();
    auto factor = rates.factor(prices.region->currency, cur);
    if (!factor) {
        c.buyProblem =
            "electricity in " + prices.region->currency + ", purchase in " + cur + ": " + factor.error();
        return c;
    }
    OwnershipInputs in;
    in.serverPrice = server.amount;
    in.gpusPerServer = server.gpusPerMachine;
    in.gpuWatts = e.gpuWatts;
    in.hostKw = a.hostKw;
    in.utilization = a.utilization;
    in.pue = prices.region->pue;
    in.electricityPerKwh = *prices.region->electricityPerKwh * factor.value();
    in.years = a.years;
    auto own = ownershipCost(in, e.gpus);
    if (!own) {
        c.buyProblem = own.error();
        return c;
    }
    c.buyKnown = true;
    c.ownership = own.value();
    c.buyJobShare = e.training ? c.ownership.perGpuHour * e.gpuHours : 0;
    if (prices.rent && prices.rent->amount.currency() == cur) {
        if (auto b = breakEven(rentOf(*prices.rent), in, e.gpus))
            c.breakEven = b.value();
    } // rent and purchase in different currencies: no break-even (stated by the caller)
    return c;
}

} // namespace gpuplan::core
