#pragma once
// recommend()'s option for serving sized for traffic (RecommendRequest::traffic, issue 32): the deployment
// search of core/serving over one card at its rent, aggregated or disaggregated, for the cheapest deployment
// meeting the p90 limits at the request rate. Internal to recommend.cpp.

#include "core/planning/recommend.h"

namespace gpuplan::core {

/// Fills `o` (count, precision, cost per month, cost per million output tokens, plan and its p90 latencies)
/// for `gpu` rented at `price` per GPU-hour, or says in `o.problems` why no deployment meets the limits.
void trafficOption(const RecommendRequest& req, const GpuSpec& gpu, double price, RecommendOption& o);

} // namespace gpuplan::core
