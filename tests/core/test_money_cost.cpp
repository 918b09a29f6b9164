// Exact money, rent, ownership and break-even; the second seed's worked example to the cent.
#include "core/prices/cost.h"
#include "core/prices/money.h"

#include <QtTest>

using namespace gpuplan::core;

namespace {
Money cny(const char* amount) {
    return Money::parse(amount, "CNY").value();
}
} // namespace

class TestMoneyCost : public QObject {
    Q_OBJECT
private slots:
    void parseAndFormat() {
        QCOMPARE(cny("1234.5").minor(), 123450);
        QCOMPARE(cny("1234.5").toString(), std::string("1234.50 CNY"));
        QCOMPARE(Money::parse("1500", "JPY").value().toString(), std::string("1500 JPY"));
        QCOMPARE(cny("-3.07").amountText(), std::string("-3.07"));
        QVERIFY(!Money::parse("1.234", "CNY").ok()); // more decimals than the currency has
        QVERIFY(!Money::parse("12,5", "CNY").ok());
        QVERIFY(!Money::parse("10", "XYZ").ok());
        QVERIFY(QString::fromStdString(Money::parse("10", "XYZ").error())
                    .contains(QLatin1String("unknown currency")));
    }

    void roundingIsHalfAwayFromZero() {
        QCOMPARE(Money::fromDouble(0.125, "USD").minor(), 13);
        QCOMPARE(Money::fromDouble(-0.125, "USD").minor(), -13);
        QCOMPARE(cny("0.01").times(0.5).minor(), 1);
        QCOMPARE(cny("100.00").times(3).minor(), 30000); // whole factors stay exact
        QVERIFY(!cny("1").plus(Money::parse("1", "USD").value()).ok());
    }

    void secondSeedWorkedExample() {
        // 8 x A100 for 100 h at A per machine-hour = 100A; 8 x H100 for 45 h at 1.5A = 67.5A; with FP8 30 h =
        // 45A.
        const Money a = cny("123.45");
        const RentPrice a100{a, PriceUnit::MachineHour, 8};
        const RentPrice h100{a.times(1.5), PriceUnit::MachineHour, 8};
        QCOMPARE(h100.amount, cny("185.18")); // 1.5A, rounded once to the fen
        QCOMPARE(rentCost(a100, 8, 100), a.times(100));
        QCOMPARE(rentCost(a100, 8, 100).toString(), std::string("12345.00 CNY"));
        // With an A whose 1.5 multiple is exact in fen, 67.5A and 45A are exact too.
        const Money even = cny("120.00");
        const RentPrice h100even{even.times(1.5), PriceUnit::MachineHour, 8};
        QCOMPARE(rentCost(h100even, 8, 45), even.times(67.5));
        QCOMPARE(rentCost(h100even, 8, 45).toString(), std::string("8100.00 CNY"));
        QCOMPARE(rentCost(h100even, 8, 30), even.times(45));
        QCOMPARE(rentCost(h100even, 8, 30).toString(), std::string("5400.00 CNY"));
    }

    void priceUnits() {
        const Money m = cny("5000");
        QCOMPARE(RentPrice({m, PriceUnit::GpuMonth, 8}).perGpuHour(), 5000.0 / 730);
        QCOMPARE(RentPrice({m, PriceUnit::MachineMonth, 8}).perGpuHour(), 5000.0 / 8 / 730);
        QCOMPARE(RentPrice({m, PriceUnit::MachineHour, 8}).perGpuHour(), 625.0);
        // 12 cards rent two whole machines
        QCOMPARE(rentCost({cny("100"), PriceUnit::MachineHour, 8}, 12, 10), cny("2000"));
        QCOMPARE(rentCost({cny("10"), PriceUnit::GpuHour, 8}, 12, 10), cny("1200"));
        QCOMPARE(rentCost({m, PriceUnit::GpuMonth, 8}, 8, 730), cny("40000"));
    }

