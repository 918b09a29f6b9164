// Sharing scenarios in the workbench (issue 16): on a team store the user's own rows have a "Shared with
// the team" box that shares or unshares them in the store (a refusal shown, the box left as the store
// has it); others' shared scenarios name their owner and are read-only (no cell editable, delete refused,
// a tooltip saying whose it is and that a duplicate is one's own); on a local store the box is disabled
// with a tooltip. Driven on the real window with the in-memory store, plus one run on the PostgreSQL test
// server: alice shares, bob's window shows it read-only. Screenshots in English and Chinese.
#include "cli/bundled_data.h"
#include "main_window.h"
#include "patience.h"
#include "pg/pg_store.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"

#include "../database/pg_test_server.h"
#include "core/prices/memory_price_store.h"
#include "fake_team_stores.h"
#include "ui_language.h"

#include <QAbstractProxyModel>
#include <QAction>
#include <QStatusBar>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplan;
using Col = ui::ScenarioTableModel;

namespace {

const core::Catalog& catalog() {
    static const core::Catalog c = cli::loadBundledCatalog().value();
    return c;
}

core::Scenario lora(const char* name) {
    core::Scenario s;
    s.name = name;
    s.kind = core::ScenarioKind::Lora;
    s.modelId = "llama2-7b";
    s.tokens = 1e9;
    s.gpuId = "h100-sxm";
    s.gpus = 8;
    return s;
}

core::StoredScenario stored(const char* name, const char* owner, bool shared) {
    core::StoredScenario s = ui::toStored({lora(name)}).front();
    s.owner = owner;
    s.shared = shared;
    return s;
}

// A team store (the memory store's) where bob works, alice has shared one scenario and kept one private.
class TeamStore : public core::MemoryPriceStore {
public:
    TeamStore() : core::MemoryPriceStore({}, "bob") {
        joinTeam();
        replaceScenarios({stored("bob's plan", "bob", false)});
        putOthersScenario(stored("alice's plan", "alice", true));
        putOthersScenario(stored("alice's secret", "alice", false));
    }
    core::Status setScenarioShared(const std::string& name, bool shared) override {
        if (!refuseWith.empty())
            return core::fail(refuseWith);
        return core::MemoryPriceStore::setScenarioShared(name, shared);
    }
    std::string refuseWith;
};

QModelIndex sharedCell(ui::MainWindow& w, int row) {
    return w.scenarioPage()->model()->index(row, Col::Shared);
}

// Clicks the check box of the Shared cell of `row` as a user would.
void clickShared(ui::MainWindow& w, int row) {
    QTableView* view = w.scenarioPage()->view();
    auto* proxy = static_cast<QAbstractProxyModel*>(view->model());
    const QModelIndex at = proxy->mapFromSource(sharedCell(w, row));
    view->scrollTo(at);
    QStyleOptionViewItem option;
    option.initFrom(view);
    option.rect = view->visualRect(at);
    option.features |= QStyleOptionViewItem::HasCheckIndicator;
    const QRect box = view->style()->subElementRect(QStyle::SE_ItemViewItemCheckIndicator, &option, view);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, box.center());
}

} // namespace

