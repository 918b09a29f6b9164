// Request lengths from a trace (core/serving/length_trace.h): the mean and nearest-rank p90 of each side,
// OpenAI's usage column names, and every refusal naming its line and column, or why the whole trace is
// refused.
#include "core/serving/length_trace.h"

#include <QtTest>

#include <string>

using namespace gpuplan::core;

class TestLengthTrace : public QObject {
    Q_OBJECT
private slots:
    void meanAndP90ByHand() {
        // Prompts 100, 200, ..., 1000 tokens; answers 10, 20, ..., 100.
        std::string csv = "request,input_tokens,output_tokens\n";
        for (int i = 1; i <= 10; ++i)
            csv += std::to_string(i) + "," + std::to_string(100 * i) + "," + std::to_string(10 * i) + "\n";
        const auto t = parseLengthTrace(csv);
        QVERIFY2(t, t ? "" : t.error().c_str());
        QCOMPARE(t->requests, 10);
        QCOMPARE(t->input.mean, 550.0);
        QCOMPARE(t->input.p90, 900.0); // the 9th of 10 sorted
        QCOMPARE(t->output.mean, 55.0);
        QCOMPARE(t->output.p90, 90.0);
    }

    void openAiUsageNames() {
        std::string csv = "prompt_tokens,completion_tokens\n";
        for (int i = 0; i < 20; ++i)
            csv += "1000,200\n";
        const auto t = parseLengthTrace(csv);
        QVERIFY(t);
        QCOMPARE(t->input.mean, 1000.0);
        QCOMPARE(t->input.p90, 1000.0); // a fixed length
        QCOMPARE(t->output.p90, 200.0);
    }

    void refusals_data() {
        QTest::addColumn<QString>("csv");
        QTest::addColumn<QString>("message");
        QString tenRows;
        for (int i = 0; i < 10; ++i)
            tenRows += QStringLiteral("100,10\n");
        QTest::newRow("no columns") << "a,b\n1,2\n"
                                    << "needs the columns input_tokens and output_tokens";
        QTest::newRow("few") << "input_tokens,output_tokens\n100,10\n"
                             << "holds 1 requests; at least 10";
        QTest::newRow("not a number") << "input_tokens,output_tokens\n" + tenRows + "lots,10\n"
                                      << "line 12, column 'input_tokens'";
        QTest::newRow("zero") << "input_tokens,output_tokens\n" + tenRows + "100,0\n"
                              << "line 12, output_tokens: 0 is not a positive whole number of tokens";
        QTest::newRow("fraction") << "input_tokens,output_tokens\n" + tenRows + "100.5,10\n"
                                  << "100.5 is not a positive whole number";
        // Nine answers of 50 tokens and one of 500: the p90 (50) is below the mean (95).
        QTest::newRow("heavy tail") << "input_tokens,output_tokens\n" +
                                           QStringLiteral("100,50\n").repeated(9) + "100,500\n"
                                    << "answer lengths have a p90 (50) below their mean (95)";
    }
    void refusals() {
        QFETCH(QString, csv);
        QFETCH(QString, message);
        const auto t = parseLengthTrace(csv.toStdString());
        QVERIFY(!t);
        QVERIFY2(QString::fromStdString(t.error()).contains(message), t.error().c_str());
    }
};

QTEST_APPLESS_MAIN(TestLengthTrace)
#include "test_length_trace.moc"
