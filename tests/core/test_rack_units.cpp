// Racks as units (issue 31, item 2): a GB200/GB300 NVL72 is sold and fed as a rack of 72 GPUs. Counts round
// up to whole trays of 4, a purchase price per rack buys whole racks, owning one counts the rack's power
// (Grace CPUs, NVLink switch trays, NICs, pumps) from the catalog's cited figure rather than 1.3 kW per
// server, and the rack check of a recommendation weighs the whole rack.
#include "test_support.h"

#include "bundled_paths.h"
#include "cli/bundled_data.h"
#include "core/catalog/catalog_store.h"
#include "core/planning/recommend.h"
#include "core/planning/scenario_cost.h"
#include "core/prices/price_csv.h"

using namespace gpuplan;
using namespace gpuplan::core;

namespace {

Scenario pretrainOn(const char* gpu, int gpus) {
    return test::pretrainScenario(gpu, gpus, "llama3-70b", 1e11);
}

PriceRecord rackPrice(const char* gpu, const char* amount) {
    PriceRecord p;
    p.id = 7;
    p.gpuId = gpu;
    p.providerId = "market-global";
    p.regionId = "global";
    p.kind = PriceKind::Purchase;
    p.unit = PriceUnit::OneOff;
    p.gpusPerMachine = 72;
    p.amount = Money::parse(amount, "USD").value();
    p.source = "test";
    return p;
}

ScenarioPrices owning(const PriceRecord& purchase) {
    ScenarioPrices p;
    p.region = p.tariff = test::region("us-east", "US East", "美国东部", "USD", 0.1, 1.3, "test tariff");
    p.purchase = purchase;
    return p;
}

bool noted(const ScenarioEstimate& e, MessageId id) {
    for (const Message& n : e.notes)
        if (n.id == id)
            return true;
    return false;
}

} // namespace

class TestRackUnits : public QObject {
    Q_OBJECT
private slots:
    // The rack rows carry the rack's power, each figure as its note quotes it; an HGX card gives none.
    void rackRowsCarryTheRacksPower() {
        const GpuSpec& gb200 = *test::catalog().gpu("gb200-nvl72");
        const GpuSpec& gb300 = *test::catalog().gpu("gb300-nvl72");
        const GpuSpec& h100 = *test::catalog().gpu("h100-sxm");
        QCOMPARE(gb200.systemWatts, 120e3);
        QVERIFY(gb200.verification.find("consumes 120 kW") != std::string::npos);
        QCOMPARE(gb300.systemWatts, 142e3);
        QVERIFY(gb300.verification.find("up to 142 kW") != std::string::npos);
        QVERIFY(gb300.soldByRack());
        QCOMPARE(gb300.systemGpus(), 72);
        QCOMPARE(gb300.hostWattsPerGpu(), 142e3 / 72 - 1400);
        QCOMPARE(gb200.hostWattsPerGpu(), 120e3 / 72 - 1200);
        QVERIFY(!h100.soldByRack());
        QCOMPARE(h100.systemGpus(), 8);
        QVERIFY(h100.hostWattsPerGpu() < 0);
    }

