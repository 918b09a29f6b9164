// The "API prices" tab (issue 32): the stored prices per million tokens edited in place, duplicated and
// deleted through the real widgets, every change an undoable write to the store; a bad figure refused naming
// the column, a change that meets someone else's refused with nothing written and the table read again; read
// only for a viewer; and the tab in the window, reached by the Edit menu's actions.
#include "main_window.h"
#include "patience.h"
#include "prices/api_price_page.h"
#include "prices/api_price_table_model.h"

#include "cli/bundled_data.h"
#include "core/prices/memory_price_store.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplan;
using A = ui::ApiPriceTableModel;

namespace {

core::ApiPriceRecord price(const char* provider, const char* model, double input, double output) {
    core::ApiPriceRecord p;
    p.provider = provider;
    p.model = model;
    p.currency = "USD";
    p.inputPerMillion = input;
    p.cachedInputPerMillion = input / 10;
    p.outputPerMillion = output;
    p.effectiveDate = "2025-01-20";
    p.source = "the provider's price page";
    p.url = "https://example.com/pricing";
    return p;
}

struct Page {
    core::MemoryPriceStore store;
    ui::PageContext context{core::Catalog(), store};
    QUndoStack& undo = *context.undo();
    std::unique_ptr<ui::ApiPricePage> page;
    QStringList refusals;
    Page() {
        store.saveApiPrice(price("DeepSeek", "deepseek-reasoner", 0.55, 2.19));
        store.saveApiPrice(price("OpenAI", "gpt-5", 1.25, 10));
        page = std::make_unique<ui::ApiPricePage>(context);
        QObject::connect(page.get(), &ui::ApiPricePage::refused,
                         [this](const QString& why) { refusals << why; });
    }
    int row(const char* model) const {
        for (int r = 0; r < page->model()->rowCount(); ++r)
            if (page->model()->price(r).model == model)
                return r;
        return -1;
    }
    QModelIndex cell(const char* model, int column) const {
        auto* proxy = static_cast<QSortFilterProxyModel*>(page->view()->model());
        return proxy->mapFromSource(page->model()->index(row(model), column));
    }
    core::ApiPriceRecord stored(const char* model) {
        for (const core::ApiPriceRecord& p : store.apiPrices().value())
            if (p.model == model)
                return p;
        return {};
    }
    // Types `text` into the cell's editor and commits it with Enter, as a user would.
    void typeInto(const char* model, int column, const QString& text) {
        QTableView* view = page->view();
        view->setCurrentIndex(cell(model, column));
        view->edit(cell(model, column));
        auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
        QVERIFY2(editor && view->isAncestorOf(editor), "the cell has an editor");
        editor->selectAll();
        QTest::keyClick(editor, Qt::Key_Backspace);
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!(QApplication::focusWidget() && QApplication::focusWidget() != view &&
                                   view->isAncestorOf(QApplication::focusWidget())),
                                 test::kPatienceMs);
    }
};

} // namespace

class TestApiPricePage : public QObject {
    Q_OBJECT
private slots:
    void editInPlaceWithUndo() {
        Page p;
        p.page->show();
        QVERIFY(QTest::qWaitForWindowExposed(p.page.get(), test::kPatienceMs));
        QCOMPARE(p.page->model()->rowCount(), 2);
        p.typeInto("deepseek-reasoner", A::Output, QStringLiteral("2.05"));
        QCOMPARE(p.stored("deepseek-reasoner").outputPerMillion, 2.05);
        QCOMPARE(p.stored("deepseek-reasoner").version, std::int64_t(2));
        QCOMPARE(p.undo.count(), 1);
        p.undo.undo();
        QCOMPARE(p.stored("deepseek-reasoner").outputPerMillion, 2.19);
        QCOMPARE(p.page->model()->price(p.row("deepseek-reasoner")).outputPerMillion, 2.19);
        p.undo.redo();
        QCOMPARE(p.stored("deepseek-reasoner").outputPerMillion, 2.05);
        // An emptied cached-input cell: none published.
        p.typeInto("deepseek-reasoner", A::Cached, QString());
        QVERIFY(!p.stored("deepseek-reasoner").cachedInputPerMillion);
        QCOMPARE(p.page->model()
                     ->data(p.page->model()->index(p.row("deepseek-reasoner"), A::Cached), Qt::DisplayRole)
                     .toString(),
                 QString());

        // A bad figure is refused naming the column; nothing is written or pushed.
        const int steps = p.undo.count();
        p.typeInto("gpt-5", A::Input, QStringLiteral("cheap"));
        QCOMPARE(p.refusals.size(), 1);
        QVERIFY2(p.refusals.last().contains(
                     QStringLiteral("Input / 1M: 'cheap' is not a price per million tokens")),
                 qPrintable(p.refusals.last()));
        p.typeInto("gpt-5", A::Cached, QStringLiteral("2"));
        QVERIFY2(p.refusals.last().contains(QStringLiteral("is above the input price")),
                 qPrintable(p.refusals.last()));
        QCOMPARE(p.undo.count(), steps);
        QCOMPARE(p.stored("gpt-5").version, std::int64_t(1));
    }

