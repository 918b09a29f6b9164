// Changes others commit reach every open window (issue 16): on the PostgreSQL test server through
// LISTEN/NOTIFY (migrations-pg/0004.sql), on a SQLite file through PRAGMA data_version; a store's own
// writes are not announced to itself. The end-to-end case is the issue's: a price changed through one
// connection re-costs a scenario shown in a real window (offscreen) on another within 2 s.
#include "change_watch.h"
#include "database/pg_test_server.h"
#include "main_window.h"
#include "patience.h"
#include "pg/pg_store.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "store.h"
#include "store_change_follower.h"
#include "store_copy.h"
#include "test_support.h"

#include "core/store_changes.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace gpuplan;

namespace {

// A Shanghai H100 price; each date is a price of its own (the natural key includes it).
core::PriceRecord shanghaiH100(const char* amount, const char* date = "2026-11-30") {
    core::PriceRecord p = test::monthlyPrice("h100-sxm", amount);
    p.effectiveDate = date;
    return p;
}

// Every change a store announces to its listener.
struct Heard {
    std::vector<core::StoreChange> changes;
    int listener = 0;
    core::StoreChangeSource* source = nullptr;
    explicit Heard(core::StoreChangeSource& s) : source(&s) {
        auto id = s.addChangeListener([this](const core::StoreChange& c) { changes.push_back(c); });
        if (!id)
            qFatal("cannot listen: %s", id.error().c_str());
        listener = id.value();
    }
    ~Heard() { source->removeChangeListener(listener); }
};

// Opening a team store on the test server: created by the first, opened by the others.
std::unique_ptr<db::PgStore> openTeam(const QString& url, db::PgStore::Mode mode = db::PgStore::Mode::Open) {
    auto store = db::PgStore::open(db::parsePgUrl(url).value(), mode);
    if (!store)
        qWarning("%s", store.error().c_str());
    return store ? std::move(store).value() : nullptr;
}

} // namespace

class TestStoreChanges : public QObject {
    Q_OBJECT

    std::unique_ptr<test::ScratchDatabases> m_databases;

    // Two sessions on a new team store of the test server: the first created it.
    std::pair<std::unique_ptr<db::PgStore>, std::unique_ptr<db::PgStore>> twoSessions(const QString& server) {
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        const QString url = m_databases->create();
        auto mine = openTeam(url, db::PgStore::Mode::Create);
        return {std::move(mine), openTeam(url)};
    }

private slots:
    void cleanup() { m_databases.reset(); }

    void payloadsAreRead() {
        const core::StoreChange c = db::parseChangePayload(
            QStringLiteral(R"({"table":"scenarios","key":"alice/H100 job","action":"update"})"));
        QCOMPARE(c.table, std::string("scenarios"));
        QCOMPARE(c.rowKey, std::string("alice/H100 job"));
        QCOMPARE(c.action, std::string("update"));
        QCOMPARE(core::changedData(c.table), core::ChangedData::Scenarios);
        // Not an object: an unknown change, so the window reads everything again.
        QCOMPARE(core::changedData(db::parseChangePayload(QStringLiteral("prices")).table),
                 core::ChangedData::Unknown);
    }

    // Two connections to one SQLite file (another program on the same store): the other's commit is seen
    // within a poll or two, one's own is not.
    void sqliteSeesAnotherConnectionsCommit() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shared.sqlite"));
        auto mine = db::SqliteStore::open(path);
        QVERIFY2(mine, mine ? "" : mine.error().c_str());
        auto theirs = db::SqliteStore::open(path);
        QVERIFY2(theirs, theirs ? "" : theirs.error().c_str());
        Heard heard(*mine.value());

        QVERIFY(mine.value()->setPrice(shanghaiH100("9000", "2026-11-01"), "mine"));
        QTest::qWait(3 * db::kDataVersionPollMs);
        QVERIFY(heard.changes.empty()); // its own commit