    // The column reads and writes back; a file from before it reads as not given; a rack figure below its
    // GPUs' own power (watts typed for kW) is refused naming both.
    void theColumnRoundTripsAndIsChecked() {
        const GpuSpec& gb300 = *test::catalog().gpu("gb300-nvl72");
        auto back = parseGpuCsv(writeGpuCsv({gb300}));
        QVERIFY(back);
        QCOMPARE(back->front().systemWatts, 142e3);
        std::string old = writeGpuCsv({gb300});
        const std::string header = ",system_kw";
        old.erase(old.find(header), header.size());
        const std::size_t row = old.find("\n") + 1;
        const std::size_t tdp = old.find(",1400,", row);
        QVERIFY(tdp != std::string::npos);
        old.erase(tdp + 5, 4); // ",142" after the TDP
        auto earlier = parseGpuCsv(old);
        QVERIFY2(earlier, earlier ? "" : earlier.error().c_str());
        QCOMPARE(earlier->front().systemWatts, 0.0);
        GpuSpec typo = gb300;
        typo.systemWatts = 142; // watts where kW were meant
        auto refused = validateGpu(typo);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("below its 72 GPUs' own 100.8 kW") != std::string::npos,
                 refused.error().c_str());
    }

    // A count that splits a tray is rounded up to whole trays, and the notes say so; an HGX count stays.
    void countsRoundToWholeTrays() {
        const ScenarioEstimate e = estimateScenario(pretrainOn("gb300-nvl72", 70), test::catalog());
        QVERIFY2(e.ok, englishText(e.problem).c_str());
        QCOMPARE(e.gpus, 72);
        QVERIFY(noted(e, MessageId::NoteRoundedToTrays));
        QCOMPARE(englishText(e.notes.front()),
                 std::string("GB300 NVL72 (per GPU 279GB) comes in trays of 4 GPUs: 70 GPUs rounded up to 72 "
                             "(whole trays)"));
        const ScenarioEstimate whole = estimateScenario(pretrainOn("gb300-nvl72", 64), test::catalog());
        QCOMPARE(whole.gpus, 64);
        QVERIFY(!noted(whole, MessageId::NoteRoundedToTrays));
        const ScenarioEstimate hgx = estimateScenario(pretrainOn("h100-sxm", 12), test::catalog());
        QVERIFY2(hgx.ok, englishText(hgx.problem).c_str());
        QCOMPARE(hgx.gpus, 12);
        QVERIFY(!noted(hgx, MessageId::NoteRoundedToTrays));
    }

    // Purchase per rack: 72 GPUs cost one rack, 64 still one whole rack, 76 two; the rack's own power is
    // the catalog's 142 kW less its GPUs', always on, and the GPUs draw at the utilization.
    void aRackPriceBuysWholeRacks() {
        const PriceRecord rack = rackPrice("gb300-nvl72", "3500000");
        for (const auto& [gpus, racks] : {std::pair{72, 1}, std::pair{64, 1}, std::pair{76, 2}}) {
            const Scenario s = pretrainOn("gb300-nvl72", gpus);
            const ScenarioEstimate e = estimateScenario(s, test::catalog());
            QVERIFY2(e.ok, englishText(e.problem).c_str());
            const ScenarioCost c = costScenario(s, e, owning(rack), ExchangeRates());
            QVERIFY2(c.buyKnown, englishText(c.buyProblem).c_str());
            QCOMPARE(c.ownership.servers, racks);
            QCOMPARE(c.ownership.capex.toDouble(), 3.5e6 * racks);
            const double hostKw = (142.0 - 72 * 1.4) * racks;
            QCOMPARE(c.ownership.itKw, gpus * 1.4 * 0.7 + hostKw);
        }
        // The same rack at an assumed 1.3 kW of host would understate the rack's power 30-fold.
        const Scenario s = pretrainOn("gb300-nvl72", 72);
        const ScenarioEstimate e = estimateScenario(s, test::catalog());
        const ScenarioCost c = costScenario(s, e, owning(rack), ExchangeRates());
        QVERIFY(c.ownership.itKw - 72 * 1.4 * 0.7 > 30 * 1.3);
    }

    // An 8-GPU server keeps the assumed host power per server (the catalog gives no system power).
    void aServerKeepsTheAssumedHost() {
        PriceRecord server = rackPrice("h100-sxm", "300000");
        server.gpusPerMachine = 8;
        const Scenario s = pretrainOn("h100-sxm", 16);
        const ScenarioEstimate e = estimateScenario(s, test::catalog());
        QVERIFY2(e.ok, englishText(e.problem).c_str());
        const ScenarioCost c = costScenario(s, e, owning(server), ExchangeRates());
        QCOMPARE(c.ownership.servers, 2);
        QCOMPARE(c.ownership.itKw, 16 * 0.7 * 0.7 + 2 * 1.3);
    }

    // The bundled data prices both racks per rack of 72, each with its range and a link to its source.
    void bundledRackPricesArePerRack() {
        std::vector<std::string> ids;
        for (const GpuSpec& g : test::catalog().gpus())
            ids.push_back(g.id);
        const ParsedPrices parsed =
            parsePriceCsv(cli::readResource(QString::fromLatin1(resources::kSeedPrices)).toStdString(), ids);
        QVERIFY(parsed.errors.empty());
        int racks = 0;
        for (const PriceRecord& p : parsed.records)
            if ((p.gpuId == "gb200-nvl72" || p.gpuId == "gb300-nvl72") && p.kind == PriceKind::Purchase) {
                ++racks;
                QCOMPARE(p.unit, PriceUnit::OneOff);
                QCOMPARE(p.gpusPerMachine, 72);
                QVERIFY(p.low && p.high && p.low->toDouble() <= p.amount.toDouble() &&
                        p.amount.toDouble() <= p.high->toDouble());
                QVERIFY(!p.sourceUrl.empty());
            }
        QCOMPARE(racks, 2);
    }

    // The recommendation's rack check weighs the whole rack: 142 kW does not fit a 100 kW rack position, and
    // the problem says it is the rack.
    void theRackCheckWeighsTheWholeRack() {
        RecommendRequest r;
        r.catalog = &test::catalog();
        r.workload = Workload::Pretrain;
        r.model = *test::catalog().model("llama3-70b");
        r.train.tokens = 1e11;
        r.currency = "USD";
        r.rackKw = 100;
        r.pricePerGpuHour = {{"gb300-nvl72", 6.0}, {"h100-sxm", 2.5}};
        const Recommendation rec = recommend(r).value();
        bool seen = false;
        for (const RecommendOption& o : rec.options) {
            if (o.gpuId == "gb300-nvl72") {
                seen = true;
                QCOMPARE(o.serverKw, 142.0);
                QVERIFY(!o.feasible);
                QCOMPARE(
                    o.problems.back(),
                    std::string("one 72-GPU rack draws 142.0 kW, more than the 100.0 kW a rack may have"));
            } else {
                QCOMPARE(o.serverKw, 8 * 0.7 + 1.3);
            }
        }
        QVERIFY(seen);
        // Cheaper but refused: its reason says "less", not "-65% more".
        const RecommendOption& rack = rec.options.back();
        QCOMPARE(rack.gpuId, std::string("gb300-nvl72"));
        if (rack.cost < rec.options.front().cost)
            QVERIFY2(rack.reasons.front().find("less than the first choice") != std::string::npos,
                     rack.reasons.front().c_str());
    }
};

QTEST_GUILESS_MAIN(TestRackUnits)
#include "test_rack_units.moc"
