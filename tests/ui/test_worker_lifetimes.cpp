// Issue 13: every worker is owned by an object that cancels it and waits for it before the objects it
// reports to are destroyed. Each test destroys the owner (or deletes what the work concerns) while the
// work runs, many times, at varying moments; the asan and tsan builds turn any use of a dead object or
// any unsynchronised access into a failure.
#include "patience.h"
#include "test_support.h"

#include "catalog/gpu_choice.h"
#include "compare/compare_page.h"
#include "main_window.h"
#include "prices/prices_page.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"

#include "core/prices/memory_price_store.h"

#include <QProgressBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QUndoStack>

using namespace gpuplan;

class TestWorkerLifetimes : public QObject {
    Q_OBJECT
private slots:
    // Issue 13: a page destroyed while its sweep runs (and reports progress) waits for the worker and
    // receives nothing afterwards; a hundred times, at varying moments of the sweep.
    void closingThePageMidSweepIsSafe() {
        QProgressBar* bar = nullptr;
        for (int round = 0; round < 100; ++round) {
            core::MemoryPriceStore store;
            ui::PageContext context(test::catalog(), store);
            auto page = std::make_unique<ui::ComparePage>(context);
            page->setCatalog(test::catalog());
            page->show();
            page->choice()->setChosen({"a100-80gb-sxm", "h100-sxm", "h200-sxm", "b200", "l40s", "mi300x"},
                                      "h100-sxm");
            QVERIFY(page->sweeping());
            bar = page->findChild<QProgressBar*>();
            QVERIFY(bar);
            // Let progress events queue up (or not): 0 to 9 ms into the sweep.
            QTest::qWait(round % 10);
            page.reset(); // cancels and joins; queued progress for the dead bar is dropped
            QCoreApplication::processEvents();
        }
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // the shared progress objects
    }

    // A window closed while a price file is read on a worker: the window waits for the reading; the
    // store holds the whole import (it finished before the close) or none of it.
    void closingTheWindowMidImportIsSafe() {
        const QString file = QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/prices/skypilot_sample_vms.csv");
        std::size_t whole = 0;
        {
            core::MemoryPriceStore reference;
            ui::MainWindow window(test::catalog(), reference, QStringLiteral("memory"));
            QSignalSpy done(window.pricesPage(), &ui::PricesPage::importFinished);
            window.pricesPage()->importPricesFile(file, true);
            QVERIFY(done.wait(test::kPatienceMs));
            whole = reference.prices({}).value().size();
            QVERIFY(whole > 100);
        }
        for (int round = 0; round < 20; ++round) {
            core::MemoryPriceStore store;
            {
                ui::MainWindow window(test::catalog(), store, QStringLiteral("memory"));
                window.pricesPage()->importPricesFile(file, true);
                QTest::qWait(round % 5);
            } // closed here, the reading perhaps still under way
            QCoreApplication::processEvents();
            const std::size_t stored = store.prices({}).value().size();
            QVERIFY2(stored == 0 || stored == whole, qPrintable(QString::number(stored)));
        }
    }

    // Scenarios deleted while a price file is read and a sweep runs: the work lands on the table as it is
    // then (the import is stored, the deletion stays), and the deletion can still be undone.
    void deletingScenariosDuringLongWorkKeepsBoth() {
        core::MemoryPriceStore store; // prices and scenarios
        ui::MainWindow window(test::catalog(), store, QStringLiteral("memory"), &store);
        window.show();
        for (const char* gpu : {"a100-80gb-sxm", "h100-sxm"}) {
            core::Scenario s;
            s.name = std::string("LoRA on ") + gpu;
            s.kind = core::ScenarioKind::Lora;
            s.modelId = "llama2-70b";
            s.tokens = 1e9;
            s.gpuId = gpu;
            s.gpus = 8;
            s.regionId = "cn-shanghai";
            window.scenarioPage()->addScenario(s);
        }
        QCOMPARE(store.scenarios()->size(), std::size_t(2));
        const int stepsBefore = window.undoStack()->count();

        QSignalSpy done(window.pricesPage(), &ui::PricesPage::importFinished);
        window.pricesPage()->importPricesFile(
            QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/prices/skypilot_sample_vms.csv"), true);
        window.tabs()->setCurrentWidget(window.comparePage()); // a hidden page sweeps when shown
        window.comparePage()->choice()->setChosen({"a100-80gb-sxm", "h100-sxm", "h200-sxm"}, "h100-sxm");
        QVERIFY(window.comparePage()->sweeping());
        window.scenarioPage()->selectRow(0);
        window.scenarioPage()->deleteSelected(); // while both run
        QCOMPARE(store.scenarios()->size(), std::size_t(1));

        QVERIFY(done.wait(test::kPatienceMs));
        QCOMPARE(done.first().first().toBool(), true);
        QTRY_VERIFY_WITH_TIMEOUT(!window.comparePage()->sweeping(), test::kPatienceMs);
        QVERIFY(store.prices({}).value().size() > 100);
        QCOMPARE(store.scenarios()->size(), std::size_t(1));
        QCOMPARE(window.scenarioPage()->model()->rowCount(), 1);

        // Undo walks back over the import to the deletion; the deleted scenario returns.
        while (window.undoStack()->count() > stepsBefore && window.undoStack()->index() > stepsBefore)
            window.undoStack()->undo();
        QCOMPARE(store.scenarios()->size(), std::size_t(2));
        QCOMPARE(window.scenarioPage()->model()->rowCount(), 2);
    }
};

QTEST_MAIN(TestWorkerLifetimes)
#include "test_worker_lifetimes.moc"
