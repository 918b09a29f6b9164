#pragma once
// The few efficiency parameters the time model needs. They are data (resources/calibration/),
// fitted on published runs by `gpuplan calibrate --fit`, never constants in the estimator.

#include "core/catalog/precision.h"

#include <string>
#include <vector>

namespace gpuplan::core {

/// Achievable fraction of dense peak for large matmuls, per GPU and precision.
struct GpuEfficiency {
    PerPrecision<double> matmul = {}; // 0 = no value for that precision
    PerPrecision<bool> fitted = {};   // true where a published run constrains the value
    PerPrecision<std::string> basis;  // why the value is what it is (fit, same die as ..., default)

    bool operator==(const GpuEfficiency&) const = default;
};

/// Cluster- and software-level parameters shared by every GPU.
struct GlobalParams {
    double memoryBandwidthEfficiency = 0.8; // achievable fraction of HBM/GDDR bandwidth
    double linkEfficiency = 0.8;            // achievable fraction of NVLink/PCIe/network bandwidth
    double dpOverlap = 0.5;            // fraction of the last micro-batch's backward that hides gradient sync
    double stepOverheadSeconds = 0.05; // optimizer launch, data loader, logging per step
    // Passes over each stored activation through memory (written forward, read and its gradient
    // written backward: 3 at least; unfused norms, dropout and residual adds add more). Fitted.
    double activationTrafficPasses = 3.0;
    double layerOverheadSeconds = 0.0;    // kernel launches and syncs per layer per micro-batch (fwd + bwd)
    double goodput = 0.9;                 // fraction of wall time spent on useful steps (restarts, failures)
    double qloraMatmulFactor = 0.7;       // NF4 dequantization slows QLoRA's base matmuls
    double contextBytes = 1.5e9;          // CUDA context, NCCL buffers, libraries per GPU
    double allocatorMargin = 0.08;        // fragmentation margin on everything else
    double defaultMatmulEfficiency = 0.6; // for a GPU/precision with no calibration row
    // FlashAttention-2's fraction of peak on Hopper, which its Ampere-era kernels cannot use fully
    // (FlashAttention-3 paper, arXiv 2407.08608: "only 35% utilization on the H100"). Elsewhere
    // FlashAttention-2 runs about as efficiently as the GEMMs (its paper: 50-73% of peak on A100).
    double flash2HopperAttentionEfficiency = 0.35;
    // Generic PyTorch's GEMM rate on Hopper relative to the stacks tuned for it (Framework::Tuned), whose
    // rate the die's efficiency is. Fitted on the same-code llm-foundry and Lambda runs; 1 elsewhere (no
    // published pair on other dies).
    double pytorchHopperMatmulFactor = 1.0;
    // Serving (fitted on published inference throughput)
    double decodeBandwidthEfficiency = 0.8;      // fraction of memory bandwidth a decode step achieves
    double inferenceComputeFactor = 1.0;         // serving matmuls relative to the training efficiency
    double inferenceStepOverheadSeconds = 0.002; // scheduling and kernel launches per forward pass
    double linkLatencySeconds = 8e-6;            // per tensor-parallel all-reduce (NCCL small-message)
    // Mixtures of experts in serving (fitted on published serving under load): the rate of the routed
    // experts' grouped matmuls relative to a dense matmul's (many small per-expert batches, token
    // permutation), and a fixed time per MoE layer and forward pass (routing, gating, kernel launches).
    double expertMatmulFactor = 1.0;
    double moeLayerOverheadSeconds = 0.0;
    // AMD's cards as their published serving software runs them: the share of the decode bandwidth and
    // matmul rate above (fitted on NVIDIA's cards) that vLLM's and SGLang's ROCm builds of 2024-2025 reach on
    // an MI300X. Fitted on published serving under load (docs/estimation.md 7.5); a property of the software
    // as measured, not of the silicon, and applied to every AMD card, none of the others having figures.
    double amdServingFactor = 1.0;
    // RL post-training (fitted on published RL steps and refits, docs/estimation.md 13.5). The RL frameworks'
    // generation engines and updates run slower than the serving and training estimators at RL's shapes
    // (short bursts of generation, small per-GPU batches of packed sequences of mixed lengths, engines put
    // to sleep and woken every step): each phase's time is divided by its factor. A refit moves the whole
    // policy at a rate far below the link's, with a fixed cost per refit. Generated lengths spread: where
    // only a mean is known, their 90th percentile is taken as `rlLengthTail` times it.
    double rlGenerationFactor = 1.0;
    double rlTrainingFactor = 1.0;
    double rlRefitSeconds = 0.0;
    double rlRefitBytesPerSecond = 0.0; // 0: at the link's speed only
    double rlLengthTail = 1.0;
    // Colocated, the update's optimizer states go to host memory before the refit and come back before the
    // update, every step, at this rate (not fitted: NeMo RL's copies as measured, docs/estimation.md 13.3).
    double rlSwapBytesPerSecond = 0.0; // 0: not counted

    bool operator==(const GlobalParams&) const = default;
};

struct NamedParam {
    std::string name;
    double* value;
};

/// The global parameters by name, for loading, printing and fitting.
std::vector<NamedParam> namedParams(GlobalParams& params);

} // namespace gpuplan::core
