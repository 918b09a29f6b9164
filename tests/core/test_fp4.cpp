// FP4 (issue 31, item 3): trained and served on the cards whose tensor cores run it, refused with the
// precisions a card has on the others; the KV cache in its own precision; the comparison costs each card
// in what it has.
#include "test_support.h"

#include "core/inference/inference_estimator.h"
#include "core/planning/scenario.h"
#include "core/training/planner.h"
#include "core/training/training_notes.h"

using namespace gpuplan;
using namespace gpuplan::core;

namespace {

InferenceScenario serving(const char* model, const char* gpu, int gpus, ServingPrecision p) {
    InferenceScenario s;
    s.model = test::catalog().model(model);
    const GpuSpec* g = test::catalog().gpu(gpu);
    s.cluster = Cluster{g, gpus, 8, *test::catalog().network(g->defaultNetwork)};
    s.job.precision = p;
    s.job.inputTokens = 1000;
    s.job.outputTokens = 1000;
    s.job.batch = 16;
    s.job.tp = gpus;
    s.efficiency = &test::catalog().efficiency(gpu);
    s.params = &test::catalog().globals();
    return s;
}

bool hasMessage(const std::vector<Message>& list, MessageId id) {
    return std::any_of(list.begin(), list.end(), [&](const Message& m) { return m.id == id; });
}

double stepSeconds(test::Scenario sc, Precision p) {
    sc.s.job.precision = p;
    const TrainingEstimator e = sc.estimator();
    return e.estimate(Plan{8, 1, 1, 1, 1, Recompute::None}).step.total();
}

} // namespace

class TestFp4 : public QObject {
    Q_OBJECT
private slots:
    void trainingInFp4IsRefusedWithThePrecisionsTheCardHas() {
        test::Scenario h100("llama3-8b", "h100-sxm", 8);
        h100.s.job.precision = Precision::FP4;
        auto refused = TrainingEstimator::create(h100.s);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("H100 SXM 80GB has no fp4 tensor cores (it has fp32, tf32, bf16, fp16, "
                                      "fp8, int8)") != std::string::npos,
                 refused.error().c_str());

