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
    const std::pair<const char*, double RlPhases::*> phases[] = {{"generation", &RlPhases::generation},
                                                                 {"log-probabilities", &RlPhases::logprobs},
                                                                 {"update", &RlPhases::training},
                                                                 {"refit", &RlPhases::refit}};
    std::string text = rlSecondsText(e.stepSeconds - best.stepSeconds) + " a step slower";
    double excess = 0;
    std::string worst;
    for (const auto& [name, phase] : phases)
        if (const double d = e.phases.*phase - best.phases.*phase; d > excess) {
            excess = d;
            worst = std::string(": ") + name + " " + rlSecondsText(e.phases.*phase) + " against " +
                    rlSecondsText(best.phases.*phase);
        }
    if (worst.empty()) // no phase longer: the best runs its two sides at once, this one in turn
        worst = ": its phases run one after another";
    return text + worst;
}

} // namespace

std::string rlPlacementLabel(const RlEstimate& e) {
    if (e.layout.placement == RlPlacement::Colocated)
        return "colocated on " + std::to_string(e.gpus);
    return "split " + std::to_string(e.generationGpus) + " generate + " + std::to_string(e.trainingGpus) +
           " train";
}

Result<RlPlacementSearch> searchRlPlacements(const RlScenario& base, int maxSplits) {
    RlPlacementSearch out;
    const int gpus = base.training.gpuCount;
    std::vector<RlScenario> candidates;
    RlScenario colocated = base;
    colocated.layout = {};
    colocated.layout.placement = RlPlacement::Colocated;
    colocated.job.staleness = 0;
    candidates.push_back(colocated);
    if (base.job.algorithm != RlAlgorithm::Dpo) {
        const int unit = gpus >= 2 * base.training.gpusPerNode ? base.training.gpusPerNode : 1;
        const int splits = gpus / unit - 1; // every whole-unit size of the generation pool
        const int step =
            maxSplits > 0 && splits > maxSplits ? unit * ((splits + maxSplits - 1) / maxSplits) : unit;
        for (int generation = step; generation <= gpus - unit; generation += step) {
            RlScenario split = base;
            split.layout = {};
            split.layout.placement = RlPlacement::Split;
            split.layout.generationGpus = generation;
            split.training.gpuCount = gpus - generation;
            candidates.push_back(split);
        }
    }
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
