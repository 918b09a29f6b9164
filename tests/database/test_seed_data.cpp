// The data a new store starts with, checked as a buyer relies on it: every price, rate and tariff
// has a source, a date (or says it is undated) and a note on how it was checked; every named region
// can cost renting and owning A100 and H100 cards without anything typed in.
#include "store.h"

#include "core/catalog/catalog.h"
#include "core/planning/scenario_cost.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplan;

namespace {

const char* const kNamedRegions[] = {"cn-beijing", "cn-shanghai", "cn-shenzhen", "cn-guangzhou", "hk",
                                     "sg",         "jp-tokyo",    "us-east",     "us-west",      "eu-west"};

bool fromSkyPilot(const core::PriceRecord& p) {
    return p.source.rfind("SkyPilot catalog v", 0) == 0;
}

} // namespace

class TestSeedData : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<db::SqliteStore> m_store;

private slots:
    void initTestCase() {
        auto store = db::SqliteStore::open(m_dir.filePath(QStringLiteral("seed.sqlite")));
        QVERIFY2(store.ok(), store.ok() ? "" : store.error().c_str());
        m_store = std::move(store).value();
    }

    void everyPriceIsSourcedAndDated() {
        const auto prices = m_store->prices({}).value();
        int curated = 0, sky = 0;
        for (const core::PriceRecord& p : prices) {
            const std::string what = p.gpuId + " " + p.providerId + " " + p.regionId;
            QVERIFY2(!p.source.empty() && !p.verification.empty(), what.c_str());
            if (fromSkyPilot(p)) {
                ++sky;
                // The catalog records no date: undated, named by the commit it was read at.
                QVERIFY2(p.effectiveDate.empty(), what.c_str());
                QVERIFY2(p.source.find("undated snapshot (catalog commit ") != std::string::npos,
                         p.source.c_str());
                continue;
            }
            ++curated;
            QVERIFY2(p.low && p.high, what.c_str());
            QVERIFY2(!p.sourceUrl.empty(), what.c_str());
            // Undated only where the source shows no date, and the note says so.
            QVERIFY2(core::isIsoDate(p.effectiveDate) ||
                         p.verification.find("undated") != std::string::npos ||
                         p.source.find("undated") != std::string::npos,
                     what.c_str());
            // A market quote is marked; a list price names its publisher's own figure.
            if (p.providerId.rfind("market", 0) == 0 || p.providerId == "idc-cn")
                QVERIFY2(p.indicative, what.c_str());
        }
        QVERIFY(curated >= 40);
        QVERIFY(sky > 400);
    }

    void theNewCardsComeWithTheirRefreshedCloudPrices() {
        // The December 2026 refresh read the new cards from the catalog's v8 folder at later commits than
        // the rest of each cloud's rows; each price names the commit its rows were read at.
        const auto prices = m_store->prices({}).value();
        auto source = [&](const std::string& gpu, const std::string& region) -> std::string {
            for (const core::PriceRecord& p : prices)
                if (p.gpuId == gpu && p.regionId == region && p.kind == core::PriceKind::OnDemand)
                    return p.amount.toString() + " | " + p.source;
            return "none";
        };
        // 41.24 USD per hour for 8 x B300 (verda_B300x8) is 5.16 per GPU, below the 1-GPU machine's 6.59.
        QCOMPARE(source("b300", "shadeform:helsinki-finland-5"),
                 std::string("5.16 USD | SkyPilot catalog v8, shadeform/vms.csv, undated snapshot (catalog "
                             "commit 8e50954): verda_B300x8 41.24 USD per machine-hour / 8 GPUs"));
        QVERIFY(
            source("rtx-pro-6000-server", "runpod:US").rfind("1.84 USD | SkyPilot catalog v8, runpod", 0) ==
            0);
        QVERIFY(source("rtx-pro-6000-server", "shadeform:beltsville-usa-1")
                    .rfind("1.79 USD | SkyPilot catalog v8", 0) == 0);
        QVERIFY(source("mi300x", "runpod:US").rfind("2.29 USD | SkyPilot catalog v8, runpod", 0) == 0);
        QVERIFY(source("h200-nvl", "runpod:CA").rfind("3.39 USD | SkyPilot catalog v8, runpod", 0) == 0);
        QVERIFY(source("rtx-5090", "runpod:SE").rfind("0.89 USD | SkyPilot catalog v8, runpod", 0) == 0);
        QVERIFY(source("b200", "aws:us-east-1").find("(catalog commit e385a0d): p6-b200.48xlarge 113.9328") !=
                std::string::npos);
        // The cloud's other rows keep their v7 commit.
        QVERIFY(source("h100-sxm", "lambda:us-east-1")
                    .find("SkyPilot catalog v7, lambda/vms.csv, undated snapshot "
                          "(catalog commit 1158013)") != std::string::npos);
        // Every card a cloud in the sample rents is priced there; the MI325X from a dated report.
        for (const char* gpu : {"b300", "rtx-pro-6000-server", "rtx-5090", "h200-nvl", "mi300x", "mi325x"})
            QVERIFY2(std::any_of(prices.begin(), prices.end(),
                                 [&](const core::PriceRecord& p) {
                                     return p.gpuId == gpu && p.kind == core::PriceKind::OnDemand;
                                 }),
                     gpu);
        // Ashburn lies in US East: the B300's and RTX PRO 6000's US prices count for a buyer there.
        QVERIFY(source("rtx-pro-6000-server", "shadeform:ashburn-usa-7") != "none");
        const auto regions = m_store->regions().value();
        QVERIFY(std::any_of(regions.begin(), regions.end(), [](const core::Region& r) {
            return r.id == "shadeform:ashburn-usa-7" && r.parent == "us-east";
        }));
    }

    void everyRateAndTariffIsSourced() {
        const auto rates = m_store->exchangeRates().value();
        for (const char* c : {"CNY", "EUR", "JPY", "SGD", "HKD"})
            QVERIFY2(std::any_of(rates.begin(), rates.end(),
                                 [&](const core::ExchangeRate& r) { return r.currency == c; }),
                     c);
        for (const core::ExchangeRate& r : rates) {
            QVERIFY2(core::isIsoDate(r.effectiveDate) && !r.source.empty() && !r.verification.empty() &&
                         !r.url.empty(),
                     r.currency.c_str());
            QVERIFY2(r.low && r.high && *r.low <= r.usdPerUnit && r.usdPerUnit <= *r.high,
                     r.currency.c_str());
        }
        const auto regions = m_store->regions().value();
        for (const char* id : kNamedRegions) {
            auto it = std::find_if(regions.begin(), regions.end(),
                                   [&](const core::Region& r) { return r.id == id; });
            QVERIFY2(it != regions.end(), id);
            QVERIFY2(it->electricityPerKwh && it->electricity.low && it->electricity.high, id);
            QVERIFY2(core::isIsoDate(it->electricity.effectiveDate), id);
            QVERIFY2(!it->electricity.source.empty() && !it->electricity.url.empty() &&
                         !it->electricity.verification.empty(),
                     id);
            QVERIFY2(!it->pueSource.source.empty() && !it->pueSource.verification.empty() &&
                         it->pueSource.low && it->pueSource.high,
                     id);
        }
    }

    void everyNamedRegionCostsRentingAndOwning() {
        auto catalog = core::Catalog::fromTexts(m_store->catalogTexts().value());
        QVERIFY(catalog.ok());
        const auto prices = m_store->prices({}).value();
        const auto regions = m_store->regions().value();
        const core::ExchangeRates rates = core::toExchangeRates(m_store->exchangeRates().value());
        for (const char* region : kNamedRegions)
            for (const char* gpu : {"a100-80gb-sxm", "h100-sxm"}) {
                core::Scenario s;
                s.name = "LoRA 70B";
                s.kind = core::ScenarioKind::Lora;
                s.modelId = "llama2-70b";
                s.tokens = 1e9;
                s.gpuId = gpu;
                s.gpus = 8;
                s.regionId = region;
                const core::ScenarioEstimate e = core::estimateScenario(s, catalog.value());
                QVERIFY2(e.ok, core::englishText(e.problem).c_str());
                const core::ScenarioPrices p = core::choosePrices(s, prices, regions, rates);
                const core::ScenarioCost c = core::costScenario(s, e, p, rates);
                const std::string what = std::string(region) + " " + gpu + ": ";
                QVERIFY2(c.rentKnown, (what + core::englishText(c.rentProblem)).c_str());
                QVERIFY2(c.buyKnown, (what + core::englishText(c.buyProblem)).c_str());
                QVERIFY2(c.breakEven, (what + core::englishText(c.breakEvenProblem)).c_str());
            }
    }

    // Issue 31, item 6: the United States, EU and Japanese markets sit between their metros and "global", and
    // the cloud regions whose location is documented lie in them, so a buyer in US East is quoted Lambda's
    // H100 (its us-east-1 is in Virginia) and told the market's cheapest comparable offer.
    void marketsHoldTheirCloudRegions() {
        const auto regions = m_store->regions().value();
        const auto parentOf = [&](const std::string& id) {
            for (const core::Region& r : regions)
                if (r.id == id)
                    return r.parent;
            return std::string("(missing)");
        };
        for (const char* market : {"us", "eu", "jp"})
            QCOMPARE(parentOf(market), std::string("global"));
        QCOMPARE(parentOf("us-east"), std::string("us"));
        QCOMPARE(parentOf("us-west"), std::string("us"));
        QCOMPARE(parentOf("eu-west"), std::string("eu"));
        QCOMPARE(parentOf("jp-tokyo"), std::string("jp"));
        QCOMPARE(parentOf("lambda:us-east-1"), std::string("us-east"));
        QCOMPARE(parentOf("lambda:asia-northeast-2"), std::string("jp-tokyo"));
        for (const char* id :
             {"lambda:us-south-1", "aws:us-east-2", "gcp:us-central1", "runpod:US", "shadeform:dallas-usa-1"})
            QCOMPARE(parentOf(id), std::string("us"));
        for (const char* id : {"runpod:SE", "gcp:europe-north1", "shadeform:warsaw-poland-1"})
            QCOMPARE(parentOf(id), std::string("eu"));
        // Outside those markets (London, Canada) or of no documented location, a cloud region stays
        // worldwide.
        for (const char* id : {"aws:eu-west-2", "runpod:CA", "shadeform:us-east-1"})
            QCOMPARE(parentOf(id), std::string("global"));

        const auto prices = m_store->prices({}).value();
        const core::ExchangeRates rates = core::toExchangeRates(m_store->exchangeRates().value());
        core::Scenario s;
        s.kind = core::ScenarioKind::Lora;
        s.modelId = "llama2-70b";
        s.tokens = 1e9;
        s.gpuId = "h100-sxm";
        s.gpus = 8;
        s.regionId = "us-east";
        const core::ScenarioPrices east = core::choosePrices(s, prices, regions, rates);
        QVERIFY(east.rent && east.marketRent && east.market);
        QCOMPARE(east.rent->providerId, std::string("lambda"));
        QCOMPARE(east.rent->amount.toDouble(), 2.99);
        QCOMPARE(east.market->id, std::string("us"));
        const auto perGpuHour = [](const core::PriceRecord& p) {
            return core::RentPrice{p.amount, p.unit, p.gpusPerMachine}.perGpuHour();
        };
        QVERIFY2(perGpuHour(*east.marketRent) < perGpuHour(*east.rent), east.marketRent->regionId.c_str());
        // The whole market quotes its cheapest; a market has no market above it to name.
        s.regionId = "us";
        const core::ScenarioPrices us = core::choosePrices(s, prices, regions, rates);
        QVERIFY(us.rent && !us.market && !us.marketRent);
        QCOMPARE(us.rent->id, east.marketRent->id);
    }
};

QTEST_GUILESS_MAIN(TestSeedData)
#include "test_seed_data.moc"
