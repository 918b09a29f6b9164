// Every fuzz target's seed corpus and every past finding (tests/fuzz/regressions/NAME), replayed
// through the target functions in the normal suite: an input that once broke a property fails here
// (the function aborts) long after the fuzzer found it. The folders come from tests/fuzz/CMakeLists.txt.
#include "fuzz_corpus_dirs.h"
#include "fuzz_targets.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QtTest>

namespace {

using Target = int (*)(const std::uint8_t*, std::size_t);

struct FuzzTarget {
    const char* name;
    Target function;
    const char* dirs;
};

const FuzzTarget kTargets[] = {
    {"price_csv", &gpuplan::fuzz::fuzzPriceCsv, GPUPLAN_FUZZ_DIRS_PRICE_CSV},
    {"skypilot_csv", &gpuplan::fuzz::fuzzSkyPilotCsv, GPUPLAN_FUZZ_DIRS_SKYPILOT_CSV},
    {"catalog_csv", &gpuplan::fuzz::fuzzCatalogCsv, GPUPLAN_FUZZ_DIRS_CATALOG_CSV},
    {"scenario_json", &gpuplan::fuzz::fuzzScenarioJson, GPUPLAN_FUZZ_DIRS_SCENARIO_JSON},
    {"model_config", &gpuplan::fuzz::fuzzModelConfig, GPUPLAN_FUZZ_DIRS_MODEL_CONFIG},
    {"number_parse", &gpuplan::fuzz::fuzzNumberParse, GPUPLAN_FUZZ_DIRS_NUMBER_PARSE},
    {"xlsx", &gpuplan::fuzz::fuzzXlsx, GPUPLAN_FUZZ_DIRS_XLSX},
};

QStringList corpusFiles(const char* dirs) {
    QStringList files;
    for (const QString& dir : QString::fromLatin1(dirs).split(QLatin1Char('|'))) {
        QDirIterator it(QStringLiteral(GPUPLAN_SOURCE_DIR "/") + dir, QDir::Files);
        while (it.hasNext())
            files << it.next();
    }
    files.sort();
    return files;
}

} // namespace

class TestFuzzCorpora : public QObject {
    Q_OBJECT

private slots:
    void everySeedAndFindingKeepsTheProperties_data() {
        QTest::addColumn<int>("target");
        QTest::addColumn<QString>("file");
        for (int i = 0; i < int(std::size(kTargets)); ++i) {
            const QStringList files = corpusFiles(kTargets[i].dirs);
            for (const QString& file : files)
                QTest::addRow("%s %s", kTargets[i].name,
                              qPrintable(QDir(QStringLiteral(GPUPLAN_SOURCE_DIR)).relativeFilePath(file)))
                    << i << file;
        }
    }
    void everySeedAndFindingKeepsTheProperties() {
        QFETCH(int, target);
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
        const QByteArray bytes = f.readAll();
        QCOMPARE(kTargets[target].function(reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                                           std::size_t(bytes.size())),
                 0);
    }

    // The corpus is not empty for any target: a folder renamed away would otherwise test nothing.
    void everyTargetHasSeeds() {
        for (const FuzzTarget& t : kTargets)
            QVERIFY2(corpusFiles(t.dirs).size() >= 2, t.name);
    }
};

QTEST_GUILESS_MAIN(TestFuzzCorpora)
#include "test_fuzz_corpora.moc"