    void ownershipByHand() {
        OwnershipInputs in;
        in.serverPrice = cny("2000000");
        in.gpusPerServer = 8;
        in.gpuWatts = 700;
        in.hostKw = 1.4;
        in.utilization = 0.5;
        in.pue = 1.5;
        in.electricityPerKwh = 1.0;
        in.facilityPerKw = cny("3000");
        in.maintenancePerYear = cny("50000");
        in.residualFraction = 0.1;
        in.years = 3;
        const OwnershipCost c = ownershipCost(in, 8).value();
        QCOMPARE(c.servers, 1);
        QCOMPARE(c.capex, cny("2000000"));
        // IT load: 8 x 0.7 kW x 50% + 1.4 kW = 4.2 kW; x PUE 1.5 x 26,280 h = 165,564 kWh
        QVERIFY(qFuzzyCompare(c.itKw, 4.2));
        QVERIFY(qFuzzyCompare(c.energyKwh, 4.2 * 1.5 * 3 * 8760));
        QCOMPARE(c.energy, cny("165564.00"));
        QCOMPARE(c.facility, cny("21000.00")); // 3000 per kW of 7.0 kW peak IT load
        QCOMPARE(c.maintenance, cny("150000"));
        QCOMPARE(c.residual, cny("200000"));
        QCOMPARE(c.total, cny("2136564.00"));
        QCOMPARE(c.depreciationPerYear, cny("600000"));
        QVERIFY(qFuzzyCompare(c.perGpuHour, 2136564.0 / (8 * 3 * 8760 * 0.5)));
    }

    void breakEvenMonths() {
        OwnershipInputs in;
        in.serverPrice = cny("1000000");
        in.gpuWatts = 400;
        in.hostKw = 1.0;
        in.utilization = 1.0;
        in.pue = 1.0;
        in.electricityPerKwh = 1.0;
        const RentPrice rent{cny("50"), PriceUnit::GpuHour, 8};
        const BreakEven b = breakEven(rent, in, 8).value();
        // rent 8 x 730 x 50 = 292,000 a month; running (3.2 + 1.0) kW x 730 h = 3,066 a month
        QVERIFY(qFuzzyCompare(b.rentPerMonth, 292000.0));
        QVERIFY(qFuzzyCompare(b.ownRunningPerMonth, 4.2 * 8760 / 12));
        QVERIFY(qFuzzyCompare(b.months, 1000000.0 / (292000.0 - 4.2 * 8760 / 12)));
        // Cheaper rent than the electricity never breaks even
        const BreakEven never = breakEven({cny("0.01"), PriceUnit::GpuHour, 8}, in, 8).value();
        QVERIFY(!never.reached);
        QVERIFY(!breakEven({Money::parse("1", "USD").value(), PriceUnit::GpuHour, 8}, in, 8).ok());
    }

    void unitCosts() {
        // 2 per GPU-hour at 1,000 tokens/s = 2 / 3.6M tokens -> 0.5556 per million
        QVERIFY(qFuzzyCompare(costPerMillionTokens(2.0, 1000), 2.0 / 3.6));
        // 2 per GPU-hour delivering 0.5 PFLOP/s -> 4 per PFLOP-hour
        QVERIFY(qFuzzyCompare(costPerPflopHour(2.0, 0.5e15), 4.0));
    }

    void electricityKeepsSubCentPrecision() {
        OwnershipInputs in;
        in.serverPrice = Money::parse("300000", "USD").value();
        in.gpuWatts = 700;
        in.electricityPerKwh = 0.0892; // US East industrial average (EIA 2023), not rounded to 0.09
        const OwnershipCost c = ownershipCost(in, 8).value();
        QCOMPARE(c.energy, Money::fromDouble(c.energyKwh * 0.0892, "USD"));
    }

    void badOwnershipInputs() {
        OwnershipInputs in;
        in.serverPrice = cny("1");
        in.maintenancePerYear = Money::parse("1", "USD").value();
        QVERIFY(
            QString::fromStdString(ownershipCost(in, 8).error()).contains(QLatin1String("mix CNY and USD")));
        in.maintenancePerYear = cny("1");
        in.pue = 0.9;
        QVERIFY(!ownershipCost(in, 8).ok());
        in.pue = 1.5;
        in.electricityPerKwh = -1;
        QVERIFY(!ownershipCost(in, 8).ok());
    }

    void exchangeRates() {
        ExchangeRates r("USD");
        r.set("CNY", 0.14);
        QCOMPARE(r.convert(cny("100"), "USD").value(), Money::parse("14", "USD").value());
        QVERIFY(!r.convert(cny("100"), "EUR").ok());
        QVERIFY(QString::fromStdString(r.convert(cny("100"), "EUR").error())
                    .contains(QLatin1String("no exchange rate for EUR")));
    }
};

QTEST_APPLESS_MAIN(TestMoneyCost)
#include "test_money_cost.moc"
