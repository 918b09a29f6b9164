#include "core/training/training_estimator.h"

#include "core/catalog/model_shape.h"

#include <algorithm>
#include <cmath>
#include <string_view>

namespace gpuplan::core {
namespace {

// Adam step traffic per trainable parameter: read FP32 master, momentum, variance and the
// 16-bit gradient, write the first three back and the 16-bit weight copy (4+4+4+2 twice).
constexpr double kOptimizerTrafficBytes = 28.0;
// QLoRA stores the base in NF4 with double quantization (Dettmers et al. 2023): 4.127 bits.
constexpr double kNf4BytesPerParam = 4.127 / 8.0;
// FP8 training (Transformer Engine, Micikevicius et al. 2022, arXiv 2209.05433) casts every GEMM
// input to FP8 before the GEMM: the forward activation and the backward output gradient are read in
// 16 bits and written in FP8 twice (as they are and transposed, for the other GEMM that uses them).
constexpr double kFp8CastBytesPerElement = 2.0 + 1.0 + 1.0;
// FP4 training (NVFP4, arXiv 2509.25149) casts the same GEMM inputs to 4-bit elements with one E4M3 scale
// per 16 of them, twice (the weight gradient's copy goes through a Hadamard transform, whose few FLOPs are
// not counted): a 16-bit read and two writes of 0.5 + 1/16 bytes.
constexpr double kFp4CastBytesPerElement = 2.0 + 2.0 * (0.5 + 1.0 / 16.0);
// Megatron's FP4 recipes keep the first and the last transformer layer in BF16 (--first-last-layers-bf16,
// one layer at each end by default: Megatron Core 0.12 added the options with the low-precision recipes),
// as NVIDIA's NVFP4 study keeps some layers in higher precision for stability.
constexpr int kFp4LayersInBf16 = 2;
// The catalog's architecture of the GPUs whose tensor cores FlashAttention-2 cannot drive fully
// (asynchronous wgmma and TMA, which only kernels written for Hopper use).
constexpr std::string_view kHopper = "Hopper";

// Elements per token and layer that FP8 training casts: the inputs of the QKV, output, FFN-in and
// FFN-out GEMMs forward (3h + ffn) and their output gradients backward (h + 2 kv + h + g ffn + h,
// g = 2 for a gated FFN's two input projections).
double fp8CastElementsPerToken(const ModelSpec& m) {
    const double gated = m.gatedMlp ? 2.0 : 1.0;
    return 6.0 * m.hidden + 2.0 * m.kvDim() + (1.0 + gated) * m.meanActiveFfn();
}

} // namespace

double loraTrainableParams(const ModelSpec& m, int rank, unsigned targets) {
    // An adapter of rank r on a matrix of in x out adds r (in + out) parameters.
    const double h = m.hidden;
    double attention = 0;
    if (m.isMla()) {
        // Latent attention's projections: the query's (two when it has a rank of its own), the shared
        // key-value down projection (K) and its up projection to every head (V), the output.
        const double qk = m.heads * static_cast<double>(m.nopeHeadDim + m.ropeHeadDim);
        if (targets & LoraQ)
            attention += m.qLoraRank > 0 ? h + 2.0 * m.qLoraRank + qk : h + qk;
        if (targets & LoraK)
            attention += h + m.kvLoraRank + m.ropeHeadDim;
        if (targets & LoraV)
            attention += m.kvLoraRank + m.heads * static_cast<double>(m.nopeHeadDim + m.vHeadDim);
        if (targets & LoraO)
            attention += m.heads * static_cast<double>(m.vHeadDim) + h;
    } else {
        const double q = m.heads * static_cast<double>(m.headDim());
        const double kv = m.kvDim();
        if (targets & LoraQ)
            attention += h + q;
        if (targets & LoraK)
            attention += h + kv;
        if (targets & LoraV)
            attention += h + kv;
        if (targets & LoraO)
            attention += q + h;
    }
    // The MLP's adapters: one per matrix of the dense layers, and one per matrix of every routed and
    // shared expert of a MoE layer (each expert is its own matrix).
    const auto mlp = [&](double width, double copies) {
        double perCopy = 0;
        if ((targets & LoraGate) && m.gatedMlp)
            perCopy += h + width;
        if (targets & LoraUp)
            perCopy += h + width;
        if (targets & LoraDown)
            perCopy += width + h;
        return width > 0 ? copies * perCopy : 0.0;
    };
    const int moe = m.experts > 0 ? std::min(m.moeLayers, m.layers) : 0;
    const double perMoeLayer = mlp(m.expertWidth(), m.experts) + mlp(m.sharedExpertFfn, 1.0);
    const double total =
        attention * (m.layers - m.linearLayers) + mlp(m.ffn, 1.0) * (m.layers - moe) + perMoeLayer * moe;
    return static_cast<double>(rank) * total;
}

Result<TrainingEstimator> TrainingEstimator::create(const TrainingScenario& s) {
    if (!s.model || !s.cluster.gpu || !s.efficiency || !s.params)
        return fail(message(MessageId::EstimateIncomplete));
    const ModelSpec& m = *s.model;
    const GpuSpec& g = *s.cluster.gpu;
    const TrainingJob& j = s.job;
    if (s.cluster.gpuCount <= 0)
        return fail(message(MessageId::EstimateGpuCount));
    if (s.cluster.gpusPerNode <= 0)
        return fail(message(MessageId::TrainingGpusPerNode));
    if (j.tokens < 0 || !std::isfinite(j.tokens))
        return fail(message(MessageId::TrainingTokensNegative));
    if (!g.supports(j.precision))
        return fail(
            message(MessageId::TrainingPrecisionUnsupported,
                    {text(g.name), text(std::string(precisionName(j.precision))), text(g.precisionNames())}));
    const bool lora = j.method == Method::Lora || j.method == Method::Qlora;
    if (lora && j.loraRank <= 0)
        return fail(message(MessageId::TrainingLoraRank));
    if (lora && (j.loraTargets & LoraAll) == 0)
        return fail(message(MessageId::TrainingLoraTargets));

    TrainingEstimator e(s);
    e.m_lora = lora;
    e.m_seq = j.seqLen > 0 ? j.seqLen : m.seqLen;
    if (e.m_seq <= 0)
        return fail(message(MessageId::TrainingSequenceLength));
    e.m_batch = chooseGlobalBatch(j.method, m.params, e.m_seq, s.cluster.gpuCount, s.cluster.gpusPerNode,
                                  j.globalBatchTokens);
    const double batchTokens = e.m_batch.tokens;
    if (batchTokens < e.m_seq)
        return fail(message(MessageId::TrainingBatchBelowSequence,
                            {integer(static_cast<long long>(batchTokens)), integer(e.m_seq)}));
    if (batchTokens / e.m_seq > 1e8)
        return fail(message(MessageId::TrainingBatchTooLarge,
                            {number(batchTokens / e.m_seq, 0, std::to_string(batchTokens / e.m_seq))}));
    e.m_sequences = static_cast<int>(std::llround(batchTokens / e.m_seq));

    const double na = m.activeParams;
    // The score and value matmuls forward and twice that backward (their two inputs' gradients), every
    // token attending over the whole sequence (the convention of MFU; arXiv 2204.02311 appendix B).
    const double attention = 3.0 * attentionFlopsPerToken(m, e.m_seq, AttentionForm::Expanded);
    e.m_trainable = lora ? loraTrainableParams(m, j.loraRank, j.loraTargets) : m.params;
    // Full training: forward 2N, backward 4N (input and weight gradients). LoRA: the frozen base
    // needs no weight gradients (2N + 2N), the adapters are trained in full (6 per parameter).
    e.m_matmulFlopsPerToken = lora ? 4.0 * na + 6.0 * e.m_trainable : 6.0 * na;
    e.m_attentionFlopsPerToken = attention;
    const double routedActive = m.routedActiveParams();
    e.m_expertFlopsPerToken = (lora ? 4.0 : 6.0) * routedActive;
    e.m_activationBytesPerHidden = activationBytesPerHidden(m);
    e.m_modelFlopsPerToken = e.m_matmulFlopsPerToken + attention;

    const auto& eff = *s.efficiency;
    const std::size_t pi = index(j.precision);
    e.m_effFitted = eff.matmul[pi] > 0 && eff.fitted[pi];
    // A die's efficiency is what the stacks tuned for it reach; generic PyTorch gets a fitted share of it
    // on Hopper (docs/estimation.md, "Frameworks").
    e.m_frameworkFactor = j.framework == Framework::PyTorch && g.architecture == kHopper
                              ? s.params->pytorchHopperMatmulFactor
                              : 1.0;
    // No published FP4 training run is fitted yet: FP4 GEMMs take the die's FP8 efficiency where it has one.
    const std::size_t fp8 = index(Precision::FP8);
    const double unfitted = j.precision == Precision::FP4 && eff.matmul[fp8] > 0
                                ? eff.matmul[fp8]
                                : s.params->defaultMatmulEfficiency;
    const double dieEff = eff.matmul[pi] > 0 ? eff.matmul[pi] : unfitted;
    e.m_eff = dieEff * e.m_frameworkFactor;
    const double qlora = j.method == Method::Qlora ? s.params->qloraMatmulFactor : 1.0;
    e.m_matmulRate = g.peak[pi] * e.m_eff * qlora;
    const std::size_t bf16 = index(Precision::BF16);
    if (j.precision == Precision::FP4 && g.peak[bf16] > 0) {
        // The layers kept in BF16 run at the BF16 rate: the rate of the whole is the harmonic mean.
        const double bf16Share = std::min(1.0, static_cast<double>(kFp4LayersInBf16) / std::max(1, m.layers));
        const double bf16Eff = (eff.matmul[bf16] > 0 ? eff.matmul[bf16] : s.params->defaultMatmulEfficiency) *
                               e.m_frameworkFactor;
        const double bf16Rate = g.peak[bf16] * bf16Eff * qlora;
        e.m_matmulRate = 1.0 / ((1.0 - bf16Share) / e.m_matmulRate + bf16Share / bf16Rate);
    }
    // Transformer Engine runs the attention score matmuls in BF16 even in FP8 (and FP4) training.
    const Precision attnPrecision =
        j.precision == Precision::FP8 || j.precision == Precision::FP4 ? Precision::BF16 : j.precision;
    const std::size_t ai = index(attnPrecision);
    double attnEff = eff.matmul[ai] > 0 ? eff.matmul[ai] : dieEff;
    // Unfused attention runs its score matmuls on the framework's generic GEMM path; the fused and
    // FlashAttention kernels are their own code, whatever calls them.
    if (j.attention == AttentionKernel::Unfused)
        attnEff *= e.m_frameworkFactor;
    if (j.attention == AttentionKernel::Flash2 && g.architecture == kHopper)
        attnEff = std::min(attnEff, s.params->flash2HopperAttentionEfficiency);
    e.m_attentionEff = attnEff;
    e.m_attentionRate = (g.peak[ai] > 0 ? g.peak[ai] : g.peak[pi]) * attnEff;

    e.m_tensorBytes = trainingTensorBytes(j.precision);
    e.m_gradBytes = e.m_tensorBytes;
    const bool fp32Weights = e.m_tensorBytes >= 4.0;
    e.m_optimizerBytes = fp32Weights ? 8.0 : 12.0; // FP32 training has no separate master copy
    if (j.method == Method::Qlora)
        e.m_weightBytes = kNf4BytesPerParam;
    else if (lora)
        e.m_weightBytes = 2.0;
    else
        e.m_weightBytes = e.m_tensorBytes;
    return e;
}

PlanIssue TrainingEstimator::structuralIssue(const Plan& p) const {
    const Cluster& c = m_s.cluster;
    const ModelSpec& m = *m_s.model;
    if (p.tp < 1 || p.pp < 1 || p.dp < 1 || p.cp < 1 || p.ep < 1 || p.microBatch < 1 || p.zero < 0 ||
        p.zero > 3)
        return PlanIssue::GpuCountMismatch;
    if (p.gpus() != c.gpuCount)
        return PlanIssue::GpuCountMismatch;
    if (p.tp > c.scaleUpGpus())
        return PlanIssue::TensorParallelBeyondNode;
    if (m.heads % p.tp != 0)
        return PlanIssue::TensorParallelHeads;
    if (p.pp > m.layers)
        return PlanIssue::PipelineBeyondLayers;
    if (m_sequences < p.dp * p.microBatch)
        return PlanIssue::BatchTooSmall;
    if (m_seq % p.cp != 0 || (p.cp > 1 && p.naive))
        return PlanIssue::ContextParallelInvalid;
    // Megatron-Core draws the expert-parallel group from a stage's tp x dp x cp ranks (Plan::expertTp).
    if (p.ep > 1 &&
        (!m.hasExpertLayout() || m.experts % p.ep != 0 || (p.tp * p.dp * p.cp) % p.ep != 0 || p.naive))
        return PlanIssue::ExpertParallelInvalid;
    if (p.recomputeLayers < 0 || (p.recomputeLayers > 0 && p.recompute != Recompute::Full) ||
        p.recomputeLayers > (m.layers + p.pp - 1) / p.pp)
        return PlanIssue::RecomputeLayersInvalid;
    // DeepSpeed offloads the optimizer of ZeRO stages 1-3 and the parameters of stage 3 only.
    const bool replicated = p.dp * p.cp > 1;
    if (p.offload != Offload::None &&
        (p.naive || (replicated && p.zero < 1) ||
         (p.offload == Offload::OptimizerAndParams && replicated && p.zero < 3)))
        return PlanIssue::OffloadInvalid;
    if (p.vpp < 1)
        return PlanIssue::InterleavingInvalid;
    if (p.vpp > 1) {
        // Megatron's interleaved schedule: every rank holds vpp equal chunks of its stage's layers
        // (the last stage may be short, as Llama 3 405B's 126 layers on 16 stages), and the
        // micro-batches come in groups of pp.
        const int microBatches = (m_sequences + p.dp * p.microBatch - 1) / (p.dp * p.microBatch);
        const int layersPerStage = (m.layers + p.pp - 1) / p.pp;
        if (p.pp == 1 || p.naive || layersPerStage % p.vpp != 0 || microBatches % p.pp != 0)
            return PlanIssue::InterleavingInvalid;
    }
    return PlanIssue::None;
}

TrainingEstimate TrainingEstimator::estimate(const Plan& p) const {
    TrainingEstimate r;
    r.plan = p;
    r.issue = structuralIssue(p);
    r.trainableParams = m_trainable;
    r.modelFlopsPerToken = m_modelFlopsPerToken;
    if (r.issue != PlanIssue::None)
        return r;

    const ModelSpec& m = *m_s.model;
    const Cluster& c = m_s.cluster;
    const GpuSpec& g = *c.gpu;
    const GlobalParams& gp = *m_s.params;
    const TrainingJob& j = m_s.job;

    const int microBatches = (m_sequences + p.dp * p.microBatch - 1) / (p.dp * p.microBatch);
    const int stageLayers = layersPerStage(p);
    r.microBatches = microBatches;
    r.layersPerStage = stageLayers;
    r.tokensPerStep = static_cast<double>(microBatches) * p.dp * p.microBatch * m_seq;

    // Work of one GPU: its replica's tokens (a 1/cp slice of each sequence), its stage's layers,
    // its tensor-parallel share.
    const double tokensPerGpu = static_cast<double>(microBatches) * p.microBatch * m_seq / p.cp;
    const double share = static_cast<double>(stageLayers) / m.layers / p.tp;
    // Recomputation runs the forward pass of the recomputed fraction of the stage's layers again.
    const double recomputed = static_cast<double>(recomputedLayers(p)) / stageLayers;
    const double fwdMatmul = 2.0 * m.activeParams;
    const double fwdAttention = m_attentionFlopsPerToken / 3.0;
    double matmulFlops = m_matmulFlopsPerToken + recomputed * fwdMatmul;
    double attentionFlops = m_attentionFlopsPerToken + recomputed * fwdAttention;
    if (p.recompute == Recompute::Selective && !j.flashAttention())
        attentionFlops += fwdAttention;
    r.hardwareFlopsPerToken = matmulFlops + attentionFlops;
    // The busiest expert-parallel rank paces the step: its expert matmuls run kExpertCapacityFactor
    // times the mean.
    if (p.ep > 1)
        matmulFlops += (kExpertCapacityFactor - 1.0) * m_expertFlopsPerToken * (1.0 + recomputed / 3.0);

    StepBreakdown& st = r.step;
    const double attentionSeconds = tokensPerGpu * share * attentionFlops / m_attentionRate;
    st.compute = tokensPerGpu * share * matmulFlops / m_matmulRate + attentionSeconds;

    const double bw = g.memoryBandwidth * gp.memoryBandwidthEfficiency;
    const double passes = gp.activationTrafficPasses;
    double activationTraffic = m_activationBytesPerHidden * passes * m.hidden * (m_tensorBytes / 2.0);
    if (!j.flashAttention())
        activationTraffic += 5.0 * m.heads * static_cast<double>(m_seq) * passes;
    if (j.precision == Precision::FP8)
        activationTraffic += kFp8CastBytesPerElement * fp8CastElementsPerToken(m);
    if (j.precision == Precision::FP4)
        activationTraffic += kFp4CastBytesPerElement * fp8CastElementsPerToken(m);
    activationTraffic *= 1.0 + recomputed / 3.0; // the recomputed forward pass runs twice
    const double activationTime = tokensPerGpu * stageLayers * activationTraffic / p.tp / bw;
    // Under ZeRO-Offload the host runs the Adam step (offloadSeconds), not the GPU.
    const double optimizerParams = p.offload == Offload::None ? trainableShardPerGpu(p, stageLayers) : 0.0;
    st.memoryBound = activationTime + optimizerParams * kOptimizerTrafficBytes / bw;

    const double linkEff = gp.linkEfficiency;
    const double activationMsg = static_cast<double>(p.microBatch) * m_seq / p.cp * m.hidden * 2.0;
    if (p.tp > 1) {
        // Megatron: two all-reduces forward and two backward per layer (all-gather plus
        // reduce-scatter with sequence parallelism: the same volume); recomputation repeats two.
        const double allReduces = 4.0 + 2.0 * recomputed;
        const double ring = 2.0 * (p.tp - 1) / p.tp * activationMsg / (g.intraNodeBandwidth(p.tp) * linkEff);
        st.tensorComm = static_cast<double>(microBatches) * stageLayers * allReduces * ring;
    }
    st.contextComm = contextExchangeSeconds(p, microBatches, stageLayers, attentionSeconds);
    st.expertComm = expertAllToAllSeconds(p, microBatches, stageLayers, st.compute);
    // Stages are the outermost dimension: once the cluster spans nodes (or NVLink domains), some stage
    // boundary crosses the network, and the slowest boundary paces the pipeline.
    const bool pipelineCrossesNodes = c.gpuCount > c.scaleUpGpus();
    if (p.pp > 1) {
        const double linkBw = pipelineCrossesNodes
                                  ? c.interNodeBandwidthPerGpu()
                                  : g.intraNodeBandwidth(std::min(c.gpuCount, c.scaleUpGpus()));
        // Each of the vpp chunks sends and receives once per micro-batch.
        st.pipelineComm = microBatches * 2.0 * p.vpp * activationMsg / p.tp / (linkBw * linkEff);
    }
    // Kernel launches and synchronisations do not shrink with the model: a fixed time per layer and
    // micro-batch (fitted on small-model runs, where it shows), a third more for the recomputed layers.
    const double launches =
        static_cast<double>(microBatches) * stageLayers * gp.layerOverheadSeconds * (1.0 + recomputed / 3.0);
    const double perMicroBatchWork = (st.compute + activationTime + launches + st.tensorComm +
                                      st.pipelineComm + st.contextComm + st.expertComm);
    if (p.pp > 1) {
        // 1F1B idles (p-1) micro-batch slots; interleaving vpp chunks makes each slot vpp times shorter.
        st.bubble =
            p.naive ? (p.pp - 1) * perMicroBatchWork : (p.pp - 1) * perMicroBatchWork / microBatches / p.vpp;
    }
    // Gradients are reduced over the dp x cp ranks holding the same weights (experts: dp x cp / ep).
    const int replicas = p.dp * p.cp;
    if (replicas > 1) {
        const double dpBw = c.ringBandwidth(p.tp, replicas) * linkEff;
        const double ring = static_cast<double>(replicas - 1) / replicas;
        const double routed = m_lora ? 0.0 : m.routedExpertParams();
        const double gradParams = (m_trainable - routed) * share + routed * expertShare(p, stageLayers);
        const double gradSync = 2.0 * ring * gradParams * m_gradBytes / dpBw;
        const double backwardLast = 2.0 / 3.0 * st.compute / microBatches;
        double exposed = std::max(0.0, gradSync - gp.dpOverlap * backwardLast);
        if (p.zero >= 3) {
            // ZeRO-3 / FSDP gathers the weights for the forward and again for the backward pass
            // of every micro-batch; prefetching hides part of it behind compute.
            const double weights = (m.params - m.routedExpertParams()) * share +
                                   m.routedExpertParams() * expertShare(p, stageLayers);
            const double gather = 2.0 * ring * weights * m_weightBytes / dpBw * microBatches;
            exposed += std::max(0.0, gather - gp.dpOverlap * st.compute);
        }
        st.dataComm = exposed;
    }
    st.offload = offloadSeconds(p, microBatches, stageLayers);
    st.overhead = gp.stepOverheadSeconds + launches;

    r.memory = memory(p, microBatches, stageLayers);
    r.fits = r.memory.total() <= g.memoryBytes;
    if (!r.fits)
        r.issue = PlanIssue::OutOfMemory;
    r.hostBytesPerNode = hostBytesPerNode(p, stageLayers);
    if (r.fits && r.hostBytesPerNode > c.hostMemoryPerNode) {
        r.fits = false;
        r.issue = PlanIssue::HostMemoryExceeded;
    }

    const double stepSeconds = st.total();
    r.tokensPerSecond = r.tokensPerStep / stepSeconds;
    r.mfu = r.tokensPerSecond * m_modelFlopsPerToken / (c.gpuCount * g.peak[index(j.precision)]);
    r.wallSeconds = j.tokens / r.tokensPerSecond / gp.goodput;
    r.gpuHours = r.wallSeconds * c.gpuCount / 3600.0;
    r.energyKwh = c.gpuCount * g.tdpWatts * r.wallSeconds / 3.6e6;
    return r;
}

} // namespace gpuplan::core
