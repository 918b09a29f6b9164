#include "core/calibration/inference_calibration.h"

#include "core/catalog/model_csv.h"
#include "core/csv.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gpuplan::core {

Result<std::vector<PublishedInference>> parsePublishedInference(std::string_view text) {
    auto table = parseCsv(text);
    if (!table)
        return fail("published inference: " + table.error());
    std::vector<PublishedInference> out;
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        PublishedInference run;
        run.id = r.text("id");
        run.description = r.text("model");
        run.gpuId = r.text("gpu");
        run.source = r.text("source");
        run.group = sourceGroup(r.text("group"), run.source);
        run.perSystem = r.text("per") == "system";
        run.fitted = r.text("fit") != "no";
        ModelSpec& m = run.model;
        m.id = run.id;
        m.name = run.description;
        m.gatedMlp = r.text("gated_mlp") != "no";
        m.seqLen = 4096;
        const char* names[] = {"params", "layers",    "hidden", "heads",        "kv_heads",      "ffn",
                               "vocab",  "gpu_count", "tp",     "input_tokens", "output_tokens", "reported"};
        double values[12];
        for (int i = 0; i < 12; ++i) {
            auto v = r.number(names[i]);
            if (!v)
                return fail("published inference: " + v.error());
            values[i] = v.value();
        }
        m.params = values[0];
        auto active = r.numberOr("active_params", values[0]);
        if (!active)
            return fail("published inference: " + active.error());
        m.activeParams = active.value();
        m.layers = static_cast<int>(values[1]);
        m.hidden = static_cast<int>(values[2]);
        m.heads = static_cast<int>(values[3]);
        m.kvHeads = static_cast<int>(values[4]);
        m.ffn = static_cast<int>(values[5]);
        m.vocab = static_cast<int>(values[6]);
        // A mixture of experts, latent or sliding-window attention: the model catalog's columns (blank for
        // a dense model with full attention).
        if (auto architecture = readArchitectureColumns(r, row.line, m); !architecture)
            return fail("published inference: " + architecture.error());
        auto valid = validateModel(m);
        if (!valid)
            return fail("published inference: line " + std::to_string(row.line) + ": " + valid.error());
        m = valid.value();
        run.gpuCount = static_cast<int>(values[7]);
        run.job.tp = static_cast<int>(values[8]);
        run.job.inputTokens = values[9];
        run.job.outputTokens = values[10];
        run.reported = values[11];
        auto batch = r.numberOr("batch", 0);
        auto ep = r.numberOr("ep", 0);
        if (!batch || !ep)
            return fail("published inference: " + (batch ? ep.error() : batch.error()));
        run.job.batch = static_cast<int>(batch.value());
        run.job.ep = static_cast<int>(ep.value());
        const auto precision = parseServingPrecision(r.text("precision"));
        if (!precision)
            return fail("published inference: line " + std::to_string(row.line) + ": unknown precision");
        run.job.precision = *precision;
        out.push_back(std::move(run));
    }
    return out;
}

InferenceCalibrationReport evaluateInferenceCalibration(const Catalog& catalog,
                                                        const std::vector<PublishedInference>& runs) {
    InferenceCalibrationReport report;
    std::vector<double> errors;
    std::vector<double> allErrors;
    for (const PublishedInference& run : runs) {
        InferenceCalibrationRow row;
        row.run = &run;
        const GpuSpec* gpu = catalog.gpu(run.gpuId);
        if (!gpu) {
            row.problem = catalog.unknownGpuMessage(run.gpuId);
            report.rows.push_back(row);
            continue;
        }
        InferenceScenario s;
        s.model = &run.model;
        s.cluster =
            Cluster{gpu, run.gpuCount, gpu->defaultGpusPerNode, *catalog.network(gpu->defaultNetwork)};
        s.job = run.job;
        s.efficiency = &catalog.efficiency(run.gpuId);
        s.params = &catalog.globals();
        // A stated batch larger than the memory holds here is capped at what fits.
        if (s.job.batch > 0) {
            const InferenceEstimate probe = evaluateInference(s, s.job.tp, 1, std::max(1, s.job.ep));
            s.job.batch = std::min(s.job.batch, probe.maxBatch);
            if (s.job.batch < 1)
                s.job.batch = 0;
        }
        auto e = estimateInference(s);
        if (!e) {
            row.problem = e.error();
            report.rows.push_back(row);
            continue;
        }
        row.detail = e.value();
        row.estimated = true;
        row.estimate = run.perSystem ? e->outputTokensPerSecond : e->outputTokensPerSecondPerGpu;
        row.error = row.estimate / run.reported - 1.0;
        allErrors.push_back(std::fabs(row.error));
        if (!run.fitted) {
            report.rows.push_back(row);
            continue;
        }
        errors.push_back(std::fabs(row.error));
        if (std::fabs(row.error) > report.worstAbsError) {
            report.worstAbsError = std::fabs(row.error);
            report.worstId = run.id;
        }
        report.rows.push_back(row);
    }
    report.medianAbsError = medianOf(errors);
    report.medianAbsErrorAllRows = medianOf(allErrors);
    return report;
}

namespace {

double objective(const Catalog& catalog, const std::vector<PublishedInference>& runs) {
    const InferenceCalibrationReport r = evaluateInferenceCalibration(catalog, runs);
    std::vector<double> logs;
    for (const InferenceCalibrationRow& row : r.rows) {
        if (!row.estimated)
            return 1e9;
        if (!row.run->fitted)
            continue;
        logs.push_back(std::fabs(std::log1p(row.error)));
    }
    if (logs.empty())
        return 1e9;
    std::sort(logs.begin(), logs.end());
    return logs[logs.size() / 2] + 0.3 * logs.back();
}

} // namespace

std::vector<std::string> fitInferenceCalibration(Catalog& catalog,
                                                 const std::vector<PublishedInference>& runs) {
    GlobalParams& gp = catalog.globals();
    return fitOnGrid(
        {{"decode_bandwidth_efficiency", &gp.decodeBandwidthEfficiency, 0.3, 1.0, 0.8},
         {"inference_compute_factor", &gp.inferenceComputeFactor, 0.3, 1.5, 1.0},
         {"inference_step_overhead_seconds", &gp.inferenceStepOverheadSeconds, 0.0, 0.02, 0.002}},
        [&] { return objective(catalog, runs); }, 3, 40);
}

} // namespace gpuplan::core
