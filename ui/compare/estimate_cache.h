#pragma once
// The scenario estimates the Compare page has made on its catalog, kept so that one scenario is not planned
// again when only its region or price changes, when the sensitivity chart needs the card's estimate the
// table has, or when the report hands over the estimates it made itself: a DeepSeek-V3 RL row takes about a
// second a card.

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
