#include "core/serving/serving_model.h"

#include "core/serving/serving_queue.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

namespace gpuplan::core {
namespace {

// The lognormal length of mean `mean` and spread `sigma` at quantile q (the mean where there is no spread).
double lognormalQuantile(double mean, double sigma, double q) {
    return sigma <= 0 ? mean : std::exp(std::log(mean) - sigma * sigma / 2 + normalQuantile(q) * sigma);
}

// Prompt lengths are sampled at this many evenly spaced quantiles for the prefill's moments.
constexpr int kLengthPoints = 16;
// No serving engine keeps more requests than this decoding at once; it bounds the batch search.
constexpr int kMaxBatch = 1 << 20;

std::string decimal(double v, int decimals) {
    std::ostringstream out;
    out.setf(std::ios::fixed);
    out.precision(decimals);
    out << v;
    return out.str();
}

std::string ms(double seconds) {
    return decimal(seconds * 1000.0, seconds < 0.1 ? 1 : 0) + " ms";
}

// Rack-scale NVLink (an NVL72's 72 GPUs) joins a prefill and a decode replica of the same card, so the
// KV cache moves over NVLink; otherwise it crosses the network, each GPU of the smaller replica sending
// its share at its NIC's rate.
double kvTransferSeconds(const ReplicaModel& prefill, const ReplicaModel& decode, const Catalog& catalog) {
    const GpuSpec& p = prefill.gpu();
    const int lanes = std::min(prefill.gpus(), decode.gpus());
    double perLane = 0;
    if (&p == &decode.gpu() && p.scaleUpGpus(p.defaultGpusPerNode) >= prefill.gpus() + decode.gpus() &&
        p.scaleUpGpus(p.defaultGpusPerNode) > p.defaultGpusPerNode)
        perLane = p.linkBandwidth;
    else if (const Network* n = catalog.network(p.defaultNetwork))
        perLane = n->sharedByNode ? n->bandwidth / std::max(1, p.defaultGpusPerNode) : n->bandwidth;
    return perLane > 0 ? prefill.kvBytesPerRequest() / (perLane * lanes) : 0;
}

} // namespace

double LengthDistribution::quantile(double q) const {
    return lognormalQuantile(mean, lognormalSigma(mean, p90), q);
}

std::vector<double> LengthDistribution::quantiles(const std::vector<double>& qs) const {
    const double sigma = lognormalSigma(mean, p90);
    std::vector<double> out;
    out.reserve(qs.size());
    for (double q : qs)
        out.push_back(lognormalQuantile(mean, sigma, q));
    return out;
}

int SpeculativeDecoding::drafted() const {
    if (draftTokens > 0)
        return draftTokens;
    return std::max(0, static_cast<int>(std::ceil(acceptanceLength - 1 - 1e-9)));
}

ReplicaModel::ReplicaModel(const Catalog& catalog, const ModelSpec& model, const ServingLoad& load,
                           const GpuSpec& gpu, int tp, int ep, ServingPrecision weights,
                           std::optional<ServingPrecision> kv, const SpeculativeDecoding& speculative)
    : m_model(&model), m_load(&load), m_gpu(&gpu), m_efficiency(&catalog.efficiency(gpu.id)),
      m_params(&catalog.globals()), m_tp(tp), m_ep(ep), m_weights(weights), m_kv(kv) {
    const Network* network = catalog.network(gpu.defaultNetwork);
    m_cluster = Cluster{&gpu, tp * ep, gpu.defaultGpusPerNode, network ? *network : Network{}};
    m_drafted = speculative.drafted();
    m_tokensPerStep = std::clamp(speculative.acceptanceLength, 1.0, static_cast<double>(m_drafted + 1));

    const InferenceEstimate whole = evaluateInference(scenario(load.input.mean, load.output.mean), tp, 1, ep);
    m_maxBatch = std::min(whole.maxBatch, kMaxBatch);
    for (int i = 0; i < kLengthPoints; ++i) {
        m_prefills.push_back(prefillAt((i + 0.5) / kLengthPoints));
        const Prefill& p = m_prefills.back();
        m_serviceMean += p.service / kLengthPoints;
        m_serviceSecond += p.service * p.service / kLengthPoints;
        m_workMean += p.work / kLengthPoints;
    }
    m_atPercentile = prefillAt(load.slo.percentile);
    m_kvBytes = kvBytesPerSequence(model, weights, gpu, 1, load.input.mean, kv);
}

InferenceScenario ReplicaModel::scenario(double inputTokens, double outputTokens) const {
    InferenceScenario s;
    s.model = m_model;
    s.cluster = m_cluster;
    s.efficiency = m_efficiency;
    s.params = m_params;
    s.job.inputTokens = std::max(1.0, inputTokens);
    s.job.outputTokens = std::max(1.0, outputTokens);
    s.job.precision = m_weights;
    s.job.kvPrecision = m_kv;
    return s;
}

ReplicaModel::Prefill ReplicaModel::prefillAt(double quantile) const {
    // Prompt tokens found in the prefix cache are not computed again.
    Prefill p;
    p.tokens = std::max(1.0, m_load->input.quantile(quantile) * (1.0 - m_load->prefixHitShare));
    const InferenceEstimate e = evaluateInference(scenario(p.tokens, 1), m_tp, 1, m_ep);
    p.service = e.ttftSeconds;
    p.work = e.breakdown.prefillCompute + e.breakdown.prefillComm;
    return p;
}

InferenceEstimate ReplicaModel::estimate(int batch) const {
    return evaluateInference(scenario(m_load->input.mean, m_load->output.mean), m_tp, batch, m_ep);
}

const ReplicaModel::Step& ReplicaModel::step(int batch) const {
    batch = std::clamp(batch, 1, std::max(1, m_maxBatch));
    if (auto known = m_steps.find(batch); known != m_steps.end())
        return known->second;
    const InferenceEstimate e = estimate(batch);
    const InferenceBreakdown& b = e.breakdown;
    // Verifying d drafted tokens computes d + 1 positions per request in one pass that reads the
    // weights and the cache once; drafting them runs one layer's worth of the model per token.
    const int verified = m_drafted + 1;
    Step s;
    s.memory = b.decodeWeights + b.decodeKv;
    s.compute = b.decodeCompute * verified;
    s.fixed = b.decodeComm * verified + b.stepOverhead;
    if (m_drafted > 0 && m_model->layers > 0)
        s.fixed += m_drafted * std::max(s.memory, b.decodeCompute) / m_model->layers;
    return m_steps.emplace(batch, s).first->second;
}

ServingModel::ServingModel(const Catalog& catalog, const ModelSpec& model, ServingLoad load)
    : m_catalog(&catalog), m_model(&model), m_load(std::move(load)) {}

const ReplicaModel& ServingModel::replica(const GpuSpec& gpu, int tp, int ep, ServingPrecision weights,
                                          std::optional<ServingPrecision> kv,
                                          const SpeculativeDecoding& speculative) const {
    const Key key{gpu.id,
                  tp,
                  ep,
                  static_cast<int>(weights),
                  kv ? static_cast<int>(*kv) : -1,
                  speculative.acceptanceLength,
                  speculative.drafted()};
    auto& slot = m_replicas[key];
    if (!slot)
        slot = std::make_unique<ReplicaModel>(*m_catalog, *m_model, m_load, gpu, tp, ep, weights, kv,
                                              speculative);
    return *slot;
}

ServingOutcome ServingModel::evaluate(const ServingDeployment& d) const {
    if (m_load.requestsPerSecond > 0 || !(m_load.users > 0))
        return evaluateAt(d, m_load.requestsPerSecond);
    // A closed loop: each user waits for the answer, then thinks. The rate r settles where
    // r x (think + mean request time at r) equals the users; the left side rises with r.
    double lo = 0, hi = m_load.users / std::max(m_load.thinkSeconds, 1e-3);
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        const ServingOutcome o = evaluateAt(d, mid);
        const double cycle = o.stable ? m_load.thinkSeconds + o.e2eMeanSeconds : 1e300;
        (mid * cycle < m_load.users ? lo : hi) = mid;
    }
    ServingOutcome o = evaluateAt(d, lo);
    // Past the deployment's capacity the users queue in front of it: the rate stays at the capacity and
    // each request waits for the users ahead of it (users / rate - think - its own time).
    const double served = lo * (m_load.thinkSeconds + o.e2eMeanSeconds);
    if (!o.stable || served < 0.99 * m_load.users) {
        const double wait = lo > 0 ? m_load.users / lo - m_load.thinkSeconds - o.e2eMeanSeconds : 0;
        o.stable = false;
        o.meetsSlo = false;
        o.problem =
            std::to_string(static_cast<long long>(std::llround(m_load.users))) +
            " users need more than it serves" +
            (wait > 0 ? ": each request would wait about " + decimal(wait, 0) + " s more" : std::string());
    }
    return o;
}

