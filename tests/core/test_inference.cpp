// The serving model: KV cache sizes, prefill and decode by hand, batch limits, weight-only
// formats, and the calibration set within its tolerance.
#include "test_support.h"

#include "core/calibration/inference_calibration.h"
#include "core/inference/inference_estimator.h"

#include <cmath>

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
        QCOMPARE(kvBytesPerSequence(l7, ServingPrecision::BF16, a100, 1, 1), 524288.0);
        QCOMPARE(kvBytesPerSequence(l7, ServingPrecision::BF16, a100, 4, 1), 524288.0 / 4);
        // Grouped-query attention: Llama 2 70B keeps 8 KV heads
        const ModelSpec& l70 = *test::catalog().model("llama2-70b");
        QCOMPARE(kvBytesPerSequence(l70, ServingPrecision::BF16, a100, 1, 1), 2.0 * 80 * 8 * 128 * 2);
        // More ranks than KV heads replicate them
        QCOMPARE(kvBytesPerSequence(l70, ServingPrecision::BF16, a100, 8, 1), 2.0 * 80 * 1 * 128 * 2);
        // FP8 serving keeps an FP8 cache only where the card has FP8
        const GpuSpec& h100 = *test::catalog().gpu("h100-sxm");
        QCOMPARE(kvBytesPerSequence(l7, ServingPrecision::FP8, h100, 1, 1), 262144.0);
        QCOMPARE(kvBytesPerSequence(l7, ServingPrecision::FP8, a100, 1, 1), 524288.0);
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

    // DeepSeek-V3 in FP8 (671 GB of weights) does not fit on one 8 x H100 node; it is served with its
    // experts split over two nodes (DeepSeek serves it with expert parallelism: arXiv 2412.19437
    // section 3.4). Without expert parallelism it cannot be served on 16 H100 at all.
    void expertParallelismServesDeepSeekV3AcrossNodes() {
        const ModelSpec& m = *test::catalog().model("deepseek-v3");
        InferenceScenario s = scenario(m, "h100-sxm", 16, ServingPrecision::FP8, 1000, 1000);
        s.job.ep = 1;
        QVERIFY(!estimateInference(s).ok());
        s.job.ep = 0;
        auto r = estimateInference(s);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
        QVERIFY(r->ep > 1);
        QCOMPARE(r->replicas * r->gpusPerReplica(), 16);
        QVERIFY(r->fits && r->memory.total() <= s.cluster.gpu->memoryBytes);
    }

    // By hand for one layout: tp=8 x ep=2 over two nodes, 64 requests (32 per expert-parallel rank).
    // A 16-bit format the card has no figure for runs in the other one, as engines cast it: BF16 on a V100
    // (which has none) is its FP16 estimate, not an infinite time.
    void sixteenBitFormatTheCardLacksRunsInTheOther() {
        const ModelSpec& m = *test::catalog().model("llama2-7b");
        QVERIFY(!test::catalog().gpu("v100-sxm2-32gb")->supports(Precision::BF16));
        const InferenceEstimate bf16 =
            evaluateInference(scenario(m, "v100-sxm2-32gb", 1, ServingPrecision::BF16, 512, 128), 1, 8);
        const InferenceEstimate fp16 =
            evaluateInference(scenario(m, "v100-sxm2-32gb", 1, ServingPrecision::FP16, 512, 128), 1, 8);
        QCOMPARE(bf16.computePrecision, Precision::FP16);
        QVERIFY(std::isfinite(bf16.ttftSeconds) && bf16.ttftSeconds > 0);
        QCOMPARE(bf16.ttftSeconds, fp16.ttftSeconds);
        QCOMPARE(bf16.tpotSeconds, fp16.tpotSeconds);
    }

    // The routed experts' grouped matmuls run at a share of the 16-bit rate whatever the weights' format
    // (docs/estimation.md 7.5): FP8 halves the prefill time of the dense path, not of the experts.
    void expertMatmulsDoNotSpeedUpWithFp8() {
        const ModelSpec& m = *test::catalog().model("qwen3-235b-a22b");
        const GlobalParams& gp = test::catalog().globals();
        const InferenceEstimate bf16 =
            evaluateInference(scenario(m, "h200-sxm", 8, ServingPrecision::BF16, 4000, 100), 8, 16);
        const InferenceEstimate fp8 =
            evaluateInference(scenario(m, "h200-sxm", 8, ServingPrecision::FP8, 4000, 100), 8, 16);
        const GpuSpec& h200 = *test::catalog().gpu("h200-sxm");
        const double rate16 = h200.peak[index(Precision::BF16)] *
                              test::catalog().efficiency("h200-sxm").matmul[index(Precision::BF16)] *
                              gp.inferenceComputeFactor;
        // The experts' share of the prefill: 16 requests x 4,000 tokens x 2 x the routed active
        // parameters, spread over 8 GPUs, at the factor of the 16-bit rate in both formats.
        const double experts =
            16 * 4000.0 * 2 * m.routedActiveParams() / 8 / (rate16 * gp.expertMatmulFactor);
        const double rate8 = h200.peak[index(Precision::FP8)] *
                             test::catalog().efficiency("h200-sxm").matmul[index(Precision::FP8)] *
                             gp.inferenceComputeFactor;
        QVERIFY(experts > 0.5 * fp8.breakdown.prefillCompute);
        // The rest (dense matmuls, attention) at each format's own rate.
        QVERIFY(qFuzzyCompare((bf16.breakdown.prefillCompute - experts) * rate16,
                              (fp8.breakdown.prefillCompute - experts) * rate8));
    }

    void amdCardsServeAtTheirSoftwaresFactor() {
        // amd_serving_factor scales an AMD card's decode bandwidth and matmul rate, and only an AMD card's:
        // a memory-bound decode step's reads take 1 / factor as long, an H100's do not move.
        const ModelSpec& m = *test::catalog().model("llama3-70b");
        Catalog slower = test::catalog();
        slower.globals().amdServingFactor = 0.5;
        auto decode = [&](const Catalog& c, const char* gpu) {
            InferenceScenario s = scenario(m, gpu, 8, ServingPrecision::FP8, 128, 2048);
            s.params = &c.globals();
            return evaluateInference(s, 8, 1);
        };
        const InferenceEstimate mi300x = decode(test::catalog(), "mi300x");
        const InferenceEstimate mi300xHalf = decode(slower, "mi300x");
        const double factor = test::catalog().globals().amdServingFactor;
        QVERIFY(factor > 0 && factor < 1); // fitted below NVIDIA's rates (docs/estimation.md 7.5)
        QVERIFY(
            qFuzzyCompare(mi300xHalf.breakdown.decodeWeights * 0.5, mi300x.breakdown.decodeWeights * factor));
        QVERIFY(
            qFuzzyCompare(mi300xHalf.breakdown.decodeCompute * 0.5, mi300x.breakdown.decodeCompute * factor));
        const GpuSpec& g = *test::catalog().gpu("mi300x");
        QVERIFY(qFuzzyCompare(
            mi300x.breakdown.decodeWeights,
            mi300x.memory.weights /
                (g.memoryBandwidth * test::catalog().globals().decodeBandwidthEfficiency * factor)));
        const InferenceEstimate h100 = decode(test::catalog(), "h100-sxm");
        QCOMPARE(decode(slower, "h100-sxm").tpotSeconds, h100.tpotSeconds);
    }

    void expertParallelWeightsAndAllToAllByHand() {
        const ModelSpec& m = *test::catalog().model("deepseek-v3");
        const InferenceScenario s = scenario(m, "h100-sxm", 16, ServingPrecision::FP8, 1000, 1000);
        const InferenceEstimate e = evaluateInference(s, 8, 64, 2);
        const GlobalParams& gp = test::catalog().globals();
        const double routed = m.routedExpertParams();
        QVERIFY(routed > 600e9 && routed < m.params);
        QCOMPARE(e.memory.weights, (m.params - routed + routed / 2) * 1.0 / 8);
        // Decode: 32 tokens per rank, 4 per tensor-parallel GPU; the all-to-all leaves the node once for
        // each token that has one of its 8 experts on the other node's 128 of 256 (nearly all do), in
        // dispatch and combine of 58 MoE layers.
        double missed = 1.0;
        for (int i = 0; i < 8; ++i)
            missed *= (128.0 - i) / (256.0 - i);
        const double copies = 2 * (1 - missed) * 0.5;
        const double nic = s.cluster.interNodeBandwidthPerGpu() * gp.linkEfficiency;
        const double allToAll = 2.0 * 58 * (gp.linkLatencySeconds + 32.0 / 8 * copies * 7168 * 2 / nic);
        const double nvlink = s.cluster.gpu->intraNodeBandwidth(8) * gp.linkEfficiency;
        const double allReduce = 2.0 * 61 * (gp.linkLatencySeconds + 2.0 * 7 / 8 * 32 * 7168 * 2 / nvlink);
        QVERIFY(qFuzzyCompare(e.breakdown.decodeComm, allToAll + allReduce));
        QCOMPARE(e.replicas, 1);
    }

    // A decode step of B tokens reaches each of E experts with probability 1 - (1 - k/E)^B, and reads
    // only those: Mixtral (8 experts, 2 per token) at one request reads a quarter of its experts.
    void decodeReadsOnlyTheExpertsItReaches() {
        const ModelSpec& m = *test::catalog().model("mixtral-8x7b");
        const InferenceScenario s = scenario(m, "h100-sxm", 2, ServingPrecision::BF16, 128, 128);
        const double bw = 3.35e12 * test::catalog().globals().decodeBandwidthEfficiency;
        const double routed = m.routedExpertParams();
        const InferenceEstimate one = evaluateInference(s, 2, 1);
        QVERIFY(qFuzzyCompare(one.breakdown.decodeWeights, (m.params - routed + routed * 0.25) * 2 / 2 / bw));
        const InferenceEstimate many = evaluateInference(s, 2, 64);
        QVERIFY(qFuzzyCompare(many.breakdown.decodeWeights,
                              (m.params - routed + routed * (1 - std::pow(0.75, 64))) * 2 / 2 / bw));
    }

    void expertParallelRefusalsNameTheProblem() {
        const ModelSpec& ds = *test::catalog().model("deepseek-v3");
        InferenceScenario s = scenario(ds, "h100-sxm", 16, ServingPrecision::FP8, 1000, 1000);
        s.job.ep = 3;
        auto r = estimateInference(s);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error()).contains(QLatin1String("does not divide the 256 experts")),
                 r.error().c_str());
        s.job.ep = 4;
        s.job.tp = 8;
        r = estimateInference(s);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error()).contains(
                     QLatin1String("tp=8 x ep=4 GPUs does not divide the 16")),
                 r.error().c_str());
        const ModelSpec& dense = *test::catalog().model("llama3-70b");
        InferenceScenario d = scenario(dense, "h100-sxm", 16, ServingPrecision::FP8, 1000, 1000);
        d.job.ep = 2;
        r = estimateInference(d);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error()).contains(QLatin1String("needs a mixture of experts")),
                 r.error().c_str());
    }

    void calibrationWithinTolerance() {
        auto runs = cli::loadBundledPublishedInference();
        QVERIFY(runs.ok());
        // shared/data/published_inference.csv, 12 TensorRT-LLM rows and 4 mixtures of experts (issue 30)
        QCOMPARE(runs->size(), std::size_t(36));
        const InferenceCalibrationReport r = evaluateInferenceCalibration(test::catalog(), runs.value());
        for (const InferenceCalibrationRow& row : r.rows)
            QVERIFY2(row.estimated, row.problem.c_str());
        QVERIFY2(r.medianAbsError <= 0.25, qPrintable(QString::number(r.medianAbsError)));
        QVERIFY2(r.medianAbsErrorAllRows <= 0.25, qPrintable(QString::number(r.medianAbsErrorAllRows)));
    }
};

QTEST_APPLESS_MAIN(TestInference)
#include "test_inference.moc"
