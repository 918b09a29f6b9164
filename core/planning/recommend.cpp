#include "core/planning/recommend.h"
#include "core/planning/recommend_traffic.h"

#include "core/prices/cost.h"
#include "core/training/planner.h"
#include "core/training/training_messages.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gpuplan::core {
namespace {

std::string fmt(const char* format, double a, double b = 0, double c = 0) {
    char buf[256];
    std::snprintf(buf, sizeof buf, format, a, b, c);
    return buf;
}

struct TrainResult {
    bool ok = false;
    int gpus = 0;
    TrainingEstimate best;
};

TrainResult planTraining(const RecommendRequest& req, const GpuSpec& gpu, Precision precision) {
    TrainingScenario s;
    s.model = &req.model;
    s.cluster = Cluster{&gpu, std::max(1, req.gpuCount), gpu.defaultGpusPerNode,
                        *req.catalog->network(gpu.defaultNetwork)};
    s.job = req.train;
    s.job.precision = precision;
    s.efficiency = &req.catalog->efficiency(gpu.id);
    s.params = &req.catalog->globals();
    TrainResult r;
    if (req.gpuCount > 0) {
        auto est = TrainingEstimator::create(s);
        if (!est)
            return r;
        const PlanSearchResult found = searchPlans(est.value(), {1, false, false});
        if (found.best.empty())
            return r;
        r = {true, req.gpuCount, found.best.front()};
        return r;
    }
    const CountSearchResult found =
        req.deadlineSeconds > 0 ? countForDeadline(s, req.deadlineSeconds) : smallestFittingCount(s);
    if (found.gpus == 0)
        return r;
    return {true, found.gpus, found.plans.best.front()};
}

void trainingOption(const RecommendRequest& req, const GpuSpec& gpu, double price, RecommendOption& o) {
    // BF16, then each lower precision the card has and the request allows: the one with the fewest
    // GPU-hours wins, and its saving over BF16 is stated once.
    const TrainResult bf16 = planTraining(req, gpu, Precision::BF16);
    TrainResult chosen = bf16;
    Precision chosenPrecision = Precision::BF16;
    for (auto [p, allowed] :
         {std::pair{Precision::FP8, req.allowFp8}, std::pair{Precision::FP4, req.allowFp4}}) {
        if (!allowed || !gpu.supports(p))
            continue;
        const TrainResult lower = planTraining(req, gpu, p);
        if (lower.ok && (!chosen.ok || lower.best.gpuHours < chosen.best.gpuHours)) {
            chosen = lower;
            chosenPrecision = p;
        }
    }
    o.precision = std::string(precisionName(chosenPrecision));
    if (chosenPrecision != Precision::BF16 && bf16.ok) {
        const double saving = 1.0 - chosen.best.gpuHours / bf16.best.gpuHours;
        (chosenPrecision == Precision::FP8 ? o.fp8Saving : o.fp4Saving) = saving;
        o.reasons.push_back(fmt(chosenPrecision == Precision::FP8
                                    ? "FP8 needs %.0f%% fewer GPU-hours than BF16 on the same card"
                                    : "FP4 needs %.0f%% fewer GPU-hours than BF16 on the same card",
                                100.0 * saving));
    }
    if (!chosen.ok) {
        o.problems.push_back(req.deadlineSeconds > 0 ? "no count up to 65,536 finishes by the deadline"
                                                     : "the model fits on no count of this card");
        return;
    }
    o.gpus = chosen.gpus;
    o.nodes = (chosen.gpus + gpu.defaultGpusPerNode - 1) / gpu.defaultGpusPerNode;
    o.wallSeconds = chosen.best.wallSeconds;
    o.gpuHours = chosen.best.gpuHours;
    o.mfu = chosen.best.mfu;
    o.tokensPerSecondPerGpu = chosen.best.tokensPerSecond / chosen.gpus;
    o.cost = o.gpuHours * price;
    o.costPerMillionTokens = costPerMillionTokens(price, o.tokensPerSecondPerGpu);
    o.plan = describePlan(chosen.best.plan, chosen.best.layersPerStage);
    addMissedConstraints(o, req.deadlineSeconds, 0, req.currency);
    // Where the fast link spans nodes (an NVL72 rack of 4-GPU trays, a TPU pod), the network starts at the
    // domain; it is named by what a buyer knows it as.
    const int domain = gpu.scaleUpGpus(gpu.defaultGpusPerNode);
    const int domains = (chosen.gpus + domain - 1) / domain;
    const bool spans = domain > gpu.defaultGpusPerNode;
    const auto [one, many] =
        gpu.link == LinkType::TpuIci ? std::pair{"TPU pod", "TPU pods"}
        : gpu.link == LinkType::NeuronLink
            ? std::pair{"NeuronLink domain (UltraServer)", "NeuronLink domains (UltraServers)"}
        : gpu.link == LinkType::UnifiedBus ? std::pair{"UB domain (supernode)", "UB domains (supernodes)"}
                                           : std::pair{"NVLink domain (rack)", "NVLink domains (racks)"};
    if (domains > 1)
        o.reasons.push_back(
            fmt(spans ? ("spans %.0f " + std::string(many) +
                         ": the network between them carries data-parallel and pipeline traffic "
                         "(MFU %.0f%%)")
                            .c_str()
                      : "spans %.0f nodes: the inter-node network carries data-parallel and "
                        "pipeline traffic (MFU %.0f%%)",
                domains, chosen.best.mfu * 100));
    else
        o.reasons.push_back(
            fmt(spans ? ("fits in one " + std::string(one) + " (%.0f cards), MFU %.0f%%").c_str()
                      : "fits in one node (%.0f cards), MFU %.0f%%",
                o.gpus, chosen.best.mfu * 100));
}

void servingOption(const RecommendRequest& req, const GpuSpec& gpu, double price, RecommendOption& o) {
    // The setup (precision, tensor-parallel degree) that carries the load on the fewest cards;
    // among equals, the one with the most throughput per card.
    const ServingPrecision choices[] = {ServingPrecision::BF16, ServingPrecision::FP8, ServingPrecision::FP4};
    int bestGpus = 0;
    double bestPerGpu = 0;
    InferenceEstimate best;
    for (ServingPrecision p : choices) {
        if ((p == ServingPrecision::FP8 && !req.allowFp8) ||
            (p == ServingPrecision::FP4 && (!req.allowFp4 || !gpu.supports(Precision::FP4))))
            continue;
        for (auto [tp, ep] : servingLayouts(req.model, gpu.scaleUpGpus(gpu.defaultGpusPerNode))) {
            const int replicaGpus = tp * ep;
            InferenceScenario s;
            s.model = &req.model;
            s.cluster =
                Cluster{&gpu, replicaGpus, gpu.defaultGpusPerNode, *req.catalog->network(gpu.defaultNetwork)};
            s.job = req.serve;
            s.job.precision = p;
            s.job.tp = tp;
            s.job.ep = ep;
            s.efficiency = &req.catalog->efficiency(gpu.id);
            s.params = &req.catalog->globals();
            auto e = estimateInference(s);
            if (!e)
                continue;
            const int replicas = std::max(
                1, static_cast<int>(std::ceil(req.targetOutputTokensPerSecond / e->outputTokensPerSecond)));
            const int gpus = req.gpuCount > 0 ? req.gpuCount : replicas * replicaGpus;
            if (req.gpuCount > 0 && req.gpuCount % replicaGpus != 0)
                continue;
            if (bestGpus == 0 || gpus < bestGpus ||
                (gpus == bestGpus && e->outputTokensPerSecondPerGpu > bestPerGpu)) {
                bestGpus = gpus;
                bestPerGpu = e->outputTokensPerSecondPerGpu;
                best = e.value();
                o.precision = std::string(servingPrecisionName(p)) + (e->weightOnly ? " (weight-only)" : "");
            }
        }
    }
    if (bestGpus == 0) {
        o.problems.push_back("cannot serve the model within the memory and latency limits");
        return;
    }
    const double perReplica = best.outputTokensPerSecond;
    o.gpus = bestGpus;
    o.nodes = (o.gpus + gpu.defaultGpusPerNode - 1) / gpu.defaultGpusPerNode;
    o.tokensPerSecondPerGpu = bestPerGpu;
    o.cost = o.gpus * price * kHoursPerMonth;
    o.costPerMillionTokens = costPerMillionTokens(price, bestPerGpu);
    o.plan = "tp=" + std::to_string(best.tp) + (best.ep > 1 ? " ep=" + std::to_string(best.ep) : "") +
             " batch=" + std::to_string(best.batch) + " x " + std::to_string(o.gpus / best.gpusPerReplica()) +
             " replicas";
    const double carried = o.gpus / best.gpusPerReplica() * perReplica;
    if (carried < req.targetOutputTokensPerSecond)
        o.problems.push_back(fmt("%.0f cards carry %.0f output tokens/s, below the %.0f needed", o.gpus,
                                 carried, req.targetOutputTokensPerSecond));
    o.reasons.push_back(
        best.decodeMemoryBound
            ? fmt("decode is memory-bound: %.2f TB/s of memory bandwidth sets the pace (TPOT %.0f ms)",
                  gpu.memoryBandwidth / 1e12, best.tpotSeconds * 1000)
            : fmt("decode is compute-bound at batch %.0f (TPOT %.0f ms)", best.batch,
                  best.tpotSeconds * 1000));
}

} // namespace

