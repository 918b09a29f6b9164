// The Prices tab as a page on its own (issue 33: a page is built and driven without the window): the prices
// from the store, filtered by region and provider and shown in a chosen currency; adding, editing every
// field, deleting and reverting, each undoable, with a true source for hand edits; exchange rates edited like
// prices; rows pasted from a spreadsheet, by the call and by Ctrl+V, all or nothing and one undo step.
// Imports are in test_price_import.cpp.
#include "cli/bundled_data.h"
#include "page_fixture.h"
#include "prices/add_price_dialog.h"
#include "prices/exchange_rate_model.h"
#include "prices/exchange_rates_dialog.h"
#include "prices/price_history_dialog.h"
#include "prices/price_table_model.h"
#include "prices/prices_page.h"
#include "test_support.h"

#include "core/prices/memory_price_store.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplan;

namespace {

// Two rows as a spreadsheet copies them (tabs), without a header.
const QString kTwoRows =
    QStringLiteral("h200-sxm\tidc-cn\tcn-shanghai\tmonthly\tgpu-"
                   "month\t8\t12000\tCNY\t10000\t14000\t2026-11-01\tvendor quote, Nov\t\n"
                   "l40s\tidc-cn\tcn-shanghai\tmonthly\tgpu-month\t8\t3000\tCNY\t\t\t2026-11-"
                   "01\tvendor quote\t\r\n");

} // namespace

