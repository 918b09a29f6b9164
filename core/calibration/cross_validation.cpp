#include "core/calibration/cross_validation.h"

#include "core/calibration/calibration_evaluate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace gpuplan::core {
namespace {

template <typename Run> std::vector<std::string> groupsInOrder(const std::vector<Run>& runs) {
    std::vector<std::string> out;
    for (const Run& run : runs)
        if (std::find(out.begin(), out.end(), run.group) == out.end())
            out.push_back(run.group);
    return out;
}

// The rows of other groups (to fit on) and of this one (to predict), with where each predicted
// row stands in the file.
template <typename Run> struct Fold {
    std::vector<Run> kept, left;
    std::vector<std::size_t> leftIndex;

    Fold(const std::vector<Run>& runs, const std::string& group) {
        for (std::size_t i = 0; i < runs.size(); ++i) {
            if (runs[i].group != group) {
                kept.push_back(runs[i]);
                continue;
            }
            left.push_back(runs[i]);
            leftIndex.push_back(i);
        }
    }
};

// One predicted row (a CalibrationRow or an InferenceCalibrationRow) in the report's terms.
template <typename Row> HeldOutRow heldOut(const Row& row, const std::string& group) {
    HeldOutRow out;
    out.id = row.run->id;
    out.group = group;
    out.reported = row.run->reported;
    out.estimated = row.estimated;
    out.problem = row.problem;
    out.estimate = row.estimate;
    out.error = row.error;
    return out;
}

// Median and worst over the estimated rows of one group, and over all fitted rows for the report.
void summarize(CrossValidationReport& report) {
    std::vector<double> fitted, all;
    for (const HeldOutRow& row : report.rows) {
        if (!row.estimated)
            continue;
        const double e = std::fabs(row.error);
        all.push_back(e);
        if (!row.fitted)
            continue;
        fitted.push_back(e);
        if (e > report.worstAbsError) {
            report.worstAbsError = e;
            report.worstId = row.id;
        }
    }
    report.medianAbsError = medianOf(fitted);
    report.medianAbsErrorAllRows = medianOf(all);
    for (GroupResult& g : report.groups) {
        std::vector<double> errors;
        for (const HeldOutRow& row : report.rows) {
            if (row.group != g.group)
                continue;
            ++g.rows;
            if (!row.estimated)
                continue;
            errors.push_back(std::fabs(row.error));
            if (std::fabs(row.error) > g.worstAbsError) {
                g.worstAbsError = std::fabs(row.error);
                g.worstId = row.id;
            }
        }
        g.medianAbsError = medianOf(errors);
    }
}

std::string formatValue(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    return buf;
}

// The die whose efficiency a run's fit constrains (one value for every precision).
std::string efficiencyClass(const Catalog& catalog, const PublishedRun& run) {
    const GpuSpec* gpu = catalog.gpu(run.gpuId);
    return gpu ? gpu->die : run.gpuId;
}

bool constrainsGoodput(const PublishedRun& run) {
    return run.kind == RunKind::Run && (run.metric == Metric::GpuHours || run.metric == Metric::WallDays);
}

// What the left-out rows need that no remaining row fits directly, with the value the fold used.
std::vector<std::string> unconstrainedTraining(const Catalog& fold, const std::vector<PublishedRun>& kept,
                                               const std::vector<PublishedRun>& left) {
    std::set<std::string> keptClasses;
    for (const PublishedRun& run : kept)
        keptClasses.insert(efficiencyClass(fold, run));
    std::vector<std::string> out;
    std::set<std::string> noted;
    for (const PublishedRun& run : left) {
        const std::string die = efficiencyClass(fold, run);
        if (keptClasses.count(die) || !noted.insert(die).second)
            continue;
        out.push_back(die + " matmul efficiency: no other group has such a run; default_matmul_efficiency " +
                      formatValue(fold.globals().defaultMatmulEfficiency) + " used");
    }
    const bool leftNeedsGoodput = std::any_of(left.begin(), left.end(), constrainsGoodput);
    if (leftNeedsGoodput && std::none_of(kept.begin(), kept.end(), constrainsGoodput))
        out.push_back("goodput: no other group times a production run; the start value " +
                      formatValue(fold.globals().goodput) + " used");
    return out;
}

} // namespace

