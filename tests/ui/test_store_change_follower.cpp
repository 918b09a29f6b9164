// The window following changes others commit to its store (issue 16), without SQLite or a server: the
// in-memory store is changed behind the window's back, as another user would, and a fake source announces
// it. The price table is read again keeping its selection, the scenario results are re-costed, an open
// price editor is not thrown away, and the status bar says what happened, in English and Chinese.
#include "fake_change_source.h"
#include "main_window.h"
#include "patience.h"
#include "prices/api_price_page.h"
#include "prices/api_price_table_model.h"
#include "prices/price_table_model.h"
#include "prices/prices_page.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "store_change_follower.h"
#include "test_support.h"
#include "ui_language.h"

#include "core/prices/memory_price_store.h"
#include "core/store_changes.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QElapsedTimer>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QtTest>

using namespace gpuplan;
using Col = ui::ScenarioTableModel;

namespace {

using uitest::FakeChangeSource;

core::Scenario lora(const char* name, const char* gpu) {
    return test::loraScenario(name, gpu);
}

// The view's row showing the price with `id`; -1 if none.
int viewRowOf(QTableView* view, std::int64_t id) {
    auto* proxy = static_cast<QAbstractProxyModel*>(view->model());
    auto* prices = static_cast<ui::PriceTableModel*>(proxy->sourceModel());
    for (int r = 0; r < view->model()->rowCount(); ++r)
        if (prices->record(proxy->mapToSource(view->model()->index(r, 0)).row()).id == id)
            return r;
    return -1;
}

struct Window {
    core::MemoryPriceStore store;
    FakeChangeSource source;
    std::unique_ptr<ui::MainWindow> window;
    std::int64_t a100 = 0, h100 = 0;

    Window() {
        store.addProvider({"idc-cn", "IDC", "test"});
        store.saveRegion(test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.4, "test"));
        a100 = store.setPrice(test::monthlyPrice("a100-80gb-sxm", "5000"), "test")->id;
        h100 = store.setPrice(test::monthlyPrice("h100-sxm", "8500"), "test")->id;
        window = std::make_unique<ui::MainWindow>(test::catalog(), store, QStringLiteral("memory"), &store);
        window->show();
        window->scenarioPage()->addScenario(lora("A100 job", "a100-80gb-sxm"));
        window->scenarioPage()->addScenario(lora("H100 job", "h100-sxm"));
        window->followStoreChanges(&source);
    }
    double rent(int row) const { return window->scenarioPage()->model()->row(row).cost.rent.toDouble(); }
    // Another user doubles the H100 price: the store changes, the window is not told by its own code.
    void otherUserDoublesTheH100Price() {
        core::PriceRecord p = store.prices({}).value().at(1);
        QCOMPARE(p.id, h100);
        p.amount = core::Money::parse("17000", "CNY").value();
        QVERIFY(store.setPrice(p, "changed elsewhere"));
    }
};

} // namespace

class TestStoreChangeFollower : public QObject {
    Q_OBJECT
private slots:
    void anotherUsersPriceReCostsTheScenariosAndKeepsTheSelection() {
        Window w;
        QVERIFY(w.source.listened());
        QVERIFY(w.window->storeChangeFollower()->problem().isEmpty());
        const double h100Before = w.rent(1), a100Before = w.rent(0);
        QTableView* view = w.window->pricesPage()->view();
        const int h100Row = viewRowOf(view, w.h100);
        QVERIFY(h100Row >= 0);
        view->selectRow(h100Row);
        view->selectionModel()->setCurrentIndex(view->model()->index(h100Row, ui::PriceTableModel::Amount),
                                                QItemSelectionModel::NoUpdate);

        w.otherUserDoublesTheH100Price();
        QCOMPARE(w.rent(1), h100Before); // nothing told the window yet
        QSignalSpy followed(w.window->storeChangeFollower(), &ui::StoreChangeFollower::followed);
        QElapsedTimer clock;
        clock.start();
        w.source.announce("prices", std::to_string(w.h100));
        QTRY_VERIFY_WITH_TIMEOUT(qAbs(w.rent(1) - 2 * h100Before) < 0.015, test::kPatienceMs);
        qInfo("re-costed %lld ms after the announcement", static_cast<long long>(clock.elapsed()));
        QCOMPARE(w.rent(0), a100Before); // the A100 scenario does not use that price
        QCOMPARE(followed.size(), 1);
        QCOMPARE(w.window->statusBar()->currentMessage(),
                 QStringLiteral("Prices changed by another user: table refreshed"));
        // The table shows the new amount, and the same price is still selected and current.
        const int row = viewRowOf(view, w.h100);
        const QString amount = view->model()->index(row, ui::PriceTableModel::Amount).data().toString();
        QVERIFY2(amount.startsWith(QLatin1String("17")), qPrintable(amount));
        QVERIFY(view->selectionModel()->isRowSelected(row, {}));
        QCOMPARE(view->currentIndex().row(), row);
        QCOMPARE(view->currentIndex().column(), int(ui::PriceTableModel::Amount));
        QCOMPARE(view->selectionModel()->selectedRows().size(), 1);
    }

