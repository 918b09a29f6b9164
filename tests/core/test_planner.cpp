// Planner properties on the bundled catalog: the chosen plan fits and is the fastest found; more
// GPUs never make the best plan slower when memory allows; count searches answer their question.
#include "test_support.h"

#include "core/training/planner.h"

using namespace gpuplan;

class TestPlanner : public QObject {
    Q_OBJECT
private slots:
    void chosenPlanFitsAndIsFastest() {
        test::Scenario sc("llama2-70b", "h100-sxm", 64);
        const core::TrainingEstimator est = sc.estimator();
        const core::PlanSearchResult r = core::searchPlans(est, {10, false, false});
        QVERIFY(!r.best.empty());
        QVERIFY(r.evaluated > 50);
        for (const core::TrainingEstimate& e : r.best) {
            QVERIFY(e.usable());
            QVERIFY(e.memory.total() <= sc.s.cluster.gpu->memoryBytes);
            QCOMPARE(e.plan.gpus(), 64);
            QVERIFY(e.tokensPerSecond <= r.best.front().tokensPerSecond);
        }
        // The exhaustive search sees more plans and finds nothing faster than a few tenths of a percent.
        const core::PlanSearchResult all = core::searchPlans(est, {1, true, false});
        QVERIFY(all.evaluated > r.evaluated);
        QVERIFY(all.best.front().tokensPerSecond >= r.best.front().tokensPerSecond);
    }

    void moreGpusNeverSlower_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("from");
        QTest::newRow("7B on H100") << "llama2-7b"
                                    << "h100-sxm" << 1;
        QTest::newRow("70B on A100") << "llama2-70b"
                                     << "a100-80gb-sxm" << 16;
        QTest::newRow("13B on L40S (PCIe, Ethernet)") << "llama2-13b"
                                                      << "l40s" << 8;
        QTest::newRow("405B on H200") << "llama3-405b"
                                      << "h200-sxm" << 64;
    }
    void moreGpusNeverSlower() {
        QFETCH(QString, model);
        QFETCH(QString, gpu);
        QFETCH(int, from);
        test::Scenario sc(qPrintable(model), qPrintable(gpu), from);
        double previous = 0;
        for (int n = from; n <= from * 16; n *= 2) {
            sc.s.cluster.gpuCount = n;
            const core::PlanSearchResult r = core::searchPlans(sc.estimator());
            if (r.best.empty()) {
                QVERIFY2(previous == 0, "a count that fitted stopped fitting with more GPUs");
                continue;
            }
            const double t = r.best.front().tokensPerSecond;
            QVERIFY2(t >= previous,
                     qPrintable(QStringLiteral("%1 GPUs: %2 tok/s < %3").arg(n).arg(t).arg(previous)));
            previous = t;
        }
        QVERIFY(previous > 0);
    }

    void smallestFittingCount() {
        test::Scenario sc("llama2-70b", "a100-80gb-sxm", 1);
        const core::CountSearchResult r = core::smallestFittingCount(sc.s);
        QVERIFY(r.gpus > 8);
        QVERIFY(!r.plans.best.empty());
        QVERIFY(r.plans.best.front().fits);
        sc.s.cluster.gpuCount = r.gpus - 8; // one node fewer does not fit
        QVERIFY(core::searchPlans(sc.estimator()).best.empty());
        // A 7B LoRA job fits on one card.
        test::Scenario lora("llama2-7b", "a100-80gb-sxm", 1);
        lora.s.job.method = core::Method::Lora;
        QCOMPARE(core::smallestFittingCount(lora.s).gpus, 1);
    }

    void countForDeadline() {
        test::Scenario sc("llama2-7b", "h100-sxm", 1, 1e12);
        const double deadline = 7 * 86400.0;
        const core::CountSearchResult r = core::countForDeadline(sc.s, deadline);
        QVERIFY(r.gpus > 8);
        QVERIFY(r.plans.best.front().wallSeconds <= deadline);
        sc.s.cluster.gpuCount = r.gpus - 8;
        const core::PlanSearchResult fewer = core::searchPlans(sc.estimator());
        QVERIFY(fewer.best.empty() || fewer.best.front().wallSeconds > deadline);
    }

    void naiveSplitIsBarelyFasterThanOneCard() {
        // The seeds' observation: two A10s with device_map="auto" are only ~10% faster than one.
        test::Scenario one("qwen-7b", "a10", 1);
        one.s.job.method = core::Method::Qlora;
        one.s.job.seqLen = 2048;
        one.s.job.globalBatchTokens = 64 * 2048;
        const core::PlanSearchResult single = core::searchPlans(one.estimator());
        QVERIFY(!single.best.empty());
        test::Scenario two = one;
        two.s.cluster.gpuCount = 2;
        const core::TrainingEstimate naive = core::naivePlan(two.estimator());
        QVERIFY(naive.usable());
        QVERIFY(naive.plan.naive);
        const double speedup = naive.tokensPerSecond / single.best.front().tokensPerSecond;
        QVERIFY2(speedup > 0.8 && speedup < 1.2, qPrintable(QString::number(speedup)));
        // Real data parallelism on the same two cards is close to twice as fast.
        const core::PlanSearchResult dp = core::searchPlans(two.estimator());
        QVERIFY(dp.best.front().tokensPerSecond > 1.6 * single.best.front().tokensPerSecond);
    }

    void nothingFitsReportsTheClosestPlan() {
        test::Scenario sc("llama2-70b", "a10", 1);
        const core::PlanSearchResult r = core::searchPlans(sc.estimator());
        QVERIFY(r.best.empty());
        QCOMPARE(r.closest.issue, core::PlanIssue::OutOfMemory);
        QVERIFY(r.closest.memory.total() > sc.s.cluster.gpu->memoryBytes);
    }

    void exhaustiveGpt3On1024H100() {
        test::Scenario sc("llama2-7b", "h100-sxm", 1024, 300e9);
        core::ModelSpec gpt3 = sc.model;
        gpt3.params = gpt3.activeParams = 175e9;
        gpt3.layers = 96;
        gpt3.hidden = 12288;
        gpt3.heads = gpt3.kvHeads = 96;
        gpt3.ffn = 49152;
        gpt3.vocab = 51200;
        gpt3.seqLen = 2048;
        gpt3.gatedMlp = false;
        sc.model = gpt3;
        const core::PlanSearchResult r = core::searchPlans(sc.estimator(), {3, true, false});
        QVERIFY(r.evaluated > 10000);
        QVERIFY(!r.best.empty());
        QVERIFY(r.best.front().wallSeconds < 30 * 86400.0);
    }
};

QTEST_APPLESS_MAIN(TestPlanner)
#include "test_planner.moc"
