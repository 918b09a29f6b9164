#include "core/calibration/calibration_io.h"

#include "core/csv.h"

#include <cstdio>

namespace gpuplan::core {
namespace {

std::string decimalText(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

} // namespace

Result<EfficiencyTable> parseEfficiencyCsv(std::string_view text) {
    auto table = parseCsv(text);
    if (!table)
        return fail("efficiency calibration: " + table.error());
    EfficiencyTable out;
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        const std::string gpu = r.text("gpu");
        const auto precision = parsePrecision(r.text("precision"));
        if (gpu.empty() || !precision)
            return fail("efficiency calibration: line " + std::to_string(row.line) +
                        ": needs a GPU id and a precision (fp32, tf32, bf16, fp16, fp8, int8)");
        auto eff = r.number("matmul_efficiency");
        if (!eff)
            return fail("efficiency calibration: " + eff.error());
        if (eff.value() <= 0 || eff.value() > 1)
            return fail("efficiency calibration: line " + std::to_string(row.line) +
                        ": matmul_efficiency must be in (0, 1]");
        GpuEfficiency& e = out[gpu];
        const std::size_t i = index(*precision);
        e.matmul[i] = eff.value();
        e.fitted[i] = r.text("fitted") == "yes";
        e.basis[i] = r.text("basis");
    }
    return out;
}

std::string writeEfficiencyCsv(const EfficiencyTable& table) {
    std::string out = "gpu,precision,matmul_efficiency,fitted,basis\n";
    for (const auto& [gpu, e] : table) {
        for (std::size_t i = 0; i < kPrecisionCount; ++i) {
            if (e.matmul[i] <= 0)
                continue;
            out += gpu + "," + std::string(precisionName(static_cast<Precision>(i))) + "," +
                   decimalText(e.matmul[i]) + "," + (e.fitted[i] ? "yes" : "no") + "," +
                   csvQuote(e.basis[i]) + "\n";
        }
    }
    return out;
}

Result<GlobalParams> parseGlobalParamsCsv(std::string_view text) {
    auto table = parseCsv(text);
    if (!table)
        return fail("global calibration parameters: " + table.error());
    GlobalParams params;
    auto named = namedParams(params);
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        const std::string name = r.text("name");
        auto v = r.number("value");
        if (!v)
            return fail("global calibration parameters: " + v.error());
        bool known = false;
        for (NamedParam& p : named) {
            if (p.name == name) {
                *p.value = v.value();
                known = true;
            }
        }
        if (!known)
            return fail("global calibration parameters: line " + std::to_string(row.line) +
                        ": unknown parameter '" + name + "'");
        if (v.value() < 0)
            return fail("global calibration parameters: line " + std::to_string(row.line) + ": '" + name +
                        "' must not be negative");
    }
    if (params.goodput <= 0 || params.goodput > 1 || params.memoryBandwidthEfficiency <= 0 ||
        params.linkEfficiency <= 0)
        return fail("global calibration parameters: goodput and bandwidth efficiencies must be in (0, 1]");
    if (params.expertMatmulFactor <= 0 || params.expertMatmulFactor > 1)
        return fail("global calibration parameters: expert_matmul_factor must be in (0, 1]");
    if (params.amdServingFactor <= 0 || params.amdServingFactor > 2)
        return fail("global calibration parameters: amd_serving_factor must be in (0, 2]");
    if (params.rlGenerationFactor <= 0 || params.rlGenerationFactor > 2 || params.rlTrainingFactor <= 0 ||
        params.rlTrainingFactor > 2)
        return fail(
            "global calibration parameters: rl_generation_factor and rl_training_factor must be in (0, 2]");
    if (params.rlLengthTail < 1 || params.rlLengthTail > 4)
        return fail("global calibration parameters: rl_length_tail must be from 1 to 4");
    return params;
}

std::string writeGlobalParamsCsv(const GlobalParams& params,
                                 const std::map<std::string, std::string>& basis) {
    GlobalParams copy = params;
    std::string out = "name,value,basis\n";
    for (const NamedParam& p : namedParams(copy)) {
        auto it = basis.find(p.name);
        out += p.name + "," + decimalText(*p.value) + "," +
               csvQuote(it == basis.end() ? std::string() : it->second) + "\n";
    }
    return out;
}

} // namespace gpuplan::core
