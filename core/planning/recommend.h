#pragma once
// Ranking GPU types for a workload under constraints, with the reasons in plain words. Every
// reason is derived from the estimates and prices (time, cost, memory, precision, node count);
// nothing here knows a card by name.

#include "core/catalog/catalog.h"
#include "core/inference/inference_estimator.h"
#include "core/planning/scenario.h"
#include "core/training/training_estimator.h"

#include <map>
#include <string>
#include <vector>

namespace gpuplan::core {

enum class Workload { Pretrain, Finetune, Serve };

struct RecommendRequest {
    const Catalog* catalog = nullptr;
    Workload workload = Workload::Finetune;
    ModelSpec model;
    TrainingJob train;  // tokens, method, global batch (precision is chosen per card)
    InferenceJob serve; // tokens per request, latency limits (precision is chosen per card)
    double targetOutputTokensPerSecond = 0; // serving load to carry
    /// Serving sized for traffic instead (a rate set): each card's cheapest deployment meeting the p90 limits
    /// at the rate, aggregated or disaggregated (recommend_traffic.h); its lengths' means are `serve`'s.
    ServingTraffic traffic;
    int gpuCount = 0;                 // > 0: evaluate every card at this count
    double deadlineSeconds = 0;       // training: finish within
    double budget = 0;                // in the price currency: whole job (training) or per month (serving)
    double rackKw = 0;                // power available per rack: one server must fit
    double hostKw = 1.3;              // per 8-card server, for the rack check
    std::vector<std::string> allowed; // GPU ids; empty = all priced GPUs
    std::map<std::string, double> pricePerGpuHour; // by GPU id, one currency
    std::string currency;
    bool allowFp8 = true;  // training and serving in FP8 where the card has it
    bool allowFp4 = false; // also FP4 where the card has it (uncalibrated: asked for, never by default)
    std::string baseline;  // GPU id whose unit cost is 1.0 (the second seed's unit-cost table); "" = none
};

struct RecommendOption {
    std::string gpuId;
    std::string gpuName;
    std::string precision;
    int gpus = 0;
    int nodes = 0;
    bool feasible = false;  // fits and meets every constraint
    double wallSeconds = 0; // training
    double gpuHours = 0;    // training
    double tokensPerSecondPerGpu = 0;
    double cost = 0; // training: the job; serving: per month
    double costPerMillionTokens = 0;
    double unitCostVsBaseline = 0; // cost per million tokens / the baseline card's; 0 without a baseline
    double serverKw = 0;           // one server at full power
    double mfu = 0;                // training: model FLOPs utilization of the plan
    double fp8Saving = 0; // training in FP8: the share of BF16's GPU-hours it saves (0: not compared)
    double fp4Saving = 0; // training in FP4: the share of BF16's GPU-hours it saves (0: not compared)
    std::string plan;
    std::vector<std::string> reasons;  // why it ranks where it does
    std::vector<std::string> problems; // constraints it misses
};

struct Recommendation {
    std::vector<RecommendOption> options; // best first: feasible by cost (then time), then infeasible
    std::string summary;
};

Result<Recommendation> recommend(const RecommendRequest& request);

// What every ranking shares (training, serving and RL runs, recommend_rl.h), in the same words.
/// A wall time as the rankings give it: "5.6 days", or "20.0 hours" under two days.
std::string wallTimeText(double seconds);
/// An option past a deadline or over a budget (0: none) says so among its problems.
void addMissedConstraints(RecommendOption& option, double deadlineSeconds, double budget,
                          const std::string& currency);
/// Orders the options (those meeting every constraint first, those with a count, then by cost and time),
/// puts first among their reasons how each compares with the first choice, and writes the summary.
/// `workload` and `traffic` say what the costs are (a job, or a month of serving at a load or a rate).
void rankAndExplain(Recommendation& rec, Workload workload, bool traffic, const std::string& currency);

/// The request that ranks cards for a workbench scenario: its workload, model (preset or derived from
/// its size), tokens or load (or traffic) and request shape, count (0 = auto), deadline and budget; FP8 only
/// when the scenario trains or serves in FP8 or FP4, FP4 only when it does in FP4 (the cards without fall
/// back). The cards, their prices and the currency are the caller's.
Result<RecommendRequest> requestForScenario(const Scenario& scenario, const Catalog& catalog);

} // namespace gpuplan::core
