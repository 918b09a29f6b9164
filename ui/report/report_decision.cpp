#include "report/report_decision.h"

#include "core/planning/recommend_rl.h"
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
        // Each card as the comparison planned it, in the precision it ran in there.
        std::vector<core::Scenario> onCards;
        for (const std::string& id : in.gpuIds)
            onCards.push_back(scenarioOnCard(in.scenario, in.catalog->gpu(id), in.regionId));
        d.recommendation = core::rankRlRuns(onCards, cmp.estimates, request.pricePerGpuHour, d.currency);
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
