// Step-time costs of the wider plan space (docs/estimation.md, section 4): context-parallel K/V
// exchange, MoE all-to-all, and ZeRO-Offload's PCIe traffic and host Adam step.

#include "core/training/training_estimator.h"

#include <algorithm>

namespace gpuplan::core {
namespace {

// CPU Adam throughput as recalled from the ZeRO-Offload paper (Ren et al. 2021, arXiv 2101.06840,
// Table 3): DeepSpeed's CPU-Adam updates 10 billion parameters in 2.57 s on one DGX-2 host. NOT
// verified: the paper's text could not be opened here; every offload estimate says so (NoteOffload).
constexpr double kHostAdamParamsPerSecond = 10e9 / 2.57;
// Assumption: on HGX/DGX baseboards two GPUs share one PCIe switch uplink to the host, so when all
// GPUs offload at once each gets half its own PCIe bandwidth.
constexpr double kGpusPerPcieUplink = 2.0;

} // namespace

double TrainingEstimator::contextExchangeSeconds(const Plan& p, int microBatches, int layersPerStage,
                                                 double attentionSeconds) const {
    if (p.cp <= 1)
        return 0;
    const ModelSpec& m = *m_s.model;
    const Cluster& c = m_s.cluster;
    // Llama 3 (arXiv 2407.21783, section 3.3.2) all-gathers K and V over the cp ranks in the
    // forward pass; the backward pass reduce-scatters their gradients, the same volume. Each GPU
    // receives (cp-1)/cp of the sequence's K and V; tensor parallelism splits the KV heads.
    const double kvShards = std::min(p.tp, m.kvHeads);
    const double bytes = 2.0 * (p.cp - 1.0) / p.cp * m_seq * p.microBatch * static_cast<double>(m.kvDim()) *
                         m_tensorBytes / kvShards;
    const double passes = 2.0 + static_cast<double>(recomputedLayers(p)) / layersPerStage;
    const double bw = c.ringBandwidth(p.tp, p.cp) * m_s.params->linkEfficiency;
    const double total = static_cast<double>(microBatches) * layersPerStage * passes * bytes / bw;
    // Assumption: the exchange overlaps with attention compute only (Megatron-Core's ring schedule
    // sends the next K/V block while the current one is computed); what attention cannot cover shows.
    return std::max(0.0, total - attentionSeconds);
}

double TrainingEstimator::expertAllToAllSeconds(const Plan& p, int microBatches, int layersPerStage,
                                                double computeSeconds) const {
    const ModelSpec& m = *m_s.model;
    if (p.ep <= 1 || !m.hasExpertLayout())
        return 0;
    const Cluster& c = m_s.cluster;
    // Dispatch and combine, forward and backward (and again for a recomputed forward): each sends
    // every token of the GPU's share to its top-k experts, h 16-bit values each (Lepikhin et al. 2020,
    // GShard, arXiv 2006.16668, section 2.2), the copies that leave the GPU (ModelSpec::
    // expertCopiesPerToken). Megatron-Core orders ranks tp, cp, ep, dp: an expert group spans
    // tp x cp x ep consecutive GPUs, or, folded over the tensor-parallel ranks (Plan::expertTp), ep.
    const int group = p.expertTp() == p.tp ? p.tp * p.cp * p.ep : p.ep;
    // Node-limited routing saves network traffic: an NVLink domain of several nodes counts as one node.
    const int nodes = (group + c.scaleUpGpus() - 1) / c.scaleUpGpus();
    const double tokens = static_cast<double>(m_seq) / p.cp * p.microBatch / p.tp;
    const double bytes = tokens * m.expertCopiesPerToken(p.ep, nodes) * m.hidden * 2.0;
    const double moeLayers = static_cast<double>(m.moeLayers) * layersPerStage / m.layers;
    const double passes = 4.0 + 2.0 * recomputedLayers(p) / layersPerStage;
    const double bw = c.groupBandwidth(group) * m_s.params->linkEfficiency;
    const double total = static_cast<double>(microBatches) * moeLayers * passes * bytes / bw;
    // DeepSeek-V3 (arXiv 2412.19437, section 3.2.1) hides the all-to-all behind the computation of
    // another micro-batch (DualPipe), as Megatron-Core's 1F1B all-to-all overlap does; that needs a
    // pipeline. Without one, or in a stack that does not overlap (TrainingJob::expertCommOverlap), it
    // is exposed.
    if (p.pp > 1 && m_s.job.expertCommOverlap)
        return std::max(0.0, total - computeSeconds);
    return total;
}

double TrainingEstimator::offloadSeconds(const Plan& p, int microBatches, int layersPerStage) const {
    if (p.offload == Offload::None)
        return 0;
    const ModelSpec& m = *m_s.model;
    const Cluster& c = m_s.cluster;
    const double pcie = c.gpu->pcieBandwidth * m_s.params->linkEfficiency / kGpusPerPcieUplink;
    // Every step: the GPU's gradient shard goes to the host, the updated 16-bit weights come back
    // (Ren et al. 2021, section 4.1), and the host runs Adam over the shards of all its GPUs.
    const double shard = trainableShardPerGpu(p, layersPerStage);
    const double transfers = shard * (m_gradBytes + m_weightBytes) / pcie;
    const int gpusOnNode = std::min(c.gpuCount, c.gpusPerNode);
    const double hostAdam = shard * gpusOnNode / kHostAdamParamsPerSecond;
    double seconds = transfers + hostAdam;
    if (p.offload == Offload::OptimizerAndParams) {
        // ZeRO-3 with offload_param fetches the GPU's weight shard from the host for the forward
        // and again for the backward pass of every micro-batch.
        const double share = static_cast<double>(layersPerStage) / m.layers / p.tp;
        const double weightShard = m.params * share / (static_cast<double>(p.dp) * p.cp) * m_weightBytes;
        seconds += static_cast<double>(microBatches) * 2.0 * weightShard / pcie;
    }
    return seconds;
}

} // namespace gpuplan::core
