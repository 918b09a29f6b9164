#pragma once
// Numeric precisions a GPU's tensor cores (or vector units, for FP32) run at.

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace gpuplan::core {

// FP4 is the 4-bit E2M1 element of the block-scaled formats (NVIDIA's NVFP4, OCP's MXFP4) that Blackwell and
// CDNA 4 tensor cores run; it comes last so that the older precisions keep their indices.
enum class Precision : std::size_t { FP32, TF32, BF16, FP16, FP8, INT8, FP4, Count };

inline constexpr std::size_t kPrecisionCount = static_cast<std::size_t>(Precision::Count);

constexpr std::size_t index(Precision p) {
    return static_cast<std::size_t>(p);
}

std::string_view precisionName(Precision p); // "bf16"
std::optional<Precision> parsePrecision(std::string_view name);

/// Bytes per element of weights and activations when a model is trained at this precision.
/// FP8 training keeps BF16 weights and activations between layers (Transformer Engine casts
/// to FP8 inside the matmuls), so it stores 2 bytes, and so does FP4 training; TF32 and FP32 keep FP32
/// tensors.
double trainingTensorBytes(Precision p);

template <typename T> using PerPrecision = std::array<T, kPrecisionCount>;

} // namespace gpuplan::core
