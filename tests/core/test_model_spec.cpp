// Model shapes: validation and the shape derived from a bare parameter count.
#include "core/catalog/hf_config.h"
#include "core/catalog/model_csv.h"
#include "core/catalog/model_spec.h"

#include <QtTest>

#include <cmath>

using namespace gpuplan::core;

class TestModelSpec : public QObject {
    Q_OBJECT
private slots:
    void derivedShapeHitsTheCount_data() {
        QTest::addColumn<double>("params");
        QTest::newRow("1B") << 1e9;
        QTest::newRow("7B") << 7e9;
        QTest::newRow("70B") << 70e9;
        QTest::newRow("1T") << 1e12;
    }
    void derivedShapeHitsTheCount() {
        QFETCH(double, params);
        auto m = deriveShape(params, 0, 0, 0);
        QVERIFY(m.ok());
        QVERIFY(m->derivedShape);
        QVERIFY(std::abs(m->hidden - 128 * m->layers) <= 512); // Llama proportions, rounded
        if (m->hidden >= 2048)
            QCOMPARE(m->heads % 8, 0); // tensor parallelism up to 8 stays possible
        const double implied = shapeParams(m->layers, m->hidden, m->kvDim(), m->ffn, m->vocab, true);
        // One layer more or less moves the count by a few percent at most for these sizes.
        QVERIFY2(std::fabs(std::log(implied / params)) < 0.12, qPrintable(QString::number(implied)));
        QCOMPARE(m->params, params);
    }
    void sevenBillionLooksLikeLlama() {
        auto m = deriveShape(6.74e9, 0, 32000, 4096);
        QCOMPARE(m->layers, 32);
        QCOMPARE(m->hidden, 4096);
        QCOMPARE(m->heads, 32);
    }
    void ffnInLlamaProportions() {
        QCOMPARE(llamaFfnSize(4096), 11008); // Llama 2 7B's own intermediate size
        QCOMPARE(llamaFfnSize(8192), 21760); // 8/3 x 8192 = 21845.3, nearest multiple of 256
        QCOMPARE(llamaFfnSize(64), 256);     // never below 256
        QCOMPARE(llamaFfnSize(1), 256);
        auto m = deriveShape(6.74e9, 0, 32000, 4096);
        QCOMPARE(m->ffn, llamaFfnSize(m->hidden)); // the derived shapes use the same rule
    }
    void moeKeepsActiveParams() {
        auto m = deriveShape(46.7e9, 12.9e9, 0, 0);
        QVERIFY(m.ok());
        QCOMPARE(m->activeParams, 12.9e9);
        QVERIFY(m->isMoe());
    }
    void refusals() {
        QVERIFY(!deriveShape(0, 0, 0, 0).ok());
        QVERIFY(!deriveShape(7e9, 8e9, 0, 0).ok());
        ModelSpec m;
        m.id = "bad";
        m.params = 7e9;
        m.layers = 32;
        m.hidden = 4100;
        m.heads = 32;
        m.ffn = 11008;
        m.vocab = 32000;
        m.seqLen = 4096;
        auto r = validateModel(m);
        QVERIFY(!r.ok());
        QVERIFY(QString::fromStdString(r.error()).contains(QLatin1String("not divisible")));
    }

    // A catalog CSV written before the architecture columns existed (issue 30) still reads, as it was.
    void aCatalogWithoutArchitectureColumnsReads() {
        const auto models = parseModelCsv(
            "id,name,params,active_params,layers,hidden,heads,kv_heads,ffn,vocab,seq,gated_mlp,experts,top_k,"
            "moe_layers,route_nodes,source\n"
            "llama2-7b,Llama 2 7B,6.74B,,32,4096,32,32,11008,32000,4096,yes,,,,,a paper\n");
        QVERIFY2(models.ok(), models ? "" : models.error().c_str());
        const ModelSpec& m = models->front();
        QCOMPARE(m.headDim(), 128);
        QCOMPARE(m.expertWidth(), 11008);
        QVERIFY(!m.isMla() && m.slidingLayers == 0 && m.linearLayers == 0 && !m.tiedEmbeddings);
        QVERIFY(!m.earlierGeneration);
    }

