#pragma once
// RL post-training runs ranked across GPU types (issue 34), as core::recommend ranks training: each card at
// the scenario's count (or the fewest GPUs that hold the run, or that meet its deadline), in the placement
// the scenario names or the fastest one, costed at the card's rent for the run's GPU-hours. Cards that meet
// the deadline and the budget come first, cheapest first, then fastest.

#include "core/planning/recommend.h"
#include "core/planning/scenario.h"

#include <map>
#include <string>
#include <vector>

namespace gpuplan::core {

/// Ranks the estimates the caller made of one scenario on each card (`estimates[i]` of `onCards[i]`, the
/// scenario with that card's id and the precision it runs in there), at each card's rent per GPU-hour in
/// `currency`; a card without a rent or an estimate is left out. A run whose generation pool is on a card of
/// its own (ScenarioEstimate::generationCard) pays each pool at its card's rent, and is left out without it.
Recommendation rankRlRuns(const std::vector<Scenario>& onCards,
                          const std::vector<ScenarioEstimate>& estimates,
                          const std::map<std::string, double>& pricePerGpuHour, const std::string& currency);

/// Plans the scenario on every card with a rent (or the `allowed` ones) and ranks them. A card without FP8
/// runs an FP8 scenario in BF16, and its option says so. With a generation card (Scenario::rl), every card
/// trains while that one generates; that card itself runs the whole run. Refused when no card is priced or
/// none can run it.
Result<Recommendation> recommendRl(const Scenario& scenario, const Catalog& catalog,
                                   const std::map<std::string, double>& pricePerGpuHour,
                                   const std::vector<std::string>& allowed, const std::string& currency);

} // namespace gpuplan::core