std::string wallTimeText(double seconds) {
    return seconds >= 2 * 86400 ? fmt("%.1f days", seconds / 86400) : fmt("%.1f hours", seconds / 3600);
}

void addMissedConstraints(RecommendOption& o, double deadlineSeconds, double budget,
                          const std::string& currency) {
    if (deadlineSeconds > 0 && o.wallSeconds > deadlineSeconds)
        o.problems.push_back("takes " + wallTimeText(o.wallSeconds) + ", past the deadline of " +
                             wallTimeText(deadlineSeconds));
    if (budget > 0 && o.cost > budget)
        o.problems.push_back(fmt("costs %.0f, over the budget of %.0f", o.cost, budget) + " " + currency);
}

void rankAndExplain(Recommendation& out, Workload workload, bool traffic, const std::string& currency) {
    std::stable_sort(out.options.begin(), out.options.end(),
                     [](const RecommendOption& a, const RecommendOption& b) {
                         if (a.feasible != b.feasible)
                             return a.feasible;
                         if ((a.gpus > 0) != (b.gpus > 0))
                             return a.gpus > 0;
                         if (a.cost != b.cost)
                             return a.cost < b.cost;
                         return a.wallSeconds < b.wallSeconds;
                     });
    if (out.options.empty() || !out.options.front().feasible) {
        out.summary = "No GPU meets every constraint; the options below say what each misses.";
        return;
    }
    // Reasons relative to the winner, from the numbers.
    RecommendOption& first = out.options.front();
    if (out.options.size() > 1 && out.options[1].gpus > 0 && out.options[1].cost > 0)
        first.reasons.insert(first.reasons.begin(), fmt("lowest cost: %.0f%% below the next option",
                                                        100.0 * (1 - first.cost / out.options[1].cost)));
    for (std::size_t i = 1; i < out.options.size(); ++i) {
        RecommendOption& o = out.options[i];
        if (o.gpus == 0 || first.cost <= 0)
            continue;
        // An option that misses a constraint may cost less than the first choice: it then says so.
        std::string r =
            o.cost >= first.cost
                ? fmt("costs %.0f%% more than the first choice", 100.0 * (o.cost / first.cost - 1))
                : fmt("costs %.0f%% less than the first choice", 100.0 * (1 - o.cost / first.cost));
        if (workload != Workload::Serve && o.wallSeconds < first.wallSeconds / 1.05)
            r += fmt(" but finishes %.1fx sooner", first.wallSeconds / o.wallSeconds);
        // A throughput target's cards differ in their cost per token at full load; under traffic every
        // card carries the same requests, so the cost per month says it all.
        if (workload == Workload::Serve && !traffic && o.costPerMillionTokens < first.costPerMillionTokens)
            r += fmt(" for this load, though %.0f%% less per token at full load",
                     100.0 * (1 - o.costPerMillionTokens / first.costPerMillionTokens));
        o.reasons.insert(o.reasons.begin(), r);
    }
    char buf[512];
    if (workload == Workload::Serve)
        std::snprintf(buf, sizeof buf,
                      "Recommended: %d x %s (%s), %.0f %s per month, %.2f %s per million output tokens",
                      first.gpus, first.gpuName.c_str(), first.precision.c_str(), first.cost,
                      currency.c_str(), first.costPerMillionTokens, currency.c_str());
    else
        std::snprintf(buf, sizeof buf, "Recommended: %d x %s (%s), %s, %.0f %s", first.gpus,
                      first.gpuName.c_str(), first.precision.c_str(), wallTimeText(first.wallSeconds).c_str(),
                      first.cost, currency.c_str());
    out.summary = buf;
}

