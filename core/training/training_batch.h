#pragma once
// The global batch a training job uses when the user gives none, chosen as published practice
// does (docs/estimation.md, section 1), and the checks that a batch keeps the cluster busy.

#include "core/training/training_types.h"

namespace gpuplan::core {

/// Why a global batch is what it is.
enum class BatchBasis : std::uint8_t {
    Given,         // the user's (or the published run's) batch
    ModelSize,     // the published batch for a model of this size (GPT-3 Table 2.1, Llama 2)
    ClusterSize,   // one sequence per node-sized tensor-parallel group, so pipelines stay fed (Llama 3)
    FineTuneCount, // 128 sequences, the common fine-tuning batch
};

struct BatchChoice {
    double tokens = 0;
    BatchBasis basis = BatchBasis::Given;
    double sizeRuleTokens = 0; // what the model-size or fine-tuning rule alone gives
};

/// The batch of a pre-training or fine-tuning job on `gpus` cards of `gpusPerNode` per node.
/// `requestedTokens` > 0 is the user's and is kept as it is.
BatchChoice chooseGlobalBatch(Method method, double params, int seqLen, int gpus, int gpusPerNode,
                              double requestedTokens);

/// How a plan leaves parallelism idle because of the batch; zero fields mean no starvation.
struct BatchStarvation {
    int sequences = 0;            // sequences per step
    int pipelineMicroBatches = 0; // micro-batches per pipeline when fewer than the stages
    int stages = 0;
    double bubbleShare = 0; // share of the step the pipeline bubble takes
    int tensorGroups = 0;   // gpus / gpusPerNode when the batch has fewer sequences
};

BatchStarvation batchStarvation(const TrainingEstimate& estimate, int sequences, int gpus, int gpusPerNode);

} // namespace gpuplan::core