class TestPricesPage : public QObject {
    Q_OBJECT
private slots:
    void theModelPassesTheContractTester() {
        ui::PriceTableModel prices;
        QAbstractItemModelTester tester(&prices, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto store = test::shanghaiPriceStore();
        prices.setPrices(store.prices({}).value());
        QCOMPARE(prices.rowCount(), 2);
    }

    void addAndDeletePricesWithUndo() {
        auto store = test::shanghaiPriceStore();
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        page.show();
        core::PriceRecord p = store.prices({}).value().front();
        p.id = 0;
        p.regionId = "cn-shanghai";
        p.effectiveDate = "2026-11-01";
        p.amount = core::Money::parse("4900", "CNY").value();
        QVERIFY(page.addPrice(p));
        QCOMPARE(store.prices({})->size(), std::size_t(3));
        QCOMPARE(page.view()->model()->rowCount(), 3);
        on.context.undo()->undo();
        QCOMPARE(store.prices({})->size(), std::size_t(2));
        on.context.undo()->redo();
        QCOMPARE(store.prices({})->size(), std::size_t(3));
        // The same price again is refused (one per GPU, provider, region, kind, unit and date).
        QVERIFY(!page.addPrice(p));
        QVERIFY(on.context.lastMessage().contains(QLatin1String("already exists")));

        // Delete the selected rows; undo brings them back with their ids.
        const std::int64_t firstId = store.prices({}).value().front().id;
        page.view()->selectRow(0);
        page.deleteSelected();
        QCOMPARE(store.prices({})->size(), std::size_t(2));
        on.context.undo()->undo();
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
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        const int price = test::column(page.view(), QStringLiteral("Price"));
        QTest::keyClicks(page.filter(), QStringLiteral("h100"));
        const QModelIndex cell = page.view()->model()->index(0, price);
        QVERIFY(cell.data().toString().contains(QLatin1String("8,500.00 CNY")));
        page.displayCurrency()->setCurrentIndex(page.displayCurrency()->findData(QStringLiteral("USD")));
        const QModelIndex usd = page.view()->model()->index(0, price);
        QCOMPARE(usd.data().toString(), QStringLiteral("~1,190.00 USD")); // 8,500 x 0.14
        QVERIFY(usd.data(Qt::ToolTipRole).toString().contains(QLatin1String("Stored as 8500.00 CNY")));
        QCOMPARE(usd.data(Qt::EditRole).toString(),
                 QStringLiteral("8500.00")); // editing stays in the stored currency
        page.displayCurrency()->setCurrentIndex(page.displayCurrency()->findData(QStringLiteral("EUR")));
        const QModelIndex eur = page.view()->model()->index(0, price);
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
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        QAbstractItemModel* view = page.view()->model();
        QCOMPARE(view->rowCount(), 3);
        QComboBox* region = page.regionChoice();
        QCOMPARE(region->itemText(0), QStringLiteral("All regions"));
        region->setCurrentIndex(region->findData(QStringLiteral("cn-beijing")));
        QCOMPARE(view->rowCount(), 1);
        QCOMPARE(view->index(0, test::column(page.view(), QStringLiteral("Region"))).data().toString(),
                 QStringLiteral("Beijing"));
        QComboBox* provider = page.providerChoice();
        provider->setCurrentIndex(provider->findData(QStringLiteral("idc-cn")));
        QCOMPARE(view->rowCount(), 1);
        region->setCurrentIndex(0);
        QCOMPARE(view->rowCount(), 3);

        // Kind and unit follow each other for purchases; the note and the currency are edited in place.
        QTest::keyClicks(page.filter(), QStringLiteral("h100"));
        const auto cell = [&](const char* header) {
            return view->index(0, test::column(page.view(), QString::fromLatin1(header)));
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
        QVERIFY(on.context.lastMessage().contains(QLatin1String("unknown kind")));
        on.context.undo()->undo(); // the currency change
        QCOMPARE(store.prices(h100).value().front().amount.toString(), std::string("8500.00 CNY"));
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
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        QAbstractItemModel* view = page.view()->model();
        page.regionChoice()->setCurrentIndex(page.regionChoice()->findData(QStringLiteral("cn-shanghai")));
        QCOMPARE(view->rowCount(), 3); // Shanghai's two and the national one
        page.regionChoice()->setCurrentIndex(page.regionChoice()->findData(QStringLiteral("cn")));
        QCOMPARE(view->rowCount(), 3); // the area and the regions in it
        // A market quote says so where the price is shown.
        bool marked = false;
        for (int r = 0; r < view->rowCount(); ++r)
            marked = marked || view->index(r, test::column(page.view(), QStringLiteral("Kind")))
                                   .data()
                                   .toString()
                                   .endsWith(QLatin1String(", indicative"));
        QVERIFY(marked);

        // Changing a figure without a new source: the source says what happened and who did it.
        page.regionChoice()->setCurrentIndex(0);
        QTest::keyClicks(page.filter(), QStringLiteral("a100"));
        const QModelIndex amount = view->index(0, test::column(page.view(), QStringLiteral("Price")));
        const core::PriceRecord before = store.prices({}).value().front();
        QVERIFY(view->setData(amount, QStringLiteral("4800")));
        const core::PriceRecord after = store.prices({}).value().front();
        const std::string today = QDate::currentDate().toString(Qt::ISODate).toStdString();
        QCOMPARE(after.source,
                 "edited " + today + " by tester; before: 5000.00 CNY per gpu-month from " + before.source);
        const auto history = store.history(after.id).value();
        QCOMPARE(history.front().author, std::string("tester"));
        QCOMPARE(history.front().before->source, before.source);
        on.context.undo()->undo();
        QCOMPARE(store.prices({}).value().front().source, before.source);
    }

    void exchangeRatesAreEditedLikePrices() {
        auto store = test::shanghaiPriceStore();
        QVERIFY(store.saveExchangeRate(
            {"CNY", 0.147584, "2026-06-01", "Federal Reserve", 0.13939, 0.147584, "u", "v"}));
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        // Converted amounts name the rate and its date.
        page.displayCurrency()->setCurrentIndex(page.displayCurrency()->findData(QStringLiteral("USD")));
        const QModelIndex usd =
            page.view()->model()->index(0, test::column(page.view(), QStringLiteral("Price")));
        QVERIFY(usd.data().toString().startsWith(QLatin1Char('~')));
        QVERIFY2(
            usd.data(Qt::ToolTipRole).toString().contains(QLatin1String("1 CNY = 0.147584 USD (2026-06-01")),
            qPrintable(usd.data(Qt::ToolTipRole).toString()));
        auto* note = page.findChild<QLabel*>(QStringLiteral("ratesNote"));
        QVERIFY(note && note->text().contains(QLatin1String("2026-06-01")));

        ui::ExchangeRateModel* rates = page.rateModel();
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
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("ratesNote"))
                    ->toolTip()
                    .contains(QLatin1String("0.14 USD")));
        on.context.undo()->undo();
        QCOMPARE(store.exchangeRates().value().front().usdPerUnit, 0.147584);
        // A new currency from the dialog: a bad rate is refused with the reason, a good one stored.
        ui::ExchangeRatesDialog dialog(rates,
                                       [&](const core::ExchangeRate& r) { return page.setExchangeRate(r); });
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
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        page.show();
        core::PriceRecord p = store.prices({}).value().front();
        const std::string original = p.amount.toString();
        p.amount = core::Money::parse("4000", "CNY").value();
        QVERIFY(store.setPrice(p, "a typo").ok());
        page.reloadPrices();
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
        QVERIFY(page.revertPriceChange(p.id, changes.front().id));
        QCOMPARE(store.prices({}).value().front().amount.toString(), original);
        on.context.undo()->undo();
        QCOMPARE(store.prices({}).value().front().amount.toString(), std::string("4000.00 CNY"));
        QVERIFY(!page.revertPriceChange(p.id, 999999));
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
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        QCOMPARE(page.view()->model()->rowCount(), 2);
        core::PriceRecord more = store.prices({}).value().front();
        more.id = 0;
        more.effectiveDate = "2026-01-01";
        QVERIFY(store.setPrice(more, "new quote").ok());
        page.reloadPrices();
        QCOMPARE(page.view()->model()->rowCount(), 3);
        QTest::keyClicks(page.filter(), QStringLiteral("h100"));
        QCOMPARE(page.view()->model()->rowCount(), 1);
        const int price = test::column(page.view(), QStringLiteral("Price"));
        QVERIFY(page.view()->model()->index(0, price).data().toString().contains(QLatin1String("CNY")));
        // Regions by name, kinds and units in words.
        const QAbstractItemModel* m = page.view()->model();
        QCOMPARE(m->index(0, test::column(page.view(), QStringLiteral("Region"))).data().toString(),
                 QStringLiteral("Shanghai"));
        QCOMPARE(m->index(0, test::column(page.view(), QStringLiteral("Kind"))).data().toString(),
                 QStringLiteral("monthly rent"));
        QCOMPARE(m->index(0, test::column(page.view(), QStringLiteral("Per"))).data().toString(),
                 QStringLiteral("GPU-month"));
    }

