// Serving under load (issue 32): the queue formulas by hand, percentiles from idle to saturation,
// disaggregation against aggregation, the prefix cache, speculative decoding, the KV cache's precision,
// a closed loop of users, and the deployment search's refusals.
#include "test_support.h"

#include "core/inference/inference_estimator.h"
#include "core/serving/serving_model.h"
#include "core/serving/serving_power.h"
#include "core/serving/serving_queue.h"
#include "core/serving/serving_search.h"

#include <cmath>

using namespace gpuplan;
using namespace gpuplan::core;

namespace {

ServingLoad load(double rps, double in, double out) {
    ServingLoad l;
    l.requestsPerSecond = rps;
    l.input = {in, 0};
    l.output = {out, 0};
    return l;
}

ServingDeployment aggregated(const char* gpu, int tp, int replicas,
                             ServingPrecision w = ServingPrecision::BF16) {
    ServingDeployment d;
    d.decode = ServingPool{test::catalog().gpu(gpu), tp, 1, replicas};
    d.weights = w;
    return d;
}

// One request on an idle replica, as the serving estimator gives it.
InferenceEstimate single(const ModelSpec& m, const char* gpu, int tp, double in, double out) {
    InferenceScenario s;
    s.model = &m;
    const GpuSpec* g = test::catalog().gpu(gpu);
    s.cluster = Cluster{g, tp, g->defaultGpusPerNode, *test::catalog().network(g->defaultNetwork)};
    s.efficiency = &test::catalog().efficiency(gpu);
    s.params = &test::catalog().globals();
    s.job.inputTokens = in;
    s.job.outputTokens = out;
    return evaluateInference(s, tp, 1, 1);
}

int bestGpus(const ServingSearchResult& r, ServingMode mode) {
    for (const ServingOption& o : r.options)
        if (o.deployment.mode == mode)
            return o.deployment.gpus();
    return -1;
}

} // namespace

class TestServing : public QObject {
    Q_OBJECT
private slots:
    void queueFormulasByHand() {
        QVERIFY(std::abs(normalQuantile(0.9) - 1.2815516) < 1e-6);
        QVERIFY(std::abs(normalQuantile(0.5)) < 1e-9);
        // Poisson(10): P(N <= 13) = 0.8645, P(N <= 14) = 0.9165.
        QCOMPARE(poissonQuantile(10, 0.9), 14.0);
        QCOMPARE(poissonQuantile(0, 0.9), 0.0);
        // M/D/1 at rate 0.5 and service 1 s: utilization 0.5, mean wait 0.5 x 1 / (2 x 0.5) = 0.5 s.
        const QueueWait w = mg1Wait(0.5, 1.0, 1.0);
        QCOMPARE(w.utilization, 0.5);
        QCOMPARE(w.mean, 0.5);
        // P(W > t) = 0.5 exp(-t 0.5 / 0.5): the p90 is ln(5) s, and half the requests do not wait.
        QVERIFY(std::abs(w.quantile(0.9) - std::log(5.0)) < 1e-12);
        QCOMPARE(w.quantile(0.5), 0.0);
        QVERIFY(std::isinf(mg1Wait(1.0, 1.0, 1.0).quantile(0.9)));
        // A lognormal through a mean and a p90 gives them back; a p90 equal to the mean is a fixed length.
        const LengthDistribution lengths{1000, 2000};
        // p90 / mean = exp(1.2816 sigma - sigma^2 / 2) = 2 at sigma = 0.7755 (solved apart, in Python).
        QVERIFY(std::abs(lognormalSigma(1000, 2000) - 0.7755) < 1e-3);
        QVERIFY(std::abs(lengths.quantile(0.9) - 2000) < 1e-6);
        QCOMPARE((LengthDistribution{500, 500}.quantile(0.99)), 500.0);
    }

