// The global batch chosen when none is given follows published practice, and an estimate whose
// batch leaves parallelism idle says so with the numbers (issue 14, item 1).
#include "test_support.h"

#include "core/training/planner.h"
#include "core/training/training_notes.h"

using namespace gpuplan;

namespace {

bool hasMessage(const std::vector<core::Message>& ms, core::MessageId id) {
    return std::any_of(ms.begin(), ms.end(), [id](const core::Message& m) { return m.id == id; });
}

} // namespace

class TestTrainingBatch : public QObject {
    Q_OBJECT
private slots:
    void modelSizeRule_data() {
        QTest::addColumn<double>("params");
        QTest::addColumn<double>("tokens");
        // GPT-3 Table 2.1: 0.5M tokens for 125M-760M, 1M for 1.3B and 2.7B; Llama 2: 4M for 7B-70B.
        QTest::newRow("125M") << 125e6 << 512.0 * 1024;
        QTest::newRow("2.7B") << 2.7e9 << 1024.0 * 1024;
        QTest::newRow("70B") << 70e9 << 4.0 * 1024 * 1024;
    }
    void modelSizeRule() {
        QFETCH(double, params);
        QFETCH(double, tokens);
        const core::BatchChoice c = core::chooseGlobalBatch(core::Method::Pretrain, params, 2048, 64, 8, 0);
        QCOMPARE(c.tokens, tokens);
        QCOMPARE(c.basis, core::BatchBasis::ModelSize);
    }

    void givenBatchIsKept() {
        const core::BatchChoice c =
            core::chooseGlobalBatch(core::Method::Pretrain, 405e9, 8192, 16384, 8, 4e6);
        QCOMPARE(c.tokens, 4e6);
        QCOMPARE(c.basis, core::BatchBasis::Given);
    }

    void fineTuningUsesSequences() {
        const core::BatchChoice c = core::chooseGlobalBatch(core::Method::Lora, 7e9, 4096, 8, 8, 0);
        QCOMPARE(c.tokens, 128.0 * 4096);
        QCOMPARE(c.basis, core::BatchBasis::FineTuneCount);
    }

    // Llama 3.1 405B on 16,384 H100: Meta used 16M tokens (2,048 sequences of 8,192; arXiv 2407.21783
    // Table 4). The published range at this scale: 16M (Llama 3) to 63M (DeepSeek-V3's 15,360 x 4,096).
    void largeClusterBatchInPublishedRange() {
        test::Scenario sc("llama3-405b", "h100-sxm", 16384, 15.6e12);
        const core::TrainingEstimator est = sc.estimator();
        const double tokens = static_cast<double>(est.sequencesPerStep()) * est.seqLen();
        QVERIFY2(tokens >= 16e6 && tokens <= 63e6, qPrintable(QString::number(tokens)));
        QCOMPARE(est.batchChoice().basis, core::BatchBasis::ClusterSize);

        const core::PlanSearchResult r = core::searchPlans(est);
        QVERIFY(!r.best.empty());
        const core::TrainingNotes notes = core::trainingNotes(est, r.best.front());
        QVERIFY(hasMessage(notes.assumptions, core::MessageId::NoteBatchClusterSize));
        QVERIFY(notes.warnings.empty());
        // The example: 4M tokens gave MFU 9.8%; the chosen batch must do far better.
        QVERIFY2(r.best.front().mfu > 0.25, qPrintable(QString::number(r.best.front().mfu)));
        const QString english = QString::fromStdString(core::englishText(notes.assumptions.front()));
        QVERIFY2(english.contains("16,777,216 tokens (2048 sequences of 8192)"), qPrintable(english));
    }

    // A 4M-token batch on 16,384 GPUs starves the cluster: the estimate warns, with the numbers.
    void starvingBatchWarns() {
        test::Scenario sc("llama3-405b", "h100-sxm", 16384, 15.6e12);
        sc.s.job.globalBatchTokens = 4.0 * 1024 * 1024;
        const core::TrainingEstimator est = sc.estimator();
        const core::PlanSearchResult r = core::searchPlans(est);
        QVERIFY(!r.best.empty());
        const core::TrainingEstimate& best = r.best.front();
        const core::TrainingNotes notes = core::trainingNotes(est, best);
        QVERIFY(hasMessage(notes.warnings, core::MessageId::WarningBatchBelowCluster));
        const QString all = QString::fromStdString(core::englishText(notes.warnings.back()));
        QVERIFY2(all.contains("512 sequences") && all.contains("2048 nodes"), qPrintable(all));
        if (best.plan.pp > best.microBatches)
            QVERIFY(hasMessage(notes.warnings, core::MessageId::WarningBatchStarvesPipeline));
        QVERIFY(notes.assumptions.empty() ||
                notes.assumptions.front().id != core::MessageId::NoteBatchClusterSize);
    }

    // A pipeline with fewer micro-batches than stages: the warning names them and the bubble's share.
    void pipelineStarvationNamed() {
        test::Scenario sc("llama2-70b", "a100-80gb-sxm", 64);
        sc.s.job.globalBatchTokens = 8.0 * 4096; // 8 sequences
        const core::TrainingEstimator est = sc.estimator();
        const core::Plan plan{8, 8, 1, 1, 1, core::Recompute::Full};
        const core::TrainingEstimate e = est.estimate(plan);
        QCOMPARE(e.microBatches, 8);
        const core::Plan starved{4, 16, 1, 1, 1, core::Recompute::Full};
        const core::TrainingEstimate s = est.estimate(starved);
        const core::TrainingNotes n = core::trainingNotes(est, s);
        QVERIFY(hasMessage(n.warnings, core::MessageId::WarningBatchStarvesPipeline));
        const QString text = QString::fromStdString(core::englishText(n.warnings.front()));
        QVERIFY2(text.contains("8 micro-batches for 16 stages"), qPrintable(text));
        QVERIFY(
            !hasMessage(core::trainingNotes(est, e).warnings, core::MessageId::WarningBatchStarvesPipeline));
    }

    // The notes say which precision path and which offload an estimate assumed (issue 14, item 6).
    void notesSayPrecisionPathAndOffload() {
        test::Scenario fp8("llama3-8b", "h100-sxm", 8);
        fp8.s.job.precision = core::Precision::FP8;
        const core::TrainingEstimator e8 = fp8.estimator();
        const core::PlanSearchResult r8 = core::searchPlans(e8);
        QVERIFY(!r8.best.empty());
        QVERIFY(
            hasMessage(core::trainingNotes(e8, r8.best.front()).assumptions, core::MessageId::NoteFp8Path));

        test::Scenario full("llama3-70b", "a100-80gb-sxm", 8);
        full.s.job.method = core::Method::FullFinetune;
        const core::TrainingEstimator ef = full.estimator();
        core::PlanSearchOptions options;
        options.offloadWhenNothingFits = true;
        const core::PlanSearchResult rf = core::searchPlans(ef, options);
        QVERIFY(!rf.best.empty());
        QVERIFY(rf.best.front().plan.offload != core::Offload::None);
        const core::TrainingNotes n = core::trainingNotes(ef, rf.best.front());
        QVERIFY(hasMessage(n.assumptions, core::MessageId::NoteOffload));
        QVERIFY(
            !hasMessage(core::trainingNotes(e8, r8.best.front()).assumptions, core::MessageId::NoteOffload));
    }
};

QTEST_GUILESS_MAIN(TestTrainingBatch)
#include "test_training_batch.moc"
