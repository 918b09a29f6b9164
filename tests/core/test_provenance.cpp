// Where prices apply (a region, the cloud regions inside it, the areas it lies in), where figures come
// from (hand edits keep a true source), and the reference tables' CSV.
#include "core/calibration/reference_csv.h"
#include "core/planning/scenario_cost.h"

#include <QtTest>

using namespace gpuplan::core;

namespace {

Region region(std::string id, std::string parent, std::string currency = "CNY",
              std::optional<double> kwh = std::nullopt) {
    Region r;
    r.id = std::move(id);
    r.nameEn = r.id;
    r.nameZh = r.id;
    r.currency = std::move(currency);
    r.parent = std::move(parent);
    r.electricityPerKwh = kwh;
    r.electricity.source = kwh ? "tariff" : "";
    r.electricity.effectiveDate = kwh ? "2026-01-01" : "";
    return r;
}

// global > cn > cn-beijing, global > us-east > aws:us-east-1.
std::vector<Region> world() {
    return {region("global", "", "USD"), region("cn", "global"), region("cn-beijing", "cn", "CNY", 0.68),
            region("us-east", "global", "USD", 0.09), region("aws:us-east-1", "us-east", "USD")};
}

PriceRecord price(std::int64_t id, const std::string& gpu, const std::string& regionId,
                  const std::string& amount, const std::string& currency,
                  PriceKind kind = PriceKind::OnDemand, PriceUnit unit = PriceUnit::GpuHour) {
    PriceRecord p;
    p.id = id;
    p.gpuId = gpu;
    p.providerId = "x";
    p.regionId = regionId;
    p.kind = kind;
    p.unit = unit;
    p.amount = Money::parse(amount, currency).value();
    p.effectiveDate = "2026-01-01";
    p.source = "test";
    return p;
}

Scenario in(const std::string& regionId, const std::string& gpu = "h100-sxm") {
    Scenario s;
    s.gpuId = gpu;
    s.regionId = regionId;
    return s;
}

} // namespace

class TestProvenance : public QObject {
    Q_OBJECT
private slots:
    void scopesGoFromInsideOutwards() {
        const auto scopes = priceScopes(world(), "us-east");
        QCOMPARE(scopes.size(), std::size_t(2));
        QCOMPARE(scopes[0], (std::vector<std::string>{"us-east", "aws:us-east-1"}));
        QCOMPARE(scopes[1], std::vector<std::string>{"global"});
        QCOMPARE(priceScopes(world(), "cn-beijing").size(), std::size_t(3)); // Beijing, cn, global
        QCOMPARE(priceScopes(world(), "mars"), std::vector<std::vector<std::string>>{{"mars"}});
        // A cycle in edited data ends instead of looping.
        std::vector<Region> cyclic{region("a", "b"), region("b", "a")};
        QCOMPARE(priceScopes(cyclic, "a").size(), std::size_t(1));
        // The tariff: a cloud region uses its metro's, an area without one none.
        QCOMPARE(tariffRegion(world(), "aws:us-east-1")->id, std::string("us-east"));
        QVERIFY(!tariffRegion(world(), "cn"));
    }

    void theNearestScopeWithAPriceWins() {
        const std::vector<PriceRecord> prices{
            price(1, "h100-sxm", "cn", "10.00", "CNY"),            // national
            price(2, "h100-sxm", "aws:us-east-1", "12.29", "USD"), // inside US East
            price(3, "h100-sxm", "global", "296644", "USD", PriceKind::Purchase, PriceUnit::OneOff),
            price(4, "h100-sxm", "cn", "31250", "USD", PriceKind::Purchase, PriceUnit::Card),
        };
        ExchangeRates rates("USD");
        rates.set("CNY", 0.1476);
        // Beijing has no price of its own: the national one applies; owning uses the worldwide server.
        ScenarioPrices beijing = choosePrices(in("cn-beijing"), prices, world(), rates);
        QCOMPARE(beijing.rent->id, std::int64_t(1));
        QCOMPARE(beijing.purchase->id, std::int64_t(3)); // a card's price is not a server's
        QCOMPARE(beijing.tariff->id, std::string("cn-beijing"));
        // US East sees its cloud regions' prices.
        ScenarioPrices usEast = choosePrices(in("us-east"), prices, world(), rates);
        QCOMPARE(usEast.rent->id, std::int64_t(2));
        // A price nearer the region wins over a cheaper one further out.
        std::vector<PriceRecord> more = prices;
        more.push_back(price(5, "h100-sxm", "cn-beijing", "20.00", "CNY"));
        QCOMPARE(choosePrices(in("cn-beijing"), more, world(), rates).rent->id, std::int64_t(5));
        // Within one scope, prices in two currencies compare at the stored rate.
        more.push_back(price(6, "h100-sxm", "cn-beijing", "2.00", "USD")); // 13.55 CNY: cheaper than 20
        QCOMPARE(choosePrices(in("cn-beijing"), more, world(), rates).rent->id, std::int64_t(6));
    }

