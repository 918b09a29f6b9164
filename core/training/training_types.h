#pragma once
// Inputs and outputs of a training or fine-tuning estimate. Plain values only: the planner
// evaluates millions of these per second, so nothing here allocates.

#include "core/catalog/precision.h"

#include <cstdint>

namespace gpuplan::core {

enum class Method { Pretrain, FullFinetune, Lora, Qlora };
enum class Recompute { None, Selective, Full };
/// ZeRO-Offload (Ren et al. 2021, arXiv 2101.06840) as DeepSpeed configures it: offload_optimizer
/// moves the FP32 master weights, Adam moments, gradients and the Adam step to the host;
/// offload_param (ZeRO-3 only) also keeps the 16-bit weights there between uses.
enum class Offload { None, Optimizer, OptimizerAndParams };
/// The kernel that computes attention. What fraction of peak the score matmuls reach depends on it, and
/// on Hopper by a factor of two (docs/estimation.md, "Attention kernels").
enum class AttentionKernel {
    Unfused, // matmul, softmax, matmul: the scores stored in memory (no FlashAttention)
    Flash2,  // FlashAttention-2 and older kernels written for Ampere: PyTorch's SDPA, Hugging Face, Triton
    Fused,   // kernels written for Hopper: FlashAttention-3, cuDNN fused attention (Transformer Engine)
};
/// The software that runs the training. On Hopper the stacks built for it (NVIDIA's NeMo and Megatron-Core
/// with Transformer Engine, in-house stacks with Hopper kernels) reach more of the GEMMs' peak than generic
/// PyTorch (FSDP, DeepSpeed, Hugging Face), by a fitted factor (docs/estimation.md, "Frameworks").
enum class Framework {
    PyTorch, // generic PyTorch: FSDP, DeepSpeed, Hugging Face, Composer
    Tuned,   // tuned for Hopper: NeMo / Megatron-Core with Transformer Engine, JAX with TE, in-house stacks
};

/// LoRA target modules as a bit set.
enum LoraTarget : unsigned {
    LoraQ = 1u << 0,
    LoraK = 1u << 1,
    LoraV = 1u << 2,
    LoraO = 1u << 3,
    LoraGate = 1u << 4,
    LoraUp = 1u << 5,
    LoraDown = 1u << 6,
    LoraAll = 0x7Fu,
};

struct TrainingJob {
    Method method = Method::Pretrain;
    double tokens = 0;            // tokens to train on
    int seqLen = 0;               // 0 = the model's default
    double globalBatchTokens = 0; // 0 = default for the method
    Precision precision = Precision::BF16;
    int loraRank = 16;
    unsigned loraTargets = LoraQ | LoraV; // PEFT's default for Llama-family models
    AttentionKernel attention = AttentionKernel::Flash2;
    Framework framework = Framework::PyTorch;
    /// Whether the expert all-to-all runs behind another micro-batch's computation when there is a
    /// pipeline (DeepSeek-V3's DualPipe, Megatron-Core's 1F1B all-to-all overlap); a published run that
    /// did not overlap says so in its row.
    bool expertCommOverlap = true;

    bool flashAttention() const { return attention != AttentionKernel::Unfused; }
};

struct Plan {
    int tp = 1;         // tensor parallel, inside one node
    int pp = 1;         // pipeline parallel
    int dp = 1;         // data parallel
    int microBatch = 1; // sequences per micro-batch
    int zero = 0;       // ZeRO stage 0-3 over the data-parallel group
    Recompute recompute = Recompute::None;
    bool naive = false; // layers split over pp cards, one card busy at a time (device_map="auto")
    int vpp = 1;        // interleaved 1F1B: virtual stages (model chunks) per pipeline rank
    int cp = 1;         // context parallel: each micro-batch's sequence split over cp GPUs
    int ep = 1;         // expert parallel (MoE): experts split over ep of a stage's tp x dp x cp ranks
    /// With Recompute::Full: layers of each stage recomputed (Megatron's --recompute-method block
    /// --recompute-num-layers); 0 = all of them, the others keep every activation.
    int recomputeLayers = 0;
    Offload offload = Offload::None;