    void idleReplicaGivesTheSingleRequestAndSaturationGrowsWithoutBound() {
        const ModelSpec& m = *test::catalog().model("llama3-8b");
        const InferenceEstimate one = single(m, "h100-sxm", 1, 1000, 100);
        const ServingModel idle(test::catalog(), m, load(1e-6, 1000, 100));
        const ServingOutcome o = idle.evaluate(aggregated("h100-sxm", 1, 1));
        QVERIFY(o.stable && o.meetsSlo);
        QVERIFY2(std::abs(o.ttftSeconds / one.ttftSeconds - 1) < 0.01,
                 qPrintable(QStringLiteral("%1 vs %2").arg(o.ttftSeconds).arg(one.ttftSeconds)));
        QVERIFY(std::abs(o.tpotSeconds / one.tpotSeconds - 1) < 0.01);
        // The TTFT percentile rises with the load, faster near the replica's capacity, and past it the
        // load is refused as unstable.
        double previous = 0;
        double last = 0;
        int stable = 0;
        for (double rps = 1; rps < 200; rps *= 1.1) {
            const ServingOutcome r =
                ServingModel(test::catalog(), m, load(rps, 1000, 100)).evaluate(aggregated("h100-sxm", 1, 1));
            if (!r.stable) {
                QVERIFY(!r.problem.empty());
                break;
            }
            ++stable;
            QVERIFY(r.ttftSeconds >= previous);
            QVERIFY(r.tpotSeconds >= o.tpotSeconds);
            previous = r.ttftSeconds;
            last = r.ttftSeconds;
        }
        QVERIFY(stable > 10);
        QVERIFY2(last > 3 * one.ttftSeconds, qPrintable(QString::number(last)));
    }

    void disaggregationWinsForLongPromptsAtATightTpotOnly() {
        ServingSearchRequest req;
        req.catalog = &test::catalog();
        req.model = *test::catalog().model("llama3-70b");
        req.gpuIds = {"h100-sxm"};
        req.weights = {ServingPrecision::FP8};
        // Long prompts, a tight TPOT: on an aggregated replica the prefills stall the decoding.
        req.load = load(5, 8000, 200);
        req.load.slo = {0.9, 2.0, 0.020, 0};
        const auto longPrompts = searchServing(req);
        QVERIFY2(longPrompts.ok(), longPrompts.ok() ? "" : longPrompts.error().c_str());
        const int split = bestGpus(longPrompts.value(), ServingMode::Disaggregated);
        const int mixed = bestGpus(longPrompts.value(), ServingMode::Aggregated);
        QVERIFY2(split > 0 && mixed > split, qPrintable(QStringLiteral("%1 vs %2").arg(split).arg(mixed)));
        QCOMPARE(longPrompts->options.front().deployment.mode, ServingMode::Disaggregated);
        // Short prompts, a relaxed TPOT: one aggregated replica does, two pools cost a GPU more.
        req.load = load(5, 200, 500);
        req.load.slo = {0.9, 2.0, 0.100, 0};
        const auto shortPrompts = searchServing(req);
        QVERIFY(shortPrompts.ok());
        QVERIFY(bestGpus(shortPrompts.value(), ServingMode::Aggregated) <
                bestGpus(shortPrompts.value(), ServingMode::Disaggregated));
        QCOMPARE(shortPrompts->options.front().deployment.mode, ServingMode::Aggregated);
        QVERIFY(shortPrompts->options.back().why.find("more GPU") != std::string::npos);
    }