    void pasteRowsFromASpreadsheet() {
        auto store = test::shanghaiPriceStore();
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        QUndoStack& undo = *on.context.undo();
        QSignalSpy refused(&page, &ui::PricesPage::refused);
        QVERIFY(page.pastePrices(kTwoRows));
        QCOMPARE(store.prices({})->size(), std::size_t(4));
        QCOMPARE(page.view()->model()->rowCount(), 4);
        undo.undo(); // one step takes both back
        QCOMPARE(store.prices({})->size(), std::size_t(2));
        // A bad row refuses the whole paste, with the row named.
        const QString bad = QStringLiteral(
            "h200-sxm\tidc-cn\tcn-shanghai\tmonthly\tgpu-month\t8\t12000\tCNY\t\t\t2026-11-01\tq\t\n"
            "h9000\tidc-cn\tcn-shanghai\tmonthly\tgpu-month\t8\t1\tCNY\t\t\t2026-11-01\tq\t\n");
        QVERIFY(!page.pastePrices(bad));
        QCOMPARE(refused.size(), 1);
        QVERIFY2(refused.last().first().toString().contains(QLatin1String("row 2: unknown GPU 'h9000'")),
                 qPrintable(refused.last().first().toString()));
        QCOMPARE(store.prices({})->size(), std::size_t(2));
        QVERIFY(!page.pastePrices(QString()));
    }

    void ctrlVInTheTablePastesTheClipboard() {
        // What a user does: copy rows in a spreadsheet, click the price table, press Ctrl+V.
        auto store = test::shanghaiPriceStore();
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        QUndoStack& undo = *on.context.undo();
        page.setEditable(true, {});
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QApplication::clipboard()->setText(kTwoRows);
        page.view()->setFocus();
        QTest::keySequence(page.view(), QKeySequence::Paste);
        QCOMPARE(store.prices({})->size(), std::size_t(4));
        QCOMPARE(undo.count(), 1);
        QCOMPARE(page.pasteAction()->shortcut(), QKeySequence(QKeySequence::Paste));
        undo.undo();
        QCOMPARE(store.prices({})->size(), std::size_t(2));
        // A viewer of a team store may not edit prices: the paste is off and says why, and Ctrl+V adds
        // nothing.
        page.setEditable(false, QStringLiteral("needs the editor role"));
        QVERIFY(!page.pasteAction()->isEnabled());
        QCOMPARE(page.pasteAction()->toolTip(), QStringLiteral("needs the editor role"));
        QTest::keySequence(page.view(), QKeySequence::Paste);
        QCOMPARE(store.prices({})->size(), std::size_t(2));
        QVERIFY(!page.importAction()->isEnabled());
        QCOMPARE(page.importAction()->toolTip(), QStringLiteral("needs the editor role"));
        // Allowed again (another store opened): the actions say what they do again, not the old reason.
        page.setEditable(true, {});
        QVERIFY(page.pasteAction()->isEnabled() && page.importAction()->isEnabled());
        QVERIFY2(page.pasteAction()->toolTip().startsWith(QLatin1String("Add the rows copied")),
                 qPrintable(page.pasteAction()->toolTip()));
        QCOMPARE(page.importAction()->toolTip(), QStringLiteral("Import prices..."));
    }
};

QTEST_MAIN(TestPricesPage)
#include "test_prices_page.moc"
