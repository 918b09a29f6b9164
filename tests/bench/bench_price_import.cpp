// Importing a price list of 150,000 new prices (issue 16: 11.5 s into SQLite when each price and its history
// entry were written row by row; target under 3 s on both stores): the CSV text read as `gpuplan import csv`
// reads it (parsePriceCsv) and imported in one transaction (SqlStore::importPrices), into a new SQLite file
// and into a new team store on the test server (GPUPLAN_TEST_PG_URL; skipped without, like the store copy).
// 5 GPUs x 30 regions x 10 providers x 100 dates, places the bundled data holds.
#include "database/pg_test_server.h"
#include "pg/pg_store.h"
#include "store.h"

#include "core/prices/price_csv.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <stdexcept>

using namespace gpuplan;

namespace {

QTemporaryDir& dir() {
    static QTemporaryDir d;
    return d;
}

int counter = 0;

// The price list, in the layout `gpuplan export prices` writes, over the first places `store` holds.
std::string priceList(core::PriceStore& store) {
    const std::vector<core::Region> regions = store.regions().value();
    const std::vector<core::Provider> providers = store.providers().value();
    if (regions.size() < 30 || providers.size() < 10)
        throw std::runtime_error("the bundled data has too few places for the benchmark");
    std::vector<core::PriceRecord> rows;
    for (const char* gpu : {"a100-80gb-sxm", "h100-sxm", "h200-sxm", "l40s", "b200"})
        for (std::size_t r = 0; r < 30; ++r)
            for (std::size_t p = 0; p < 10; ++p)
                for (int d = 0; d < 100; ++d) {
                    core::PriceRecord x;
                    x.gpuId = gpu;
                    x.regionId = regions[r].id;
                    x.providerId = providers[p].id;
                    x.amount = core::Money::fromMinor(200 + d, "USD");
                    x.effectiveDate = "2027-" + std::string(d / 28 + 1 < 10 ? "0" : "") +
                                      std::to_string(d / 28 + 1) + "-" + (d % 28 + 1 < 10 ? "0" : "") +
                                      std::to_string(d % 28 + 1);
                    x.source = "bench quote";
                    rows.push_back(std::move(x));
                }
    return core::writePriceCsv(rows);
}

const std::vector<std::string> kGpus = {"a100-80gb-sxm", "h100-sxm", "h200-sxm", "l40s", "b200"};

// Parses and imports `text` into `store`, failing the benchmark unless every row is written.
void importInto(benchmark::State& state, core::PriceStore& store, const std::string& text) {
    const core::ParsedPrices parsed = core::parsePriceCsv(text, kGpus);
    auto report = store.importPrices(parsed.records, false, "bench");
    if (!parsed.errors.empty() || !report || !report->written || report->inserted != 150000)
        state.SkipWithError(report ? "the import did not write 150,000 new prices" : report.error().c_str());
    state.counters["rows"] = static_cast<double>(parsed.records.size());
}

void BM_ImportCsv150kPricesIntoSqlite(benchmark::State& state) {
    for (auto _ : state) {
        state.PauseTiming();
        auto store = db::SqliteStore::open(dir().filePath(QStringLiteral("import-%1.sqlite").arg(counter++)));
        const std::string text = priceList(*store.value());
        state.ResumeTiming();
        importInto(state, *store.value(), text);
    }
}
BENCHMARK(BM_ImportCsv150kPricesIntoSqlite)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

void BM_ImportCsv150kPricesIntoPg(benchmark::State& state) {
    static QString why;
    static const QString server = test::pgServerUrl(&why);
    if (server.isEmpty()) {
        static const std::string message = why.toStdString();
        state.SkipWithError(message.c_str());
        return;
    }
    static test::ScratchDatabases scratch(server);
    for (auto _ : state) {
        state.PauseTiming();
        auto store = db::PgStore::open(db::parsePgUrl(scratch.create()).value(), db::PgStore::Mode::Create);
        if (!store) {
            state.SkipWithError(store.error().c_str());
            return;
        }
        const std::string text = priceList(*store.value());
        state.ResumeTiming();
        importInto(state, *store.value(), text);
    }
}
BENCHMARK(BM_ImportCsv150kPricesIntoPg)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
