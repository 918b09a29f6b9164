// NVLink domains that span nodes (issue 31, item 2): a GB200/GB300 NVL72 rack joins 72 GPUs on trays of 4
// with one NVLink fabric. Collectives inside the 72 run on NVLink, tensor and expert parallelism may span
// trays, a job of 8 GPUs keeps its pipeline inside the rack, and an HGX node keeps its 8-GPU limit.
#include "test_support.h"

#include "core/inference/inference_estimator.h"
#include "core/training/planner.h"
#include "core/training/training_messages.h"

using namespace gpuplan;
using namespace gpuplan::core;

namespace {

// The same rack with its NVLink cut at the tray: what the estimate would say without the domain.
GpuSpec trayOnly(const GpuSpec& g) {
    GpuSpec out = g;
    out.linkDomain = out.defaultGpusPerNode;
    return out;
}

} // namespace

class TestNvlinkDomain : public QObject {
    Q_OBJECT
private slots:
    void theDomainIsTheRackNotTheTray() {
        const GpuSpec& gb300 = *test::catalog().gpu("gb300-nvl72");
        const GpuSpec& gb200 = *test::catalog().gpu("gb200-nvl72");
        const GpuSpec& h100 = *test::catalog().gpu("h100-sxm");
        QCOMPARE(gb300.defaultGpusPerNode, 4);
        QCOMPARE(gb300.scaleUpGpus(gb300.defaultGpusPerNode), 72);
        QCOMPARE(gb200.scaleUpGpus(gb200.defaultGpusPerNode), 72);
        QCOMPARE(h100.scaleUpGpus(8), 8);
        const Cluster rack{&gb300, 144, 4, *test::catalog().network(gb300.defaultNetwork)};
        QCOMPARE(rack.groupBandwidth(64), 900e9);  // NVLink across 16 trays
        QCOMPARE(rack.groupBandwidth(144), 100e9); // beyond the rack: one ConnectX-8 (800 Gb/s) per GPU
        const Cluster hgx{&h100, 16, 8, *test::catalog().network(h100.defaultNetwork)};
        QCOMPARE(hgx.groupBandwidth(16), 50e9);
        // A data-parallel ring of 2 replicas of tp 36 stays on NVLink; of 4, it leaves the rack.
        QCOMPARE(rack.ringBandwidth(36, 2), 900e9);
        QVERIFY(rack.ringBandwidth(36, 4) < 900e9);
    }

    // The figures the rows quote: NVIDIA's GB200 table halved for dense, Verda's GB300 table as it is.
    void rackRowsMatchTheirNotes() {
        const GpuSpec& gb200 = *test::catalog().gpu("gb200-nvl72");
        QCOMPARE(gb200.peak[index(Precision::FP4)], 10000e12);
        QCOMPARE(gb200.peak[index(Precision::BF16)], 2500e12);
        QVERIFY(gb200.verification.find("FP4 20 PF, FP8/FP6 10 PF") != std::string::npos);
        QVERIFY(gb200.verification.find("186GB HBM3E, 8TB/s") != std::string::npos);
        QCOMPARE(gb200.memoryBytes, 186e9);
        const GpuSpec& gb300 = *test::catalog().gpu("gb300-nvl72");
        QCOMPARE(gb300.peak[index(Precision::FP4)], 15000e12);
        QCOMPARE(gb300.peak[index(Precision::FP8)], 5000e12);
        QCOMPARE(gb300.memoryBytes, 279e9);
        QCOMPARE(gb300.tdpWatts, 1400.0);
        QVERIFY(gb300.verification.find("FP4 15 PF, FP8 5 PF") != std::string::npos);
        QVERIFY(gb300.verification.find("279 GB HBM3E, 8 TB/s, 1.4 kW") != std::string::npos);
        QVERIFY(gb300.verification.find("up to 142 kW") != std::string::npos);
        QCOMPARE(test::catalog().network(gb300.defaultNetwork)->bandwidth, 100e9);
    }

