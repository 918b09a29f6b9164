#include "core/calibration/calibration_params.h"

namespace gpuplan::core {

std::vector<NamedParam> namedParams(GlobalParams& p) {
    return {
        {"memory_bandwidth_efficiency", &p.memoryBandwidthEfficiency},
        {"link_efficiency", &p.linkEfficiency},
        {"dp_overlap", &p.dpOverlap},
        {"step_overhead_seconds", &p.stepOverheadSeconds},
        {"activation_traffic_passes", &p.activationTrafficPasses},
        {"pytorch_hopper_matmul_factor", &p.pytorchHopperMatmulFactor},
        {"layer_overhead_seconds", &p.layerOverheadSeconds},
        {"goodput", &p.goodput},
        {"qlora_matmul_factor", &p.qloraMatmulFactor},
        {"context_bytes", &p.contextBytes},
        {"allocator_margin", &p.allocatorMargin},
        {"default_matmul_efficiency", &p.defaultMatmulEfficiency},
        {"flash2_hopper_attention_efficiency", &p.flash2HopperAttentionEfficiency},
        {"decode_bandwidth_efficiency", &p.decodeBandwidthEfficiency},
        {"inference_compute_factor", &p.inferenceComputeFactor},
        {"inference_step_overhead_seconds", &p.inferenceStepOverheadSeconds},
        {"link_latency_seconds", &p.linkLatencySeconds},
        {"expert_matmul_factor", &p.expertMatmulFactor},
        {"moe_layer_overhead_seconds", &p.moeLayerOverheadSeconds},
        {"amd_serving_factor", &p.amdServingFactor},
        {"rl_generation_factor", &p.rlGenerationFactor},
        {"rl_training_factor", &p.rlTrainingFactor},
        {"rl_refit_seconds", &p.rlRefitSeconds},
        {"rl_refit_bytes_per_second", &p.rlRefitBytesPerSecond},
        {"rl_length_tail", &p.rlLengthTail},
        {"rl_swap_bytes_per_second", &p.rlSwapBytesPerSecond},
    };
}

} // namespace gpuplan::core
