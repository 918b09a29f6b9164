#pragma once
// Parsing of the numbers users type: plain (7000000000), scientific (65.2e9) and
// suffixed (65.2B, 1.4T, 300M, 4k). Suffixes are decimal (k=1e3, M=1e6, B/G=1e9, T=1e12, P=1e15).

#include "core/result.h"

#include <string_view>

namespace gpuplan::core {

/// Parses a finite number with an optional decimal suffix. The message names the text.
Result<double> parseQuantity(std::string_view text);

/// Parses a whole number (no fraction after applying the suffix), e.g. "8", "1k", "1.5k".
Result<long long> parseCount(std::string_view text);

/// Parses a duration such as "30d", "12h", "90m", "3600s", "250ms" or a plain number of seconds.
Result<double> parseDurationSeconds(std::string_view text);

} // namespace gpuplan::core
