#include "core/training/training_batch.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::core {
namespace {

// Pre-training batches by model size, in tokens: GPT-3 (arXiv 2005.14165, Table 2.1) used 0.5M
// tokens below 1B parameters and 1M at 1.3B-2.7B; Llama 2 (arXiv 2307.09288, section 2.2) used 4M
// for 7B-70B, as Llama 3 began its 405B run (arXiv 2407.21783, section 3.4.1).
double modelSizeBatchTokens(double params) {
    if (params < 1e9)
        return 512.0 * 1024;
    if (params < 6e9)
        return 1024.0 * 1024;
    return 4.0 * 1024 * 1024;
}

// Fine-tuning recipes (Alpaca, Llama 2's SFT at 64-128 sequences) use about a hundred sequences.
constexpr int kFineTuneSequences = 128;

// Nodes of the cluster, a last partial one included: the node-sized tensor-parallel groups.
int nodes(int gpus, int gpusPerNode) {
    const int perNode = std::max(1, gpusPerNode);
    return (gpus + perNode - 1) / perNode;
}

} // namespace

BatchChoice chooseGlobalBatch(Method method, double params, int seqLen, int gpus, int gpusPerNode,
                              double requestedTokens) {
    BatchChoice c;
    if (requestedTokens > 0) {
        c.tokens = requestedTokens;
        c.sizeRuleTokens = requestedTokens;
        return c;
    }
    const double seq = std::max(1, seqLen);
    const bool pretrain = method == Method::Pretrain;
    c.sizeRuleTokens = pretrain ? modelSizeBatchTokens(params) : kFineTuneSequences * seq;
    c.basis = pretrain ? BatchBasis::ModelSize : BatchBasis::FineTuneCount;
    c.tokens = c.sizeRuleTokens;
    // A large cluster needs one sequence per node-sized tensor-parallel group in every step, or its
    // pipelines get fewer micro-batches than stages: Llama 3 405B ran 16M tokens (2,048 sequences of
    // 8,192) on 16,384 H100 with TP 8 and PP 16 (arXiv 2407.21783, Table 4), Megatron-LM grew the
    // batch with the cluster (arXiv 2104.04473, Table 1: 512 sequences on 32 GPUs to 3,072 on 3,072).
    const double clusterTokens = nodes(gpus, gpusPerNode) * seq;
    if (clusterTokens > c.tokens) {
        c.tokens = clusterTokens;
        c.basis = BatchBasis::ClusterSize;
    }
    return c;
}

BatchStarvation batchStarvation(const TrainingEstimate& e, int sequences, int gpus, int gpusPerNode) {
    BatchStarvation s;
    s.sequences = sequences;
    const Plan& p = e.plan;
    if (p.pp > 1 && !p.naive && e.microBatches < p.pp) {
        s.pipelineMicroBatches = e.microBatches;
        s.stages = p.pp;
        const double total = e.step.total();
        s.bubbleShare = total > 0 ? e.step.bubble / total : 0;
    }
    if (const int groups = nodes(gpus, gpusPerNode); sequences < groups)
        s.tensorGroups = groups;
    return s;
}

} // namespace gpuplan::core
