// `store copy` of a store with 100,000 prices (and their 100,000 history entries), SQLite to PostgreSQL
// and back (issue 16 target: under 5 s each way on localhost). Needs the test server's URL in
// GPUPLAN_TEST_PG_URL (eval "$(bash tests/pg/start-test-server.sh build)"); each copy goes into a database
// or file of its own.
#include "bench_prices.h"
#include "database/pg_test_server.h"
#include "store.h"
#include "store_copy.h"

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

// The source: a new store with 100,000 prices more (bench_prices.h), each with its history entry.
const QString& sourceFile() {
    static const QString path = [] {
        const QString p = dir().filePath(QStringLiteral("source.sqlite"));
        bench::add100kPrices(*db::SqliteStore::open(p).value());
        return p;
    }();
    return path;
}

test::ScratchDatabases* databases(benchmark::State& state) {
    static QString why;
    static const QString server = test::pgServerUrl(&why);
    if (server.isEmpty()) {
        static const std::string message = why.toStdString();
        state.SkipWithError(message.c_str());
        return nullptr;
    }
    static test::ScratchDatabases scratch(server);
    return &scratch;
}

// The team store the PostgreSQL-to-SQLite copies read: the source copied once.
const QString& teamSource(test::ScratchDatabases& scratch) {
    static const QString url = [&] {
        const QString u = scratch.create();
        if (auto copied = db::copyStore(sourceFile(), u, false); !copied)
            throw std::runtime_error(copied.error());
        return u;
    }();
    return url;
}

void BM_StoreCopy100kPricesSqliteToPg(benchmark::State& state) {
    test::ScratchDatabases* scratch = databases(state);
    if (!scratch)
        return;
    sourceFile();
    qint64 prices = 0;
    for (auto _ : state) {
        state.PauseTiming();
        const QString target = scratch->create();
        state.ResumeTiming();
        auto copied = db::copyStore(sourceFile(), target, false);
        if (!copied) {
            state.SkipWithError(copied.error().c_str());
            return;
        }
        prices = copied->rowsOf(QStringLiteral("prices"));
    }
    state.counters["prices"] = static_cast<double>(prices);
}
BENCHMARK(BM_StoreCopy100kPricesSqliteToPg)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_StoreCopy100kPricesPgToSqlite(benchmark::State& state) {
    test::ScratchDatabases* scratch = databases(state);
    if (!scratch)
        return;
    const QString& source = teamSource(*scratch);
    qint64 prices = 0;
    int n = 0;
    for (auto _ : state) {
        auto copied = db::copyStore(source, dir().filePath(QStringLiteral("copy-%1.sqlite").arg(n++)), false);
        if (!copied) {
            state.SkipWithError(copied.error().c_str());
            return;
        }
        prices = copied->rowsOf(QStringLiteral("prices"));
    }
    state.counters["prices"] = static_cast<double>(prices);
}
BENCHMARK(BM_StoreCopy100kPricesPgToSqlite)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
