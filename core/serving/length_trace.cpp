#include "core/serving/length_trace.h"
#include "core/csv.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace gpuplan::core {

namespace {

// The 90th percentile by nearest rank: the smallest length at least 90% of the requests do not exceed.
double p90(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t rank = static_cast<std::size_t>(std::ceil(0.9 * static_cast<double>(v.size())));
    return v[std::max<std::size_t>(rank, 1) - 1];
}

double mean(const std::vector<double>& v) {
    return std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
}

} // namespace

Result<LengthTrace> parseLengthTrace(std::string_view text) {
    auto table = parseCsv(text);
    if (!table)
        return fail(table.error());
    auto pick = [&](const char* name, const char* alias) -> std::string {
        return table->column(name) >= 0 ? name : table->column(alias) >= 0 ? alias : "";
    };
    const std::string in = pick("input_tokens", "prompt_tokens"),
                      out = pick("output_tokens", "completion_tokens");
    if (in.empty() || out.empty())
        return fail("the trace needs the columns input_tokens and output_tokens (or prompt_tokens and "
                    "completion_tokens)");
    std::vector<double> inputs, outputs;
    for (const CsvRow& row : table->rows) {
        const CsvRecord r(table.value(), row);
        for (const auto& [column, target] : {std::pair{&in, &inputs}, std::pair{&out, &outputs}}) {
            auto n = r.number(*column);
            if (!n)
                return fail(n.error());
            if (!(n.value() >= 1) || n.value() != std::floor(n.value()))
                return fail("line " + std::to_string(row.line) + ", " + *column + ": " + r.text(*column) +
                            " is not a positive whole number of tokens");
            target->push_back(n.value());
        }
    }
    if (inputs.size() < 10)
        return fail("the trace holds " + std::to_string(inputs.size()) +
                    " requests; at least 10 are needed for a 90th percentile");
    LengthTrace t;
    t.requests = static_cast<int>(inputs.size());
    t.input = {mean(inputs), p90(inputs)};
    t.output = {mean(outputs), p90(outputs)};
    for (const auto& [side, d] : {std::pair{"prompt", &t.input}, std::pair{"answer", &t.output}})
        if (d->p90 < d->mean)
            return fail(
                std::string("the trace's ") + side + " lengths have a p90 (" +
                std::to_string(std::lround(d->p90)) + ") below their mean (" +
                std::to_string(std::lround(d->mean)) +
                "): a tail too heavy for the model's lognormal lengths; give the mean and p90 by hand");
    return t;
}

} // namespace gpuplan::core
