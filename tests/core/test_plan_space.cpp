// The wider plan space (issue 14): context parallelism for long sequences, expert parallelism for
// MoE models, partial activation recomputation, and ZeRO-Offload.
#include "test_support.h"

#include "core/training/planner.h"
#include "core/training/training_messages.h"

using namespace gpuplan;

namespace {

core::PlanSearchResult search(const test::Scenario& sc) {
    return core::searchPlans(sc.estimator(), {5, false, false});
}

} // namespace

class TestPlanSpace : public QObject {
    Q_OBJECT
private slots:
    // Across nodes NCCL runs a ring per NIC, so a ring with k members in each node uses k NICs at once.
    // nccl-tests' multi-node all-reduce on H100 SXM with NDR reaches 400-450 GB/s bus bandwidth: the
    // node's eight 50 GB/s NICs together (saturncloud.io/blog/crusoe-nccl-cluster-validation, read
    // 2026-12-01), not one NIC's 50 GB/s.
    void ringAcrossNodesUsesEveryNicOfTheNode() {
        const test::Scenario sc("llama2-70b", "h100-sxm", 64);
        const core::Cluster& c = sc.s.cluster;
        const double nic = c.interNodeBandwidthPerGpu();
        QCOMPARE(c.ringBandwidth(1, 8), c.gpu->intraNodeBandwidth(8)); // one node: NVLink
        QCOMPARE(c.ringBandwidth(8, 8), nic);                          // tp=8: one member per node
        QCOMPARE(c.ringBandwidth(4, 16), 2 * nic);                     // tp=4: two per node
        const double full = c.ringBandwidth(1, 64);                    // eight per node, NVLink-capped
        QCOMPARE(full, std::min(8 * nic, c.gpu->intraNodeBandwidth(8)));
        QVERIFY2(full >= 350e9 && full <= 450e9, qPrintable(QString::number(full)));
    }

    void moeGetsExpertParallelism() {
        // DeepSeek-V3 was pre-trained on 2,048 H800 (arXiv 2412.19437, section 3.1).
        test::Scenario sc("deepseek-v3", "h800-sxm", 2048);
        const core::PlanSearchResult r = search(sc);
        QVERIFY(!r.best.empty());
        const core::Plan& p = r.best.front().plan;
        QVERIFY2(p.ep > 1, qPrintable(QString::fromStdString(core::describePlan(p))));
        QVERIFY(r.best.front().step.expertComm >= 0);
    }

    // A token crosses the network once to each other node holding one of its experts. DeepSeek-V3's 8
    // experts of 256, spread over 8 nodes of 32, reach 8 (1 - C(224,8)/C(256,8)) = 5.3 nodes on
    // average; its routing sends a token to at most 4 (topk_group 4 of n_group 8; arXiv 2412.19437
    // section 3.2.2). Inside one node the limit changes nothing. The paper's own layout (section 3.2):
    // 16-way pipeline, 64-way expert parallelism over 8 nodes, ZeRO-1, no tensor parallelism.
    void nodeLimitedRoutingCapsTheNodesATokenReaches() {
        test::Scenario limited("deepseek-v3", "h800-sxm", 2048);
        QCOMPARE(limited.model.routeNodes, 4);
        QCOMPARE(limited.model.topK, 8);
        limited.s.job.globalBatchTokens = 15360.0 * 4096; // section 4.2's batch, 15,360 sequences
        test::Scenario unlimited(limited);
        unlimited.model.routeNodes = 0;
        core::Plan p;
        p.pp = 16;
        p.dp = 128;
        p.zero = 1;
        p.recompute = core::Recompute::Full;
        auto allToAll = [&p](const test::Scenario& sc) { return sc.estimator().estimate(p).step.expertComm; };
        // Unhidden (no pipeline to hide it behind), to compare the volumes themselves.
        p.pp = 1;
        p.dp = 2048;
        p.ep = 64; // eight nodes
        QVERIFY(allToAll(unlimited) > 0);
        double missed = 1.0; // a node holding 32 of the 256 experts gets none of a token's 8
        for (int i = 0; i < 8; ++i)
            missed *= (224.0 - i) / (256.0 - i);
        const double reached = 8 * (1 - missed);
        QVERIFY(reached > 5.2 && reached < 5.4);
        QCOMPARE(allToAll(limited) / allToAll(unlimited), 4 / reached);
        p.ep = 8; // one node: NVLink carries every copy either way
        QVERIFY(allToAll(unlimited) > 0);
        QCOMPARE(allToAll(limited), allToAll(unlimited));
    }

    void denseNeverGetsExpertParallelism() {
        test::Scenario sc("llama3-70b", "h100-sxm", 256);
        const core::PlanSearchResult r = core::searchPlans(sc.estimator(), {50, false, false});
        QVERIFY(!r.best.empty());
        for (const core::TrainingEstimate& e : r.best)
            QCOMPARE(e.plan.ep, 1);
        core::Plan forced = r.best.front().plan;
        forced.ep = 2;
        QCOMPARE(sc.estimator().estimate(forced).issue, core::PlanIssue::ExpertParallelInvalid);
    }

