// The fit of the RL estimate's own parameters (docs/estimation.md 13.5): the refit law on published refit
// times, then the generated lengths' tail and the generation and training factors on published steps, and
// their leave-one-model-out cross-validation.
#include "core/calibration/rl_calibration.h"

#include "core/calibration/calibration.h"
#include "core/csv.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::core {
namespace {

// The tails tried: the generated lengths' p90 as 1.0 to 2.5 times their mean.
constexpr double kTailLo = 1.0, kTailHi = 2.5, kTailStep = 0.1;

// One step's phases with both RL factors at 1. The factors divide the phases afterwards, which is exact:
// they scale every generation layout and every training plan alike, so none of the choices changes.
struct UnitStep {
    bool estimated = false;
    RlPhases phases;
    RlPlacement placement = RlPlacement::Colocated;
    int staleness = 0;
    double published = 0;
};

std::vector<UnitStep> unitSteps(const Catalog& catalog, const std::vector<PublishedRlStep>& steps,
                                double tail) {
    Catalog unit = catalog;
    unit.globals().rlGenerationFactor = 1;
    unit.globals().rlTrainingFactor = 1;
    unit.globals().rlLengthTail = tail;
    std::vector<UnitStep> out;
    for (const PublishedRlStep& step : steps) {
        UnitStep u;
        u.placement = step.placement;
        u.staleness = step.staleness;
        u.published = step.stepSeconds;
        if (auto scenario = publishedRlScenario(unit, step)) {
            if (auto estimate = estimateRl(scenario.value())) {
                u.estimated = true;
                u.phases = estimate->phases;
            }
        }
        out.push_back(u);
    }
    return out;
}

double stepSeconds(const UnitStep& u, double generationFactor, double trainingFactor) {
    RlPhases p = u.phases;
    p.generation /= generationFactor;
    p.logprobs /= trainingFactor;
    p.training /= trainingFactor;
    return rlStepSeconds(p, u.placement, u.staleness);
}

// The median absolute log error over the rows kept, a third of the mean's weight added (as the serving fit).
double objective(const std::vector<UnitStep>& rows, const std::vector<bool>& kept, double g, double t) {
    std::vector<double> logs;
    double sum = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (!kept[i] || !rows[i].estimated)
            continue;
        const double e = std::abs(std::log(stepSeconds(rows[i], g, t) / rows[i].published));
        logs.push_back(e);
        sum += e;
    }
    if (logs.empty())
        return 1e9;
    return medianOf(logs) + 0.3 * sum / static_cast<double>(logs.size());
}

// The tail and the two factors that fit the rows kept best; returns the fit's lines.
std::vector<std::string> fitStepParams(const std::vector<std::vector<UnitStep>>& byTail,
                                       const std::vector<bool>& kept, GlobalParams& gp) {
    double best = 1e18;
    double bestTail = kTailLo, bestG = 1, bestT = 1;
    for (std::size_t k = 0; k < byTail.size(); ++k) {
        double g = 1, t = 1;
        std::vector<GridParam> params{{"rl_generation_factor", &g, 0.05, 1.5, 1.0},
                                      {"rl_training_factor", &t, 0.02, 1.5, 1.0}};
        fitOnGrid(
            params, [&] { return objective(byTail[k], kept, g, t); }, 3, 145);
        const double obj = objective(byTail[k], kept, g, t);
        if (obj < best - 1e-12) {
            best = obj;
            bestTail = kTailLo + kTailStep * static_cast<double>(k);
            bestG = g;
            bestT = t;
        }
    }
    gp.rlLengthTail = bestTail;
    gp.rlGenerationFactor = bestG;
    gp.rlTrainingFactor = bestT;
    return {fitLine("rl_length_tail", bestTail), fitLine("rl_generation_factor", bestG),
            fitLine("rl_training_factor", bestT)};
}

std::vector<std::vector<UnitStep>> unitStepsByTail(const Catalog& catalog,
                                                   const std::vector<PublishedRlStep>& steps) {
    std::vector<std::vector<UnitStep>> byTail;
    for (double tail = kTailLo; tail <= kTailHi + 1e-9; tail += kTailStep)
        byTail.push_back(unitSteps(catalog, steps, tail));
    return byTail;
}

double modelBytes(const Catalog& catalog, const PublishedRlRefit& r) {
    const ModelSpec* m = catalog.model(r.modelId);
    return m ? m->params * (r.precision == Precision::FP8 ? 1.0 : 2.0) : 0.0;
}

