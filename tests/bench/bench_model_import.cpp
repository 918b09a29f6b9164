// Importing a folder of 20 Hugging Face config.json files (issue 30), as `gpuplan model import FOLDER` and
// the workbench's File > Import model config... do: every file read and parsed (ui::readModelConfigs:
// QJsonDocument, then core's reader), then every model saved into a new SQLite store in one transaction. The
// folder holds the 19 real configs of tests/fixtures/model_configs the reader accepts (Nemotron-H's is
// refused) and one of them again under another name.
#include "models/model_config_file.h"
#include "store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <stdexcept>

using namespace gpuplan;

namespace {

QTemporaryDir& dir() {
    static QTemporaryDir d;
    return d;
}

// The folder of 20 configs, made once.
QString configFolder() {
    static const QString folder = [] {
        const QDir fixtures(QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/model_configs"));
        const QString out = dir().filePath(QStringLiteral("configs"));
        QDir().mkpath(out);
        for (const QString& name : fixtures.entryList({QStringLiteral("*.json")}))
            if (!name.startsWith(QLatin1String("nemotron")))
                QFile::copy(fixtures.filePath(name), out + QLatin1Char('/') + name);
        QFile::copy(fixtures.filePath(QStringLiteral("qwen3-8b.json")),
                    out + QStringLiteral("/qwen3-8b-again.json"));
        if (ui::modelConfigFiles(out).size() != 20)
            throw std::runtime_error("the benchmark's folder does not hold 20 configs");
        return out;
    }();
    return folder;
}

ui::ModelConfigBatch readFolder() {
    ui::ModelConfigBatch batch = ui::readModelConfigs(ui::modelConfigFiles(configFolder()), {});
    if (!batch.problems.isEmpty() || batch.models.size() != 20)
        throw std::runtime_error("the configs were not all read: " +
                                 batch.problems.join(QLatin1Char(';')).toStdString());
    return batch;
}

void BM_ReadTwentyConfigs(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(readFolder());
    state.counters["configs"] = 20;
}
BENCHMARK(BM_ReadTwentyConfigs)->Unit(benchmark::kMillisecond);

// Read and stored, as `model import FOLDER` does; a new store file each time (made outside the timing).
void BM_ImportTwentyConfigsIntoSqlite(benchmark::State& state) {
    static int n = 0; // over every run of the benchmark: each iteration gets a store of its own
    for (auto _ : state) {
        state.PauseTiming();
        auto store = db::SqliteStore::open(dir().filePath(QStringLiteral("store%1.sqlite").arg(n++)));
        if (!store)
            throw std::runtime_error(store.error());
        state.ResumeTiming();
        const ui::ModelConfigBatch batch = readFolder();
        const core::Status saved = store.value()->atomically([&]() -> core::Status {
            for (const core::ModelConfigImport& read : batch.models) {
                core::ModelSpec model = read.model;
                model.id = "imported-" + model.id; // beside the presets of the same names
                if (auto s = store.value()->saveModel(model); !s)
                    return s.failure();
            }
            return core::ok();
        });
        if (!saved)
            throw std::runtime_error(saved.error());
    }
    state.counters["configs"] = 20;
}
BENCHMARK(BM_ImportTwentyConfigsIntoSqlite)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
