#include "core/scenario.h"

#include "core/cost.h"
#include "core/inference_estimator.h"
#include "core/planner.h"
#include "core/training_messages.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace gpuplan::core {
namespace {

constexpr std::array<std::pair<ScenarioKind, std::string_view>, 5> kKinds{{
    {ScenarioKind::Pretrain, "pretrain"},
    {ScenarioKind::FullFinetune, "full"},
    {ScenarioKind::Lora, "lora"},
    {ScenarioKind::Qlora, "qlora"},
    {ScenarioKind::Inference, "inference"},
}};

std::string fmt(const char* pattern, double a, double b = 0) {
    char buf[200];
    std::snprintf(buf, sizeof buf, pattern, a, b);
    return buf;
}

ScenarioEstimate refused(ScenarioEstimate e, ScenarioField field, std::string why) {
    e.ok = false;
    e.problemField = field;
    e.problem = std::move(why);
    return e;
}

void estimateTraining(const Scenario& s, const Catalog& catalog, const ModelSpec& model, const GpuSpec& gpu,
                      ScenarioEstimate& e) {
    if (!(s.tokens > 0)) {
        e = refused(e, ScenarioField::Tokens, "give the number of tokens to train on (for example 1B)");
        return;
    }
    const auto precision = parsePrecision(s.precision);
    if (!precision ||
        (*precision != Precision::BF16 && *precision != Precision::FP16 && *precision != Precision::FP8)) {
        e = refused(e, ScenarioField::Precision,
                    "training precision '" + s.precision + "' (bf16, fp16 or fp8)");
        return;
    }
    if (!gpu.supports(*precision)) {
        e = refused(e, ScenarioField::Precision, gpu.name + " has no " + s.precision + " tensor cores");
        return;
    }
    TrainingScenario ts;
    ts.model = &model;
    ts.cluster =
        Cluster{&gpu, std::max(1, s.gpus), gpu.defaultGpusPerNode, *catalog.network(gpu.defaultNetwork)};
    ts.job.method = trainingMethod(s.kind);
    ts.job.tokens = s.tokens;
    ts.job.precision = *precision;
    ts.efficiency = &catalog.efficiency(gpu.id);
    ts.params = &catalog.globals();

    const double deadline = s.deadlineHours * 3600;
    PlanSearchResult search;
    if (s.gpus == 0) {
        e.countChosen = true;
        const CountSearchResult r = deadline > 0 ? countForDeadline(ts, deadline) : smallestFittingCount(ts);
        if (r.gpus == 0) {
            e = refused(e, deadline > 0 ? ScenarioField::Deadline : ScenarioField::Count,
                        deadline > 0 ? "no count up to 65,536 cards finishes by the deadline"
                                     : model.name + " fits on no count of " + gpu.name);
            return;
        }
        ts.cluster.gpuCount = r.gpus;
        search = r.plans;
    }
    auto est = TrainingEstimator::create(ts);
    if (!est) {
        e = refused(e, ScenarioField::Model, est.error());
        return;
    }
    if (s.gpus > 0) {
        search = searchPlans(est.value(), {1, false, false});
        if (search.best.empty()) {
            std::string why = model.name + " does not fit on " + std::to_string(s.gpus) + " x " + gpu.name;
            if (search.closest.issue == PlanIssue::OutOfMemory)
                why += ": " + explainIssue(est.value(), search.closest);
            e = refused(e, ScenarioField::Count, why);
            return;
        }
    }
    const TrainingEstimate& best = search.best.front();
    e.ok = true;
    e.train = best;
    e.gpus = ts.cluster.gpuCount;
    e.wallSeconds = best.wallSeconds;
    e.gpuHours = best.gpuHours;
    e.mfu = best.mfu;
    e.tokensPerSecond = best.tokensPerSecond;
    e.memoryPerGpu = best.memory.total();
    e.plan = describePlan(best.plan);
    if (deadline > 0 && best.wallSeconds > deadline)
        e.warnings.push_back(
            fmt("takes %.1f h, past the deadline of %.1f h", best.wallSeconds / 3600, s.deadlineHours));
    if (!est->efficiencyCalibrated())
        e.warnings.push_back(gpu.name +
                             " has no published run: its efficiency is the mean of the fitted cards");
}

void estimateServing(const Scenario& s, const Catalog& catalog, const ModelSpec& model, const GpuSpec& gpu,
                     ScenarioEstimate& e) {
    e.training = false;
    const auto precision = parseServingPrecision(s.precision);
    if (!precision) {
        e = refused(e, ScenarioField::Precision,
                    "serving precision '" + s.precision + "' (fp16, bf16, fp8, int8 or int4)");
        return;
    }
    if (s.inputTokens <= 0 || s.outputTokens <= 0) {
        e = refused(e, ScenarioField::Tokens, "requests need positive input and output token counts");
        return;
    }
    if (s.load < 0) {
        e = refused(e, ScenarioField::Tokens, "the load (output tokens per second) cannot be negative");
        return;
    }
    // The tensor-parallel degree that carries the load on the fewest cards (or, at a given count, the
    // most throughput); replicas of it share the load.
    InferenceEstimate best;
    int bestGpus = 0;
    std::string lastProblem = "cannot serve " + model.name + " on " + gpu.name;
    for (int tp = 1; tp <= gpu.defaultGpusPerNode; tp *= 2) {
        if (s.gpus > 0 && s.gpus % tp != 0)
            continue;
        InferenceScenario is;
        is.model = &model;
        is.cluster = Cluster{&gpu, tp, gpu.defaultGpusPerNode, *catalog.network(gpu.defaultNetwork)};
        is.job.inputTokens = s.inputTokens;
        is.job.outputTokens = s.outputTokens;
        is.job.precision = *precision;
        is.job.tp = tp;
        is.efficiency = &catalog.efficiency(gpu.id);
        is.params = &catalog.globals();
        auto r = estimateInference(is);
        if (!r) {
            lastProblem = r.error();
            continue;
        }
        const int replicas =
            s.load > 0 ? std::max(1, static_cast<int>(std::ceil(s.load / r->outputTokensPerSecond))) : 1;
        const int gpus = s.gpus > 0 ? s.gpus : replicas * tp;
        const bool better =
            bestGpus == 0 || (s.gpus == 0 && gpus < bestGpus) ||
            (gpus == bestGpus && r->outputTokensPerSecondPerGpu > best.outputTokensPerSecondPerGpu);
        if (better) {
            best = r.value();
            bestGpus = gpus;
        }
    }
    if (bestGpus == 0) {
        e = refused(e, s.gpus > 0 ? ScenarioField::Count : ScenarioField::Model, lastProblem);
        return;
    }
    const int replicas = bestGpus / best.tp;
    e.ok = true;
    e.serve = best;
    e.gpus = bestGpus;
    e.countChosen = s.gpus == 0;
    e.wallSeconds = best.requestSeconds;
    e.gpuHours = bestGpus * kHoursPerMonth;
    e.tokensPerSecond = best.outputTokensPerSecond * replicas;
    e.memoryPerGpu = best.memory.total();
    e.plan = "tp=" + std::to_string(best.tp) + " batch=" + std::to_string(best.batch) + " x " +
             std::to_string(replicas) + (replicas == 1 ? " replica" : " replicas");
    if (s.load > 0 && e.tokensPerSecond < s.load)
        e.warnings.push_back(
            fmt("carries %.0f output tokens/s, below the %.0f asked for", e.tokensPerSecond, s.load));
    if (best.weightOnly)
        e.warnings.push_back(gpu.name + " has no " + s.precision +
                             " tensor cores: weights are stored in it, matmuls run in 16 bits");
}

} // namespace

