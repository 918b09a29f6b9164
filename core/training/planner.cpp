#include "core/training/planner.h"

#include <algorithm>
#include <functional>

namespace gpuplan::core {
namespace {

// Keeps the K fastest plans; K is small, so insertion into a sorted vector is cheapest.
class TopK {
public:
    explicit TopK(int k) : m_k(std::max(1, k)) {
        m_items.reserve(static_cast<std::size_t>(std::min(m_k, 64)) + 1);
    }
    void offer(const TrainingEstimate& e) {
        if (static_cast<int>(m_items.size()) == m_k && e.tokensPerSecond <= m_items.back().tokensPerSecond)
            return;
        auto pos = std::upper_bound(m_items.begin(), m_items.end(), e,
                                    [](const TrainingEstimate& a, const TrainingEstimate& b) {
                                        return a.tokensPerSecond > b.tokensPerSecond;
                                    });
        m_items.insert(pos, e);
        if (static_cast<int>(m_items.size()) > m_k)
            m_items.pop_back();
    }
    std::vector<TrainingEstimate> take() { return std::move(m_items); }

private:
    int m_k;
    std::vector<TrainingEstimate> m_items;
};

std::vector<int> divisorsUpTo(int n, int limit, bool powersOfTwoOnly) {
    std::vector<int> out;
    for (int d = 1; d <= std::min(n, limit); ++d) {
        if (n % d != 0)
            continue;
        if (powersOfTwoOnly && (d & (d - 1)) != 0)
            continue;
        out.push_back(d);
    }
    return out;
}

// Virtual stages per pipeline rank: 1, and with a pipeline the counts that split each stage's
// layers evenly (powers of two up to 8 by default, every divisor when exhaustive).
std::vector<int> interleavings(int layers, int pp, bool exhaustive) {
    std::vector<int> out{1};
    if (pp == 1)
        return out;
    const int perStage = (layers + pp - 1) / pp;
    for (int v = 2; v <= perStage; ++v) {
        if (perStage % v != 0)
            continue;
        if (!exhaustive && ((v & (v - 1)) != 0 || v > 8))
            continue;
        out.push_back(v);
    }
    return out;
}

void consider(const TrainingEstimate& e, PlanSearchResult& result, TopK& top) {
    ++result.evaluated;
    if (e.usable()) {
        ++result.feasible;
        top.offer(e);
    } else if (e.issue == PlanIssue::HostMemoryExceeded) {
        // A plan that fits the GPUs and misses only the host's memory is closer than any that does
        // not fit the GPUs: the answer is a node with more memory, not more GPUs.
        if (result.closest.issue != PlanIssue::HostMemoryExceeded ||
            e.hostBytesPerNode < result.closest.hostBytesPerNode)
            result.closest = e;
    } else if (e.issue == PlanIssue::OutOfMemory && result.closest.issue != PlanIssue::HostMemoryExceeded &&
               (result.closest.issue != PlanIssue::OutOfMemory ||
                e.memory.total() < result.closest.memory.total())) {
        result.closest = e;
    }
}

// Context-parallel degrees: powers of two that divide the sequence and the GPUs left by tp,
// keeping at least minTokensPerRank tokens of each sequence per GPU.
std::vector<int> contextDegrees(int seq, int gpusLeft, int minTokensPerRank) {
    std::vector<int> out;
    for (int cp = 1; cp <= gpusLeft && seq / cp >= minTokensPerRank; cp *= 2)
        if (seq % cp == 0 && gpusLeft % cp == 0)
            out.push_back(cp);
    if (out.empty())
        out.push_back(1);
    return out;
}

// Below ~1K tokens per GPU the K/V each rank receives (the whole sequence's, for every layer)
// outweighs the attention work it could hide behind, which falls as s^2/cp: the exhaustive search
// stops there. The default search keeps 4K tokens per rank, so that short-sequence runs (most of
// the calibration set) gain no context-parallel candidates; Llama 3 used cp = 16 only at 131,072
// tokens, 8,192 per GPU (arXiv 2407.21783, section 3.3.2 and Table 4).
constexpr int kMinTokensPerContextRank = 1024;
constexpr int kMinTokensPerContextRankDefault = 4096;

// Expert-parallel degrees: 1, and for an MoE of known layout the powers of two dividing the
// experts and the dp x cp ranks they are drawn from.
std::vector<int> expertDegrees(const ModelSpec& m, int replicas) {
    std::vector<int> out{1};
    if (!m.hasExpertLayout())
        return out;
    for (int ep = 2; ep <= std::min(replicas, m.experts); ep *= 2)
        if (m.experts % ep == 0 && replicas % ep == 0)
            out.push_back(ep);
    return out;
}

// The tensor x context x pipeline x data-parallel splits of the cluster the search walks, in its
// order (tp, then cp, then pp): the calibration relies on that order to break ties.
struct Layout {
    int tp, cp, pp, dp;
};

std::vector<Layout> layouts(const TrainingEstimator& est, bool exhaustive) {
    const TrainingScenario& s = est.scenario();
    const int gpus = s.cluster.gpuCount;
    const int minTokens = exhaustive ? kMinTokensPerContextRank : kMinTokensPerContextRankDefault;
    std::vector<Layout> out;
    for (int tp : divisorsUpTo(gpus, s.cluster.scaleUpGpus(), !exhaustive)) {
        if (s.model->heads % tp != 0)
            continue;
        for (int cp : contextDegrees(est.seqLen(), gpus / tp, minTokens))
            for (int pp : divisorsUpTo(gpus / tp / cp, s.model->layers, false)) {
                const int dp = gpus / tp / cp / pp;
                if (dp <= est.sequencesPerStep())
                    out.push_back({tp, cp, pp, dp});
            }
    }
    return out;
}

} // namespace

void enumeratePlans(const TrainingEstimator& est, bool exhaustive,
                    const std::function<void(const TrainingEstimate&)>& visit, bool offload) {
    const TrainingScenario& s = est.scenario();
    const int layers = s.model->layers;
    const int maxMicroBatch = exhaustive ? 256 : 64;
    const Recompute recomputes[] = {Recompute::None, Recompute::Selective, Recompute::Full};
    const Offload offloads[] = {Offload::None, Offload::Optimizer, Offload::OptimizerAndParams};
    const bool lora = s.job.method == Method::Lora || s.job.method == Method::Qlora;
    // Each variant of one plan (offload choices, recomputed-layer counts) is evaluated here. The
    // default search tries offloading only once the plan does not fit without it (it only adds
    // time), and for full recomputation adds the fewest recomputed layers that fit; the exhaustive
    // search visits every variant. Returns whether the plan's largest-memory variant was too big.
    auto variants = [&](const Plan& plan) {
        bool outOfMemory = true;
        for (Offload off : offloads) {
            if (off != Offload::None && (lora || !offload))
                break; // LoRA's optimizer is a few MB: nothing to offload
            Plan p = plan;
            p.offload = off;
            const TrainingEstimate e = est.estimate(p);
            if (e.issue == PlanIssue::OffloadInvalid)
                continue;
            if (e.issue == PlanIssue::InterleavingInvalid && !exhaustive)
                return false; // other micro-batch sizes may group evenly
            // The offload pass follows a pass without offload that visited this variant already:
            // it is estimated again only to decide whether offloading is needed.
            const bool seen = offload && off == Offload::None;
            if (!seen)
                visit(e);
            if (!seen && p.recompute == Recompute::Full && e.usable()) {
                const int perStage = est.layersPerStage(p);
                if (exhaustive) {
                    for (int k = 1; k < perStage; ++k) {
                        p.recomputeLayers = k;
                        visit(est.estimate(p));
                    }
                } else if (const int k = est.fewestRecomputedLayersThatFit(p); k > 0 && k < perStage) {
                    p.recomputeLayers = k;
                    visit(est.estimate(p));
                }
            }
            outOfMemory = e.issue == PlanIssue::OutOfMemory || e.issue == PlanIssue::HostMemoryExceeded;
            if (!exhaustive && !outOfMemory)
                break;
        }
        return outOfMemory;
    };
    for (const Layout& l : layouts(est, exhaustive)) {
        const int zeroMax = l.dp * l.cp > 1 || exhaustive ? 3 : 0;
        const int mbLimit = std::min(maxMicroBatch, est.sequencesPerStep() / l.dp);
        for (int ep : expertDegrees(*s.model, l.tp * l.dp * l.cp)) {
            for (int zero = 0; zero <= zeroMax; ++zero) {
                for (Recompute rc : recomputes) {
                    if (!exhaustive && rc == Recompute::Selective && s.job.flashAttention())
                        continue; // identical to None when flash attention drops the scores
                    for (int vpp : interleavings(layers, l.pp, exhaustive)) {
                        for (int mb = 1; mb <= mbLimit; mb = exhaustive ? mb + 1 : mb * 2) {
                            Plan plan{l.tp, l.pp, l.dp, mb, zero, rc, false, vpp};
                            plan.cp = l.cp;
                            plan.ep = ep;
                            // Memory grows with the micro-batch: once one fails, larger ones fail.
                            if (variants(plan) && !exhaustive)
                                break;
                        }
                    }
                }
            }
        }
    }
}

PlanSearchResult searchPlans(const TrainingEstimator& est, const PlanSearchOptions& options) {
    PlanSearchResult result;
    result.closest.issue = PlanIssue::GpuCountMismatch;
    TopK top(options.topK);
    enumeratePlans(est, options.exhaustive, [&](const TrainingEstimate& e) { consider(e, result, top); });
    if (result.feasible == 0 && options.offloadWhenNothingFits)
        enumeratePlans(
            est, options.exhaustive, [&](const TrainingEstimate& e) { consider(e, result, top); }, true);
    if (options.includeNaive && est.scenario().cluster.gpuCount > 1) {
        const TrainingEstimate naive = naivePlan(est);
        consider(naive, result, top);
    }
    result.best = top.take();
    return result;
}

TrainingEstimate naivePlan(const TrainingEstimator& est) {
    const TrainingScenario& s = est.scenario();
    const int gpus = s.cluster.gpuCount;
    TrainingEstimate best;
    best.issue = PlanIssue::OutOfMemory;
    bool haveAny = false;
    for (Recompute rc : {Recompute::None, Recompute::Full}) {
        for (int mb = 1; mb <= std::min(64, est.sequencesPerStep()); mb *= 2) {
            const Plan plan{1, gpus, 1, mb, 0, rc, true};
            const TrainingEstimate e = est.estimate(plan);
            if (!haveAny || (e.usable() && (!best.usable() || e.tokensPerSecond > best.tokensPerSecond))) {
                best = e;
                haveAny = true;
            }
            if (!e.usable())
                break;
        }
    }
    return best;
}

namespace {

PlanSearchResult plansAt(const TrainingScenario& scenario, int gpus, int topK) {
    TrainingScenario s = scenario;
    s.cluster.gpuCount = gpus;
    auto est = TrainingEstimator::create(s);
    if (!est)
        return {};
    PlanSearchOptions options;
    options.topK = topK;
    return searchPlans(est.value(), options);
}

// Candidate counts: 1, 2, 4, ... up to one node, then whole nodes.
int nextCount(int gpus, int perNode) {
    if (gpus < perNode)
        return std::min(gpus * 2, perNode);
    return gpus + perNode;
}

} // namespace

CountSearchResult smallestFittingCount(const TrainingScenario& scenario, int maxGpus) {
    const int perNode = std::max(1, scenario.cluster.gpusPerNode);
    // Memory per GPU falls roughly as 1/count: double until something fits, then walk back
    // through the whole nodes in between.
    int hi = 1;
    PlanSearchResult found;
    while (hi <= maxGpus) {
        found = plansAt(scenario, hi, 1);
        if (!found.best.empty())
            break;
        hi = hi < perNode ? nextCount(hi, perNode) : hi * 2;
    }
    if (found.best.empty())
        return {};
    int answer = hi;
    if (hi > perNode) {
        for (int n = hi / 2 + perNode; n < hi; n += perNode) {
            if (n % perNode != 0)
                continue;
            PlanSearchResult r = plansAt(scenario, n, 1);
            if (!r.best.empty()) {
                answer = n;
                found = std::move(r);
                break;
            }
        }
    }
    CountSearchResult out;
    out.gpus = answer;
    out.plans = std::move(found);
    return out;
}

CountSearchResult countForDeadline(const TrainingScenario& scenario, double deadlineSeconds, int maxGpus) {
    const CountSearchResult fit = smallestFittingCount(scenario, maxGpus);
    if (fit.gpus == 0)
        return {};
    const int perNode = std::max(1, scenario.cluster.gpusPerNode);
    auto meets = [&](const PlanSearchResult& r) {
        return !r.best.empty() && r.best.front().wallSeconds <= deadlineSeconds;
    };
    if (meets(fit.plans))
        return fit;
    // Exponential search over counts, then binary search over whole nodes in the last bracket.
    int lo = fit.gpus;
    int hi = fit.gpus;
    PlanSearchResult hiPlans;
    for (;;) {
        hi = hi < perNode ? nextCount(hi, perNode) : hi * 2;
        if (hi > maxGpus)
            return {};
        hiPlans = plansAt(scenario, hi, 1);
        if (meets(hiPlans))
            break;
        lo = hi;
    }
    int loNodes = lo / perNode;
    int hiNodes = hi / perNode;
    while (hi > perNode && hiNodes - loNodes > 1) {
        const int mid = (loNodes + hiNodes) / 2;
        PlanSearchResult r = plansAt(scenario, mid * perNode, 1);
        if (meets(r)) {
            hiNodes = mid;
            hiPlans = std::move(r);
        } else {
            loNodes = mid;
        }
    }
    CountSearchResult out;
    out.gpus = hi > perNode ? hiNodes * perNode : hi;
    out.plans = std::move(hiPlans);
    return out;
}

} // namespace gpuplan::core
