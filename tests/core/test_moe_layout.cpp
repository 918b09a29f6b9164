// How a mixture of experts is laid out and what it costs (issue 30): expert parallelism folded over
// the tensor-parallel ranks, the all-to-all that crosses the network once per node, the activations
// of k experts, the overlap a published run states, and the calibration rows that carry them.
#include "test_support.h"

#include "core/calibration/calibration.h"
#include "core/calibration/inference_calibration.h"
#include "core/training/training_messages.h"

#include <cmath>

using namespace gpuplan;

namespace {

core::Plan deepSeekPlan(int ep) {
    core::Plan p;
    p.tp = 2;
    p.pp = 8;
    p.dp = 32;
    p.ep = ep;
    p.zero = 1;
    p.recompute = core::Recompute::Full;
    return p;
}

} // namespace

class TestMoeLayout : public QObject {
    Q_OBJECT
private slots:
    // dgxc-benchmarking's DeepSeek-V3 on 512 H100: TP2 PP8 EP64 DP32 with expert tensor parallelism 1
    // (deepseek_v3/pretraining/launch.sh @1f6d9f40: ETP=1). Sixty-four expert ranks are more than the 32
    // data-parallel ranks: the expert group takes the tensor-parallel ranks too, each expert whole on one
    // GPU (Megatron-Core's MoE parallel folding, arXiv 2504.14960).
    void expertParallelismFoldsOverTheTensorRanks() {
        test::Scenario sc("deepseek-v3", "h100-sxm", 512);
        sc.s.job.globalBatchTokens = 4096.0 * 4096;
        const core::TrainingEstimator est = sc.estimator();
        const core::ModelSpec& m = sc.model;
        const double routed = m.routedExpertParams();
        const double stage = 8.0 / 61; // ceil(61 / 8) layers of 61

        const core::Plan folded = deepSeekPlan(64);
        QCOMPARE(folded.expertTp(), 1);
        QCOMPARE(folded.expertDp(), 1);
        const core::TrainingEstimate e = est.estimate(folded);
        QVERIFY2(e.issue == core::PlanIssue::None, qPrintable(QString::number(int(e.issue))));
        QCOMPARE(e.memory.weights, ((m.params - routed) * stage / 2 + routed * stage / 64) * 2.0);

        // Sixteen expert ranks fit in the 32 data-parallel ranks: experts split over tp like attention.
        const core::Plan inside = deepSeekPlan(16);
        QCOMPARE(inside.expertTp(), 2);
        QCOMPARE(inside.expertDp(), 2);
        QCOMPARE(est.estimate(inside).memory.weights,
                 ((m.params - routed) * stage / 2 + routed * stage / (16 * 2)) * 2.0);

        // 128 ranks are more than the 64 of tp x dp x cp.
        const core::TrainingEstimate tooMany = est.estimate(deepSeekPlan(128));
        QCOMPARE(tooMany.issue, core::PlanIssue::ExpertParallelInvalid);
        const std::string why = core::explainIssue(est, tooMany);
        QVERIFY2(why.find("tp x dp x cp = 64") != std::string::npos, why.c_str());
    }

    // Copies of a token that leave its GPU. Inside a node every expert on another GPU gets its own copy.
    // Across n nodes the token crosses once to each other node holding one of its k experts: a node with
    // E/n experts misses all k with probability C(E - E/n, k) / C(E, k).
    void allToAllCopiesByHand() {
        const core::ModelSpec& qwen = *test::catalog().model("qwen3-235b-a22b");
        QCOMPARE(qwen.experts, 128);
        QCOMPARE(qwen.topK, 8);
        QCOMPARE(qwen.expertCopiesPerToken(8, 1), 8 * 7.0 / 8);
        QCOMPARE(qwen.expertCopiesPerToken(1, 1), 0.0);
        double missed = 1;
        for (int i = 0; i < 8; ++i)
            missed *= (96.0 - i) / (128.0 - i);
        QCOMPARE(qwen.expertCopiesPerToken(32, 4), 4 * (1 - missed) * 3 / 4);
        QVERIFY(qwen.expertCopiesPerToken(32, 4) < 3); // against 8 x 31/32 copies sent one by one

        // DeepSeek-V3's node-limited routing: at most 4 nodes, whatever the spread.
        const core::ModelSpec& dsv3 = *test::catalog().model("deepseek-v3");
        QCOMPARE(dsv3.expertCopiesPerToken(64, 8), 4 * 7.0 / 8);
    }

