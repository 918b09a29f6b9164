// `gpuplan FILE.gpuplan`, what a desktop runs when a scenario file is double-clicked
// (packaging/gpuplan.desktop, Exec=gpuplan %f): the arguments that open the workbench window rather than a
// command, and the real program opening its window (offscreen) on such a file with --show-and-quit, as
// packaging/check-package.sh runs the installed one. Also: the window saves and opens .gpuplan files like
// .json ones, and the About box shows the icon and the version (a screenshot is kept in build/artifacts/).
#include "cli/bundled_data.h"
#include "cli/window_arguments.h"
#include "gpuplan_version.h"
#include "main_window.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"

#include "core/prices/memory_price_store.h"

#include <QLabel>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace gpuplan;

namespace {

const QString kExample = QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/shanghai-finetune-a100-h100.json");

struct Run {
    int status = -1;
    QString out, err;
};

// The real program, with a user of its own (fresh data and settings directories), offscreen.
Run runProgram(const QTemporaryDir& home, const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GPUPLAN_BINARY), args);
    if (!p.waitForFinished(120000))
        p.kill();
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestOpenScenarioFile : public QObject {
    Q_OBJECT

private slots:
    void windowArguments_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("opensWindow");
        QTest::addColumn<QString>("store");
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("quits");
        QTest::addColumn<QString>("problem");
        QTest::newRow("nothing") << QStringList{} << true << ""
                                 << "" << false << "";
        QTest::newRow("store") << QStringList{"--db", "s.sqlite"} << true << "s.sqlite"
                               << "" << false << "";
        QTest::newRow("double-click") << QStringList{"/home/li/plan.gpuplan"} << true << ""
                                      << "/home/li/plan.gpuplan" << false << "";
        QTest::newRow("json, any case") << QStringList{"Plan.JSON"} << true << ""
                                        << "Plan.JSON" << false << "";
        QTest::newRow("all of them") << QStringList{"--db=s.sqlite", "p.gpuplan", "--show-and-quit"} << true
                                     << "s.sqlite"
                                     << "p.gpuplan" << true << "";
        QTest::newRow("two files")
            << QStringList{"a.gpuplan", "b.json"} << true << ""
            << "" << false << "the workbench opens one scenario file at a time, not 2 (a.gpuplan, b.json)";
        QTest::newRow("a command") << QStringList{"estimate", "train"} << false << ""
                                   << "" << false << "";
        QTest::newRow("a command's file") << QStringList{"import", "csv", "prices.csv"} << false << ""
                                          << "" << false << "";
        QTest::newRow("a report") << QStringList{"report", "--scenario", "p.gpuplan"} << false << ""
                                  << "" << false << "";
        QTest::newRow("another file") << QStringList{"notes.txt"} << false << ""
                                      << "" << false << "";
        QTest::newRow("db without a path") << QStringList{"--db"} << false << ""
                                           << "" << false << "";
        QTest::newRow("version") << QStringList{"--version"} << false << ""
                                 << "" << false << "";
    }
    void windowArguments() {
        QFETCH(QStringList, args);
        QFETCH(bool, opensWindow);
        const cli::WindowArguments w = cli::parseWindowArguments(args);
        QCOMPARE(w.opensWindow, opensWindow);
        if (!opensWindow)
            return;
        QTEST(w.storePath, "store");
        QTEST(w.scenarioFile, "file");
        QTEST(w.showAndQuit, "quits");
        QTEST(w.problem, "problem");
    }

    void theProgramOpensItsWindowOnAGpuplanFile() {
        QTemporaryDir home;
        const QString file = home.filePath(QStringLiteral("procurement plan.gpuplan"));
        QVERIFY(QFile::copy(kExample, file));
        const QString store = home.filePath(QStringLiteral("store.sqlite"));
        const Run r =
            runProgram(home, {QStringLiteral("--db"), store, QStringLiteral("--show-and-quit"), file});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("the workbench window showed 2 scenario(s) from ") + file),
                 qPrintable(r.out));
        QVERIFY2(r.out.startsWith(QStringLiteral("gpuplan ") + QLatin1String(gpuplan::kVersion)),
                 qPrintable(r.out));
        // The window keeps the file's scenarios in the store, as it does any table it shows.
        const Run again =
            runProgram(home, {QStringLiteral("--db"), store, QStringLiteral("--show-and-quit")});
        QVERIFY2(again.out.contains(QLatin1String("showed 2 scenario(s) on the store")),
                 qPrintable(again.out));
    }

    void aFileThatCannotBeReadIsRefusedWithItsReason() {
        QTemporaryDir home;
        const QString file = home.filePath(QStringLiteral("broken.gpuplan"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"something else\"}");
        f.close();
        const QString store = home.filePath(QStringLiteral("store.sqlite"));
        const Run r =
            runProgram(home, {QStringLiteral("--db"), store, QStringLiteral("--show-and-quit"), file});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith(QLatin1String("gpuplan: error: ")) &&
                     r.err.contains(QLatin1String("broken.gpuplan")),
                 qPrintable(r.err));
        const Run two = runProgram(home, {QStringLiteral("a.gpuplan"), QStringLiteral("b.gpuplan")});
        QCOMPARE(two.status, 2);
        QVERIFY2(two.err.contains(QLatin1String("one scenario file at a time")), qPrintable(two.err));
    }

    void theWindowSavesAndOpensGpuplanFiles() {
        QVERIFY(ui::isScenarioFileName(QStringLiteral("a/b.gpuplan")));
        QVERIFY(ui::isScenarioFileName(QStringLiteral("b.GpuPlan")));
        QVERIFY(ui::isScenarioFileName(QStringLiteral("b.json")));
        QVERIFY(!ui::isScenarioFileName(QStringLiteral("b.gpuplan.txt")));
        QVERIFY(!ui::isScenarioFileName(QStringLiteral("gpuplan")));
        const core::Catalog catalog = cli::loadBundledCatalog().value();
        core::MemoryPriceStore store;
        ui::MainWindow w(catalog, store, QStringLiteral("memory"), &store);
        QVERIFY(w.scenarioPage()->openFile(kExample));
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("plan.gpuplan"));
        QVERIFY2(w.scenarioPage()->saveFile(saved), qPrintable(w.lastMessage()));
        ui::MainWindow other(catalog, store, QStringLiteral("memory"));
        QVERIFY2(other.scenarioPage()->openFile(saved), qPrintable(other.lastMessage()));
        QCOMPARE(other.scenarioPage()->model()->rowCount(), 2);
    }

    void theAboutBoxShowsTheIconAndTheVersion() {
        const core::Catalog catalog = cli::loadBundledCatalog().value();
        core::MemoryPriceStore store;
        ui::MainWindow w(catalog, store, QStringLiteral("memory"));
        QVERIFY(!w.windowIcon().isNull());
        QVERIFY(w.windowIcon().availableSizes().contains(QSize(16, 16)));
        w.show();
        QString text;
        bool hadIcon = false;
        QTimer::singleShot(0, &w, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            text = box->text();
            hadIcon = !box->iconPixmap().isNull();
            box->grab().save(QStringLiteral(GPUPLAN_ARTIFACT_DIR "/about_box.png"));
            box->accept();
        });
        w.showAbout();
        QVERIFY2(text.contains(QStringLiteral("GpuPlan ") + QLatin1String(gpuplan::kVersion)),
                 qPrintable(text));
        QVERIFY(hadIcon);
    }
};

QTEST_MAIN(TestOpenScenarioFile)
#include "test_open_scenario_file.moc"
