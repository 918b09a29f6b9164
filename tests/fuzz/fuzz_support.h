#pragma once
// What the fuzz targets share: the bundled files they read once (the catalog's GPU ids, SkyPilot's
// maps) and the way a broken property stops the run (abort, so libFuzzer saves the input and the
// replay test fails).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::fuzz {

/// A file of the source tree (GPUPLAN_SOURCE_DIR); aborts when it cannot be read.
std::string sourceFile(const char* relative);

/// The GPU ids of the bundled catalog (resources/catalog/gpus.csv).
const std::vector<std::string>& bundledGpuIds();

/// Reports a broken property with the input's first bytes and aborts.
[[noreturn]] void broken(std::string_view property, std::string_view detail);

inline std::string_view asText(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

} // namespace gpuplan::fuzz