    void prefixCacheHitsCutThePrefillInProportion() {
        const ModelSpec& m = *test::catalog().model("llama3-70b");
        const GpuSpec& h100 = *test::catalog().gpu("h100-sxm");
        ServingLoad cold = load(1, 4000, 100);
        ServingLoad warm = cold;
        warm.prefixHitShare = 0.5;
        const ServingModel a(test::catalog(), m, cold), b(test::catalog(), m, warm);
        const ReplicaModel& ra = a.replica(h100, 4, 1, ServingPrecision::BF16, std::nullopt, {});
        const ReplicaModel& rb = b.replica(h100, 4, 1, ServingPrecision::BF16, std::nullopt, {});
        QCOMPARE(rb.prefillAtPercentile().tokens, 2000.0);
        const double ratio = rb.prefillWorkMean() / ra.prefillWorkMean();
        // Matmuls scale with the tokens; causal attention a little faster than that.
        QVERIFY2(ratio > 0.45 && ratio <= 0.5, qPrintable(QString::number(ratio)));
        // The decode is unchanged: the cached prefix is still in the cache.
        QCOMPARE(rb.stepSeconds(16), ra.stepSeconds(16));
    }

    void speculationWithAcceptanceOneChangesNothing() {
        const ModelSpec& m = *test::catalog().model("llama3-70b");
        ServingDeployment plain = aggregated("h100-sxm", 4, 1, ServingPrecision::FP8);
        ServingDeployment none = plain;
        none.speculative = {1.0, 0};
        const ServingModel model(test::catalog(), m, load(2, 1000, 300));
        const ServingOutcome a = model.evaluate(plain), b = model.evaluate(none);
        QCOMPARE(b.tpotSeconds, a.tpotSeconds);
        QCOMPARE(b.ttftSeconds, a.ttftSeconds);
        QCOMPARE(b.e2eSeconds, a.e2eSeconds);
        // Two tokens kept per step of one draft: a memory-bound decode nearly halves its time per token.
        ServingDeployment mtp = plain;
        mtp.speculative = {2.0, 1};
        const ServingOutcome c = model.evaluate(mtp);
        QVERIFY2(c.tpotMeanSeconds < 0.6 * a.tpotMeanSeconds && c.tpotMeanSeconds > 0.5 * a.tpotMeanSeconds,
                 qPrintable(QStringLiteral("%1 vs %2").arg(c.tpotMeanSeconds).arg(a.tpotMeanSeconds)));
        QCOMPARE((SpeculativeDecoding{2.6, 0}.drafted()), 2);
    }

    // Without chunked prefill a long prompt is one step: its time to first token is shorter (one step's
    // fixed part and memory reads, not one per chunk), but every decoding request waits for all of it; the
    // mean time per token carries the same prefill work either way.
    void prefillWithoutChunkingStallsTheDecode() {
        const ModelSpec& m = *test::catalog().model("llama3-70b");
        ServingDeployment chunked = aggregated("h100-sxm", 4, 1, ServingPrecision::FP8);
        chunked.prefillChunkTokens = 512;
        ServingDeployment whole = chunked;
        whole.prefillChunkTokens = 0;
        const ServingModel model(test::catalog(), m, load(0.5, 8000, 200));
        const ServingOutcome a = model.evaluate(chunked), b = model.evaluate(whole);
        QVERIFY(a.stable && b.stable);
        QVERIFY2(b.decodeStallSeconds > 8 * a.decodeStallSeconds,
                 qPrintable(QStringLiteral("%1 vs %2").arg(b.decodeStallSeconds).arg(a.decodeStallSeconds)));
        QVERIFY(b.ttftMeanSeconds < a.ttftMeanSeconds);
        QCOMPARE(b.tpotMeanSeconds, a.tpotMeanSeconds);
        // Unchunked, the pause is the prompt's whole prefill: at a light load nearly all of its TTFT.
        QVERIFY(b.decodeStallSeconds <= b.ttftSeconds && b.decodeStallSeconds > 0.6 * b.ttftMeanSeconds);
        ServingDeployment split = chunked;
        split.mode = ServingMode::Disaggregated;
        split.prefill = split.decode;
        QCOMPARE(model.evaluate(split).decodeStallSeconds, 0.0); // decode workers never prefill
    }