class TestScenarioSharing : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QCoreApplication::setOrganizationName(QStringLiteral("GpuPlanTest")); }

    void othersSharedScenarioIsReadOnlyWithItsOwner() {
        TeamStore store;
        ui::MainWindow w(catalog(), store, QStringLiteral("team"), &store, &store);
        ui::ScenarioTableModel* model = w.scenarioPage()->model();
        QCOMPARE(model->rowCount(), 2); // alice's private one is not seen
        QCOMPARE(model->row(1).scenario.name, std::string("alice's plan"));
        QVERIFY(model->isOthers(1) && !model->isOthers(0));
        QCOMPARE(sharedCell(w, 1).data().toString(), QStringLiteral("alice's (read-only)"));
        for (int c = 0; c < Col::ColumnCount; ++c) {
            QVERIFY(!(model->flags(model->index(1, c)) & Qt::ItemIsEditable));
            QVERIFY2(
                model->index(1, c)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("alice's scenario, shared with the team: read-only for you")),
                qPrintable(model->index(1, c).data(Qt::ToolTipRole).toString()));
        }
        QVERIFY(model->flags(model->index(0, Col::Count)) & Qt::ItemIsEditable);
        QVERIFY(!model->setData(model->index(1, Col::Count), QStringLiteral("16")));
        QCOMPARE(model->row(1).scenario.gpus, 8);
        // Delete is refused; a duplicate is bob's own, saved as his.
        w.scenarioPage()->selectRow(1);
        w.scenarioPage()->deleteSelected();
        QCOMPARE(model->rowCount(), 2);
        QVERIFY2(w.lastMessage().contains(QStringLiteral("only its owner deletes it")),
                 qPrintable(w.lastMessage()));
        w.scenarioPage()->duplicateSelected();
        QCOMPARE(model->rowCount(), 3);
        const auto rows = store.scenarios().value();
        QCOMPARE(rows.size(), std::size_t(3));
        QCOMPARE(rows[1].name, std::string("alice's plan (copy)"));
        QCOMPARE(rows[1].owner, std::string("bob"));
        QCOMPARE(rows[2].owner, std::string("alice"));
        QCOMPARE(rows[2].json, stored("alice's plan", "alice", true).json); // not rewritten by bob's save
    }

    // A file opened over the table replaces bob's own scenarios; alice's shared row stays in view, hers, and
    // the opening undone brings bob's back. Never saved as bob's.
    void aFileReplacesOwnRowsAndKeepsOthers() {
        TeamStore store;
        QVERIFY(store.setScenarioShared("bob's plan", true));
        ui::MainWindow w(catalog(), store, QStringLiteral("team"), &store, &store);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plans.gpuplan"));
        QVERIFY(ui::writeScenariosFile(path, {lora("from a file"), lora("bob's plan")}));
        QVERIFY(w.scenarioPage()->openFile(path));
        QCOMPARE(w.scenarioPage()->model()->rowCount(), 3);
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.name, std::string("from a file"));
        QVERIFY(!w.scenarioPage()->model()->isOthers(0) && !w.scenarioPage()->model()->isOthers(1));
        QCOMPARE(w.scenarioPage()->model()->row(2).scenario.name, std::string("alice's plan"));
        QVERIFY(w.scenarioPage()->model()->isOthers(2));
        // The file's "bob's plan" is the stored one of that name: still shared, as the store keeps it.
        QVERIFY(w.scenarioPage()->model()->row(1).owner.shared);
        QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Opened %1: 2 scenario(s)").arg(path));
        QCOMPARE(store.scenarios()->size(), std::size_t(3));
        w.findChild<QUndoStack*>()->undo();
        QCOMPARE(w.scenarioPage()->model()->rowCount(), 2);
        QVERIFY(w.scenarioPage()->model()->isOthers(1));
        for (const core::StoredScenario& s : store.scenarios().value())
            QVERIFY2(s.owner == "alice" || s.name != "alice's plan", s.owner.c_str());
        QCOMPARE(store.scenarios()->size(), std::size_t(2)); // bob's plan, alice's plan (hers)
    }

    // A save that failed, retried on the store opened again: alice's row goes along as hers, and the store
    // gets bob's table without a copy of it.
    void aRetriedSaveKeepsOthersRowsTheirs() {
        uitest::OnFakeTeam bob(QStringLiteral("editor"));
        QVERIFY(bob.connected);
        uitest::FlakyStore& store = bob.opener.team;
        store.joinTeam();
        QVERIFY(store.putOthersScenario(stored("alice's plan", "alice", true)));
        QVERIFY(bob.bench.connectTo(uitest::kTeam)); // opened again, now with alice's scenario in it
        QVERIFY(bob.bench.window()->scenarioPage()->model()->isOthers(0));
        store.failSaves = true;
        bob.bench.window()->scenarioPage()->addScenario(lora("bob's plan"));
        QVERIFY(!bob.bench.window()->scenarioPage()->savedInStore());
        store.failSaves = false;
        QVERIFY(bob.bench.retry());
        const auto rows = store.scenarios().value();
        QCOMPARE(rows.size(), std::size_t(2));
        QCOMPARE(rows[0].name + " " + rows[0].owner, std::string("bob's plan tester"));
        QCOMPARE(rows[1].name + " " + rows[1].owner, std::string("alice's plan alice"));
        QVERIFY(bob.bench.window()->scenarioPage()->model()->isOthers(
            bob.bench.window()->scenarioPage()->model()->row(0).scenario.name == "alice's plan" ? 0 : 1));
    }

    void ownScenarioIsSharedWithTheBox() {
        TeamStore store;
        ui::MainWindow w(catalog(), store, QStringLiteral("team"), &store, &store);
        w.resize(1400, 600);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
        QVERIFY(w.scenarioPage()->model()->flags(sharedCell(w, 0)) & Qt::ItemIsUserCheckable);
        QCOMPARE(sharedCell(w, 0).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
        clickShared(w, 0);
        QVERIFY(store.scenarios()->front().shared);
        QCOMPARE(sharedCell(w, 0).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QCOMPARE(sharedCell(w, 0).data().toString(), QStringLiteral("Shared"));
        // A refusal is shown and the box stays as the store has it.
        store.refuseWith = "the server refused: the connection was lost";
        clickShared(w, 0);
        QVERIFY(store.scenarios()->front().shared);
        QCOMPARE(sharedCell(w, 0).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QVERIFY2(w.lastMessage().contains(QStringLiteral("the connection was lost")),
                 qPrintable(w.lastMessage()));
        store.refuseWith.clear();
        clickShared(w, 0);
        QVERIFY(!store.scenarios()->front().shared);
        QCOMPARE(sharedCell(w, 0).data().toString(), QStringLiteral("Private"));
    }

    // The same from the row's context menu: checked as the row is, disabled on alice's row and saying why.
    void theContextMenuShares() {
        TeamStore store;
        ui::MainWindow w(catalog(), store, QStringLiteral("team"), &store, &store);
        auto* share = w.findChild<QAction*>(QStringLiteral("actionShareScenario"));
        QVERIFY(share);
        w.scenarioPage()->selectRow(0);
        QVERIFY(share->isEnabled() && !share->isChecked());
        share->trigger();
        QVERIFY(store.scenarios()->front().shared);
        QVERIFY(share->isChecked());
        QCOMPARE(sharedCell(w, 0).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        w.scenarioPage()->selectRow(1);
        QVERIFY(!share->isEnabled());
        QVERIFY(share->toolTip().contains(QStringLiteral("alice's scenario")));
        w.scenarioPage()->selectRow(0);
        share->trigger();
        QVERIFY(!store.scenarios()->front().shared);
        QVERIFY(!share->isChecked());
    }

    void aLocalStoreHasNoTeam() {
        core::MemoryPriceStore store;
        QVERIFY(store.replaceScenarios(ui::toStored({lora("plan")})));
        ui::MainWindow w(catalog(), store, QStringLiteral("local"), &store, &store);
        QVERIFY(!(w.scenarioPage()->model()->flags(sharedCell(w, 0)) & Qt::ItemIsEnabled));
        QVERIFY(sharedCell(w, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("A local store has no team to share with")));
        QVERIFY(!w.scenarioPage()->model()->setData(sharedCell(w, 0), Qt::Checked, Qt::CheckStateRole));
        w.scenarioPage()->selectRow(0);
        auto* share = w.findChild<QAction*>(QStringLiteral("actionShareScenario"));
        QVERIFY(share && !share->isEnabled());
        QVERIFY(share->toolTip().contains(QStringLiteral("A local store has no team to share with")));
        QVERIFY(!store.scenarios()->front().shared);
    }

    // The real thing: alice shares on the server, bob's window shows it with her name, read-only.
    void bobSeesAlicesSharedScenarioOnTheServer() {
        GPUPLAN_REQUIRE_PG(server);
        test::ScratchDatabases scratch(server);
        const QString url = scratch.create();
        QVERIFY(!url.isEmpty() && db::PgStore::open(db::parsePgUrl(url).value(), db::PgStore::Mode::Create));
        const QString dbname = url.section(QLatin1Char('/'), 3).section(QLatin1Char('?'), 0, 0);
        const QString aliceUser = QStringLiteral("gpuplan_alice_%1").arg(QCoreApplication::applicationPid());
        const QString bobUser = QStringLiteral("gpuplan_bob_%1").arg(QCoreApplication::applicationPid());
        const QString aliceUrl = scratch.login(aliceUser, url), bobUrl = scratch.login(bobUser, url);
        QVERIFY(scratch.exec(QStringLiteral("GRANT %1_editor TO %2, %3").arg(dbname, aliceUser, bobUser)));
        {
            auto alice = db::PgStore::open(db::parsePgUrl(aliceUrl).value());
            QVERIFY(alice);
            ui::MainWindow w(catalog(), *alice.value(), aliceUser, alice.value().get(), alice.value().get());
            w.scenarioPage()->addScenario(lora("alice's plan"));
            QVERIFY(w.scenarioPage()->model()->setData(sharedCell(w, 0), Qt::Checked, Qt::CheckStateRole) ||
                    sharedCell(w, 0).data(Qt::CheckStateRole).toInt() == Qt::Checked);
            QVERIFY2(sharedCell(w, 0).data(Qt::CheckStateRole).toInt() == Qt::Checked,
                     qPrintable(w.lastMessage()));
        }
        auto bob = db::PgStore::open(db::parsePgUrl(bobUrl).value());
        QVERIFY(bob);
        ui::MainWindow w(catalog(), *bob.value(), bobUser, bob.value().get(), bob.value().get());
        QCOMPARE(w.scenarioPage()->model()->rowCount(), 1);
        QVERIFY(w.scenarioPage()->model()->isOthers(0));
        QCOMPARE(sharedCell(w, 0).data().toString(), QStringLiteral("%1's (read-only)").arg(aliceUser));
        QVERIFY(!(w.scenarioPage()->model()->flags(w.scenarioPage()->model()->index(0, Col::Gpu)) &
                  Qt::ItemIsEditable));
        w.scenarioPage()->addScenario(lora("bob's plan")); // bob's save leaves alice's alone
        QCOMPARE(test::pgScalar(url, QStringLiteral("SELECT string_agg(name || ' ' || owner, ',' ORDER BY "
                                                    "name) FROM scenarios")),
                 QStringLiteral("alice's plan %1,bob's plan %2").arg(aliceUser, bobUser));
    }

    // For people to look at (build/artifacts/): bob's table with his shared scenario and alice's.
    void screenshots_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void screenshots() {
        QFETCH(QString, language);
        uitest::Language lang(language);
        QVERIFY(lang.ok(language));
        TeamStore store;
        QVERIFY(store.setScenarioShared("bob's plan", true));
        ui::MainWindow w(catalog(), store, QStringLiteral("bob@db.example.com/team"), &store, &store);
        w.resize(1500, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
        w.scenarioPage()->view()->scrollTo(w.scenarioPage()->view()->model()->index(0, Col::Shared));
        QTest::qWait(100);
        QVERIFY(w.grab().save(QString::fromUtf8(GPUPLAN_ARTIFACT_DIR) +
                              QStringLiteral("/scenario-sharing-%1.png").arg(language)));
    }
};

QTEST_MAIN(TestScenarioSharing)
#include "test_scenario_sharing.moc"
