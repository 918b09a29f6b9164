#include "core/planning/scenario_cost.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan::core {

double workingShare(ScenarioKind kind, const OwnershipAssumptions& a) {
    // Serving rents every hour of its months, so owning is weighed at every hour too.
    return kind == ScenarioKind::Inference ? 1.0 : a.utilization;
}

namespace {

// A pool of the scenario's cards costed at one card's prices: the whole scenario, or one pool of an RL run
// whose generation runs on a card of its own.
struct CostedPool {
    const PriceRecord* rent = nullptr;
    const PriceRecord* purchase = nullptr;
    int gpus = 0;
    std::string gpuId;
    std::string gpuName;
    double gpuWatts = 0;
    double hostWattsPerGpu = -1;
};

std::vector<CostedPool> poolsOf(const Scenario& s, const ScenarioEstimate& e, const ScenarioPrices& prices) {
    const auto ptr = [](const std::optional<PriceRecord>& p) { return p ? &*p : nullptr; };
    const int generation = e.generationCard ? e.generationCard->gpus : 0;
    std::vector<CostedPool> pools{{ptr(prices.rent), ptr(prices.purchase), e.gpus - generation, s.gpuId,
                                   e.gpuName, e.gpuWatts, e.hostWattsPerGpu}};
    if (const auto& g = e.generationCard)
        pools.push_back({ptr(prices.generationRent), ptr(prices.generationPurchase), g->gpus, g->gpuId,
                         g->gpuName, g->gpuWatts, g->hostWattsPerGpu});
    return pools;
}

// The sum of two pools' costs of owning, in one currency.
OwnershipCost plus(const OwnershipCost& a, const OwnershipCost& b) {
    OwnershipCost c;
    c.servers = a.servers + b.servers;
    c.capex = a.capex.plus(b.capex).value();
    c.facility = a.facility.plus(b.facility).value();
    c.energy = a.energy.plus(b.energy).value();
    c.maintenance = a.maintenance.plus(b.maintenance).value();
    c.residual = a.residual.plus(b.residual).value();
    c.total = a.total.plus(b.total).value();
    c.depreciationPerYear = a.depreciationPerYear.plus(b.depreciationPerYear).value();
    c.itKw = a.itKw + b.itKw;
    c.energyKwh = a.energyKwh + b.energyKwh;
    c.gpuHoursUsed = a.gpuHoursUsed + b.gpuHoursUsed;
    c.perGpuHour = c.gpuHoursUsed > 0 ? c.total.toDouble() / c.gpuHoursUsed : 0;
    return c;
}

// Renting the pools against owning them: the upfront, running and rent of each pool together.
BreakEven plus(const BreakEven& a, const BreakEven& b) {
    return breakEvenFrom(a.upfront + b.upfront, a.ownRunningPerMonth + b.ownRunningPerMonth,
                         a.rentPerMonth + b.rentPerMonth);
}

void addConverted(std::vector<std::string>& converted, const std::string& currency) {
    if (std::find(converted.begin(), converted.end(), currency) == converted.end())
        converted.push_back(currency);
}

// An amount in one currency scaled into another at `factor`.
Money scaled(const Money& m, double factor, const std::string& currency) {
    return factor == 1.0 && m.currency() == currency ? m : Money::fromDouble(m.toDouble() * factor, currency);
}

OwnershipCost scaled(OwnershipCost c, double factor, const std::string& currency) {
    for (Money* m :
         {&c.capex, &c.facility, &c.energy, &c.maintenance, &c.residual, &c.total, &c.depreciationPerYear})
        *m = scaled(*m, factor, currency);
    c.perGpuHour *= factor;
    return c;
}

// Owning the pools for the years, each at its card's server price, board power and host in its server
// price's currency, and together in the first pool's; and renting them against it (break-even).
void costOwnership(ScenarioCost& c, const std::vector<CostedPool>& pools, const ScenarioPrices& prices,
                   const ExchangeRates& rates, const OwnershipAssumptions& a) {
    for (const CostedPool& pool : pools) {
        if (!pool.purchase) {
            c.buyProblem = message(MessageId::CostNoPurchasePrice, {text(pool.gpuName)});
            return;
        }
        if (!(pool.gpuWatts > 0)) { // not published (a TPU, Trainium): its energy would be a guess
            c.buyProblem = message(MessageId::CostNoBoardPower, {text(pool.gpuName)});
            return;
        }
    }
    if (!prices.tariff) {
        c.buyProblem = message(MessageId::CostNoElectricity);
        return;
    }
    const std::string& first = pools.front().purchase->amount.currency();
    std::optional<OwnershipCost> owned;
    std::optional<BreakEven> even;
    const bool rented = std::all_of(pools.begin(), pools.end(), [](const CostedPool& p) { return p.rent; });
    for (std::size_t i = 0; i < pools.size(); ++i) {
        const CostedPool& pool = pools[i];
        const PriceRecord& server = *pool.purchase;
        const std::string& cur = server.amount.currency();
        auto factor = rates.factor(prices.tariff->currency, cur);
        if (!factor) {
            c.buyProblem = message(MessageId::CostElectricityCurrency,
                                   {text(prices.tariff->currency), text(cur), nested(factor.errorMessage())});
            return;
        }
        auto toFirst = rates.factor(cur, first); // a second pool's server priced in another currency
        if (!toFirst) {
            c.buyProblem = toFirst.errorMessage();
            return;
        }
        for (const std::string& used : {prices.tariff->currency, cur})
            if (used != first)
                addConverted(c.converted, used);
        OwnershipInputs in;
        in.serverPrice = server.amount;
        in.gpusPerServer = server.gpusPerMachine;
        in.gpuWatts = pool.gpuWatts;
        // A rack the catalog gives the power of (an NVL72: Grace CPUs, NVLink switch trays, NICs, pumps)
        // draws that besides its GPUs, per purchased unit of the price's size; otherwise the assumed host
        // per server.
        in.hostKw =
            pool.hostWattsPerGpu >= 0 ? pool.hostWattsPerGpu * server.gpusPerMachine / 1000.0 : a.hostKw;
        in.utilization = c.utilization;
        in.pue = prices.tariff->pue;
        in.electricityPerKwh = *prices.tariff->electricityPerKwh * factor.value();
        in.years = a.years;
        auto own = ownershipCost(in, pool.gpus);
        if (!own) {
            c.buyProblem = own.errorMessage();
            return;
        }
        if (i < c.pools.size()) {
            c.pools[i].buyKnown = true;
            c.pools[i].ownership = own.value();
        }
        const OwnershipCost inFirst = scaled(own.value(), toFirst.value(), first);
        owned = owned ? plus(*owned, inFirst) : inFirst;
        if (!rented || !c.breakEvenProblem.empty())
            continue;
        // Rent and purchase in one currency: the rent converted at the stored rate when they differ.
        RentPrice rent = pool.rent->rent();
        auto converted = rates.convert(rent.amount, cur);
        if (!converted) {
            c.breakEvenProblem =
                message(MessageId::CostRentCurrency,
                        {text(rent.amount.currency()), text(cur), nested(converted.errorMessage())});
            even.reset();
            continue;
        }
        if (rent.amount.currency() != first)
            addConverted(c.converted, rent.amount.currency());
        rent.amount = converted.value();
        if (auto b = breakEven(rent, in, pool.gpus)) {
            const double f = toFirst.value();
            const BreakEven part =
                breakEvenFrom(b->upfront * f, b->ownRunningPerMonth * f, b->rentPerMonth * f);
            even = even ? plus(*even, part) : part;
        }
    }
    c.buyKnown = true;
    c.ownership = *owned;
    if (c.breakEvenProblem.empty() && even)
        c.breakEven = even;
}

} // namespace

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
    const std::vector<CostedPool> pools = poolsOf(s, e, prices);
    if (pools.size() > 1) // two card types: each pool's share too, filled in as it is known
        for (const CostedPool& pool : pools)
            c.pools.push_back({pool.gpus, false, {}, 0, false, {}});
    // A price problem names the card as every view does (the estimate's name), not by its catalog id.
    const auto byName = [&](Message m) {
        for (MessageArg& arg : m.args)
            for (const CostedPool& pool : pools)
                if (!pool.gpuName.empty() && arg.kind == MessageArg::Kind::Text && arg.english == pool.gpuId)
                    arg = text(pool.gpuName);
        return m;
    };
    if (!prices.rent) {
        c.rentProblem = byName(prices.rentProblem);
    } else if (pools.size() > 1 && !prices.generationRent) {
        c.rentProblem = byName(prices.generationRentProblem);
    } else {
        c.currency = prices.rent->amount.currency();
        // Each pool's rent in the first's currency, and the price behind it (typical, low, high) for the
        // range.
        std::vector<double> parts;
        std::vector<InputRange> inputs;
        double perGpuHourSum = 0;
        for (std::size_t i = 0; i < pools.size(); ++i) {
            const PriceRecord& p = *pools[i].rent;
            const RentPrice rent = p.rent();
            auto factor = rates.factor(p.amount.currency(), c.currency);
            if (!factor) {
                c.rentProblem = factor.errorMessage();
                break;
            }
            if (p.amount.currency() != c.currency)
                addConverted(c.converted, p.amount.currency());
            const Money part = rentCost(rent, pools[i].gpus, billedHours);
            if (!c.pools.empty()) {
                c.pools[i].rent = part;
                c.pools[i].rentPerGpuHour = rent.perGpuHour() * factor.value();
            }
            parts.push_back(part.toDouble() * factor.value());
            perGpuHourSum += rent.perGpuHour() * factor.value() * pools[i].gpus;
            const double typical = p.amount.toDouble();
            inputs.push_back(
                {message(i == 0 ? MessageId::InputRentPrice : MessageId::InputGenerationRentPrice),
                 p.low ? p.low->toDouble() : typical, typical, p.high ? p.high->toDouble() : typical});
        }
        if (c.rentProblem.empty()) {
            c.rentKnown = true;
            for (PoolCost& pool : c.pools)
                pool.rentKnown = true;
            double total = 0;
            for (double part : parts)
                total += part;
            c.rent = Money::fromDouble(total, c.currency);
            // A pool's price per GPU-hour; two pools' together, weighted by their GPUs.
            c.rentPerGpuHour = perGpuHourSum / std::max(1, e.gpus);
            const double perGpu = e.tokensPerSecond / e.gpus; // trained or generated tokens
            c.costPerMillionTokens = costPerMillionTokens(c.rentPerGpuHour, perGpu);
            // What else moves the rent: training's efficiency (its hours), and a serving card's throughput
            // where the count is chosen for the load (its cards); a given count of serving cards rents the
            // same.
            if (e.training)
                inputs.push_back({message(MessageId::InputEfficiency), speedLow, 1.0, speedHigh});
            else if (e.countChosen) // traffic by the load model's range, a throughput target by the replica's
                inputs.push_back({message(MessageId::InputServingThroughput),
                                  s.traffic.set() ? a.loadThroughputLow : a.replicaThroughputLow, 1.0,
                                  s.traffic.set() ? a.loadThroughputHigh : a.replicaThroughputHigh});
            const std::size_t priced = pools.size();
            auto rentAt = [&](const std::vector<double>& v) {
                double rent = 0;
                for (std::size_t i = 0; i < priced; ++i)
                    rent += parts[i] * (v[i] / inputs[i].typical);
                return rent / (inputs.size() > priced ? v[priced] : 1.0);
            };
            c.rentRange = evaluateRange(inputs, rentAt);
            c.sensitivity = sensitivity(inputs, rentAt);
            c.overBudget = s.budget > 0 && total > s.budget;
        }
    }
    costOwnership(c, pools, prices, rates, a);
    c.buyJobShare = c.buyKnown && e.training ? c.ownership.perGpuHour * e.gpuHours : 0;
    return c;
}

} // namespace gpuplan::core
