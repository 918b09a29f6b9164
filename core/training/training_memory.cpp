// Memory per GPU of a training plan (docs/estimation.md, section 3): weights, gradients and
// optimizer states by ZeRO stage, expert and ZeRO-Offload share; activations by recomputation,
// pipeline schedule and context-parallel split.

#include "core/training/training_estimator.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::core {
namespace {

// Parameter offload (DeepSpeed offload_param, ZeRO-Infinity, Rajbhandari et al. 2021, arXiv
// 2104.07857, section 5): the GPU holds the layer being computed and the one prefetched next.
constexpr double kOffloadResidentLayers = 2.0;

} // namespace

double activationBytesPerHidden(const ModelSpec& m) {
    constexpr double kDenseLayer = 34.0;
    if (!m.hasExpertLayout() || m.moeLayers <= 0 || m.layers <= 0)
        return kDenseLayer;
    const double h = m.hidden;
    constexpr double kDenseMlp = 19.0;
    // The two 16-bit tensors as wide as the MLP: 16 bytes per h at the 4h of Korthikanti's layer.
    const auto inner = [&](double width) { return 4.0 * width / h; };
    const double moeMlp = 3.0 + m.topK * (2.0 + inner(m.expertWidth()) + 2.0) + inner(m.sharedExpertFfn);
    const double moeLayer = kDenseLayer - kDenseMlp + moeMlp;
    const int moeLayers = std::min(m.moeLayers, m.layers);
    return (moeLayers * moeLayer + (m.layers - moeLayers) * kDenseLayer) / m.layers;
}

int TrainingEstimator::layersPerStage(const Plan& p) const {
    return (m_s.model->layers + p.pp - 1) / p.pp;
}

double TrainingEstimator::expertShare(const Plan& p, int layersPerStage) const {
    return static_cast<double>(layersPerStage) / m_s.model->layers / (p.ep * p.expertTp());
}

int TrainingEstimator::recomputedLayers(const Plan& p) const {
    if (p.recompute != Recompute::Full)
        return 0;
    const int perStage = layersPerStage(p);
    return p.recomputeLayers > 0 ? std::min(p.recomputeLayers, perStage) : perStage;
}

double TrainingEstimator::trainableShardPerGpu(const Plan& p, int layersPerStage) const {
    const ModelSpec& m = *m_s.model;
    const double share = static_cast<double>(layersPerStage) / m.layers / p.tp;
    // Experts are split over ep ranks; ZeRO shards the dense part over the dp x cp ranks that hold
    // the same weights, and each expert over its copies (Megatron-Core's expert data-parallel group).
    const double experts = m_lora ? 0.0 : m.routedExpertParams();
    const double dense = m_trainable - experts;
    const double replicas = static_cast<double>(p.dp) * p.cp;
    const bool sharded = p.zero >= 1;
    return share * dense / (sharded ? replicas : 1.0) +
           experts * expertShare(p, layersPerStage) / (sharded ? p.expertDp() : 1.0);
}

