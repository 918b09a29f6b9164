// Accelerators that are not GPUs (issue 31, item 4): Google's TPU v6e and TPU7x, AWS Trainium2 and Trainium3,
// Huawei's Ascend 910C. Each row's figures are the ones its note quotes; their fabrics (TPU ICI, NeuronLink,
// Huawei's Unified Bus) span hosts as an NVLink switch does; they go through the same estimator, warned as
// uncalibrated; and where the board power is not published, owning one is refused by name, never guessed.
#include "test_support.h"

#include "core/planning/scenario_cost.h"

using namespace gpuplan;
using namespace gpuplan::core;

namespace {

const GpuSpec& gpu(const char* id) {
    const GpuSpec* g = test::catalog().gpu(id);
    if (!g)
        qFatal("no %s in the bundled catalog", id);
    return *g;
}

bool quotes(const GpuSpec& g, const char* text) {
    return g.verification.find(text) != std::string::npos;
}

Scenario pretrainOn(const char* id, int count) {
    return test::pretrainScenario(id, count, "llama3-8b", 1e10);
}

} // namespace

class TestAccelerators : public QObject {
    Q_OBJECT
private slots:
    // The figures equal what each note quotes from its source (Google's and AWS's documentation, Huawei's
    // paper through a summary), with the units converted (GiB to GB, a bidirectional link halved per
    // direction).
    void rowsMatchTheirNotes() {
        const GpuSpec& v6e = gpu("tpu-v6e");
        QCOMPARE(v6e.peak[index(Precision::BF16)], 918e12);
        QCOMPARE(v6e.peak[index(Precision::INT8)], 1836e12);
        QVERIFY(quotes(v6e, "(bf16) 918 TFLOPs, (Int8) 1836 TOPs"));
        QCOMPARE(v6e.memoryBytes, 32e9);
        QCOMPARE(v6e.memoryBandwidth, 1.6e12);
        QVERIFY(quotes(v6e, "HBM bandwidth per chip 1600 GBps"));
        QCOMPARE(v6e.link, LinkType::TpuIci);
        QCOMPARE(v6e.linkBandwidth, 400e9);
        QVERIFY(quotes(v6e, "800 GBps over 4 ports -> 400 per direction"));
        QCOMPARE(v6e.linkDomain, 256);
        QVERIFY(!v6e.supports(Precision::FP8)); // the same rate as BF16: no FP8 speed-up to model

        const GpuSpec& ironwood = gpu("tpu7x");
        QCOMPARE(ironwood.peak[index(Precision::FP8)], 4614e12);
        QCOMPARE(ironwood.peak[index(Precision::BF16)], 2307e12);
        QVERIFY(quotes(ironwood, "BF16 2307 TFLOPs, FP8 4614 TFLOPs"));
        QCOMPARE(ironwood.memoryBytes, 206e9); // 192 GiB
        QCOMPARE(ironwood.linkBandwidth, 600e9);
        QVERIFY(quotes(ironwood, "1200 GBps -> 600 per direction"));

        const GpuSpec& trn2 = gpu("trainium2");
        QCOMPARE(trn2.peak[index(Precision::FP8)], 1299e12);
        QCOMPARE(trn2.peak[index(Precision::BF16)], 667e12);
        QVERIFY(quotes(trn2, "1,299 FP8 TFLOPS, 667 BF16/FP16/TF32 TFLOPS"));
        QCOMPARE(trn2.memoryBandwidth, 2.9e12);
        QCOMPARE(trn2.defaultGpusPerNode, 16);

        const GpuSpec& trn3 = gpu("trainium3");
        QCOMPARE(trn3.peak[index(Precision::FP8)], 2517e12);
        QCOMPARE(trn3.peak[index(Precision::FP4)], 2517e12); // MXFP4 at the MXFP8 rate
        QVERIFY(quotes(trn3, "2,517 MXFP8/MXFP4 TFLOPS, 671 BF16/FP16/TF32 TFLOPS"));
        QCOMPARE(trn3.memoryBandwidth, 4.9e12);

        const GpuSpec& ascend = gpu("ascend-910c");
        QCOMPARE(ascend.peak[index(Precision::BF16)], 752e12);
        QVERIFY(quotes(ascend, "752 TFLOPS FP16/BF16 per package, 128 GB on-package HBM, 3.2 TB/s"));
        QCOMPARE(ascend.linkBandwidth, 392e9);
        QVERIFY(quotes(ascend, "392 GB/s of unidirectional UB bandwidth"));
        QVERIFY(!ascend.supports(Precision::FP8));

        for (const char* id : {"tpu-v6e", "tpu7x", "trainium2", "trainium3", "ascend-910c"}) {
            QVERIFY2(gpu(id).unverified, id);
            QCOMPARE(gpu(id).tdpWatts, 0.0); // not published: left blank
            QVERIFY2(quotes(gpu(id), "NOT PUBLISHED: board power"), id);
            QVERIFY2(quotes(gpu(id), "NOT MODELLED"), id);
        }
    }

