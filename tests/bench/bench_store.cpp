// Benchmarks of the price store (issue 4 targets): with 100,000 price rows a query by GPU and
// region under 5 ms; importing the whole SkyPilot sample under 1 s; opening and migrating a new
// database under 100 ms.
#include "bench_prices.h"
#include "store.h"

#include "core/prices/skypilot_csv.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace gpuplan;

namespace {

QTemporaryDir& dir() {
    static QTemporaryDir d;
    return d;
}

std::string resource(const char* path) {
    QFile f(QString::fromLatin1(path));
    f.open(QIODevice::ReadOnly);
    return f.readAll().toStdString();
}

int counter = 0;
QString freshPath() {
    return dir().filePath(QStringLiteral("bench-%1.sqlite").arg(counter++));
}

void BM_CreateMigrateSeedNewStore(benchmark::State& state) {
    for (auto _ : state) {
        auto store = db::SqliteStore::open(freshPath());
        benchmark::DoNotOptimize(store);
    }
}
BENCHMARK(BM_CreateMigrateSeedNewStore)->Unit(benchmark::kMillisecond);

void BM_OpenExistingStore(benchmark::State& state) {
    const QString path = freshPath();
    db::SqliteStore::open(path);
    for (auto _ : state) {
        auto store = db::SqliteStore::open(path);
        benchmark::DoNotOptimize(store);
    }
}
BENCHMARK(BM_OpenExistingStore)->Unit(benchmark::kMillisecond);

void BM_ImportSkyPilotSample(benchmark::State& state) {
    const std::string text = resource(":/prices/skypilot_sample_vms.csv");
    core::SkyPilotMaps maps;
    maps.accelerators = core::parseAcceleratorMap(resource(":/prices/skypilot_gpu_map.csv")).value();
    core::parseCloudRegionMap(resource(":/prices/cloud_regions.csv"), maps);
    maps.defaultParent = "global";
    for (auto _ : state) {
        state.PauseTiming();
        auto store = db::SqliteStore::open(freshPath());
        // A fresh store already holds the sample: a new date makes every row a new price.
        const std::string date = "2027-01-" + std::to_string(10 + counter % 18);
        state.ResumeTiming();
        core::SkyPilotSnapshot snapshot;
        snapshot.date = date;
        const core::ParsedPrices parsed = core::parseSkyPilotCsv(text, maps, snapshot);
        auto report = store.value()->importPrices(parsed.records, false, "bench");
        benchmark::DoNotOptimize(report);
        state.counters["rows"] = static_cast<double>(parsed.records.size());
    }
}
BENCHMARK(BM_ImportSkyPilotSample)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_QueryByGpuAndRegionIn100kPrices(benchmark::State& state) {
    static std::unique_ptr<db::SqliteStore> store = [] {
        auto s = db::SqliteStore::open(freshPath()).value();
        bench::add100kPrices(*s);
        return s;
    }();
    core::PriceFilter f;
    f.gpuId = "h200-sxm";
    f.regionId = "bench-r42";
    std::size_t found = 0;
    for (auto _ : state) {
        auto rows = store->prices(f);
        found = rows->size();
        benchmark::DoNotOptimize(rows);
    }
    state.counters["rows_found"] = static_cast<double>(found);
}
BENCHMARK(BM_QueryByGpuAndRegionIn100kPrices)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
