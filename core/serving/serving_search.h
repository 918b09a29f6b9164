#pragma once
// The deployment search (docs/estimation.md, section 7.4): for a serving load and its service levels,
// the fewest GPUs (or, where every card has a price, the lowest cost per hour) that meet them, aggregated
// or with disaggregated prefill and decode pools, possibly of different GPU types; the best deployment of
// each mode and GPU type as runners-up, and why each loses.

#include "core/catalog/catalog.h"
#include "core/catalog/model_spec.h"
#include "core/result.h"
#include "core/serving/serving_types.h"

#include <map>
#include <string>
#include <vector>

namespace gpuplan::core {

class ServingModel; // core/serving/serving_model.h

struct ServingSearchRequest {
    const Catalog* catalog = nullptr;
    ModelSpec model;
    ServingLoad load;
    std::vector<std::string> gpuIds; // the GPU types to consider
    bool aggregated = true;
    bool disaggregated = true;
    bool mixGpuTypes = true; // disaggregated: prefill on one type and decode on another
    std::vector<ServingPrecision> weights{ServingPrecision::BF16};
    std::optional<ServingPrecision> kv;
    SpeculativeDecoding speculative;
    int prefillChunkTokens = 8192;
    /// Per GPU-hour, one currency; with a price for every GPU type the search minimises cost per hour,
    /// otherwise the GPU count.
    std::map<std::string, double> pricePerGpuHour;
    int maxGpus = 16384;
    int top = 5; // options returned
};

struct ServingOption {
    ServingDeployment deployment;
    ServingOutcome outcome;
    double costPerHour = 0;          // 0 without prices
    double costPerMillionOutput = 0; // all of it over the output tokens, at the load
    /// The cost split by the GPU time each phase takes (a disaggregated deployment's prefill pool, or an
    /// aggregated replica's share of time in prefill work), per million computed prompt tokens (those the
    /// prefix cache did not hold) and per million output tokens.
    double inputCostPerMillion = 0;
    double outputCostPerMillion = 0;
    std::string why; // why it ranks below the first ("" for the first)
};

/// An API's prices per million tokens; prompt tokens found in the provider's cache cost the cached price.
struct ApiPrice {
    double input = 0;
    double cachedInput = 0;
    double output = 0;
    /// One request of the load at these prices (the load's prefix-cache hit share taken as the API's).
    double perRequest(const ServingLoad& load) const;
};

/// The lowest arrival rate at which the cheapest deployment costs no more per hour than the API for the
/// same requests (found = false when none up to the highest rate tried does).
struct ApiBreakEven {
    bool found = false;
    double requestsPerSecond = 0;
    double selfCostPerHour = 0; // the cheapest deployment at that rate
    double apiCostPerHour = 0;
    std::string deployment; // its label
};

struct ServingSearchResult {
    std::vector<ServingOption> options; // best first; at most one per mode, GPU type pair and precision
    std::vector<std::string> refused;   // mode and GPU type combinations that meet the limits at no size
    int evaluated = 0;                  // deployments evaluated
    bool byCost = false;
};

/// A short label: "aggregated, 3 x TP8 on H200" or "disaggregated, prefill 2 x TP4 on H100 + decode
/// 1 x TP8 on H200".
std::string deploymentLabel(const ServingDeployment& d);

/// Fails when the request names no GPU, a GPU not in the catalog, or no deployment meets the limits
/// (the message then says what each mode and GPU type misses).
/// `model`, when given, is the request's model and load (any rate) built once for several searches.
Result<ServingSearchResult> searchServing(const ServingSearchRequest& request,
                                          const ServingModel* model = nullptr);

/// One point of the throughput-per-GPU against tokens-per-second-per-user frontier: an aggregated replica
/// of one layout at one batch, its prefills included.
struct FrontierPoint {
    std::string gpuId;
    int tp = 1;
    int ep = 1;
    int batch = 1;
    double tokensPerSecondPerUser = 0;
    double tokensPerSecondPerGpu = 0;
};

/// The frontier over the request's GPU types, first precision and layouts: the points no other point beats
/// on both axes, fastest per user first. At batch B a replica emits B a / step(B) tokens a second while
/// decoding, and its prompts' prefill work takes its share of the time.
std::vector<FrontierPoint> servingFrontier(const ServingSearchRequest& request);

/// The cheapest deployment's cost per hour at each of `rates` (requests per second), the request's lengths
/// and limits kept: 0 where no deployment meets them. Needs a price for every GPU type of the request (the
/// break-even chart draws it against the APIs' cost of the same requests).
std::vector<double> cheapestCostPerHour(ServingSearchRequest request, const std::vector<double>& rates);

/// The break-even load against an API: the request's search repeated at other arrival rates (the load's
/// lengths and limits kept). Needs a price for every GPU type of the request.
Result<ApiBreakEven> breakEvenLoad(ServingSearchRequest request, const ApiPrice& api,
                                   double maxRequestsPerSecond = 10000);

} // namespace gpuplan::core