std::vector<std::string> sourceGroups(const std::vector<PublishedRun>& runs) {
    return groupsInOrder(runs);
}

std::vector<std::string> sourceGroups(const std::vector<PublishedInference>& runs) {
    return groupsInOrder(runs);
}

CrossValidationReport crossValidateTraining(const Catalog& catalog, const std::vector<PublishedRun>& runs) {
    // The catalog's efficiencies of the measured dies were fitted on every group, the left-out one
    // included; a fold must not see them.
    Catalog unfitted = catalog;
    std::set<std::string> dies;
    for (const PublishedRun& run : runs)
        dies.insert(efficiencyClass(catalog, run));
    for (const GpuSpec& g : unfitted.gpus()) {
        if (!dies.count(g.die))
            continue;
        GpuEfficiency& e = unfitted.efficiency(g.id);
        for (Precision p : {Precision::TF32, Precision::BF16, Precision::FP16, Precision::FP8}) {
            e.matmul[index(p)] = 0;
            e.fitted[index(p)] = false;
            e.basis[index(p)].clear();
        }
    }
    // Which plans each run may use depends on memory alone, which no fold changes: found once for all folds.
    std::vector<StatedPlans> prepared = prepareStatedPlans(unfitted, runs);
    CrossValidationReport report;
    std::vector<HeldOutRow> byRun(runs.size());
    for (const std::string& group : groupsInOrder(runs)) {
        const Fold<PublishedRun> split(runs, group);
        std::vector<StatedPlans*> kept;
        for (StatedPlans& stated : prepared)
            if (stated.run().group != group)
                kept.push_back(&stated);
        Catalog fold = unfitted;
        GroupResult result;
        result.group = group;
        result.fittedWithout = fitPreparedCalibration(fold, kept);
        result.unconstrained = unconstrainedTraining(fold, split.kept, split.left);
        result.compared = std::none_of(split.left.begin(), split.left.end(),
                                       [](const PublishedRun& r) { return r.fitted; });
        report.groups.push_back(std::move(result));
        const CalibrationReport predicted = evaluateCalibration(fold, split.left);
        for (std::size_t k = 0; k < predicted.rows.size(); ++k) {
            byRun[split.leftIndex[k]] = heldOut(predicted.rows[k], group);
            byRun[split.leftIndex[k]].fitted = predicted.rows[k].run->fitted;
        }
    }
    report.rows = std::move(byRun);
    summarize(report);
    return report;
}

CrossValidationReport crossValidateInference(const Catalog& catalog,
                                             const std::vector<PublishedInference>& runs) {
    CrossValidationReport report;
    std::vector<HeldOutRow> byRun(runs.size());
    for (const std::string& group : groupsInOrder(runs)) {
        const Fold<PublishedInference> split(runs, group);
        auto isFitted = [](const PublishedInference& r) { return r.fitted; };
        Catalog fold = catalog;
        GroupResult result;
        result.group = group;
        result.compared = std::none_of(split.left.begin(), split.left.end(), isFitted);
        result.fittedWithout = fitInferenceCalibration(fold, split.kept);
        if (std::none_of(split.kept.begin(), split.kept.end(), isFitted))
            result.unconstrained.push_back(
                "every serving parameter: no other group has a fitted row; the start values are used");
        report.groups.push_back(std::move(result));
        const InferenceCalibrationReport predicted = evaluateInferenceCalibration(fold, split.left);
        for (std::size_t k = 0; k < predicted.rows.size(); ++k) {
            HeldOutRow& row = byRun[split.leftIndex[k]];
            row = heldOut(predicted.rows[k], group);
            row.fitted = predicted.rows[k].run->fitted;
        }
    }
    report.rows = std::move(byRun);
    summarize(report);
    return report;
}

} // namespace gpuplan::core
