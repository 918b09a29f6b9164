#pragma once
// Published RL post-training steps (resources/calibration/published_rl.csv) against the RL estimate
// (docs/estimation.md 13.5): compared, not fitted yet.

#include "core/catalog/catalog.h"
#include "core/result.h"
#include "core/rl/rl_estimator.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::core {

struct PublishedRlStep {
    std::string id, modelId, gpuId;
    RlPlacement placement = RlPlacement::Colocated;
    int gpus = 0, generationGpus = 0, trainingGpus = 0;
    int prompts = 0, rollouts = 0, updates = 1, staleness = 0;
    double promptTokens = 0, generatedTokens = 0, maxSeq = 0;
    Precision precision = Precision::BF16;
    double stepSeconds = 0;
    std::string group, date, source;
};

/// The published steps; the first bad row is named with its line.
Result<std::vector<PublishedRlStep>> parsePublishedRl(std::string_view text);

/// The scenario a published step describes: GRPO with a reference model, every rollout at the mean length
/// capped at the sequence length less the prompt, Megatron-Core's training (Framework::Tuned, fused
/// attention).
Result<RlScenario> publishedRlScenario(const Catalog& catalog, const PublishedRlStep& step);

struct RlComparison {
    const PublishedRlStep* step = nullptr;
    std::optional<RlEstimate> estimate; // none when the estimate refused (problem says why)
    double error = 0;                   // estimate / published - 1
    std::string problem;
};

struct RlCalibrationReport {
    std::vector<RlComparison> rows;
    double medianAbsError = 0; // over the rows estimated
    int estimated = 0;
};

RlCalibrationReport compareRlCalibration(const Catalog& catalog, const std::vector<PublishedRlStep>& steps);

} // namespace gpuplan::core
