// The team store on PostgreSQL (issue 16, first step), against the server of GPUPLAN_TEST_PG_URL: `team
// init` creates it with the same bundled data a new SQLite store gets, the command line works on it
// through --db URL, changes are signed by the server's user whatever the client says, and what it cannot
// trust (no store there, another program's tables, a newer schema, no server, a wrong password) is refused
// with a message and nothing changed.
#include "database/cli_run.h"
#include "database/pg_test_server.h"
#include "pg/pg_store.h"
#include "store.h"

#include "cli/cli.h"
#include "core/price_csv.h"
#include "core/result.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplan;

namespace {

using Run = test::CliRun;
using test::gpuplanCli;

QString scalar(const QString& url, const QString& sql) {
    return test::pgScalar(url, sql);
}

} // namespace

class TestPgStore : public QObject {
    Q_OBJECT

    std::unique_ptr<test::ScratchDatabases> m_databases;
    QString m_server;

private slots:
    void init() {
        GPUPLAN_REQUIRE_PG(server);
        m_server = server;
        m_databases = std::make_unique<test::ScratchDatabases>(server);
    }
    void cleanup() { m_databases.reset(); }

    // team init seeds what a new SQLite store gets: the same catalog, regions, rates and prices.
    void teamInitSeedsLikeANewFile() {
        const QString url = m_databases->create();
        Run init = gpuplanCli({QStringLiteral("--db"), url, QStringLiteral("team"), QStringLiteral("init")});
        QVERIFY2(init.status == 0, qPrintable(init.err));
        QVERIFY2(init.out.startsWith(QStringLiteral("created the team store ") + url), qPrintable(init.out));
        QVERIFY2(init.out.contains(QStringLiteral("(gpuplan_test)")), qPrintable(init.out));
        Run again = gpuplanCli({QStringLiteral("--db"), url, QStringLiteral("team"), QStringLiteral("init")});
        QCOMPARE(again.status, 0);
        QVERIFY2(
            again.out.contains(
                QStringLiteral("exists already (schema %1); nothing was changed").arg(db::kPgSchemaVersion)),
            qPrintable(again.out));

        QTemporaryDir dir;
        auto file = db::SqliteStore::open(dir.filePath(QStringLiteral("new.sqlite")));
        auto team = db::PgStore::open(db::parsePgUrl(url).value());
        const std::string why = !file ? file.error() : !team ? team.error() : std::string();
        QVERIFY2(file && team, why.c_str());
        QCOMPARE(team.value()->schemaVersion(), db::kPgSchemaVersion);
        QCOMPARE(team.value()->metadata(QStringLiteral("created_by")),
                 file.value()->metadata(QStringLiteral("created_by")));
        auto fileTexts = file.value()->catalogTexts().value();
        auto teamTexts = team.value()->catalogTexts().value();
        QCOMPARE(teamTexts.gpus, fileTexts.gpus);
        QCOMPARE(teamTexts.models, fileTexts.models);
        QCOMPARE(teamTexts.networks, fileTexts.networks);
        QCOMPARE(teamTexts.efficiency, fileTexts.efficiency);
        QCOMPARE(teamTexts.globals, fileTexts.globals);
        const auto filePrices = file.value()->prices({}).value();
        QVERIFY(filePrices.size() > 300);
        QCOMPARE(core::writePriceCsv(team.value()->prices({}).value()), core::writePriceCsv(filePrices));
        QCOMPARE(team.value()->regions()->size(), file.value()->regions()->size());
        QCOMPARE(team.value()->exchangeRates()->size(), file.value()->exchangeRates()->size());
        for (std::size_t i = 0; i < file.value()->regions()->size(); ++i) {
            const core::Region a = file.value()->regions()->at(i), b = team.value()->regions()->at(i);
            QCOMPARE(b.id, a.id);
            QCOMPARE(b.parent, a.parent);
            QCOMPARE(b.electricityPerKwh, a.electricityPerKwh);
            QCOMPARE(b.pue, a.pue);
        }
    }