    void fp4WeightsWithAnFp8CacheHoldMoreRequestsOnB200() {
        const ModelSpec& m = *test::catalog().model("llama3-70b");
        const GpuSpec& b200 = *test::catalog().gpu("b200");
        const ServingModel model(test::catalog(), m, load(1, 2000, 500));
        const int bf16 = model.replica(b200, 1, 1, ServingPrecision::BF16, std::nullopt, {}).maxBatch();
        const int fp4 =
            model.replica(b200, 1, 1, ServingPrecision::FP4, ServingPrecision::FP8, {}).maxBatch();
        QVERIFY(bf16 >= 1);
        // 141 GB of BF16 weights against about 40 GB of FP4, and half the cache per token.
        QVERIFY2(fp4 > 3 * bf16, qPrintable(QStringLiteral("%1 vs %2").arg(fp4).arg(bf16)));
    }

    void aClosedLoopOfUsersSettlesOnLittlesLaw() {
        const ModelSpec& m = *test::catalog().model("llama3-8b");
        ServingLoad users = load(0, 1000, 200);
        users.users = 100;
        users.thinkSeconds = 10;
        const ServingModel model(test::catalog(), m, users);
        const ServingOutcome o = model.evaluate(aggregated("h100-sxm", 1, 1));
        QVERIFY(o.stable);
        // Each user cycles through thinking and a request: rate x (think + request) = users.
        const double cycle = users.thinkSeconds + o.e2eMeanSeconds;
        QVERIFY2(std::abs(o.requestsPerSecond * cycle / users.users - 1) < 0.01,
                 qPrintable(QString::number(o.requestsPerSecond * cycle)));
        // A thousand times the users: one GPU cannot keep up, so they would queue, and the deployment is
        // refused rather than costed at the rate it manages.
        users.users = 100000;
        const ServingOutcome crowded =
            ServingModel(test::catalog(), m, users).evaluate(aggregated("h100-sxm", 1, 1));
        QVERIFY(!crowded.stable && !crowded.meetsSlo);
        QVERIFY2(crowded.problem.find("100000 users need more than it serves") == 0, crowded.problem.c_str());
    }

    void theBreakEvenLoadAgainstAnApiByHand() {
        // Llama 3.1 8B on one H100 at 2 USD an hour; an API at 10 USD per million output tokens (prompts
        // free): a request of 100 output tokens costs 0.001 USD there, 3.6 USD an hour per request/s. One GPU
        // carries far more than 2 / 3.6 = 0.556 requests/s, so that is where self-hosting gets cheaper.
        ServingSearchRequest req;
        req.catalog = &test::catalog();
        req.model = *test::catalog().model("llama3-8b");
        req.gpuIds = {"h100-sxm"};
        req.disaggregated = false;
        req.pricePerGpuHour = {{"h100-sxm", 2.0}};
        req.load = load(1, 1000, 100);
        const ApiPrice api{0, 0, 10};
        QCOMPARE(api.perRequest(req.load), 0.001);
        const auto b = breakEvenLoad(req, api);
        QVERIFY(b.ok());
        QVERIFY(b->found);
        QVERIFY2(std::abs(b->requestsPerSecond / (2.0 / 3.6) - 1) < 0.01,
                 qPrintable(QString::number(b->requestsPerSecond)));
        QCOMPARE(b->selfCostPerHour, 2.0);
        QVERIFY(b->deployment.find("1 x TP1 on H100") != std::string::npos);
        // Cached prompt tokens at the cached price.
        req.load.prefixHitShare = 0.25;
        QCOMPARE((ApiPrice{1, 0.5, 0}.perRequest(req.load)), (750 * 1 + 250 * 0.5) / 1e6);
        // An API cheaper than any self-hosting within the rates tried; and no price, no break-even.
        const auto never = breakEvenLoad(req, ApiPrice{0, 0, 0.0001}, 100);
        QVERIFY(never.ok() && !never->found);
        req.pricePerGpuHour.clear();
        QVERIFY(breakEvenLoad(req, api).error().find("needs a rent for every GPU type") != std::string::npos);
    }