    // Every field a model has survives its catalog row, so a stored or exported model comes back as it was.
    void everyFieldSurvivesItsRow() {
        ModelSpec m;
        m.id = "every-field";
        m.name = "Every field, \"quoted\"";
        m.params = 123.5e9;
        m.activeParams = 12.25e9;
        m.layers = 40;
        m.hidden = 4096;
        m.heads = 32;
        m.kvHeads = 32;
        m.headDimension = 192;
        m.ffn = 11008;
        m.vocab = 100000;
        m.seqLen = 8192;
        m.experts = 64;
        m.topK = 4;
        m.moeLayers = 38;
        m.routeNodes = 2;
        m.expertFfn = 1408;
        m.sharedExpertFfn = 2816;
        m.qLoraRank = 1536;
        m.kvLoraRank = 512;
        m.ropeHeadDim = 64;
        m.nopeHeadDim = 128;
        m.vHeadDim = 128;
        m.indexHeads = 64;
        m.indexHeadDim = 128;
        m.indexTopK = 2048;
        m.slidingWindow = 4096;
        m.slidingLayers = 10;
        m.linearLayers = 20;
        m.linearStateElements = 548864.5;
        m.linearLayerParams = 33718464;
        m.tiedEmbeddings = true;
        m.maxContext = 131072;
        m.earlierGeneration = true;
        m.source = "hand-made, for the layout";
        auto valid = validateModel(m);
        QVERIFY2(valid.ok(), valid ? "" : valid.error().c_str());
        const auto again = parseModelCsv(writeModelCsv({valid.value()}));
        QVERIFY2(again.ok(), again ? "" : again.error().c_str());
        QVERIFY(again->front() == valid.value());
    }

    void inconsistentArchitecturesAreRefused_data() {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("window without size") << "sliding"
                                             << "sliding-window layers need a window";
        QTest::newRow("too many layer kinds") << "kinds"
                                              << "exceed the 32 layers";
        QTest::newRow("linear without state") << "linear"
                                              << "need their state size";
        QTest::newRow("MLA without rope") << "mla"
                                          << "rope and value head sizes";
        QTest::newRow("sparse without MLA") << "sparse"
                                            << "needs latent attention";
        QTest::newRow("negative head size") << "negative"
                                            << "negative";
    }
    void inconsistentArchitecturesAreRefused() {
        QFETCH(QString, change);
        QFETCH(QString, fragment);
        ModelSpec m = deriveShape(6.74e9, 0, 32000, 4096).value();
        if (change == QLatin1String("sliding"))
            m.slidingLayers = 4;
        if (change == QLatin1String("kinds")) {
            m.slidingWindow = 1024;
            m.slidingLayers = 20;
            m.linearLayers = 20;
            m.linearStateElements = m.linearLayerParams = 1;
        }
        if (change == QLatin1String("linear"))
            m.linearLayers = 4;
        if (change == QLatin1String("mla"))
            m.kvLoraRank = 512;
        if (change == QLatin1String("sparse"))
            m.indexTopK = 2048;
        if (change == QLatin1String("negative"))
            m.headDimension = -1;
        const auto r = validateModel(m);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error()).contains(fragment), r.error().c_str());
    }

    void idsFromNames() {
        QCOMPARE(modelIdFromName("Qwen/Qwen3-235B-A22B"), std::string("qwen3-235b-a22b"));
        QCOMPARE(modelIdFromName("Qwen2.5-72B-Instruct"), std::string("qwen2.5-72b-instruct"));
        QCOMPARE(modelIdFromName("my model_v2 "), std::string("my-model-v2"));
        QCOMPARE(modelIdFromName("模型"), std::string());
    }
};

QTEST_APPLESS_MAIN(TestModelSpec)
#include "test_model_spec.moc"