    // The command line works on the team store through --db URL; every change names the server's user.
    void commandsWorkOnTheTeamStore() {
        const QString url = m_databases->create();
        QCOMPARE(
            gpuplanCli({QStringLiteral("--db"), url, QStringLiteral("team"), QStringLiteral("init")}).status,
            0);
        qputenv("USER", "mallory"); // the client's idea of who it is counts for nothing on the server
        Run set = gpuplanCli({QStringLiteral("--db"),       url,
                              QStringLiteral("price"),      QStringLiteral("set"),
                              QStringLiteral("--gpu"),      QStringLiteral("h100-sxm"),
                              QStringLiteral("--provider"), QStringLiteral("idc-cn"),
                              QStringLiteral("--region"),   QStringLiteral("cn-beijing"),
                              QStringLiteral("--kind"),     QStringLiteral("monthly"),
                              QStringLiteral("--unit"),     QStringLiteral("gpu-month"),
                              QStringLiteral("--amount"),   QStringLiteral("9000"),
                              QStringLiteral("--currency"), QStringLiteral("CNY"),
                              QStringLiteral("--date"),     QStringLiteral("2026-12-01"),
                              QStringLiteral("--source"),   QStringLiteral("vendor quote")});
        QVERIFY2(set.status == 0, qPrintable(set.err));
        QVERIFY2(set.out.startsWith(QStringLiteral("stored price ")), qPrintable(set.out));
        Run history =
            gpuplanCli({QStringLiteral("--db"), url, QStringLiteral("price"), QStringLiteral("history")});
        QVERIFY2(history.status == 0, qPrintable(history.err));
        QVERIFY2(history.out.contains(QStringLiteral("gpuplan_test")), qPrintable(history.out));
        QVERIFY2(!history.out.contains(QStringLiteral("mallory")), qPrintable(history.out));
        Run listed =
            gpuplanCli({QStringLiteral("--db"), url, QStringLiteral("prices"), QStringLiteral("--region"),
                        QStringLiteral("cn-beijing"), QStringLiteral("--kind"), QStringLiteral("monthly")});
        QVERIFY2(listed.out.contains(QStringLiteral("9000.00 CNY / gpu-month")), qPrintable(listed.out));
        Run estimate = gpuplanCli({QStringLiteral("--db"), url, QStringLiteral("cost"),
                                   QStringLiteral("--gpu"), QStringLiteral("h100-sxm"),
                                   QStringLiteral("--gpus"), QStringLiteral("8"), QStringLiteral("--hours"),
                                   QStringLiteral("10"), QStringLiteral("--price"), QStringLiteral("2")});
        QVERIFY2(estimate.status == 0, qPrintable(estimate.err));
        Run backup = gpuplanCli({QStringLiteral("--db"), url, QStringLiteral("backup")});
        QCOMPARE(backup.status, 2);
        QVERIFY2(backup.err.contains(QStringLiteral("is a team store on a PostgreSQL server")),
                 qPrintable(backup.err));
        qunsetenv("USER");

        // A client writing the history itself cannot forge who or when: the trigger signs each row.
        QCOMPARE(scalar(url, QStringLiteral(
                                 "INSERT INTO price_history (price_id, changed_at, action, note, author) "
                                 "VALUES (1, '1999-01-01T00:00:00Z', 'update', 'forged', 'mallory') "
                                 "RETURNING author")),
                 QStringLiteral("gpuplan_test"));
        QVERIFY(!scalar(url, QStringLiteral("SELECT changed_at FROM price_history WHERE note = 'forged'"))
                     .startsWith(QStringLiteral("1999")));
    }

