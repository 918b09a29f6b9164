// Scenarios on the team store between two users (issue 16): alice shares one of hers, bob sees it with its
// owner and cannot share, unshare or overwrite it; a save changes only the rows that changed, so the
// server signs one change_log row for one changed scenario and the ids stay; `gpuplan scenarios` and
// `scenario share|unshare` do the same from the command line, and a file store refuses to share.
#include "database/cli_run.h"
#include "database/pg_team_users.h"
#include "database/pg_test_server.h"
#include "pg/pg_store.h"
#include "store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplan;

namespace {

using test::loginName;
using test::on;
using test::openAs;
using test::pgScalar;

} // namespace

class TestPgScenarios : public QObject {
    Q_OBJECT

    std::unique_ptr<test::ScratchDatabases> m_databases;
    QString m_url, m_alice, m_bob; // the store (as its owner), and as two of its editors

    QString member(const char* who) {
        const QString url = m_databases->login(loginName(who), m_url);
        const test::CliRun granted = on(m_url, {QStringLiteral("team"), QStringLiteral("grant"),
                                                loginName(who), QStringLiteral("editor")});
        if (url.isEmpty() || granted.status != 0)
            qWarning("cannot make %s a member: %s", who, qPrintable(granted.err));
        return url;
    }
    QString logCount() {
        return pgScalar(m_url,
                        QStringLiteral("SELECT count(*) FROM change_log WHERE table_name = 'scenarios'"));
    }

private slots:
    void init() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        m_url = m_databases->create();
        const test::CliRun created = on(m_url, {QStringLiteral("team"), QStringLiteral("init")});
        QVERIFY2(created.status == 0, qPrintable(created.err));
        m_alice = member("alice");
        m_bob = member("bob");
    }
    void cleanup() { m_databases.reset(); }

    // Changing one of three scenarios signs one update; the others are not written and no id changes.
    void aSaveChangesOnlyWhatChanged() {
        auto alice = openAs(m_alice);
        QVERIFY(alice);
        QVERIFY(alice->replaceScenarios({{"a", "{}"}, {"b", "{}"}, {"c", "{}"}}));
        QCOMPARE(logCount(), QStringLiteral("3"));
        const QString ids = QStringLiteral("SELECT string_agg(id::text, ',' ORDER BY id) FROM scenarios");
        const QString before = pgScalar(m_url, ids);
        QVERIFY(alice->replaceScenarios({{"a", "{}"}, {"b", "{\"v\":2}"}, {"c", "{}"}}));
        QCOMPARE(logCount(), QStringLiteral("4"));
        QCOMPARE(pgScalar(m_url, QStringLiteral("SELECT action || ' ' || row_key FROM change_log ORDER BY id "
                                                "DESC LIMIT 1")),
                 QStringLiteral("update %1/b").arg(loginName("alice")));
        QCOMPARE(pgScalar(m_url, ids), before);
        QVERIFY(alice->replaceScenarios({{"a", "{}"}, {"b", "{\"v\":2}"}, {"c", "{}"}})); // nothing changed
        QCOMPARE(logCount(), QStringLiteral("4"));
        // A new one between two: one insert, in its place; a removed one: one delete.
        QVERIFY(alice->replaceScenarios({{"a", "{}"}, {"n", "{}"}, {"b", "{\"v\":2}"}}));
        QCOMPARE(logCount(), QStringLiteral("6"));
        std::string order;
        for (const core::StoredScenario& s : alice->scenarios().value())
            order += s.name;
        QCOMPARE(order, std::string("anb"));
    }

    // A schema-5 store's scenarios keep their order (their ids) in the new place column, and the upgrade
    // signs nothing: it is bookkeeping, not anyone's change.
    void upgradeKeepsTheOrderUnsigned() {
        auto alice = openAs(m_alice);
        QVERIFY(alice && alice->replaceScenarios({{"first", "{}"}, {"second", "{}"}}));
        alice.reset();
        // Back to schema 5: the later migrations undone (schema 7's GPU versions, schema 8's region and
        // rate versions too).
        for (const char* sql :
             {"ALTER TABLE scenarios DROP COLUMN place", "ALTER TABLE gpus DROP COLUMN version",
              "ALTER TABLE regions DROP COLUMN version", "ALTER TABLE exchange_rates DROP COLUMN version",
              "DELETE FROM schema_version WHERE version >= 6"})
            QCOMPARE(pgScalar(m_url, QLatin1String(sql)), QString());
        const QString logged = logCount();
        auto owner = openAs(m_url); // the database's owner upgrades it
        QVERIFY(owner);
        QCOMPARE(owner->schemaVersion(), db::kPgSchemaVersion);
        QCOMPARE(pgScalar(m_url, QStringLiteral("SELECT count(*) FROM scenarios WHERE place = id")),
                 QStringLiteral("2"));
        QCOMPARE(logCount(), logged);
        alice = openAs(m_alice);
        QVERIFY(alice && alice->replaceScenarios({{"first", "{}"}, {"middle", "{}"}, {"second", "{}"}}));
        QCOMPARE(logCount(), QString::number(logged.toInt() + 1));
        QCOMPARE(alice->scenarios()->at(1).name, std::string("middle"));
    }

    // Bob sees alice's shared scenario with her name, not her private one; his saves leave hers alone, and
    // he may neither share nor unshare it.
    void othersSeeASharedScenarioReadOnly() {
        auto alice = openAs(m_alice);
        QVERIFY(alice);
        QVERIFY(alice->replaceScenarios({{"plan", "{\"v\":1}"}, {"secret", "{}"}}));
        QVERIFY(alice->setScenarioShared("plan", true));
        auto bob = openAs(m_bob);
        QVERIFY(bob);
        auto seen = bob->scenarios().value();
        QCOMPARE(seen.size(), std::size_t(1));
        QCOMPARE(seen[0].name, std::string("plan"));
        QCOMPARE(QString::fromStdString(seen[0].owner), loginName("alice"));
        QVERIFY(seen[0].shared);
        // Bob's table as the workbench saves it: his own row, and alice's as he read it (changed, even).
        seen[0].json = "{\"v\":99}";
        const QString logged = logCount();
        QVERIFY(bob->replaceScenarios({{"mine", "{}"}, seen[0]}));
        QCOMPARE(logCount(), QString::number(logged.toInt() + 1)); // his insert only
        QCOMPARE(pgScalar(m_url, QStringLiteral("SELECT json FROM scenarios WHERE name = 'plan'")),
                 QStringLiteral("{\"v\":1}"));
        QVERIFY(bob->replaceScenarios({})); // his table emptied: hers stays
        QCOMPARE(pgScalar(m_url, QStringLiteral("SELECT count(*) FROM scenarios")), QStringLiteral("2"));
        const core::Status refused = bob->setScenarioShared("plan", false);
        QVERIFY(!refused);
        QVERIFY2(
            QString::fromStdString(refused.error())
                .contains(
                    QStringLiteral("is %1's: only its owner shares or unshares it").arg(loginName("alice"))),
            refused.error().c_str());
        QVERIFY(!bob->setScenarioShared("secret", true)); // hidden from him: no such scenario of his
        QCOMPARE(pgScalar(m_url, QStringLiteral("SELECT string_agg(name || shared, ',' ORDER BY name) FROM "
                                                "scenarios")),
                 QStringLiteral("plan1,secret0"));
        QVERIFY(alice->setScenarioShared("plan", false));
        QVERIFY(bob->scenarios()->empty());
    }

    // The command line: list with owners, share and unshare, and the refusals named.
    void commandLineSharesAndLists() {
        auto alice = openAs(m_alice);
        QVERIFY(alice && alice->replaceScenarios({{"plan", "{}"}, {"draft", "{}"}}));
        const test::CliRun shared =
            on(m_alice, {QStringLiteral("scenario"), QStringLiteral("share"), QStringLiteral("plan")});
        QVERIFY2(shared.status == 0, qPrintable(shared.err));
        QVERIFY2(shared.out.contains(QStringLiteral("'plan' is shared with the team")),
                 qPrintable(shared.out));
        const test::CliRun listed =
            on(m_bob, {QStringLiteral("scenarios"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(listed.status == 0, qPrintable(listed.err));
        const QJsonArray rows = QJsonDocument::fromJson(listed.out.toUtf8()).array();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("plan"));
        QCOMPARE(rows[0].toObject().value(QStringLiteral("owner")).toString(), loginName("alice"));
        QVERIFY(rows[0].toObject().value(QStringLiteral("shared")).toBool());
        const test::CliRun table = on(m_alice, {QStringLiteral("scenarios")});
        QVERIFY2(table.out.contains(QRegularExpression(
                     QStringLiteral("plan +%1 +shared with the team").arg(loginName("alice")))) &&
                     table.out.contains(QRegularExpression(QStringLiteral("draft +\\S+ +private"))),
                 qPrintable(table.out));
        const test::CliRun notHis =
            on(m_bob, {QStringLiteral("scenario"), QStringLiteral("unshare"), QStringLiteral("plan")});
        QCOMPARE(notHis.status, 2);
        QVERIFY2(notHis.err.contains(QStringLiteral("only its owner shares or unshares it")),
                 qPrintable(notHis.err));
        const test::CliRun unknown =
            on(m_alice, {QStringLiteral("scenario"), QStringLiteral("share"), QStringLiteral("nope")});
        QCOMPARE(unknown.status, 2);
        QVERIFY2(unknown.err.contains(QStringLiteral("no scenario called 'nope'")), qPrintable(unknown.err));
        const test::CliRun unshared =
            on(m_alice, {QStringLiteral("scenario"), QStringLiteral("unshare"), QStringLiteral("plan")});
        QVERIFY2(unshared.status == 0 &&
                     unshared.out.contains(QStringLiteral("'plan' is private: only you see it")),
                 qPrintable(unshared.err));
        QCOMPARE(on(m_bob, {QStringLiteral("scenarios")}).out.trimmed(),
                 QStringLiteral("no scenarios in %1").arg(m_bob));
    }

    // Scenarios reordered on the team store come out of `store copy` into a file in that order (a file's
    // order is its ids: the same ids, given in the team's order).
    void aCopyToAFileKeepsTheTeamsOrder() {
        auto alice = openAs(m_alice);
        QVERIFY(alice);
        QVERIFY(alice->replaceScenarios({{"first", "{}"}, {"second", "{}"}, {"third", "{}"}}));
        QVERIFY(alice->replaceScenarios({{"third", "{}"}, {"first", "{}"}, {"second", "{}"}}));
        alice.reset();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("copy.sqlite"));
        const test::CliRun copied =
            on(m_alice, {QStringLiteral("store"), QStringLiteral("copy"), QStringLiteral("--to"), path});
        QVERIFY2(copied.status == 0, qPrintable(copied.err));
        auto file = db::SqliteStore::open(path);
        QVERIFY(file);
        std::string order;
        for (const core::StoredScenario& s : file.value()->scenarios().value())
            order += s.name + " ";
        QCOMPARE(order, std::string("third first second "));
        const test::CliRun listed = on(path, {QStringLiteral("scenarios")});
        QVERIFY2(listed.out.indexOf(QLatin1String("third")) < listed.out.indexOf(QLatin1String("first")),
                 qPrintable(listed.out));
    }

    // A file has no team: the listing shows its scenarios, sharing is refused and nothing changes.
    void aFileStoreRefusesToShare() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("store.sqlite"));
        {
            auto file = db::SqliteStore::open(path);
            QVERIFY(file && file.value()->replaceScenarios({{"plan", "{}"}}));
        }
        const test::CliRun refused =
            on(path, {QStringLiteral("scenario"), QStringLiteral("share"), QStringLiteral("plan")});
        QCOMPARE(refused.status, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("a local store has no team to share with")),
                 qPrintable(refused.err));
        const test::CliRun listed =
            on(path, {QStringLiteral("scenarios"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(listed.out.simplified(),
                 QStringLiteral("[ { \"name\": \"plan\", \"owner\": \"\", \"shared\": false } ]"));
    }
};

QTEST_GUILESS_MAIN(TestPgScenarios)
#include "test_pg_scenarios.moc"
