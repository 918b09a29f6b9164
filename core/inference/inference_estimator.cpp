#include "core/inference/inference_estimator.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::core {
namespace {

// INT4 (AWQ/GPTQ) stores 4-bit weights plus a 16-bit scale and zero per group of 128: ~4.25 bits.
constexpr double kInt4BytesPerParam = 4.25 / 8.0;

double weightBytes(ServingPrecision p) {
    switch (p) {
    case ServingPrecision::FP16:
    case ServingPrecision::BF16:
        return 2.0;
    case ServingPrecision::FP8:
    case ServingPrecision::INT8:
        return 1.0;
    case ServingPrecision::INT4:
        return kInt4BytesPerParam;
    }
    return 2.0;
}

// The matmul format: FP8 and INT8 run natively where the card has them, otherwise (and always
// for INT4) the weights are dequantized into 16-bit matmuls (weight-only W8A16 / W4A16).
Precision computePrecision(ServingPrecision p, const GpuSpec& g, bool& weightOnly) {
    weightOnly = false;
    switch (p) {
    case ServingPrecision::FP16:
        return Precision::FP16;
    case ServingPrecision::BF16:
        return Precision::BF16;
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
    }
    weightOnly = true;
    return g.supports(Precision::BF16) ? Precision::BF16 : Precision::FP16;
}

double matmulRate(const InferenceScenario& s, Precision p) {
    const GpuSpec& g = *s.cluster.gpu;
    const GpuEfficiency& e = *s.efficiency;
    // INT8 matmuls have no training calibration: they take the die's FP8 or 16-bit efficiency.
    double eff = e.matmul[index(p)];
    if (eff <= 0 && p == Precision::INT8)
        eff = e.matmul[index(Precision::FP8)] > 0 ? e.matmul[index(Precision::FP8)]
                                                  : e.matmul[index(Precision::BF16)];
    if (eff <= 0)
        eff = s.params->defaultMatmulEfficiency;
    return g.peak[index(p)] * eff * s.params->inferenceComputeFactor;
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

} // namespace

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
    }
    return "?";
}

