// Following the team (issue 16) without a server: bob's window on the in-memory team store, which another
// user (alice, an admin) changes behind its back while a fake source announces it. Others' shared scenarios
// appear, change and disappear in the open window, re-costed, with the status bar saying what changed
// (English and Chinese); bob's own rows, an editor open on one and his undo history are left as they are; a
// catalog change re-plans the scenarios without closing an editor in the catalog table; an open price history
// shows the other user's change with a notice; a member with nothing of his own is told what the rows are.
#include "catalog/gpu_catalog_model.h"
#include "catalog/gpu_catalog_page.h"
#include "fake_change_source.h"
#include "main_window.h"
#include "patience.h"
#include "prices/add_price_dialog.h"
#include "prices/price_history_dialog.h"
#include "prices/price_table_model.h"
#include "prices/prices_page.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "store_change_follower.h"
#include "test_support.h"
#include "ui_language.h"

#include "core/prices/memory_price_store.h"

#include <QAbstractProxyModel>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFrame>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplan;
using Col = ui::ScenarioTableModel;

namespace {

core::Scenario lora(const char* name, const char* gpu = "h100-sxm", int gpus = 8) {
    return test::loraScenario(name, gpu, gpus);
}

core::StoredScenario stored(const core::Scenario& scenario, const char* owner, bool shared) {
    core::StoredScenario s = ui::toStored({scenario}).front();
    s.owner = owner;
    s.shared = shared;
    return s;
}

// Bob's window on a team store where he has "bob's plan" (unless told not to) and alice has shared "alice's
// plan" and kept "alice's secret" private; prices for the H100 and H200 in Shanghai.
struct TeamWindow {
    core::MemoryPriceStore store{{}, "bob"};
    uitest::FakeChangeSource source;
    std::unique_ptr<ui::MainWindow> window;

    explicit TeamWindow(bool bobHasOwn = true) {
        store.joinTeam();
        store.addProvider({"idc-cn", "IDC", "test"});
        store.saveRegion(test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.4, "test"));
        QVERIFY(store.setPrice(test::monthlyPrice("h100-sxm", "8500"), "test"));
        QVERIFY(store.setPrice(test::monthlyPrice("h200-sxm", "9500"), "test"));
        if (bobHasOwn)
            QVERIFY(store.replaceScenarios({stored(lora("bob's plan"), "bob", false)}));
        QVERIFY(store.putOthersScenario(stored(lora("alice's plan"), "alice", true)));
        QVERIFY(store.putOthersScenario(stored(lora("alice's secret"), "alice", false)));
        window = std::make_unique<ui::MainWindow>(test::catalog(), store, QStringLiteral("bob@team"), &store,
                                                  &store);
        window->resize(1400, 700);
        window->show();
        window->followStoreChanges(&source);
    }
    ui::ScenarioTableModel* model() const { return window->scenarioPage()->model(); }
    // Announces a change of `table` and waits until the window has read it.
    bool follow(const char* table, const std::string& key = {}) {
        QSignalSpy followed(window->storeChangeFollower(), &ui::StoreChangeFollower::followed);
        source.announce(table, key);
        return followed.wait(test::kPatienceMs);
    }
    QString status() const { return window->statusBar()->currentMessage(); }
    std::vector<std::string> names() const {
        std::vector<std::string> out;
        for (int r = 0; r < model()->rowCount(); ++r)
            out.push_back(model()->row(r).scenario.name + (model()->isOthers(r) ? " (others)" : ""));
        return out;
    }
    // The view's index of a model cell (the view sorts through a proxy).
    QModelIndex viewIndex(int row, int column) const {
        auto* proxy = static_cast<QAbstractProxyModel*>(window->scenarioPage()->view()->model());
        return proxy->mapFromSource(model()->index(row, column));
    }
    // Opens an editor on the first row's GPU count and types `text` into it (null if none opened).
    QPointer<QLineEdit> typeInFirstCount(const QString& text) const {
        QTableView* view = window->scenarioPage()->view();
        const QModelIndex count = viewIndex(0, Col::Count);
        view->setCurrentIndex(count);
        view->edit(count);
        QPointer<QLineEdit> editor = view->viewport()->findChild<QLineEdit*>(QStringLiteral("scenarioText"));
        if (editor) {
            editor->selectAll();
            QTest::keyClicks(editor, text);
        }
        return editor;
    }
};

