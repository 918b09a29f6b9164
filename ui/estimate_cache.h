#pragma once
// Scenario estimates made on one catalog, kept so that a scenario is not planned again when only its name,
// region or price changes: the Scenarios table's rows (a preview as the user types, the committed edit) and
// the Compare page's cards (its table, its sensitivity chart, the estimates the report hands over). A
// DeepSeek-V3 RL row takes about a second to plan.

#include "core/planning/scenario.h"

#include <deque>
#include <utility>

namespace gpuplan::core {
class Catalog;
}

namespace gpuplan::ui {

class EstimateCache {
public:
    /// The scenario's estimate on `catalog`: the kept one where there is one, else estimated and kept.
    /// `catalog` must be the one every kept estimate was made on (clear() when it changes).
    core::ScenarioEstimate estimate(const core::Scenario& scenario, const core::Catalog& catalog);
    /// Keeps an estimate made elsewhere on the same catalog.
    void remember(const core::Scenario& scenario, core::ScenarioEstimate estimate);
    void clear() { m_kept.clear(); }
    int size() const { return static_cast<int>(m_kept.size()); }

private:
    std::deque<std::pair<core::Scenario, core::ScenarioEstimate>> m_kept; // the latest last
};

} // namespace gpuplan::ui
