#include "core/calibration/calibration.h"

#include "core/training/training_messages.h"
#include <cstdio>

#include "core/catalog/model_csv.h"
#include "core/csv.h"

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

// The flash_attention column: the kernel the source's software ran ("none", "flash2", "fused"), or
// "yes"/blank when it only says FlashAttention, or nothing: the program's default kernel then.
Result<AttentionKernel> parseRowAttention(const std::string& s, int line) {
    if (s.empty() || s == "yes")
        return TrainingJob{}.attention;
    if (s == "no")
        return AttentionKernel::Unfused;
    if (const auto k = parseAttentionKernel(s))
        return *k;
    return fail("line " + std::to_string(line) + ": unknown flash_attention '" + s +
                "' (yes, no, none, flash2 or fused)");
}

} // namespace

std::string sourceGroup(std::string_view group, std::string_view source) {
    auto trim = [](std::string_view s) {
        const auto first = s.find_first_not_of(" \t");
        if (first == std::string_view::npos)
            return std::string_view();
        return s.substr(first, s.find_last_not_of(" \t") - first + 1);
    };
    if (!trim(group).empty())
        return std::string(trim(group));
    source = trim(source);
    std::string_view word = source.substr(0, source.find_first_of(" \t"));
    while (!word.empty() && (word.back() == ';' || word.back() == ','))
        word.remove_suffix(1);
    return std::string(word);
}

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
        run.group = sourceGroup(r.text("group"), run.source);
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
        // The expert layout and attention of a MoE or latent-attention run (blank for others), in the model
        // catalog's columns.
        if (auto architecture = readArchitectureColumns(r, row.line, m); !architecture)
            return fail("published runs: " + architecture.error());
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
        run.fitted = r.text("fit") != "no";
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
        const auto attention = parseRowAttention(r.text("flash_attention"), row.line);
        if (!attention)
            return fail("published runs: " + attention.error());
        j.attention = attention.value();
        // Blank: the program's default framework (generic PyTorch).
        const std::string framework = r.text("framework");
        if (!framework.empty()) {
            const auto f = parseFramework(framework);
            if (!f)
                return fail("published runs: line " + std::to_string(row.line) + ": unknown framework '" +
                            framework + "' (pytorch or tuned)");
            j.framework = *f;
        }
        // "no": the source's stack did not overlap the expert all-to-all with computation.
        j.expertCommOverlap = r.text("ep_overlap") != "no";
        run.tp = optionalInt(r, "tp");
        run.pp = optionalInt(r, "pp");
        run.vpp = optionalInt(r, "vpp");
        run.microBatch = optionalInt(r, "micro_batch");
        run.zero = optionalInt(r, "zero");
        const std::string rc = r.text("recompute");
        if (rc == "full")
            run.recompute = Recompute::Full;
        else if (rc == "selective")
            run.recompute = Recompute::Selective;
        else if (rc == "none")
            run.recompute = Recompute::None;
        // Optional columns of the wider plan space: blank (or absent) = the planner chooses.
        run.cp = optionalInt(r, "cp");
        run.ep = optionalInt(r, "ep");
        run.recomputeLayers = optionalInt(r, "recompute_layers");
        for (Offload o : {Offload::None, Offload::Optimizer, Offload::OptimizerAndParams})
            if (r.text("offload") == offloadName(o))
                run.offload = o;
        out.push_back(std::move(run));
    }
    return out;
}

std::string fitLine(const char* name, double value) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "%-40s %.4g", name, value);
    return buf;
}

std::vector<std::string> fitOnGrid(const std::vector<GridParam>& params,
                                   const std::function<double()>& objective, int rounds, int steps) {
    for (const GridParam& p : params)
        *p.value = p.start;
    double best = objective();
    for (int round = 0; round < rounds; ++round) {
        for (const GridParam& p : params) {
            double bestValue = *p.value;
            for (int i = 0; i <= steps; ++i) {
                *p.value = p.lo + (p.hi - p.lo) * i / steps;
                const double obj = objective();
                if (obj < best - 1e-12) {
                    best = obj;
                    bestValue = *p.value;
                }
            }
            *p.value = bestValue;
        }
    }
    std::vector<std::string> lines;
    for (const GridParam& p : params)
        lines.push_back(fitLine(p.name, *p.value));
    return lines;
}

} // namespace gpuplan::core
