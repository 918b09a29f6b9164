// The serving search swept along a curve (docs/estimation.md, section 7.4): throughput per GPU against
// tokens per second per user, and the load at which self-hosting costs less than an API.
#include "core/inference/inference_estimator.h"
#include "core/serving/serving_model.h"
#include "core/serving/serving_search.h"

#include <algorithm>

namespace gpuplan::core {

std::vector<FrontierPoint> servingFrontier(const ServingSearchRequest& request) {
    std::vector<FrontierPoint> all;
    if (!request.catalog || request.weights.empty())
        return all;
    const ServingModel model(*request.catalog, request.model, request.load);
    const ServingPrecision w = request.weights.front();
    const double out = std::max(1.0, request.load.output.mean);
    for (const std::string& id : request.gpuIds) {
        const GpuSpec* gpu = request.catalog->gpu(id);
        if (!gpu || (w == ServingPrecision::FP4 && !gpu->supports(Precision::FP4)))
            continue;
        for (const auto& [tp, ep] :
             servingLayouts(request.model, gpu->scaleUpGpus(gpu->defaultGpusPerNode))) {
            const ReplicaModel& r = model.replica(*gpu, tp, ep, w, request.kv, request.speculative);
            if (!r.fits())
                continue;
            for (int batch = 1; batch <= r.maxBatch(); batch = std::max(batch + 1, batch * 5 / 4)) {
                // Decoding emits D = B a / step tokens a second; each request's prefill work p then takes
                // D p / O of the time, so the replica emits D / (1 + D p / O).
                const double step = r.stepSeconds(batch);
                const double decoding = batch * r.tokensPerStep() / step;
                const double rate = decoding / (1 + decoding * r.prefillWorkMean() / out);
                all.push_back(
                    {id, tp, ep, batch, r.tokensPerStep() / step * rate / decoding, rate / r.gpus()});
            }
        }
    }
    // Keep the points no other beats on both axes.
    std::sort(all.begin(), all.end(), [](const FrontierPoint& a, const FrontierPoint& b) {
        return a.tokensPerSecondPerUser != b.tokensPerSecondPerUser
                   ? a.tokensPerSecondPerUser > b.tokensPerSecondPerUser
                   : a.tokensPerSecondPerGpu > b.tokensPerSecondPerGpu;
    });
    std::vector<FrontierPoint> frontier;
    for (const FrontierPoint& p : all)
        if (frontier.empty() || p.tokensPerSecondPerGpu > frontier.back().tokensPerSecondPerGpu)
            frontier.push_back(p);
    return frontier;
}

} // namespace gpuplan::core

namespace gpuplan::core {

double ApiPrice::perRequest(const ServingLoad& load) const {
    const double cached = load.input.mean * load.prefixHitShare;
    return ((load.input.mean - cached) * input + cached * cachedInput + load.output.mean * output) / 1e6;
}

Result<ApiBreakEven> breakEvenLoad(ServingSearchRequest request, const ApiPrice& api,
                                   double maxRequestsPerSecond) {
    if (!request.catalog)
        return fail("no catalog");
    for (const std::string& id : request.gpuIds)
        if (!(request.pricePerGpuHour.count(id) && request.pricePerGpuHour.at(id) > 0))
            return fail("the break-even load needs a rent for every GPU type (none for " + id + ")");
    const double perRequest = api.perRequest(request.load);
    if (!(perRequest > 0))
        return fail("the API prices are all zero");
    request.top = 1;
    request.load.users = 0;
    // The cheapest deployment's cost per hour at a rate, and the API's for the same requests; the replica
    // figures are built once for every rate tried.
    ServingModel model(*request.catalog, request.model, request.load);
    ApiBreakEven best;
    auto cheaper = [&](double rate) {
        request.load.requestsPerSecond = rate;
        model.setRequestsPerSecond(rate);
        const auto r = searchServing(request, &model);
        if (!r || r->options.empty())
            return false;
        const double self = r->options.front().costPerHour;
        const double viaApi = perRequest * rate * 3600;
        if (self > viaApi)
            return false;
        best = ApiBreakEven{true, rate, self, viaApi, deploymentLabel(r->options.front().deployment)};
        return true;
    };
    // Rates double from one request a minute until self-hosting is cheaper, then bisect that doubling.
    double below = 0;
    for (double rate = 1.0 / 60; rate <= maxRequestsPerSecond; below = rate, rate *= 2) {
        if (!cheaper(rate))
            continue;
        double hi = rate, lo = below;
        for (int i = 0; i < 12 && hi - lo > 0.01 * hi; ++i) {
            const double mid = 0.5 * (lo + hi);
            (cheaper(mid) ? hi : lo) = mid;
        }
        return best; // set by the last rate found cheaper, hi
    }
    return best; // found == false
}

std::vector<double> cheapestCostPerHour(ServingSearchRequest request, const std::vector<double>& rates) {
    std::vector<double> out(rates.size(), 0.0);
    if (!request.catalog)
        return out;
    request.top = 1;
    request.load.users = 0;
    ServingModel model(*request.catalog, request.model, request.load); // built once for every rate
    for (std::size_t i = 0; i < rates.size(); ++i) {
        if (!(rates[i] > 0))
            continue;
        request.load.requestsPerSecond = rates[i];
        model.setRequestsPerSecond(rates[i]);
        const auto r = searchServing(request, &model);
        if (r && !r->options.empty())
            out[i] = r->options.front().costPerHour;
    }
    return out;
}

} // namespace gpuplan::core