ServingOutcome ServingModel::evaluateAt(const ServingDeployment& d, double rate) const {
    ServingOutcome o;
    o.requestsPerSecond = rate;
    const ServingLoad& load = m_load;
    const double q = load.slo.percentile;
    const bool split = d.mode == ServingMode::Disaggregated;
    const ReplicaModel& dec =
        replica(*d.decode.gpu, d.decode.tp, d.decode.ep, d.weights, d.kv, d.speculative);
    o.maxDecodeBatch = dec.maxBatch();
    if (!dec.fits()) {
        o.problem =
            "the model does not fit in the memory of " + std::to_string(dec.gpus()) + " x " + dec.gpu().name;
        return o;
    }
    const ReplicaModel* pre =
        split ? &replica(*d.prefill.gpu, d.prefill.tp, d.prefill.ep, d.weights, d.kv, d.speculative)
              : nullptr;
    if (pre && !pre->fits()) {
        o.problem = "the model does not fit in the memory of a prefill worker of " +
                    std::to_string(pre->gpus()) + " x " + pre->gpu().name;
        return o;
    }
    if (d.decode.replicas < 1 || (split && d.prefill.replicas < 1)) {
        o.problem = "a pool has no replica";
        return o;
    }

    // Decode: Little's law keeps B = rate x output tokens x time per token requests decoding on a
    // replica; an aggregated replica also gives the prefill's work its share of the time.
    const double perReplica = rate / d.decode.replicas;
    const double outMean = std::max(1.0, load.output.mean);
    const double prefillShare = split ? 0.0 : perReplica * dec.prefillWorkMean();
    if (prefillShare >= 1) {
        o.problem = "prompts arrive faster than the replicas can compute them";
        return o;
    }
    auto perToken = [&](double batch) {
        return dec.stepSeconds(static_cast<int>(std::ceil(batch))) / dec.tokensPerStep() / (1 - prefillShare);
    };
    const double full = static_cast<double>(dec.maxBatch());
    if (perReplica * outMean * perToken(full) > full) {
        o.problem = "decoding needs more than the " + std::to_string(dec.maxBatch()) +
                    " requests a replica's memory holds at once";
        return o;
    }
    double lo = 0, hi = full;
    for (int i = 0; i < 60 && hi - lo > 1e-3; ++i) {
        const double mid = 0.5 * (lo + hi);
        (perReplica * outMean * perToken(mid) > mid ? lo : hi) = mid;
    }
    o.decodeBatch = hi;
    // The requests decoding at once are Poisson around their mean (an M/G/infinity system).
    o.decodeBatchAtPercentile = std::min(full, std::max(1.0, poissonQuantile(o.decodeBatch, q)));
    o.tpotMeanSeconds = perToken(o.decodeBatch);
    o.tpotSeconds = perToken(o.decodeBatchAtPercentile);

    // Prefill: a queue per worker. Aggregated, a prompt is computed in chunks, each riding along one
    // decode step; disaggregated, a worker serves one prompt at a time and hands the cache on.
    QueueWait wait;
    double serviceAtPercentile = 0, serviceMean = 0;
    if (split) {
        wait = mg1Wait(rate / d.prefill.replicas, pre->prefillMean(), pre->prefillSecondMoment());
        serviceMean = pre->prefillMean();
        serviceAtPercentile = pre->prefillAtPercentile().service;
        o.kvTransferSeconds = kvTransferSeconds(*pre, dec, *m_catalog);
        // The cache arrives before the second token: the request's mean time per token carries it.
        const double spread = std::max(1.0, outMean - 1);
        o.tpotMeanSeconds += o.kvTransferSeconds / spread;
        o.tpotSeconds += o.kvTransferSeconds / spread;
    } else {
        // Each chunk rides one decode step: its matmuls add to the step's compute, which the step's
        // memory reads may hide, and it waits for the step's fixed part. Without chunking the whole prompt
        // is one such step, and the decoding requests wait for all of it.
        auto chunksOf = [&](const ReplicaModel::Prefill& p) {
            return d.prefillChunkTokens > 0 ? std::max(1.0, std::ceil(p.tokens / d.prefillChunkTokens)) : 1.0;
        };
        auto service = [&](const ReplicaModel::Prefill& p, const ReplicaModel::Step& step) {
            const double chunks = chunksOf(p);
            return chunks * (std::max(step.memory, step.compute + p.work / chunks) + step.fixed);
        };
        const ReplicaModel::Step& step = dec.step(static_cast<int>(std::ceil(o.decodeBatch)));
        double second = 0;
        const double points = static_cast<double>(dec.prefills().size());
        for (const ReplicaModel::Prefill& p : dec.prefills()) {
            const double s = service(p, step);
            serviceMean += s / points;
            second += s * s / points;
        }
        wait = mg1Wait(perReplica, serviceMean, second);
        const ReplicaModel::Prefill& tail = dec.prefillAtPercentile();
        serviceAtPercentile = service(tail, dec.step(static_cast<int>(o.decodeBatchAtPercentile)));
        o.decodeStallSeconds = serviceAtPercentile / chunksOf(tail);
    }
    o.prefillUtilization = wait.utilization;
    o.prefillTimeShare = prefillShare;
    if (wait.utilization >= 1) {
        o.problem = split ? "prompts arrive faster than the prefill workers serve them"
                          : "prompts arrive faster than the replicas prefill them between decode steps";
        return o;
    }
    o.stable = true;
    o.ttftSeconds = wait.quantile(q) + serviceAtPercentile;
    o.ttftMeanSeconds = wait.mean + serviceMean;
    o.e2eMeanSeconds = o.ttftMeanSeconds + std::max(0.0, outMean - 1) * o.tpotMeanSeconds;
    o.e2eSeconds = o.ttftSeconds + std::max(0.0, load.output.quantile(q) - 1) * o.tpotSeconds;
    o.outputTokensPerSecond = rate * load.output.mean;

    const ServingSlo& slo = load.slo;
    const std::string at = "p" + decimal(q * 100, q * 100 == std::floor(q * 100) ? 0 : 1) + " ";
    if (slo.ttftSeconds > 0 && o.ttftSeconds > slo.ttftSeconds)
        o.problem = at + "TTFT " + ms(o.ttftSeconds) + " is over the " + ms(slo.ttftSeconds) + " limit";
    else if (slo.tpotSeconds > 0 && o.tpotSeconds > slo.tpotSeconds)
        o.problem = at + "TPOT " + ms(o.tpotSeconds) + " is over the " + ms(slo.tpotSeconds) + " limit";
    else if (slo.e2eSeconds > 0 && o.e2eSeconds > slo.e2eSeconds)
        o.problem = at + "request time " + decimal(o.e2eSeconds, 1) + " s is over the " +
                    decimal(slo.e2eSeconds, 1) + " s limit";
    o.meetsSlo = o.problem.empty();
    return o;
}

} // namespace gpuplan::core