using Names = std::vector<std::string>;

// The bundled catalog after another admin doubled the H100's peaks and renamed it.
core::Catalog catalogWithFasterH100() {
    core::Catalog changed = test::catalog();
    core::GpuSpec h100 = *changed.gpu("h100-sxm");
    for (double& peak : h100.peak)
        peak *= 2;
    h100.name = "H100 SXM (faster)";
    if (!changed.putGpu(h100))
        qFatal("the faster H100 does not go into the catalog");
    return changed;
}

} // namespace

class TestTeamFollow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QCoreApplication::setOrganizationName(QStringLiteral("GpuPlanTest")); }

    void aNewlySharedScenarioAppearsWithItsOwner_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("said");
        QTest::newRow("en") << "en"
                            << "Shared scenarios: alice shared \"H200 job\"";
        QTest::newRow("zh_CN") << "zh_CN"
                               << "共享方案：alice 共享了“H200 job”";
    }
    void aNewlySharedScenarioAppearsWithItsOwner() {
        QFETCH(QString, language);
        QFETCH(QString, said);
        uitest::Language lang(language);
        QVERIFY(lang.ok(language));
        TeamWindow t;
        QCOMPARE(t.names(), (Names{"bob's plan", "alice's plan (others)"}));
        const double bobsRent = t.model()->row(0).cost.rent.toDouble();
        QVERIFY(t.store.putOthersScenario(stored(lora("H200 job", "h200-sxm"), "alice", true)));
        QVERIFY(t.follow("scenarios", "alice/H200 job"));
        QCOMPARE(t.names(), (Names{"bob's plan", "alice's plan (others)", "H200 job (others)"}));
        QCOMPARE(t.model()->row(2).owner.owner, std::string("alice"));
        QCOMPARE(t.model()->index(2, Col::Shared).data().toString(),
                 language == QLatin1String("en") ? QStringLiteral("alice's (read-only)")
                                                 : QStringLiteral("alice 的（只读）"));
        // Planned and costed as any row: the H200 price of Shanghai.
        QVERIFY(t.model()->row(2).estimate.ok);
        QVERIFY(t.model()->row(2).cost.rentKnown);
        QCOMPARE(t.model()->row(2).prices.rent->gpuId, std::string("h200-sxm"));
        QCOMPARE(t.status(), said);
        QCOMPARE(t.model()->row(0).cost.rent.toDouble(), bobsRent);
        // Nothing saved on bob's behalf: the store has his one scenario as before.
        QCOMPARE(core::ownScenarios(t.store.scenarios().value(), "bob").size(), std::size_t(1));
    }

    void editedUnsharedRenamedAndDeletedScenariosFollow() {
        TeamWindow t;
        QVERIFY(t.store.putOthersScenario(stored(lora("alice's second"), "alice", true)));
        QVERIFY(t.follow("scenarios"));
        QCOMPARE(t.model()->rowCount(), 3);
        const double hoursBefore = t.model()->row(1).estimate.gpuHours;

        // alice doubles the cards of one and unshares the other: one change read, both shown.
        QVERIFY(t.store.changeOthersScenario(stored(lora("alice's plan", "h100-sxm", 16), "alice", true)));
        QVERIFY(t.store.changeOthersScenario(stored(lora("alice's second"), "alice", false)));
        QVERIFY(t.follow("scenarios"));
        QCOMPARE(t.names(), (Names{"bob's plan", "alice's plan (others)"}));
        QCOMPARE(t.model()->row(1).scenario.gpus, 16);
        QCOMPARE(t.model()->row(1).estimate.gpus, 16);
        QVERIFY(t.model()->row(1).estimate.gpuHours != hoursBefore);
        QCOMPARE(t.status(),
                 QStringLiteral("Shared scenarios: alice changed \"alice's plan\"; alice's \"alice's "
                                "second\" is no longer shared with you"));

        // A rename is the old name gone and the new one shared.
        QVERIFY(t.store.removeOthersScenario("alice", "alice's plan"));
        QVERIFY(t.store.putOthersScenario(stored(lora("alice's big plan", "h100-sxm", 16), "alice", true)));
        QVERIFY(t.follow("scenarios"));
        QCOMPARE(t.names(), (Names{"bob's plan", "alice's big plan (others)"}));

        // Deleted: gone from the window.
        QVERIFY(t.store.removeOthersScenario("alice", "alice's big plan"));
        QVERIFY(t.follow("scenarios", {}));
        QCOMPARE(t.names(), (Names{"bob's plan"}));
        QCOMPARE(
            t.status(),
            QStringLiteral("Shared scenarios: alice's \"alice's big plan\" is no longer shared with you"));
    }

    // Bob is typing in his own row when alice's news arrives: the editor stays open with his text, his row
    // and its place are his, and his undo history still undoes what he did.
    void ownRowsAnOpenEditorAndTheUndoHistoryAreKept() {
        TeamWindow t;
        QPointer<QLineEdit> editor = t.typeInFirstCount(QStringLiteral("16"));
        QVERIFY(editor);

        QVERIFY(t.store.putOthersScenario(stored(lora("H200 job", "h200-sxm"), "alice", true)));
        QVERIFY(t.store.changeOthersScenario(stored(lora("alice's plan"), "alice", false)));
        QVERIFY(t.follow("scenarios"));
        QCOMPARE(t.names(), (Names{"bob's plan", "H200 job (others)"}));
        QVERIFY(editor && editor->isVisible());
        QCOMPARE(editor->text(), QStringLiteral("16"));
        QTest::keyClick(editor, Qt::Key_Return); // the delegate commits on the next event loop pass
        QTRY_COMPARE_WITH_TIMEOUT(t.model()->row(0).scenario.gpus, 16, test::kPatienceMs);
        QVERIFY(ui::fromStored(t.store.scenarios().value()).value().front().gpus == 16); // saved as bob's

        // A new scenario made while alice's row is current goes after bob's rows, not among hers.
        t.window->scenarioPage()->selectRow(1);
        t.window->scenarioPage()->addNewScenario();
        QVERIFY(!t.model()->isOthers(1));
        const std::string added = t.model()->row(1).scenario.name;
        QVERIFY(t.store.removeOthersScenario("alice", "H200 job"));
        QVERIFY(t.follow("scenarios"));
        QCOMPARE(t.names(), (Names{"bob's plan", added}));
        t.window->undoStack()->undo(); // the new scenario
        QCOMPARE(t.names(), (Names{"bob's plan"}));
        t.window->undoStack()->undo(); // the edit of the count
        QCOMPARE(t.model()->row(0).scenario.gpus, 8);
    }

    // An admin changes the H100 in the catalog: the window re-plans with it, and an edit open in the catalog
    // table keeps its text.
    void anotherAdminsCatalogChangeRePlansTheScenarios() {
        TeamWindow t;
        const core::Catalog changed = catalogWithFasterH100();
        int reads = 0;
        t.window->context()->setCatalogReader([&] {
            ++reads;
            return core::Result<core::Catalog>(changed);
        });
        const double before = t.model()->row(0).estimate.wallSeconds;
        QTableView* catalog = t.window->gpuCatalogPage()->view();
        t.window->tabs()->setCurrentIndex(1);
        const QModelIndex a100Name = [&] {
            auto* proxy = static_cast<QAbstractProxyModel*>(catalog->model());
            const int row = t.window->gpuCatalogPage()->model()->rowOf("a100-80gb-sxm");
            return proxy->mapFromSource(
                t.window->gpuCatalogPage()->model()->index(row, ui::GpuCatalogModel::Name));
        }();
        catalog->setCurrentIndex(a100Name);
        catalog->edit(a100Name);
        QPointer<QLineEdit> editor = catalog->viewport()->findChild<QLineEdit*>();
        QVERIFY(editor);
        editor->setText(QStringLiteral("being typed"));

        QVERIFY(t.follow("gpus", "h100-sxm"));
        QCOMPARE(reads, 1);
        QVERIFY2(t.model()->row(0).estimate.wallSeconds < 0.75 * before,
                 qPrintable(QString::number(t.model()->row(0).estimate.wallSeconds / before)));
        QVERIFY(t.model()->row(1).estimate.wallSeconds < 0.75 * before); // alice's row too
        QCOMPARE(t.window->catalog().gpu("h100-sxm")->name, std::string("H100 SXM (faster)"));
        const int row = t.window->gpuCatalogPage()->model()->rowOf("h100-sxm");
        QCOMPARE(t.window->gpuCatalogPage()->model()->index(row, ui::GpuCatalogModel::Name).data().toString(),
                 QStringLiteral("H100 SXM (faster)"));
        QCOMPARE(t.status(),
                 QStringLiteral("The GPU catalog was changed by another user (H100 SXM (faster)): "
                                "scenarios re-planned with it"));
        QVERIFY(editor && editor->isVisible());
        QCOMPARE(editor->text(), QStringLiteral("being typed"));
    }

    // Bob is typing in his own scenario row when an admin's catalog change re-plans every row: the row is
    // re-planned, and his editor stays open with his text, which then commits.
    void aCatalogChangeKeepsAnEditorOpenInTheScenarioTable() {
        TeamWindow t;
        const core::Catalog changed = catalogWithFasterH100();
        t.window->context()->setCatalogReader([&] { return core::Result<core::Catalog>(changed); });
        const double before = t.model()->row(0).estimate.wallSeconds;
        QPointer<QLineEdit> editor = t.typeInFirstCount(QStringLiteral("16"));
        QVERIFY(editor);

        QVERIFY(t.follow("gpus", "h100-sxm"));
        QVERIFY(t.model()->row(0).estimate.wallSeconds < 0.75 * before);
        QVERIFY(editor && editor->isVisible());
        QCOMPARE(editor->text(), QStringLiteral("16"));
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(t.model()->row(0).scenario.gpus, 16, test::kPatienceMs);
    }

    // The price history dialog is open on the H100 price when another user changes it: the list shows their
    // change, the change bob selected stays selected, and a notice says what happened.
    void anOpenPriceHistoryShowsTheOtherUsersChange() {
        TeamWindow t;
        t.window->tabs()->setCurrentIndex(
            t.window->tabs()->indexOf(t.window->pricesPage()->view()->parentWidget()));
        QTableView* prices = t.window->pricesPage()->view();
        for (int r = 0; r < prices->model()->rowCount(); ++r)
            if (prices->model()
                    ->index(r, ui::PriceTableModel::Gpu)
                    .data()
                    .toString()
                    .contains(QStringLiteral("H100")))
                prices->selectRow(r);
        QCOMPARE(prices->selectionModel()->selectedRows().size(), 1);
        bool checked = false;
        // Checked inside the dialog's own loop, which is then closed whatever the checks found.
        auto check = [&](ui::PriceHistoryDialog* dialog) {
            QCOMPARE(dialog->table()->rowCount(), 1);
            dialog->table()->selectRow(0);
            QVERIFY(!dialog->notice()->isVisible());
            core::PriceRecord p = t.store.prices({}).value().front();
            QCOMPARE(p.gpuId, std::string("h100-sxm"));
            p.amount = core::Money::parse("9999", "CNY").value();
            QVERIFY(t.store.setPrice(p, "alice's quote"));
            QVERIFY(t.follow("prices"));
            QCOMPARE(dialog->table()->rowCount(), 2);
            QCOMPARE(dialog->table()->currentRow(), 1); // the same change, now below alice's
            QVERIFY(dialog->notice()->isVisible());
            QVERIFY2(dialog->notice()->text().contains(QStringLiteral("Another user changed this price")),
                     qPrintable(dialog->notice()->text()));
            checked = true;
        };
        QTimer::singleShot(0, this, [&] {
            if (ui::PriceHistoryDialog* dialog = t.window->pricesPage()->historyDialog()) {
                check(dialog);
                dialog->reject();
            }
        });
        t.window->findChild<QAction*>(QStringLiteral("actionPriceHistory"))->trigger();
        QVERIFY(checked);
        QVERIFY(!t.window->pricesPage()->historyDialog());
    }

    // The Add a price dialog open in bob's window follows alice's changes: her new region and provider
    // appear, his choices and typing stay; a GPU he chose that she removed falls back, and OK waits for him
    // to choose.
    void anOpenAddPriceDialogFollowsOthersChanges() {
        TeamWindow t;
        core::Catalog withoutL4 = test::catalog();
        QVERIFY(withoutL4.removeGpu("l4"));
        t.window->context()->setCatalogReader(
            [&] { return core::Result<core::Catalog>(withoutL4); }); // read once, below
        bool checked = false;
        auto check = [&](ui::AddPriceDialog* dialog) {
            auto choose = [](QComboBox* box, const char* id) {
                box->setCurrentIndex(box->findData(QString::fromLatin1(id)));
            };
            QPushButton* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
            choose(dialog->gpu(), "h200-sxm");
            dialog->amount()->setText(QStringLiteral("9000"));
            dialog->source()->setText(QStringLiteral("a quote"));
            QVERIFY(ok->isEnabled());
            QVERIFY(dialog->region()->findData(QStringLiteral("cn-beijing")) < 0);
            QVERIFY(
                t.store.saveRegion(test::region("cn-beijing", "Beijing", "北京", "CNY", 0.8, 1.4, "test")));
            QVERIFY(t.store.addProvider({"cloud-b", "Cloud B", "test"}));
            QVERIFY(t.follow("regions"));
            QVERIFY(dialog->region()->findData(QStringLiteral("cn-beijing")) >= 0);
            QVERIFY(dialog->provider()->findData(QStringLiteral("cloud-b")) >= 0);
            QCOMPARE(dialog->gpu()->currentData().toString(), QStringLiteral("h200-sxm"));
            QCOMPARE(dialog->amount()->text(), QStringLiteral("9000"));
            QVERIFY(ok->isEnabled());

            choose(dialog->gpu(), "l4");
            QVERIFY(t.follow("gpus", "l4"));
            QVERIFY(dialog->gpu()->findData(QStringLiteral("l4")) < 0);
            QVERIFY2(dialog->problem()->text().contains(QStringLiteral("Removed by another user")),
                     qPrintable(dialog->problem()->text()));
            QVERIFY(!ok->isEnabled()); // not a price for a GPU bob did not choose
            choose(dialog->gpu(), "h100-sxm");
            QVERIFY(ok->isEnabled());
            checked = true;
        };
        QTimer::singleShot(0, this, [&] {
            if (ui::AddPriceDialog* dialog = t.window->pricesPage()->addPriceDialog()) {
                check(dialog);
                dialog->reject();
            }
        });
        t.window->tabs()->setCurrentIndex(t.window->tabs()->indexOf(
            t.window->pricesPage()->view()->parentWidget())); // Prices: Ctrl+N adds a price
        t.window->findChild<QAction*>(QStringLiteral("actionNew"))->trigger();
        QVERIFY(checked);
        QVERIFY(!t.window->pricesPage()->addPriceDialog());
    }

    // A new member with nothing of his own sees the team's shared scenarios and is told what they are.
    void aMemberWithNoScenariosOfHisOwnIsToldWhatTheRowsAre() {
        TeamWindow t(false);
        QCOMPARE(t.names(), (Names{"alice's plan (others)"}));
        QFrame* hint = t.window->scenarioPage()->hint();
        QVERIFY(hint->isVisible());
        QVERIFY(hint->findChild<QLabel*>()->text().contains(QStringLiteral("no scenarios of your own")));
        t.window->scenarioPage()->selectRow(0);
        t.window->scenarioPage()->duplicateSelected();
        QCOMPARE(t.names(), (Names{"alice's plan (copy)", "alice's plan (others)"}));
        QVERIFY(!hint->isVisible());
    }
};

QTEST_MAIN(TestTeamFollow)
#include "test_team_follow.moc"
