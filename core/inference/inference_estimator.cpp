#include "core/inference/inference_estimator.h"

#include "core/catalog/model_shape.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::core {
namespace {

// INT4 (AWQ/GPTQ) stores 4-bit weights plus a 16-bit scale and zero per group of 128: ~4.25 bits.
constexpr double kInt4BytesPerParam = 4.25 / 8.0;
// NVFP4 stores 4-bit elements with one E4M3 scale per 16 (4.5 bits); OCP's MXFP4, which AMD's cards and
// AWS Trainium3 run, one 8-bit power-of-two scale per 32 (4.25 bits). Both as NVIDIA's NVFP4 study describes
// them (arXiv 2509.25149, section 2).
constexpr double kNvfp4BytesPerElement = 4.5 / 8.0;
constexpr double kMxfp4BytesPerElement = 4.25 / 8.0;

double fp4Bytes(const GpuSpec& g) {
    return g.vendor == "NVIDIA" ? kNvfp4BytesPerElement : kMxfp4BytesPerElement;
}

double weightBytes(ServingPrecision p, const GpuSpec& g) {
    switch (p) {
    case ServingPrecision::FP16:
    case ServingPrecision::BF16:
        return 2.0;
    case ServingPrecision::FP8:
    case ServingPrecision::INT8:
        return 1.0;
    case ServingPrecision::INT4:
        return kInt4BytesPerParam;
    case ServingPrecision::FP4:
        return fp4Bytes(g);
    }
    return 2.0;
}

// The matmul format: FP8 and INT8 run natively where the card has them, otherwise (and always
// for INT4) the weights are dequantized into 16-bit matmuls (weight-only W8A16 / W4A16).
Precision computePrecision(ServingPrecision p, const GpuSpec& g, bool& weightOnly) {
    weightOnly = false;
    switch (p) {
    case ServingPrecision::FP16:
    case ServingPrecision::BF16: {
        // The other 16-bit format where the card has no figure for this one (V100 and T4 have no BF16,
        // the catalog has no sourced BF16 figure for the Ascend 910B): engines cast to what runs.
        const Precision asked = p == ServingPrecision::FP16 ? Precision::FP16 : Precision::BF16;
        const Precision other = p == ServingPrecision::FP16 ? Precision::BF16 : Precision::FP16;
        return g.supports(asked) || !g.supports(other) ? asked : other;
    }
    case ServingPrecision::FP8:
        if (g.supports(Precision::FP8))
            return Precision::FP8;
        break;
    case ServingPrecision::INT8:
        if (g.supports(Precision::INT8))
            return Precision::INT8;
        break;
    case ServingPrecision::INT4:
        break;
    case ServingPrecision::FP4:
        if (g.supports(Precision::FP4))
            return Precision::FP4;
        break;
    }
    weightOnly = true;
    return g.supports(Precision::BF16) ? Precision::BF16 : Precision::FP16;
}

// The share of the fitted serving rates the card's published serving software reaches: below 1 on AMD's
// cards (amd_serving_factor, docs/estimation.md 7.5), 1 elsewhere.
double servingSoftwareFactor(const GpuSpec& g, const GlobalParams& gp) {
    return g.vendor == "AMD" ? gp.amdServingFactor : 1.0;
}

double matmulRate(const InferenceScenario& s, Precision p) {
    const GpuSpec& g = *s.cluster.gpu;
    const GpuEfficiency& e = *s.efficiency;
    // INT8 and FP4 matmuls have no calibration: they take the die's FP8 or 16-bit efficiency.
    double eff = e.matmul[index(p)];
    if (eff <= 0 && (p == Precision::INT8 || p == Precision::FP4))
        eff = e.matmul[index(Precision::FP8)] > 0 ? e.matmul[index(Precision::FP8)]
                                                  : e.matmul[index(Precision::BF16)];
    if (eff <= 0)
        eff = s.params->defaultMatmulEfficiency;
    return g.peak[index(p)] * eff * s.params->inferenceComputeFactor * servingSoftwareFactor(g, *s.params);
}

// Tensor-parallel all-reduce of `bytes` per GPU, twice per layer (after attention and after the MLP).
double allReduces(const InferenceScenario& s, int tp, double bytes) {
    if (tp <= 1)
        return 0;
    const GpuSpec& g = *s.cluster.gpu;
    const GlobalParams& gp = *s.params;
    const double bw = g.intraNodeBandwidth(tp) * gp.linkEfficiency;
    return 2.0 * s.model->layers * (gp.linkLatencySeconds + 2.0 * (tp - 1) / tp * bytes / bw);
}

// Expert parallelism: dispatch and combine of every MoE layer send each of `tokens` (one rank's
// share) to its k experts, h 16-bit values each, (ep-1)/ep of them to other ranks (as in training,
// docs/estimation.md section 3); across nodes, node-limited routing sends a token once per node.
double expertAllToAll(const InferenceScenario& s, int tp, int ep, double tokens) {
    const ModelSpec& m = *s.model;
    if (ep <= 1 || !m.hasExpertLayout())
        return 0;
    const Cluster& c = s.cluster;
    const int group = tp * ep;
    const int nodes = (group + c.scaleUpGpus() - 1) / c.scaleUpGpus(); // an NVLink domain counts as one

    const double bytes = tokens / tp * m.expertCopiesPerToken(ep, nodes) * m.hidden * 2.0;
    const double bw = c.groupBandwidth(group) * s.params->linkEfficiency;
    return 2.0 * m.moeLayers * (s.params->linkLatencySeconds + bytes / bw);
}

} // namespace

