// The workbench window as a frame on an in-memory store (no SQLite): screenshots of its tabs in both
// languages, and the wiring a page cannot test alone: an edit on the Prices tab marks the window modified,
// the Edit menu's Undo and Redo (Ctrl+Z, Ctrl+Shift+Z) take it back and forth, and a refusal reaches the
// status bar. Each page's own behaviour is tested on the page (test_prices_page.cpp,
// test_gpu_catalog_page.cpp, test_price_import.cpp, ...).
#include "cli/bundled_data.h"
#include "main_window.h"
#include "page_fixture.h"
#include "patience.h"
#include "prices/prices_page.h"
#include "scenarios/scenario_page.h"
#include "screenshot_check.h"
#include "test_support.h"

#include "core/prices/memory_price_store.h"

#include <QAction>
#include <QLineEdit>
#include <QScopeGuard>
#include <QTabWidget>
#include <QTableView>
#include <QTranslator>
#include <QUndoStack>
#include <QtTest>

#include <tuple>

using namespace gpuplan;

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void screenshotsInBothLanguages_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("zh_CN") << "zh_CN";
    }
    void screenshotsInBothLanguages() {
        QFETCH(QString, language);
        QTranslator translator;
        const QLocale previous;
        if (language == QLatin1String("zh_CN")) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/gpuplan_zh_CN.qm")));
            QCoreApplication::installTranslator(&translator);
            QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China)); // as the program does for Chinese
        }
        const auto restoreLocale = qScopeGuard([previous] { QLocale::setDefault(previous); });
        auto store = test::shanghaiPriceStore();
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
        // Three scenarios, as a first-time user builds them: the seed's A100 / H100 / H100 FP8 comparison.
        for (const auto& [name, gpu, precision] : {std::tuple{"LoRA 70B, A100", "a100-80gb-sxm", "bf16"},
                                                   std::tuple{"LoRA 70B, H100", "h100-sxm", "bf16"},
                                                   std::tuple{"LoRA 70B, H100 FP8", "h100-sxm", "fp8"}}) {
            core::Scenario s;
            s.name = name;
            s.modelId = "llama2-70b";
            s.tokens = 1e9;
            s.gpuId = gpu;
            s.gpus = 8;
            s.precision = precision;
            s.regionId = "cn-shanghai";
            window.scenarioPage()->addScenario(s);
        }
        window.resize(1440, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window, test::kPatienceMs));
        if (language == QLatin1String("zh_CN"))
            QVERIFY(window.windowTitle().startsWith(QStringLiteral("GpuPlan：GPU 算力规划工作台")));
        const QImage shot = window.grab().toImage();
        QCoreApplication::removeTranslator(&translator);
        // A real rendering, not a blank window: many colours, text in the table.
        QVERIFY2(uitest::distinctColours(shot) > 20,
                 qPrintable(QString::number(uitest::distinctColours(shot))));
        const QString file = QStringLiteral(GPUPLAN_ARTIFACT_DIR "/main_window_%1.png").arg(language);
        QVERIFY(shot.save(file));
        // The prices tab too.
        if (language == QLatin1String("zh_CN"))
            QCoreApplication::installTranslator(&translator);
        window.tabs()->setCurrentWidget(window.pricesPage()->view()->parentWidget());
        QVERIFY(window.grab().toImage().save(
            QStringLiteral(GPUPLAN_ARTIFACT_DIR "/prices_%1.png").arg(language)));
        window.findChild<QTabWidget*>(QStringLiteral("tabs"))->setCurrentIndex(1);
        QVERIFY(window.grab().toImage().save(
            QStringLiteral(GPUPLAN_ARTIFACT_DIR "/catalog_%1.png").arg(language)));
        QCoreApplication::removeTranslator(&translator);
    }

    void editingAPriceIsUndoable() {
        auto store = test::shanghaiPriceStore();
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
        window.show();
        QTableView* view = window.pricesPage()->view();
        const int price = test::column(view, QStringLiteral("Price"));
        QTest::keyClicks(window.pricesPage()->filter(), QStringLiteral("h100"));
        const QModelIndex cell = view->model()->index(0, price);
        QCOMPARE(cell.data(Qt::EditRole).toString(), QStringLiteral("8500.00"));
        QVERIFY(!window.isWindowModified());

        // Edit in place: the store holds the new amount, with a history entry.
        QVERIFY(view->model()->setData(cell, QStringLiteral("8200")));
        core::PriceFilter h100;
        h100.gpuId = "h100-sxm";
        QCOMPARE(store.prices(h100).value().front().amount.toString(), std::string("8200.00 CNY"));
        QVERIFY(cell.data().toString().contains(QLatin1String("8,200.00")));
        QVERIFY(window.isWindowModified());

        // Undo (the Edit menu's action, Ctrl+Z) restores the store and the cell.
        QAction* undo = window.findChild<QAction*>(QStringLiteral("actionUndo"));
        QVERIFY(undo && undo->isEnabled());
        QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
        undo->trigger();
        QCOMPARE(store.prices(h100).value().front().amount.toString(), std::string("8500.00 CNY"));
        QVERIFY(!window.isWindowModified());
        window.findChild<QAction*>(QStringLiteral("actionRedo"))->trigger();
        QCOMPARE(store.prices(h100).value().front().amount.toString(), std::string("8200.00 CNY"));
        QCOMPARE(store.history(store.prices(h100).value().front().id)->size(),
                 std::size_t(4)); // insert, edit, undo, redo

        // Invalid input is refused with a message and changes nothing.
        const QString before = cell.data().toString();
        QVERIFY(!view->model()->setData(cell, QStringLiteral("-5")));
        QVERIFY(!view->model()->setData(cell, QStringLiteral("lots")));
        QVERIFY2(window.lastMessage().contains(QLatin1String("not an amount")),
                 qPrintable(window.lastMessage()));
        const int range = test::column(view, QStringLiteral("Range"));
        QVERIFY(!view->model()->setData(view->model()->index(0, range), QStringLiteral("9000 - 9900")));
        QVERIFY2(window.lastMessage().contains(QLatin1String("low end")), qPrintable(window.lastMessage()));
        QCOMPARE(cell.data().toString(), before);
        QCOMPARE(store.prices(h100).value().front().amount.toString(), std::string("8200.00 CNY"));
        QCOMPARE(window.undoStack()->count(), 1);
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
