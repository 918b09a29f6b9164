#include "core/planning/recommend_rl.h"

#include "core/prices/cost.h"

#include <algorithm>

namespace gpuplan::core {

Recommendation rankRlRuns(const std::vector<Scenario>& onCards,
                          const std::vector<ScenarioEstimate>& estimates,
                          const std::map<std::string, double>& pricePerGpuHour, const std::string& currency) {
    Recommendation rec;
    if (onCards.empty())
        return rec;
    const Scenario& s = onCards.front();
    for (std::size_t i = 0; i < onCards.size() && i < estimates.size(); ++i) {
        const ScenarioEstimate& e = estimates[i];
        const auto price = pricePerGpuHour.find(onCards[i].gpuId);
        if (!e.ok || price == pricePerGpuHour.end())
            continue;
        // A generation pool on a card of its own is costed at that card's rent; without one, not ranked.
        double perGpuHour = price->second;
        if (const auto& pool = e.generationCard) {
            const auto generation = pricePerGpuHour.find(pool->gpuId);
            if (generation == pricePerGpuHour.end() || e.gpus <= 0)
                continue;
            perGpuHour = ((e.gpus - pool->gpus) * price->second + pool->gpus * generation->second) / e.gpus;
        }
        RecommendOption o;
        o.gpuId = onCards[i].gpuId;
        o.gpuName = e.gpuName;
        o.precision = onCards[i].precision;
        o.gpus = e.gpus;
        o.nodes = (e.gpus + e.gpusPerNode - 1) / std::max(1, e.gpusPerNode);
        o.wallSeconds = e.wallSeconds;
        o.gpuHours = e.gpuHours;
        o.tokensPerSecondPerGpu = e.tokensPerSecond / std::max(1, e.gpus);
        o.cost = e.gpuHours * perGpuHour;
        o.costPerMillionTokens = costPerMillionTokens(perGpuHour, o.tokensPerSecondPerGpu); // trained
        o.plan = englishText(e.plan);
        addMissedConstraints(o, s.deadlineHours * 3600, s.budget, currency);
        o.feasible = o.problems.empty();
        rec.options.push_back(std::move(o));
    }
    rankAndExplain(rec, Workload::Finetune, false, currency); // a job, as training's
    return rec;
}

Result<Recommendation> recommendRl(const Scenario& s, const Catalog& catalog,
                                   const std::map<std::string, double>& pricePerGpuHour,
                                   const std::vector<std::string>& allowed, const std::string& currency) {
    if (!isRlKind(s.kind))
        return fail("not an RL post-training run");
    std::vector<Scenario> onCards;
    std::vector<ScenarioEstimate> estimates;
    std::vector<std::string> refusals;
    for (const auto& [id, price] : pricePerGpuHour) {
        if (!allowed.empty() && std::find(allowed.begin(), allowed.end(), id) == allowed.end())
            continue;
        const GpuSpec* gpu = catalog.gpu(id);
        if (!gpu)
            continue;
        Scenario onCard = s;
        onCard.gpuId = id;
        // A buyer of a card without FP8 trains and generates in BF16.
        if (onCard.precision == "fp8" && !gpu->supports(Precision::FP8))
            onCard.precision = "bf16";
        ScenarioEstimate e = estimateScenario(onCard, catalog);
        if (!e.ok)
            refusals.push_back(gpu->name + ": " + englishText(e.problem));
        onCards.push_back(std::move(onCard));
        estimates.push_back(std::move(e));
    }
    if (onCards.empty())
        return fail("no priced GPU to rank");
    Recommendation rec = rankRlRuns(onCards, estimates, pricePerGpuHour, currency);
    for (RecommendOption& o : rec.options)
        if (o.precision != s.precision)
            o.reasons.push_back("runs in " + o.precision + ": the card has no " + s.precision);
    if (rec.options.empty())
        return fail("no priced GPU can run it: " + refusals.front());
    return rec;
}

} // namespace gpuplan::core
