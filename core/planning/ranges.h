#pragma once
// Low / typical / high results from input ranges, and the sensitivity of a result to each input
// (the data of a tornado chart). Generic over any result: the caller supplies the function.

#include "core/message.h"

#include <functional>
#include <string>
#include <vector>

namespace gpuplan::core {

struct InputRange {
    Message name; // "rent price", "efficiency", ...
    double low = 0;
    double typical = 0;
    double high = 0;
};

struct ResultRange {
    double low = 0;
    double typical = 0;
    double high = 0;
};

struct Sensitivity {
    Message name;
    double atLow = 0;  // result with this input at its low end, the others typical
    double atHigh = 0; // ... at its high end
    double swing() const { return atHigh > atLow ? atHigh - atLow : atLow - atHigh; }
};

/// values[i] is the value of inputs[i].
using RangeFunction = std::function<double(const std::vector<double>& values)>;

/// Typical = every input typical; low and high = the smallest and largest result over every corner
/// of the input box (2^n evaluations, n <= 12), so they bound the result for monotone functions.
ResultRange evaluateRange(const std::vector<InputRange>& inputs, const RangeFunction& f);

/// One input at a time, sorted by swing, largest first.
std::vector<Sensitivity> sensitivity(const std::vector<InputRange>& inputs, const RangeFunction& f);

} // namespace gpuplan::core