        QElapsedTimer clock;
        clock.start();
        QVERIFY(theirs.value()->setPrice(shanghaiH100("1000"), "theirs"));
        QTRY_VERIFY_WITH_TIMEOUT(!heard.changes.empty(), test::kPatienceMs);
        qInfo("SQLite: another connection's commit seen after %lld ms",
              static_cast<long long>(clock.elapsed()));
        QCOMPARE(heard.changes.front().table, std::string()); // SQLite cannot say what
        QTest::qWait(3 * db::kDataVersionPollMs);
        QCOMPARE(heard.changes.size(), std::size_t(1)); // once per commit, not per poll
    }

    // The team store announces another session's changes with the table and the key, and not its own.
    void teamStoreAnnouncesOthersChanges() {
        GPUPLAN_REQUIRE_PG(server);
        auto sessions = twoSessions(server);
        // Named references, not a structured binding: clang (the ASan build) does not let lambdas capture
        // one.
        auto& mine = sessions.first;
        auto& theirs = sessions.second;
        QVERIFY(mine && theirs);
        Heard heard(*mine);

        QVERIFY(mine->setPrice(shanghaiH100("9000", "2026-11-01"), "mine"));
        QTest::qWait(300);
        QVERIFY(heard.changes.empty());

        auto added = theirs->setPrice(shanghaiH100("1000"), "theirs");
        QVERIFY(added);
        QTRY_VERIFY_WITH_TIMEOUT(!heard.changes.empty(), test::kPatienceMs);
        QCOMPARE(heard.changes.front().table, std::string("prices"));
        QCOMPARE(heard.changes.front().rowKey, std::to_string(added->id));
        QCOMPARE(heard.changes.front().action, std::string("insert"));

        // A rolled-back change is never announced: NOTIFY is delivered on commit.
        heard.changes.clear();
        QVERIFY(!theirs->atomically([&]() -> core::Status {
            if (auto p = theirs->setPrice(shanghaiH100("2000", "2026-11-15"), "undone"); !p)
                return core::fail(p.error());
            return core::fail("changed my mind");
        }));
        QTest::qWait(300);
        QVERIFY(heard.changes.empty());

        // Rates and the catalog are announced too.
        core::ExchangeRate rate = theirs->exchangeRates()->front();
        rate.verification = "checked again by another buyer";
        const auto rateSet = theirs->saveExchangeRate(rate);
        QVERIFY2(rateSet, rateSet ? "" : rateSet.error().c_str());
        QTRY_VERIFY_WITH_TIMEOUT(!heard.changes.empty(), test::kPatienceMs);
        QCOMPARE(heard.changes.back().table, std::string("exchange_rates"));
        QCOMPARE(heard.changes.back().rowKey, rate.currency);
        heard.changes.clear();
        core::GpuSpec gpu = core::Catalog::fromTexts(theirs->catalogTexts().value()).value().gpus().front();
        gpu.name += " (renamed)";
        const auto gpuSaved = theirs->saveGpu(gpu);
        QVERIFY2(gpuSaved, gpuSaved ? "" : gpuSaved.error().c_str());
        QTRY_VERIFY_WITH_TIMEOUT(!heard.changes.empty(), test::kPatienceMs);
        QCOMPARE(heard.changes.back().table, std::string("gpus"));
        QCOMPARE(heard.changes.back().rowKey, gpu.id);
        QCOMPARE(core::changedData(heard.changes.back().table), core::ChangedData::Catalog);
    }

    // A whole store copied over the team store (`store copy --replace`) writes with the announcing
    // triggers off; it is announced all the same, once per table, when it commits.
    void aStoreCopiedOverTheTeamStoreIsAnnounced() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        const QString url = m_databases->create();
        auto mine = openTeam(url, db::PgStore::Mode::Create);
        QVERIFY(mine);
        Heard heard(*mine);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("local.sqlite"));
        {
            auto local = db::SqliteStore::open(file);
            QVERIFY2(local, local ? "" : local.error().c_str());
            QVERIFY(local.value()->setPrice(shanghaiH100("7777"), "a quote kept locally"));
        }
        const auto copied = db::copyStore(file, url, true);
        QVERIFY2(copied, copied ? "" : copied.error().c_str());
        auto heardOf = [&heard](const char* table) {
            return std::any_of(heard.changes.begin(), heard.changes.end(),
                               [table](const core::StoreChange& c) { return c.table == table; });
        };
        QTRY_VERIFY_WITH_TIMEOUT(heardOf("prices") && heardOf("gpus") && heardOf("scenarios"),
                                 test::kPatienceMs);
        QCOMPARE(heard.changes.front().rowKey, std::string()); // many rows: no key
    }

    // The issue's case: a price changed through one connection re-costs a scenario shown in a window on
    // another (the window as the program builds it, offscreen). How soon is logged here and measured by
    // gpuplan_bench_change_latency against the 2 s target; a test does not bound it (issue 29).
    void aPriceChangedElsewhereReCostsTheWindowsScenario() {
        GPUPLAN_REQUIRE_PG(server);
        auto sessions = twoSessions(server);
        // Named references, not a structured binding: clang (the ASan build) does not let lambdas capture
        // one.
        auto& mine = sessions.first;
        auto& theirs = sessions.second;
        QVERIFY(mine && theirs);
        auto texts = mine->catalogTexts();
        QVERIFY(texts);
        const core::Catalog catalog = core::Catalog::fromTexts(texts.value()).value();
        ui::MainWindow window(catalog, *mine, mine->location(), mine.get(), mine.get());
        window.followStoreChanges(mine.get());
        QVERIFY2(window.storeChangeFollower()->problem().isEmpty(),
                 qPrintable(window.storeChangeFollower()->problem()));
        window.show();
        const core::Scenario job = test::loraScenario("H100 job");
        const int row = window.scenarioPage()->addScenario(job);
        const core::Money before = window.scenarioPage()->model()->row(row).cost.rent;
        QVERIFY(window.scenarioPage()->model()->row(row).cost.rentKnown);

        // The moment the window's result changes, against the moment the other connection committed.
        QElapsedTimer clock;
        qint64 reCostedAt = -1;
        connect(window.scenarioPage()->model(), &QAbstractItemModel::dataChanged, this, [&] {
            if (reCostedAt < 0 &&
                window.scenarioPage()->model()->row(row).cost.rent.toDouble() != before.toDouble())
                reCostedAt = clock.elapsed();
        });
        clock.start();
        QVERIFY(theirs->setPrice(shanghaiH100("1000"), "a cheaper quote")); // returns after the commit
        const qint64 committedAt = clock.elapsed();
        QTRY_VERIFY_WITH_TIMEOUT(reCostedAt >= 0, test::kPatienceMs);
        qInfo("team store: re-costed %lld ms after the other connection's commit",
              static_cast<long long>(reCostedAt - committedAt));
        // A Shanghai price of 1,000 CNY a month is now the nearest and cheapest: the rent falls.
        QVERIFY(window.scenarioPage()->model()->row(row).cost.rent.toDouble() < before.toDouble());
        QCOMPARE(window.statusBar()->currentMessage(),
                 QStringLiteral("Prices changed by another user: table refreshed"));
    }

    // The same for scenarios: alice shares one through her connection, and it appears in bob's window on
    // his (row-level security lets bob read it only once it is shared), with her name, costed;
    // bob's own row is left as it is.
    void aScenarioSharedElsewhereAppearsInTheWindow() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        const QString url = m_databases->create();
        QVERIFY(openTeam(url, db::PgStore::Mode::Create));
        const QString dbname = url.section(QLatin1Char('/'), 3).section(QLatin1Char('?'), 0, 0);
        const QString aliceUser = QStringLiteral("gpuplan_alice_%1").arg(QCoreApplication::applicationPid());
        const QString bobUser = QStringLiteral("gpuplan_bob_%1").arg(QCoreApplication::applicationPid());
        const QString aliceUrl = m_databases->login(aliceUser, url),
                      bobUrl = m_databases->login(bobUser, url);
        QVERIFY(
            m_databases->exec(QStringLiteral("GRANT %1_editor TO %2, %3").arg(dbname, aliceUser, bobUser)));
        auto alice = openTeam(aliceUrl);
        auto bob = openTeam(bobUrl);
        QVERIFY(alice && bob);
        auto texts = bob->catalogTexts();
        QVERIFY(texts);
        const core::Catalog catalog = core::Catalog::fromTexts(texts.value()).value();
        ui::MainWindow window(catalog, *bob, bob->location(), bob.get(), bob.get());
        window.followStoreChanges(bob.get());
        window.show();
        const core::Scenario job = test::loraScenario("H100 job");
        window.scenarioPage()->addScenario(job);
        QCOMPARE(window.scenarioPage()->model()->rowCount(), 1);

        core::Scenario hers = job;
        hers.name = "alice's H100 job";
        core::StoredScenario row = ui::toStored({hers}).front();
        QVERIFY(alice->replaceScenarios({row}));
        QTest::qWait(300); // private: nothing reaches bob
        QCOMPARE(window.scenarioPage()->model()->rowCount(), 1);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(alice->setScenarioShared(row.name, true)); // returns after the commit
        QTRY_VERIFY_WITH_TIMEOUT(window.scenarioPage()->model()->rowCount() == 2, test::kPatienceMs);
        qInfo("team store: a shared scenario shown %lld ms after the other connection's commit",
              static_cast<long long>(clock.elapsed()));
        QCOMPARE(window.scenarioPage()->model()->row(0).scenario.name, std::string("H100 job"));
        QVERIFY(window.scenarioPage()->model()->isOthers(1));
        QCOMPARE(window.scenarioPage()->model()->row(1).owner.owner, aliceUser.toStdString());
        QVERIFY(window.scenarioPage()->model()->row(1).cost.rentKnown);
        QCOMPARE(window.statusBar()->currentMessage(),
                 QStringLiteral("Shared scenarios: %1 shared \"alice's H100 job\"").arg(aliceUser));
        // Unshared again: gone from bob's window.
        QVERIFY(alice->setScenarioShared(row.name, false));
        QTRY_VERIFY_WITH_TIMEOUT(window.scenarioPage()->model()->rowCount() == 1, test::kPatienceMs);
        QCOMPARE(window.scenarioPage()->model()->row(0).scenario.name, std::string("H100 job"));
    }
};

QTEST_MAIN(TestStoreChanges)
#include "test_store_changes.moc"
