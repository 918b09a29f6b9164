#pragma once
// Request lengths from a trace (issue 32): a CSV with one row per request, its prompt and answer tokens, as a
// serving log or a benchmark's dataset gives them. The serving model takes lengths as a mean and a p90
// (lognormal through them, serving_types.h), so the trace gives exactly those two figures for each side.

#include "core/result.h"
#include "core/serving/serving_types.h"

#include <string_view>

namespace gpuplan::core {

struct LengthTrace {
    int requests = 0;
    LengthDistribution input, output; // the mean and the 90th percentile (nearest rank) of each side
};

/// Reads the columns input_tokens and output_tokens (or OpenAI's usage names, prompt_tokens and
/// completion_tokens); other columns are ignored. Refused, naming the line and column: a count that is not a
/// positive whole number. Refused whole: a missing column, fewer than 10 requests (no p90 to speak of), or a
/// side whose p90 is below its mean (a tail heavier than a lognormal through the two figures can follow).
Result<LengthTrace> parseLengthTrace(std::string_view csv);

} // namespace gpuplan::core