std::vector<int> expertDegrees(const ModelSpec& model) {
    std::vector<int> out{1};
    if (model.hasExpertLayout())
        for (int ep = 2; ep <= model.experts; ep *= 2)
            if (model.experts % ep == 0)
                out.push_back(ep);
    return out;
}

std::vector<std::pair<int, int>> servingLayouts(const ModelSpec& model, int scaleUpGpus) {
    std::vector<std::pair<int, int>> out;
    for (int tp = 1; tp <= scaleUpGpus; tp *= 2)
        for (int ep : expertDegrees(model))
            out.emplace_back(tp, ep);
    return out;
}

std::string_view servingPrecisionName(ServingPrecision p) {
    switch (p) {
    case ServingPrecision::FP16:
        return "fp16";
    case ServingPrecision::BF16:
        return "bf16";
    case ServingPrecision::FP8:
        return "fp8";
    case ServingPrecision::INT8:
        return "int8";
    case ServingPrecision::INT4:
        return "int4";
    case ServingPrecision::FP4:
        return "fp4";
    }
    return "?";
}

std::optional<ServingPrecision> parseServingPrecision(std::string_view s) {
    for (ServingPrecision p : {ServingPrecision::FP16, ServingPrecision::BF16, ServingPrecision::FP8,
                               ServingPrecision::INT8, ServingPrecision::INT4, ServingPrecision::FP4})
        if (servingPrecisionName(p) == s)
            return p;
    return std::nullopt;
}

std::string_view batchLimitName(BatchLimit l) {
    switch (l) {
    case BatchLimit::Given:
        return "given";
    case BatchLimit::Memory:
        return "memory";
    case BatchLimit::Ttft:
        return "time to first token limit";
    case BatchLimit::Tpot:
        return "time per output token limit";
    case BatchLimit::Requests:
        return "requests";
    }
    return "?";
}

double kvBytesPerSequence(const ModelSpec& m, ServingPrecision p, const GpuSpec& g, int tp, double tokens,
                          std::optional<ServingPrecision> kv) {
    // FP8 and FP4 serving on a card with FP8 keep an FP8 cache unless told otherwise; how the layers cache
    // tokens is the model's (core/catalog/model_shape: K and V split by KV head over the ranks, MLA's latent,
    // windows, states).
    return kvCacheBytes(m, tokens, tp, kvCacheElementBytes(p, g, kv));
}

double kvCacheElementBytes(ServingPrecision p, const GpuSpec& g, std::optional<ServingPrecision> kv) {
    if (kv) {
        switch (*kv) {
        case ServingPrecision::FP8:
            return 1.0;
        case ServingPrecision::FP4:
            return fp4Bytes(g);
        default:
            return 2.0;
        }
    }
    const bool low = p == ServingPrecision::FP8 || p == ServingPrecision::FP4;
    return low && g.supports(Precision::FP8) ? 1.0 : 2.0;
}

std::optional<Precision> kvCacheFormat(ServingPrecision kv) {
    switch (kv) {
    case ServingPrecision::FP16:
        return Precision::FP16;
    case ServingPrecision::BF16:
        return Precision::BF16;
    case ServingPrecision::FP8:
        return Precision::FP8;
    case ServingPrecision::FP4:
        return Precision::FP4;
    case ServingPrecision::INT8:
    case ServingPrecision::INT4:
        break;
    }
    return std::nullopt;
}