    // Korthikanti et al.'s 34 bytes per hidden unit for a dense layer; a MoE layer keeps its MLP's share
    // for each of a token's k experts at their width, with the token's copy and the expert's output.
    void activationsOfKExpertsByHand() {
        QCOMPARE(core::activationBytesPerHidden(*test::catalog().model("llama3-70b")), 34.0);
        const core::ModelSpec& m = *test::catalog().model("deepseek-v3");
        const double h = 7168;
        const double moeMlp = 3 + 8 * (2 + 4 * 2048 / h + 2) + 4 * 2048 / h;
        const double moeLayer = 34 - 19 + moeMlp;
        QCOMPARE(core::activationBytesPerHidden(m), (58 * moeLayer + 3 * 34) / 61);
        QVERIFY(core::activationBytesPerHidden(m) > 55); // 1.7 times a dense layer's
    }

    // A stack that does not overlap the all-to-all with another micro-batch's compute pays all of it.
    void expertOverlapIsTheJobsSetting() {
        test::Scenario sc("deepseek-v3", "h100-sxm", 512);
        sc.s.job.globalBatchTokens = 4096.0 * 4096;
        const core::Plan p = deepSeekPlan(64);
        const core::TrainingEstimate hidden = sc.estimator().estimate(p);
        sc.s.job.expertCommOverlap = false;
        const core::TrainingEstimate exposed = sc.estimator().estimate(p);
        QVERIFY(exposed.step.expertComm > 0);
        QCOMPARE(hidden.step.expertComm, std::max(0.0, exposed.step.expertComm - exposed.step.compute));
        QVERIFY(exposed.tokensPerSecond < hidden.tokensPerSecond);
    }

    // The calibration files carry what a MoE run states: the interleaving, whether the all-to-all was
    // overlapped, rows compared only; serving rows their expert and latent-attention layout.
    void calibrationRowsCarryTheMoeSetup() {
        const std::string runs =
            "id,model,params,active_params,layers,hidden,heads,kv_heads,ffn,vocab,seq,gated_mlp,gpu,"
            "gpu_count,network,precision,metric,reported,kind,source,experts,top_k,moe_layers,ep,expert_ffn,"
            "head_dim,vpp,ep_overlap,fit\n"
            "Q,Qwen3,235B,22B,94,4096,64,4,12288,151936,4096,yes,h100-sxm,256,ib-ndr,bf16,tokens_per_gpu_s,"
            "1663,benchmark,test,128,8,94,32,1536,128,4,no,no\n";
        auto parsed = core::parsePublishedRuns(runs);
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().c_str());
        const core::PublishedRun& r = parsed->front();
        QCOMPARE(r.vpp.value_or(0), 4);
        QCOMPARE(r.ep.value_or(0), 32);
        QVERIFY(!r.job.expertCommOverlap);
        QVERIFY(!r.fitted);
        QCOMPARE(r.model.headDim(), 128);
        QCOMPARE(r.model.expertWidth(), 1536);

        const std::string serving =
            "id,model,params,active_params,layers,hidden,heads,kv_heads,ffn,vocab,gated_mlp,gpu,gpu_count,tp,"
            "ep,precision,batch,input_tokens,output_tokens,reported,per,fit,source,experts,top_k,moe_layers,"
            "expert_ffn,shared_expert_ffn,q_lora_rank,kv_lora_rank,rope_head_dim,nope_head_dim,v_head_dim\n"
            "D,DeepSeek-R1,671B,37B,61,7168,128,128,18432,129280,yes,h200-sxm,8,1,8,fp8,1024,1024,2048,11489,"
            "system,no,test,256,8,58,2048,2048,1536,512,64,128,128\n";
        auto inference = core::parsePublishedInference(serving);
        QVERIFY2(inference.ok(), inference.ok() ? "" : inference.error().c_str());
        const core::PublishedInference& d = inference->front();
        QCOMPARE(d.job.ep, 8);
        QCOMPARE(d.job.batch, 1024);
        QVERIFY(d.model.isMla() && d.model.hasExpertLayout());
        QCOMPARE(d.model.activeParams, 37e9);
        // Its stated batch is kept: memory holds 1,024 requests over the eight expert ranks.
        const core::InferenceCalibrationReport report =
            core::evaluateInferenceCalibration(test::catalog(), *inference);
        QVERIFY2(report.rows.front().estimated, report.rows.front().problem.c_str());
        QCOMPARE(report.rows.front().detail.batch, 1024);

        // A figure that is not a number is refused, naming the column.
        std::string bad = serving;
        bad.replace(bad.find(",1,8,fp8"), 8, ",1,x,fp8");
        auto refused = core::parsePublishedInference(bad);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().find("ep") != std::string::npos, refused.error().c_str());
    }
};

QTEST_GUILESS_MAIN(TestMoeLayout)
#include "test_moe_layout.moc"
