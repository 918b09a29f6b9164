// The bundled catalog: every GPU the command line promises, with the datasheet figures of
// shared/data/gpu_specs.csv, and clear refusals of malformed catalog files.
#include "test_support.h"

#include "core/catalog/catalog.h"
#include "core/catalog/model_shape.h"

using namespace gpuplan;

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void everyPromisedGpuIsThere() {
        const QStringList ids = {QStringLiteral("a10"),
                                 QStringLiteral("a100-40gb-pcie"),
                                 QStringLiteral("a100-80gb-pcie"),
                                 QStringLiteral("a100-40gb-sxm"),
                                 QStringLiteral("a100-80gb-sxm"),
                                 QStringLiteral("h100-pcie"),
                                 QStringLiteral("h100-sxm"),
                                 QStringLiteral("h100-nvl"),
                                 QStringLiteral("h200-sxm"),
                                 QStringLiteral("h800-sxm"),
                                 QStringLiteral("a800-80gb-pcie"),
                                 QStringLiteral("l40s"),
                                 QStringLiteral("l4"),
                                 QStringLiteral("b200"),
                                 QStringLiteral("mi300x")};
        for (const QString& id : ids) {
            const core::GpuSpec* g = test::catalog().gpu(id.toStdString());
            QVERIFY2(g, qPrintable(id));
            QVERIFY2(!g->source.empty(), qPrintable(id + QStringLiteral(" has no source")));
            QVERIFY(g->memoryBytes > 0 && g->memoryBandwidth > 0 && g->tdpWatts > 0);
            QVERIFY(g->supports(core::Precision::BF16));
        }
    }

    void datasheetFigures_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("memoryGb");
        QTest::addColumn<double>("bandwidthTbps");
        QTest::addColumn<double>("bf16Tflops");
        QTest::addColumn<double>("fp8Tflops");
        QTest::addColumn<double>("tdp");
        // Figures copied from shared/data/gpu_specs.csv.
        QTest::newRow("A100 80GB SXM") << "a100-80gb-sxm" << 80.0 << 2.039 << 312.0 << 0.0 << 400.0;
        QTest::newRow("H100 SXM") << "h100-sxm" << 80.0 << 3.35 << 989.5 << 1979.0 << 700.0;
        QTest::newRow("H200 SXM") << "h200-sxm" << 141.0 << 4.8 << 989.5 << 1979.0 << 700.0;
        QTest::newRow("L40S") << "l40s" << 48.0 << 0.864 << 362.0 << 733.0 << 350.0;
        QTest::newRow("L4") << "l4" << 24.0 << 0.3 << 121.0 << 242.5 << 72.0;
        QTest::newRow("B200") << "b200" << 180.0 << 7.7 << 2250.0 << 4500.0 << 1000.0;
        QTest::newRow("MI300X") << "mi300x" << 192.0 << 5.3 << 1307.4 << 2614.9 << 750.0;
    }
    void datasheetFigures() {
        QFETCH(QString, id);
        QFETCH(double, memoryGb);
        QFETCH(double, bandwidthTbps);
        QFETCH(double, bf16Tflops);
        QFETCH(double, fp8Tflops);
        QFETCH(double, tdp);
        const core::GpuSpec* g = test::catalog().gpu(id.toStdString());
        QVERIFY(g);
        QCOMPARE(g->memoryBytes, memoryGb * 1e9);
        QCOMPARE(g->memoryBandwidth, bandwidthTbps * 1e12);
        QCOMPARE(g->peak[core::index(core::Precision::BF16)], bf16Tflops * 1e12);
        QCOMPARE(g->peak[core::index(core::Precision::FP8)], fp8Tflops * 1e12);
        QCOMPARE(g->tdpWatts, tdp);
    }

    void linksPerDirection() {
        // NVLink 3 300 GB/s, NVLink 4 450, H800 200 per direction; PCIe-only cards have a domain of one.
        QCOMPARE(test::catalog().gpu("a100-80gb-sxm")->linkBandwidth, 300e9);
        QCOMPARE(test::catalog().gpu("h100-sxm")->linkBandwidth, 450e9);
        QCOMPARE(test::catalog().gpu("h800-sxm")->linkBandwidth, 200e9);
        const core::GpuSpec* a10 = test::catalog().gpu("a10");
        QCOMPARE(a10->linkDomain, 1);
        QCOMPARE(a10->intraNodeBandwidth(2), a10->pcieBandwidth);
        QVERIFY(!a10->supports(core::Precision::FP8));
    }

    void unverifiedFiguresAreMarked() {
        QVERIFY(test::catalog().gpu("h800-sxm")->unverified);
        QVERIFY(test::catalog().gpu("a800-80gb-pcie")->unverified);
        QVERIFY(!test::catalog().gpu("h100-sxm")->unverified);
    }

    // Every preset's shape counts its published total within 2% (issue 30); the earlier generations
    // are kept and marked so.
    void presetsMatchTheirShapes() {
        QVERIFY(test::catalog().models().size() >= 25);
        for (const core::ModelSpec& m : test::catalog().models()) {
            const core::ParamCount counted = core::countParams(m);
            QVERIFY2(std::abs(counted.total / m.params - 1) < 0.02,
                     qPrintable(QStringLiteral("%1: the shape counts %2")
                                    .arg(QString::fromStdString(m.id))
                                    .arg(counted.total)));
            QVERIFY2(!m.source.empty(), m.id.c_str());
        }
        for (const char* id : {"llama2-7b", "llama2-70b", "qwen-72b", "mixtral-8x7b"})
            QVERIFY2(test::catalog().model(id)->earlierGeneration, id);
        for (const char* id : {"deepseek-v3", "qwen3-235b-a22b", "gpt-oss-120b", "llama3-70b"})
            QVERIFY2(!test::catalog().model(id)->earlierGeneration, id);
        const core::ModelSpec* ds = test::catalog().model("deepseek-v3");
        QCOMPARE(ds->params, 671e9);
        QCOMPARE(ds->activeParams, 37e9);
        // Its dense layers and its experts are told apart, no more "9 x 2048".
        QCOMPARE(ds->ffn, 18432);
        QCOMPARE(ds->expertFfn, 2048);
        QCOMPARE(ds->sharedExpertFfn, 2048);
        QCOMPARE(ds->kvLoraRank, 512);
    }

    void malformedCatalogsAreRefused_data() {
        QTest::addColumn<QString>("csv");
        QTest::addColumn<QString>("fragment");
        const QString header = QStringLiteral("id,name,memory_gb,mem_bw_tbps,bf16_tflops,tdp_w,link,link_"
                                              "gbps_per_dir,link_domain,pcie_gbps_per_dir,"
                                              "gpus_per_node,network\n");
        QTest::newRow("empty") << QString() << "empty";
        QTest::newRow("missing column") << QStringLiteral("id,name\nx,y\n") << "missing column 'memory_gb'";
        QTest::newRow("negative") << header + QStringLiteral("x,X,-80,2,312,400,pcie,25,1,25,8,ib-hdr\n")
                                  << "negative";
        QTest::newRow("not a number")
            << header + QStringLiteral("x,X,eighty,2,312,400,pcie,25,1,25,8,ib-hdr\n")
            << "line 2, column 'memory_gb'";
        QTest::newRow("unknown link")
            << header + QStringLiteral("x,X,80,2,312,400,warp,25,1,25,8,ib-hdr\n") << "unknown link";
        QTest::newRow("ragged") << header + QStringLiteral("x,X,80\n") << "fields";
        QTest::newRow("open quote") << header + QStringLiteral("\"x,X,80\n") << "quoted field";
        // Found by fuzzing: counts beyond an int overflowed the conversion.
        QTest::newRow("huge node") << header + QStringLiteral("x,X,80,2,312,400,pcie,25,1,25,3p,ib-hdr\n")
                                   << "column 'gpus_per_node': not a whole number of a sensible size";
        QTest::newRow("fractional domain")
            << header + QStringLiteral("x,X,80,2,312,400,pcie,25,1.5,25,8,ib-hdr\n")
            << "column 'link_domain'";
        // Found by fuzzing: a header whose "source" was mangled let GPUs without a source in, which the
        // catalog editor would refuse. A file meets the editor's rules.
        QTest::newRow("no source") << header + QStringLiteral("x,X,80,2,312,400,pcie,25,1,25,8,ib-hdr\n")
                                   << "line 2: say where the figures come from (source)";
        QTest::newRow("no 16-bit figure")
            << QString(header).replace(QLatin1String("network\n"), QLatin1String("network,source\n")) +
                   QStringLiteral("x,X,80,2,,400,pcie,25,1,25,8,ib-hdr,datasheet\n")
            << "line 2: a GPU for LLM work needs a BF16 or FP16 figure";
        QTest::newRow("upper-case id")
            << QString(header).replace(QLatin1String("network\n"), QLatin1String("network,source\n")) +
                   QStringLiteral("X1,X,80,2,312,400,pcie,25,1,25,8,ib-hdr,datasheet\n")
            << "line 2: a GPU id is lower-case";
    }
    void presetCountsMustBeWholeAndFit() {
        auto r = core::parseModelCsv("id,name,params,layers,hidden,heads,kv_heads,ffn,vocab,seq,source\n"
                                     "m,M,7e9,3p,4096,32,32,11008,32000,4096,test\n");
        QVERIFY(!r.ok());
        QVERIFY2(
            QString::fromStdString(r.error()).contains(QLatin1String("layers '3p' is not a whole number")),
            r.error().c_str());
    }
    void malformedCatalogsAreRefused() {
        QFETCH(QString, csv);
        QFETCH(QString, fragment);
        auto r = core::parseGpuCsv(csv.toStdString());
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error()).contains(fragment), r.error().c_str());
    }

    void unknownIdsListTheKnownOnes() {
        const QString msg = QString::fromStdString(test::catalog().unknownGpuMessage("h1000"));
        QVERIFY(msg.contains(QLatin1String("unknown GPU 'h1000'")));
        QVERIFY(msg.contains(QLatin1String("h100-sxm")));
    }

    void gpusWrittenBackReadTheSame() {
        const core::Catalog& c = test::catalog();
        auto again = core::parseGpuCsv(core::writeGpuCsv(c.gpus()));
        QVERIFY2(again, again ? "" : again.error().c_str());
        QCOMPARE(again->size(), c.gpus().size());
        for (std::size_t i = 0; i < again->size(); ++i) {
            const core::GpuSpec& a = (*again)[i];
            const core::GpuSpec& b = c.gpus()[i];
            QCOMPARE(a.id, b.id);
            QCOMPARE(a.source, b.source);
            QCOMPARE(a.unverified, b.unverified);
            QVERIFY(qFuzzyCompare(a.memoryBandwidth, b.memoryBandwidth));
            for (std::size_t p = 0; p < core::kPrecisionCount; ++p)
                QVERIFY(qFuzzyCompare(1 + a.peak[p], 1 + b.peak[p]));
            QCOMPARE(a.link, b.link);
            QCOMPARE(a.migInstances, b.migInstances);
        }
    }

    void editingTheCatalogsGpus() {
        core::Catalog c = test::catalog();
        core::GpuSpec g = *c.gpu("h100-sxm");
        g.id = "h100-sxm-custom";
        g.name = "H100 (our quote)";
        g.tdpWatts = 650;
        QVERIFY(c.putGpu(g));
        QCOMPARE(c.gpu("h100-sxm-custom")->tdpWatts, 650.0);
        QCOMPARE(c.gpus().size(), test::catalog().gpus().size() + 1);
        g.tdpWatts = 700; // same id: replaced, not added
        QVERIFY(c.putGpu(g));
        QCOMPARE(c.gpu("h100-sxm-custom")->tdpWatts, 700.0);
        QVERIFY(!c.calibrated("h100-sxm-custom"));
        QVERIFY(c.removeGpu("h100-sxm-custom"));
        QVERIFY(!c.gpu("h100-sxm-custom"));

        // Bad entries are refused with the reason, the catalog unchanged.
        const std::pair<std::function<void(core::GpuSpec&)>, const char*> bad[] = {
            {[](core::GpuSpec& x) { x.id = "H100 new"; }, "lower-case letters"},
            {[](core::GpuSpec& x) { x.name.clear(); }, "needs a name"},
            {[](core::GpuSpec& x) { x.source.clear(); }, "source"},
            // 0 is "not published" (a TPU's); a negative power is a mistake.
            {[](core::GpuSpec& x) { x.tdpWatts = -1; },
             "power must be positive, or blank where it is not published"},
            {[](core::GpuSpec& x) { x.linkBandwidth = 0; },
             "link bandwidth and PCIe bandwidth must be positive"},
            {[](core::GpuSpec& x) { x.memoryBytes = 0; }, "memory and bandwidth must be positive"},
            {[](core::GpuSpec& x) { x.defaultNetwork = "carrier-pigeon"; }, "unknown network"},
            {[](core::GpuSpec& x) {
                 x.peak[core::index(core::Precision::BF16)] = 0;
                 x.peak[core::index(core::Precision::FP16)] = 0;
             },
             "BF16 or FP16"},
        };
        for (const auto& [spoil, why] : bad) {
            core::GpuSpec x = *c.gpu("l4");
            spoil(x);
            auto put = c.putGpu(x);
            QVERIFY(!put);
            QVERIFY2(put.error().find(why) != std::string::npos, put.error().c_str());
        }
        QCOMPARE(c.gpu("l4")->tdpWatts, test::catalog().gpu("l4")->tdpWatts);
        auto refused = c.removeGpu("h100-sxm");
        QVERIFY(!refused);
        QVERIFY(refused.error().find("calibrated on published runs") != std::string::npos);
    }

    // Issue 31's first accelerators: each row's figures against the words of its own verification note
    // (what it quotes from the cited source), and what the notes say must hold: every row with a secondary
    // or assumed figure is marked unverified, and CDNA 4 has no TF32.
    void newAcceleratorsMatchTheFiguresTheyQuote() {
        struct Quoted {
            const char* id;
            double memoryGb;
            const char* memoryWords; // as the note quotes the primary source
            double tdpW;
            const char* tdpWords;
        };
        const Quoted rows[] = {
            {"b300", 270, "270 GB", 1100, "TGP 1100 W"},
            {"rtx-pro-6000-server", 96, "96 GB", 600, "up to 600 W"},
            {"rtx-5090", 32, "32 GB GDDR7", 575, "575 W"},
            {"h200-nvl", 141, "141 GB", 600, "up to 600 W"},
            {"mi325x", 256, "256 GB", 1000, "1,000 W"},
            {"mi350x", 288, "288 GB HBM3E", 1000, "1,000 W air-cooled"},
            {"mi355x", 288, "288 GB HBM3E", 1400, "1,400 W liquid-cooled"},
        };
        const core::Catalog& c = test::catalog();
        for (const Quoted& q : rows) {
            const core::GpuSpec* g = c.gpu(q.id);
            QVERIFY2(g, q.id);
            QCOMPARE(g->memoryBytes, q.memoryGb * 1e9);
            QCOMPARE(g->tdpWatts, q.tdpW);
            QVERIFY2(g->verification.find(q.memoryWords) != std::string::npos, q.id);
            QVERIFY2(g->verification.find(q.tdpWords) != std::string::npos, q.id);
            QVERIFY2(g->unverified, q.id); // each has secondary figures, and its note says which
            QVERIFY2(g->verification.find("SECONDARY") != std::string::npos, q.id);
            QVERIFY2(!g->source.empty() && g->supports(core::Precision::BF16), q.id);
        }
        // Dense BF16 is half the sparse figure NVIDIA prints (B300: 4.5 PF sparse).
        QCOMPARE(c.gpu("b300")->peak[core::index(core::Precision::BF16)], 2250e12);
        // CDNA 4 dropped TF32 (ROCm Compute Profiler): refused on MI350X and MI355X, kept on MI325X.
        for (const char* id : {"mi350x", "mi355x"}) {
            QVERIFY(!c.gpu(id)->supports(core::Precision::TF32));
            QVERIFY(c.gpu(id)->verification.find("no TF32 on CDNA 4") != std::string::npos);
        }
        QVERIFY(c.gpu("mi325x")->supports(core::Precision::TF32));
        // The same die shares the calibrated efficiencies: H200 NVL with the Hopper cards, MI325X with
        // MI300X.
        QCOMPARE(c.gpu("h200-nvl")->die, std::string("GH100"));
        QCOMPARE(c.gpu("mi325x")->die, c.gpu("mi300x")->die);
    }

    // FP4 is a catalog figure (issue 31): the cards whose tensor cores run it carry the dense figure their
    // note quotes, and the older cards have none, so FP4 is refused on them.
    void fp4FiguresAreTheOnesTheNotesQuote() {
        struct Quoted {
            const char* id;
            double tflops;
            const char* words;
        };
        const Quoted rows[] = {
            {"b200", 9000, "FP4 9,000 dense"},          {"b300", 14000, "FP4 14 PF dense"},
            {"rtx-pro-6000-server", 2000, "FP4 2,000"}, {"rtx-5090", 1676, "FP4 1,676 dense"},
            {"mi350x", 9200, "fp4_tflops 9,200"},       {"mi355x", 10100, "fp4_tflops 10,100"},
        };
        const core::Catalog& c = test::catalog();
        for (const Quoted& q : rows) {
            const core::GpuSpec* g = c.gpu(q.id);
            QVERIFY2(g, q.id);
            QCOMPARE(g->peak[core::index(core::Precision::FP4)], q.tflops * 1e12);
            QVERIFY2(g->verification.find(q.words) != std::string::npos, q.id);
        }
        for (const char* id : {"h100-sxm", "h200-sxm", "a100-80gb-sxm", "mi300x", "mi325x", "h20"})
            QVERIFY2(!c.gpu(id)->supports(core::Precision::FP4), id);
        // A file written before the column existed reads as no FP4, not as a refusal.
        std::string old = core::writeGpuCsv({*c.gpu("b200")});
        const std::string column = ",fp4_tflops";
        old.erase(old.find(column), column.size());
        old.replace(old.find(",4500,9000,"), 11, ",4500,");
        auto read = core::parseGpuCsv(old);
        QVERIFY2(read, read ? "" : read.error().c_str());
        QVERIFY(!read->front().supports(core::Precision::FP4));
        QCOMPARE(read->front().peak[core::index(core::Precision::FP8)], 4500e12);
    }
};

QTEST_APPLESS_MAIN(TestCatalog)
#include "test_catalog.moc"
