// Speed-ups between precisions and GPU generations against published measurements (issue 14, items 2
// and 3). Each expectation names its source; the bundled calibration is fitted on all published runs.
#include "test_support.h"

#include "core/training/planner.h"

using namespace gpuplan;

namespace {

// Tokens per second of the fastest plan for a pre-training step of `model` on `gpus` x `gpu`.
double throughput(const char* model, const char* gpu, int gpus, core::Precision precision, double params = 0,
                  core::Framework framework = core::Framework::PyTorch) {
    test::Scenario sc(model, gpu, gpus);
    if (params > 0) {
        auto shape = core::deriveShape(params, 0, 0, 0);
        if (!shape)
            qFatal("no shape: %s", shape.error().c_str());
        sc.model = shape.value();
    }
    sc.s.job.precision = precision;
    sc.s.job.framework = framework;
    const core::PlanSearchResult r = core::searchPlans(sc.estimator());
    if (r.best.empty())
        qFatal("%s does not fit on %d x %s", model, gpus, gpu);
    return r.best.front().tokensPerSecond;
}

// llm-foundry's MPT 1B (scripts/train/yamls/pretrain/mpt-1b.yaml): 24 layers of 2048, 16 heads, MLP 4x.
core::ModelSpec mpt1b() {
    core::ModelSpec m = *test::catalog().model("llama2-7b");
    m.id = "mpt-1b";
    m.params = m.activeParams = 1.316e9;
    m.layers = 24;
    m.hidden = 2048;
    m.heads = m.kvHeads = 16;
    m.ffn = 8192;
    m.vocab = 50368;
    m.gatedMlp = false;
    return m;
}

// MFU of MPT 1B on 8 x `gpu` at `seq`, as llm-foundry ran it (FSDP full shard, no recomputation,
// `sequences` per step), with attention computed by `kernel`.
double mpt1bMfu(const char* gpu, int seq, int sequences, core::AttentionKernel kernel) {
    test::Scenario sc("llama2-7b", gpu, 8);
    sc.model = mpt1b();
    sc.model.seqLen = seq;
    sc.s.job.seqLen = seq;
    sc.s.job.globalBatchTokens = static_cast<double>(sequences) * seq;
    sc.s.job.attention = kernel;
    const core::TrainingEstimator est = sc.estimator();
    double best = 0;
    for (int mb : {1, 2, 3, 4, 8, 14, 16, 32, 56, 64}) {
        core::Plan p;
        p.dp = 8;
        p.zero = 3;
        p.microBatch = mb;
        const core::TrainingEstimate e = est.estimate(p);
        if (e.fits)
            best = std::max(best, e.mfu);
    }
    if (best <= 0)
        qFatal("MPT 1B at sequence %d does not fit on 8 x %s", seq, gpu);
    return best;
}

// NVIDIA's dgxc-benchmarking runs NeMo with Transformer Engine: a stack tuned for Hopper.
constexpr core::Framework kTuned = core::Framework::Tuned;

} // namespace

class TestPrecisionSpeedups : public QObject {
    Q_OBJECT
private slots:
    // Same model, same cluster, both precisions, one source each: FP8/BF16 = 1.10 (MPT 1B, seq 8192) to
    // 1.62 (MaxText Llama 2 70B); 1.335 for Llama 3.1 8B on 8 H100 (NVIDIA dgxc-benchmarking 24.09).
    void fp8OverBf16WithinPublishedPairs() {
        const double bf16 = throughput("llama3-8b", "h100-sxm", 8, core::Precision::BF16, 0, kTuned);
        const double fp8 = throughput("llama3-8b", "h100-sxm", 8, core::Precision::FP8, 0, kTuned);
        const double ratio = fp8 / bf16;
        QVERIFY2(ratio >= 1.10 && ratio <= 1.62, qPrintable(QString::number(ratio)));
        // Within 15% of the same source's own pair.
        QVERIFY2(std::fabs(ratio / 1.335 - 1.0) <= 0.15, qPrintable(QString::number(ratio)));
    }