    void costSplitsByPhase() {
        // A disaggregated deployment's prefill pool is the prompts' cost, its decode pool the output's.
        ServingSearchRequest req;
        req.catalog = &test::catalog();
        req.model = *test::catalog().model("llama3-70b");
        req.gpuIds = {"h100-sxm"};
        req.weights = {ServingPrecision::FP8};
        req.aggregated = false;
        req.pricePerGpuHour = {{"h100-sxm", 3.0}};
        req.load = load(5, 8000, 200);
        req.load.slo = {0.9, 2.0, 0.020, 0};
        const auto r = searchServing(req);
        QVERIFY(r.ok());
        const ServingOption& o = r->options.front();
        const double prefillPerHour = 3.0 * o.deployment.prefill.gpus();
        QVERIFY(std::abs(o.inputCostPerMillion - prefillPerHour / (5.0 * 3600 * 8000) * 1e6) < 1e-9);
        QVERIFY(std::abs(o.outputCostPerMillion -
                         (o.costPerHour - prefillPerHour) / (5.0 * 3600 * 200) * 1e6) < 1e-9);
        QVERIFY(std::abs(o.costPerMillionOutput - o.costPerHour / (5.0 * 3600 * 200) * 1e6) < 1e-9);
    }

    void aDeploymentOnAnUnpricedCardHasNoCost() {
        // Two card types, one priced: the search ranks by GPUs, and a deployment that uses the unpriced card
        // shows no cost rather than the priced part's alone.
        ServingSearchRequest req;
        req.catalog = &test::catalog();
        req.model = *test::catalog().model("llama3-70b");
        req.gpuIds = {"h100-sxm", "mi300x"};
        req.weights = {ServingPrecision::FP8};
        req.pricePerGpuHour = {{"h100-sxm", 3.0}};
        req.top = 40;
        req.load = load(5, 8000, 200);
        req.load.slo = {0.9, 2.0, 0.030, 0};
        const auto r = searchServing(req);
        QVERIFY(r.ok());
        int unpriced = 0, priced = 0;
        for (const ServingOption& o : r->options) {
            const bool usesMi300x =
                o.deployment.decode.gpu->id == "mi300x" ||
                (o.deployment.mode == ServingMode::Disaggregated && o.deployment.prefill.gpu->id == "mi300x");
            if (usesMi300x) {
                ++unpriced;
                QCOMPARE(o.costPerHour, 0.0);
                QCOMPARE(o.costPerMillionOutput, 0.0);
            } else {
                ++priced;
                QCOMPARE(o.costPerHour, 3.0 * o.deployment.gpus());
            }
        }
        QVERIFY(unpriced > 0 && priced > 0);
    }

    void theFrontierTradesSpeedPerUserForThroughputPerGpu() {
        ServingSearchRequest req;
        req.catalog = &test::catalog();
        req.model = *test::catalog().model("llama3-70b");
        req.gpuIds = {"h100-sxm", "b200"};
        req.weights = {ServingPrecision::FP8};
        req.load = load(0, 1000, 500);
        const std::vector<FrontierPoint> f = servingFrontier(req);
        QVERIFY(f.size() > 10);
        for (std::size_t i = 1; i < f.size(); ++i) { // each point slower per user and more per GPU
            QVERIFY(f[i].tokensPerSecondPerUser <= f[i - 1].tokensPerSecondPerUser);
            QVERIFY(f[i].tokensPerSecondPerGpu > f[i - 1].tokensPerSecondPerGpu);
        }
        // The fastest point is one request alone: per user, a little under the replica's 1 / TPOT (its
        // prompt's prefill takes some of the time); per GPU, the same over the replica's GPUs.
        const FrontierPoint& top = f.front();
        QCOMPARE(top.batch, 1);
        InferenceScenario s;
        s.model = &req.model;
        const GpuSpec* g = test::catalog().gpu(top.gpuId);
        s.cluster =
            Cluster{g, top.tp * top.ep, g->defaultGpusPerNode, *test::catalog().network(g->defaultNetwork)};
        s.efficiency = &test::catalog().efficiency(top.gpuId);
        s.params = &test::catalog().globals();
        s.job = {1000, 500, 1, 0, 0, ServingPrecision::FP8, std::nullopt, 0, 0};
        const InferenceEstimate one = evaluateInference(s, top.tp, 1, top.ep);
        QVERIFY(top.tokensPerSecondPerUser < 1 / one.tpotSeconds);
        QVERIFY(top.tokensPerSecondPerUser > 0.95 / one.tpotSeconds);
        QVERIFY(std::abs(top.tokensPerSecondPerGpu * top.tp * top.ep - top.tokensPerSecondPerUser) < 1e-9);
    }

