#pragma once
// Reading and writing the calibration files (resources/calibration/*.csv).

#include "core/calibration/calibration_params.h"
#include "core/result.h"

#include <map>
#include <string>
#include <string_view>

namespace gpuplan::core {

using EfficiencyTable = std::map<std::string, GpuEfficiency, std::less<>>;

/// Columns: gpu, precision, matmul_efficiency, fitted (yes/no), basis.
Result<EfficiencyTable> parseEfficiencyCsv(std::string_view text);
std::string writeEfficiencyCsv(const EfficiencyTable& table);

/// Columns: name, value, basis. Unknown names are refused so typos are not silently ignored.
Result<GlobalParams> parseGlobalParamsCsv(std::string_view text);
std::string writeGlobalParamsCsv(const GlobalParams& params, const std::map<std::string, std::string>& basis);

} // namespace gpuplan::core
