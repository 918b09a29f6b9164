// The serving model: KV cache sizes, prefill and decode by hand, batch limits, weight-only
// formats, and the calibration set within its tolerance.
#include "test_support.h"

#include "core/calibration/inference_calibration.h"
#include "core/inference/inference_estimator.h"

using namespace gpuplan;
using namespace gpuplan::core;

namespace {

InferenceScenario scenario(const ModelSpec& model, const char* gpu, int gpus, ServingPrecision p, double in,
                           double out) {
    InferenceScenario s;
    s.model = &model;
    const GpuSpec* g = test::catalog().gpu(gpu);
    s.cluster = Cluster{g, gpus, 8, *test::catalog().network(g->defaultNetwork)};
    s.job.precision = p;
    s.job.inputTokens = in;
    s.job.outputTokens = out;
    s.efficiency = &test::catalog().efficiency(gpu);
    s.params = &test::catalog().globals();
    return s;
}

} // namespace

class TestInference : public QObject {
    Q_OBJECT
private slots:
    void kvCachePerToken() {
        const ModelSpec& l7 = *test::catalog().model("llama2-7b");
        const GpuSpec& a100 = *test::catalog().gpu("a100-80gb-sxm");
        // 2 (K, V) x 32 layers x 32 heads x 128 x 2 bytes = 512 KiB per token
        QCOMPARE(kvBytesPerToken(l7, ServingPrecision::BF16, a100, 1), 524288.0);
        QCOMPARE(kvBytesPerToken(l7, ServingPrecision::BF16, a100, 4), 524288.0 / 4);
        // Grouped-query attention: Llama 2 70B keeps 8 KV heads
        const ModelSpec& l70 = *test::catalog().model("llama2-70b");
        QCOMPARE(kvBytesPerToken(l70, ServingPrecision::BF16, a100, 1), 2.0 * 80 * 8 * 128 * 2);
        // More ranks than KV heads replicate them
        QCOMPARE(kvBytesPerToken(l70, ServingPrecision::BF16, a100, 8), 2.0 * 80 * 1 * 128 * 2);
        // FP8 serving keeps an FP8 cache only where the card has FP8
        const GpuSpec& h100 = *test::catalog().gpu("h100-sxm");
        QCOMPARE(kvBytesPerToken(l7, ServingPrecision::FP8, h100, 1), 262144.0);
        QCOMPARE(kvBytesPerToken(l7, ServingPrecision::FP8, a100, 1), 524288.0);
    }

    void decodeAndPrefillByHand() {
        const ModelSpec& m = *test::catalog().model("llama2-7b");
        const InferenceScenario s = scenario(m, "a100-80gb-sxm", 1, ServingPrecision::FP16, 128, 128);
        const InferenceEstimate e = evaluateInference(s, 1, 16);
        const GlobalParams& gp = test::catalog().globals();
        const double bw = 2.039e12 * gp.decodeBandwidthEfficiency;
        const double rate = 312e12 *
                            test::catalog().efficiency("a100-80gb-sxm").matmul[index(Precision::FP16)] *
                            gp.inferenceComputeFactor;
        QCOMPARE(e.memory.weights, m.params * 2);
        QVERIFY(qFuzzyCompare(e.breakdown.decodeWeights, m.params * 2 / bw));
        QVERIFY(qFuzzyCompare(e.breakdown.decodeKv, 16 * (128 + 64) * 524288.0 / bw));
        QVERIFY(qFuzzyCompare(e.breakdown.decodeCompute, 16 * (2 * m.params + 4.0 * 32 * 4096 * 192) / rate));
        QVERIFY(qFuzzyCompare(e.breakdown.prefillCompute,
                              16 * (2 * m.params * 128 + 2.0 * 32 * 4096 * 128 * 128) / rate));
        QVERIFY(e.decodeMemoryBound);
        QVERIFY(qFuzzyCompare(e.tpotSeconds, e.breakdown.decodeWeights + e.breakdown.decodeKv +
                                                 gp.inferenceStepOverheadSeconds));
        QVERIFY(qFuzzyCompare(e.requestSeconds, e.ttftSeconds + 128 * e.tpotSeconds));
        QVERIFY(qFuzzyCompare(e.outputTokensPerSecond, 16 * 128 / e.requestSeconds));
    }

