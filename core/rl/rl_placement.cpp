#include "core/rl/rl_placement.h"

#include <algorithm>
#include <cstdio>
#include <optional>

namespace gpuplan::core {
namespace {

std::string rlSecondsText(double s) {
    char text[32];
    std::snprintf(text, sizeof text, s < 10 ? "%.1f s" : "%.0f s", s);
    return text;
}

// The phase that costs the option the most against the best one, with both figures.
std::string whyItLoses(const RlEstimate& e, const RlEstimate& best) {
    static const char* const names[] = {"generation", "log-probabilities", "update", "refit",
                                        "optimizer states' swap"};
    const std::string text = rlSecondsText(e.stepSeconds - best.stepSeconds) + " a step slower";
    const auto worst = costliestPhase(e.phases, best.phases);
    if (!worst) // no phase longer: the best runs its two sides at once, this one in turn
        return text + ": its phases run one after another";
    return text + ": " + names[static_cast<int>(*worst)] + " " +
           rlSecondsText(phaseSeconds(e.phases, *worst)) + " against " +
           rlSecondsText(phaseSeconds(best.phases, *worst));
}

} // namespace

double phaseSeconds(const RlPhases& p, RlStepPhase phase) {
    switch (phase) {
    case RlStepPhase::Generation:
        return p.generation;
    case RlStepPhase::Logprobs:
        return p.logprobs;
    case RlStepPhase::Update:
        return p.training;
    case RlStepPhase::Refit:
        return p.refit;
    case RlStepPhase::Swap:
        return p.swap;
    }
    return 0;
}

std::optional<RlStepPhase> costliestPhase(const RlPhases& placement, const RlPhases& best) {
    std::optional<RlStepPhase> worst;
    double excess = 0;
    for (RlStepPhase phase : {RlStepPhase::Generation, RlStepPhase::Logprobs, RlStepPhase::Update,
                              RlStepPhase::Refit, RlStepPhase::Swap})
        if (const double d = phaseSeconds(placement, phase) - phaseSeconds(best, phase); d > excess) {
            excess = d;
            worst = phase;
        }
    return worst;
}

std::string rlPlacementLabel(const RlEstimate& e) {
    if (e.layout.placement == RlPlacement::Colocated)
        return "colocated on " + std::to_string(e.gpus);
    const std::string card = e.layout.generationGpu ? " on " + e.layout.generationGpu->name : std::string();
    return "split " + std::to_string(e.generationGpus) + " generate" + card + " + " +
           std::to_string(e.trainingGpus) + " train";
}

Result<RlPlacementSearch> searchRlPlacements(const RlScenario& base, int maxSplits) {
    RlPlacementSearch out;
    const int gpus = base.training.gpuCount;
    // A generation pool on a card of its own cannot share the training GPUs: only splits are tried.
    const GpuSpec* generationCard =
        base.layout.generationGpu && base.layout.generationGpu != base.training.gpu
            ? base.layout.generationGpu
            : nullptr;
    std::vector<RlScenario> candidates;
    if (!generationCard) {
        RlScenario colocated = base;
        colocated.layout = {};
        colocated.layout.placement = RlPlacement::Colocated;
        colocated.job.staleness = 0;
        candidates.push_back(colocated);
    }
    if (base.job.algorithm != RlAlgorithm::Dpo) {
        // Each pool in whole nodes of its card once the budget spans two of them, single GPUs below.
        const int trainingUnit = gpus >= 2 * base.training.gpusPerNode ? base.training.gpusPerNode : 1;
        const int cardNode = generationCard ? std::max(1, generationCard->defaultGpusPerNode) : trainingUnit;
        const int unit = generationCard ? (gpus >= 2 * cardNode ? cardNode : 1) : trainingUnit;
        const int splits = gpus / unit - 1; // every whole-unit size of the generation pool
        const int step =
            maxSplits > 0 && splits > maxSplits ? unit * ((splits + maxSplits - 1) / maxSplits) : unit;
        for (int generation = step; generation <= gpus - unit; generation += step) {
            const int training = gpus - generation;
            if (training < trainingUnit)
                continue;
            RlScenario split = base;
            split.layout = {};
            split.layout.placement = RlPlacement::Split;
            split.layout.generationGpu = generationCard;
            split.layout.generationGpus = generation;
            split.training.gpuCount = training;
            candidates.push_back(split);
        }
    }
    if (candidates.empty()) // only splits were wanted: DPO has no generation pool, or the GPUs are too few
        return fail(
            base.job.algorithm == RlAlgorithm::Dpo
                ? message(MessageId::RlDpoNoGeneration)
                : message(MessageId::RlTwoCardsNeedTwoGpus, {text(generationCard->name), integer(gpus)}));
    std::optional<Message> firstRefusal; // as a message, so a refused run reads in the user's language
    for (const RlScenario& s : candidates) {
        ++out.evaluated;
        auto e = estimateRl(s);
        if (!e) {
            out.refused.push_back(e.error());
            if (!firstRefusal)
                firstRefusal = e.errorMessage();
            continue;
        }
        out.ranked.push_back({e.value(), rlPlacementLabel(e.value()), {}});
    }
    if (out.ranked.empty())
        return firstRefusal ? fail(*firstRefusal) : fail("no placement to try");
    std::stable_sort(out.ranked.begin(), out.ranked.end(), [](const auto& a, const auto& b) {
        return a.estimate.stepSeconds < b.estimate.stepSeconds;
    });
    for (std::size_t i = 1; i < out.ranked.size(); ++i)
        out.ranked[i].loses = whyItLoses(out.ranked[i].estimate, out.ranked.front().estimate);
    return out;
}

} // namespace gpuplan::core
