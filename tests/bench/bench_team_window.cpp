// Opening the workbench on a team store of 100,000 prices (issue 16 target: under 1 s on localhost): the
// connection and the role (cli::WindowStoreOpener), then the window, whose price table model is built from
// every price on the way. The parts are timed too, to say where the time goes: reading the prices alone
// through the store, and the window on the prices already read (an in-memory copy). Needs the test server's
// URL in GPUPLAN_TEST_PG_URL (eval "$(bash tests/pg/start-test-server.sh build)").
#include "bench_prices.h"
#include "cli/window_stores.h"
#include "database/pg_test_server.h"
#include "main_window.h"
#include "prices/price_table_model.h"
#include "prices/prices_page.h"
#include "store.h"
#include "store_copy.h"

#include <QApplication>
#include <QTableView>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <stdexcept>

using namespace gpuplan;

namespace {

// The scratch databases go before the QApplication does (a static would outlive it and crash on the way out).
std::unique_ptr<test::ScratchDatabases> g_scratch;

// The team store: a new file with 100,000 prices more (bench_prices.h) copied to a database of its own.
const QString* teamStore(benchmark::State& state) {
    static QString why;
    static const QString server = test::pgServerUrl(&why);
    if (server.isEmpty()) {
        static const std::string message = why.toStdString();
        state.SkipWithError(message.c_str());
        return nullptr;
    }
    if (!g_scratch)
        g_scratch = std::make_unique<test::ScratchDatabases>(server);
    test::ScratchDatabases& scratch = *g_scratch;
    static QTemporaryDir dir;
    static const QString url = [&] {
        const QString file = dir.filePath(QStringLiteral("source.sqlite"));
        bench::add100kPrices(*db::SqliteStore::open(file).value());
        const QString u = scratch.create();
        if (auto copied = db::copyStore(file, u, false); !copied)
            throw std::runtime_error(copied.error());
        return u;
    }();
    return &url;
}

// The team store opened as the window opens it; null (the benchmark skipped with the reason) when it cannot
// be.
std::unique_ptr<ui::OpenStore> openTeam(benchmark::State& state, const QString& url) {
    auto store = cli::WindowStoreOpener().openTeamStore({url, QString()});
    if (!store) {
        state.SkipWithError(store.error().c_str());
        return nullptr;
    }
    return std::move(store).value();
}

void BM_OpenTeamStoreAndShowPrices(benchmark::State& state) {
    const QString* url = teamStore(state);
    if (!url)
        return;
    int rows = 0;
    for (auto _ : state) {
        auto store = openTeam(state, *url);
        if (!store)
            return;
        ui::MainWindow window(store->catalog(), store->prices(), store->access().name, store->scenarios(),
                              store->catalogStore());
        rows = window.pricesPage()->view()->model()->rowCount();
    }
    state.counters["price rows"] = rows;
}
BENCHMARK(BM_OpenTeamStoreAndShowPrices)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_OpenTeamStoreOnly(benchmark::State& state) {
    const QString* url = teamStore(state);
    if (!url)
        return;
    for (auto _ : state) {
        auto store = openTeam(state, *url);
        if (!store)
            return;
        benchmark::DoNotOptimize(store.get());
    }
}
BENCHMARK(BM_OpenTeamStoreOnly)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_ReadTeamPricesOnly(benchmark::State& state) {
    const QString* url = teamStore(state);
    if (!url)
        return;
    auto store = openTeam(state, *url);
    if (!store)
        return;
    std::size_t rows = 0;
    for (auto _ : state)
        rows = store->prices().prices({}).value().size();
    state.counters["prices"] = static_cast<double>(rows);
}
BENCHMARK(BM_ReadTeamPricesOnly)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_PriceTableModelOnly(benchmark::State& state) {
    const QString* url = teamStore(state);
    if (!url)
        return;
    auto store = openTeam(state, *url);
    if (!store)
        return;
    const auto prices = store->prices().prices({}).value();
    const auto regions = store->prices().regions().value();
    for (auto _ : state) {
        ui::PriceTableModel model;
        model.setRegions(regions);
        model.setPrices(prices);
        benchmark::DoNotOptimize(model.rowCount());
    }
}
BENCHMARK(BM_PriceTableModelOnly)->Unit(benchmark::kMillisecond)->Iterations(5);

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    g_scratch.reset();
    return 0;
}