Result<Recommendation> recommend(const RecommendRequest& req) {
    if (!req.catalog)
        return fail("no catalog");
    std::vector<std::string> ids = req.allowed;
    if (ids.empty())
        for (const auto& [id, price] : req.pricePerGpuHour)
            ids.push_back(id);
    if (ids.empty())
        return fail("no GPU to compare: give prices (for example --rent h100-sxm=2.99,a100-80gb-sxm=1.89)");
    const bool traffic = req.workload == Workload::Serve && req.traffic.set();
    if (req.workload == Workload::Serve && !traffic && !(req.targetOutputTokensPerSecond > 0))
        return fail("serving needs a load: the output tokens (or requests) per second to carry");
    if (req.workload != Workload::Serve && !(req.train.tokens > 0))
        return fail("training needs a token count");
    Recommendation out;
    for (const std::string& id : ids) {
        const GpuSpec* gpu = req.catalog->gpu(id);
        if (!gpu)
            return fail(req.catalog->unknownGpuMessage(id));
        auto price = req.pricePerGpuHour.find(id);
        if (price == req.pricePerGpuHour.end())
            return fail("no price for " + id + ": every compared GPU needs one");
        RecommendOption o;
        o.gpuId = id;
        o.gpuName = gpu->name;
        // What one unit the rack must hold draws: a server, or a whole NVL72 rack (it is not split), at the
        // catalog's system power where it gives one.
        const int unitGpus = gpu->soldByRack() ? gpu->systemGpus() : gpu->defaultGpusPerNode;
        // An accelerator whose power is not published (a TPU) is not weighed: 0 kW, and the check is skipped.
        o.serverKw = gpu->systemWatts > 0 ? gpu->systemWatts / 1000.0
                     : gpu->tdpWatts > 0  ? unitGpus * gpu->tdpWatts / 1000.0 + req.hostKw
                                          : 0;
        if (traffic)
            trafficOption(req, *gpu, price->second, o);
        else if (req.workload == Workload::Serve)
            servingOption(req, *gpu, price->second, o);
        else
            trainingOption(req, *gpu, price->second, o);
        if (req.rackKw > 0 && o.serverKw > req.rackKw)
            o.problems.push_back(fmt(
                gpu->soldByRack() ? "one %.0f-GPU rack draws %.1f kW, more than the %.1f kW a rack may have"
                                  : "one %.0f-card server draws %.1f kW, more than the rack's %.1f kW",
                unitGpus, o.serverKw, req.rackKw));
        if (o.gpus > 0)
            addMissedConstraints(o, 0, req.budget, req.currency);
        o.feasible = o.gpus > 0 && o.problems.empty();
        out.options.push_back(std::move(o));
    }
    rankAndExplain(out, req.workload, traffic, req.currency);
    // Unit cost normalised to the baseline card (1.0), as in the second seed's unit-cost table.
    if (!req.baseline.empty()) {
        auto base = std::find_if(out.options.begin(), out.options.end(),
                                 [&](const RecommendOption& o) { return o.gpuId == req.baseline; });
        if (base == out.options.end())
            return fail("the baseline " + req.baseline + " is not among the compared GPUs");
        if (base->costPerMillionTokens > 0)
            for (RecommendOption& o : out.options)
                o.unitCostVsBaseline = o.costPerMillionTokens / base->costPerMillionTokens;
    }
    return out;
}

