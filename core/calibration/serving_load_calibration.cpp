#include "core/calibration/serving_load_calibration.h"

#include "core/csv.h"
#include "core/inference/inference_estimator.h"
#include "core/serving/burst_run.h"
#include "core/serving/serving_model.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace gpuplan::core {
namespace {

constexpr std::string_view kMetricNames[kServingMetrics] = {"output_tps", "total_tps", "ttft", "tpot", "e2e"};

Result<ServingMetric> metricFrom(std::string_view s) {
    for (int i = 0; i < kServingMetrics; ++i)
        if (s == kMetricNames[i])
            return static_cast<ServingMetric>(i);
    return fail("unknown metric '" + std::string(s) + "' (output_tps, total_tps, ttft, tpot or e2e)");
}

// The statistic as a percentile: a median, a static batch's (every request alike) or an unstated one is
// read as the middle request; "p99" and the like as that percentile.
Result<double> percentileFrom(std::string_view s) {
    if (s == "median" || s == "unstated" || s == "static batch" || s == "mean" || s == "burst")
        return 0.5;
    if (s.size() >= 2 && s[0] == 'p') {
        const double p = std::atof(std::string(s.substr(1)).c_str());
        if (p > 0 && p < 100)
            return p / 100.0;
    }
    return fail("unknown statistic '" + std::string(s) + "' (median, mean, unstated, static batch or pNN)");
}

std::string setupKey(const PublishedServingPoint& p) {
    return p.modelId + '|' + p.gpuId + '|' + std::to_string(p.gpus) + '|' + std::to_string(p.tp) + '|' +
           std::to_string(p.ep) + '|' + std::to_string(static_cast<int>(p.precision)) + '|' +
           std::to_string(p.inputTokens) + '|' + std::to_string(p.outputTokens) + '|' +
           std::to_string(p.outputP90) + '|' + std::to_string(p.outputMax) + '|' +
           std::to_string(p.concurrency);
}

} // namespace

std::string_view servingMetricName(ServingMetric m) {
    return kMetricNames[static_cast<int>(m)];
}

Result<std::vector<PublishedServingPoint>> parsePublishedServing(std::string_view text) {
    auto table = parseCsv(text);
    if (!table)
        return fail("published serving: " + table.error());
    std::vector<PublishedServingPoint> out;
    std::map<std::string, std::string> setups; // id -> setup: the figures of one point share it
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        auto bad = [&](const std::string& why) {
            return fail("published serving: line " + std::to_string(row.line) + ": " + why);
        };
        PublishedServingPoint p;
        p.id = r.text("id");
        p.modelId = r.text("model");
        p.gpuId = r.text("gpu");
        p.group = sourceGroup(r.text("group"), r.text("source"));
        p.date = r.text("date");
        p.source = r.text("source");
        p.fitted = r.text("fit") != "no";
        if (p.id.empty() || p.modelId.empty() || p.gpuId.empty() || p.source.empty())
            return bad("id, model, gpu and source are required");
        const char* names[] = {"gpus",          "tp",          "ep",      "input_tokens",
                               "output_tokens", "concurrency", "reported"};
        double v[7];
        for (int i = 0; i < 7; ++i) {
            auto n = r.number(names[i]);
            if (!n)
                return fail("published serving: " + n.error());
            if (!(n.value() > 0))
                return bad(std::string(names[i]) + " must be positive");
            v[i] = n.value();
        }
        p.gpus = static_cast<int>(v[0]);
        p.tp = static_cast<int>(v[1]);
        p.ep = static_cast<int>(v[2]);
        if (p.gpus % (p.tp * p.ep) != 0)
            return bad("gpus must be a multiple of tp x ep");
        p.inputTokens = v[3];
        p.outputTokens = v[4];
        p.concurrency = v[5];
        p.reported = v[6];
        auto p90 = r.numberOr("output_p90", 0);
        auto longest = r.numberOr("output_max", 0);
        if (!p90 || !longest)
            return fail("published serving: " + (p90 ? longest.error() : p90.error()));
        p.outputP90 = p90.value();
        p.outputMax = longest.value();
        if (p.outputP90 != 0 && p.outputP90 < p.outputTokens)
            return bad("output_p90 must be at least output_tokens (the mean), or blank");
        if (p.outputMax != 0 && p.outputMax < std::max(p.outputTokens, p.outputP90))
            return bad("output_max must be at least output_tokens and output_p90, or blank");
        const auto precision = parseServingPrecision(r.text("precision"));
        if (!precision)
            return bad("unknown precision '" + r.text("precision") + "'");
        p.precision = *precision;
        auto metric = metricFrom(r.text("metric"));
        auto percentile = percentileFrom(r.text("statistic"));
        if (!metric || !percentile)
            return bad(metric ? percentile.error() : metric.error());
        p.metric = metric.value();
        p.percentile = percentile.value();
        p.burst = r.text("statistic") == "burst";
        if (p.burst && p.metric != ServingMetric::OutputTokensPerSecond &&
            p.metric != ServingMetric::TotalTokensPerSecond)
            return bad("a burst gives only its throughput (output_tps or total_tps)");
        const std::string key = setupKey(p);
        if (auto [it, added] = setups.emplace(p.id, key); !added && it->second != key)
            return bad("point " + p.id + " has another setup on an earlier line");
        out.push_back(std::move(p));
    }
    return out;
}

