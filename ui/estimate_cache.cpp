#include "estimate_cache.h"

#include <algorithm>

namespace gpuplan::ui {
namespace {

// Enough for six cards in a few regions' worth of scenarios; the oldest goes first.
constexpr std::size_t kKeptEstimates = 32;

// What an estimate depends on: not the name, the region or the chosen price (core::estimateScenario reads
// none of them; they are the cost's).
core::Scenario estimateKey(const core::Scenario& s) {
    core::Scenario key = s;
    key.name.clear();
    key.regionId.clear();
    key.priceId = 0;
    return key;
}

} // namespace

core::ScenarioEstimate EstimateCache::estimate(const core::Scenario& scenario, const core::Catalog& catalog) {
    const core::Scenario key = estimateKey(scenario);
    const auto kept =
        std::find_if(m_kept.begin(), m_kept.end(), [&](const auto& e) { return e.first == key; });
    if (kept != m_kept.end())
        return kept->second;
    core::ScenarioEstimate e = core::estimateScenario(scenario, catalog);
    remember(scenario, e);
    return e;
}

void EstimateCache::remember(const core::Scenario& scenario, core::ScenarioEstimate estimate) {
    core::Scenario key = estimateKey(scenario);
    std::erase_if(m_kept, [&](const auto& e) { return e.first == key; });
    m_kept.emplace_back(std::move(key), std::move(estimate));
    while (m_kept.size() > kKeptEstimates)
        m_kept.pop_front();
}

} // namespace gpuplan::ui