    void throughputGrowsWithBatchAndMemoryCapsIt() {
        const ModelSpec& m = *test::catalog().model("llama2-7b");
        const InferenceScenario s = scenario(m, "h100-sxm", 1, ServingPrecision::FP8, 512, 256);
        double previous = 0;
        for (int b : {1, 8, 64, 128}) {
            const InferenceEstimate e = evaluateInference(s, 1, b);
            QVERIFY(e.outputTokensPerSecond > previous);
            QVERIFY(e.ttftSeconds > 0 && e.tpotSeconds > 0);
            previous = e.outputTokensPerSecond;
        }
        const InferenceEstimate best = estimateInference(s).value();
        QCOMPARE(best.limitedBy, BatchLimit::Memory);
        QCOMPARE(best.batch, best.maxBatch);
        QVERIFY(best.memory.total() <= 80e9);
        QVERIFY(!evaluateInference(s, 1, best.maxBatch + 1).fits);
    }

    void latencyLimitsCapTheBatch() {
        const ModelSpec& m = *test::catalog().model("llama3-70b");
        InferenceScenario s = scenario(m, "h100-sxm", 4, ServingPrecision::FP8, 1000, 300);
        const InferenceEstimate free = estimateInference(s).value();
        s.job.maxTpotSeconds = 0.030;
        const InferenceEstimate tpot = estimateInference(s).value();
        QVERIFY(tpot.tpotSeconds <= 0.030);
        QVERIFY(tpot.batch < free.batch);
        QCOMPARE(tpot.limitedBy, BatchLimit::Tpot);
        s.job.maxTpotSeconds = 0;
        s.job.maxTtftSeconds = 0.5;
        const InferenceEstimate ttft = estimateInference(s).value();
        QVERIFY(ttft.ttftSeconds <= 0.5);
        QCOMPARE(ttft.limitedBy, BatchLimit::Ttft);
        s.job.maxTtftSeconds = 1e-6;
        auto impossible = estimateInference(s);
        QVERIFY(!impossible.ok());
        QVERIFY(QString::fromStdString(impossible.error()).contains(QLatin1String("latency limits")));
    }

    void weightOnlyAndInt4() {
        const ModelSpec& m = *test::catalog().model("llama2-7b");
        const InferenceEstimate a100fp8 =
            evaluateInference(scenario(m, "a100-80gb-sxm", 1, ServingPrecision::FP8, 128, 128), 1, 8);
        QVERIFY(a100fp8.weightOnly); // W8A16
        QCOMPARE(a100fp8.computePrecision, Precision::BF16);
        QCOMPARE(a100fp8.memory.weights, m.params);
        const InferenceEstimate h100fp8 =
            evaluateInference(scenario(m, "h100-sxm", 1, ServingPrecision::FP8, 128, 128), 1, 8);
        QVERIFY(!h100fp8.weightOnly);
        QCOMPARE(h100fp8.computePrecision, Precision::FP8);
        const InferenceEstimate int4 =
            evaluateInference(scenario(m, "h100-sxm", 1, ServingPrecision::INT4, 128, 128), 1, 8);
        QVERIFY(int4.weightOnly);
        QCOMPARE(int4.memory.weights, m.params * 4.25 / 8);
    }

    void modelTooBigIsAMessage() {
        const ModelSpec& m = *test::catalog().model("llama2-70b");
        auto r = estimateInference(scenario(m, "a10", 1, ServingPrecision::BF16, 128, 128));
        QVERIFY(!r.ok());
        QVERIFY(QString::fromStdString(r.error()).contains(QLatin1String("cannot be served")));
    }

    void calibrationWithinTolerance() {
        auto runs = cli::loadBundledPublishedInference();
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(),
                 std::size_t(32)); // shared/data/published_inference.csv and 12 TensorRT-LLM rows
        const InferenceCalibrationReport r = evaluateInferenceCalibration(test::catalog(), runs.value());
        for (const InferenceCalibrationRow& row : r.rows)
            QVERIFY2(row.estimated, row.problem.c_str());
        QVERIFY2(r.medianAbsError <= 0.25, qPrintable(QString::number(r.medianAbsError)));
        QVERIFY2(r.medianAbsErrorAllRows <= 0.25, qPrintable(QString::number(r.medianAbsErrorAllRows)));
    }
};

QTEST_APPLESS_MAIN(TestInference)
#include "test_inference.moc"