InferenceEstimate evaluateInference(const InferenceScenario& s, int tp, int batch, int ep) {
    const ModelSpec& m = *s.model;
    const GpuSpec& g = *s.cluster.gpu;
    const GlobalParams& gp = *s.params;
    const InferenceJob& j = s.job;
    InferenceEstimate r;
    r.tp = tp;
    r.ep = ep;
    r.replicas = s.cluster.gpuCount / (tp * ep);
    r.computePrecision = computePrecision(j.precision, g, r.weightOnly);

    // A MoE's routed experts are split over the ep ranks of a replica; everything else (attention,
    // shared experts, dense layers) is on every rank, which serves its own 1/ep of the replica's
    // requests (data-parallel attention, as DeepSeek-V3 is served: arXiv 2412.19437 section 3.4).
    const double routed = m.routedExpertParams();
    const double dense = m.params - routed;
    const double routedActive = m.routedActiveParams();
    const double denseActive = m.activeParams - routedActive;
    const double imbalance = ep > 1 ? kExpertCapacityFactor : 1.0;
    const double rankBatch = std::ceil(static_cast<double>(batch) / ep); // the busiest rank's requests

    // Memory per GPU: weights, then KV cache for (input + output) tokens per sequence.
    r.memory.weights = (dense + routed / ep) * weightBytes(j.precision, g) / tp;
    const double kvElementBytes = kvCacheElementBytes(j.precision, g, j.kvPrecision);
    const double kvPerSequence =
        kvBytesPerSequence(m, j.precision, g, tp, j.inputTokens + j.outputTokens, j.kvPrecision);
    const double usable = (g.memoryBytes - gp.contextBytes) / (1.0 + gp.allocatorMargin);
    const double forKv = usable - r.memory.weights;
    r.maxBatch = forKv > 0 ? static_cast<int>(std::min(1e9, std::floor(forKv / kvPerSequence) * ep)) : 0;
    r.batch = batch;
    r.memory.kvCache = kvPerSequence * rankBatch;
    r.memory.overhead = gp.contextBytes + gp.allocatorMargin * (r.memory.weights + r.memory.kvCache);
    r.fits = batch >= 1 && batch <= r.maxBatch;

    const double rate = matmulRate(s, r.computePrecision);
    const double bw = g.memoryBandwidth * gp.decodeBandwidthEfficiency * servingSoftwareFactor(g, gp);
    const double h = m.hidden;
    // The routed experts' grouped matmuls (many small per-expert batches, token permutation, block
    // scales) run at expertMatmulFactor of a dense 16-bit matmul's rate whatever the weights' format:
    // vLLM's fused MoE kernel for Qwen3's experts is only 10-17% faster in FP8 than in BF16 on H200
    // (github.com/vllm-project/vllm/pull/35457, 2026-02-27).
    const Precision sixteenBit = g.supports(Precision::BF16) ? Precision::BF16 : Precision::FP16;
    const double expertRate = std::min(rate, matmulRate(s, sixteenBit)) * gp.expertMatmulFactor;
    // Matmul seconds per GPU for `tokens` tokens of every request of the replica: the rank's share of
    // the dense path, and its experts' share of all the replica's routed tokens.
    auto matmulSeconds = [&](double tokens) {
        const double experts =
            routedActive > 0 ? batch * tokens * 2.0 * routedActive * imbalance / ep / expertRate : 0.0;
        return (rankBatch * tokens * 2.0 * denseActive / rate + experts) / tp;
    };
    InferenceBreakdown& b = r.breakdown;
    // Prefill: 2 N_act per token plus causal attention (2 L h I^2 per sequence for multi-head attention),
    // split over tp.
    const double prefillAttention =
        j.inputTokens * causalAttentionFlopsPerToken(m, j.inputTokens, AttentionForm::Expanded);
    b.prefillCompute = matmulSeconds(j.inputTokens) + rankBatch * prefillAttention / tp / rate;
    b.prefillWeights = r.memory.weights / bw;
    b.prefillComm = allReduces(s, tp, rankBatch * j.inputTokens * h * 2.0) +
                    expertAllToAll(s, tp, ep, rankBatch * j.inputTokens);
    // Each forward pass: the launch and scheduling overhead, and for a mixture of experts a fixed time per
    // MoE layer (routing, gating, token permutation and the grouped matmuls' launches).
    b.stepOverhead = gp.inferenceStepOverheadSeconds +
                     (m.hasExpertLayout() ? m.moeLayers * gp.moeLayerOverheadSeconds : 0.0);
    r.ttftSeconds = std::max(b.prefillCompute, b.prefillWeights) + b.prefillComm + b.stepOverhead;

    // Decode at the mean context length: read the weights and every sequence's cache once. A decode
    // step of B tokens reaches each expert with probability 1 - (1 - k/E)^B; the others stay unread.
    const double context = j.inputTokens + j.outputTokens / 2.0;
    const double reached =
        m.hasExpertLayout() ? 1.0 - std::pow(1.0 - static_cast<double>(m.topK) / m.experts, batch) : 1.0;
    b.decodeWeights = (dense + routed / ep * reached) * weightBytes(j.precision, g) / tp / bw;
    b.decodeKv = rankBatch * kvCacheBytesRead(m, context, tp, kvElementBytes) / bw;
    const double decodeAttention = attentionFlopsPerToken(m, context, AttentionForm::Absorbed);
    b.decodeCompute = matmulSeconds(1.0) + rankBatch * decodeAttention / tp / rate;
    b.decodeComm = allReduces(s, tp, rankBatch * h * 2.0) + expertAllToAll(s, tp, ep, rankBatch);
    r.decodeMemoryBound = b.decodeWeights + b.decodeKv >= b.decodeCompute;
    r.tpotSeconds = std::max(b.decodeWeights + b.decodeKv, b.decodeCompute) + b.decodeComm + b.stepOverhead;

    r.requestSeconds = r.ttftSeconds + j.outputTokens * r.tpotSeconds;
    r.outputTokensPerSecond = r.replicas * batch * j.outputTokens / r.requestSeconds;
    r.outputTokensPerSecondPerGpu = r.outputTokensPerSecond / s.cluster.gpuCount;
    return r;
}

