#pragma once
// The details panel's time, placement and memory sections for an RL post-training scenario (issue 34).

#include "core/planning/scenario.h"
#include "core/planning/scenario_cost.h"

#include <QString>

namespace gpuplan::ui {

/// `e` must hold an RL estimate (ScenarioEstimate::rl).
QString rlDetailsHtml(const core::ScenarioEstimate& e, const core::ScenarioCost& cost);

} // namespace gpuplan::ui
