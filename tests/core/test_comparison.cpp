// The comparison rows and chart series: ratios to the baseline, the better value marked, derived
// rows, and series that equal the sweep's, the inference model's and the cost model's own figures.
#include "test_support.h"

#include "core/planning/comparison.h"

using namespace gpuplan;
using namespace gpuplan::core;

namespace {

const CompareRow& row(const std::vector<CompareRow>& rows, const char* key) {
    for (const CompareRow& r : rows)
        if (r.key == key)
            return r;
    qFatal("no row %s", key);
}

// An H100 at 20 CNY a GPU-hour, a server of eight at 2,400,000 CNY, in Shanghai at 0.8 CNY a kWh and PUE 1.4.
ScenarioPrices shanghaiH100() {
    ScenarioPrices p;
    PriceRecord rent;
    rent.gpuId = "h100-sxm";
    rent.unit = PriceUnit::GpuHour;
    rent.amount = Money::parse("20", "CNY").value();
    p.rent = rent;
    PriceRecord server = rent;
    server.kind = PriceKind::Purchase;
    server.unit = PriceUnit::OneOff;
    server.amount = Money::parse("2400000", "CNY").value();
    p.purchase = server;
    p.region = Region{"cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.4, "", {}, {}};
    p.tariff = p.region;
    return p;
}

} // namespace

class TestComparison : public QObject {
    Q_OBJECT
private slots:
    void specsSideBySideWithRatiosAndTheBetterValue() {
        CompareInput in;
        in.catalog = &test::catalog();
        in.gpuIds = {"a100-80gb-sxm", "h100-sxm", "h200-sxm"};
        in.baseline = "a100-80gb-sxm";
        auto rows = compareGpus(in);
        QVERIFY2(rows, rows ? "" : rows.error().c_str());
        const CompareRow& bw = row(*rows, "bandwidth");
        QCOMPARE(*bw.values[0], 2.039);
        QCOMPARE(*bw.ratios[1], 3.35 / 2.039); // the seed's "H100 bandwidth is about 1.67x A100's" (2.0 TB/s)
        QCOMPARE(*bw.ratios[0], 1.0);
        QCOMPARE(bw.best, 2); // H200
        const CompareRow& power = row(*rows, "power");
        QVERIFY(!power.higherIsBetter);
        QCOMPARE(power.best, 0); // the A100 draws least
        const CompareRow& fp8 = row(*rows, "fp8");
        QVERIFY(!fp8.values[0] && !fp8.ratios[1]); // the A100 has no FP8: no value, no ratio to it
        QCOMPARE(*fp8.values[1], 1979.0);
        const CompareRow& arch = row(*rows, "architecture");
        QVERIFY(!arch.numeric);
        QCOMPARE(arch.texts[0], std::string("Ampere"));
        QCOMPARE(row(*rows, "price").best, -1); // no prices given
        QVERIFY(!row(*rows, "cost_per_pflop_hour").values[0]);
        QCOMPARE(*row(*rows, "bf16_per_kw").values[1], 989.5 / 0.7);
    }

    void pricesGiveTheDerivedRows() {
        CompareInput in;
        in.catalog = &test::catalog();
        in.gpuIds = {"a100-80gb-sxm", "h100-sxm"};
        in.pricePerGpuHour = {{"a100-80gb-sxm", 1.89}, {"h100-sxm", 2.99}};
        in.deliveredFlopsPerGpu = {{"a100-80gb-sxm", 160e12}, {"h100-sxm", 450e12}};
        const auto rows = compareGpus(in).value();
        QCOMPARE(row(rows, "price").best, 0);
        QCOMPARE(*row(rows, "bf16_per_price").values[1], 989.5 / 2.99);
        const CompareRow& unit = row(rows, "cost_per_pflop_hour");
        QCOMPARE(*unit.values[0], costPerPflopHour(1.89, 160e12));
        QCOMPARE(*unit.values[1], costPerPflopHour(2.99, 450e12));
        QCOMPARE(unit.best, 1); // dearer per hour, cheaper per delivered PFLOP
        QCOMPARE(*unit.ratios[1], costPerPflopHour(2.99, 450e12) / costPerPflopHour(1.89, 160e12));
    }

    void badSelectionsAreRefused() {
        CompareInput in;
        in.catalog = &test::catalog();
        in.gpuIds = {"h100-sxm"};
        QVERIFY(compareGpus(in).error().find("2 to 6") != std::string::npos);
        in.gpuIds = {"a10", "l4", "l40s", "a100-80gb-sxm", "h100-sxm", "h200-sxm", "b200"};
        QVERIFY(!compareGpus(in));
        in.gpuIds = {"h100-sxm", "z100"};
        QVERIFY(compareGpus(in).error().find("unknown GPU 'z100'") != std::string::npos);
        in.gpuIds = {"h100-sxm", "a10"};
        in.baseline = "l4";
        QVERIFY(compareGpus(in).error().find("baseline l4") != std::string::npos);
    }