    void manyChangesAreReadOnce() {
        Window w;
        QSignalSpy followed(w.window->storeChangeFollower(), &ui::StoreChangeFollower::followed);
        w.otherUserDoublesTheH100Price();
        for (int i = 0; i < 500; ++i) // an import announces each row
            w.source.announce("prices", std::to_string(i));
        QTRY_COMPARE_WITH_TIMEOUT(followed.size(), 1, test::kPatienceMs);
        QTest::qWait(3 * ui::StoreChangeFollower::kGatherMs);
        QCOMPARE(followed.size(), 1);
    }

    void anOpenPriceEditorIsNotThrownAway() {
        Window w;
        const double h100Before = w.rent(1);
        QTableView* view = w.window->pricesPage()->view();
        const QModelIndex note = view->model()->index(viewRowOf(view, w.a100), ui::PriceTableModel::Note);
        view->setCurrentIndex(note);
        view->edit(note);
        auto* editor = view->viewport()->findChild<QLineEdit*>();
        QVERIFY(editor);
        editor->setText(QStringLiteral("being typed"));

        w.otherUserDoublesTheH100Price();
        QSignalSpy followed(w.window->storeChangeFollower(), &ui::StoreChangeFollower::followed);
        w.source.announce("prices");
        QTest::qWait(4 * ui::StoreChangeFollower::kWaitForEditMs);
        QVERIFY(followed.isEmpty()); // waiting for the edit to end
        QCOMPARE(editor->text(), QStringLiteral("being typed"));
        QCOMPARE(w.rent(1), h100Before);

        QTest::keyClick(editor, Qt::Key_Return); // the user's edit is saved first, then the news is read
        QTRY_COMPARE_WITH_TIMEOUT(followed.size(), 1, test::kPatienceMs);
        QVERIFY(qAbs(w.rent(1) - 2 * h100Before) < 0.015);
        QCOMPARE(w.store.prices({}).value().at(0).note, std::string("being typed"));
    }