    void theSearchSaysWhatItCannotDo() {
        ServingSearchRequest req;
        req.catalog = &test::catalog();
        req.model = *test::catalog().model("llama3-70b");
        req.load = load(1, 1000, 100);
        req.gpuIds = {"no-such-gpu"};
        QVERIFY(searchServing(req).error().find("unknown GPU 'no-such-gpu'") != std::string::npos);
        // FP4 on a card without FP4 tensor cores is named, not costed; the H100 in FP8 still is.
        req.gpuIds = {"h100-sxm"};
        req.weights = {ServingPrecision::FP4, ServingPrecision::FP8};
        const auto r = searchServing(req);
        QVERIFY(r.ok());
        QVERIFY(r->refused.front().find("no FP4 tensor cores") != std::string::npos);
        QVERIFY(r->evaluated > 0);
        // A TPOT no card reaches: nothing meets it, and the message says why per mode.
        req.weights = {ServingPrecision::BF16};
        req.load.slo.tpotSeconds = 0.0001;
        const auto none = searchServing(req);
        QVERIFY(!none.ok());
        QVERIFY2(none.error().find("TPOT") != std::string::npos, none.error().c_str());
        // A load of nothing is refused.
        req.load.requestsPerSecond = 0;
        QVERIFY(searchServing(req).error().find("no load") != std::string::npos);
    }

    // Power by hand: 12 H100s (700 W each) in two servers of 8 with 1.3 kW hosts; 2 GB200s as 2/72 of the
    // rack's 120 kW; a card with no published board power has none.
    void powerAndTokensPerMwhByHand() {
        ServingDeployment d = aggregated("h100-sxm", 4, 3);
        ServingOutcome o;
        o.outputTokensPerSecond = 1000;
        const ServingPower p = servingPower(d, o, 1.5);
        QVERIFY(p.known);
        QCOMPARE(p.itKw, 12 * 0.7 + 2 * 1.3);
        QCOMPARE(p.facilityKw, p.itKw * 1.5);
        // 3.6 million tokens an hour over 16.5 kW x 1 h = 0.0165 MWh.
        QVERIFY(std::abs(p.outputTokensPerMwh - 3.6e6 / 0.0165) < 1);
        d.mode = ServingMode::Disaggregated;
        d.prefill = ServingPool{test::catalog().gpu("gb200-nvl72"), 2, 1, 1};
        QVERIFY(std::abs(servingPower(d, o, 1.5).itKw - (11.0 + 2 * 120.0 / 72)) < 1e-9);
        const GpuSpec* tpu = test::catalog().gpu("tpu-v6e");
        QVERIFY(tpu && !(tpu->tdpWatts > 0));
        d.prefill = ServingPool{tpu, 4, 1, 1};
        QVERIFY(!servingPower(d, o, 1.5).known);
    }
};

QTEST_APPLESS_MAIN(TestServing)
#include "test_serving.moc"