    void fullFinetune70BOnEightA100NeedsOffload() {
        test::Scenario sc("llama3-70b", "a100-80gb-sxm", 8);
        sc.s.job.method = core::Method::FullFinetune;
        const core::TrainingEstimator est = sc.estimator();
        bool anyWithout = false;
        core::enumeratePlans(est, true, [&](const core::TrainingEstimate& e) {
            if (e.usable() && e.plan.offload == core::Offload::None)
                anyWithout = true;
        });
        QVERIFY2(!anyWithout, "a 70B full fine-tune should not fit on 8 A100 80GB without offload");
        QVERIFY(search(sc).best.empty()); // offloading is opt-in
        core::PlanSearchOptions offload{5, false, false};
        offload.offloadWhenNothingFits = true;
        const core::PlanSearchResult r = core::searchPlans(est, offload);
        QVERIFY(!r.best.empty());
        const core::TrainingEstimate& best = r.best.front();
        QVERIFY(best.plan.offload != core::Offload::None);
        QVERIFY(best.step.offload > 0);
        QVERIFY(best.hostBytesPerNode > 0 && best.hostBytesPerNode <= sc.s.cluster.hostMemoryPerNode);
        // Too little host memory: nothing fits.
        sc.s.cluster.hostMemoryPerNode = 256e9;
        QVERIFY(core::searchPlans(sc.estimator(), offload).best.empty());
    }

    void longSequenceGetsContextParallelism() {
        test::Scenario sc("llama3-405b", "h100-sxm", 16384);
        sc.s.job.seqLen = 131072;
        const core::PlanSearchResult r = search(sc);
        QVERIFY(!r.best.empty());
        QVERIFY2(r.best.front().plan.cp > 1,
                 qPrintable(QString::fromStdString(core::describePlan(r.best.front().plan))));

        test::Scenario shortSeq("llama3-8b", "h100-sxm", 8);
        shortSeq.s.job.seqLen = 4096;
        const core::PlanSearchResult s = search(shortSeq);
        QVERIFY(!s.best.empty());
        QCOMPARE(s.best.front().plan.cp, 1);
    }

    void contextParallelDividesActivations() {
        test::Scenario sc("llama3-70b", "h100-sxm", 64);
        sc.s.job.seqLen = 32768;
        const core::TrainingEstimator est = sc.estimator();
        core::Plan one{8, 8, 1, 1, 1, core::Recompute::None, false, 1};
        core::Plan two = one;
        two.pp = 4;
        two.cp = 2;
        const core::TrainingEstimate a = est.estimate(one);
        const core::TrainingEstimate b = est.estimate(two);
        QCOMPARE(b.issue == core::PlanIssue::None || b.issue == core::PlanIssue::OutOfMemory, true);
        // Half the sequence per GPU, twice the layers per stage: the per-layer activations halve.
        const double perLayerA = a.memory.activations / est.layersPerStage(one);
        const double perLayerB = b.memory.activations / est.layersPerStage(two);
        QVERIFY(perLayerB < 0.6 * perLayerA);
        QCOMPARE(b.plan.gpus(), 64);
    }

    void partialRecomputationInterpolates() {
        test::Scenario sc("llama3-70b", "h100-sxm", 64);
        const core::TrainingEstimator est = sc.estimator();
        core::Plan p{8, 8, 1, 1, 1, core::Recompute::Full, false, 1};
        const int perStage = est.layersPerStage(p);
        double lastMemory = 1e300;
        double lastTime = 0;
        for (int k = 1; k <= perStage; ++k) {
            p.recomputeLayers = k;
            const core::TrainingEstimate e = est.estimate(p);
            QVERIFY(e.memory.total() < lastMemory);
            QVERIFY(e.step.total() > lastTime);
            lastMemory = e.memory.total();
            lastTime = e.step.total();
        }
        p.recomputeLayers = 0; // all of them
        QCOMPARE(est.estimate(p).memory.total(), lastMemory);
        p.recomputeLayers = perStage + 1;
        QCOMPARE(est.estimate(p).issue, core::PlanIssue::RecomputeLayersInvalid);
    }

    void plannerPicksFewestRecomputedLayersThatFit() {
        test::Scenario sc("llama3-70b", "h100-sxm", 64);
        sc.s.job.seqLen = 16384;
        const core::TrainingEstimator est = sc.estimator();
        core::Plan p{8, 8, 1, 1, 0, core::Recompute::Full, false, 1};
        const int k = est.fewestRecomputedLayersThatFit(p);
        QVERIFY(k > 0);
        p.recomputeLayers = k;
        QVERIFY(est.estimate(p).fits);
        if (k > 1) {
            p.recomputeLayers = k - 1;
            QVERIFY(!est.estimate(p).fits);
        }
        // The default search visits that count.
        bool visited = false;
        core::enumeratePlans(est, false, [&](const core::TrainingEstimate& e) {
            const core::Plan& q = e.plan;
            if (q.tp == 8 && q.pp == 8 && q.cp == 1 && q.dp == 1 && q.microBatch == 1 && q.zero == 0 &&
                q.vpp == 1 && q.recompute == core::Recompute::Full && q.offload == core::Offload::None &&
                q.recomputeLayers == (k < est.layersPerStage(q) ? k : 0))
                visited = true;
        });
        QVERIFY(visited);
    }
};

QTEST_GUILESS_MAIN(TestPlanSpace)
#include "test_plan_space.moc"
