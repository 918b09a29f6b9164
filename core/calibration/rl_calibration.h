#pragma once
// Published RL post-training steps (resources/calibration/published_rl.csv) and refits
// (published_rl_refit.csv) against the RL estimate, the fit of its RL parameters and their
// leave-one-model-out cross-validation (docs/estimation.md 13.5).

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

/// The scenario a published step describes: GRPO with a reference model, the generated lengths of the
/// published mean with the fitted tail (rl_length_tail) capped at the sequence length less the prompt,
/// Megatron-Core's training (Framework::Tuned, fused attention).
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

/// A published refit: the whole policy moved into the generation engines once.
struct PublishedRlRefit {
    std::string id, modelId, gpuId;
    RlPlacement placement = RlPlacement::Split;
    Precision precision = Precision::BF16;
    double seconds = 0;
    std::string group, date, source;
};

Result<std::vector<PublishedRlRefit>> parsePublishedRlRefits(std::string_view text);

/// Fits rl_refit_seconds and rl_refit_bytes_per_second on the refits (the mean absolute log error), then
/// rl_length_tail, rl_generation_factor and rl_training_factor on the steps (the median absolute log error,
/// a third of the mean's weight added), each from a fixed start. Returns one line per parameter.
std::vector<std::string> fitRlCalibration(Catalog& catalog, const std::vector<PublishedRlStep>& steps,
                                          const std::vector<PublishedRlRefit>& refits);

/// Each model left out in turn: the step parameters refitted on the other models' steps (the refit law as
/// fitted on all refits, none of which is a step) and the left-out model's steps predicted.
struct RlCrossValidation {
    std::vector<RlComparison> rows;                                              // in the file's order
    std::vector<std::pair<std::string, std::vector<std::string>>> fittedWithout; // model -> fit lines
    double medianAbsError = 0;
    int estimated = 0;
};
RlCrossValidation crossValidateRl(const Catalog& catalog, const std::vector<PublishedRlStep>& steps,
                                  const std::vector<PublishedRlRefit>& refits);

} // namespace gpuplan::core
