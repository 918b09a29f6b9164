// Memory per GPU against published figures: the ZeRO paper's 7.5B example (Rajbhandari et al. 2020,
// figure 1: 120 GB, 31.4 GB, 16.6 GB, 1.9 GB at 64-way data parallelism) and Korthikanti et al. 2022's
// activation formula.
#include "core/training/training_estimator.h"

#include <QtTest>

using namespace gpuplan::core;

namespace {

struct Setup {
    GpuSpec gpu;
    ModelSpec model;
    GpuEfficiency eff;
    GlobalParams params;
    TrainingScenario s;

    Setup(double paramCount, int gpus) {
        gpu.id = "big";
        gpu.name = "Big GPU";
        gpu.memoryBytes = 1e13;
        gpu.memoryBandwidth = 2e12;
        gpu.peak[index(Precision::BF16)] = 312e12;
        gpu.linkBandwidth = 300e9;
        gpu.linkDomain = 8;
        gpu.pcieBandwidth = 25e9;
        model.id = "m";
        model.name = "M";
        model.params = model.activeParams = paramCount;
        model.layers = 1;
        model.hidden = 12288;
        model.heads = 96;
        model.kvHeads = 96;
        model.ffn = 49152;
        model.vocab = 1;
        model.seqLen = 2048;
        eff.matmul[index(Precision::BF16)] = 0.6;
        params.contextBytes = 0;
        params.allocatorMargin = 0;
        s.model = &model;
        s.cluster = Cluster{&gpu, gpus, 8, Network{"ib", "ib", 25e9, false, ""}};
        s.job.globalBatchTokens = 2048.0 * 64;
        s.job.attention = AttentionKernel::Unfused;
        s.efficiency = &eff;
        s.params = &params;
    }
    MemoryBreakdown memory(const Plan& p) { return TrainingEstimator::create(s).value().estimate(p).memory; }
};

double states(const MemoryBreakdown& m) {
    return m.weights + m.gradients + m.optimizer;
}

} // namespace

class TestMemoryModel : public QObject {
    Q_OBJECT
private slots:
    void zeroPaperSevenPointFiveBillion() {
        Setup t(7.5e9, 64);
        QCOMPARE(states(t.memory(Plan{1, 1, 64, 1, 0, Recompute::None, false})), 120e9);
        // ZeRO-1 (P_os): 2 + 2 + 12/64 bytes per parameter = 31.4 GB
        QVERIFY(qAbs(states(t.memory(Plan{1, 1, 64, 1, 1, Recompute::None, false})) - 31.4e9) < 0.05e9);
        // ZeRO-2 (P_os+g): 2 + 14/64 = 16.6 GB
        QVERIFY(qAbs(states(t.memory(Plan{1, 1, 64, 1, 2, Recompute::None, false})) - 16.6e9) < 0.05e9);
        // ZeRO-3 (P_os+g+p): 16/64 = 1.9 GB
        QVERIFY(qAbs(states(t.memory(Plan{1, 1, 64, 1, 3, Recompute::None, false})) - 1.875e9) < 0.01e9);
    }

    void tensorAndPipelineDivideTheModel() {
        Setup t(7.5e9, 64);
        t.model.layers = 8;
        const double whole = states(t.memory(Plan{1, 1, 64, 1, 0, Recompute::None, false}));
        QVERIFY(qFuzzyCompare(states(t.memory(Plan{8, 1, 8, 1, 0, Recompute::None, false})), whole / 8));
        QVERIFY(qFuzzyCompare(states(t.memory(Plan{2, 4, 8, 1, 0, Recompute::None, false})), whole / 8));
    }

    void korthikantiActivations() {
        Setup t(175e9, 1);
        // s b h (34 + 5 a s / h) bytes per layer without parallelism or recomputation, plus FP32 logits
        const double sbh = 2048.0 * 1 * 12288;
        const double layer = sbh * (34 + 5.0 * 96 * 2048 / 12288);
        const double logits = 4.0 * 2048 * 1 * 1;
        QCOMPARE(t.memory(Plan{1, 1, 1, 1, 0, Recompute::None, false}).activations, layer + logits);
        // Tensor (and sequence) parallelism divides everything by t
        t.s.cluster.gpuCount = 8;
        t.s.job.globalBatchTokens = 2048;
        QCOMPARE(t.memory(Plan{8, 1, 1, 1, 0, Recompute::None, false}).activations, (layer + logits) / 8);
        // Selective recomputation (or flash attention) drops the 5as/h term
        t.s.cluster.gpuCount = 1;
        QCOMPARE(t.memory(Plan{1, 1, 1, 1, 0, Recompute::Selective, false}).activations, sbh * 34 + logits);
        // Full recomputation keeps the 2sbh layer input, plus one layer rebuilt at a time
        QCOMPARE(t.memory(Plan{1, 1, 1, 1, 0, Recompute::Full, false}).activations, 2 * sbh + layer + logits);
        t.s.job.attention = AttentionKernel::Flash2;
        QCOMPARE(t.memory(Plan{1, 1, 1, 1, 0, Recompute::None, false}).activations, sbh * 34 + logits);
    }

    void overheadAddsContextAndMargin() {
        Setup t(7.5e9, 64);
        t.params.contextBytes = 1.5e9;
        t.params.allocatorMargin = 0.08;
        const MemoryBreakdown m = t.memory(Plan{1, 1, 64, 1, 1, Recompute::Full, false});
        QVERIFY(qFuzzyCompare(m.overhead,
                              1.5e9 + 0.08 * (m.weights + m.gradients + m.optimizer + m.activations)));
    }

    void qloraStoresNf4() {
        Setup t(7e9, 1);
        t.model.hidden = 4096;
        t.model.heads = 32;
        t.model.kvHeads = 32;
        t.model.ffn = 11008;
        t.s.job.method = Method::Qlora;
        t.s.job.loraRank = 8;
        t.s.job.loraTargets = LoraQ | LoraV;
        const MemoryBreakdown m = t.memory(Plan{1, 1, 1, 1, 0, Recompute::Full, false});
        const double trainable = 8.0 * 8192 * 2;
        QVERIFY(qFuzzyCompare(m.weights, 7e9 * 4.127 / 8 + trainable * 2));
        QCOMPARE(m.gradients, trainable * 2);
        QCOMPARE(m.optimizer, trainable * 12);
    }

    void fitsVerdict() {
        Setup t(7.5e9, 1);
        t.gpu.memoryBytes = 80e9;
        auto est = TrainingEstimator::create(t.s).value();
        const TrainingEstimate e = est.estimate(Plan{1, 1, 1, 1, 0, Recompute::Full, false});
        QVERIFY(!e.fits);
        QCOMPARE(e.issue, PlanIssue::OutOfMemory);
    }
};

QTEST_APPLESS_MAIN(TestMemoryModel)
#include "test_memory_model.moc"
