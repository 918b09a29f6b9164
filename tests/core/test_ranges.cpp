// Ranges bound the result; sensitivity has the right signs and order.
#include "core/planning/ranges.h"

#include <QtTest>

using namespace gpuplan::core;

namespace {
// An input named in plain text (the product's inputs have message ids: rent price, efficiency, ...).
Message named(const char* name) {
    return message(MessageId::Plain, {text(name)});
}
} // namespace

class TestRanges : public QObject {
    Q_OBJECT
private slots:
    void lowTypicalHigh() {
        // cost = price x hours / efficiency
        const std::vector<InputRange> in{{named("price"), 8, 10, 12},
                                         {named("hours"), 90, 100, 100},
                                         {named("efficiency"), 0.9, 1.0, 1.2}};
        auto f = [](const std::vector<double>& v) { return v[0] * v[1] / v[2]; };
        const ResultRange r = evaluateRange(in, f);
        QCOMPARE(r.typical, 1000.0);
        QVERIFY(r.low <= r.typical && r.typical <= r.high);
        QVERIFY(qFuzzyCompare(r.low, 8 * 90 / 1.2));
        QVERIFY(qFuzzyCompare(r.high, 12 * 100 / 0.9));
    }
    void sensitivitySignsAndOrder() {
        const std::vector<InputRange> in{
            {named("price"), 8, 10, 12}, {named("efficiency"), 0.8, 1.0, 1.25}, {named("fixed"), 1, 1, 1}};
        auto f = [](const std::vector<double>& v) { return v[0] * 100 / v[1]; };
        const std::vector<Sensitivity> s = sensitivity(in, f);
        QCOMPARE(s.size(), std::size_t(3));
        QCOMPARE(englishText(s[0].name), std::string("efficiency")); // 800..1250 swings more than 800..1200
        QVERIFY(s[0].atLow > s[0].atHigh);                           // more efficiency, less cost
        QCOMPARE(englishText(s[1].name), std::string("price"));
        QVERIFY(s[1].atLow < s[1].atHigh); // higher price, more cost
        QCOMPARE(s[2].swing(), 0.0);
    }
};

QTEST_APPLESS_MAIN(TestRanges)
#include "test_ranges.moc"