    // Someone else changed the price since the tab read it: the edit is refused, naming the change, nothing
    // is written, and the table shows the price as it is now.
    void aStaleEditIsRefusedAndTheTableReadAgain() {
        Page p;
        p.page->show();
        QVERIFY(QTest::qWaitForWindowExposed(p.page.get(), test::kPatienceMs));
        core::ApiPriceRecord theirs = p.stored("gpt-5");
        theirs.inputPerMillion = 1.1;
        QVERIFY(p.store.saveApiPrice(theirs)); // another session's save
        p.typeInto("gpt-5", A::Output, QStringLiteral("9"));
        QVERIFY2(!p.refusals.isEmpty() && p.refusals.last().contains(QStringLiteral("nothing was written")),
                 qPrintable(p.refusals.join('\n')));
        QCOMPARE(p.stored("gpt-5").outputPerMillion, 10.0);
        QCOMPARE(p.page->model()->price(p.row("gpt-5")).inputPerMillion, 1.1);
        QCOMPARE(p.undo.count(), 0);
    }

    void duplicateAndDeleteWithUndo() {
        Page p;
        p.page->show();
        QVERIFY(QTest::qWaitForWindowExposed(p.page.get(), test::kPatienceMs));
        p.page->view()->setCurrentIndex(p.cell("gpt-5", A::Model));
        p.page->duplicateSelected();
        QCOMPARE(p.store.apiPrices()->size(), std::size_t(3));
        const auto copies = core::apiPricesMatching(p.store.apiPrices().value(), "gpt-5");
        QCOMPARE(copies.size(), std::size_t(2));
        const auto copy = std::find_if(copies.begin(), copies.end(),
                                       [](const auto& c) { return c.effectiveDate != "2025-01-20"; });
        QVERIFY(copy->source.find("copied from OpenAI gpt-5 (2025-01-20) on ") == 0);
        QCOMPARE(p.page->model()->rowCount(), 3);

        // Delete the original, undo (it comes back, under a new id), redo (gone again).
        p.page->view()->selectRow(p.cell("deepseek-reasoner", A::Model).row());
        p.page->deleteSelected();
        QCOMPARE(p.page->model()->rowCount(), 2);
        QVERIFY(core::apiPricesMatching(p.store.apiPrices().value(), "deepseek").empty());
        p.undo.undo();
        QCOMPARE(core::apiPricesMatching(p.store.apiPrices().value(), "deepseek").size(), std::size_t(1));
        QCOMPARE(p.page->model()->rowCount(), 3);
        p.undo.redo();
        QVERIFY(core::apiPricesMatching(p.store.apiPrices().value(), "deepseek").empty());
        QCOMPARE(p.page->model()->rowCount(), 2);
        p.undo.undo();
        p.undo.undo(); // and the copy
        QCOMPARE(p.store.apiPrices()->size(), std::size_t(2));
        QCOMPARE(p.page->model()->rowCount(), 2);
    }

    void filterAndDetails() {
        Page p;
        p.page->show();
        QVERIFY(QTest::qWaitForWindowExposed(p.page.get(), test::kPatienceMs));
        QTest::keyClicks(p.page->filter(), QStringLiteral("openai"));
        QCOMPARE(p.page->view()->model()->rowCount(), 1);
        p.page->view()->setCurrentIndex(p.page->view()->model()->index(0, A::Model));
        QVERIFY2(p.page->details()->text().contains(QStringLiteral("OpenAI gpt-5")) &&
                     p.page->details()->text().contains(QStringLiteral("https://example.com/pricing")),
                 qPrintable(p.page->details()->text()));
    }

    void readOnlyForAViewer() {
        Page p;
        p.page->setEditable(false, QStringLiteral("needs the editor role on team store t"));
        p.page->show();
        QVERIFY(QTest::qWaitForWindowExposed(p.page.get(), test::kPatienceMs));
        p.page->view()->setCurrentIndex(p.cell("gpt-5", A::Output));
        p.page->view()->edit(p.cell("gpt-5", A::Output));
        QVERIFY(!(p.page->model()->flags(p.page->model()->index(0, A::Output)) & Qt::ItemIsEditable));
        const auto editors = p.page->view()->findChildren<QLineEdit*>();
        QVERIFY(std::none_of(editors.begin(), editors.end(), [](QLineEdit* e) { return e->isVisible(); }));
        p.page->deleteSelected();
        QCOMPARE(p.store.apiPrices()->size(), std::size_t(2));
        QCOMPARE(p.refusals.last(), QStringLiteral("needs the editor role on team store t"));
    }

    // In the window: its own tab, read from the store; the Edit menu's Delete acts on it.
    void aTabOfTheWindow() {
        core::MemoryPriceStore store;
        store.saveApiPrice(price("DeepSeek", "deepseek-reasoner", 0.55, 2.19));
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
        window.show();
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("tabs"));
        QVERIFY(tabs);
        tabs->setCurrentWidget(window.apiPricePage());
        QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("API prices"));
        QCOMPARE(window.apiPricePage()->model()->rowCount(), 1);
        window.apiPricePage()->view()->selectRow(0);
        auto* remove = window.findChild<QAction*>(QStringLiteral("actionDelete"));
        QCOMPARE(remove->text(), QStringLiteral("&Delete API price"));
        remove->trigger();
        QVERIFY(store.apiPrices()->empty());
    }
};

QTEST_MAIN(TestApiPricePage)
#include "test_api_price_page.moc"
