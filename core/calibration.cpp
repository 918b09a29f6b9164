#include "core/calibration.h"

#include "core/csv.h"
#include "core/planner.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::core {
namespace {

Result<Metric> parseMetric(const std::string& s, int line) {
    if (s == "tokens_per_gpu_s")
        return Metric::TokensPerGpuSecond;
    if (s == "model_tflops")
        return Metric::ModelTflopsPerGpu;
    if (s == "hw_tflops_recompute")
        return Metric::HardwareTflopsRecompute;
    if (s == "gpu_hours")
        return Metric::GpuHours;
    if (s == "wall_days")
        return Metric::WallDays;
    return fail("line " + std::to_string(line) + ": unknown metric '" + s + "'");
}

std::optional<int> optionalInt(const CsvRecord& r, const char* column) {
    const std::string t = r.text(column);
    if (t.empty())
        return std::nullopt;
    return std::stoi(t);
}

} // namespace

std::string_view metricUnit(Metric m) {
    switch (m) {
    case Metric::TokensPerGpuSecond:
        return "tok/s/GPU";
    case Metric::ModelTflopsPerGpu:
        return "model TFLOP/s/GPU";
    case Metric::HardwareTflopsRecompute:
        return "TFLOP/s/GPU incl. recompute";
    case Metric::GpuHours:
        return "GPU-hours";
    case Metric::WallDays:
        return "days";
    }
    return "";
}

Result<std::vector<PublishedRun>> parsePublishedRuns(std::string_view text) {
    auto table = parseCsv(text);
    if (!table)
        return fail("published runs: " + table.error());
    std::vector<PublishedRun> out;
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        PublishedRun run;
        run.id = r.text("id");
        run.description = r.text("model");
        run.source = r.text("source");
        run.reportedText = r.text("reported_text");
        run.gpuId = r.text("gpu");
        run.networkId = r.text("network");
        auto need = [&](const char* column) { return r.number(column); };
        auto params = need("params");
        auto count = need("gpu_count");
        auto reported = need("reported");
        if (!params || !count || !reported)
            return fail("published runs: " + (!params  ? params.error()
                                              : !count ? count.error()
                                                       : reported.error()));
        ModelSpec& m = run.model;
        m.id = run.id;
        m.name = run.description;
        m.params = params.value();
        m.activeParams = r.numberOr("active_params", 0.0).value();
        m.gatedMlp = r.text("gated_mlp") != "no";
        int* ints[] = {&m.layers, &m.hidden, &m.heads, &m.kvHeads, &m.ffn, &m.vocab, &m.seqLen};
        const char* names[] = {"layers", "hidden", "heads", "kv_heads", "ffn", "vocab", "seq"};
        for (int i = 0; i < 7; ++i) {
            auto v = need(names[i]);
            if (!v)
                return fail("published runs: " + v.error());
            *ints[i] = static_cast<int>(v.value());
        }
        auto valid = validateModel(m);
        if (!valid)
            return fail("published runs: line " + std::to_string(row.line) + ": " + valid.error());
        m = valid.value();
        run.gpuCount = static_cast<int>(count.value());
        run.gpusPerNode = static_cast<int>(r.numberOr("gpus_per_node", 8).value());
        run.reported = reported.value();
        auto metric = parseMetric(r.text("metric"), row.line);
        if (!metric)
            return fail("published runs: " + metric.error());
        run.metric = metric.value();
        const std::string kind = r.text("kind");
        run.kind = kind == "benchmark"    ? RunKind::Benchmark
                   : kind == "projection" ? RunKind::Projection
                                          : RunKind::Run;
        TrainingJob& j = run.job;
        j.tokens = r.numberOr("tokens", 0).value();
        j.seqLen = m.seqLen;
        j.globalBatchTokens = r.numberOr("global_batch_seqs", 0).value() * m.seqLen;
        const auto precision = parsePrecision(r.text("precision"));
        if (!precision)
            return fail("published runs: line " + std::to_string(row.line) + ": unknown precision");
        j.precision = *precision;
        const std::string method = r.text("method");
        j.method = method == "lora"   ? Method::Lora
                   : method == "full" ? Method::FullFinetune
                                      : Method::Pretrain;
        j.loraRank = static_cast<int>(r.numberOr("lora_rank", 16).value());
        if (r.text("lora_targets") == "attention")
            j.loraTargets = LoraQ | LoraK | LoraV | LoraO;
        j.flashAttention = r.text("flash_attention") != "no";
        run.tp = optionalInt(r, "tp");
        run.pp = optionalInt(r, "pp");
        run.microBatch = optionalInt(r, "micro_batch");
        run.zero = optionalInt(r, "zero");
        const std::string rc = r.text("recompute");
        if (rc == "full")
            run.recompute = Recompute::Full;
        else if (rc == "selective")
            run.recompute = Recompute::Selective;
        else if (rc == "none")
            run.recompute = Recompute::None;
        out.push_back(std::move(run));
    }
    return out;
}

