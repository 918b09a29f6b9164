// The time model against values derived by hand (docs/estimation.md, section 2), on a synthetic
// GPU and model with round numbers so each term can be checked on paper.
#include "core/training/training_estimator.h"
#include "core/training/training_messages.h"

#include <QtTest>

using namespace gpuplan::core;

namespace {

struct Synthetic {
    GpuSpec gpu;
    ModelSpec model;
    GpuEfficiency eff;
    GlobalParams params;
    TrainingScenario s;

    Synthetic() {
        gpu.id = "synthetic";
        gpu.name = "Synthetic GPU";
        gpu.memoryBytes = 1e12;
        gpu.memoryBandwidth = 1e12;
        gpu.peak[index(Precision::BF16)] = 100e12;
        gpu.linkBandwidth = 100e9;
        gpu.linkDomain = 8;
        gpu.pcieBandwidth = 10e9;
        gpu.tdpWatts = 500;
        model.id = "toy";
        model.name = "Toy";
        model.params = model.activeParams = 1e9;
        model.layers = 2;
        model.hidden = 1024;
        model.heads = 8;
        model.kvHeads = 8;
        model.ffn = 4096;
        model.vocab = 1000;
        model.seqLen = 1024;
        eff.matmul[index(Precision::BF16)] = 0.5;
        eff.fitted[index(Precision::BF16)] = true;
        params.memoryBandwidthEfficiency = 0.8;
        params.linkEfficiency = 0.8;
        params.dpOverlap = 0.0;
        params.stepOverheadSeconds = 0.05;
        params.goodput = 0.9;
        s.model = &model;
        s.cluster = Cluster{&gpu, 1, 8, Network{"net", "net", 10e9, false, ""}};
        s.job.tokens = 1e9;
        s.job.globalBatchTokens = 4 * 1024; // four sequences
        s.efficiency = &eff;
        s.params = &params;
    }
    TrainingEstimator estimator() { return TrainingEstimator::create(s).value(); }
};

} // namespace

class TestTrainingFormulas : public QObject {
    Q_OBJECT
private slots:
    void modelFlopsFollowPalm() {
        Synthetic t;
        // 6N + 12 L h s = 6e9 + 12 * 2 * 1024 * 1024
        QCOMPARE(t.estimator().modelFlopsPerToken(), 6e9 + 25165824.0);
    }

    void singleGpuStepByHand() {
        Synthetic t;
        const TrainingEstimate e = t.estimator().estimate(Plan{1, 1, 1, 1, 0, Recompute::None, false});
        QVERIFY(e.usable());
        QCOMPARE(e.microBatches, 4);
        QCOMPARE(e.tokensPerStep, 4096.0);
        // compute: 4096 tokens x 6.025165824e9 FLOP / (100e12 x 0.5)
        QVERIFY(qFuzzyCompare(e.step.compute, 4096 * 6.025165824e9 / 5e13));
        // memory-bound: activations 34 x 3 x h bytes per token and layer, Adam 28 bytes per parameter,
        // at 80% of 1 TB/s
        const double activations = 4096.0 * 2 * 34 * 3 * 1024 / 0.8e12;
        const double optimizer = 1e9 * 28 / 0.8e12;
        QVERIFY(qFuzzyCompare(e.step.memoryBound, activations + optimizer));
        QCOMPARE(e.step.tensorComm, 0.0);
        QCOMPARE(e.step.bubble, 0.0);
        QCOMPARE(e.step.dataComm, 0.0);
        QCOMPARE(e.step.overhead, 0.05);
        const double step = e.step.total();
        QVERIFY(qFuzzyCompare(e.tokensPerSecond, 4096 / step));
        QVERIFY(qFuzzyCompare(e.mfu, e.tokensPerSecond * (6e9 + 25165824.0) / 100e12));
        QVERIFY(qFuzzyCompare(e.wallSeconds, 1e9 / e.tokensPerSecond / 0.9));
        QVERIFY(qFuzzyCompare(e.gpuHours, e.wallSeconds / 3600));
        QVERIFY(qFuzzyCompare(e.energyKwh, 500 * e.wallSeconds / 3.6e6));
    }