    void sizeSeriesAreTheSweepsFigures() {
        SweepRequest req;
        req.catalog = &test::catalog();
        req.gpuIds = {"a100-80gb-sxm", "h100-sxm"};
        req.sizes = logSpaced(1e9, 200e9, 12);
        req.job.tokens = 100e9;
        req.gpuCount = 64;
        const std::vector<SweepPoint> sweep = runSweep(req);
        const PriceBand band{2.99, 2.5, 3.5};
        const std::vector<SizePoint> h100 = sizeSeries(sweep, "h100-sxm", band);
        QCOMPARE(h100.size(), std::size_t(12));
        for (std::size_t i = 0; i < h100.size(); ++i) {
            const SweepPoint& p = sweep[12 + i];
            QCOMPARE(h100[i].params, p.params);
            QCOMPARE(h100[i].ok, p.ok);
            if (!p.ok)
                continue;
            QCOMPARE(h100[i].hours, p.best.wallSeconds / 3600);
            QCOMPARE(h100[i].cost, p.best.gpuHours * 2.99);
            QVERIFY(h100[i].hoursLow < h100[i].hours && h100[i].hours < h100[i].hoursHigh);
            QVERIFY(h100[i].costLow < h100[i].cost && h100[i].cost < h100[i].costHigh);
        }
        QVERIFY(!sizeSeries(sweep, "a100-80gb-sxm", std::nullopt).front().priced);
    }

    void servingCurveIsTheInferenceModels() {
        const Catalog& c = test::catalog();
        InferenceScenario s;
        s.model = c.model("llama2-70b");
        s.cluster = Cluster{c.gpu("h100-sxm"), 4, 8, *c.network("ib-ndr")};
        s.job.inputTokens = 1024;
        s.job.outputTokens = 256;
        s.efficiency = &c.efficiency("h100-sxm");
        s.params = &c.globals();
        const std::vector<ServingPoint> curve = servingCurve(s, 4, 2.99);
        QVERIFY(curve.size() >= 5);
        for (std::size_t i = 0; i < curve.size(); ++i) {
            QCOMPARE(curve[i].batch, 1 << i);
            const InferenceEstimate e = evaluateInference(s, 4, curve[i].batch);
            QCOMPARE(curve[i].tokensPerSecond, e.outputTokensPerSecond);
            QCOMPARE(curve[i].costPerMillionTokens,
                     costPerMillionTokens(2.99, e.outputTokensPerSecondPerGpu));
            if (i > 0)
                QVERIFY(curve[i].tokensPerSecond > curve[i - 1].tokensPerSecond); // batching pays
        }
        QVERIFY(!evaluateInference(s, 4, curve.back().batch * 2).fits); // the curve ends where memory does
    }

    void rentAgainstBuyBars() {
        ScenarioEstimate e;
        e.ok = true;
        e.gpus = 16;
        e.wallSeconds = 100 * 3600.0;
        e.gpuHours = 1600;
        e.tokensPerSecond = 1000;
        e.gpuWatts = 700;
        const ScenarioPrices p = shanghaiH100();
        Scenario s;
        s.gpuId = "h100-sxm";
        const ScenarioCost cost = costScenario(s, e, p, ExchangeRates());
        const auto bars = rentBuyBars(cost, 16);
        QVERIFY(bars && bars->buyKnown && bars->breakEven);
        QCOMPARE(bars->capex, 4800000.0);
        QCOMPARE(bars->energy, cost.ownership.energy.toDouble());
        QCOMPARE(bars->rent, 20.0 * 16 * 730 * 0.7 * 36);
        QCOMPARE(bars->rent, cost.breakEven->rentPerMonth * 36); // the break-even's own rent
        QCOMPARE(bars->breakEvenReached, cost.breakEven->reached);
        QCOMPARE(bars->breakEvenMonths, cost.breakEven->months);
        QVERIFY(!rentBuyBars(ScenarioCost{}, 16));
        ScenarioPrices rentOnly = p;
        rentOnly.purchase.reset();
        const auto noBuy = rentBuyBars(costScenario(s, e, rentOnly, ExchangeRates()), 16);
        QVERIFY(noBuy && !noBuy->buyKnown);
        QCOMPARE(noBuy->rent, bars->rent);

        // Rent in USD, purchase in CNY: on one CNY axis the rent is converted, the purchase kept.
        ExchangeRates rates;
        rates.set("CNY", 0.14);
        ScenarioPrices mixed = p;
        mixed.rent->amount = Money::parse("3", "USD").value();
        const ScenarioCost both = costScenario(s, e, mixed, rates);
        const auto raw = rentBuyBars(both, 16).value();
        const auto inCny = barsIn(raw, both, "CNY", rates).value();
        QCOMPARE(inCny.capex, raw.capex);
        QVERIFY(qAbs(inCny.rent - raw.rent / 0.14) < 1e-6 * inCny.rent);
        QVERIFY(!barsIn(raw, both, "JPY", rates)); // no rate: named, not drawn on a wrong axis
    }