namespace {

struct PointEstimate {
    bool ok = false;
    std::string problem;
    double values[kServingMetrics] = {};
};

// A burst: every request sent at once, the replicas sharing them (the busiest gets the rounded-up share),
// each running its share until the last one ends, so a long tail of answers drains at a small batch. The
// figure is the run's tokens over its duration.
PointEstimate estimateBurst(const ServingModel& serving, const GpuSpec& gpu, const PublishedServingPoint& p) {
    PointEstimate e;
    const ReplicaModel& replica = serving.replica(gpu, p.tp, p.ep, p.precision, std::nullopt, {});
    if (!replica.fits()) {
        e.problem = "the weights and one request's cache do not fit the replica";
        return e;
    }
    const int replicas = p.gpus / (p.tp * p.ep);
    const int share = static_cast<int>(std::ceil(p.concurrency / replicas - 1e-9));
    const BurstRun run = runBurst(replica, burstLengths(share, serving.load().output, p.outputMax));
    if (!(run.seconds > 0)) {
        e.problem = "the burst takes no time";
        return e;
    }
    const double answer = run.generatedTokens / share; // the mean answer, after the cap
    e.ok = true;
    e.values[static_cast<int>(ServingMetric::OutputTokensPerSecond)] = p.concurrency * answer / run.seconds;
    e.values[static_cast<int>(ServingMetric::TotalTokensPerSecond)] =
        p.concurrency * (p.inputTokens + answer) / run.seconds;
    return e;
}

// The outcome at the point's load: the publication's deployment, aggregated, as a closed loop of
// `concurrency` users without think time (a burst: estimateBurst). Past the deployment's capacity the users
// wait in front of it, which lengthens the time to the first token and the request by the same wait.
PointEstimate estimatePoint(const Catalog& catalog, const PublishedServingPoint& p) {
    PointEstimate e;
    const ModelSpec* model = catalog.model(p.modelId);
    const GpuSpec* gpu = catalog.gpu(p.gpuId);
    if (!model || !gpu) {
        e.problem = !model ? "unknown model " + p.modelId : "unknown GPU " + p.gpuId;
        return e;
    }
    ServingLoad load;
    load.users = p.concurrency;
    load.input = {p.inputTokens, p.inputTokens};
    load.output = {p.outputTokens, p.outputP90 > 0 ? p.outputP90 : p.outputTokens};
    load.slo.percentile = p.percentile;
    const ServingModel serving(catalog, *model, load);
    if (p.burst)
        return estimateBurst(serving, *gpu, p);
    ServingDeployment d;
    d.mode = ServingMode::Aggregated;
    d.weights = p.precision;
    d.decode = {gpu, p.tp, p.ep, p.gpus / (p.tp * p.ep)};
    const ServingOutcome o = serving.evaluate(d);
    if (!(o.requestsPerSecond > 0) || !(o.e2eMeanSeconds > 0)) {
        e.problem = o.problem.empty() ? "no rate settles" : o.problem;
        return e;
    }
    const double wait = std::max(0.0, p.concurrency / o.requestsPerSecond - o.e2eMeanSeconds);
    e.ok = true;
    e.values[static_cast<int>(ServingMetric::OutputTokensPerSecond)] = o.requestsPerSecond * p.outputTokens;
    e.values[static_cast<int>(ServingMetric::TotalTokensPerSecond)] =
        o.requestsPerSecond * (p.inputTokens + p.outputTokens);
    e.values[static_cast<int>(ServingMetric::Ttft)] = o.ttftSeconds + wait;
    e.values[static_cast<int>(ServingMetric::Tpot)] = o.tpotSeconds;
    e.values[static_cast<int>(ServingMetric::E2e)] = o.e2eSeconds + wait;
    return e;
}

// The median absolute error of the fitted rows with an estimate, overall and by metric.
void summarise(const std::vector<ServingCalibrationRow>& rows, double& median, double* byMetricMedian,
               int* byMetricRows) {
    std::vector<double> all, byMetric[kServingMetrics];
    for (const ServingCalibrationRow& row : rows) {
        if (!row.estimated || !row.point->fitted)
            continue;
        all.push_back(std::fabs(row.error));
        byMetric[static_cast<int>(row.point->metric)].push_back(std::fabs(row.error));
    }
    median = medianOf(all);
    for (int m = 0; m < kServingMetrics; ++m) {
        byMetricMedian[m] = medianOf(byMetric[m]);
        byMetricRows[m] = static_cast<int>(byMetric[m].size());
    }
}

} // namespace