    int gpus() const { return tp * cp * pp * dp; }
    /// The tensor-parallel split of each routed expert. While the expert group fits in the dp x cp ranks
    /// that share weights, experts are split over tp like the attention; a larger group takes ranks of
    /// the tensor-parallel group too, and each expert is then whole on its rank (Megatron-Core's MoE
    /// parallel folding with expert tensor parallelism 1, arXiv 2504.14960: attention and experts laid
    /// out apart over the same tp x dp x cp ranks of a stage).
    int expertTp() const { return ep > 0 && (dp * cp) % ep == 0 ? tp : 1; }
    /// Copies of each expert among a stage's tp x dp x cp ranks: the group its gradients are reduced over.
    int expertDp() const { return tp * dp * cp / (ep * expertTp()); }
};

/// Why a plan cannot run. Messages are built on demand (core/training/training_messages.h).
enum class PlanIssue : std::uint8_t {
    None,
    OutOfMemory,
    GpuCountMismatch,
    TensorParallelBeyondNode,
    TensorParallelHeads,
    PipelineBeyondLayers,
    InterleavingInvalid,
    BatchTooSmall,
    PrecisionUnsupported,
    ContextParallelInvalid, // cp does not divide the sequence
    ExpertParallelInvalid,  // ep on a dense model, not dividing the experts or dp x cp
    RecomputeLayersInvalid, // more recomputed layers than a stage has
    OffloadInvalid,         // parameter offload without ZeRO-3 across data-parallel ranks
    HostMemoryExceeded,     // what is offloaded does not fit in the nodes' host memory
};

struct MemoryBreakdown {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double overhead = 0;
    double total() const { return weights + gradients + optimizer + activations + overhead; }
};

/// Seconds per training step on the slowest pipeline stage, by cause.
struct StepBreakdown {
    double compute = 0;      // matmuls (and attention) at calibrated efficiency
    double memoryBound = 0;  // norms, activations, optimizer step at memory bandwidth
    double tensorComm = 0;   // tensor-parallel all-reduces over the node link
    double pipelineComm = 0; // stage-to-stage sends
    double dataComm = 0;     // exposed data-parallel gradient and ZeRO traffic
    double bubble = 0;       // pipeline fill and drain
    double overhead = 0;     // fixed per-step overhead
    double contextComm = 0;  // exposed context-parallel K/V all-gathers and reduce-scatters
    double expertComm = 0;   // MoE all-to-all dispatch and combine
    double offload = 0;      // ZeRO-Offload: PCIe transfers and the host's Adam step
    double total() const {
        return compute + memoryBound + tensorComm + pipelineComm + dataComm + bubble + overhead +
               contextComm + expertComm + offload;
    }
};

struct TrainingEstimate {
    Plan plan;
    PlanIssue issue = PlanIssue::None;
    bool fits = false;
    MemoryBreakdown memory;           // per GPU, on the most loaded stage
    StepBreakdown step;               // one optimizer step
    int microBatches = 0;             // per step per pipeline
    int layersPerStage = 0;           // of the plan's pipeline stages (the last may be short)
    double tokensPerStep = 0;         // the global batch actually used
    double tokensPerSecond = 0;       // whole cluster
    double modelFlopsPerToken = 0;    // PaLM definition (what MFU counts)
    double hardwareFlopsPerToken = 0; // including recomputation
    double mfu = 0;                   // model FLOP/s over dense peak at the training precision
    double wallSeconds = 0;           // for the job's tokens, including goodput
    double gpuHours = 0;
    double energyKwh = 0; // GPU board power only, at TDP
    double trainableParams = 0;
    double hostBytesPerNode = 0; // what ZeRO-Offload keeps in each node's host memory
    bool usable() const { return issue == PlanIssue::None && fits; }
};

} // namespace gpuplan::core
