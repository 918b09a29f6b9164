// Numbers and durations as a user types them (parameters "65.2B", tokens "1.4T", GPU counts "1k",
// durations "30d"). Properties: every accepted number is finite; a count is a whole number equal to
// the quantity the same text reads as; a duration is finite.
#include "fuzz_support.h"
#include "fuzz_targets.h"

#include "core/number_parse.h"

#include <cmath>

namespace gpuplan::fuzz {

int fuzzNumberParse(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = asText(data, size);
    const auto quantity = core::parseQuantity(text);
    if (quantity && !std::isfinite(quantity.value()))
        broken("an accepted quantity is finite", text);
    if (const auto count = core::parseCount(text)) {
        if (!quantity || static_cast<double>(count.value()) != quantity.value())
            broken("a count is the quantity its text reads as", text);
    }
    const auto duration = core::parseDurationSeconds(text);
    if (duration && !std::isfinite(duration.value()))
        broken("an accepted duration is finite", text);
    return 0;
}

} // namespace gpuplan::fuzz

GPUPLAN_FUZZ_ENTRY(fuzzNumberParse)
