#include "core/planning/recommend_traffic.h"

#include "core/planning/scenario_traffic.h"

#include "core/prices/cost.h"
#include "core/serving/serving_search.h"

#include <cstdio>

namespace gpuplan::core {

void trafficOption(const RecommendRequest& req, const GpuSpec& gpu, double price, RecommendOption& o) {
    const ServingTraffic& t = req.traffic;
    ServingSearchRequest s;
    s.catalog = req.catalog;
    s.model = req.model;
    s.load = servingLoadOf(t, req.serve.inputTokens, req.serve.outputTokens);
    s.gpuIds = {gpu.id};
    s.mixGpuTypes = false;
    // The precisions the workload allows, as for a throughput target: the search keeps the cheapest.
    s.weights = {ServingPrecision::BF16};
    if (req.allowFp8)
        s.weights.push_back(ServingPrecision::FP8);
    if (req.allowFp4 && gpu.supports(Precision::FP4))
        s.weights.push_back(ServingPrecision::FP4);
    s.pricePerGpuHour[gpu.id] = price;
    if (req.gpuCount > 0)
        s.maxGpus = req.gpuCount;
    s.top = 1;
    const auto found = searchServing(s);
    if (!found || found->options.empty()) {
        o.problems.push_back(found ? std::string("no deployment meets the limits") : found.error());
        return;
    }
    const ServingOption& best = found->options.front();
    const ServingDeployment& d = best.deployment;
    const ServingOutcome& r = best.outcome;
    // A given count is rented whole, as the scenario table rents it.
    o.gpus = req.gpuCount > 0 ? req.gpuCount : d.gpus();
    o.nodes = (o.gpus + gpu.defaultGpusPerNode - 1) / gpu.defaultGpusPerNode;
    o.precision = std::string(servingPrecisionName(d.weights));
    o.tokensPerSecondPerGpu = r.outputTokensPerSecond / o.gpus;
    o.cost = o.gpus * price * kHoursPerMonth;
    o.costPerMillionTokens = costPerMillionTokens(price, o.tokensPerSecondPerGpu);
    char buf[256];
    std::snprintf(buf, sizeof buf, "; p90 TTFT %.0f ms, TPOT %.0f ms", r.ttftSeconds * 1000,
                  r.tpotSeconds * 1000);
    o.plan = deploymentLabel(d) + buf;
    std::snprintf(buf, sizeof buf,
                  "carries %.3g requests/s at p90 %.0f ms to the first token and %.0f ms per output token",
                  r.requestsPerSecond, r.ttftSeconds * 1000, r.tpotSeconds * 1000);
    o.reasons.push_back(buf);
}

} // namespace gpuplan::core