std::vector<std::string> fitRefit(const Catalog& catalog, const std::vector<PublishedRlRefit>& refits,
                                  GlobalParams& gp) {
    double fixed = 0, gbPerSecond = 100;
    auto err = [&] {
        double sum = 0;
        int n = 0;
        for (const PublishedRlRefit& r : refits) {
            const double bytes = modelBytes(catalog, r);
            if (bytes <= 0)
                continue;
            sum += std::abs(std::log((fixed + bytes / (gbPerSecond * 1e9)) / r.seconds));
            ++n;
        }
        return n ? sum / n : 1e9;
    };
    std::vector<GridParam> params{{"rl_refit_seconds", &fixed, 0.0, 10.0, 0.0},
                                  {"rl_refit_gb_per_second", &gbPerSecond, 10.0, 400.0, 100.0}};
    fitOnGrid(params, err, 4, 390);
    gp.rlRefitSeconds = fixed;
    gp.rlRefitBytesPerSecond = gbPerSecond * 1e9;
    return {fitLine("rl_refit_seconds", gp.rlRefitSeconds),
            fitLine("rl_refit_bytes_per_second", gp.rlRefitBytesPerSecond)};
}

} // namespace

Result<std::vector<PublishedRlRefit>> parsePublishedRlRefits(std::string_view text) {
    auto table = parseCsv(text);
    if (!table)
        return fail("published RL refits: " + table.error());
    std::vector<PublishedRlRefit> out;
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        auto bad = [&](const std::string& why) {
            return fail("published RL refits: line " + std::to_string(row.line) + ": " + why);
        };
        PublishedRlRefit f;
        f.id = r.text("id");
        f.modelId = r.text("model");
        f.gpuId = r.text("gpu");
        f.group = r.text("group");
        f.date = r.text("date");
        f.source = r.text("source");
        if (f.id.empty() || f.modelId.empty() || f.gpuId.empty() || f.source.empty())
            return bad("id, model, gpu and source are required");
        const std::string placement = r.text("placement");
        if (placement != "colocated" && placement != "split")
            return bad("placement is colocated or split, not '" + placement + "'");
        f.placement = placement == "split" ? RlPlacement::Split : RlPlacement::Colocated;
        const auto precision = parsePrecision(r.text("precision"));
        if (!precision || (*precision != Precision::BF16 && *precision != Precision::FP8))
            return bad("precision is bf16 or fp8");
        f.precision = *precision;
        auto seconds = r.number("seconds");
        if (!seconds)
            return fail("published RL refits: " + seconds.error());
        if (!(seconds.value() > 0))
            return bad("seconds must be positive");
        f.seconds = seconds.value();
        out.push_back(std::move(f));
    }
    return out;
}

std::vector<std::string> fitRlCalibration(Catalog& catalog, const std::vector<PublishedRlStep>& steps,
                                          const std::vector<PublishedRlRefit>& refits) {
    std::vector<std::string> lines = fitRefit(catalog, refits, catalog.globals());
    const auto byTail = unitStepsByTail(catalog, steps);
    const std::vector<bool> all(steps.size(), true);
    for (std::string& line : fitStepParams(byTail, all, catalog.globals()))
        lines.push_back(std::move(line));
    return lines;
}

RlCrossValidation crossValidateRl(const Catalog& catalog, const std::vector<PublishedRlStep>& steps,
                                  const std::vector<PublishedRlRefit>& refits) {
    RlCrossValidation cv;
    Catalog refitted = catalog;
    fitRefit(refitted, refits, refitted.globals());
    const auto byTail = unitStepsByTail(refitted, steps);
    std::vector<std::string> models;
    for (const PublishedRlStep& s : steps)
        if (std::find(models.begin(), models.end(), s.modelId) == models.end())
            models.push_back(s.modelId);
    cv.rows.resize(steps.size());
    for (const std::string& model : models) {
        std::vector<bool> kept(steps.size());
        std::vector<PublishedRlStep> left;
        std::vector<std::size_t> where;
        for (std::size_t i = 0; i < steps.size(); ++i) {
            kept[i] = steps[i].modelId != model;
            if (!kept[i]) {
                left.push_back(steps[i]);
                where.push_back(i);
            }
        }
        Catalog fold = refitted;
        cv.fittedWithout.emplace_back(model, fitStepParams(byTail, kept, fold.globals()));
        RlCalibrationReport predicted = compareRlCalibration(fold, left);
        for (std::size_t k = 0; k < where.size(); ++k) {
            cv.rows[where[k]] = std::move(predicted.rows[k]);
            cv.rows[where[k]].step = &steps[where[k]];
        }
    }
    std::vector<double> errors;
    for (const RlComparison& c : cv.rows)
        if (c.estimate)
            errors.push_back(std::abs(c.error));
    cv.estimated = static_cast<int>(errors.size());
    cv.medianAbsError = medianOf(errors);
    return cv;
}

} // namespace gpuplan::core
