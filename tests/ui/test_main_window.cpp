// The workbench window on an in-memory store (no SQLite): the catalog and price tables, typed
// sorting, filtering, source tooltips, unverified styling; the models pass QAbstractItemModelTester.
#include "catalog/gpu_catalog_model.h"
#include "catalog/gpu_catalog_page.h"
#include "cli/bundled_data.h"
#include "main_window.h"
#include "patience.h"
#include "prices/add_price_dialog.h"
#include "prices/exchange_rates_dialog.h"
#include "prices/price_history_dialog.h"
#include "prices/price_table_model.h"
#include "prices/prices_page.h"
#include "scenarios/scenario_page.h"
#include "screenshot_check.h"
#include "test_support.h"

#include "core/prices/memory_price_store.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QUndoStack>
#include <QtTest>

#include <tuple>

using namespace gpuplan;

namespace {

int column(QTableView* view, const QString& header) {
    for (int c = 0; c < view->model()->columnCount(); ++c)
        if (view->model()->headerData(c, Qt::Horizontal).toString() == header)
            return c;
    return -1;
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void modelsPassTheContractTester() {
        ui::GpuCatalogModel catalog;
        QAbstractItemModelTester t1(&catalog, QAbstractItemModelTester::FailureReportingMode::QtTest);
        catalog.setGpus(cli::loadBundledCatalog()->gpus());
        QCOMPARE(catalog.rowCount(), int(cli::loadBundledCatalog()->gpus().size()));
        ui::PriceTableModel prices;
        QAbstractItemModelTester t2(&prices, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto store = test::shanghaiPriceStore();
        prices.setPrices(store.prices({}).value());
        QCOMPARE(prices.rowCount(), 2);
    }

    void catalogSortsOnTypedValuesAndFilters() {
        auto store = test::shanghaiPriceStore();
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window, test::kPatienceMs));
        QTableView* view = window.gpuCatalogPage()->view();
        const int all = int(cli::loadBundledCatalog()->gpus().size());
        QCOMPARE(view->model()->rowCount(), all);
        // Click "Memory": 24 GB first, 192 GB last (as text, "192 GB" would sort before "24 GB").
        const int memory = column(view, QStringLiteral("Memory"));
        QVERIFY(memory >= 0);
        QTest::mouseClick(view->horizontalHeader()->viewport(), Qt::LeftButton, {},
                          QPoint(view->horizontalHeader()->sectionViewportPosition(memory) + 5, 5));
        const QAbstractItemModel* m = view->model();
        auto memoryAt = [&](int row) {
            return m->index(row, memory).data(ui::GpuCatalogModel::SortRole).toDouble();
        };
        bool ascending = true;
        for (int r = 1; r < m->rowCount(); ++r)
            ascending = ascending && memoryAt(r - 1) <= memoryAt(r);
        bool descending = true;
        for (int r = 1; r < m->rowCount(); ++r)
            descending = descending && memoryAt(r - 1) >= memoryAt(r);
        QVERIFY(ascending || descending);
        QCOMPARE(m->index(ascending ? 0 : m->rowCount() - 1, memory).data().toString(),
                 QStringLiteral("16 GB"));
        // Typing in the filter narrows the rows.
        QTest::keyClicks(window.gpuCatalogPage()->filter(), QStringLiteral("hopper"));
        QCOMPARE(view->model()->rowCount(), 7); // H100 SXM, PCIe and NVL, H200 SXM and NVL, H800, H20
        window.gpuCatalogPage()->filter()->clear();
        QCOMPARE(view->model()->rowCount(), all);
    }

