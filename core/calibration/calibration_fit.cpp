// Fitting the efficiency parameters on the published runs (coordinate descent over a grid).
#include "core/calibration/calibration.h"
#include "core/calibration/calibration_evaluate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace gpuplan::core {
namespace {

struct FitParam {
    std::string label;
    double lo, hi;
    std::string die;  // set: a matmul efficiency tied across the die's GPUs
    bool fp8 = false; // FP8, or the 16-bit class (BF16, FP16, and TF32 assumed equal)
    double* global = nullptr;
    double start = 0.6; // where the descent begins
};

// Sets the value on every GPU of the die. Only GPUs that appear in a published run count as
// fitted; the others share the die's value and say so.
void setEfficiency(Catalog& catalog, const FitParam& p, double v, const std::set<std::string>& measured) {
    for (const GpuSpec& g : catalog.gpus()) {
        if (g.die != p.die)
            continue;
        GpuEfficiency& e = catalog.efficiency(g.id);
        const bool own = measured.count(g.id) > 0;
        const std::string kind = p.fp8 ? "FP8" : "BF16/FP16";
        const std::string basis =
            own ? "fitted on published " + p.die + " " + kind + " runs"
                : "no published run: same " + p.die + " die as the fitted GPUs (" + kind + ")";
        auto set = [&](Precision prec, bool fitted, const std::string& why) {
            if (!g.supports(prec))
                return;
            e.matmul[index(prec)] = v;
            e.fitted[index(prec)] = fitted;
            e.basis[index(prec)] = why;
        };
        if (p.fp8) {
            set(Precision::FP8, own, basis);
        } else {
            set(Precision::BF16, own, basis);
            set(Precision::FP16, own, basis);
            set(Precision::TF32, false, "no TF32 run published: assumed equal to BF16 on " + p.die);
        }
    }
}

double getValue(const Catalog& catalog, const FitParam& p) {
    if (p.global)
        return *p.global;
    for (const GpuSpec& g : catalog.gpus())
        if (g.die == p.die)
            return catalog.efficiency(g.id).matmul[index(p.fp8 ? Precision::FP8 : Precision::BF16)];
    return 0;
}

double objective(const Catalog& catalog, std::vector<StatedPlans>& prepared) {
    const CalibrationReport r = evaluatePrepared(catalog, prepared);
    std::vector<double> logs;
    for (const CalibrationRow& row : r.rows) {
        if (!row.estimated)
            return 1e9; // every run must stay estimable
        logs.push_back(std::fabs(std::log1p(row.error)));
    }
    if (logs.empty())
        return 1e9;
    std::sort(logs.begin(), logs.end());
    const double median = logs[logs.size() / 2];
    return median + 0.3 * logs.back();
}

} // namespace

std::vector<std::string> fitCalibration(Catalog& catalog, const std::vector<PublishedRun>& runs) {
    std::vector<FitParam> params;
    std::set<std::pair<std::string, bool>> seen;
    std::set<std::string> measured;
    for (const PublishedRun& run : runs)
        measured.insert(run.gpuId);
    for (const PublishedRun& run : runs) {
        const GpuSpec* g = catalog.gpu(run.gpuId);
        if (!g)
            continue;
        const bool fp8 = run.job.precision == Precision::FP8;
        if (seen.insert({g->die, fp8}).second)
            params.push_back(
                {g->die + (fp8 ? " fp8" : " bf16/fp16") + " matmul efficiency", 0.2, 0.95, g->die, fp8});
        // FP8 training runs attention in BF16, so the die's BF16 value is needed too.
        if (fp8 && seen.insert({g->die, false}).second)
            params.push_back({g->die + " bf16/fp16 matmul efficiency", 0.2, 0.95, g->die, false});
    }
    GlobalParams& gp = catalog.globals();
    params.push_back({"goodput", 0.5, 1.0, "", false, &gp.goodput, 0.9});
    params.push_back({"dp_overlap", 0.0, 1.0, "", false, &gp.dpOverlap, 0.5});
    // What does not scale with the model's matmuls, constrained by small models (issue 14, item 3).
    params.push_back({"activation_traffic_passes", 2.0, 14.0, "", false, &gp.activationTrafficPasses, 3.0});
    params.push_back({"layer_overhead_seconds", 0.0, 4e-4, "", false, &gp.layerOverheadSeconds, 0.0});
    params.push_back({"step_overhead_seconds", 0.0, 0.6, "", false, &gp.stepOverheadSeconds, 0.05});

    // Always start from the same point, so the fit is reproducible whatever the catalog held.
    for (const FitParam& p : params) {
        if (p.global)
            *p.global = p.start;
        else
            setEfficiency(catalog, p, p.start, measured);
    }

    // Found once: which plans each run may use does not depend on the values being fitted.
    std::vector<StatedPlans> prepared = prepareStatedPlans(catalog, runs);
    constexpr int kRounds = 3;
    constexpr int kSteps = 24;
    double best = objective(catalog, prepared);
    for (int round = 0; round < kRounds; ++round) {
        for (const FitParam& p : params) {
            double bestValue = getValue(catalog, p);
            for (int i = 0; i <= kSteps; ++i) {
                const double v = p.lo + (p.hi - p.lo) * i / kSteps;
                if (p.global)
                    *p.global = v;
                else
                    setEfficiency(catalog, p, v, measured);
                const double obj = objective(catalog, prepared);
                if (obj < best - 1e-12) {
                    best = obj;
                    bestValue = v;
                }
            }
            if (p.global)
                *p.global = bestValue;
            else
                setEfficiency(catalog, p, bestValue, measured);
        }
    }
    // GPUs without a published run use the mean of the fitted 16-bit values.
    double sum = 0;
    int n = 0;
    for (const FitParam& p : params)
        if (!p.global && !p.fp8) {
            sum += getValue(catalog, p);
            ++n;
        }
    if (n > 0)
        gp.defaultMatmulEfficiency = sum / n;

    std::vector<std::string> lines;
    for (const FitParam& p : params) {
        char buf[160];
        std::snprintf(buf, sizeof buf, "%-40s %.3f", p.label.c_str(), getValue(catalog, p));
        lines.emplace_back(buf);
    }
    char buf[160];
    std::snprintf(buf, sizeof buf, "%-40s %.3f", "default_matmul_efficiency", gp.defaultMatmulEfficiency);
    lines.emplace_back(buf);
    return lines;
}

} // namespace gpuplan::core
