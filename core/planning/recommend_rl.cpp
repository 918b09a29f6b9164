#include "core/planning/recommend_rl.h"

#include "core/prices/cost.h"

#include <algorithm>
#include <cstdio>

namespace gpuplan::core {
namespace {

std::string rlFormatted(const char* format, double a, double b = 0) {
    char buf[256];
    std::snprintf(buf, sizeof buf, format, a, b);
    return buf;
}

std::string rlWallTime(double seconds) {
    return seconds >= 2 * 86400 ? rlFormatted("%.1f days", seconds / 86400)
                                : rlFormatted("%.1f hours", seconds / 3600);
}

// What each option misses, and how each differs from the first choice, from the numbers.
void explain(const Scenario& s, const std::string& currency, Recommendation& rec) {
    for (RecommendOption& o : rec.options) {
        if (s.deadlineHours > 0 && o.wallSeconds > s.deadlineHours * 3600)
            o.problems.push_back("takes " + rlWallTime(o.wallSeconds) + ", past the deadline of " +
                                 rlWallTime(s.deadlineHours * 3600));
        if (s.budget > 0 && o.cost > s.budget)
            o.problems.push_back(rlFormatted("costs %.0f ", o.cost) + currency +
                                 rlFormatted(", over the budget of %.0f ", s.budget) + currency);
    }
    if (rec.options.empty() || !rec.options.front().feasible) {
        rec.summary = "No GPU meets every constraint; the options below say what each misses.";
        return;
    }
    RecommendOption& first = rec.options.front();
    if (rec.options.size() > 1 && rec.options[1].cost > 0)
        first.reasons.insert(first.reasons.begin(),
                             rlFormatted("lowest cost: %.0f%% below the next option",
                                         100.0 * (1 - first.cost / rec.options[1].cost)));
    for (std::size_t i = 1; i < rec.options.size(); ++i) {
        RecommendOption& o = rec.options[i];
        if (first.cost <= 0)
            break;
        std::string r =
            o.cost >= first.cost
                ? rlFormatted("costs %.0f%% more than the first choice", 100.0 * (o.cost / first.cost - 1))
                : rlFormatted("costs %.0f%% less than the first choice", 100.0 * (1 - o.cost / first.cost));
        if (o.wallSeconds < first.wallSeconds / 1.05)
            r += rlFormatted(" but finishes %.1fx sooner", first.wallSeconds / o.wallSeconds);
        o.reasons.insert(o.reasons.begin(), r);
    }
    rec.summary = "Recommended: " + std::to_string(first.gpus) + " x " + first.gpuName + " (" +
                  first.precision + "), " + rlWallTime(first.wallSeconds) +
                  rlFormatted(", %.0f ", first.cost) + currency;
}

} // namespace

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
        RecommendOption o;
        o.gpuId = onCards[i].gpuId;
        o.gpuName = e.gpuName;
        o.precision = onCards[i].precision;
        o.gpus = e.gpus;
        o.nodes = (e.gpus + e.gpusPerNode - 1) / std::max(1, e.gpusPerNode);
        o.wallSeconds = e.wallSeconds;
        o.gpuHours = e.gpuHours;
        o.tokensPerSecondPerGpu = e.tokensPerSecond / std::max(1, e.gpus);
        o.cost = e.gpuHours * price->second;
        o.costPerMillionTokens = costPerMillionTokens(price->second, o.tokensPerSecondPerGpu); // trained
        o.plan = englishText(e.plan);
        o.feasible = (s.deadlineHours <= 0 || e.wallSeconds <= s.deadlineHours * 3600) &&
                     (s.budget <= 0 || o.cost <= s.budget);
        rec.options.push_back(std::move(o));
    }
    std::stable_sort(rec.options.begin(), rec.options.end(),
                     [](const RecommendOption& a, const RecommendOption& b) {
                         if (a.feasible != b.feasible)
                             return a.feasible;
                         return a.cost != b.cost ? a.cost < b.cost : a.wallSeconds < b.wallSeconds;
                     });
    explain(s, currency, rec);
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
