#include "core/calibration/rl_calibration.h"

#include "core/csv.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::core {

Result<std::vector<PublishedRlStep>> parsePublishedRl(std::string_view text) {
    auto table = parseCsv(text);
    if (!table)
        return fail("published RL steps: " + table.error());
    std::vector<PublishedRlStep> out;
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        auto bad = [&](const std::string& why) {
            return fail("published RL steps: line " + std::to_string(row.line) + ": " + why);
        };
        PublishedRlStep s;
        s.id = r.text("id");
        s.modelId = r.text("model");
        s.gpuId = r.text("gpu");
        s.group = r.text("group");
        s.date = r.text("date");
        s.source = r.text("source");
        if (s.id.empty() || s.modelId.empty() || s.gpuId.empty() || s.source.empty())
            return bad("id, model, gpu and source are required");
        const std::string placement = r.text("placement");
        if (placement != "colocated" && placement != "split")
            return bad("placement is colocated or split, not '" + placement + "'");
        s.placement = placement == "split" ? RlPlacement::Split : RlPlacement::Colocated;
        const char* names[] = {"gpus",     "generation_gpus", "training_gpus",    "prompts",
                               "rollouts", "prompt_tokens",   "generated_tokens", "max_seq",
                               "updates",  "step_seconds"};
        double v[10];
        for (int i = 0; i < 10; ++i) {
            auto n = r.number(names[i]);
            if (!n)
                return fail("published RL steps: " + n.error());
            if (!(n.value() > 0))
                return bad(std::string(names[i]) + " must be positive");
            v[i] = n.value();
        }
        auto staleness = r.numberOr("staleness", 0);
        if (!staleness || staleness.value() < 0)
            return bad("staleness must be 0 or more");
        s.gpus = static_cast<int>(v[0]);
        s.generationGpus = static_cast<int>(v[1]);
        s.trainingGpus = static_cast<int>(v[2]);
        s.prompts = static_cast<int>(v[3]);
        s.rollouts = static_cast<int>(v[4]);
        s.promptTokens = v[5];
        s.generatedTokens = v[6];
        s.maxSeq = v[7];
        s.updates = static_cast<int>(v[8]);
        s.stepSeconds = v[9];
        s.staleness = static_cast<int>(staleness.value());
        if (s.placement == RlPlacement::Split && s.generationGpus + s.trainingGpus != s.gpus)
            return bad("split pools must add up to the run's GPUs");
        const auto precision = parsePrecision(r.text("precision"));
        if (!precision || (*precision != Precision::BF16 && *precision != Precision::FP8))
            return bad("precision is bf16 or fp8");
        s.precision = *precision;
        out.push_back(std::move(s));
    }
    return out;
}

Result<RlScenario> publishedRlScenario(const Catalog& catalog, const PublishedRlStep& step) {
    const ModelSpec* model = catalog.model(step.modelId);
    const GpuSpec* gpu = catalog.gpu(step.gpuId);
    if (!model || !gpu)
        return fail(step.id + ": " + (!model ? "model " + step.modelId : "GPU " + step.gpuId) +
                    " is not in the catalog");
    RlScenario s;
    s.catalog = &catalog;
    s.policy = model;
    const Network* network = catalog.network(gpu->defaultNetwork);
    s.training = Cluster{gpu, step.placement == RlPlacement::Split ? step.trainingGpus : step.gpus,
                         gpu->defaultGpusPerNode, network ? *network : Network{}};
    s.layout.placement = step.placement;
    if (step.placement == RlPlacement::Split)
        s.layout.generationGpus = step.generationGpus;
    s.framework = Framework::Tuned;
    s.attention = AttentionKernel::Fused;
    RlJob& j = s.job;
    j.algorithm = RlAlgorithm::Grpo;
    j.promptsPerStep = step.prompts;
    j.rolloutsPerPrompt = step.rollouts;
    j.promptTokens = step.promptTokens;
    // The tables give the mean generated length only: the estimate spreads it by the fitted tail (13.5).
    j.generated = {step.generatedTokens, 0};
    j.maxGeneratedTokens = std::max(1.0, step.maxSeq - step.promptTokens);
    j.steps = 1;
    j.updatesPerStep = step.updates;
    j.staleness = step.staleness;
    j.reference = true;
    j.trainingPrecision = step.precision;
    j.generationPrecision = step.precision == Precision::FP8 ? ServingPrecision::FP8 : ServingPrecision::BF16;
    return s;
}

RlCalibrationReport compareRlCalibration(const Catalog& catalog, const std::vector<PublishedRlStep>& steps) {
    RlCalibrationReport report;
    std::vector<double> errors;
    for (const PublishedRlStep& step : steps) {
        RlComparison c;
        c.step = &step;
        auto scenario = publishedRlScenario(catalog, step);
        auto estimate = scenario ? estimateRl(scenario.value()) : Result<RlEstimate>(fail(scenario.error()));
        if (estimate) {
            c.estimate = estimate.value();
            c.error = c.estimate->stepSeconds / step.stepSeconds - 1;
            errors.push_back(std::abs(c.error));
        } else {
            c.problem = estimate.error();
        }
        report.rows.push_back(std::move(c));
    }
    report.estimated = static_cast<int>(errors.size());
    if (!errors.empty()) {
        std::sort(errors.begin(), errors.end());
        const std::size_t n = errors.size();
        report.medianAbsError = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
    }
    return report;
}

} // namespace gpuplan::core
