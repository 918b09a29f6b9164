// Two people editing the same price never overwrite each other silently (issue 16): each price carries a
// version, and a save or delete made against a version that has moved on is refused with the other
// person's record, who changed it and when. Tested with two real connections: one SQLite file opened
// twice, and two editors (login roles of the test server) on one team store, where the second editor's
// save also waits for the first one's open transaction (the row is locked) and then meets its change. The
// command line's `price set --if-version` and `price delete --if-version` on both.
#include "database/cli_run.h"
#include "database/pg_team_users.h"
#include "database/pg_test_server.h"
#include "patience.h"
#include "pg/pg_store.h"
#include "store.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <atomic>
#include <thread>

using namespace gpuplan;

namespace {

using test::pgScalar;

// The first stored price without a range, so that any amount is a valid edit.
core::PriceRecord firstPrice(core::PriceStore& store) {
    for (const core::PriceRecord& p : store.prices({}).value())
        if (!p.low && !p.high)
            return p;
    qFatal("the store has no price without a range");
}

core::PriceRecord withAmount(core::PriceRecord p, const char* amount) {
    p.amount = core::Money::parse(amount, p.amount.currency()).value();
    return p;
}

std::size_t changesOf(core::PriceStore& store, std::int64_t id) {
    return store.history(id).value().size();
}

test::CliRun runCli(const QString& db, QStringList args) {
    return test::gpuplanCli(QStringList{QStringLiteral("--db"), db} + args);
}

} // namespace

