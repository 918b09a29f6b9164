#include "core/planning/sweep.h"

#include <cmath>

namespace gpuplan::core {

std::vector<double> logSpaced(double lo, double hi, int n) {
    std::vector<double> out;
    if (n < 2 || !(lo > 0) || !(hi > lo))
        return out;
    const double a = std::log(lo);
    const double b = std::log(hi);
    for (int i = 0; i < n; ++i)
        out.push_back(i == n - 1 ? hi : std::exp(a + (b - a) * i / (n - 1)));
    return out;
}

std::vector<SweepPoint> runSweep(const SweepRequest& req, const std::function<bool(int, int)>& progress) {
    std::vector<SweepPoint> points;
    const int total = static_cast<int>(req.gpuIds.size() * req.sizes.size());
    points.reserve(static_cast<std::size_t>(total));
    for (const std::string& id : req.gpuIds) {
        const GpuSpec* gpu = req.catalog->gpu(id);
        for (double size : req.sizes) {
            SweepPoint p;
            p.gpuId = id;
            p.params = size;
            auto model = deriveShape(size, 0, req.vocab, req.seqLen);
            if (!gpu || !model) {
                p.problem = !gpu ? req.catalog->unknownGpuMessage(id) : model.error();
                points.push_back(p);
                continue;
            }
            TrainingScenario s;
            s.model = &model.value();
            s.cluster = Cluster{gpu, req.gpuCount, gpu->defaultGpusPerNode,
                                *req.catalog->network(gpu->defaultNetwork)};
            s.job = req.job;
            s.efficiency = &req.catalog->efficiency(id);
            s.params = &req.catalog->globals();
            if (req.deadlineSeconds > 0) {
                const CountSearchResult r = countForDeadline(s, req.deadlineSeconds);
                if (r.gpus > 0) {
                    p.ok = true;
                    p.gpus = r.gpus;
                    p.best = r.plans.best.front();
                } else {
                    p.problem = "no count up to 65,536 meets the deadline";
                }
            } else {
                auto est = TrainingEstimator::create(s);
                if (!est) {
                    p.problem = est.error();
                } else {
                    const PlanSearchResult r = searchPlans(est.value(), {1, false, false});
                    if (r.best.empty()) {
                        p.problem = "does not fit on " + std::to_string(req.gpuCount) + " GPUs";
                    } else {
                        p.ok = true;
                        p.gpus = req.gpuCount;
                        p.best = r.best.front();
                    }
                }
            }
            auto price = req.pricePerGpuHour.find(id);
            if (p.ok && price != req.pricePerGpuHour.end()) {
                p.priced = true;
                p.cost = p.best.gpuHours * price->second;
            }
            points.push_back(std::move(p));
            if (progress && !progress(static_cast<int>(points.size()), total))
                return points;
        }
    }
    return points;
}

} // namespace gpuplan::core
