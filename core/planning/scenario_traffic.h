#pragma once
// A serving scenario sized for traffic (Scenario::traffic, issue 32): the deployment search of
// core/serving over the scenario's card, aggregated or with disaggregated prefill and decode pools,
// for the fewest cards that meet the p90 service levels at the request rate.

#include "core/catalog/catalog.h"
#include "core/planning/scenario.h"

namespace gpuplan::core {

/// Fills `e` (ok, or refused naming the field) for a serving scenario whose traffic has a rate. The
/// count, when given, is the most cards the deployment may take, and the scenario rents all of them.
void estimateServingTraffic(const Scenario& s, const Catalog& catalog, const ModelSpec& model,
                            const GpuSpec& gpu, ServingPrecision precision, ScenarioEstimate& e);

} // namespace gpuplan::core