    void otherKindsOfChangeAreNamed_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("said");
        QTest::newRow("unknown") << "en"
                                 << ""
                                 << "The store was changed by another program or user: prices refreshed";
        QTest::newRow("catalog")
            << "en"
            << "gpus"
            << "The GPU catalog was changed by another user: reopen the store to use the "
               "new catalog";
        QTest::newRow("prices zh") << "zh_CN"
                                   << "regions"
                                   << "其他用户修改了价格：表格已刷新";
    }
    void otherKindsOfChangeAreNamed() {
        QFETCH(QString, language);
        QFETCH(QString, table);
        QFETCH(QString, said);
        uitest::Language lang(language);
        QVERIFY(lang.ok(language));
        Window w;
        QSignalSpy followed(w.window->storeChangeFollower(), &ui::StoreChangeFollower::followed);
        w.source.announce(table.toStdString().c_str());
        QTRY_COMPARE_WITH_TIMEOUT(followed.size(), 1, test::kPatienceMs);
        QCOMPARE(w.window->statusBar()->currentMessage(), said);
    }

    // Another user's API price: the API prices tab reads it; the rent table is left as it was (not read
    // again).
    void anotherUsersApiPriceRefreshesItsTabOnly() {
        Window w;
        QCOMPARE(w.window->apiPricePage()->model()->rowCount(), 0);
        core::ApiPriceRecord api;
        api.provider = "DeepSeek";
        api.model = "deepseek-reasoner";
        api.currency = "USD";
        api.inputPerMillion = 0.55;
        api.outputPerMillion = 2.19;
        api.source = "price page";
        QVERIFY(w.store.saveApiPrice(api));
        w.otherUserDoublesTheH100Price(); // in the store, unannounced
        const double before = w.rent(1);
        QSignalSpy followed(w.window->storeChangeFollower(), &ui::StoreChangeFollower::followed);
        w.source.announce("api_prices", "1", "insert");
        QTRY_COMPARE_WITH_TIMEOUT(followed.size(), 1, test::kPatienceMs);
        QCOMPARE(w.window->apiPricePage()->model()->rowCount(), 1);
        QCOMPARE(w.window->statusBar()->currentMessage(),
                 QStringLiteral("API prices changed by another user: table refreshed"));
        QCOMPARE(w.rent(1), before); // the doubled H100 price was not read: no price change was announced
    }

    // Another program wrote the file (the poll cannot say what changed): the catalog is read again too, and
    // followed only when it differs; otherwise nothing is re-planned and the catalog goes unmentioned.
    void anotherProgramsCatalogChangeIsFollowed() {
        Window w;
        core::Catalog faster = test::catalog();
        core::GpuSpec h100 = *faster.gpu("h100-sxm");
        for (double& peak : h100.peak)
            peak *= 2;
        h100.name = "H100 SXM (imported)";
        QVERIFY(faster.putGpu(h100));
        const core::Catalog same = test::catalog();
        bool changed = false;
        int reads = 0;
        w.window->context()->setCatalogReader([&] {
            ++reads;
            return core::Result<core::Catalog>(changed ? faster : same);
        });
        const double before = w.window->scenarioPage()->model()->row(1).estimate.wallSeconds;
        QSignalSpy followed(w.window->storeChangeFollower(), &ui::StoreChangeFollower::followed);
        w.source.announce("");
        QTRY_COMPARE_WITH_TIMEOUT(followed.size(), 1, test::kPatienceMs);
        QCOMPARE(reads, 1);
        QCOMPARE(w.window->statusBar()->currentMessage(),
                 QStringLiteral("The store was changed by another program or user: prices refreshed"));
        QCOMPARE(w.window->scenarioPage()->model()->row(1).estimate.wallSeconds, before);

        changed = true;
        w.source.announce("");
        QTRY_COMPARE_WITH_TIMEOUT(followed.size(), 2, test::kPatienceMs);
        QCOMPARE(
            w.window->statusBar()->currentMessage(),
            QStringLiteral("The GPU catalog was changed by another program or user (H100 SXM (imported)): "
                           "scenarios re-planned with it; The store was changed by another program or "
                           "user: prices refreshed"));
        QCOMPARE(w.window->catalog().gpu("h100-sxm")->name, std::string("H100 SXM (imported)"));
        QVERIFY(w.window->scenarioPage()->model()->row(1).estimate.wallSeconds < 0.75 * before);
    }

    // The same for the models, networks and calibration: a changed global parameter re-plans the scenarios.
    void anotherProgramsCalibrationChangeIsFollowed() {
        Window w;
        core::Catalog slower = test::catalog();
        slower.globals().goodput /= 2;
        bool changed = false;
        w.window->context()->setCatalogReader(
            [&] { return core::Result<core::Catalog>(changed ? slower : test::catalog()); });
        const double before = w.window->scenarioPage()->model()->row(1).estimate.wallSeconds;
        QSignalSpy followed(w.window->storeChangeFollower(), &ui::StoreChangeFollower::followed);
        changed = true;
        w.source.announce("");
        QTRY_COMPARE_WITH_TIMEOUT(followed.size(), 1, test::kPatienceMs);
        QCOMPARE(
            w.window->statusBar()->currentMessage(),
            QStringLiteral("The models, networks or calibration were changed by another program or user: "
                           "scenarios re-planned with them; The store was changed by another program or "
                           "user: prices refreshed"));
        QVERIFY(w.window->scenarioPage()->model()->row(1).estimate.wallSeconds > 1.9 * before);
    }

    // Another window (or program) saved other scenarios into the file: the window takes them, as one step
    // its Undo takes back (saving its own table again), without writing them back itself.
    void anotherWindowsScenariosAreTaken() {
        Window w;
        QCOMPARE(w.store.scenarios()->size(), std::size_t(2));
        w.window->scenarioPage()->view()->selectRow(1);
        const std::vector<core::Scenario> theirs{lora("A100 job", "a100-80gb-sxm"),
                                                 lora("H100 job", "h100-sxm"), lora("Their job", "h100-sxm")};
        QVERIFY(w.store.replaceScenarios(ui::toStored(theirs)));
        QSignalSpy followed(w.window->storeChangeFollower(), &ui::StoreChangeFollower::followed);
        QSignalSpy saved(w.window->scenarioPage()->model(), &ui::ScenarioTableModel::scenariosChanged);
        w.source.announce("");
        QTRY_COMPARE_WITH_TIMEOUT(followed.size(), 1, test::kPatienceMs);
        QCOMPARE(w.window->statusBar()->currentMessage(),
                 QStringLiteral("The store was changed by another program or user: prices refreshed; The "
                                "scenarios were changed in another window or by another program: table "
                                "refreshed (Undo puts this window's back)"));
        QCOMPARE(w.window->scenarioPage()->model()->rowCount(), 3);
        QCOMPARE(w.window->scenarioPage()->model()->row(2).scenario.name, std::string("Their job"));
        QVERIFY(w.window->scenarioPage()->model()->row(2).cost.rent.toDouble() > 0); // planned and costed
        QCOMPARE(w.store.scenarios()->size(), std::size_t(3));
        QCOMPARE(w.window->scenarioPage()->view()->currentIndex().row(), 1); // "H100 job" stays selected

        QCOMPARE(w.window->undoStack()->undoText(),
                 QStringLiteral("take the scenarios changed in another window"));
        w.window->undoStack()->undo();
        QCOMPARE(w.window->scenarioPage()->model()->rowCount(), 2);
        QCOMPARE(w.store.scenarios()->size(), std::size_t(2)); // the undo is a change of this window's, saved
        // Nothing new in the store: nothing is said of the scenarios.
        w.source.announce("");
        QTRY_COMPARE_WITH_TIMEOUT(followed.size(), 2, test::kPatienceMs);
        QCOMPARE(w.window->statusBar()->currentMessage(),
                 QStringLiteral("The store was changed by another program or user: prices refreshed"));
        QCOMPARE(w.window->scenarioPage()->model()->rowCount(), 2);
    }

    // Taking another window's table would close a scenario cell being edited: the news waits for it.
    void anOpenScenarioEditorIsNotThrownAway() {
        Window w;
        QTableView* view = w.window->scenarioPage()->view();
        const QModelIndex name = view->model()->index(0, Col::Name);
        view->setCurrentIndex(name);
        view->edit(name);
        auto* editor = view->viewport()->findChild<QLineEdit*>();
        QVERIFY(editor);
        editor->setText(QStringLiteral("being typed"));
        QVERIFY(w.store.replaceScenarios(ui::toStored({lora("Their job", "h100-sxm")})));
        QSignalSpy followed(w.window->storeChangeFollower(), &ui::StoreChangeFollower::followed);
        w.source.announce("");
        QTest::qWait(4 * ui::StoreChangeFollower::kWaitForEditMs);
        QVERIFY(followed.isEmpty());
        QCOMPARE(editor->text(), QStringLiteral("being typed"));
        QCOMPARE(w.window->scenarioPage()->model()->rowCount(), 2);

        QTest::keyClick(editor, Qt::Key_Escape); // given up: the other window's table comes in
        QTRY_COMPARE_WITH_TIMEOUT(followed.size(), 1, test::kPatienceMs);
        QCOMPARE(w.window->scenarioPage()->model()->rowCount(), 1);
        QCOMPARE(w.window->scenarioPage()->model()->row(0).scenario.name, std::string("Their job"));
    }

    void aStoreThatCannotBeFollowedSaysSo() {
        core::MemoryPriceStore store;
        FakeChangeSource source;
        source.refusal = "LISTEN refused";
        ui::MainWindow window(test::catalog(), store, QStringLiteral("memory"));
        window.followStoreChanges(&source);
        QCOMPARE(window.storeChangeFollower()->problem(),
                 QStringLiteral(
                     "Changes made by others will show only when you reload the prices: LISTEN refused"));
        QCOMPARE(window.statusBar()->currentMessage(), window.storeChangeFollower()->problem());
        window.followStoreChanges(nullptr);
        QVERIFY(!window.storeChangeFollower());
    }

    void closingTheWindowStopsListening() {
        FakeChangeSource source;
        {
            Window w;
            w.window->followStoreChanges(&source);
            QVERIFY(source.listened());
            QVERIFY(!w.source.listened()); // following another source ends the first
        }
        QVERIFY(!source.listened());
        source.announce("prices"); // nobody is called on a window that is gone
    }
};

QTEST_MAIN(TestStoreChangeFollower)
#include "test_store_change_follower.moc"