std::string_view scenarioKindName(ScenarioKind k) {
    for (const auto& [kind, name] : kKinds)
        if (kind == k)
            return name;
    return "pretrain";
}

Method trainingMethod(ScenarioKind k) {
    switch (k) {
    case ScenarioKind::FullFinetune:
        return Method::FullFinetune;
    case ScenarioKind::Lora:
        return Method::Lora;
    case ScenarioKind::Qlora:
        return Method::Qlora;
    default:
        return Method::Pretrain;
    }
}

std::optional<ScenarioKind> parseScenarioKind(std::string_view s) {
    for (const auto& [kind, name] : kKinds)
        if (name == s)
            return kind;
    return std::nullopt;
}

ScenarioEstimate estimateScenario(const Scenario& s, const Catalog& catalog) {
    ScenarioEstimate e;
    e.training = s.kind != ScenarioKind::Inference;
    ModelSpec model;
    if (!s.modelId.empty()) {
        const ModelSpec* preset = catalog.model(s.modelId);
        if (!preset)
            return refused(e, ScenarioField::Model, catalog.unknownModelMessage(s.modelId));
        model = *preset;
    } else {
        if (!(s.params > 0))
            return refused(e, ScenarioField::Model, "choose a model preset or give a size (for example 70B)");
        auto derived = deriveShape(s.params, 0, 0, 0);
        if (!derived)
            return refused(e, ScenarioField::Model, derived.error());
        model = derived.value();
        e.warnings.push_back("the model's shape is derived from its size (Llama proportions)");
    }
    e.modelName = model.name;
    const GpuSpec* gpu = catalog.gpu(s.gpuId);
    if (!gpu)
        return refused(e, ScenarioField::Gpu,
                       s.gpuId.empty() ? std::string("choose a GPU") : catalog.unknownGpuMessage(s.gpuId));
    e.gpuName = gpu->name;
    e.gpuWatts = gpu->tdpWatts;
    e.gpusPerNode = gpu->defaultGpusPerNode;
    e.memoryCapacity = gpu->memoryBytes;
    if (s.gpus < 0 || s.gpus > 65536)
        return refused(e, ScenarioField::Count, "the GPU count must be auto or 1 to 65,536");
    if (s.deadlineHours < 0)
        return refused(e, ScenarioField::Deadline, "the deadline cannot be negative");
    if (s.budget < 0)
        return refused(e, ScenarioField::Budget, "the budget cannot be negative");
    if (e.training)
        estimateTraining(s, catalog, model, *gpu, e);
    else
        estimateServing(s, catalog, model, *gpu, e);
    return e;
}

} // namespace gpuplan::core
