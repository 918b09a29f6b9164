#include "core/serving/serving_search.h"

#include "core/inference/inference_estimator.h"
#include "core/serving/serving_model.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <sstream>

namespace gpuplan::core {
namespace {

std::string poolText(const ServingPool& p) {
    std::string out = std::to_string(p.replicas) + " x TP" + std::to_string(p.tp);
    if (p.ep > 1)
        out += " EP" + std::to_string(p.ep);
    return out + " on " + p.gpu->name;
}

std::string percent(double share) {
    std::ostringstream out;
    out << static_cast<long long>(std::llround(share * 100)) << "%";
    return out.str();
}

class Search {
public:
    Search(const ServingSearchRequest& r, const ServingModel& model) : m_req(r), m_model(model) {}

    ServingSearchResult run(const std::vector<const GpuSpec*>& gpus);

private:
    // A pool's price per hour, or -1 where its card has none.
    double poolPrice(const ServingPool& p) const {
        auto found = m_req.pricePerGpuHour.find(p.gpu->id);
        return found == m_req.pricePerGpuHour.end() || !(found->second > 0) ? -1.0 : found->second * p.gpus();
    }
    // 0 (no cost) where any pool's card has no price: a part of the deployment priced alone would read as
    // the whole deployment's cost.
    double pricePerHour(const ServingDeployment& d) const {
        const double prefill = d.mode == ServingMode::Disaggregated ? poolPrice(d.prefill) : 0.0;
        const double decode = poolPrice(d.decode);
        return prefill < 0 || decode < 0 ? 0.0 : prefill + decode;
    }
    // The smaller is better: cost per hour where every card is priced, else GPUs.
    double poolScore(const ServingPool& p) const { return m_byCost ? poolPrice(p) : p.gpus(); }
    double score(const ServingDeployment& d) const { return m_byCost ? pricePerHour(d) : d.gpus(); }

    ServingOutcome evaluate(const ServingDeployment& d) {
        ++m_evaluated;
        return m_model.evaluate(d);
    }
    // The fewest replicas of `pool` for which `good` holds (it holds for more once it holds for some),
    // or none within the GPU limit. `last` gets the outcome at the largest size tried when none does.
    std::optional<int> fewestReplicas(ServingDeployment d, ServingPool ServingDeployment::*pool,
                                      const std::function<bool(const ServingOutcome&)>& good,
                                      ServingOutcome* last);
    std::optional<ServingOption> aggregated(const GpuSpec& gpu, ServingPrecision w, std::string& why);
    std::optional<ServingPool> prefillPool(const GpuSpec& prefillGpu, const GpuSpec& reference,
                                           ServingPrecision w, std::string& why);
    std::optional<ServingOption> disaggregated(const ServingPool& prefill, const GpuSpec& decodeGpu,
                                               ServingPrecision w, std::string& why);
    ServingDeployment base(ServingMode mode, ServingPrecision w) const {
        ServingDeployment d;
        d.mode = mode;
        d.weights = w;
        d.kv = m_req.kv;
        d.speculative = m_req.speculative;
        d.prefillChunkTokens = m_req.prefillChunkTokens;
        return d;
    }
    std::vector<std::pair<int, int>> layouts(const GpuSpec& gpu) const {
        return servingLayouts(m_req.model, gpu.scaleUpGpus(gpu.defaultGpusPerNode));
    }
    bool fits(const GpuSpec& gpu, int tp, int ep, ServingPrecision w) const {
        return m_model.replica(gpu, tp, ep, w, m_req.kv, m_req.speculative).fits();
    }
    bool meets(const ServingOutcome& o) const { return o.stable && o.meetsSlo; }
    bool layoutFits(const GpuSpec& gpu, ServingPrecision w) const {
        for (const auto& [tp, ep] : layouts(gpu))
            if (fits(gpu, tp, ep, w))
                return true;
        return false;
    }
    // The card has the tensor format the requested KV cache precision needs.
    bool keepsCache(const GpuSpec& g) const {
        return !m_req.kv || !kvCacheFormat(*m_req.kv) || g.supports(*kvCacheFormat(*m_req.kv));
    }