    // A database without a team store is not made one by accident; another program's is never touched.
    void refusesWhatItCannotTrust() {
        const QString empty = m_databases->create();
        Run open = gpuplanCli({QStringLiteral("--db"), empty, QStringLiteral("prices")});
        QCOMPARE(open.status, 2);
        QVERIFY2(open.err.contains(QStringLiteral("holds no GpuPlan team store")) &&
                     open.err.contains(QStringLiteral("team init")),
                 qPrintable(open.err));
        QCOMPARE(
            scalar(empty, QStringLiteral("SELECT count(*) FROM information_schema.tables WHERE table_schema "
                                         "= 'public'")),
            QStringLiteral("0"));

        const QString other = m_databases->create();
        QCOMPARE(scalar(other, QStringLiteral("CREATE TABLE invoices (id int)")), QString());
        Run foreign =
            gpuplanCli({QStringLiteral("--db"), other, QStringLiteral("team"), QStringLiteral("init")});
        QCOMPARE(foreign.status, 2);
        QVERIFY2(foreign.err.contains(QStringLiteral("is not empty (tables: invoices)")),
                 qPrintable(foreign.err));
        QCOMPARE(
            scalar(other, QStringLiteral("SELECT count(*) FROM information_schema.tables WHERE table_schema "
                                         "= 'public'")),
            QStringLiteral("1"));

        const QString newer = m_databases->create();
        QCOMPARE(gpuplanCli({QStringLiteral("--db"), newer, QStringLiteral("team"), QStringLiteral("init")})
                     .status,
                 0);
        QCOMPARE(scalar(newer,
                        QStringLiteral("INSERT INTO schema_version (version) VALUES (99) RETURNING version")),
                 QStringLiteral("99"));
        const QString prices = scalar(newer, QStringLiteral("SELECT count(*) FROM prices"));
        Run refused = gpuplanCli({QStringLiteral("--db"), newer, QStringLiteral("price"),
                                  QStringLiteral("delete"), QStringLiteral("--id"), QStringLiteral("1")});
        QCOMPARE(refused.status, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("set up by a newer GpuPlan (schema 99")) &&
                     refused.err.contains(QStringLiteral("nothing was changed")),
                 qPrintable(refused.err));
        QCOMPARE(scalar(newer, QStringLiteral("SELECT count(*) FROM prices")), prices);
    }

    // Two people running team init at once: one creates the store, the other finds it (the advisory lock;
    // without it the second fails on the first one's tables).
    void twoInitsAtOnceMakeOneStore() {
        const QString url = m_databases->create();
        QProcess first, second;
        for (QProcess* p : {&first, &second})
            p->start(QStringLiteral(GPUPLAN_BINARY),
                     {QStringLiteral("--db"), url, QStringLiteral("team"), QStringLiteral("init")});
        QStringList outputs;
        for (QProcess* p : {&first, &second}) {
            QVERIFY(p->waitForFinished(120000));
            const QString said = QString::fromUtf8(p->readAllStandardOutput() + p->readAllStandardError());
            QVERIFY2(p->exitStatus() == QProcess::NormalExit && p->exitCode() == 0, qPrintable(said));
            outputs << said;
        }
        QCOMPARE(outputs.filter(QStringLiteral("created the team store")).size(), 1);
        QCOMPARE(outputs.filter(QStringLiteral("exists already")).size(), 1);
        QCOMPARE(scalar(url, QStringLiteral("SELECT count(*) FROM schema_version")),
                 QString::number(db::kPgSchemaVersion));
    }

    // The connection dropped in the middle of a save (the server ends the session between two writes of
    // one transaction): the save fails with the server's reason, and nothing of it was written.
    void droppedConnectionLeavesNothingHalfWritten() {
        const QString url = m_databases->create();
        auto opened = db::PgStore::open(db::parsePgUrl(url).value(), db::PgStore::Mode::Create);
        QVERIFY2(opened, opened ? "" : opened.error().c_str());
        db::PgStore& store = *opened.value();
        const QString prices = scalar(url, QStringLiteral("SELECT count(*) FROM prices"));
        const QString changes = scalar(url, QStringLiteral("SELECT count(*) FROM price_history"));
        core::PriceRecord p = store.prices({}).value().front();
        p.id = 0;
        p.effectiveDate = "2026-12-01";
        p.source = "half a save";
        auto saved = store.atomically([&]() -> core::Status {
            if (auto first = store.setPrice(p, "first of two"); !first)
                return core::fail(first.error());
            // Another session ends this one, as a server restart or a network cut would.
            if (!m_databases->exec(
                    QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                                   "application_name = 'GpuPlan' AND datname = '%1'")
                        .arg(db::parsePgUrl(url)->dbname)))
                return core::fail("could not end the session");
            p.effectiveDate = "2026-12-02";
            auto second = store.setPrice(p, "second of two");
            return second ? core::ok() : core::fail(second.error());
        });
        QVERIFY(!saved);
        QVERIFY2(QString::fromStdString(saved.error())
                     .contains(QStringLiteral("the connection to the database server was lost")),
                 saved.error().c_str());
        QCOMPARE(scalar(url, QStringLiteral("SELECT count(*) FROM prices")), prices);
        QCOMPARE(scalar(url, QStringLiteral("SELECT count(*) FROM price_history")), changes);
        QCOMPARE(scalar(url, QStringLiteral("SELECT count(*) FROM prices WHERE source = 'half a save'")),
                 QStringLiteral("0"));
    }

    void unreachableServerAndWrongPassword() {
        Run nobody =
            gpuplanCli({QStringLiteral("--db"), QStringLiteral("postgresql://gpuplan_test@127.0.0.1:1/team"),
                        QStringLiteral("prices")});
        QCOMPARE(nobody.status, 2);
        QVERIFY2(nobody.err.contains(QStringLiteral("cannot connect to the team store "
                                                    "postgresql://gpuplan_test@127.0.0.1:1/team")) &&
                     nobody.err.contains(QStringLiteral("Connection refused")),
                 qPrintable(nobody.err));

        // tests/pg/start-test-server.sh asks this role (only) for a password over TCP.
        QVERIFY(m_databases->exec(QStringLiteral("DROP ROLE IF EXISTS gpuplan_pw_test")));
        QVERIFY(m_databases->exec(QStringLiteral("CREATE ROLE gpuplan_pw_test LOGIN PASSWORD 'right'")));
        QString url = m_databases->create();
        url.replace(QStringLiteral("://gpuplan_test@"), QStringLiteral("://gpuplan_pw_test@"));
        QVERIFY2(url.contains(QStringLiteral("@127.0.0.1:")), "the test server listens on 127.0.0.1");
        qputenv("PGPASSWORD", "wrong");
        Run wrong = gpuplanCli({QStringLiteral("--db"), url, QStringLiteral("prices")});
        qputenv("PGPASSWORD", "right");
        Run right = gpuplanCli({QStringLiteral("--db"), url, QStringLiteral("prices")});
        qunsetenv("PGPASSWORD");
        QCOMPARE(wrong.status, 2);
        QVERIFY2(wrong.err.contains(
                     QStringLiteral("password authentication failed for user \"gpuplan_pw_test\"")) &&
                     wrong.err.contains(QStringLiteral("PGPASSWORD or ~/.pgpass")),
                 qPrintable(wrong.err));
        QCOMPARE(right.status, 2); // connected: the database just holds no store yet
        QVERIFY2(right.err.contains(QStringLiteral("holds no GpuPlan team store")), qPrintable(right.err));
        m_databases->dropAll();
        QVERIFY(m_databases->exec(QStringLiteral("DROP ROLE IF EXISTS gpuplan_pw_test")));
    }
};

QTEST_GUILESS_MAIN(TestPgStore)
#include "test_pg_store.moc"
