#pragma once
// A serving scenario sized for traffic (Scenario::traffic, issue 32): the deployment search of
// core/serving over the scenario's card, aggregated or with disaggregated prefill and decode pools,
// for the fewest cards that meet the p90 service levels at the request rate.

#include "core/catalog/catalog.h"
#include "core/planning/scenario.h"
#include "core/serving/serving_search.h"

namespace gpuplan::core {

/// A traffic's load for the serving model: its rate, the lengths' means (`inputTokens`, `outputTokens`) and
/// 90th percentiles (0: the mean), the prefix cache's hit share and the p90 limits.
ServingLoad servingLoadOf(const ServingTraffic& traffic, double inputTokens, double outputTokens);

/// The search a traffic scenario runs: its card alone, its weights' precision, the load's lengths (a p90 of
/// 0 is the mean), its p90 limits, and at most its count of cards when one is given.
ServingSearchRequest trafficSearchRequest(const Scenario& s, const Catalog& catalog, const ModelSpec& model,
                                          const GpuSpec& gpu, ServingPrecision precision);

/// Fills `e` (ok, or refused naming the field) for a serving scenario whose traffic has a rate. The
/// count, when given, is the most cards the deployment may take, and the scenario rents all of them.
void estimateServingTraffic(const Scenario& s, const Catalog& catalog, const ModelSpec& model,
                            const GpuSpec& gpu, ServingPrecision precision, ScenarioEstimate& e);

} // namespace gpuplan::core
