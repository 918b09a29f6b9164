// Numbers as users type them: plain, scientific, suffixed; and the messages for bad ones.
#include "core/number_parse.h"

#include <QtTest>

using gpuplan::core::parseCount;
using gpuplan::core::parseDurationSeconds;
using gpuplan::core::parseQuantity;

class TestNumberParse : public QObject {
    Q_OBJECT
private slots:
    void accepted_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value");
        QTest::newRow("plain") << "7000000000" << 7e9;
        QTest::newRow("scientific") << "65.2e9" << 65.2e9;
        QTest::newRow("billions") << "65.2B" << 65.2e9;
        QTest::newRow("trillions") << "1.4T" << 1.4e12;
        QTest::newRow("millions") << "300M" << 300e6;
        QTest::newRow("thousands") << "4k" << 4e3;
        QTest::newRow("spaces") << " 8 " << 8.0;
        QTest::newRow("fraction") << "0.5" << 0.5;
    }
    void accepted() {
        QFETCH(QString, text);
        QFETCH(double, value);
        auto r = parseQuantity(text.toStdString());
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
        QCOMPARE(r.value(), value);
    }
    void refused_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("empty") << ""
                               << "empty";
        QTest::newRow("word") << "many"
                              << "unknown suffix";
        QTest::newRow("suffix") << "7X"
                                << "unknown suffix 'X'";
        QTest::newRow("garbage") << "7.5.5B"
                                 << "not a number";
        QTest::newRow("inf") << "1e999"
                             << "not";
        QTest::newRow("suffix overflow") << "1e308T"
                                         << "'1e308T' is too large";
    }
    void refused() {
        QFETCH(QString, text);
        QFETCH(QString, fragment);
        auto r = parseQuantity(text.toStdString());
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error()).contains(fragment), r.error().c_str());
    }
    void counts() {
        QCOMPARE(parseCount("1.5k").value(), 1500LL);
        QVERIFY(!parseCount("2.5").ok());
        QVERIFY(QString::fromStdString(parseCount("2.5").error()).contains(QLatin1String("whole number")));
    }
    void durations() {
        QCOMPARE(parseDurationSeconds("30d").value(), 30 * 86400.0);
        QCOMPARE(parseDurationSeconds("12h").value(), 12 * 3600.0);
        QCOMPARE(parseDurationSeconds("90m").value(), 90 * 60.0);
        QCOMPARE(parseDurationSeconds("3600").value(), 3600.0);
        QVERIFY(!parseDurationSeconds("3y").ok());
        QCOMPARE(parseDurationSeconds("1e308w").error(), std::string("'1e308w' is too large"));
    }
};

QTEST_APPLESS_MAIN(TestNumberParse)
#include "test_number_parse.moc"