namespace {

// Seconds as the command line has always printed them (std::to_string's six decimals).
MessageArg seconds(double s) {
    return number(s, 3, std::to_string(s));
}

bool meetsLimits(const InferenceJob& j, const InferenceEstimate& e) {
    return (j.maxTtftSeconds <= 0 || e.ttftSeconds <= j.maxTtftSeconds) &&
           (j.maxTpotSeconds <= 0 || e.tpotSeconds <= j.maxTpotSeconds);
}

// The largest batch in [1, maxBatch] that meets the latency limits. Both TTFT and TPOT grow with
// the batch, and throughput grows with it, so the largest admissible batch is the best.
Result<InferenceEstimate> bestBatch(const InferenceScenario& s, int tp, int ep) {
    const InferenceEstimate one = evaluateInference(s, tp, 1, ep);
    if (one.maxBatch < 1)
        return fail(message(MessageId::InferenceNoKvRoom,
                            {integer(static_cast<long long>(one.memory.weights / 1e9))}));
    if (!meetsLimits(s.job, one))
        return fail(
            message(MessageId::InferenceLatencyMissed, {seconds(one.ttftSeconds), seconds(one.tpotSeconds)}));
    int lo = 1;
    int hi = one.maxBatch;
    if (meetsLimits(s.job, evaluateInference(s, tp, hi, ep)))
        lo = hi;
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        if (meetsLimits(s.job, evaluateInference(s, tp, mid, ep)))
            lo = mid;
        else
            hi = mid;
    }
    InferenceEstimate e = evaluateInference(s, tp, lo, ep);
    if (lo == e.maxBatch)
        e.limitedBy = BatchLimit::Memory;
    else
        e.limitedBy = s.job.maxTtftSeconds > 0 &&
                              evaluateInference(s, tp, lo + 1, ep).ttftSeconds > s.job.maxTtftSeconds
                          ? BatchLimit::Ttft
                          : BatchLimit::Tpot;
    return e;
}

} // namespace

