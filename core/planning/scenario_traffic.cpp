#include "core/planning/scenario_traffic.h"

#include "core/inference/inference_estimator.h"
#include "core/prices/cost.h"
#include "core/serving/serving_model.h"
#include "core/serving/serving_search.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::core {
namespace {

void refuse(ScenarioEstimate& e, ScenarioField field, Message why) {
    e.ok = false;
    e.problemField = field;
    e.problem = std::move(why);
}

} // namespace

ServingLoad servingLoadOf(const ServingTraffic& t, double inputTokens, double outputTokens) {
    ServingLoad load;
    load.requestsPerSecond = t.requestsPerSecond;
    load.users = t.users;
    load.thinkSeconds = t.thinkSeconds;
    load.input = {inputTokens, t.inputP90 > 0 ? t.inputP90 : inputTokens};
    load.output = {outputTokens, t.outputP90 > 0 ? t.outputP90 : outputTokens};
    load.prefixHitShare = t.prefixHitShare;
    load.slo = {0.9, t.maxTtftSeconds, t.maxTpotSeconds, 0};
    return load;
}

ServingSearchRequest trafficSearchRequest(const Scenario& s, const Catalog& catalog, const ModelSpec& model,
                                          const GpuSpec& gpu, ServingPrecision precision) {
    ServingSearchRequest req;
    req.catalog = &catalog;
    req.model = model;
    req.load = servingLoadOf(s.traffic, s.inputTokens, s.outputTokens);
    req.gpuIds = {gpu.id};
    req.mixGpuTypes = false;
    req.weights = {precision};
    if (s.gpus > 0)
        req.maxGpus = s.gpus;
    req.top = 1;
    return req;
}

void estimateServingTraffic(const Scenario& s, const Catalog& catalog, const ModelSpec& model,
                            const GpuSpec& gpu, ServingPrecision precision, ScenarioEstimate& e) {
    const ServingTraffic& t = s.traffic;
    if (t.requestsPerSecond < 0 || t.inputP90 < 0 || t.outputP90 < 0 || t.prefixHitShare < 0 ||
        t.prefixHitShare > 1 || t.maxTtftSeconds < 0 || t.maxTpotSeconds < 0 ||
        (t.inputP90 > 0 && t.inputP90 < s.inputTokens) || (t.outputP90 > 0 && t.outputP90 < s.outputTokens))
        return refuse(e, ScenarioField::Tokens, message(MessageId::ScenarioTrafficRange));
    if (t.users < 0 || t.thinkSeconds < 0 || (t.users > 0 && t.requestsPerSecond > 0) ||
        (t.thinkSeconds > 0 && !(t.users > 0)))
        return refuse(e, ScenarioField::Tokens, message(MessageId::ScenarioTrafficUsers));
    const ServingSearchRequest req = trafficSearchRequest(s, catalog, model, gpu, precision);
    // One model for the search and the decode replica's figures below, so the replica is built once.
    const ServingModel serving(catalog, model, req.load);
    auto r = searchServing(req, &serving);
    if (!r)
        return refuse(e, s.gpus > 0 ? ScenarioField::Count : ScenarioField::Tokens, r.errorMessage());
    const ServingOption& best = r->options.front();
    const ServingDeployment& d = best.deployment;
    const ServingOutcome& o = best.outcome;
    const int batch = std::max(1, static_cast<int>(std::ceil(o.decodeBatch)));
    InferenceEstimate replica =
        serving.replica(*d.decode.gpu, d.decode.tp, d.decode.ep, d.weights, d.kv, d.speculative)
            .estimate(batch);
    // The details show the load's p90 figures, not one replica's static batch.
    replica.ttftSeconds = o.ttftSeconds;
    replica.tpotSeconds = o.tpotSeconds;
    replica.requestSeconds = o.e2eSeconds;
    replica.maxBatch = o.maxDecodeBatch;
    replica.limitedBy = BatchLimit::Requests;
    replica.replicas = d.decode.replicas;
    e.ok = true;
    e.serve = replica;
    e.gpus = s.gpus > 0 ? s.gpus : d.gpus();
    e.countChosen = s.gpus == 0;
    e.wallSeconds = o.e2eSeconds;
    e.gpuHours = e.gpus * kHoursPerMonth;
    e.tokensPerSecond = o.outputTokensPerSecond;
    e.memoryPerGpu = replica.memory.total();
    const auto ms = [](double seconds) { return fixed(seconds * 1000.0, 0); };
    e.plan = d.mode == ServingMode::Aggregated
                 ? message(MessageId::PlanServingTrafficAggregated,
                           {integer(d.decode.replicas), integer(d.decode.tp), integer(d.decode.ep),
                            ms(o.ttftSeconds), ms(o.tpotSeconds)})
                 : message(MessageId::PlanServingTrafficDisaggregated,
                           {integer(d.prefill.replicas), integer(d.prefill.tp), integer(d.prefill.ep),
                            integer(d.decode.replicas), integer(d.decode.tp), integer(d.decode.ep),
                            ms(o.ttftSeconds), ms(o.tpotSeconds)});
    if (replica.weightOnly)
        e.warnings.push_back(message(MessageId::WarningWeightOnly, {text(gpu.name), text(s.precision)}));
}

} // namespace gpuplan::core
