// Benchmark of the first start (issue 12): from an empty data directory to a window that shows the
// computed sample workspace: a new SQLite store created and seeded with the bundled data, the catalog
// read back from it, the window built and shown, the sample planned and costed, the events processed.
// Target: under 400 ms.
#include "main_window.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "store.h"

#include "core/catalog/catalog.h"

#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace gpuplan;

namespace {

void BM_FirstStartToComputedWorkspace(benchmark::State& state) {
    int rows = 0;
    for (auto _ : state) {
        state.PauseTiming();
        QTemporaryDir dir; // a fresh data directory each time: the store is created, not reopened
        QSettings().clear();
        state.ResumeTiming();
        auto store = db::SqliteStore::open(dir.filePath(QStringLiteral("gpuplan.sqlite")));
        if (!store) {
            state.SkipWithError(store.error().c_str());
            return;
        }
        auto catalog = core::Catalog::fromTexts(store.value()->catalogTexts().value()).value();
        ui::MainWindow window(catalog, *store.value(), QStringLiteral("bench"), store.value().get(),
                              store.value().get());
        window.resize(1440, 860);
        window.show();
        window.startFirstTime();
        QApplication::processEvents(); // laid out and painted
        rows = window.scenarioPage()->model()->rowCount();
        state.PauseTiming(); // closing the window and removing the directory are not the start
        window.close();
        state.ResumeTiming();
    }
    state.counters["sample_rows"] = rows;
}
BENCHMARK(BM_FirstStartToComputedWorkspace)->Unit(benchmark::kMillisecond)->Iterations(10);

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("GpuPlan"));
    QCoreApplication::setApplicationName(QStringLiteral("gpuplan_bench_first_start"));
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