std::optional<ServingPrecision> parseServingPrecision(std::string_view s) {
    for (ServingPrecision p : {ServingPrecision::FP16, ServingPrecision::BF16, ServingPrecision::FP8,
                               ServingPrecision::INT8, ServingPrecision::INT4})
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

double kvBytesPerToken(const ModelSpec& m, ServingPrecision p, const GpuSpec& g, int tp) {
    // K and V for every layer; KV heads are split over the tensor-parallel ranks (replicated when
    // there are fewer heads than ranks). FP8 serving on a card with FP8 keeps an FP8 cache.
    const double kvBytes = p == ServingPrecision::FP8 && g.supports(Precision::FP8) ? 1.0 : 2.0;
    const double headsPerGpu = std::ceil(static_cast<double>(m.kvHeads) / tp);
    return 2.0 * m.layers * headsPerGpu * m.headDim() * kvBytes;
}

InferenceEstimate evaluateInference(const InferenceScenario& s, int tp, int batch) {
    const ModelSpec& m = *s.model;
    const GpuSpec& g = *s.cluster.gpu;
    const GlobalParams& gp = *s.params;
    const InferenceJob& j = s.job;
    InferenceEstimate r;
    r.tp = tp;
    r.replicas = s.cluster.gpuCount / tp;
    r.computePrecision = computePrecision(j.precision, g, r.weightOnly);

    // Memory per GPU: weights, then KV cache for (input + output) tokens per sequence.
    r.memory.weights = m.params * weightBytes(j.precision) / tp;
    const double kvPerToken = kvBytesPerToken(m, j.precision, g, tp);
    const double kvPerSequence = kvPerToken * (j.inputTokens + j.outputTokens);
    const double usable = (g.memoryBytes - gp.contextBytes) / (1.0 + gp.allocatorMargin);
    const double forKv = usable - r.memory.weights;
    r.maxBatch = forKv > 0 ? static_cast<int>(std::min(1e9, std::floor(forKv / kvPerSequence))) : 0;
    r.batch = batch;
    r.memory.kvCache = kvPerSequence * batch;
    r.memory.overhead = gp.contextBytes + gp.allocatorMargin * (r.memory.weights + r.memory.kvCache);
    r.fits = batch >= 1 && batch <= r.maxBatch;

    const double rate = matmulRate(s, r.computePrecision);
    const double bw = g.memoryBandwidth * gp.decodeBandwidthEfficiency;
    const double h = m.hidden;
    InferenceBreakdown& b = r.breakdown;
    // Prefill: 2 N_act per token plus causal attention (2 L h I^2 per sequence), split over tp.
    const double prefillFlops =
        batch * (2.0 * m.activeParams * j.inputTokens + 2.0 * m.layers * h * j.inputTokens * j.inputTokens) /
        tp;
    b.prefillCompute = prefillFlops / rate;
    b.prefillWeights = r.memory.weights / bw;
    b.prefillComm = allReduces(s, tp, batch * j.inputTokens * h * 2.0);
    b.stepOverhead = gp.inferenceStepOverheadSeconds;
    r.ttftSeconds = std::max(b.prefillCompute, b.prefillWeights) + b.prefillComm + b.stepOverhead;

    // Decode at the mean context length: read all weights and every sequence's cache once.
    const double context = j.inputTokens + j.outputTokens / 2.0;
    b.decodeWeights = r.memory.weights / bw;
    b.decodeKv = batch * context * kvPerToken / bw;
    b.decodeCompute = batch * (2.0 * m.activeParams + 4.0 * m.layers * h * context) / tp / rate;
    b.decodeComm = allReduces(s, tp, batch * h * 2.0);
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
Result<InferenceEstimate> bestBatch(const InferenceScenario& s, int tp) {
    const InferenceEstimate one = evaluateInference(s, tp, 1);
    if (one.maxBatch < 1)
        return fail(message(MessageId::InferenceNoKvRoom,
                            {integer(static_cast<long long>(one.memory.weights / 1e9))}));
    if (!meetsLimits(s.job, one))
        return fail(
            message(MessageId::InferenceLatencyMissed, {seconds(one.ttftSeconds), seconds(one.tpotSeconds)}));
    int lo = 1;
    int hi = one.maxBatch;
    if (meetsLimits(s.job, evaluateInference(s, tp, hi)))
        lo = hi;
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        if (meetsLimits(s.job, evaluateInference(s, tp, mid)))
            lo = mid;
        else
            hi = mid;
    }
    InferenceEstimate e = evaluateInference(s, tp, lo);
    if (lo == e.maxBatch)
        e.limitedBy = BatchLimit::Memory;
    else
        e.limitedBy =
            s.job.maxTtftSeconds > 0 && evaluateInference(s, tp, lo + 1).ttftSeconds > s.job.maxTtftSeconds
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
    std::vector<int> tps;
    if (j.tp > 0) {
        if (s.cluster.gpuCount % j.tp != 0)
            return fail(
                message(MessageId::InferenceTpNotDivisor, {integer(j.tp), integer(s.cluster.gpuCount)}));
        if (j.tp > s.cluster.gpusPerNode)
            return fail(
                message(MessageId::InferenceTpBeyondNode, {integer(j.tp), integer(s.cluster.gpusPerNode)}));
        tps.push_back(j.tp);
    } else {
        for (int tp = 1; tp <= std::min(s.cluster.gpuCount, s.cluster.gpusPerNode); tp *= 2)
            if (s.cluster.gpuCount % tp == 0 && s.model->heads % tp == 0)
                tps.push_back(tp);
    }
    Result<InferenceEstimate> best = fail(Message{});
    Message lastError;
    for (int tp : tps) {
        Result<InferenceEstimate> e = fail(Message{});
        if (j.batch > 0) {
            InferenceEstimate given = evaluateInference(s, tp, j.batch);
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
            e = bestBatch(s, tp);
            if (!e) {
                lastError = message(MessageId::InferenceAtTp, {nested(e.errorMessage()), integer(tp)});
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
