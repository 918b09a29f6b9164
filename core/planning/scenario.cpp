#include "core/planning/scenario.h"

#include "core/inference/inference_estimator.h"
#include "core/planning/scenario_rl.h"
#include "core/planning/scenario_traffic.h"
#include "core/prices/cost.h"
#include "core/training/planner.h"
#include "core/training/training_messages.h"
#include "core/training/training_notes.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace gpuplan::core {
namespace {

constexpr std::array<std::pair<ScenarioKind, std::string_view>, 8> kKinds{{
    {ScenarioKind::Pretrain, "pretrain"},
    {ScenarioKind::FullFinetune, "full"},
    {ScenarioKind::Lora, "lora"},
    {ScenarioKind::Qlora, "qlora"},
    {ScenarioKind::Inference, "inference"},
    {ScenarioKind::Grpo, "grpo"},
    {ScenarioKind::Ppo, "ppo"},
    {ScenarioKind::Dpo, "dpo"},
}};

ScenarioEstimate refused(ScenarioEstimate e, ScenarioField field, Message why) {
    e.ok = false;
    e.problemField = field;
    e.problem = std::move(why);
    return e;
}

void estimateTraining(const Scenario& s, const Catalog& catalog, const ModelSpec& model, const GpuSpec& gpu,
                      ScenarioEstimate& e) {
    if (!(s.tokens > 0)) {
        e = refused(e, ScenarioField::Tokens, message(MessageId::ScenarioNeedsTokens));
        return;
    }
    const auto precision = parsePrecision(s.precision);
    if (!precision || (*precision != Precision::BF16 && *precision != Precision::FP16 &&
                       *precision != Precision::FP8 && *precision != Precision::FP4)) {
        e = refused(e, ScenarioField::Precision,
                    message(MessageId::ScenarioTrainingPrecision, {text(s.precision)}));
        return;
    }
    if (!gpu.supports(*precision)) {
        e = refused(e, ScenarioField::Precision,
                    message(MessageId::ScenarioNoTensorCores,
                            {text(gpu.name), text(s.precision), text(gpu.precisionNames())}));
        return;
    }
    TrainingScenario ts;
    ts.model = &model;
    ts.cluster =
        Cluster{&gpu, std::max(1, s.gpus), gpu.defaultGpusPerNode, *catalog.network(gpu.defaultNetwork)};
    ts.job.method = trainingMethod(s.kind);
    ts.job.tokens = s.tokens;
    ts.job.precision = *precision;
    ts.job.attention = s.attention;
    ts.job.framework = s.framework;
    ts.efficiency = &catalog.efficiency(gpu.id);
    ts.params = &catalog.globals();

    const double deadline = s.deadlineHours * 3600;
    PlanSearchResult search;
    if (s.gpus == 0) {
        e.countChosen = true;
        const CountSearchResult r = deadline > 0 ? countForDeadline(ts, deadline) : smallestFittingCount(ts);
        if (r.gpus == 0) {
            e = refused(e, deadline > 0 ? ScenarioField::Deadline : ScenarioField::Count,
                        deadline > 0
                            ? message(MessageId::ScenarioDeadlineUnreachable)
                            : message(MessageId::ScenarioFitsNoCount, {modelNameArg(model), text(gpu.name)}));
            return;
        }
        ts.cluster.gpuCount = r.gpus;
        search = r.plans;
    }
    auto est = TrainingEstimator::create(ts);
    if (!est) {
        e = refused(e, ScenarioField::Model, est.errorMessage());
        return;
    }
    if (s.gpus > 0) {
        // At a count the user chose, ZeRO-Offload is the last resort, as on the command line (a 70B full
        // fine-tune on 8 x 80 GB fits only so). An auto count stays the fewest GPUs that hold the job in
        // their own memory: offloading is slower than adding cards.
        search = searchPlans(est.value(), {1, false, false, true});
        if (search.best.empty()) {
            std::vector<MessageArg> args{modelNameArg(model), integer(s.gpus), text(gpu.name)};
            const bool memory = search.closest.issue == PlanIssue::OutOfMemory ||
                                search.closest.issue == PlanIssue::HostMemoryExceeded;
            if (memory)
                args.push_back(nested(issueMessage(est.value(), search.closest)));
            e = refused(e, ScenarioField::Count,
                        message(memory ? MessageId::ScenarioDoesNotFitBecause : MessageId::ScenarioDoesNotFit,
                                std::move(args)));
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
    e.plan = planMessage(best.plan, best.layersPerStage);
    if (deadline > 0 && best.wallSeconds > deadline)
        e.warnings.push_back(message(MessageId::WarningPastDeadline,
                                     {fixed(best.wallSeconds / 3600, 1), fixed(s.deadlineHours, 1)}));
    if (!est->efficiencyCalibrated())
        e.warnings.push_back(message(MessageId::WarningUncalibratedGpu, {text(gpu.name)}));
    TrainingNotes notes = trainingNotes(est.value(), best);
    for (Message& w : notes.warnings)
        e.warnings.push_back(std::move(w));
    for (Message& n : notes.assumptions)
        if (n.id != MessageId::NoteUncalibratedEfficiency) // already a warning above
            e.notes.push_back(std::move(n));
}

void estimateServing(const Scenario& s, const Catalog& catalog, const ModelSpec& model, const GpuSpec& gpu,
                     ScenarioEstimate& e) {
    e.training = false;
    const auto precision = parseServingPrecision(s.precision);
    if (!precision) {
        e = refused(e, ScenarioField::Precision,
                    message(MessageId::ScenarioServingPrecision, {text(s.precision)}));
        return;
    }
    if (s.inputTokens <= 0 || s.outputTokens <= 0) {
        e = refused(e, ScenarioField::Tokens, message(MessageId::ScenarioRequestTokens));
        return;
    }
    if (s.load < 0) {
        e = refused(e, ScenarioField::Tokens, message(MessageId::ScenarioNegativeLoad));
        return;
    }
    // An AMD card serves at the rate its published software reached, not the silicon's (docs/estimation.md
    // 7.5): a buyer comparing it with NVIDIA's cards should know.
    if (gpu.vendor == "AMD")
        e.notes.push_back(
            message(MessageId::NoteAmdServingSoftware, {fixed(catalog.globals().amdServingFactor, 2)}));
    if (s.traffic.requestsPerSecond != 0 || s.traffic.users != 0 || s.traffic.thinkSeconds != 0) {
        estimateServingTraffic(s, catalog, model, gpu, *precision, e);
        return;
    }
    // The replica layout (tensor-parallel degree, and expert-parallel ranks for a MoE) that carries the
    // load on the fewest cards (or, at a given count, the most throughput); replicas of it share the load.
    InferenceEstimate best;
    int bestGpus = 0;
    Message lastProblem = message(MessageId::ScenarioCannotServe, {modelNameArg(model), text(gpu.name)});
    for (auto [tp, ep] : servingLayouts(model, gpu.scaleUpGpus(gpu.defaultGpusPerNode))) {
        const int replicaGpus = tp * ep;
        if (s.gpus > 0 && s.gpus % replicaGpus != 0)
            continue;
        InferenceScenario is;
        is.model = &model;
        is.cluster = Cluster{&gpu, replicaGpus, gpu.defaultGpusPerNode, *catalog.network(gpu.defaultNetwork)};
        is.job.inputTokens = s.inputTokens;
        is.job.outputTokens = s.outputTokens;
        is.job.precision = *precision;
        is.job.tp = tp;
        is.job.ep = ep;
        is.efficiency = &catalog.efficiency(gpu.id);
        is.params = &catalog.globals();
        auto r = estimateInference(is);
        if (!r) {
            lastProblem = r.errorMessage();
            continue;
        }
        const int replicas =
            s.load > 0 ? std::max(1, static_cast<int>(std::ceil(s.load / r->outputTokensPerSecond))) : 1;
        const int gpus = s.gpus > 0 ? s.gpus : replicas * replicaGpus;
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
    const int replicas = bestGpus / best.gpusPerReplica();
    e.ok = true;
    e.serve = best;
    e.gpus = bestGpus;
    e.countChosen = s.gpus == 0;
    e.wallSeconds = best.requestSeconds;
    e.gpuHours = bestGpus * kHoursPerMonth;
    e.tokensPerSecond = best.outputTokensPerSecond * replicas;
    e.memoryPerGpu = best.memory.total();
    e.plan = best.ep > 1
                 ? message(replicas == 1 ? MessageId::PlanServingExpertReplica
                                         : MessageId::PlanServingExpertReplicas,
                           {integer(best.tp), integer(best.ep), integer(best.batch), integer(replicas)})
                 : message(replicas == 1 ? MessageId::PlanServingOneReplica : MessageId::PlanServingReplicas,
                           {integer(best.tp), integer(best.batch), integer(replicas)});
    if (s.load > 0 && e.tokensPerSecond < s.load)
        e.warnings.push_back(
            message(MessageId::WarningLoadNotCarried, {fixed(e.tokensPerSecond, 0), fixed(s.load, 0)}));
    if (best.weightOnly)
        e.warnings.push_back(message(MessageId::WarningWeightOnly, {text(gpu.name), text(s.precision)}));
}

} // namespace

std::string_view scenarioKindName(ScenarioKind k) {
    for (const auto& [kind, name] : kKinds)
        if (kind == k)
            return name;
    return "pretrain";
}

bool isRlKind(ScenarioKind k) {
    return k == ScenarioKind::Grpo || k == ScenarioKind::Ppo || k == ScenarioKind::Dpo;
}

Method trainingMethod(ScenarioKind k) {
    switch (k) {
    case ScenarioKind::FullFinetune:
    case ScenarioKind::Grpo: // the policy's update is a full fine-tune
    case ScenarioKind::Ppo:
    case ScenarioKind::Dpo:
        return Method::FullFinetune;
    case ScenarioKind::Lora:
        return Method::Lora;
    case ScenarioKind::Qlora:
        return Method::Qlora;
    default:
        return Method::Pretrain;
    }
}

std::string_view rlPlacementChoiceName(RlPlacementChoice c) {
    return c == RlPlacementChoice::Colocated ? "colocated" : c == RlPlacementChoice::Split ? "split" : "best";
}

std::optional<RlPlacementChoice> parseRlPlacementChoice(std::string_view s) {
    for (RlPlacementChoice c :
         {RlPlacementChoice::Best, RlPlacementChoice::Colocated, RlPlacementChoice::Split})
        if (rlPlacementChoiceName(c) == s)
            return c;
    return std::nullopt;
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
            return refused(e, ScenarioField::Model, catalog.unknownModel(s.modelId));
        model = *preset;
    } else {
        if (!(s.params > 0))
            return refused(e, ScenarioField::Model, message(MessageId::ScenarioNeedsModel));
        auto derived = deriveShape(s.params, 0, 0, 0);
        if (!derived)
            return refused(e, ScenarioField::Model, derived.errorMessage());
        model = derived.value();
        e.warnings.push_back(message(MessageId::WarningDerivedShape));
    }
    e.modelName = model.name;
    const GpuSpec* gpu = catalog.gpu(s.gpuId);
    if (!gpu)
        return refused(e, ScenarioField::Gpu,
                       s.gpuId.empty() ? message(MessageId::ScenarioNeedsGpu) : catalog.unknownGpu(s.gpuId));
    e.gpuName = gpu->name;
    e.gpuWatts = gpu->tdpWatts;
    e.gpusPerNode = gpu->defaultGpusPerNode;
    e.systemGpus = gpu->systemGpus();
    e.hostWattsPerGpu = gpu->hostWattsPerGpu();
    e.memoryCapacity = gpu->memoryBytes;
    if (s.gpus < 0 || s.gpus > 65536)
        return refused(e, ScenarioField::Count, message(MessageId::ScenarioCountRange));
    // A rack's GPUs come in trays (4 in an NVL72): nobody rents or buys part of one, so a count that
    // splits a tray is rounded up to whole trays and the notes say so. An HGX server's count stays as
    // given (clouds rent single GPUs of it).
    Scenario counted = s;
    if (gpu->soldByRack() && s.gpus % gpu->defaultGpusPerNode != 0) {
        counted.gpus = (s.gpus / gpu->defaultGpusPerNode + 1) * gpu->defaultGpusPerNode;
        e.notes.push_back(
            message(MessageId::NoteRoundedToTrays, {text(gpu->name), integer(gpu->defaultGpusPerNode),
                                                    integer(s.gpus), integer(counted.gpus)}));
    }
    if (s.deadlineHours < 0)
        return refused(e, ScenarioField::Deadline, message(MessageId::ScenarioNegativeDeadline));
    if (s.budget < 0)
        return refused(e, ScenarioField::Budget, message(MessageId::ScenarioNegativeBudget));
    if (isRlKind(s.kind))
        estimateRlScenario(counted, catalog, model, *gpu, e);
    else if (e.training)
        estimateTraining(counted, catalog, model, *gpu, e);
    else
        estimateServing(counted, catalog, model, *gpu, e);
    return e;
}

} // namespace gpuplan::core
