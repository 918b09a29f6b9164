#include "core/catalog/precision.h"

namespace gpuplan::core {

std::string_view precisionName(Precision p) {
    switch (p) {
    case Precision::FP32:
        return "fp32";
    case Precision::TF32:
        return "tf32";
    case Precision::BF16:
        return "bf16";
    case Precision::FP16:
        return "fp16";
    case Precision::FP8:
        return "fp8";
    case Precision::INT8:
        return "int8";
    case Precision::FP4:
        return "fp4";
    case Precision::Count:
        break;
    }
    return "?";
}

std::optional<Precision> parsePrecision(std::string_view name) {
    for (std::size_t i = 0; i < kPrecisionCount; ++i) {
        const auto p = static_cast<Precision>(i);
        if (precisionName(p) == name)
            return p;
    }
    return std::nullopt;
}

double trainingTensorBytes(Precision p) {
    switch (p) {
    case Precision::FP32:
    case Precision::TF32:
        return 4.0;
    case Precision::INT8:
        return 1.0;
    default:
        return 2.0;
    }
}

} // namespace gpuplan::core
