#include "report/report_decision.h"

#include "core/prices/price_store.h"

#include <algorithm>

namespace gpuplan::ui {

const core::RecommendOption* ReportDecision::option(const std::string& gpuId) const {
    if (!recommendation)
        return nullptr;
    for (const core::RecommendOption& o : recommendation->options)
        if (o.gpuId == gpuId)
            return &o;
    return nullptr;
}

namespace {

// An RL run ranked as core::recommend ranks training: each card as the comparison planned it (the scenario's
// count or the fewest that hold it, the fastest placement), costed at its rent for the run's GPU-hours;
// those that meet the deadline and the budget first, by cost, then by time.
core::Recommendation rankRlRun(const ReportInputs& in, const ComparisonData& cmp, const ReportDecision& d) {
    core::Recommendation rec;
    for (std::size_t i = 0; i < in.gpuIds.size() && i < cmp.estimates.size(); ++i) {
        const core::ScenarioEstimate& e = cmp.estimates[i];
        if (!e.ok || !d.prices[i].converted)
            continue;
        core::RecommendOption o;
        o.gpuId = in.gpuIds[i];
        o.gpuName = e.gpuName;
        o.precision = in.scenario.precision;
        o.gpus = e.gpus;
        o.nodes = (e.gpus + e.gpusPerNode - 1) / std::max(1, e.gpusPerNode);
        o.wallSeconds = e.wallSeconds;
        o.gpuHours = e.gpuHours;
        o.tokensPerSecondPerGpu = e.tokensPerSecond / std::max(1, e.gpus);
        o.cost = e.gpuHours * d.prices[i].perGpuHour;
        o.plan = core::englishText(e.plan);
        o.feasible = (in.scenario.deadlineHours <= 0 || e.wallSeconds <= in.scenario.deadlineHours * 3600) &&
                     (in.scenario.budget <= 0 || o.cost <= in.scenario.budget);
        rec.options.push_back(std::move(o));
    }
    std::stable_sort(rec.options.begin(), rec.options.end(),
                     [](const core::RecommendOption& a, const core::RecommendOption& b) {
                         if (a.feasible != b.feasible)
                             return a.feasible;
                         return a.cost != b.cost ? a.cost < b.cost : a.wallSeconds < b.wallSeconds;
                     });
    return rec;
}

} // namespace

ReportDecision decide(const ReportInputs& in, const ComparisonData& cmp) {
    ReportDecision d;
    d.currency = cmp.currency;
    const auto scopes = core::priceScopes(in.regions, in.regionId);
    for (const auto& scope : scopes)
        d.scopes.push_back(scope.front());
    const bool rl = core::isRlKind(in.scenario.kind);
    auto requested = rl ? core::Result<core::RecommendRequest>(core::RecommendRequest{})
                        : core::requestForScenario(in.scenario, *in.catalog);
    if (!requested) {
        d.problem = requested.error();
        return d;
    }
    core::RecommendRequest request = std::move(requested).value();
    request.currency = d.currency;
    for (std::size_t i = 0; i < in.gpuIds.size(); ++i) {
        CardPrice price;
        // The comparison chose each card's prices with core::choosePrices; the band is its rent per
        // GPU-hour in the report's currency (none when no stored rate converts it).
        if (i < cmp.chosen.size() && cmp.chosen[i].rent) {
            price.rent = cmp.chosen[i].rent;
            for (std::size_t s = 0; s < scopes.size(); ++s)
                if (std::find(scopes[s].begin(), scopes[s].end(), price.rent->regionId) != scopes[s].end()) {
                    price.scope = static_cast<int>(s);
                    break;
                }
        }
        if (price.rent && i < cmp.priceBands.size() && cmp.priceBands[i]) {
            price.converted = true;
            price.perGpuHour = cmp.priceBands[i]->perGpuHour;
            request.allowed.push_back(in.gpuIds[i]);
            request.pricePerGpuHour[in.gpuIds[i]] = price.perGpuHour;
        }
        d.prices.push_back(price);
    }
    if (request.allowed.empty()) {
        d.problem = "no card has a rent price";
        return d;
    }
    if (rl) {
        d.recommendation = rankRlRun(in, cmp, d);
        if (d.recommendation->options.empty()) {
            d.problem = "no priced card can run it";
            d.recommendation.reset();
        }
        return d;
    }
    auto rec = core::recommend(request);
    if (!rec) {
        d.problem = rec.error();
        return d;
    }
    d.recommendation = std::move(rec).value();
    // What FP8 would change, when the scenario does not use it and a ranked card has it.
    const bool fp8Card =
        std::any_of(request.allowed.begin(), request.allowed.end(), [&](const std::string& id) {
            return in.catalog->gpu(id)->supports(core::Precision::FP8);
        });
    if (!request.allowFp8 && request.workload != core::Workload::Serve && fp8Card) {
        request.allowFp8 = true;
        if (auto fp8 = core::recommend(request))
            d.inFp8 = std::move(fp8).value();
    }
    return d;
}

} // namespace gpuplan::ui
