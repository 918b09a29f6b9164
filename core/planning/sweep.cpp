#include "core/planning/sweep.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

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

namespace {

// One (GPU, size) point. It reads only the request and the catalog, both unchanged while the sweep runs,
// so points are computed on several threads at once.
SweepPoint sweepPoint(const SweepRequest& req, const std::string& id, double size) {
    const GpuSpec* gpu = req.catalog->gpu(id);
    SweepPoint p;
    p.gpuId = id;
    p.params = size;
    Result<ModelSpec> model =
        req.model ? Result<ModelSpec>(*req.model) : deriveShape(size, 0, req.vocab, req.seqLen);
    if (model && req.model)
        model.value().seqLen = req.seqLen;
    if (!gpu || !model) {
        p.problem = !gpu ? req.catalog->unknownGpuMessage(id) : model.error();
        return p;
    }
    TrainingScenario s;
    s.model = &model.value();
    s.cluster =
        Cluster{gpu, req.gpuCount, gpu->defaultGpusPerNode, *req.catalog->network(gpu->defaultNetwork)};
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
    return p;
}

} // namespace

std::vector<SweepPoint> runSweep(const SweepRequest& req, const std::function<bool(int, int)>& progress) {
    std::vector<std::pair<const std::string*, double>> work; // GPU-major
    for (const std::string& id : req.gpuIds)
        for (double size : req.sizes)
            work.emplace_back(&id, size);
    const std::size_t total = work.size();
    std::vector<SweepPoint> points(total);
    // The points are independent, so each batch is shared among the machine's cores. Batches keep
    // `progress` on the caller's thread and in order: it hears of each point once its batch is done, and a
    // cancel takes effect after that batch (its later points are dropped). Every worker is joined before
    // the batch is reported.
    const std::size_t threads =
        std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, std::max<std::size_t>(total, 1));
    const std::size_t batch = threads * kSweepPointsPerThreadBatch;
    for (std::size_t first = 0; first < total; first += batch) {
        const std::size_t end = std::min(total, first + batch);
        std::atomic<std::size_t> next{first};
        auto compute = [&] {
            for (std::size_t i = next++; i < end; i = next++)
                points[i] = sweepPoint(req, *work[i].first, work[i].second);
        };
        {
            std::vector<std::jthread> helpers;
            for (std::size_t t = 1; t < threads && first + t < end; ++t)
                helpers.emplace_back(compute);
            compute();
        } // the helpers join here
        for (std::size_t i = first; i < end; ++i) {
            if (progress && !progress(static_cast<int>(i + 1), static_cast<int>(total))) {
                points.resize(i + 1);
                return points;
            }
        }
    }
    return points;
}

} // namespace gpuplan::core
