// `gpuplan store copy` (issue 16): a store with a user's edits copied SQLite -> PostgreSQL -> SQLite gives
// byte-identical exports and the same rows (ids, history authors and times, catalog order); a copy that
// fails half-way leaves the target as it was; a target holding data is refused unless --replace; a store is
// never copied onto itself. The PostgreSQL cases need GPUPLAN_TEST_PG_URL (pg_test_server.h).
#include "database/pg_test_server.h"
#include "database/store_copy_support.h"

using namespace storecopytest;

class TestStoreCopy : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_source;

    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private slots:
    void initTestCase() {
        m_source = path("source.sqlite");
        makeSource(m_source);
        QVERIFY(rowsOf(m_source).contains(QStringLiteral("|alice|")));
    }

    void init() {
        for (const QString& f : QDir(m_dir.path()).entryList(QDir::Files))
            if (!f.startsWith(QStringLiteral("source.sqlite")))
                QFile::remove(m_dir.filePath(f));
    }

    // SQLite to a new file: every row (ids, authors, times, catalog order) and every export the same.
    void fileToNewFileKeepsEverything() {
        const QString target = path("copy.sqlite");
        Run r = copy(m_source, target);
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QStringLiteral("copied ")) &&
                     r.out.contains(QStringLiteral(" prices with ")),
                 qPrintable(r.out));
        QCOMPARE(rowsOf(target), rowsOf(m_source));
        compareExports(exportsOf(target), exportsOf(m_source));
        QVERIFY2(leftovers(m_dir.path()).isEmpty(),
                 qPrintable(leftovers(m_dir.path()).join(QLatin1Char(' '))));
    }

    // SQLite -> an empty PostgreSQL database -> a new file: byte-identical exports, the same rows; on the
    // team store the history keeps alice, and new prices get new ids signed by the server's user.
    void roundTripThroughTheTeamStore() {
        GPUPLAN_REQUIRE_PG(server);
        test::ScratchDatabases databases(server);
        const QString team = databases.create();
        Run there = copy(m_source, team);
        QVERIFY2(there.status == 0, qPrintable(there.err));
        const QString back = path("back.sqlite");
        Run again = copy(team, back);
        QVERIFY2(again.status == 0, qPrintable(again.err));
        QCOMPARE(again.out.section(QLatin1Char(':'), -1), there.out.section(QLatin1Char(':'), -1));
        const auto original = exportsOf(m_source);
        compareExports(exportsOf(team), original);
        compareExports(exportsOf(back), original);
        QCOMPARE(rowsOf(back), rowsOf(m_source));
        QVERIFY2(leftovers(m_dir.path()).isEmpty(),
                 qPrintable(leftovers(m_dir.path()).join(QLatin1Char(' '))));

        Run set = gpuplanCli(team, {QStringLiteral("price"), QStringLiteral("set"), QStringLiteral("--id"),
                                    QStringLiteral("7"), QStringLiteral("--note"),
                                    QStringLiteral("changed on the server")});
        QVERIFY2(set.status == 0, qPrintable(set.err));
        Run history = gpuplanCli(team, {QStringLiteral("price"), QStringLiteral("history")});
        QVERIFY2(history.out.contains(QStringLiteral("alice")) &&
                     history.out.contains(QStringLiteral("gpuplan_test")),
                 qPrintable(history.out));
        Run added =
            gpuplanCli(team, {QStringLiteral("price"), QStringLiteral("set"), QStringLiteral("--gpu"),
                              QStringLiteral("t4"), QStringLiteral("--provider"), QStringLiteral("idc-cn"),
                              QStringLiteral("--region"), QStringLiteral("cn"), QStringLiteral("--kind"),
                              QStringLiteral("spot"), QStringLiteral("--unit"), QStringLiteral("gpu-hour"),
                              QStringLiteral("--amount"), QStringLiteral("1"), QStringLiteral("--source"),
                              QStringLiteral("test")});
        QVERIFY2(added.status == 0, qPrintable(added.err));
    }

    // A source row the target refuses (a price of a provider the source lacks) leaves no new file; a target
    // whose own table refuses rows half-way (a trigger on its exchange rates, copied after the prices and
    // their history) keeps all it held.
    void failureHalfWayLeavesTheFileTargetUnchanged() {
        const QString bad = path("bad.sqlite");
        QVERIFY(copyWithADanglingPrice(m_source, bad));
        const QString fresh = path("fresh.sqlite");
        Run r = copy(bad, fresh);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("row 900000 of the table prices names a row of providers")) &&
                     r.err.contains(QStringLiteral("no file was written")),
                 qPrintable(r.err));
        QVERIFY2(leftovers(m_dir.path(), QStringLiteral("fresh*")).isEmpty(),
                 qPrintable(leftovers(m_dir.path(), QStringLiteral("fresh*")).join(QLatin1Char(' '))));
        QVERIFY2(leftovers(m_dir.path()).isEmpty(),
                 qPrintable(leftovers(m_dir.path()).join(QLatin1Char(' '))));

        const QString existing = path("existing.sqlite");
        QVERIFY(db::SqliteStore::open(existing));
        QVERIFY(
            execOn(existing, {QStringLiteral("CREATE TRIGGER no_rates BEFORE INSERT ON exchange_rates BEGIN "
                                             "SELECT RAISE(ABORT, 'rates are kept elsewhere'); END")}));
        const QString before = rowsOf(existing);
        r = copy(m_source, existing, true);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("exchange_rates")) &&
                     r.err.contains(QStringLiteral("rates are kept elsewhere")) &&
                     r.err.contains(existing + QStringLiteral(" was not changed")),
                 qPrintable(r.err));
        QCOMPARE(rowsOf(existing), before);
    }

    // The same on the team store, where the regions and providers prices name are checked once per table
    // (migrations-pg/0009.sql), the other foreign keys once the rows are in: an empty
    // database stays empty (without the schema the copy gave it), a team store keeps all it held.
    void failureHalfWayLeavesTheTeamStoreUnchanged() {
        GPUPLAN_REQUIRE_PG(server);
        test::ScratchDatabases databases(server);
        const QString bad = path("bad.sqlite");
        QVERIFY(copyWithADanglingPrice(m_source, bad));
        const QString empty = databases.create();
        Run r = copy(bad, empty);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("the table prices was refused")) &&
                     r.err.contains(QStringLiteral("foreign key")) &&
                     r.err.contains(QStringLiteral("is not present in table")) &&
                     r.err.contains(empty + QStringLiteral(" was not changed")),
                 qPrintable(r.err));
        Run open = gpuplanCli(empty, {QStringLiteral("prices")});
        QVERIFY2(open.err.contains(QStringLiteral("holds no GpuPlan team store")), qPrintable(open.err));

        const QString team = databases.create();
        QCOMPARE(gpuplanCli(team, {QStringLiteral("team"), QStringLiteral("init")}).status, 0);
        const auto before = exportsOf(team);
        r = copy(bad, team, true);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("the table prices was refused")) &&
                     r.err.contains(QStringLiteral("is not present in table")) &&
                     r.err.contains(team + QStringLiteral(" was not changed")),
                 qPrintable(r.err));
        compareExports(exportsOf(team), before);

        // A table of the target that refuses rows half-way (a rule of its own on the exchange rates, which
        // are copied after the prices and their history).
        QCOMPARE(test::pgScalar(team,
                                QStringLiteral("ALTER TABLE exchange_rates ADD CONSTRAINT no_such_rate CHECK "
                                               "(usd_per_unit <> 1.0876543210123)")),
                 QString());
        r = copy(m_source, team, true);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("the table exchange_rates was refused")) &&
                     r.err.contains(QStringLiteral("no_such_rate")) &&
                     r.err.contains(team + QStringLiteral(" was not changed")),
                 qPrintable(r.err));
        compareExports(exportsOf(team), before);
    }

    // A target that holds a store is refused, named with what it holds, unless --replace.
    void aTargetWithDataNeedsReplace() {
        const QString existing = path("existing.sqlite");
        QVERIFY(db::SqliteStore::open(existing));
        const QString before = rowsOf(existing);
        Run r = copy(m_source, existing);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(existing + QStringLiteral(" holds a store already (")) &&
                     r.err.contains(QStringLiteral(" prices")) && r.err.contains(QStringLiteral("--replace")),
                 qPrintable(r.err));
        QCOMPARE(rowsOf(existing), before);
        r = copy(m_source, existing, true);
        QVERIFY2(r.status == 0, qPrintable(r.err));
        // Says what it replaced, as the refusal named it.
        QVERIFY2(r.out.startsWith(QStringLiteral("replaced what %1 held: ").arg(existing)) &&
                     r.out.contains(QStringLiteral(" prices")) && r.out.contains(QStringLiteral(" and ")),
                 qPrintable(r.out));
        QCOMPARE(rowsOf(existing), rowsOf(m_source));
        compareExports(exportsOf(existing), exportsOf(m_source));

        GPUPLAN_REQUIRE_PG(server);
        test::ScratchDatabases databases(server);
        const QString team = databases.create();
        QCOMPARE(gpuplanCli(team, {QStringLiteral("team"), QStringLiteral("init")}).status, 0);
        const auto seeded = exportsOf(team);
        r = copy(m_source, team);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(team + QStringLiteral(" holds a store already (")), qPrintable(r.err));
        compareExports(exportsOf(team), seeded);
        r = copy(m_source, team, true);
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QVERIFY2(r.out.startsWith(QStringLiteral("replaced what %1 held: ").arg(team)), qPrintable(r.out));
        compareExports(exportsOf(team), exportsOf(m_source));
    }

    // Onto itself, under any spelling of its name, a store is refused and left alone.
    void aStoreIsNeverCopiedOntoItself() {
        const QString before = rowsOf(m_source);
        const QString link = path("link.sqlite");
        QVERIFY(QFile::link(m_source, link));
        for (const QString& same : {m_source, m_dir.path() + QStringLiteral("/./source.sqlite"), link}) {
            Run r = copy(m_source, same, true);
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.contains(QStringLiteral("onto itself")), qPrintable(r.err));
        }
        QCOMPARE(rowsOf(m_source), before);

        GPUPLAN_REQUIRE_PG(server);
        test::ScratchDatabases databases(server);
        const QString team = databases.create();
        QCOMPARE(copy(m_source, team).status, 0);
        const auto held = exportsOf(team);
        const QString other = team +
                              (team.contains(QLatin1Char('?')) ? QStringLiteral("&") : QStringLiteral("?")) +
                              QStringLiteral("connect_timeout=5");
        Run r = copy(team, other, true);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("onto itself")), qPrintable(r.err));
        compareExports(exportsOf(team), held);
    }

    // A source that is not there, or from a newer GpuPlan, is refused and nothing is written.
    void unusableSourcesAreRefused() {
        const QString target = path("target.sqlite");
        Run r = copy(path("missing.sqlite"), target);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("does not exist")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(path("missing.sqlite")));
        const QString newer = path("newer.sqlite");
        QVERIFY(QFile::copy(m_source, newer));
        QVERIFY(execOn(newer, {QStringLiteral("PRAGMA user_version = 99")}));
        r = copy(newer, target);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("newer GpuPlan")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(target));
    }
};

QTEST_GUILESS_MAIN(TestStoreCopy)
#include "test_store_copy.moc"