class TestPriceConflicts : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ScratchDatabases> m_databases;

    // `second` edits and deletes the price `first` changed meanwhile: both refused with `first`'s value
    // and author, nothing written; then "apply mine" (the edit against the new version) is saved.
    void secondEditMeetsTheFirst(core::PriceStore& first, core::PriceStore& second,
                                 const std::string& author) {
        const core::PriceRecord seen = firstPrice(second); // both read the same price
        QCOMPARE(firstPrice(first).version, seen.version);
        auto saved = first.setPrice(withAmount(seen, "4321"), "first editor");
        QVERIFY2(saved, saved ? "" : saved.error().c_str());
        QCOMPARE(saved->version, seen.version + 1);
        const std::size_t changes = changesOf(first, seen.id);

        auto refused = second.setPrice(withAmount(seen, "1234"), "second editor");
        QVERIFY(!refused);
        const core::PriceConflict* conflict = refused.conflict();
        QVERIFY2(conflict, refused.error().c_str());
        QCOMPARE(conflict->priceId, seen.id);
        QCOMPARE(conflict->versionSeen, seen.version);
        QVERIFY(conflict->current);
        QCOMPARE(conflict->current->amount.toString(), saved->amount.toString());
        QCOMPARE(conflict->current->version, saved->version);
        QCOMPARE(conflict->changedBy, author);
        QVERIFY(!conflict->changedAt.empty());
        const QString text = QString::fromStdString(refused.error());
        QVERIFY2(text.contains(QString::fromStdString("was changed by " + author)), qPrintable(text));
        QVERIFY2(text.contains(QString::fromStdString(saved->amount.toString())), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("nothing was written")), qPrintable(text));
        auto deleted = second.removePrice(seen.id, seen.version, "second editor deletes");
        QVERIFY(!deleted);
        QVERIFY(deleted.conflict());
        QCOMPARE(changesOf(first, seen.id), changes); // nothing written
        QCOMPARE(firstPrice(first).amount.toString(), saved->amount.toString());

        // "Apply mine": the same edit made against the version it met.
        core::PriceRecord mine = withAmount(seen, "1234");
        mine.version = conflict->current->version;
        auto applied = second.setPrice(mine, "second editor, over the first");
        QVERIFY2(applied, applied ? "" : applied.error().c_str());
        QCOMPARE(applied->version, saved->version + 1);
        QCOMPARE(firstPrice(first).amount.toString(), applied->amount.toString());
    }

    // `price set --if-version` with a version that moved on: refused naming who, when and the amount now,
    // exit 2, nothing written; with the current one it is saved; `price delete --if-version` likewise.
    void commandLineIfVersion(const QString& db, core::PriceStore& reader, const std::string& author) {
        const core::PriceRecord now = firstPrice(reader);
        const QString id = QString::number(now.id);
        const test::CliRun listed =
            runCli(db, {QStringLiteral("prices"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(listed.status, 0);
        bool listedVersion = false;
        for (const QJsonValue& v : QJsonDocument::fromJson(listed.out.toUtf8()).array())
            if (v[QStringLiteral("id")].toInteger() == now.id)
                listedVersion = v[QStringLiteral("version")].toInteger() == now.version;
        QVERIFY2(listedVersion, "prices --format json shows each price's version");

        const std::size_t changes = changesOf(reader, now.id);
        const QString stale = QString::number(now.version - 1);
        const test::CliRun refused = runCli(
            db, {QStringLiteral("price"), QStringLiteral("set"), QStringLiteral("--id"), id,
                 QStringLiteral("--amount"), QStringLiteral("999"), QStringLiteral("--if-version"), stale});
        QCOMPARE(refused.status, 2);
        QVERIFY2(refused.err.contains(QString::fromStdString("was changed by " + author)),
                 qPrintable(refused.err));
        QVERIFY2(refused.err.contains(QString::fromStdString(now.amount.toString())),
                 qPrintable(refused.err));
        QVERIFY2(refused.err.contains(QStringLiteral("nothing was written")), qPrintable(refused.err));
        QCOMPARE(changesOf(reader, now.id), changes);
        const test::CliRun deleteRefused =
            runCli(db, {QStringLiteral("price"), QStringLiteral("delete"), QStringLiteral("--id"), id,
                        QStringLiteral("--if-version"), stale});
        QCOMPARE(deleteRefused.status, 2);
        QVERIFY2(deleteRefused.err.contains(QStringLiteral("nothing was written")),
                 qPrintable(deleteRefused.err));
        QCOMPARE(changesOf(reader, now.id), changes);
        const test::CliRun notAVersion =
            runCli(db, {QStringLiteral("price"), QStringLiteral("set"), QStringLiteral("--id"), id,
                        QStringLiteral("--amount"), QStringLiteral("999"), QStringLiteral("--if-version"),
                        QStringLiteral("two")});
        QCOMPARE(notAVersion.status, 2);
        QVERIFY2(notAVersion.err.contains(QStringLiteral("is not a version")), qPrintable(notAVersion.err));

        const test::CliRun saved =
            runCli(db, {QStringLiteral("price"), QStringLiteral("set"), QStringLiteral("--id"), id,
                        QStringLiteral("--amount"), QStringLiteral("999"), QStringLiteral("--if-version"),
                        QString::number(now.version)});
        QVERIFY2(saved.status == 0, qPrintable(saved.err));
        QVERIFY2(saved.out.contains(QStringLiteral("version %1").arg(now.version + 1)),
                 qPrintable(saved.out));
        QCOMPARE(changesOf(reader, now.id), changes + 1);
        const test::CliRun removed =
            runCli(db, {QStringLiteral("price"), QStringLiteral("delete"), QStringLiteral("--id"), id,
                        QStringLiteral("--if-version"), QString::number(now.version + 1)});
        QVERIFY2(removed.status == 0, qPrintable(removed.err));
    }

private slots:
    void sqliteFileOpenedTwice() {
        const QString file = m_dir.filePath(QStringLiteral("shared.sqlite"));
        auto first = db::SqliteStore::open(file);
        QVERIFY2(first, first ? "" : first.error().c_str());
        auto second = db::SqliteStore::open(file);
        QVERIFY2(second, second ? "" : second.error().c_str());
        secondEditMeetsTheFirst(*first.value(), *second.value(), first.value()->author());
        commandLineIfVersion(file, *first.value(), first.value()->author());
    }

    void teamStoreTwoEditors() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        const QString owner = m_databases->create();
        QCOMPARE(runCli(owner, {QStringLiteral("team"), QStringLiteral("init")}).status, 0);
        const std::pair<std::string, QString> aliceLogin =
                                                  test::teamMember(*m_databases, owner, "alice", "editor"),
                                              bobLogin =
                                                  test::teamMember(*m_databases, owner, "bob", "editor");
        const std::string aliceName = aliceLogin.first, bobName = bobLogin.first;
        const QString aliceUrl = aliceLogin.second, bobUrl = bobLogin.second;
        auto alice = db::PgStore::open(db::parsePgUrl(aliceUrl).value());
        auto bob = db::PgStore::open(db::parsePgUrl(bobUrl).value());
        QVERIFY2(alice && bob, alice ? (bob ? "" : bob.error().c_str()) : alice.error().c_str());
        secondEditMeetsTheFirst(*alice.value(), *bob.value(), aliceName);
        // Bob's "apply mine" was the latest change: the command line names him to Alice.
        commandLineIfVersion(aliceUrl, *alice.value(), bobName);

        // At the same moment: Bob saves while Alice's save is still uncommitted. His save waits for her
        // row lock and then meets her change (without the lock he would have read the old version).
        const core::PriceRecord seen = firstPrice(*bob.value());
        std::atomic<bool> bobDone = false;
        core::Result<core::PriceRecord> bobs = core::fail(std::string("not run"));
        std::thread bobThread;
        auto committed = alice.value()->atomically([&]() -> core::Status {
            auto mine = alice.value()->setPrice(withAmount(seen, "2222"), "alice, slowly");
            if (!mine)
                return core::fail(mine.error());
            bobThread = std::thread([&] {
                auto bobHere =
                    db::PgStore::open(db::parsePgUrl(bobUrl).value()); // a connection of his thread
                bobs = bobHere ? bobHere.value()->setPrice(withAmount(seen, "3333"), "bob, at once")
                               : core::Result<core::PriceRecord>(core::fail(bobHere.error()));
                bobDone = true;
            });
            // Until the server shows his session waiting for her lock, or his save has ended (which it
            // must not, before she commits); looked at every 5 ms, however long his thread takes to start.
            const QString database = owner.section(QLatin1Char('/'), 3).section(QLatin1Char('?'), 0, 0);
            QElapsedTimer waited;
            waited.start();
            while (!bobDone && m_databases->waitingOnLocks(database) == 0 &&
                   waited.elapsed() < test::kPatienceMs)
                QThread::msleep(5);
            return bobDone ? core::fail(std::string("bob's save did not wait for alice's")) : core::ok();
        });
        bobThread.join();
        QVERIFY2(committed, committed ? "" : committed.error().c_str());
        QVERIFY(!bobs);
        QVERIFY2(bobs.conflict(), bobs.error().c_str());
        QCOMPARE(bobs.conflict()->changedBy, aliceName);
        QCOMPARE(bobs.conflict()->current->amount.toString(), withAmount(seen, "2222").amount.toString());
        QCOMPARE(firstPrice(*alice.value()).amount.toString(), withAmount(seen, "2222").amount.toString());
        alice = core::fail(std::string("closed"));
        bob = core::fail(std::string("closed"));
        m_databases.reset();
    }
};

QTEST_GUILESS_MAIN(TestPriceConflicts)
#include "test_price_conflicts.moc"