    void tensorParallelAllReduces() {
        Synthetic t;
        t.s.cluster.gpuCount = 2;
        const TrainingEstimate e = t.estimator().estimate(Plan{2, 1, 1, 1, 0, Recompute::None, false});
        // 4 all-reduces per layer per micro-batch of b*s*h*2 bytes, ring 2(t-1)/t, at 80% of 100 GB/s
        const double message = 1024.0 * 1024 * 2;
        const double one = 2.0 * 0.5 * message / 80e9;
        QVERIFY(qFuzzyCompare(e.step.tensorComm, 4 /*micro-batches*/ * 2 /*layers*/ * 4 * one));
        // Full recomputation repeats the forward pass: six all-reduces, 8N + 16Lhs hardware FLOPs.
        const TrainingEstimate r = t.estimator().estimate(Plan{2, 1, 1, 1, 0, Recompute::Full, false});
        QVERIFY(qFuzzyCompare(r.step.tensorComm, 4 * 2 * 6 * one));
        QVERIFY(qFuzzyCompare(r.hardwareFlopsPerToken, 8e9 + 16.0 * 2 * 1024 * 1024));
    }

    void pipelineBubble() {
        Synthetic t;
        t.s.cluster.gpuCount = 2;
        const TrainingEstimate e = t.estimator().estimate(Plan{1, 2, 1, 1, 0, Recompute::None, false});
        // (p - 1) micro-batch slots of the stage's per-micro-batch work; m = 4 micro-batches.
        const double activation = 4096.0 * 1 * 34 * 3 * 1024 / 0.8e12;
        const double perMicroBatch = (e.step.compute + activation + e.step.pipelineComm) / 4;
        QVERIFY(qFuzzyCompare(e.step.bubble, perMicroBatch));
        // The naive split runs the stages one after another: (p - 1) stages' whole work idle.
        const TrainingEstimate n = t.estimator().estimate(Plan{1, 2, 1, 1, 0, Recompute::None, true});
        QVERIFY(qFuzzyCompare(n.step.bubble, perMicroBatch * 4));
    }

    void interleavedPipeline() {
        Synthetic t;
        t.model.layers = 8;
        t.s.cluster.gpuCount = 2;
        const TrainingEstimator est = t.estimator();
        const TrainingEstimate plain = est.estimate(Plan{1, 2, 1, 1, 0, Recompute::None, false, 1});
        const TrainingEstimate two = est.estimate(Plan{1, 2, 1, 1, 0, Recompute::None, false, 2});
        QVERIFY(two.usable());
        // Narayanan et al. 2021: v chunks per rank shrink the bubble v times and send v times as often.
        QVERIFY(qFuzzyCompare(two.step.pipelineComm, 2 * plain.step.pipelineComm));
        const double work =
            (two.step.compute + 4096.0 * 4 * 34 * 3 * 1024 / 0.8e12 + two.step.pipelineComm) / 4;
        QVERIFY(qFuzzyCompare(two.step.bubble, work / 2));
        // ... and hold (1 + (p-1)/(p v)) times the activations (Korthikanti et al. 2022).
        const double logits = 4.0 * 1024 * 1000;
        QVERIFY(qFuzzyCompare(two.memory.activations - logits,
                              (plain.memory.activations - logits) * (1 + 1.0 / 4)));
        // Three chunks do not divide a stage of four layers.
        const TrainingEstimate three = est.estimate(Plan{1, 2, 1, 1, 0, Recompute::None, false, 3});
        QCOMPARE(three.issue, PlanIssue::InterleavingInvalid);
        QVERIFY(QString::fromStdString(explainIssue(est, three)).contains(QLatin1String("divisible by 3")));
    }

