#include "core/planning/scenario_rl.h"

#include "core/rl/rl_placement.h"
#include "core/training/training_messages.h"

#include <algorithm>
#include <array>

namespace gpuplan::core {
namespace {

// The splits a row's placement search tries: about seven evenly spaced generation pools, so a row re-plans in
// well under a second even for DeepSeek-V3 on 256 GPUs (`gpuplan plan --method` tries every whole node).
constexpr int kRowSplits = 7;

RlAlgorithm algorithmOf(ScenarioKind k) {
    return k == ScenarioKind::Ppo   ? RlAlgorithm::Ppo
           : k == ScenarioKind::Dpo ? RlAlgorithm::Dpo
                                    : RlAlgorithm::Grpo;
}

// The run at `gpus` GPUs in the placement the scenario names, or the fastest the search finds (the placements
// it tried, fastest first, into `tried` where given).
Result<RlEstimate> atCount(const Scenario& s, RlScenario base, int gpus,
                           std::vector<RlPlacementTried>* tried = nullptr) {
    base.training.gpuCount = gpus;
    switch (s.rl.placement) {
    case RlPlacementChoice::Colocated:
        return estimateRl(base);
    case RlPlacementChoice::Split:
        base.layout.placement = RlPlacement::Split;
        base.layout.generationGpus = s.rl.generationGpus;
        base.training.gpuCount = gpus - s.rl.generationGpus;
        return estimateRl(base);
    case RlPlacementChoice::Best:
        break;
    }
    auto search = searchRlPlacements(base, kRowSplits);
    if (!search)
        return search.failure();
    if (tried)
        for (const RlPlacementOption& o : search->ranked) {
            const RlEstimate& e = o.estimate;
            tried->push_back({e.layout.placement, e.generationGpus, e.trainingGpus, e.phases, e.stepSeconds,
                              e.wallSeconds});
        }
    return search->ranked.front().estimate;
}

// The counts an auto count tries, fewest first: one, two and four GPUs, then whole nodes doubling up to
// 4,096.
std::vector<int> candidateCounts(const Scenario& s, const GpuSpec& gpu) {
    std::vector<int> counts;
    const int node = std::max(1, gpu.defaultGpusPerNode);
    for (int n : {1, 2, 4})
        if (n < node)
            counts.push_back(n);
    for (int n = node; n <= 4096; n *= 2) // larger runs take a count: a search past it takes seconds
        counts.push_back(n);
    if (s.rl.placement == RlPlacementChoice::Split)
        std::erase_if(counts, [&](int n) { return n <= s.rl.generationGpus; });
    return counts;
}

// Refused because the GPUs are too few for the policy (a larger count may hold it), not for the run's inputs.
template <class T> bool tooFewGpus(const Result<T>& r) {
    const MessageId id = r.errorMessage().id;
    return id == MessageId::RlNoGenerationLayout || id == MessageId::RlUpdateFitsNoPlan ||
           id == MessageId::RlTwoCardsNeedTwoGpus || id == MessageId::RlRewardModelFitsNoPlan;
}

Message planOf(const RlEstimate& r, const GpuSpec& gpu) {
    const Message update = planMessage(r.training.plan, r.training.layersPerStage);
    if (r.layout.placement == RlPlacement::Colocated)
        return message(MessageId::PlanRlColocated, {integer(r.gpus), nested(update)});
    if (r.layout.generationGpu && r.layout.generationGpu != &gpu) // two card types: each pool names its own
        return message(MessageId::PlanRlSplitCards,
                       {integer(r.generationGpus), text(r.layout.generationGpu->name),
                        integer(r.trainingGpus), text(gpu.name), nested(update)});
    return message(MessageId::PlanRlSplit,
                   {integer(r.generationGpus), integer(r.trainingGpus), nested(update)});
}

// The generation pool's own card, when the run names one other than the scenario's.
const GpuSpec* generationCardOf(const Scenario& s, const Catalog& catalog) {
    if (s.rl.generationGpuId.empty() || s.rl.generationGpuId == s.gpuId)
        return nullptr;
    return catalog.gpu(s.rl.generationGpuId);
}

} // namespace

RlScenario rlScenarioOf(const Scenario& s, const Catalog& catalog, const ModelSpec& model, const GpuSpec& gpu,
                        int gpus) {
    RlScenario r;
    r.catalog = &catalog;
    r.policy = &model;
    const Network* network = catalog.network(gpu.defaultNetwork);
    r.training = Cluster{&gpu, gpus, gpu.defaultGpusPerNode, network ? *network : Network{}};
    r.framework = s.framework;
    r.attention = s.attention;
    RlJob& j = r.job;
    j.algorithm = algorithmOf(s.kind);
    j.promptsPerStep = s.rl.promptsPerStep;
    j.rolloutsPerPrompt = j.algorithm == RlAlgorithm::Dpo ? 1 : s.rl.rolloutsPerPrompt;
    j.promptTokens = s.rl.promptTokens;
    j.generated = {s.rl.generatedTokens, s.rl.generatedP90};
    j.maxGeneratedTokens = s.rl.maxGeneratedTokens;
    j.steps = s.rl.steps;
    j.updatesPerStep = s.rl.updatesPerStep;
    j.reference = s.rl.reference;
    j.rewardSeconds = s.rl.rewardSeconds;
    j.staleness = s.rl.placement == RlPlacementChoice::Colocated ? 0 : s.rl.staleness;
    const bool fp8 = s.precision == "fp8";
    j.trainingPrecision = fp8 ? Precision::FP8 : Precision::BF16;
    j.generationPrecision = fp8 ? ServingPrecision::FP8 : ServingPrecision::BF16;
    if (s.rl.placement != RlPlacementChoice::Colocated) // a named split, or the fastest split on that card
        r.layout.generationGpu = generationCardOf(s, catalog);
    if (!s.rl.rewardModelId.empty())
        r.rewardModel = catalog.model(s.rl.rewardModelId);
    return r;
}

void estimateRlScenario(const Scenario& s, const Catalog& catalog, const ModelSpec& model, const GpuSpec& gpu,
                        ScenarioEstimate& e) {
    auto refuse = [&](ScenarioField field, Message why) {
        e.ok = false;
        e.problemField = field;
        e.problem = std::move(why);
    };
    if (s.precision != "bf16" && s.precision != "fp8")
        return refuse(ScenarioField::Precision, message(MessageId::ScenarioRlPrecision, {text(s.precision)}));
    if (s.rl.placement == RlPlacementChoice::Split && s.gpus > 0 &&
        (s.rl.generationGpus < 1 || s.rl.generationGpus >= s.gpus))
        return refuse(ScenarioField::Tokens, message(MessageId::ScenarioRlSplitPool, {integer(s.gpus)}));
    if (!s.rl.generationGpuId.empty() && s.rl.generationGpuId != s.gpuId) {
        const GpuSpec* card = catalog.gpu(s.rl.generationGpuId);
        if (!card)
            return refuse(ScenarioField::Tokens, catalog.unknownGpu(s.rl.generationGpuId));
        if (s.rl.placement == RlPlacementChoice::Colocated)
            return refuse(ScenarioField::Tokens,
                          message(MessageId::ScenarioRlGenerationCardNeedsSplit, {text(card->name)}));
    }
    if (!s.rl.rewardModelId.empty() && !catalog.model(s.rl.rewardModelId))
        return refuse(ScenarioField::Tokens, catalog.unknownModel(s.rl.rewardModelId));
    const RlScenario base = rlScenarioOf(s, catalog, model, gpu, std::max(1, s.gpus));
    const double deadline = s.deadlineHours * 3600;
    std::optional<RlEstimate> found;
    Message lastProblem;
    if (s.gpus > 0) {
        auto r = atCount(s, base, s.gpus, &e.rlPlacements);
        if (!r)
            // The run's own inputs (lengths, steps, pools) are in the Work column's RL run; the count is
            // the other cause (the policy fits nowhere).
            return refuse(tooFewGpus(r) ? ScenarioField::Count : ScenarioField::Tokens, r.errorMessage());
        found = r.value();
    } else {
        // The fewest GPUs that hold the run (colocated, or in the pools named) and meet the deadline; the
        // placement search runs once, at that count: searching every split of every count up to thousands of
        // GPUs would take seconds.
        e.countChosen = true;
        Scenario counting = s;
        if (counting.rl.placement == RlPlacementChoice::Best && !base.layout.generationGpu)
            counting.rl.placement = RlPlacementChoice::Colocated; // two cards cannot colocate: searched
        int chosen = 0;
        bool ran = false; // at some count, if not within the deadline
        // Counted in the row's own placement (a named split, or two cards' search): the count's run is the
        // row's.
        const bool countedAsPlaced = counting.rl.placement == s.rl.placement;
        for (int n : candidateCounts(s, gpu)) {
            std::vector<RlPlacementTried> tried;
            auto r = atCount(counting, base, n, countedAsPlaced ? &tried : nullptr);
            if (!r) {
                if (!tooFewGpus(r))
                    return refuse(ScenarioField::Tokens, r.errorMessage());
                lastProblem = r.errorMessage();
                continue;
            }
            ran = true;
            if (deadline <= 0 || r->wallSeconds <= deadline) {
                chosen = n;
                if (countedAsPlaced) {
                    found = r.value();
                    e.rlPlacements = std::move(tried);
                }
                break;
            }
        }
        if (chosen == 0 && ran)
            return refuse(ScenarioField::Deadline, message(MessageId::ScenarioDeadlineUnreachable));
        if (chosen == 0)
            return refuse(ScenarioField::Count,
                          lastProblem.empty()
                              ? message(MessageId::ScenarioFitsNoCount, {modelNameArg(model), text(gpu.name)})
                              : lastProblem);
        if (!found) {
            auto r = atCount(s, base, chosen, &e.rlPlacements);
            if (!r)
                return refuse(ScenarioField::Count, r.errorMessage());
            found = r.value();
        }
    }
    const RlEstimate& r = *found;
    e.ok = true;
    e.gpus = r.gpus;
    e.wallSeconds = r.wallSeconds;
    e.gpuHours = r.gpuHours;
    e.tokensPerSecond = r.stepSeconds > 0 ? r.trainedTokensPerStep / r.stepSeconds : 0;
    // Against the scenario's card's memory: a generation pool on another card is measured against its own
    // (PoolCard::memoryCapacity) in the details.
    const bool ownCard = r.layout.generationGpu && r.layout.generationGpu != &gpu;
    e.memoryPerGpu = ownCard ? r.training.memory.total()
                             : std::max(r.training.memory.total(), r.generation.memory.total());
    e.train = r.training;
    e.plan = planOf(r, gpu);
    e.notes = r.notes;
    if (const GpuSpec* card = r.layout.generationGpu; card && card != &gpu && r.generationGpus > 0)
        e.generationCard = PoolCard{card->id,         card->name,         r.generationGpus,
                                    card->tdpWatts,   card->systemGpus(), card->hostWattsPerGpu(),
                                    card->memoryBytes};
    if (deadline > 0 && r.wallSeconds > deadline) // a count the user gave
        e.warnings.push_back(message(MessageId::WarningPastDeadline,
                                     {fixed(r.wallSeconds / 3600, 1), fixed(s.deadlineHours, 1)}));
    e.rl = r;
}

} // namespace gpuplan::core