Result<RecommendRequest> requestForScenario(const Scenario& s, const Catalog& catalog) {
    if (isRlKind(s.kind))
        return fail("this request ranks pre-training, fine-tuning and serving; an RL run is ranked by "
                    "recommendRl (gpuplan recommend --workload rl)");
    RecommendRequest r;
    r.catalog = &catalog;
    if (!s.modelId.empty()) {
        const ModelSpec* preset = catalog.model(s.modelId);
        if (!preset)
            return fail(catalog.unknownModelMessage(s.modelId));
        r.model = *preset;
    } else {
        auto derived = deriveShape(s.params, 0, 0, 0);
        if (!derived)
            return fail(derived.error());
        r.model = derived.value();
    }
    r.workload = s.kind == ScenarioKind::Inference  ? Workload::Serve
                 : s.kind == ScenarioKind::Pretrain ? Workload::Pretrain
                                                    : Workload::Finetune;
    r.train.method = trainingMethod(s.kind);
    r.train.tokens = s.tokens;
    r.train.attention = s.attention; // the report and comparison agree with the scenario table
    r.train.framework = s.framework;
    r.serve.inputTokens = s.inputTokens;
    r.serve.outputTokens = s.outputTokens;
    r.targetOutputTokensPerSecond = s.load;
    if (s.kind == ScenarioKind::Inference)
        r.traffic = s.traffic;
    r.gpuCount = s.gpus;
    r.deadlineSeconds = s.kind == ScenarioKind::Inference ? 0 : s.deadlineHours * 3600;
    r.budget = s.budget;
    r.allowFp8 = s.precision == "fp8" || s.precision == "fp4";
    r.allowFp4 = s.precision == "fp4";
    return r;
}

} // namespace gpuplan::core
