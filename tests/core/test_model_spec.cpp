// Model shapes: validation and the shape derived from a bare parameter count.
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
};

QTEST_APPLESS_MAIN(TestModelSpec)
#include "test_model_spec.moc"