    // What stays in 16 bits under FP8 (attention, casts, activations in memory) weighs less as the
    // model grows, so the gain grows with size (dgxc-benchmarking: 1.34 at 8B, 1.53 at 405B).
    void fp8GainGrowsWithModelSize() {
        const double small = throughput("llama3-8b", "h100-sxm", 8, core::Precision::FP8, 0, kTuned) /
                             throughput("llama3-8b", "h100-sxm", 8, core::Precision::BF16, 0, kTuned);
        const double large = throughput("llama3-405b", "h100-sxm", 576, core::Precision::FP8, 0, kTuned) /
                             throughput("llama3-405b", "h100-sxm", 576, core::Precision::BF16, 0, kTuned);
        QVERIFY2(large > small, qPrintable(QStringLiteral("%1 vs %2").arg(large).arg(small)));
    }

    // FlashAttention-2 and older kernels reach about a third of Hopper's peak (FlashAttention-3 paper), so
    // on H100 MFU falls as attention's share grows with the sequence: llm-foundry measured MPT 1B at
    // 43.21% (sequence 512) and 37.73% (8192), a ratio of 0.873 (README @5e85bd62, H100 BF16 table).
    // With the paper's 35% (llm-foundry's own sweep implies 31%) the estimate keeps most of that fall,
    // within 10%; estimated as fast as the GEMMs (fused kernels) attention would make MFU rise instead.
    // On A100 FlashAttention-2 is about as fast as the GEMMs, so the kernel changes nothing there.
    void flashAttention2LosesOnHopperAsSequencesGrow() {
        using K = core::AttentionKernel;
        const double measured = 37.73 / 43.21;
        const double flash2 =
            mpt1bMfu("h100-sxm", 8192, 96, K::Flash2) / mpt1bMfu("h100-sxm", 512, 1792, K::Flash2);
        QVERIFY2(flash2 < 1.0 && std::fabs(flash2 / measured - 1.0) <= 0.10,
                 qPrintable(QString::number(flash2)));
        const double fused =
            mpt1bMfu("h100-sxm", 8192, 96, K::Fused) / mpt1bMfu("h100-sxm", 512, 1792, K::Fused);
        QVERIFY2(fused > 1.0, qPrintable(QString::number(fused)));
        QCOMPARE(mpt1bMfu("a100-80gb-sxm", 8192, 96, K::Flash2),
                 mpt1bMfu("a100-80gb-sxm", 8192, 96, K::Fused));
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

    // The seed says 1.5-2x for small models on one card; same-code pairs measured 1.95 (llm-foundry, 760M on
    // 8 cards), 2.03 and 1.90 (Lambda, BERT-large and BERT-base fine-tuning on one card). What brings the
    // estimate there is the framework: generic PyTorch (the default) runs the GEMMs on Hopper at a share of
    // what stacks tuned for it reach, fitted on those pairs (pytorch_hopper_matmul_factor). Without it a
    // Llama-shaped 0.5B model came out 2.55x; the tuned framework gives more than the seed's range.
    void smallModelGenerationSpeedup() {
        const double a100 = throughput("llama2-7b", "a100-80gb-sxm", 1, core::Precision::BF16, 0.5e9);
        const double h100 = throughput("llama2-7b", "h100-sxm", 1, core::Precision::BF16, 0.5e9);
        const double ratio = h100 / a100;
        QVERIFY2(ratio >= 1.5 && ratio <= 2.3, qPrintable(QString::number(ratio)));
        const double tuned =
            throughput("llama2-7b", "h100-sxm", 1, core::Precision::BF16, 0.5e9, core::Framework::Tuned);
        QVERIFY2(tuned / a100 > 2.3, qPrintable(QString::number(tuned / a100)));
    }
};

QTEST_GUILESS_MAIN(TestPrecisionSpeedups)
#include "test_precision_speedups.moc"