    // A plan of 72 GB300 for DeepSeek-V3: tensor and expert parallelism span trays on NVLink.
    void aRackPlanUsesNvlinkForTensorAndExperts() {
        test::Scenario rack("deepseek-v3", "gb300-nvl72", 72);
        rack.s.job.precision = Precision::FP8;
        const TrainingEstimator est = rack.estimator();
        const Plan wide{8, 1, 9, 1, 1, Recompute::Full, false, 1, 1, 8};
        QCOMPARE(est.estimate(wide).issue == PlanIssue::TensorParallelBeyondNode,
                 false); // tp 8 on trays of 4
        const TrainingEstimate onNvlink = est.estimate(wide);

        test::Scenario trays = rack;
        const GpuSpec cut = trayOnly(*rack.s.cluster.gpu);
        trays.s.cluster.gpu = &cut;
        const TrainingEstimator cutEst = trays.estimator();
        QVERIFY(cutEst.estimate(wide).issue == PlanIssue::TensorParallelBeyondNode);
        const Plan narrow{4, 1, 18, 1, 1, Recompute::Full, false, 1, 1, 8};
        const TrainingEstimate rackNarrow = est.estimate(narrow);
        const TrainingEstimate trayNarrow = cutEst.estimate(narrow);
        for (const TrainingEstimate* e : {&rackNarrow, &trayNarrow})
            QVERIFY2(e->issue == PlanIssue::None || e->issue == PlanIssue::OutOfMemory,
                     qPrintable(QString::fromStdString(englishText(issueMessage(est, *e)))));
        // The expert group (8 ranks, two trays) and the data-parallel ring cross trays: NVLink in the rack.
        QVERIFY(rackNarrow.step.expertComm < trayNarrow.step.expertComm);
        QVERIFY(rackNarrow.step.dataComm <= trayNarrow.step.dataComm);
        QVERIFY(onNvlink.step.tensorComm > 0);

        // The search may choose tensor parallelism beyond a tray.
        const PlanSearchResult r = searchPlans(est);
        QVERIFY(!r.best.empty());
        const Plan& best = r.best.front().plan;
        QVERIFY2(best.tp * best.dp * best.cp <= 72 && best.ep > 1,
                 qPrintable(QStringLiteral("tp %1 ep %2 pp %3").arg(best.tp).arg(best.ep).arg(best.pp)));
    }

    // Eight GPUs of a rack are two trays on one NVLink: their pipeline sends do not cross the network.
    void eightGpusRunInsideOneRack() {
        test::Scenario rack("llama3-70b", "gb200-nvl72", 8);
        const Plan pp2{4, 2, 1, 1, 1, Recompute::Full};
        const TrainingEstimate onNvlink = rack.estimator().estimate(pp2);
        test::Scenario trays = rack;
        const GpuSpec cut = trayOnly(*rack.s.cluster.gpu);
        trays.s.cluster.gpu = &cut;
        const TrainingEstimate overNetwork = trays.estimator().estimate(pp2);
        QVERIFY(onNvlink.step.pipelineComm < overNetwork.step.pipelineComm);
    }

    // Serving: one replica may span trays up to the rack, and an HGX node still refuses tp 16.
    void servingReplicasSpanTrays() {
        InferenceScenario s;
        s.model = test::catalog().model("llama3-405b");
        const GpuSpec* gb200 = test::catalog().gpu("gb200-nvl72");
        s.cluster = Cluster{gb200, 16, 4, *test::catalog().network(gb200->defaultNetwork)};
        s.job.inputTokens = 1000;
        s.job.outputTokens = 1000;
        s.job.tp = 16;
        s.efficiency = &test::catalog().efficiency("gb200-nvl72");
        s.params = &test::catalog().globals();
        auto rack = estimateInference(s);
        QVERIFY2(rack, rack ? "" : rack.error().c_str());
        QCOMPARE(rack->tp, 16);

        const GpuSpec* h100 = test::catalog().gpu("h100-sxm");
        s.cluster = Cluster{h100, 16, 8, *test::catalog().network(h100->defaultNetwork)};
        s.efficiency = &test::catalog().efficiency("h100-sxm");
        auto hgx = estimateInference(s);
        QVERIFY(!hgx);
        QVERIFY2(hgx.error().find("exceeds the 8 GPUs one fast link joins") != std::string::npos,
                 hgx.error().c_str());
    }
};

QTEST_APPLESS_MAIN(TestNvlinkDomain)
#include "test_nvlink_domain.moc"
