// How soon a price that another connection commits re-costs a scenario shown in an open window (issue 16
// target: within 2 s): on a SQLite file another program writes (PRAGMA data_version, polled every
// kDataVersionPollMs), and on a team store of the PostgreSQL test server (LISTEN/NOTIFY). Each iteration
// is timed from the moment the other connection's save returned (after its commit) to the moment the
// window's rent of that scenario changed. This was an assertion of tests/database/test_store_changes.cpp;
// a test may not bound the program's speed (issue 29), so the target is read here, within one run.
// The team store needs GPUPLAN_TEST_PG_URL (eval "$(bash tests/pg/start-test-server.sh build)").
#include "database/pg_test_server.h"
#include "main_window.h"
#include "pg/pg_store.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "store.h"
#include "store_change_follower.h"
#include "test_support.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTemporaryDir>
#include <QTimer>

#include <benchmark/benchmark.h>

#include <chrono>
#include <memory>
#include <string>

using namespace gpuplan;

namespace {

// SkipWithError keeps the pointer it is given: the message lives here.
void skip(benchmark::State& state, const std::string& why) {
    static std::string message;
    message = why;
    state.SkipWithError(message.c_str());
}

// The scratch databases go before the QApplication does (a static would outlive it and crash on the way out).
std::unique_ptr<test::ScratchDatabases> g_scratch;

// `theirs` changes the Shanghai H100 price back and forth; `window` (on `mine`) follows, showing a LoRA
// fine-tune of Llama 2 70B on 8 H100 in Shanghai, which that price costs. Each iteration's
// time is from the other save's return to the window's new rent.
void measure(benchmark::State& state, core::PriceStore& mine, core::PriceStore& theirs,
             core::StoreChangeSource& changes, core::ScenarioStore* scenarios) {
    core::PriceRecord price = test::monthlyPrice("h100-sxm", "1000");
    price.effectiveDate = "2026-11-30";
    auto added = theirs.setPrice(price, "a quote");
    if (!added) {
        skip(state, added.error());
        return;
    }
    price = added.value();
    const core::Catalog& catalog = test::catalog();
    ui::MainWindow window(catalog, mine, QStringLiteral("bench"), scenarios);
    window.followStoreChanges(&changes);
    if (!window.storeChangeFollower()->problem().isEmpty()) {
        skip(state, window.storeChangeFollower()->problem().toStdString());
        return;
    }
    const int row = window.scenarioPage()->addScenario(test::loraScenario("H100 job"));
    int step = 0;
    for (auto _ : state) {
        const double before = window.scenarioPage()->model()->row(row).cost.rent.toDouble();
        price.amount = core::Money::parse(++step % 2 ? "2000" : "1000", "CNY").value();
        auto saved = theirs.setPrice(price, "the quote changed");
        if (!saved) {
            skip(state, saved.error());
            return;
        }
        price = saved.value();
        QElapsedTimer clock;
        clock.start();
        QEventLoop loop;
        QTimer look;
        QObject::connect(&look, &QTimer::timeout, &loop, [&] {
            if (window.scenarioPage()->model()->row(row).cost.rent.toDouble() != before)
                loop.quit();
        });
        look.start(1);
        QTimer::singleShot(60'000, &loop, [&] { loop.exit(1); });
        if (loop.exec() != 0) {
            skip(state, "the window was not re-costed within 60 s");
            return;
        }
        state.SetIterationTime(std::chrono::duration<double>(clock.nsecsElapsed() / 1e9).count());
    }
}

void BM_SqliteFileChangeReachesWindow(benchmark::State& state) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("shared.sqlite"));
    auto mine = db::SqliteStore::open(file);
    auto theirs = db::SqliteStore::open(file);
    if (!mine || !theirs) {
        skip(state, !mine ? mine.error() : theirs.error());
        return;
    }
    measure(state, *mine.value(), *theirs.value(), *mine.value(), mine.value().get());
}
BENCHMARK(BM_SqliteFileChangeReachesWindow)->Unit(benchmark::kMillisecond)->UseManualTime()->Iterations(10);

void BM_TeamStoreChangeReachesWindow(benchmark::State& state) {
    QString why;
    const QString server = test::pgServerUrl(&why);
    if (server.isEmpty()) {
        skip(state, why.toStdString());
        return;
    }
    g_scratch = std::make_unique<test::ScratchDatabases>(server);
    const QString url = g_scratch->create();
    auto mine = db::PgStore::open(db::parsePgUrl(url).value(), db::PgStore::Mode::Create);
    auto theirs = db::PgStore::open(db::parsePgUrl(url).value(), db::PgStore::Mode::Open);
    if (!mine || !theirs) {
        skip(state, !mine ? mine.error() : theirs.error());
        return;
    }
    measure(state, *mine.value(), *theirs.value(), *mine.value(), mine.value().get());
}
BENCHMARK(BM_TeamStoreChangeReachesWindow)->Unit(benchmark::kMillisecond)->UseManualTime()->Iterations(10);

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