        test::Scenario b200("llama3-8b", "b200", 8);
        b200.s.job.precision = Precision::FP4;
        QVERIFY(TrainingEstimator::create(b200.s));
    }

    // FP4 runs the GEMMs of all but two layers at twice the FP8 peak, at the die's FP8 efficiency: faster
    // than FP8, but far from twice, since attention, the casts and communication do not shrink.
    void trainingInFp4IsFasterThanFp8ButNotTwice() {
        const test::Scenario b200("llama3-70b", "b200", 8);
        const double fp8 = stepSeconds(b200, Precision::FP8);
        const double fp4 = stepSeconds(b200, Precision::FP4);
        QVERIFY2(fp4 < fp8 && fp4 > fp8 / 2,
                 qPrintable(QStringLiteral("fp8 %1 s, fp4 %2 s").arg(fp8).arg(fp4)));

        // The notes say which work stays in higher precision, and that FP4 is not calibrated.
        test::Scenario sc = b200;
        sc.s.job.precision = Precision::FP4;
        const TrainingEstimator e = sc.estimator();
        const PlanSearchResult r = searchPlans(e);
        QVERIFY(!r.best.empty());
        const TrainingNotes n = trainingNotes(e, r.best.front());
        QVERIFY(hasMessage(n.assumptions, MessageId::NoteFp4Path));
        QVERIFY(hasMessage(n.assumptions, MessageId::NoteUncalibratedEfficiency));
        QVERIFY(!e.efficiencyCalibrated());
    }

    void servingInFp4IsRefusedWhereTheCardHasNone() {
        auto refused = estimateInference(serving("llama3-8b", "h100-sxm", 1, ServingPrecision::FP4));
        QVERIFY(!refused);
        QVERIFY2(
            refused.error().find("has no fp4 tensor cores (it has fp32, tf32, bf16, fp16, fp8, int8): for "
                                 "4-bit weights on it choose int4") != std::string::npos,
            refused.error().c_str());
        auto accepted = estimateInference(serving("llama3-8b", "b200", 1, ServingPrecision::FP4));
        QVERIFY2(accepted, accepted ? "" : accepted.error().c_str());
        QCOMPARE(accepted->computePrecision, Precision::FP4);
        QVERIFY(!accepted->weightOnly);
    }

    // NVFP4 keeps one E4M3 scale per 16 elements (4.5 bits), MXFP4 one 8-bit scale per 32 (4.25 bits).
    void fp4WeightsCarryTheirBlockScales() {
        const ModelSpec& m = *test::catalog().model("llama3-8b");
        const InferenceEstimate b200 =
            evaluateInference(serving("llama3-8b", "b200", 1, ServingPrecision::FP4), 1, 1);
        QCOMPARE(b200.memory.weights, m.params * 4.5 / 8);
        const InferenceEstimate mi355 =
            evaluateInference(serving("llama3-8b", "mi355x", 1, ServingPrecision::FP4), 1, 1);
        QCOMPARE(mi355.memory.weights, m.params * 4.25 / 8);
    }

    // FP4 weights keep an FP8 cache unless told; the cache can be FP4 (with its scales) or 16-bit apart.
    void kvCacheHasItsOwnPrecision() {
        const ModelSpec& m = *test::catalog().model("llama3-8b");
        const GpuSpec& b200 = *test::catalog().gpu("b200");
        const GpuSpec& h100 = *test::catalog().gpu("h100-sxm");
        QCOMPARE(kvCacheElementBytes(ServingPrecision::FP4, b200), 1.0);
        QCOMPARE(kvCacheElementBytes(ServingPrecision::FP4, b200, ServingPrecision::FP4), 4.5 / 8);
        QCOMPARE(kvCacheElementBytes(ServingPrecision::FP4, b200, ServingPrecision::BF16), 2.0);
        QCOMPARE(kvCacheElementBytes(ServingPrecision::BF16, h100, ServingPrecision::FP8), 1.0);
        // Llama 3 8B: 32 layers x 8 KV heads x 128 x (K and V) per token.
        QCOMPARE(kvBytesPerSequence(m, ServingPrecision::FP4, b200, 1, 1, ServingPrecision::FP4),
                 32.0 * 8 * 128 * 2 * 4.5 / 8);

        InferenceScenario s = serving("llama3-8b", "b200", 1, ServingPrecision::FP4);
        s.job.kvPrecision = ServingPrecision::FP4;
        const InferenceEstimate fp4Cache = evaluateInference(s, 1, 16);
        s.job.kvPrecision.reset();
        const InferenceEstimate fp8Cache = evaluateInference(s, 1, 16);
        QCOMPARE(fp4Cache.memory.kvCache, fp8Cache.memory.kvCache * 4.5 / 8);
        QVERIFY(fp4Cache.breakdown.decodeKv < fp8Cache.breakdown.decodeKv);

        // A card without FP4 cannot keep an FP4 cache, nor can any card keep an INT4 one.
        InferenceScenario onH100 = serving("llama3-8b", "h100-sxm", 1, ServingPrecision::FP8);
        onH100.job.kvPrecision = ServingPrecision::FP4;
        auto refused = estimateInference(onH100);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("cannot keep the KV cache in fp4") != std::string::npos,
                 refused.error().c_str());
        onH100.job.kvPrecision = ServingPrecision::INT4;
        QVERIFY(!estimateInference(onH100));
    }

    // The scenario table refuses FP4 training on a card without it, naming the field and the precisions.
    void scenarioRefusesFp4OnACardWithoutIt() {
        Scenario s;
        s.kind = ScenarioKind::Pretrain;
        s.modelId = "llama3-8b";
        s.gpuId = "a100-80gb-sxm";
        s.gpus = 8;
        s.tokens = 1e9;
        s.precision = "fp4";
        const ScenarioEstimate a100 = estimateScenario(s, test::catalog());
        QVERIFY(!a100.ok);
        QCOMPARE(a100.problemField, ScenarioField::Precision);
        QVERIFY2(englishText(a100.problem).find("(it has fp32, tf32, bf16, fp16, int8)") != std::string::npos,
                 englishText(a100.problem).c_str());
        s.gpuId = "b200";
        QVERIFY(estimateScenario(s, test::catalog()).ok);
    }
};

QTEST_APPLESS_MAIN(TestFp4)
#include "test_fp4.moc"