    void dataParallelRing() {
        Synthetic t;
        t.s.cluster.gpuCount = 4;
        const TrainingEstimate e = t.estimator().estimate(Plan{1, 1, 4, 1, 0, Recompute::None, false});
        // 2 (d-1)/d x 2 bytes x N over the node link at 80%, nothing hidden (dp_overlap = 0)
        QVERIFY(qFuzzyCompare(e.step.dataComm, 2.0 * 0.75 * 2e9 / 80e9));
        // A quarter of the last micro-batch's backward (2/3 of its compute) hides part of it...
        t.params.dpOverlap = 0.25;
        const TrainingEstimate h = t.estimator().estimate(Plan{1, 1, 4, 1, 0, Recompute::None, false});
        QVERIFY(qFuzzyCompare(h.step.dataComm, 2.0 * 0.75 * 2e9 / 80e9 - 0.25 * 2.0 / 3.0 * h.step.compute));
        // ...and all of it hides everything: exposed time never goes negative.
        t.params.dpOverlap = 1.0;
        QCOMPARE(t.estimator().estimate(Plan{1, 1, 4, 1, 0, Recompute::None, false}).step.dataComm, 0.0);
    }

    void loraTrainableParamsMatchPeft() {
        ModelSpec llama;
        llama.hidden = 4096;
        llama.heads = 32;
        llama.kvHeads = 32;
        llama.ffn = 11008;
        llama.layers = 32;
        // PEFT prints "trainable params: 4,194,304" for Llama 2 7B, r = 8 on q_proj and v_proj.
        QCOMPARE(loraTrainableParams(llama, 8, LoraQ | LoraV), 4194304.0);
        // All seven projections at r = 16: 16 x (4 x 8192 + 3 x (4096 + 11008)) x 32
        QCOMPARE(loraTrainableParams(llama, 16, LoraAll), 16.0 * (4 * 8192 + 3 * 15104) * 32);
    }

    void loraFlopsSkipBaseWeightGradients() {
        Synthetic t;
        t.s.job.method = Method::Lora;
        t.s.job.loraRank = 8;
        t.s.job.loraTargets = LoraQ | LoraV;
        const TrainingEstimator est = t.estimator();
        const double trainable = 8.0 * (2048 + 2048) * 2;
        QCOMPARE(est.trainableParams(), trainable);
        QCOMPARE(est.modelFlopsPerToken(), 4e9 + 6 * trainable + 25165824.0);
    }

    void unsupportedPrecisionIsRefused() {
        Synthetic t;
        t.s.job.precision = Precision::FP8;
        auto r = TrainingEstimator::create(t.s);
        QVERIFY(!r.ok());
        QVERIFY(QString::fromStdString(r.error()).contains(QLatin1String("no fp8")));
    }

    void structuralIssuesAreExplained() {
        Synthetic t;
        t.s.cluster.gpuCount = 16;
        const TrainingEstimator est = t.estimator();
        const TrainingEstimate beyondNode = est.estimate(Plan{16, 1, 1, 1, 0, Recompute::None, false});
        QCOMPARE(beyondNode.issue, PlanIssue::TensorParallelBeyondNode);
        QVERIFY(QString::fromStdString(explainIssue(est, beyondNode))
                    .contains(QLatin1String("exceeds the 8 GPUs")));
        const TrainingEstimate batch = est.estimate(Plan{1, 1, 16, 1, 0, Recompute::None, false});
        QCOMPARE(batch.issue, PlanIssue::BatchTooSmall);
        const TrainingEstimate mismatch = est.estimate(Plan{1, 1, 8, 1, 0, Recompute::None, false});
        QCOMPARE(mismatch.issue, PlanIssue::GpuCountMismatch);
    }
};

QTEST_APPLESS_MAIN(TestTrainingFormulas)
#include "test_training_formulas.moc"