    // Serving rents every hour of its months, so renting and owning are weighed over every hour of the three
    // years, not 70% of them: its cards draw power all the time, and the break-even's rent is the month's.
    void servingIsRentedAndOwnedEveryHour() {
        ScenarioEstimate e;
        e.ok = true;
        e.training = false;
        e.gpus = 16;
        e.wallSeconds = 30;
        e.gpuHours = 16 * kHoursPerMonth;
        e.tokensPerSecond = 5000;
        e.gpuWatts = 700;
        const ScenarioPrices p = shanghaiH100();
        Scenario serving;
        serving.kind = ScenarioKind::Inference;
        serving.gpuId = "h100-sxm";
        Scenario training = serving;
        training.kind = ScenarioKind::Lora;
        const ScenarioCost cost = costScenario(serving, e, p, ExchangeRates());
        QCOMPARE(cost.utilization, 1.0);
        QCOMPARE(workingShare(ScenarioKind::Inference), 1.0);
        QCOMPARE(workingShare(ScenarioKind::Pretrain), 0.7);
        QCOMPARE(cost.rent.toDouble(), 20.0 * 16 * kHoursPerMonth); // a month, as before
        const auto bars = rentBuyBars(cost, 16);
        QVERIFY(bars && bars->buyKnown);
        QCOMPARE(bars->rent, 20.0 * 16 * 730 * 36);
        QCOMPARE(bars->rent, cost.breakEven->rentPerMonth * 36);
        // Energy at every hour: 16 cards at 700 W and two 1.3 kW hosts, PUE 1.4, 0.8 CNY a kWh, three years.
        const double kwh = (16 * 0.7 + 2 * 1.3) * 1.4 * 3 * kHoursPerYear;
        QVERIFY(qAbs(cost.ownership.energy.toDouble() - kwh * 0.8) < 1.0);
        // The same cards trained on work 70% of the hours: their energy is less by that share of the GPUs'.
        const ScenarioCost trained = costScenario(training, e, p, ExchangeRates());
        QCOMPARE(trained.utilization, 0.7);
        QVERIFY(trained.ownership.energy.toDouble() < cost.ownership.energy.toDouble());
    }

    // A serving row whose count is chosen for its load: the card's throughput moves the rent (more or fewer
    // cards), by the calibration's error; a given count rents the same whatever the throughput.
    void servingRentMovesWithTheThroughputWhereTheCountIsChosen() {
        ScenarioEstimate e;
        e.ok = true;
        e.training = false;
        e.gpus = 16;
        e.countChosen = true;
        e.wallSeconds = 30;
        e.tokensPerSecond = 5000;
        ScenarioPrices p = shanghaiH100();
        p.purchase.reset();
        Scenario s;
        s.kind = ScenarioKind::Inference;
        s.gpuId = "h100-sxm";
        s.traffic.requestsPerSecond = 20;
        const OwnershipAssumptions a;
        ScenarioCost c = costScenario(s, e, p, ExchangeRates(), a);
        QCOMPARE(c.sensitivity.size(), std::size_t(2));
        QCOMPARE(englishText(c.sensitivity.front().name), std::string("throughput per card"));
        const double month = 20.0 * 16 * kHoursPerMonth;
        QCOMPARE(c.rentRange.low, month / a.loadThroughputHigh);
        QCOMPARE(c.rentRange.high, month / a.loadThroughputLow);
        // Sized for a throughput target, the replica's narrower range.
        s.traffic = {};
        c = costScenario(s, e, p, ExchangeRates(), a);
        QCOMPARE(c.rentRange.high, month / a.replicaThroughputLow);
        // A given count: only the price moves it (here it has no range).
        e.countChosen = false;
        c = costScenario(s, e, p, ExchangeRates(), a);
        QCOMPARE(c.sensitivity.size(), std::size_t(1));
        QCOMPARE(c.rentRange.low, c.rentRange.high);
    }
};

QTEST_GUILESS_MAIN(TestComparison)
#include "test_comparison.moc"
