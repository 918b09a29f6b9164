#pragma once
// `gpuplan plan serve`: the serving load from the command line.

#include "cli/arguments.h"

#include "core/result.h"
#include "core/serving/serving_types.h"

#include <QString>

namespace gpuplan::cli {

/// --rps or --users with --think; --input-tokens/--input-p90 and --output-tokens/--output-p90, or --lengths
/// FILE (a trace: core/serving/length_trace.h), whose summary goes to `lengthsNote`; --prefix-hit; the limits
/// (--max-ttft, --max-tpot or --min-tokens-per-user, --max-e2e) at --percentile. `needRate` false: a load
/// without arrivals (the frontier).
core::Result<core::ServingLoad> loadFromArgs(const Arguments& args, bool needRate,
                                             QString* lengthsNote = nullptr);

} // namespace gpuplan::cli