Result<InferenceEstimate> estimateInference(const InferenceScenario& s) {
    if (!s.model || !s.cluster.gpu || !s.efficiency || !s.params)
        return fail(message(MessageId::EstimateIncomplete));
    const InferenceJob& j = s.job;
    const GpuSpec& g = *s.cluster.gpu;
    if (s.cluster.gpuCount <= 0)
        return fail(message(MessageId::EstimateGpuCount));
    if (!(j.inputTokens > 0) || !(j.outputTokens > 0))
        return fail(message(MessageId::InferenceTokens));
    if (j.precision == ServingPrecision::FP16 && !g.supports(Precision::FP16))
        return fail(message(MessageId::InferenceNoFp16, {text(g.name)}));
    if (j.precision == ServingPrecision::FP4 && !g.supports(Precision::FP4))
        return fail(message(MessageId::InferenceNoFp4, {text(g.name), text(g.precisionNames())}));
    if (j.kvPrecision) {
        const auto format = kvCacheFormat(*j.kvPrecision);
        if (!format || !g.supports(*format))
            return fail(message(MessageId::InferenceKvPrecision,
                                {text(g.name), text(std::string(servingPrecisionName(*j.kvPrecision))),
                                 text(g.precisionNames())}));
    }
    const ModelSpec& m = *s.model;
    if (j.tp > 0) {
        if (s.cluster.gpuCount % j.tp != 0)
            return fail(
                message(MessageId::InferenceTpNotDivisor, {integer(j.tp), integer(s.cluster.gpuCount)}));
        if (j.tp > s.cluster.scaleUpGpus())
            return fail(
                message(MessageId::InferenceTpBeyondNode, {integer(j.tp), integer(s.cluster.scaleUpGpus())}));
    }
    if (j.ep > 1 && !m.hasExpertLayout())
        return fail(message(MessageId::InferenceEpNeedsExperts, {integer(j.ep), modelNameArg(m)}));
    if (j.ep > 1 && m.experts % j.ep != 0)
        return fail(message(MessageId::InferenceEpNotDivisor, {integer(j.ep), integer(m.experts)}));
    // Every layout the job allows whose replica divides the cluster.
    std::vector<int> tps;
    if (j.tp > 0)
        tps.push_back(j.tp);
    else
        for (int tp = 1; tp <= std::min(s.cluster.gpuCount, s.cluster.scaleUpGpus()); tp *= 2)
            if (m.heads % tp == 0)
                tps.push_back(tp);
    const std::vector<int> eps = j.ep > 0 ? std::vector<int>{j.ep} : expertDegrees(m);
    std::vector<std::pair<int, int>> layouts;
    for (int tp : tps)
        for (int ep : eps)
            if (s.cluster.gpuCount % (tp * ep) == 0)
                layouts.emplace_back(tp, ep);
    if (j.ep > 1 && layouts.empty())
        return fail(message(MessageId::InferenceReplicaNotDivisor,
                            {integer(j.tp > 0 ? j.tp : 1), integer(j.ep), integer(s.cluster.gpuCount)}));
    Result<InferenceEstimate> best = fail(Message{});
    Message lastError;
    for (auto [tp, ep] : layouts) {
        Result<InferenceEstimate> e = fail(Message{});
        if (j.batch > 0) {
            InferenceEstimate given = evaluateInference(s, tp, j.batch, ep);
            given.limitedBy = BatchLimit::Given;
            if (!given.fits) {
                const double gb = given.memory.total() / 1e9;
                lastError = message(MessageId::InferenceBatchTooLarge,
                                    {integer(j.batch), number(gb, 1, std::to_string(gb).substr(0, 6)),
                                     integer(tp), integer(given.maxBatch)});
                continue;
            }
            if (!meetsLimits(j, given)) {
                lastError =
                    message(MessageId::InferenceBatchMissesLatency,
                            {integer(j.batch), seconds(given.ttftSeconds), seconds(given.tpotSeconds)});
                continue;
            }
            e = given;
        } else {
            e = bestBatch(s, tp, ep);
            if (!e) {
                lastError = ep > 1
                                ? message(MessageId::InferenceAtTpEp,
                                          {nested(e.errorMessage()), integer(tp), integer(ep)})
                                : message(MessageId::InferenceAtTp, {nested(e.errorMessage()), integer(tp)});
                continue;
            }
        }
        if (!best || e->outputTokensPerSecond > best->outputTokensPerSecond)
            best = e;
    }
    if (!best)
        return fail(
            message(MessageId::InferenceCannotServe,
                    {modelNameArg(*s.model), integer(s.cluster.gpuCount), text(g.name), nested(lastError)}));
    return best;
}

} // namespace gpuplan::core