    void sourcesAndUnverifiedRows() {
        ui::GpuCatalogModel catalog;
        catalog.setGpus(cli::loadBundledCatalog()->gpus());
        for (int r = 0; r < catalog.rowCount(); ++r) {
            const QModelIndex i = catalog.index(r, ui::GpuCatalogModel::Memory);
            QVERIFY(i.data(Qt::ToolTipRole).toString().startsWith(QLatin1String("Source: ")));
            const bool italic =
                i.data(Qt::FontRole).isValid() && i.data(Qt::FontRole).value<QFont>().italic();
            QCOMPARE(italic, catalog.gpu(r).unverified);
        }
    }

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
        const int price = column(view, QStringLiteral("Price"));
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
        const int range = column(view, QStringLiteral("Range"));
        QVERIFY(!view->model()->setData(view->model()->index(0, range), QStringLiteral("9000 - 9900")));
        QVERIFY2(window.lastMessage().contains(QLatin1String("low end")), qPrintable(window.lastMessage()));
        QCOMPARE(cell.data().toString(), before);
        QCOMPARE(store.prices(h100).value().front().amount.toString(), std::string("8200.00 CNY"));
        QCOMPARE(window.undoStack()->count(), 1);
    }

    void addAndDeletePricesWithUndo() {
        auto store = test::shanghaiPriceStore();
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
        window.show();
        core::PriceRecord p = store.prices({}).value().front();
        p.id = 0;
        p.regionId = "cn-shanghai";
        p.effectiveDate = "2026-11-01";
        p.amount = core::Money::parse("4900", "CNY").value();
        QVERIFY(window.pricesPage()->addPrice(p));
        QCOMPARE(store.prices({})->size(), std::size_t(3));
        QCOMPARE(window.pricesPage()->view()->model()->rowCount(), 3);
        window.undoStack()->undo();
        QCOMPARE(store.prices({})->size(), std::size_t(2));
        window.undoStack()->redo();
        QCOMPARE(store.prices({})->size(), std::size_t(3));
        // The same price again is refused (one per GPU, provider, region, kind, unit and date).
        QVERIFY(!window.pricesPage()->addPrice(p));
        QVERIFY(window.lastMessage().contains(QLatin1String("already exists")));

        // Delete the selected rows; undo brings them back with their ids.
        const std::int64_t firstId = store.prices({}).value().front().id;
        window.pricesPage()->view()->selectRow(0);
        window.pricesPage()->deleteSelected();
        QCOMPARE(store.prices({})->size(), std::size_t(2));
        window.undoStack()->undo();
        QCOMPARE(store.prices({})->size(), std::size_t(3));
        bool back = false;
        for (const core::PriceRecord& r : store.prices({}).value())
            back = back || r.id == firstId;
        QVERIFY(back);
    }

    void pricesShownInAChosenCurrency() {
        auto store = test::shanghaiPriceStore();
        core::ExchangeRate cny;
        cny.currency = "CNY";
        cny.usdPerUnit = 0.14;
        cny.effectiveDate = "2026-11-28";
        cny.source = "test rate";
        QVERIFY(store.saveExchangeRate(cny).ok());
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
        const int price = column(window.pricesPage()->view(), QStringLiteral("Price"));
        QTest::keyClicks(window.pricesPage()->filter(), QStringLiteral("h100"));
        const QModelIndex cell = window.pricesPage()->view()->model()->index(0, price);
        QVERIFY(cell.data().toString().contains(QLatin1String("8,500.00 CNY")));
        window.pricesPage()->displayCurrency()->setCurrentIndex(
            window.pricesPage()->displayCurrency()->findData(QStringLiteral("USD")));
        const QModelIndex usd = window.pricesPage()->view()->model()->index(0, price);
        QCOMPARE(usd.data().toString(), QStringLiteral("~1,190.00 USD")); // 8,500 x 0.14
        QVERIFY(usd.data(Qt::ToolTipRole).toString().contains(QLatin1String("Stored as 8500.00 CNY")));
        QCOMPARE(usd.data(Qt::EditRole).toString(),
                 QStringLiteral("8500.00")); // editing stays in the stored currency
        window.pricesPage()->displayCurrency()->setCurrentIndex(
            window.pricesPage()->displayCurrency()->findData(QStringLiteral("EUR")));
        const QModelIndex eur = window.pricesPage()->view()->model()->index(0, price);
        QVERIFY(eur.data().toString().contains(
            QLatin1String("CNY"))); // no EUR rate: as stored, and the tooltip says so
        QVERIFY(eur.data(Qt::ToolTipRole).toString().contains(QLatin1String("No exchange rate")));
    }

    void choosingRegionsAndProvidersAndEditingEveryField() {
        auto store = test::shanghaiPriceStore();
        store.saveRegion(test::region("cn-beijing", "Beijing", "北京", "CNY", std::nullopt, 1.5, ""));
        core::PriceRecord beijing = store.prices({}).value().front();
        beijing.id = 0;
        beijing.regionId = "cn-beijing";
        QVERIFY(store.setPrice(beijing, "test"));
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
        QAbstractItemModel* view = window.pricesPage()->view()->model();
        QCOMPARE(view->rowCount(), 3);
        QComboBox* region = window.pricesPage()->regionChoice();
        QCOMPARE(region->itemText(0), QStringLiteral("All regions"));
        region->setCurrentIndex(region->findData(QStringLiteral("cn-beijing")));
        QCOMPARE(view->rowCount(), 1);
        QCOMPARE(
            view->index(0, column(window.pricesPage()->view(), QStringLiteral("Region"))).data().toString(),
            QStringLiteral("Beijing"));
        QComboBox* provider = window.pricesPage()->providerChoice();
        provider->setCurrentIndex(provider->findData(QStringLiteral("idc-cn")));
        QCOMPARE(view->rowCount(), 1);
        region->setCurrentIndex(0);
        QCOMPARE(view->rowCount(), 3);

        // Kind and unit follow each other for purchases; the note and the currency are edited in place.
        QTest::keyClicks(window.pricesPage()->filter(), QStringLiteral("h100"));
        const auto cell = [&](const char* header) {
            return view->index(0, column(window.pricesPage()->view(), QString::fromLatin1(header)));
        };
        QVERIFY(view->setData(cell("Kind"), QStringLiteral("purchase")));
        QCOMPARE(cell("Per").data().toString(), QStringLiteral("server (one-off)"));
        QVERIFY(view->setData(cell("Per"), QStringLiteral("GPU-hour")));
        QCOMPARE(cell("Kind").data().toString(), QStringLiteral("on demand"));
        QVERIFY(view->setData(cell("Note"), QStringLiteral("quote from sales, valid to March")));
        QVERIFY(view->setData(cell("Price"), QStringLiteral("2.10 USD")));
        core::PriceFilter h100;
        h100.gpuId = "h100-sxm";
        const core::PriceRecord stored = store.prices(h100).value().front();
        QCOMPARE(stored.amount.toString(), std::string("2.10 USD"));
        QCOMPARE(stored.note, std::string("quote from sales, valid to March"));
        QCOMPARE(stored.unit, core::PriceUnit::GpuHour);
        QVERIFY(!view->setData(cell("Kind"), QStringLiteral("lease-to-own")));
        QVERIFY(window.lastMessage().contains(QLatin1String("unknown kind")));
        window.undoStack()->undo(); // the currency change
        QCOMPARE(store.prices(h100).value().front().amount.toString(), std::string("8500.00 CNY"));
    }

    void importingAPriceFileOffTheUiThread() {
        auto store = test::shanghaiPriceStore();
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
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
        QSignalSpy finished(window.pricesPage(), &ui::PricesPage::importFinished);
        window.pricesPage()->importPricesFile(good);
        QVERIFY(window.pricesPage()
                    ->importProgress()); // the parse runs on a worker; the window keeps its event loop
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, test::kPatienceMs);
        QVERIFY(finished.at(0).at(0).toBool());
        QVERIFY(!window.pricesPage()->importProgress());
        core::PriceFilter h100;
        h100.gpuId = "h100-sxm";
        QCOMPARE(store.prices({}).value().size(), std::size_t(3));
        QCOMPARE(store.prices(h100).value().front().amount.toString(), std::string("9000.00 CNY"));
        QCOMPARE(window.pricesPage()->view()->model()->rowCount(), 3);
        // One undo step takes the whole import back.
        window.undoStack()->undo();
        QCOMPARE(store.prices({}).value().size(), std::size_t(2));
        QCOMPARE(store.prices(h100).value().front().amount.toString(), std::string("8500.00 CNY"));

        // A bad row refuses the file, naming the line; nothing is written.
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("gpu,provider,region,kind,unit,gpus_per_machine,amount,currency,low,high,effective_date,"
                "source,note\n"
                "z100,idc-cn,cn-shanghai,monthly,gpu-month,8,900,CNY,,,2025-01-01,sales quote,\n");
        f.close();
        window.pricesPage()->importPricesFile(good);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, test::kPatienceMs);
        QVERIFY(!finished.at(1).at(0).toBool());
        QVERIFY2(window.lastMessage().contains(QLatin1String("line 2")), qPrintable(window.lastMessage()));
        QCOMPARE(store.prices({}).value().size(), std::size_t(2));

        // A SkyPilot catalog: its clouds and regions come along; accelerators GpuPlan does not know are
        // skipped.
        window.pricesPage()->importPricesFile(
            QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/prices/skypilot_sample_vms.csv"), true);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, test::kPatienceMs);
        QVERIFY2(finished.at(2).at(0).toBool(), qPrintable(window.lastMessage()));
        QVERIFY(store.prices({}).value().size() > 400);
        window.undoStack()->undo();
        QCOMPARE(store.prices({}).value().size(), std::size_t(2));

        // Cancel: nothing is written, even when the parse finishes later.
        window.pricesPage()->importPricesFile(
            QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/prices/skypilot_sample_vms.csv"));
        QVERIFY(window.pricesPage()->importProgress());
        window.pricesPage()
            ->importProgress()
            ->findChild<QPushButton*>()
            ->click(); // the dialog's Cancel button
        QCOMPARE(finished.size(), 4);
        QVERIFY(!finished.at(3).at(0).toBool());
        QTest::qWait(300);
        QCOMPARE(store.prices({}).value().size(), std::size_t(2));

        // Cancel after the reading ended but before the window heard of it (its end already queued):
        // still nothing is written and the import reports once. qSleep blocks the event loop on purpose.
        window.pricesPage()->importPricesFile(
            QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/prices/skypilot_sample_vms.csv"));
        QVERIFY(window.pricesPage()->importProgress());
        QTest::qSleep(3000);
        window.pricesPage()->importProgress()->findChild<QPushButton*>()->click();
        QTest::qWait(300);
        QCOMPARE(finished.size(), 5);
        QVERIFY(!finished.at(4).at(0).toBool());
        QCOMPARE(store.prices({}).value().size(), std::size_t(2));
        QVERIFY(!window.pricesPage()->importProgress());
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
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
        QSignalSpy finished(window.pricesPage(), &ui::PricesPage::importFinished);
        window.pricesPage()->importPricesFile(
            QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/prices/skypilot_sample_vms.csv"), true);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, test::kPatienceMs);
        QVERIFY(!finished.at(0).at(0).toBool());
        QVERIFY2(window.lastMessage().contains(QLatin1String("was not imported: regions are read-only")),
                 qPrintable(window.lastMessage()));
        QVERIFY(store.prices({}).value().empty());
        QCOMPARE(window.undoStack()->count(), 0);
    }

    void handEditsKeepATrueSourceAndAreaPricesShowInTheirRegions() {
        auto store = test::shanghaiPriceStore();
        // Shanghai lies in mainland China, whose national prices apply there too.
        QVERIFY(store.saveRegion(test::region("cn", "Mainland China", "中国大陆", "CNY")));
        core::Region shanghai = store.regions().value().at(1);
        QCOMPARE(shanghai.id, std::string("cn-shanghai"));
        shanghai.parent = "cn";
        QVERIFY(store.saveRegion(shanghai));
        core::PriceRecord national = store.prices({}).value().front();
        national.id = 0;
        national.regionId = "cn";
        national.indicative = true;
        QVERIFY(store.setPrice(national, "test"));
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
        QAbstractItemModel* view = window.pricesPage()->view()->model();
        window.pricesPage()->regionChoice()->setCurrentIndex(
            window.pricesPage()->regionChoice()->findData(QStringLiteral("cn-shanghai")));
        QCOMPARE(view->rowCount(), 3); // Shanghai's two and the national one
        window.pricesPage()->regionChoice()->setCurrentIndex(
            window.pricesPage()->regionChoice()->findData(QStringLiteral("cn")));
        QCOMPARE(view->rowCount(), 3); // the area and the regions in it
        // A market quote says so where the price is shown.
        bool marked = false;
        for (int r = 0; r < view->rowCount(); ++r)
            marked = marked || view->index(r, column(window.pricesPage()->view(), QStringLiteral("Kind")))
                                   .data()
                                   .toString()
                                   .endsWith(QLatin1String(", indicative"));
        QVERIFY(marked);

        // Changing a figure without a new source: the source says what happened and who did it.
        window.pricesPage()->regionChoice()->setCurrentIndex(0);
        QTest::keyClicks(window.pricesPage()->filter(), QStringLiteral("a100"));
        const QModelIndex amount =
            view->index(0, column(window.pricesPage()->view(), QStringLiteral("Price")));
        const core::PriceRecord before = store.prices({}).value().front();
        QVERIFY(view->setData(amount, QStringLiteral("4800")));
        const core::PriceRecord after = store.prices({}).value().front();
        const std::string today = QDate::currentDate().toString(Qt::ISODate).toStdString();
        QCOMPARE(after.source,
                 "edited " + today + " by tester; before: 5000.00 CNY per gpu-month from " + before.source);
        const auto history = store.history(after.id).value();
        QCOMPARE(history.front().author, std::string("tester"));
        QCOMPARE(history.front().before->source, before.source);
        window.undoStack()->undo();
        QCOMPARE(store.prices({}).value().front().source, before.source);
    }

    void exchangeRatesAreEditedLikePrices() {
        auto store = test::shanghaiPriceStore();
        QVERIFY(store.saveExchangeRate(
            {"CNY", 0.147584, "2026-06-01", "Federal Reserve", 0.13939, 0.147584, "u", "v"}));
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
        // Converted amounts name the rate and its date.
        window.pricesPage()->displayCurrency()->setCurrentIndex(
            window.pricesPage()->displayCurrency()->findData(QStringLiteral("USD")));
        const QModelIndex usd = window.pricesPage()->view()->model()->index(
            0, column(window.pricesPage()->view(), QStringLiteral("Price")));
        QVERIFY(usd.data().toString().startsWith(QLatin1Char('~')));
        QVERIFY2(
            usd.data(Qt::ToolTipRole).toString().contains(QLatin1String("1 CNY = 0.147584 USD (2026-06-01")),
            qPrintable(usd.data(Qt::ToolTipRole).toString()));
        auto* note = window.findChild<QLabel*>(QStringLiteral("ratesNote"));
        QVERIFY(note && note->text().contains(QLatin1String("2026-06-01")));

        ui::ExchangeRateModel* rates = window.pricesPage()->rateModel();
        QCOMPARE(rates->rowCount(), 1);
        QAbstractItemModelTester tester(rates, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(!rates->setData(rates->index(0, ui::ExchangeRateModel::UsdPerUnit), QStringLiteral("-1")));
        QCOMPARE(store.exchangeRates().value().front().usdPerUnit, 0.147584); // refused: nothing changed
        QVERIFY(rates->setData(rates->index(0, ui::ExchangeRateModel::UsdPerUnit), QStringLiteral("0.14")));
        const core::ExchangeRate edited = store.exchangeRates().value().front();
        QCOMPARE(edited.usdPerUnit, 0.14);
        QVERIFY2(edited.source.find("edited ") == 0 &&
                     edited.source.find("before: 0.147584 USD per CNY") != std::string::npos,
                 edited.source.c_str());
        QVERIFY(window.findChild<QLabel*>(QStringLiteral("ratesNote"))
                    ->toolTip()
                    .contains(QLatin1String("0.14 USD")));
        window.undoStack()->undo();
        QCOMPARE(store.exchangeRates().value().front().usdPerUnit, 0.147584);
        // A new currency from the dialog: a bad rate is refused with the reason, a good one stored.
        ui::ExchangeRatesDialog dialog(
            rates, [&](const core::ExchangeRate& r) { return window.pricesPage()->setExchangeRate(r); });
        dialog.newCurrency()->setText(QStringLiteral("KRW"));
        dialog.newRate()->setText(QStringLiteral("abc"));
        dialog.newSource()->setText(QStringLiteral("Federal Reserve H.10"));
        dialog.addButton()->click();
        QVERIFY(dialog.problem()->text().contains(QLatin1String("not a positive number")));
        dialog.newRate()->setText(QStringLiteral("0.00072"));
        dialog.addButton()->click();
        QCOMPARE(store.exchangeRates().value().size(), std::size_t(2));
        QCOMPARE(rates->rowCount(), 2);
    }

    void historyAndRevert() {
        auto store = test::shanghaiPriceStore();
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
        window.show();
        core::PriceRecord p = store.prices({}).value().front();
        const std::string original = p.amount.toString();
        p.amount = core::Money::parse("4000", "CNY").value();
        QVERIFY(store.setPrice(p, "a typo").ok());
        window.pricesPage()->reloadPrices();
        auto changes = store.history(p.id).value();
        ui::PriceHistoryDialog dialog(changes);
        QCOMPARE(dialog.table()->rowCount(), 2);
        QCOMPARE(dialog.table()->item(0, 1)->text(), QStringLiteral("tester")); // who changed it
        QCOMPARE(dialog.table()->item(0, 2)->text(), QStringLiteral("update"));
        QVERIFY(dialog.table()->item(0, 3)->text().startsWith(QString::fromStdString(original)));
        QVERIFY(!dialog.revertButton()->isEnabled());
        dialog.table()->selectRow(0);
        QVERIFY(dialog.revertButton()->isEnabled());
        // Revert the typo, then undo the revert.
        QVERIFY(window.pricesPage()->revertPriceChange(p.id, changes.front().id));
        QCOMPARE(store.prices({}).value().front().amount.toString(), original);
        window.undoStack()->undo();
        QCOMPARE(store.prices({}).value().front().amount.toString(), std::string("4000.00 CNY"));
        QVERIFY(!window.pricesPage()->revertPriceChange(p.id, 999999));
    }

    void addPriceDialogValidates() {
        auto store = test::shanghaiPriceStore();
        ui::AddPriceDialog dialog(cli::loadBundledCatalog().value(), store.regions().value(),
                                  store.providers().value());
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        QVERIFY(dialog.problem()->text().contains(QLatin1String("Enter the price")));
        QTest::keyClicks(dialog.amount(), QStringLiteral("-3"));
        QVERIFY(!ok->isEnabled());
        dialog.amount()->clear();
        QTest::keyClicks(dialog.amount(), QStringLiteral("4800"));
        QVERIFY(!ok->isEnabled()); // no source yet
        QVERIFY(dialog.problem()->text().contains(QLatin1String("source")));
        QTest::keyClicks(dialog.source(), QStringLiteral("vendor quote"));
        QVERIFY(ok->isEnabled());
        QVERIFY(dialog.problem()->text().isEmpty());
        QCOMPARE(dialog.price()->amount.toString(), std::string("4800.00 CNY"));
    }

    void pricesComeFromTheStore() {
        auto store = test::shanghaiPriceStore();
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
        QCOMPARE(window.pricesPage()->view()->model()->rowCount(), 2);
        core::PriceRecord more = store.prices({}).value().front();
        more.id = 0;
        more.effectiveDate = "2026-01-01";
        QVERIFY(store.setPrice(more, "new quote").ok());
        window.pricesPage()->reloadPrices();
        QCOMPARE(window.pricesPage()->view()->model()->rowCount(), 3);
        QTest::keyClicks(window.pricesPage()->filter(), QStringLiteral("h100"));
        QCOMPARE(window.pricesPage()->view()->model()->rowCount(), 1);
        const int price = column(window.pricesPage()->view(), QStringLiteral("Price"));
        QVERIFY(window.pricesPage()->view()->model()->index(0, price).data().toString().contains(
            QLatin1String("CNY")));
        // Regions by name, kinds and units in words.
        const QAbstractItemModel* m = window.pricesPage()->view()->model();
        QCOMPARE(m->index(0, column(window.pricesPage()->view(), QStringLiteral("Region"))).data().toString(),
                 QStringLiteral("Shanghai"));
        QCOMPARE(m->index(0, column(window.pricesPage()->view(), QStringLiteral("Kind"))).data().toString(),
                 QStringLiteral("monthly rent"));
        QCOMPARE(m->index(0, column(window.pricesPage()->view(), QStringLiteral("Per"))).data().toString(),
                 QStringLiteral("GPU-month"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