    void aHandEditKeepsASourceTrueForItsNumber() {
        PriceRecord before = price(7, "h100-sxm", "aws:us-east-1", "15.40", "USD");
        before.source = "SkyPilot catalog v7, aws/vms.csv, undated snapshot";
        before.sourceUrl = "https://github.com/skypilot-org/skypilot-catalog";
        before.verification = "list price";
        PriceRecord after = before;
        after.amount = Money::parse("12.00", "USD").value();
        const PriceRecord edited = withEditProvenance(before, after, "2026-12-01", "alice");
        QCOMPARE(edited.source, std::string("edited 2026-12-01 by alice; before: 15.40 USD per gpu-hour from "
                                            "SkyPilot catalog v7, aws/vms.csv, undated snapshot"));
        QVERIFY(edited.sourceUrl.empty());
        QCOMPARE(edited.verification, std::string("entered by hand"));
        // A new source given with the edit is kept, without the old one's URL and check; a note alone
        // changes no source.
        after.source = "vendor quote";
        const PriceRecord quoted = withEditProvenance(before, after, "2026-12-01", "alice");
        QCOMPARE(quoted.source, std::string("vendor quote"));
        QVERIFY(quoted.sourceUrl.empty());
        QCOMPARE(quoted.verification, std::string("entered by hand"));
        after.sourceUrl = "https://example.com/quote.pdf"; // given with it: kept
        QCOMPARE(withEditProvenance(before, after, "2026-12-01", "alice").sourceUrl, after.sourceUrl);
        PriceRecord noted = before;
        noted.note = "checked with sales";
        QCOMPARE(withEditProvenance(before, noted, "2026-12-01", "alice").source, before.source);
        // Rates and tariffs alike.
        ExchangeRate rate{"CNY", 0.147584, "2026-06-01", "Federal Reserve", 0.13939, 0.147584, "u", "v"};
        ExchangeRate newRate = rate;
        newRate.usdPerUnit = 0.14;
        QCOMPARE(withEditProvenance(rate, newRate, "2026-12-01", "bob").source,
                 std::string("edited 2026-12-01 by bob; before: 0.147584 USD per CNY from Federal Reserve"));
        Region beijing = region("cn-beijing", "cn", "CNY", 0.681335);
        beijing.electricity.source = "State Grid Beijing, July 2024";
        Region changed = beijing;
        changed.electricityPerKwh = 0.7;
        const Region r = withEditProvenance(beijing, changed, "2026-12-01", "bob");
        QCOMPARE(r.electricity.source,
                 std::string("edited 2026-12-01 by bob; before: 0.681335 CNY per kWh from "
                             "State Grid Beijing, July 2024"));
        QCOMPARE(r.electricity.effectiveDate, std::string("2026-12-01"));
        // A PUE changed with its own new source loses the old source's check and URL.
        beijing.pueSource = {std::nullopt, std::nullopt,
                             "2025-01-01", "Uptime Institute survey",
                             "https://u",  "global average, no regional figure"};
        Region surveyed = beijing;
        surveyed.pue = 1.25;
        surveyed.pueSource.source = "our site survey";
        const Region s = withEditProvenance(beijing, surveyed, "2026-12-01", "bob");
        QCOMPARE(s.pueSource.source, std::string("our site survey"));
        QCOMPARE(s.pueSource.verification, std::string("entered by hand"));
        QVERIFY(s.pueSource.url.empty());
        newRate.source = "a bank's quote";
        QCOMPARE(withEditProvenance(rate, newRate, "2026-12-01", "bob").verification,
                 std::string("entered by hand"));
    }

    void regionAndRateTablesRefuseWhatMakesNoSense() {
        const std::string header = "id,name_en,name_zh,currency,parent,electricity_per_kwh,electricity_low,"
                                   "electricity_high,electricity_date,electricity_source\n";
        ParsedRegions ok =
            parseRegionCsv(header + "cn,China,中国,CNY,,,,,,\ncn-x,X,X,CNY,cn,0.6,0.4,0.9,2026-01-01,t\n");
        QVERIFY(ok.errors.empty());
        QCOMPARE(ok.regions.at(1).parent, std::string("cn"));
        QCOMPARE(*ok.regions.at(1).electricity.high, 0.9);
        struct Case {
            const char* row;
            const char* fragment;
        };
        for (const Case& c :
             {Case{"x,X,X,CNY,nowhere,,,,,", "not listed before"}, Case{"x,X,X,ZZZ,,,,,,", "known currency"},
              Case{"x,X,X,CNY,,0.6,,,,", "needs a source and a date"},
              Case{"x,X,X,CNY,,0.6,0.7,0.9,2026-01-01,t", "outside its own low-high range"},
              Case{"x,X,X,CNY,,abc,,,,", "not a number"}}) {
            ParsedRegions bad = parseRegionCsv(header + c.row + "\n");
            QVERIFY2(bad.regions.empty() && !bad.errors.empty(), c.row);
            QVERIFY2(bad.errors.front().reason.find(c.fragment) != std::string::npos,
                     bad.errors.front().reason.c_str());
            QCOMPARE(bad.errors.front().line, 2);
        }
        // Written and read back unchanged, areas first.
        const std::vector<Region> regions = world();
        ParsedRegions again =
            parseRegionCsv(writeRegionCsv({regions[4], regions[3], regions[2], regions[1], regions[0]}));
        QVERIFY(again.errors.empty());
        QCOMPARE(again.regions.size(), regions.size());
        const std::string rates = "currency,usd_per_unit,low,high,effective_date,source\n";
        QVERIFY(parseExchangeRateCsv(rates + "CNY,0.1476,0.139,0.148,2026-06-01,Fed\n").errors.empty());
        QVERIFY(!parseExchangeRateCsv(rates + "CNY,0.2,0.139,0.148,2026-06-01,Fed\n").errors.empty());
        QVERIFY(!parseExchangeRateCsv(rates + "CNY,0.1476,,,June,Fed\n").errors.empty());
        QVERIFY(!parseExchangeRateCsv(rates + "CNY,0.1476,,,2026-06-01,\n").errors.empty());
    }
};

QTEST_APPLESS_MAIN(TestProvenance)
#include "test_provenance.moc"