namespace {

// The best plan among those consistent with what the source states about its setup.
TrainingEstimate bestStatedPlan(const TrainingEstimator& est, const PublishedRun& run) {
    PlanSearchOptions options;
    options.topK = 1 << 30;
    options.exhaustive = false;
    PlanSearchResult all = searchPlans(est, options);
    for (const TrainingEstimate& e : all.best) {
        const Plan& p = e.plan;
        if ((run.tp && p.tp != *run.tp) || (run.pp && p.pp != *run.pp) ||
            (run.microBatch && p.microBatch != *run.microBatch) || (run.zero && p.zero != *run.zero) ||
            (run.recompute && p.recompute != *run.recompute))
            continue;
        return e;
    }
    TrainingEstimate none;
    none.issue = PlanIssue::OutOfMemory;
    return none;
}

double metricValue(const PublishedRun& run, const TrainingEstimate& e, const GlobalParams& gp) {
    const double perGpu = e.tokensPerSecond / run.gpuCount;
    const ModelSpec& m = run.model;
    const double attention = 12.0 * m.layers * static_cast<double>(m.hidden) * m.seqLen;
    // Production runs lose time to restarts (goodput); benchmarks and projections do not.
    const double goodput = run.kind == RunKind::Run ? gp.goodput : 1.0;
    const double seconds = run.job.tokens / e.tokensPerSecond / goodput;
    switch (run.metric) {
    case Metric::TokensPerGpuSecond:
        return perGpu;
    case Metric::ModelTflopsPerGpu:
        return perGpu * (6.0 * m.activeParams + attention) / 1e12;
    case Metric::HardwareTflopsRecompute:
        return perGpu * (8.0 * m.activeParams + attention * 4.0 / 3.0) / 1e12;
    case Metric::GpuHours:
        return seconds * run.gpuCount / 3600.0;
    case Metric::WallDays:
        return seconds / 86400.0;
    }
    return 0;
}

} // namespace

CalibrationReport evaluateCalibration(const Catalog& catalog, const std::vector<PublishedRun>& runs) {
    CalibrationReport report;
    std::vector<double> errors;
    for (const PublishedRun& run : runs) {
        CalibrationRow row;
        row.run = &run;
        const GpuSpec* gpu = catalog.gpu(run.gpuId);
        const Network* net = catalog.network(run.networkId);
        if (!gpu || !net) {
            row.problem =
                !gpu ? catalog.unknownGpuMessage(run.gpuId) : catalog.unknownNetworkMessage(run.networkId);
            report.rows.push_back(row);
            continue;
        }
        TrainingScenario s;
        s.model = &run.model;
        s.cluster = Cluster{gpu, run.gpuCount, run.gpusPerNode, *net};
        s.job = run.job;
        s.efficiency = &catalog.efficiency(run.gpuId);
        s.params = &catalog.globals();
        auto est = TrainingEstimator::create(s);
        if (!est) {
            row.problem = est.error();
            report.rows.push_back(row);
            continue;
        }
        row.plan = bestStatedPlan(est.value(), run);
        if (!row.plan.usable()) {
            row.problem = "no plan consistent with the stated setup fits in memory";
            report.rows.push_back(row);
            continue;
        }
        row.estimated = true;
        row.estimate = metricValue(run, row.plan, catalog.globals());
        row.error = row.estimate / run.reported - 1.0;
        errors.push_back(std::fabs(row.error));
        if (std::fabs(row.error) > report.worstAbsError) {
            report.worstAbsError = std::fabs(row.error);
            report.worstId = run.id;
        }
        report.rows.push_back(row);
    }
    if (!errors.empty()) {
        std::sort(errors.begin(), errors.end());
        const std::size_t n = errors.size();
        report.medianAbsError = n % 2 ? errors[n / 2] : 0.5 * (errors[n / 2 - 1] + errors[n / 2]);
    }
    return report;
}

} // namespace gpuplan::core
