#pragma once
// Turns the shared command-line options (GPU, count, model, tokens, precision, method...) into
// a core TrainingScenario, with one clear message for the first thing that is wrong.

#include "cli/arguments.h"

#include "core/catalog/catalog.h"
#include "core/training/training_estimator.h"

#include <QString>

#include <memory>
#include <optional>

namespace gpuplan::cli {

/// Everything a TrainingScenario points at, kept alive together.
struct ScenarioInput {
    core::ModelSpec model;
    core::TrainingScenario scenario;
    std::optional<core::Plan> pinned; // --tp/--pp/... given: estimate exactly this plan
    bool naive = false;               // --naive: the layer split over all GPUs
    QStringList notes;                // what the user should know about the inputs
};

struct ScenarioRules {
    bool gpuCountRequired = true;
    bool tokensRequired = true;
    bool finetune = false; // --method is read and required
};

/// Builds the scenario; the error is one line naming the problem.
/// --attention, --no-flash-attention and --framework into `job`, or why they make no sense.
core::Status softwareFromArgs(const Arguments& args, core::TrainingJob& job);

core::Result<std::unique_ptr<ScenarioInput>>
buildScenario(const Arguments& args, const core::Catalog& catalog, const ScenarioRules& rules);

/// --gpu, --gpus (required when countRequired), --gpus-per-node, --network.
core::Result<core::Cluster> clusterFromArgs(const Arguments& args, const core::Catalog& catalog,
                                            bool countRequired);
/// --model PRESET, or --params with an optional shape (derived when absent; --ffn derived from --hidden
/// when the rest is given, said in `notes`); --seq, --vocab.
core::Result<core::ModelSpec> modelFromArgs(const Arguments& args, const core::Catalog& catalog,
                                            QStringList* notes = nullptr);
/// A positive number (suffixes allowed) or a positive whole number, with messages naming the option.
core::Result<double> positiveQuantity(const Arguments& args, const QString& name);
core::Result<int> positiveInt(const Arguments& args, const QString& name);
/// An optional positive duration (30d, 12h, 500ms, 2s, or seconds); 0 when the option is absent.
core::Result<double> optionalDuration(const Arguments& args, const QString& name);
/// A positive quantity when the option is given, else `fallback`.
core::Result<double> optionalQuantity(const Arguments& args, const QString& name, double fallback);

} // namespace gpuplan::cli
