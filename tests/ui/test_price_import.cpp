// Price files imported into the Prices tab as a page on its own (issue 33): read off the UI thread with a
// progress dialog, written as one undoable step; a bad row refuses the file naming the line; a SkyPilot
// catalog brings its clouds and regions; cancelling writes nothing, even once the reading has ended; a store
// that refuses a place writes nothing.
#include "cli/bundled_data.h"
#include "page_fixture.h"
#include "patience.h"
#include "prices/prices_page.h"
#include "test_support.h"
#include "xlsx_parts.h"

#include "core/prices/memory_price_store.h"

#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplan;

class TestPriceImport : public QObject {
    Q_OBJECT
private slots:
    void importingAPriceFileOffTheUiThread() {
        auto store = test::shanghaiPriceStore();
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("quotes.csv"));
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "gpu,provider,region,kind,unit,gpus_per_machine,amount,currency,low,high,effective_date,source,"
            "note\n"
            "l4,idc-cn,cn-shanghai,monthly,gpu-month,8,900,CNY,,,2025-01-01,sales quote,\n"
            "h100-sxm,idc-cn,cn-shanghai,monthly,gpu-month,8,9000,CNY,,,2025-01-01,second seed article,\n");
        f.close();
        QSignalSpy finished(&page, &ui::PricesPage::importFinished);
        page.importPricesFile(good);
        QVERIFY(page.importProgress()); // the parse runs on a worker; the page keeps its event loop
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, test::kPatienceMs);
        QVERIFY(finished.at(0).at(0).toBool());
        QVERIFY(!page.importProgress());
        core::PriceFilter h100;
        h100.gpuId = "h100-sxm";
        QCOMPARE(store.prices({}).value().size(), std::size_t(3));
        QCOMPARE(store.prices(h100).value().front().amount.toString(), std::string("9000.00 CNY"));
        QCOMPARE(page.view()->model()->rowCount(), 3);
        // One undo step takes the whole import back.
        on.context.undo()->undo();
        QCOMPARE(store.prices({}).value().size(), std::size_t(2));
        QCOMPARE(store.prices(h100).value().front().amount.toString(), std::string("8500.00 CNY"));

        // A bad row refuses the file, naming the line; nothing is written.
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("gpu,provider,region,kind,unit,gpus_per_machine,amount,currency,low,high,effective_date,"
                "source,note\n"
                "z100,idc-cn,cn-shanghai,monthly,gpu-month,8,900,CNY,,,2025-01-01,sales quote,\n");
        f.close();
        page.importPricesFile(good);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, test::kPatienceMs);
        QVERIFY(!finished.at(1).at(0).toBool());
        QVERIFY2(on.context.lastMessage().contains(QLatin1String("line 2")),
                 qPrintable(on.context.lastMessage()));
        QCOMPARE(store.prices({}).value().size(), std::size_t(2));

        // A SkyPilot catalog: its clouds and regions come along; accelerators GpuPlan does not know are
        // skipped.
        page.importPricesFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/prices/skypilot_sample_vms.csv"),
                              true);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, test::kPatienceMs);
        QVERIFY2(finished.at(2).at(0).toBool(), qPrintable(on.context.lastMessage()));
        QVERIFY(store.prices({}).value().size() > 400);
        on.context.undo()->undo();
        QCOMPARE(store.prices({}).value().size(), std::size_t(2));

        // Cancel: nothing is written, even when the parse finishes later.
        page.importPricesFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/prices/skypilot_sample_vms.csv"));
        QVERIFY(page.importProgress());
        page.importProgress()->findChild<QPushButton*>()->click(); // the dialog's Cancel button
        QCOMPARE(finished.size(), 4);
        QVERIFY(!finished.at(3).at(0).toBool());
        QTest::qWait(300);
        QCOMPARE(store.prices({}).value().size(), std::size_t(2));

        // Cancel after the reading ended but before the page heard of it (its end already queued):
        // still nothing is written and the import reports once. qSleep blocks the event loop on purpose.
        page.importPricesFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/prices/skypilot_sample_vms.csv"));
        QVERIFY(page.importProgress());
        QTest::qSleep(3000);
        page.importProgress()->findChild<QPushButton*>()->click();
        QTest::qWait(300);
        QCOMPARE(finished.size(), 5);
        QVERIFY(!finished.at(4).at(0).toBool());
        QCOMPARE(store.prices({}).value().size(), std::size_t(2));
        QVERIFY(!page.importProgress());
    }

    // An .xlsx price list through the same import (issue 35): told from CSV by its bytes, read on the worker,
    // one undoable step; a row whose amount is a formula saved without its value refuses the file, naming
    // the cell.
    void importingAWorkbook() {
        auto store = test::shanghaiPriceStore();
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("quote.xlsx"));
        const QStringList row = xlsxtest::kPriceRow; // H100 at 9,000 CNY a month in Shanghai (8,500 stored)
        const auto write = [&](const QByteArray& rows) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(xlsxtest::zipOf(xlsxtest::workbook({{QStringLiteral("Quote"), rows}})));
        };
        write(xlsxtest::inlineRows({xlsxtest::kPriceHeader, row}));
        QSignalSpy finished(&page, &ui::PricesPage::importFinished);
        page.importPricesFile(path);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, test::kPatienceMs);
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(on.context.lastMessage()));
        core::PriceFilter h100;
        h100.gpuId = "h100-sxm";
        QCOMPARE(store.prices(h100).value().front().amount.toString(), std::string("9000.00 CNY"));
        on.context.undo()->undo();
        QCOMPARE(store.prices(h100).value().front().amount.toString(), std::string("8500.00 CNY"));

        write(xlsxtest::inlineRows({xlsxtest::kPriceHeader, row}) +
              "<row r=\"3\"><c r=\"A3\" t=\"inlineStr\"><is><t>a100-80gb-sxm</t></is></c>"
              "<c r=\"G3\"><f>G2*0.9</f></c></row>");
        page.importPricesFile(path);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, test::kPatienceMs);
        QVERIFY(!finished.at(1).at(0).toBool());
        QVERIFY2(on.context.lastMessage().contains(
                     QLatin1String("cell G3: a formula (=G2*0.9) saved without its value")),
                 qPrintable(on.context.lastMessage()));
        QCOMPARE(store.prices({}).value().size(), std::size_t(2));
    }

    void aSkyPilotImportTheStoreRefusesAPlaceForWritesNothing() {
        // A store that refuses new regions: the import stops with the store's reason, no price written.
        struct NoNewRegions : core::MemoryPriceStore {
            core::Result<core::Region> saveRegion(const core::Region&) override {
                return core::fail("regions are read-only for this role");
            }
        };
        NoNewRegions store;
        store.addProvider({"idc-cn", "IDC", "test"});
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        QSignalSpy finished(&page, &ui::PricesPage::importFinished);
        page.importPricesFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/prices/skypilot_sample_vms.csv"),
                              true);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, test::kPatienceMs);
        QVERIFY(!finished.at(0).at(0).toBool());
        QVERIFY2(on.context.lastMessage().contains(QLatin1String("was not imported: regions are read-only")),
                 qPrintable(on.context.lastMessage()));
        QVERIFY(store.prices({}).value().empty());
        QCOMPARE(on.context.undo()->count(), 0);
    }
};

QTEST_MAIN(TestPriceImport)
#include "test_price_import.moc"
