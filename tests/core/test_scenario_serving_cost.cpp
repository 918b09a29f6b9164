// The economics of a serving scenario sized for traffic (issue 32): cost per million tokens split by phase,
// the API's cost of the same requests and the break-even load computed by hand, conversion of an API priced
// in another currency (or its omission, named, without a rate), owning against renting, and nothing for a
// scenario that cannot be costed.
#include "test_support.h"

#include "core/planning/scenario_serving_cost.h"

#include <QElapsedTimer>

using namespace gpuplan;
using namespace gpuplan::core;

namespace {

ApiPriceRecord api(const char* provider, const char* currency, double in, double cached, double out) {
    ApiPriceRecord p = test::apiPrice(provider, currency, in, cached, out);
    p.id = 1;
    return p;
}

ScenarioCost rented(double perGpuHour) {
    ScenarioCost c;
    c.currency = "USD";
    c.rentKnown = true;
    c.rentPerGpuHour = perGpuHour;
    return c;
}

} // namespace

class TestScenarioServingCost : public QObject {
    Q_OBJECT
private slots:
    void theApiCostAndTheBreakEvenLoadAreComputedByHand() {
        const Catalog& c = test::catalog();
        Scenario s = test::trafficScenario();
        s.traffic.prefixHitShare = 0.25;
        const ScenarioEstimate e = estimateScenario(s, c);
        QVERIFY(e.ok);
        const std::vector<ApiPriceRecord> apis{api("DeepSeek", "USD", 0.55, 0.14, 2.19)};
        QElapsedTimer timer;
        timer.start();
        const ScenarioServingCost cost = costServingTraffic(s, c, e, rented(3.5), {}, apis, ExchangeRates());
        qInfo("costed with one break-even search in %lld ms", static_cast<long long>(timer.elapsed()));
        QVERIFY(cost.known);
        QCOMPARE(cost.rentPerHour, e.gpus * 3.5);

        // The phases' costs add up to the rent: prompt tokens computed (a quarter were cached) and output.
        const double computedPerHour = 20 * 3600 * 2000 * 0.75;
        const double outputPerHour = e.tokensPerSecond * 3600;
        QCOMPARE(cost.outputTokensPerHour, outputPerHour);
        QVERIFY(cost.inputPerMillion > 0 && cost.outputPerMillion > 0);
        QVERIFY(qAbs(cost.inputPerMillion * computedPerHour / 1e6 +
                     cost.outputPerMillion * outputPerHour / 1e6 - cost.rentPerHour) <
                1e-6 * cost.rentPerHour);

        // The API for one hour of the same requests: 20 requests/s of 1,500 uncached and 500 cached prompt
        // tokens and 1,000 output tokens.
        QCOMPARE(cost.apis.size(), std::size_t(1));
        const ScenarioApiComparison& d = cost.apis.front();
        const double byHand = 20 * 3600 * (1500 * 0.55 + 500 * 0.14 + 1000 * 2.19) / 1e6;
        QVERIFY(qAbs(d.apiCostPerHour - byHand) < 1e-9 * byHand);

        // At the break-even rate the cheapest deployment costs no more than the API; a few percent below it,
        // more (the bisection stops within 1%).
        QVERIFY2(d.problem.empty(), d.problem.c_str());
        QVERIFY(d.breakEven.found);
        qInfo("break-even %g requests/s on %s; self %g, api %g per hour; rent %g/h for %d GPUs",
              d.breakEven.requestsPerSecond, d.breakEven.deployment.c_str(), d.breakEven.selfCostPerHour,
              d.breakEven.apiCostPerHour, cost.rentPerHour, e.gpus);
        const double rate = d.breakEven.requestsPerSecond;
        QVERIFY(d.breakEven.selfCostPerHour <= d.breakEven.apiCostPerHour);
        QVERIFY(qAbs(d.breakEven.apiCostPerHour - byHand / 20 * rate) < 1e-6 * d.breakEven.apiCostPerHour);
        Scenario below = s;
        below.traffic.requestsPerSecond = rate * 0.97;
        below.gpus = 0;
        const ScenarioEstimate eb = estimateScenario(below, c);
        QVERIFY(eb.ok);
        const ScenarioServingCost cb = costServingTraffic(below, c, eb, rented(3.5), {}, {}, ExchangeRates());
        QVERIFY2(cb.rentPerHour > byHand / 20 * rate * 0.97,
                 qPrintable(QStringLiteral("%1 at %2 requests/s").arg(cb.rentPerHour).arg(rate * 0.97)));

        // Power at the board: every GPU counted, and tokens per MWh from it.
        QVERIFY(cost.power.known);
        QCOMPARE(cost.power.pue, 1.5);
        QVERIFY(qAbs(cost.power.outputTokensPerMwh - outputPerHour / (cost.power.facilityKw / 1000)) <
                1e-6 * cost.power.outputTokensPerMwh);
    }