MemoryBreakdown TrainingEstimator::memory(const Plan& p, int microBatches, int layersPerStage) const {
    const ModelSpec& m = *m_s.model;
    const GlobalParams& gp = *m_s.params;
    const double share = static_cast<double>(layersPerStage) / m.layers / p.tp;
    const double routed = m.routedExpertParams();
    const double denseBase = (m.params - routed) * share;
    const double expertBase = routed * expertShare(p, layersPerStage);
    const double experts = m_lora ? 0.0 : routed;
    const double trainableDense = (m_trainable - experts) * share;
    const double trainableExperts = experts * expertShare(p, layersPerStage);
    const double replicas = static_cast<double>(p.dp) * p.cp;
    auto sharded = [&](int stage) {
        return p.zero >= stage ? trainableDense / replicas + trainableExperts / p.expertDp()
                               : trainableDense + trainableExperts;
    };

    MemoryBreakdown mem;
    if (p.offload == Offload::OptimizerAndParams)
        mem.weights = kOffloadResidentLayers * m.params / m.layers / p.tp * m_weightBytes;
    else
        // ZeRO-3 shards each weight over the ranks that hold it: the dense part over dp x cp, each expert
        // over its copies (the expert data-parallel group), as the gradients and optimizer states.
        mem.weights =
            (p.zero >= 3 ? denseBase / replicas + expertBase / p.expertDp() : denseBase + expertBase) *
            m_weightBytes;
    if (m_lora)
        mem.weights += m_trainable * share * 2.0;
    // ZeRO-Offload moves each gradient to the host as the backward pass produces it (Ren et al.
    // 2021, section 4.1) and keeps the optimizer states there.
    const bool offloaded = p.offload != Offload::None;
    mem.gradients = offloaded ? 0.0 : sharded(2) * m_gradBytes;
    mem.optimizer = offloaded ? 0.0 : sharded(1) * m_optimizerBytes;

    // Context parallelism splits each sequence over cp GPUs: every activation divides by cp.
    const double seqPerGpu = static_cast<double>(m_seq) / p.cp;
    const double sbh = seqPerGpu * p.microBatch * m.hidden;
    const double scale = m_tensorBytes / 2.0; // the 34 bytes assume 16-bit activations
    const double scores = m_s.job.flashAttention()
                              ? 0.0
                              : 5.0 * m.heads * seqPerGpu * static_cast<double>(m_seq) * p.microBatch;
    const double fullLayer = (m_activationBytesPerHidden * sbh * scale + scores) / p.tp;
    double keptLayer = fullLayer;
    if (p.recompute == Recompute::Selective)
        keptLayer = m_activationBytesPerHidden * sbh * scale / p.tp;
    // Partial recomputation (Megatron --recompute-method block): k layers keep only their input,
    // the other layers keep everything; one recomputed layer is rebuilt at a time.
    const int recomputed = recomputedLayers(p);
    const double inputOnly = 2.0 * sbh * scale / p.tp;
    const double stageLayers = (layersPerStage - recomputed) * keptLayer + recomputed * inputOnly;
    const double working = recomputed > 0 ? fullLayer : 0.0;
    // 1F1B: the first stage holds min(m, p) micro-batches in flight; naive splitting holds one.
    // The interleaved schedule holds (1 + (p-1)/(p v)) times more (Korthikanti et al. 2022, eq. 5).
    const int inFlight = p.naive ? 1 : std::min(microBatches, p.pp);
    const double interleave = p.vpp > 1 ? 1.0 + (p.pp - 1.0) / (p.pp * p.vpp) : 1.0;
    const double logits = 4.0 * seqPerGpu * static_cast<double>(p.microBatch) * m.vocab / p.tp;
    mem.activations = inFlight * stageLayers * interleave + working + logits;
    const double subtotal = mem.weights + mem.gradients + mem.optimizer + mem.activations;
    mem.overhead = gp.contextBytes + gp.allocatorMargin * subtotal;
    return mem;
}

double TrainingEstimator::hostBytesPerNode(const Plan& p, int layersPerStage) const {
    if (p.offload == Offload::None)
        return 0;
    // Each GPU's shard: FP32 master weights and Adam moments, and the 16-bit gradients they are
    // updated from (Ren et al. 2021, section 4.1); with parameter offload also the 16-bit weights.
    const double shard = trainableShardPerGpu(p, layersPerStage);
    double perGpu = shard * (m_optimizerBytes + m_gradBytes);
    if (p.offload == Offload::OptimizerAndParams) {
        const ModelSpec& m = *m_s.model;
        const double share = static_cast<double>(layersPerStage) / m.layers / p.tp;
        perGpu += m.params * share / (static_cast<double>(p.dp) * p.cp) * m_weightBytes;
    }
    const int gpusOnNode = std::min(m_s.cluster.gpuCount, m_s.cluster.gpusPerNode);
    return perGpu * gpusOnNode;
}

int TrainingEstimator::fewestRecomputedLayersThatFit(const Plan& plan) const {
    const int perStage = layersPerStage(plan);
    const int microBatches = (m_sequences + plan.dp * plan.microBatch - 1) / (plan.dp * plan.microBatch);
    const double capacity = m_s.cluster.gpu->memoryBytes;
    auto totalWith = [&](int k) {
        Plan p = plan;
        p.recompute = Recompute::Full;
        p.recomputeLayers = k;
        return memory(p, microBatches, perStage).total();
    };
    const double all = totalWith(perStage);
    if (all > capacity)
        return 0;
    const double one = totalWith(1);
    if (perStage == 1 || one <= capacity)
        return 1;
    // Memory is linear in k from k = 1 on (each recomputed layer frees the same bytes).
    const double savedPerLayer = (one - all) / (perStage - 1);
    int k = 1 + static_cast<int>(std::ceil((one - capacity) / savedPerLayer));
    k = std::clamp(k, 1, perStage);
    while (k > 1 && totalWith(k - 1) <= capacity)
        --k; // rounding: step back while the count below still fits
    while (k < perStage && totalWith(k) > capacity)
        ++k;
    return k;
}

} // namespace gpuplan::core