    const ServingSearchRequest& m_req;
    const ServingModel& m_model;
    bool m_byCost = false;
    int m_evaluated = 0;
};

std::optional<int> Search::fewestReplicas(ServingDeployment d, ServingPool ServingDeployment::*pool,
                                          const std::function<bool(const ServingOutcome&)>& good,
                                          ServingOutcome* last) {
    ServingPool& p = d.*pool;
    p.replicas = 0;
    const int most = (m_req.maxGpus - d.gpus()) / p.gpusPerReplica();
    if (most < 1) // not one replica within the GPU limit
        return std::nullopt;
    int lo = 0, hi = 1;
    for (;; hi = std::min(most, hi * 2)) {
        p.replicas = hi;
        const ServingOutcome o = evaluate(d);
        if (good(o))
            break;
        if (hi >= most) {
            if (last)
                *last = o;
            return std::nullopt;
        }
        lo = hi;
    }
    while (hi - lo > 1) { // good(hi), not good(lo)
        p.replicas = (lo + hi) / 2;
        (good(evaluate(d)) ? hi : lo) = p.replicas;
    }
    return hi;
}

std::optional<ServingOption> Search::aggregated(const GpuSpec& gpu, ServingPrecision w, std::string& why) {
    std::optional<ServingOption> best;
    ServingOutcome last;
    for (const auto& [tp, ep] : layouts(gpu)) {
        if (!fits(gpu, tp, ep, w))
            continue;
        ServingDeployment d = base(ServingMode::Aggregated, w);
        d.decode = ServingPool{&gpu, tp, ep, 0};
        const auto n = fewestReplicas(
            d, &ServingDeployment::decode, [&](const auto& o) { return meets(o); }, &last);
        if (!n) {
            if (why.empty() || !last.problem.empty())
                why = last.problem;
            continue;
        }
        d.decode.replicas = *n;
        if (!best || score(d) < score(best->deployment))
            best = ServingOption{d, evaluate(d), 0, 0, 0, 0, {}};
    }
    if (!best && why.empty())
        why = "the model does not fit on any layout of " + gpu.name;
    return best;
}

std::optional<ServingPool> Search::prefillPool(const GpuSpec& prefillGpu, const GpuSpec& reference,
                                               ServingPrecision w, std::string& why) {
    // The prefill pool sets the TTFT alone (the cache's transfer delays the second token, not the first):
    // size it once per card against a decode pool large enough to be idle.
    ServingDeployment d = base(ServingMode::Disaggregated, w);
    std::optional<std::pair<int, int>> idle;
    for (const auto& [tp, ep] : layouts(reference))
        if (!idle && fits(reference, tp, ep, w))
            idle = std::pair{tp, ep};
    if (!idle) {
        why = "the model does not fit on any layout of " + reference.name;
        return std::nullopt;
    }
    d.decode = ServingPool{&reference, idle->first, idle->second,
                           std::max(1, m_req.maxGpus / 2 / (idle->first * idle->second))};
    const double ttftLimit = m_req.load.slo.ttftSeconds;
    auto prefillGood = [&](const ServingOutcome& o) {
        return o.prefillUtilization < 1 && o.ttftSeconds > 0 &&
               (ttftLimit <= 0 || o.ttftSeconds <= ttftLimit);
    };
    std::optional<ServingPool> prefill;
    ServingOutcome last;
    for (const auto& [tp, ep] : layouts(prefillGpu)) {
        if (!fits(prefillGpu, tp, ep, w))
            continue;
        d.prefill = ServingPool{&prefillGpu, tp, ep, 0};
        if (auto n = fewestReplicas(d, &ServingDeployment::prefill, prefillGood, &last)) {
            ServingPool trial = d.prefill;
            trial.replicas = *n;
            if (!prefill || poolScore(trial) < poolScore(*prefill))
                prefill = trial;
        }
    }
    if (!prefill)
        why = last.problem.empty() ? "no prefill pool of " + prefillGpu.name + " meets the TTFT limit"
                                   : last.problem;
    return prefill;
}

std::optional<ServingOption> Search::disaggregated(const ServingPool& prefill, const GpuSpec& decodeGpu,
                                                   ServingPrecision w, std::string& why) {
    ServingDeployment d = base(ServingMode::Disaggregated, w);
    ServingOutcome last;
    // The decode pool against every limit, with that prefill pool.
    d.prefill = prefill;
    std::optional<ServingOption> best;
    for (const auto& [tp, ep] : layouts(decodeGpu)) {
        if (!fits(decodeGpu, tp, ep, w))
            continue;
        d.decode = ServingPool{&decodeGpu, tp, ep, 0};
        const auto n = fewestReplicas(
            d, &ServingDeployment::decode, [&](const auto& o) { return meets(o); }, &last);
        if (!n)
            continue;
        d.decode.replicas = *n;
        if (!best || score(d) < score(best->deployment))
            best = ServingOption{d, evaluate(d), 0, 0, 0, 0, {}};
    }
    if (!best)
        why = layoutFits(decodeGpu, w) ? last.problem
                                       : "the model does not fit on any layout of " + decodeGpu.name;
    return best;
}

ServingSearchResult Search::run(const std::vector<const GpuSpec*>& gpus) {
    ServingSearchResult out;
    m_byCost = std::all_of(gpus.begin(), gpus.end(), [&](const GpuSpec* g) {
        auto p = m_req.pricePerGpuHour.find(g->id);
        return p != m_req.pricePerGpuHour.end() && p->second > 0;
    });
    std::vector<ServingOption> found;
    auto keep = [&](std::optional<ServingOption> o, const std::string& what, const std::string& why) {
        if (o)
            found.push_back(std::move(*o));
        else
            out.refused.push_back(what + ": " + (why.empty() ? "no deployment meets the limits" : why));
    };
    for (ServingPrecision w : m_req.weights) {
        const std::string in = std::string(" in ") + std::string(servingPrecisionName(w));
        for (const GpuSpec* g : gpus) {
            if (w == ServingPrecision::FP4 && !g->supports(Precision::FP4)) {
                out.refused.push_back(g->name + in + ": the card has no FP4 tensor cores");
                continue;
            }
            if (!keepsCache(*g)) {
                out.refused.push_back(g->name + ": the card cannot keep the KV cache in " +
                                      std::string(servingPrecisionName(*m_req.kv)));
                continue;
            }
            std::string why;
            if (m_req.aggregated)
                keep(aggregated(*g, w, why), "aggregated on " + g->name + in, why);
            if (!m_req.disaggregated)
                continue;
            // A decode card for the prefill sizing to be measured against: the prefill card itself
            // where the model fits on it, else the first candidate where it does.
            const GpuSpec* reference = g;
            if (!layoutFits(*g, w))
                if (auto other = std::find_if(gpus.begin(), gpus.end(),
                                              [&](const GpuSpec* c) { return layoutFits(*c, w); });
                    other != gpus.end())
                    reference = *other;
            why.clear();
            const auto prefill = prefillPool(*g, *reference, w, why);
            if (!prefill) {
                out.refused.push_back("disaggregated, prefill on " + g->name + in + ": " + why);
                continue;
            }
            for (const GpuSpec* decode : gpus) {
                if (decode != g && (!m_req.mixGpuTypes || !keepsCache(*decode) ||
                                    (w == ServingPrecision::FP4 && !decode->supports(Precision::FP4))))
                    continue;
                why.clear();
                keep(disaggregated(*prefill, *decode, w, why),
                     "disaggregated, prefill on " + g->name + ", decode on " + decode->name + in, why);
            }
        }
    }
    std::stable_sort(found.begin(), found.end(), [&](const ServingOption& a, const ServingOption& b) {
        const double sa = score(a.deployment), sb = score(b.deployment);
        return sa != sb ? sa < sb : a.outcome.ttftSeconds < b.outcome.ttftSeconds;
    });
    for (ServingOption& o : found) {
        o.costPerHour = pricePerHour(o.deployment);
        const double tokensPerHour = o.outcome.outputTokensPerSecond * 3600;
        o.costPerMillionOutput =
            o.costPerHour > 0 && tokensPerHour > 0 ? o.costPerHour / tokensPerHour * 1e6 : 0;
        // Split by phase: a prefill pool's cost, or an aggregated replica's prefill share, is the prompts'.
        const ServingDeployment& d = o.deployment;
        const double inputCost = d.mode == ServingMode::Disaggregated
                                     ? poolPrice(d.prefill)
                                     : o.costPerHour * o.outcome.prefillTimeShare;
        const double computedPerHour =
            o.outcome.requestsPerSecond * 3600 * m_req.load.input.mean * (1 - m_req.load.prefixHitShare);
        o.inputCostPerMillion = computedPerHour > 0 ? inputCost / computedPerHour * 1e6 : 0;
        o.outputCostPerMillion = tokensPerHour > 0 ? (o.costPerHour - inputCost) / tokensPerHour * 1e6 : 0;
    }
    for (std::size_t i = 1; i < found.size(); ++i) {
        const ServingOption& first = found.front();
        ServingOption& o = found[i];
        const int more = o.deployment.gpus() - first.deployment.gpus();
        const double dearer = first.costPerHour > 0 ? o.costPerHour / first.costPerHour - 1 : 0;
        if (m_byCost && dearer >= 0.005)
            o.why = "costs " + percent(dearer) + " more per hour";
        else if (m_byCost)
            o.why = "costs the same per hour, with a longer time to first token";
        else if (more > 0)
            o.why = "needs " + std::to_string(more) + " more GPU" + (more == 1 ? "" : "s");
        else
            o.why = "as few GPUs, with a longer time to first token";
    }
    if (found.size() > static_cast<std::size_t>(std::max(1, m_req.top)))
        found.resize(static_cast<std::size_t>(std::max(1, m_req.top)));
    out.options = std::move(found);
    out.evaluated = m_evaluated;
    out.byCost = m_byCost;
    return out;
}

} // namespace

std::string deploymentLabel(const ServingDeployment& d) {
    std::string out;
    if (d.mode == ServingMode::Aggregated)
        out = "aggregated, " + poolText(d.decode);
    else
        out = "disaggregated, prefill " + poolText(d.prefill) + " + decode " + poolText(d.decode);
    return out + ", " + std::string(servingPrecisionName(d.weights));
}

Result<ServingSearchResult> searchServing(const ServingSearchRequest& request, const ServingModel* model) {
    if (!request.catalog)
        return fail("no catalog");
    if (request.gpuIds.empty())
        return fail("no GPU type to consider");
    if (!request.aggregated && !request.disaggregated)
        return fail("neither aggregated nor disaggregated serving is allowed");
    std::vector<const GpuSpec*> gpus;
    for (const std::string& id : request.gpuIds) {
        const GpuSpec* g = request.catalog->gpu(id);
        if (!g)
            return fail("unknown GPU '" + id + "' (see 'gpuplan gpus')");
        gpus.push_back(g);
    }
    if (!(request.load.requestsPerSecond > 0) && !(request.load.users > 0))
        return fail("no load: give requests per second, or users");
    // A model given by the caller keeps its replica figures across searches; they do not depend on the rate.
    std::optional<ServingModel> own;
    if (!model)
        model = &own.emplace(*request.catalog, request.model, request.load);
    Search search(request, *model);
    ServingSearchResult result = search.run(gpus);
    if (result.options.empty()) {
        std::string why;
        for (const std::string& r : result.refused)
            why += "\n  " + r;
        return fail("no deployment meets the limits:" + why);
    }
    return result;
}

} // namespace gpuplan::core