    // The fabrics join hosts: a TPU pod of 256 on hosts of 8, CloudMatrix's 384 on nodes of 8, Trainium3's
    // UltraServer of 64 on servers of 16; none is a rack that is bought whole.
    void fabricsSpanHosts() {
        QCOMPARE(gpu("tpu-v6e").scaleUpGpus(8), 256);
        QCOMPARE(gpu("tpu7x").scaleUpGpus(4), 9216);
        QCOMPARE(gpu("trainium2").scaleUpGpus(16), 16);
        QCOMPARE(gpu("trainium3").scaleUpGpus(16), 64);
        QCOMPARE(gpu("ascend-910c").scaleUpGpus(8), 384);
        for (const char* id : {"tpu-v6e", "tpu7x", "trainium2", "trainium3", "ascend-910c"})
            QVERIFY2(!gpu(id).soldByRack(), id);
        const Cluster pod{&gpu("tpu-v6e"), 512, 8, *test::catalog().network("dcn-100g")};
        QCOMPARE(pod.groupBandwidth(64), 400e9);   // ICI across 8 hosts
        QCOMPARE(pod.groupBandwidth(512), 12.5e9); // beyond the pod: the data center network
    }

    // Each trains through the same estimator, warned as uncalibrated; owning one is refused naming the card,
    // since its energy would be a guess.
    void theyEstimateAndRefuseOwning() {
        for (const auto& [id, count] :
             {std::pair{"tpu-v6e", 8}, std::pair{"tpu7x", 8}, std::pair{"trainium2", 16},
              std::pair{"trainium3", 16}, std::pair{"ascend-910c", 8}}) {
            const Scenario s = pretrainOn(id, count);
            const ScenarioEstimate e = estimateScenario(s, test::catalog());
            QVERIFY2(e.ok, (std::string(id) + ": " + englishText(e.problem)).c_str());
            QVERIFY2(e.wallSeconds > 0 && e.mfu > 0 && e.mfu < 1, id);
            bool uncalibrated = false;
            for (const Message& w : e.warnings)
                uncalibrated = uncalibrated || w.id == MessageId::WarningUncalibratedGpu;
            QVERIFY2(uncalibrated, id);
            ScenarioPrices p;
            p.region = p.tariff = test::region("us-east", "US East", "美国东部", "USD", 0.1);
            PriceRecord server;
            server.gpuId = id;
            server.kind = PriceKind::Purchase;
            server.unit = PriceUnit::OneOff;
            server.gpusPerMachine = count;
            server.amount = Money::parse("100000", "USD").value();
            p.purchase = server;
            const ScenarioCost c = costScenario(s, e, p, ExchangeRates());
            QVERIFY(!c.buyKnown);
            QCOMPARE(englishText(c.buyProblem), gpu(id).name +
                                                    "'s board power is not published: owning it is not "
                                                    "costed (enter its power in the catalog)");
        }
    }

    // FP4 serves on Trainium3 (MXFP4) and is refused on Trainium2, naming what it has.
    void fp4OnTheTrainiumThatHasIt() {
        Scenario s = pretrainOn("trainium3", 16);
        s.kind = ScenarioKind::Inference;
        s.precision = "fp4";
        s.modelId = "llama3-70b";
        s.inputTokens = 1000;
        s.outputTokens = 200;
        const ScenarioEstimate served = estimateScenario(s, test::catalog());
        QVERIFY2(served.ok, englishText(served.problem).c_str());
        s.gpuId = "trainium2";
        const ScenarioEstimate refused = estimateScenario(s, test::catalog());
        QVERIFY(!refused.ok);
        QVERIFY2(englishText(refused.problem)
                         .find("has no fp4 tensor cores (it has fp32, tf32, bf16, fp16, fp8)") !=
                     std::string::npos,
                 englishText(refused.problem).c_str());
    }

    // A blank board power and the new links read and write back; a negative power is refused.
    void blankPowerAndNewLinksRoundTrip() {
        for (const char* id : {"tpu-v6e", "trainium3", "ascend-910c"}) {
            auto back = parseGpuCsv(writeGpuCsv({gpu(id)}));
            QVERIFY2(back, id);
            QCOMPARE(back->front().tdpWatts, 0.0);
            QCOMPARE(back->front().link, gpu(id).link);
        }
        GpuSpec negative = gpu("tpu-v6e");
        negative.tdpWatts = -1;
        auto refused = validateGpu(negative);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("power must be positive, or blank where it is not published") !=
                     std::string::npos,
                 refused.error().c_str());
    }
};

QTEST_GUILESS_MAIN(TestAccelerators)
#include "test_accelerators.moc"