    // An API priced in yuan is converted at the stored rate; one with no rate is left out and named.
    void anApiInAnotherCurrencyIsConvertedOrNamed() {
        const Catalog& c = test::catalog();
        const Scenario s = test::trafficScenario();
        const ScenarioEstimate e = estimateScenario(s, c);
        QVERIFY(e.ok);
        const std::vector<ApiPriceRecord> apis{api("Alibaba", "CNY", 4, 1, 16)};
        ExchangeRates rates;
        rates.set("CNY", 0.14);
        const ScenarioServingCost yuan = costServingTraffic(s, c, e, rented(3.5), {}, apis, rates);
        QCOMPARE(yuan.apis.size(), std::size_t(1));
        QVERIFY(qAbs(yuan.apis.front().price.output - 16 * 0.14) < 1e-9);
        const ScenarioServingCost none = costServingTraffic(s, c, e, rented(3.5), {}, apis, ExchangeRates());
        QVERIFY(none.apis.empty());
        QCOMPARE(none.skipped.size(), std::size_t(1));
        QVERIFY2(none.skipped.front().find("CNY: no exchange rate to USD") != std::string::npos,
                 none.skipped.front().c_str());
    }

    // Owning: its cost per hour over the years against the rent; the share is their ratio.
    void owningIsWeighedAgainstRenting() {
        const Catalog& c = test::catalog();
        const Scenario s = test::trafficScenario();
        const ScenarioEstimate e = estimateScenario(s, c);
        ScenarioCost cost = rented(3.5);
        cost.buyKnown = true;
        cost.ownership.total = Money::fromDouble(2'000'000, "USD");
        const ScenarioServingCost own = costServingTraffic(s, c, e, cost, {}, {}, ExchangeRates());
        QVERIFY(own.known);
        QVERIFY(qAbs(own.ownPerHour - 2'000'000 / (3 * 8760.0)) < 1e-6);
        QVERIFY(qAbs(own.owningBreakEvenShare - own.ownPerHour / own.rentPerHour) < 1e-12);
        // The load from which owning beats renting elastically: the cheapest deployment rented for that
        // average rate costs at least the owned cards' hour; 3% below it, less.
        QVERIFY(own.ownPerHour < own.rentPerHour);
        const double rate = own.owningBreakEvenRequestsPerSecond;
        QVERIFY(rate > 0 && rate < 20);
        const auto rentedAt = [&](double r) {
            Scenario at = s;
            at.traffic.requestsPerSecond = r;
            return costServingTraffic(at, c, estimateScenario(at, c), rented(3.5), {}, {}, ExchangeRates())
                .rentPerHour;
        };
        QVERIFY2(rentedAt(rate) >= own.ownPerHour, qPrintable(QString::number(rate)));
        QVERIFY2(rentedAt(rate * 0.97) < own.ownPerHour, qPrintable(QString::number(rate)));
        QVERIFY(!own.owningCheaperAtEveryLoad);
        // Owning that costs more than renting the whole deployment never beats it.
        cost.ownership.total = Money::fromDouble(1e9, "USD");
        const ScenarioServingCost dear = costServingTraffic(s, c, e, cost, {}, {}, ExchangeRates());
        QCOMPARE(dear.owningBreakEvenRequestsPerSecond, 0.0);
        QVERIFY(!dear.owningCheaperAtEveryLoad);
        // Owning cheaper than renting even one nearly idle replica wins at any load.
        cost.ownership.total = Money::fromDouble(100'000, "USD");
        const ScenarioServingCost cheap = costServingTraffic(s, c, e, cost, {}, {}, ExchangeRates());
        QVERIFY(cheap.owningCheaperAtEveryLoad);
        QCOMPARE(cheap.owningBreakEvenRequestsPerSecond, 0.0);
    }

    // No rent, no traffic or no estimate: nothing is costed, and no API is weighed.
    void aScenarioThatCannotBeCostedHasNoEconomics() {
        const Catalog& c = test::catalog();
        Scenario s = test::trafficScenario();
        const ScenarioEstimate e = estimateScenario(s, c);
        const std::vector<ApiPriceRecord> apis{api("DeepSeek", "USD", 0.55, 0.14, 2.19)};
        QVERIFY(!costServingTraffic(s, c, e, ScenarioCost{}, {}, apis, ExchangeRates()).known);
        Scenario plain = s;
        plain.traffic = {};
        plain.load = 2000;
        const ScenarioEstimate ep = estimateScenario(plain, c);
        QVERIFY(!costServingTraffic(plain, c, ep, rented(3.5), {}, apis, ExchangeRates()).known);
        ScenarioEstimate failed = e;
        failed.ok = false;
        QVERIFY(!costServingTraffic(s, c, failed, rented(3.5), {}, apis, ExchangeRates()).known);
    }
};

QTEST_APPLESS_MAIN(TestScenarioServingCost)
#include "test_scenario_serving_cost.moc"
