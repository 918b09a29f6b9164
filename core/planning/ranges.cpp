#include "core/planning/ranges.h"

#include <algorithm>
#include <stdexcept>

namespace gpuplan::core {

namespace {

std::vector<double> typicals(const std::vector<InputRange>& inputs) {
    std::vector<double> v;
    v.reserve(inputs.size());
    for (const InputRange& r : inputs)
        v.push_back(r.typical);
    return v;
}

} // namespace

ResultRange evaluateRange(const std::vector<InputRange>& inputs, const RangeFunction& f) {
    if (inputs.size() > 12)
        throw std::invalid_argument("at most 12 ranged inputs");
    ResultRange r;
    std::vector<double> values = typicals(inputs);
    r.typical = f(values);
    r.low = r.high = r.typical;
    const unsigned corners = 1u << inputs.size();
    for (unsigned mask = 0; mask < corners; ++mask) {
        for (std::size_t i = 0; i < inputs.size(); ++i)
            values[i] = (mask >> i) & 1u ? inputs[i].high : inputs[i].low;
        const double v = f(values);
        r.low = std::min(r.low, v);
        r.high = std::max(r.high, v);
    }
    return r;
}

std::vector<Sensitivity> sensitivity(const std::vector<InputRange>& inputs, const RangeFunction& f) {
    std::vector<Sensitivity> out;
    std::vector<double> values = typicals(inputs);
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        Sensitivity s;
        s.name = inputs[i].name;
        values[i] = inputs[i].low;
        s.atLow = f(values);
        values[i] = inputs[i].high;
        s.atHigh = f(values);
        values[i] = inputs[i].typical;
        out.push_back(s);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Sensitivity& a, const Sensitivity& b) { return a.swing() > b.swing(); });
    return out;
}

} // namespace gpuplan::core
