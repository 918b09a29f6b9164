// The Prices tab as a page on its own (issue 33: a page is built and driven without the window): rows pasted
// from a spreadsheet, by the call and by Ctrl+V with the clipboard, all or nothing and one undo step; a page
// the user may not edit pastes nothing.
#include "cli/bundled_data.h"
#include "prices/price_table_model.h"
#include "prices/prices_page.h"
#include "test_support.h"

#include "core/prices/memory_price_store.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QSignalSpy>
#include <QTableView>
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
    void pasteRowsFromASpreadsheet() {
        auto store = test::shanghaiPriceStore();
        const core::Catalog catalog = cli::loadBundledCatalog().value();
        ui::PageContext context(catalog, store);
        QUndoStack& undo = *context.undo();
        ui::PricesPage page(context);
        page.reloadPrices();
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
        const core::Catalog catalog = cli::loadBundledCatalog().value();
        ui::PageContext context(catalog, store);
        QUndoStack& undo = *context.undo();
        ui::PricesPage page(context);
        page.reloadPrices();
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
    }
};

QTEST_MAIN(TestPricesPage)
#include "test_prices_page.moc"