ServingCalibrationReport evaluateServingCalibration(const Catalog& catalog,
                                                    const std::vector<PublishedServingPoint>& points) {
    ServingCalibrationReport report;
    std::map<std::string, PointEstimate> estimates; // by setup and percentile: a point's figures share one
    std::vector<double> all;
    for (const PublishedServingPoint& p : points) {
        const std::string key = setupKey(p) + '|' + std::to_string(p.percentile);
        auto it = estimates.find(key);
        if (it == estimates.end())
            it = estimates.emplace(key, estimatePoint(catalog, p)).first;
        ServingCalibrationRow row;
        row.point = &p;
        row.estimated = it->second.ok;
        row.problem = it->second.problem;
        if (row.estimated) {
            row.estimate = it->second.values[static_cast<int>(p.metric)];
            row.error = row.estimate / p.reported - 1.0;
            const double abs = std::fabs(row.error);
            all.push_back(abs);
            if (p.fitted && abs > report.worstAbsError) {
                report.worstAbsError = abs;
                report.worstId = p.id + " " + std::string(servingMetricName(p.metric));
            }
        }
        report.rows.push_back(std::move(row));
    }
    summarise(report.rows, report.medianAbsError, report.medianByMetric, report.rowsByMetric);
    report.medianAbsErrorAllRows = medianOf(all);
    return report;
}

namespace {

bool hasExperts(const Catalog& catalog, const PublishedServingPoint& p) {
    const ModelSpec* m = catalog.model(p.modelId);
    return m && m->hasExpertLayout();
}

// The median absolute log error of the fitted rows, with their mean as a tie-breaker so that no row is
// left far out; a row without an estimate rules the parameters out. The times to first token are
// estimated and reported but not fitted on: what the model leaves out of them (the API server, the
// tokenizer, the step a request joins: 45-65 ms measured after a 233-token prompt against the model's
// 10 ms) would otherwise be read as the GPUs' speed, the expert layers' fixed time above all
// (docs/estimation.md 7.5).
double objective(const Catalog& catalog, const std::vector<PublishedServingPoint>& points) {
    const ServingCalibrationReport r = evaluateServingCalibration(catalog, points);
    std::vector<double> logs;
    double sum = 0;
    for (const ServingCalibrationRow& row : r.rows) {
        if (!row.point->fitted || row.point->metric == ServingMetric::Ttft)
            continue;
        if (!row.estimated)
            return 1e9;
        logs.push_back(std::fabs(std::log1p(row.error)));
        sum += logs.back();
    }
    if (logs.empty())
        return 1e9;
    return medianOf(logs) + 0.3 * sum / static_cast<double>(logs.size());
}

} // namespace

std::vector<std::string> fitServingLoadCalibration(Catalog& catalog,
                                                   const std::vector<PublishedServingPoint>& points) {
    std::vector<PublishedServingPoint> moe, amd;
    for (const PublishedServingPoint& p : points) {
        if (!p.fitted)
            continue;
        if (hasExperts(catalog, p))
            moe.push_back(p);
        if (const GpuSpec* g = catalog.gpu(p.gpuId); g && g->vendor == "AMD")
            amd.push_back(p);
    }
    GlobalParams& gp = catalog.globals();
    std::vector<GridParam> params{{"expert_matmul_factor", &gp.expertMatmulFactor, 0.1, 1.0, 1.0},
                                  {"moe_layer_overhead_seconds", &gp.moeLayerOverheadSeconds, 0.0, 5e-4, 0.0},
                                  {"amd_serving_factor", &gp.amdServingFactor, 0.2, 1.2, 1.0}};
    // The two sets weigh alike whatever their sizes (an AMD mixture of experts is in both); a parameter
    // that no row constrains keeps its start, which has no effect.
    auto combined = [&] {
        return (moe.empty() ? 0.0 : objective(catalog, moe)) + (amd.empty() ? 0.0 : objective(catalog, amd));
    };
    return fitOnGrid(params, combined, moe.empty() && amd.empty() ? 0 : 3, 36);
}

ServingCrossValidation crossValidateServingLoad(const Catalog& catalog,
                                                const std::vector<PublishedServingPoint>& points) {
    ServingCrossValidation cv;
    cv.rows.resize(points.size());
    std::vector<std::string> groups;
    for (const PublishedServingPoint& p : points)
        if (std::find(groups.begin(), groups.end(), p.group) == groups.end())
            groups.push_back(p.group);
    for (const std::string& group : groups) {
        std::vector<PublishedServingPoint> kept, left;
        std::vector<size_t> where;
        for (size_t i = 0; i < points.size(); ++i) {
            if (points[i].group == group) {
                left.push_back(points[i]);
                where.push_back(i);
            } else {
                kept.push_back(points[i]);
            }
        }
        Catalog fold = catalog;
        cv.fittedWithout.emplace_back(group, fitServingLoadCalibration(fold, kept));
        const ServingCalibrationReport predicted = evaluateServingCalibration(fold, left);
        for (size_t k = 0; k < where.size(); ++k) {
            cv.rows[where[k]] = predicted.rows[k];
            cv.rows[where[k]].point = &points[where[k]];
        }
    }
    summarise(cv.rows, cv.medianAbsError, cv.medianByMetric, cv.rowsByMetric);
    return cv;
}

} // namespace gpuplan::core
