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
    std::string die; // set: a matmul efficiency tied across the die's GPUs and precisions
    double* global = nullptr;
    double start = 0.6; // where the descent begins
};

// Sets the value on every GPU of the die, for every precision it supports: the GEMMs reach the same
// fraction of each precision's peak (a separate FP8 value fitted worse across sources: docs/estimation.md,
// section 6). Only GPUs that appear in a published run count as fitted; the others share the die's value
// and say so.
void setEfficiency(Catalog& catalog, const FitParam& p, double v, const std::set<std::string>& measured) {
    for (const GpuSpec& g : catalog.gpus()) {
        if (g.die != p.die)
            continue;
        GpuEfficiency& e = catalog.efficiency(g.id);
        const bool own = measured.count(g.id) > 0;
        const std::string basis =
            own ? "fitted on published " + p.die + " runs (one value for every precision)"
                : "no published run: same " + p.die + " die as the fitted GPUs";
        auto set = [&](Precision prec, bool fitted, const std::string& why) {
            if (!g.supports(prec))
                return;
            e.matmul[index(prec)] = v;
            e.fitted[index(prec)] = fitted;
            e.basis[index(prec)] = why;
        };
        set(Precision::BF16, own, basis);
        set(Precision::FP16, own, basis);
        set(Precision::FP8, own, basis);
        set(Precision::TF32, false, "no TF32 run published: assumed equal to BF16 on " + p.die);
    }
}

double getValue(const Catalog& catalog, const FitParam& p) {
    if (p.global)
        return *p.global;
    for (const GpuSpec& g : catalog.gpus())
        if (g.die == p.die)
            return catalog.efficiency(g.id).matmul[index(Precision::BF16)];
    return 0;
}

double objective(const Catalog& catalog, const std::vector<StatedPlans*>& prepared) {
    const CalibrationReport r = evaluatePrepared(catalog, prepared);
    std::vector<double> logs;
    for (const CalibrationRow& row : r.rows) {
        if (!row.run->fitted)
            continue; // compared, never fitted
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
    std::vector<StatedPlans> prepared = prepareStatedPlans(catalog, runs);
    return fitPreparedCalibration(catalog, pointersTo(prepared));
}

std::vector<std::string> fitPreparedCalibration(Catalog& catalog, const std::vector<StatedPlans*>& prepared) {
    std::vector<FitParam> params;
    std::set<std::string> seen;
    std::set<std::string> measured;
    for (const StatedPlans* stated : prepared)
        measured.insert(stated->run().gpuId);
    for (const StatedPlans* stated : prepared) {
        const PublishedRun& run = stated->run();
        const GpuSpec* g = catalog.gpu(run.gpuId);
        if (g && seen.insert(g->die).second)
            params.push_back({g->die + " matmul efficiency", 0.2, 0.95, g->die});
    }
    GlobalParams& gp = catalog.globals();
    params.push_back({"goodput", 0.5, 1.0, "", &gp.goodput, 0.9});
    params.push_back({"dp_overlap", 0.0, 1.0, "", &gp.dpOverlap, 0.5});
    // What does not scale with the model's matmuls, constrained by small models (issue 14, item 3).
    params.push_back({"activation_traffic_passes", 2.0, 14.0, "", &gp.activationTrafficPasses, 3.0});
    params.push_back({"layer_overhead_seconds", 0.0, 4e-4, "", &gp.layerOverheadSeconds, 0.0});
    params.push_back({"step_overhead_seconds", 0.0, 0.6, "", &gp.stepOverheadSeconds, 0.05});
    // Generic PyTorch against the stacks tuned for Hopper (issue 14: the same-code H100/A100 pairs).
    params.push_back({"pytorch_hopper_matmul_factor", 0.5, 1.0, "", &gp.pytorchHopperMatmulFactor, 1.0});

    // Always start from the same point, so the fit is reproducible whatever the catalog held.
    for (const FitParam& p : params) {
        if (p.global)
            *p.global = p.start;
        else
            setEfficiency(catalog, p, p.start, measured);
    }

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
    // GPUs without a published run use the mean of the fitted values.
    double sum = 0;
    int n = 0;
    for (const FitParam& p : params)
        if (!p.global) {
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
