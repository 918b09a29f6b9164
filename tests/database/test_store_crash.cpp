// The real gpuplan program killed (SIGKILL) at many moments while it imports a large price list,
// edits a price, creates a store, migrates a schema-1 store and writes a backup. After every kill
// the file passes PRAGMA integrity_check read by a plain SQLite connection, holds exactly what it
// held before or exactly what an uninterrupted run leaves (every row of every table compared, the
// times of changes aside), and opens again through SqliteStore; a backup is absent or complete.
// The moments are a spread over one uninterrupted run, then a bisection towards the moment the
// effect appears, then, where timing missed the moment just after the commit, runs stopped (SIGSTOP)
// and looked at every 50 us until the work is there. So that the test cannot pass by never
// interrupting anything, each operation fails unless kills were seen before its commit, after it (but
// for a backup, see below) and, where the files show it, in the middle of writing: an import's
// uncommitted pages in the WAL, part of a copy.
#include "database/kill_runner.h"
#include "database/store_look.h"
#include "store.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace gpuplan;
using storetest::Effect;
using storetest::effectOn;
using storetest::Look;
using storetest::look;
using storetest::Outcome;
using storetest::runFor;

namespace {

constexpr int kImportRows = 6000; // long enough to interrupt, and the transaction outgrows SQLite's cache

void copyFile(const QString& from, const QString& to) {
    for (const char* suffix : {"", "-wal", "-shm"})
        QFile::remove(to + QLatin1String(suffix));
    if (!QFile::copy(from, to))
        qFatal("cannot copy %s", qPrintable(from));
    QFile(to).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

void emptyDirectory(const QString& path) {
    QDir(path).removeRecursively();
    QDir().mkpath(path);
}

enum class Held { None, All };

// One operation to interrupt: `prepare` puts its files back as they were before it; `target` is the
// file it writes (for a backup the copy, for the rest the store).
struct Operation {
    QString name;
    QStringList args;
    QString target;
    std::function<void()> prepare;
    bool absentOrEmptyIsNone = false; // a new store: no file, or a file with no table yet
    std::function<QString()> alsoCheck = [] { return QString(); }; // other files: backups, the source
    // Whether the files a killed run left show it was stopped in the middle of writing (an
    // uncommitted transaction in the WAL, part of a copy): such a kill must be seen. Null: no such sign.
    std::function<bool()> midway = nullptr;
    // Whether a kill after the commit must be seen. After a backup's rename the program only closes the
    // store, taking no lock that could be seen, and exits: a kill there cannot be relied on, and would
    // be the finished case anyway.
    bool killAfterCommitSeen = true;
};

} // namespace

class TestStoreCrash : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_base;    // a new store, closed
    QString m_big;     // a price list of kImportRows new prices
    QString m_fixture; // a copy of tests/fixtures/store-v1.sqlite
    Look m_fixtureLook;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    // An import (`args` after "gpuplan") into a copy of the new store at `store`.
    Operation importInto(const QString& store, const QStringList& args) const {
        Operation op{QStringLiteral("import ") + args.at(3), args, store,
                     [base = m_base, store] { copyFile(base, store); }};
        // Pages in the WAL while the store holds none of the import: they are the import's, uncommitted
        // (spilled from SQLite's page cache, or a commit cut short). Nothing else writes on opening.
        op.midway = [store] { return QFileInfo(store + QStringLiteral("-wal")).size() > 0; };
        return op;
    }

    // What the target holds after a run: all of the operation, none of it, or a problem to report.
    static QString verdict(const Operation& op, const Look& before, const Look& after, const Look& now,
                           Held& held) {
        if (!now.exists || (op.absentOrEmptyIsNone && now.tables.isEmpty() && now.version == 0)) {
            held = Held::None;
            return before.exists && !op.absentOrEmptyIsNone ? QStringLiteral("the file is gone") : QString();
        }
        if (now.integrity != QLatin1String("ok"))
            return QStringLiteral("integrity_check: ") + now.integrity;
        if (now.version == after.version && now.content == after.content) {
            held = Held::All;
            return QString();
        }
        if (before.exists && now.version == before.version && now.content == before.content) {
            held = Held::None;
            return QString();
        }
        return QStringLiteral(
                   "part of the operation: schema %1, rows %2 (before: schema %3, rows %4; after an "
                   "uninterrupted run: schema %5, rows %6)")
            .arg(now.version)
            .arg(now.describeRows())
            .arg(before.version)
            .arg(before.describeRows())
            .arg(after.version)
            .arg(after.describeRows());
    }

    // Kills `op` at a spread of moments over one uninterrupted run, then bisects towards the moment
    // its effect appears until every kind of kill it must see has been seen.
    void killAtManyMoments(const Operation& op) {
        op.prepare();
        const Look before = look(op.target);
        QElapsedTimer timer;
        timer.start();
        const Outcome whole = runFor(op.args, 600'000'000);
        const qint64 durationUs = timer.nsecsElapsed() / 1000;
        QVERIFY2(!whole.killed && whole.status == 0, qPrintable(whole.error));
        const Look after = look(op.target);
        QVERIFY2(after.integrity == QLatin1String("ok"), qPrintable(after.integrity));
        QVERIFY2(after.content != before.content, "an uninterrupted run changed nothing");

        int killedBefore = 0, killedMidway = 0, killedAfter = 0;
        qint64 lastNone = 0, lastAll = durationUs * 4 / 3;
        QStringList log;
        auto attempt = [&](qint64 delayUs, bool untilCommitted) {
            op.prepare();
            // Kill once the work is there, or once the store cannot be read after it could: the program
            // then holds it exclusively, which it does only to checkpoint the WAL as it closes the store.
            bool readBefore = false;
            const auto committed = [&] {
                const Effect e = effectOn(op.target, after);
                const bool closing = e == Effect::Unreadable && readBefore;
                readBefore = readBefore || e == Effect::NotYet;
                return e == Effect::Shown || closing;
            };
            const Outcome o = untilCommitted ? runFor(op.args, delayUs, committed) : runFor(op.args, delayUs);
            const bool midway = o.killed && op.midway && op.midway(); // before anything opens the store
            Held held = Held::None;
            const QString problem = verdict(op, before, after, look(op.target), held);
            const QString where =
                QStringLiteral("%1 killed %2 us after its start (an uninterrupted run takes %3 us)")
                    .arg(op.name)
                    .arg(delayUs)
                    .arg(durationUs);
            QVERIFY2(problem.isEmpty(), qPrintable(where + QStringLiteral(": ") + problem));
            const QString other = op.alsoCheck();
            QVERIFY2(other.isEmpty(), qPrintable(where + QStringLiteral(": ") + other));
            if (!o.killed) // it finished first: then it did all of it
                QVERIFY2(o.status == 0 && held == Held::All,
                         qPrintable(where + QStringLiteral(": ") + o.error));
            // Whatever was left, the store opens and reads.
            if (QFileInfo::exists(op.target)) {
                auto reopened = db::SqliteStore::open(op.target);
                QVERIFY2(reopened.ok(),
                         reopened.ok() ? "" : qPrintable(where + QString::fromStdString(reopened.error())));
                QCOMPARE(reopened.value()->schemaVersion(), db::kSchemaVersion);
                QVERIFY(reopened.value()->prices({}).ok());
            }
            (held == Held::All ? lastAll : lastNone) = delayUs;
            if (o.killed)
                ++(held == Held::All ? killedAfter : midway ? killedMidway : killedBefore);
            log << QStringLiteral("%1%2us:%3%4")
                       .arg(untilCommitted ? "from " : "")
                       .arg(delayUs)
                       .arg(o.killed ? "killed" : "finished")
                       .arg(held == Held::All ? "/all"
                            : midway          ? "/none-midway"
                                              : "/none");
        };
        // A spread from the start to past one run's duration (runs vary)...
        for (int i = 0; i <= 8; ++i) {
            attempt(durationUs * i / 6, false);
            if (QTest::currentTestFailed())
                return;
        }
        // ...then towards the moment the effect appears. Runs vary, so the last run that left nothing
        // may have been killed later than the last that left all: then the next kill comes later still.
        for (int step = 0; step < 6; ++step) {
            attempt(lastNone < lastAll ? (lastNone + lastAll) / 2 : lastNone + durationUs / 12, false);
            if (QTest::currentTestFailed())
                return;
        }
        const auto seenAll = [&] {
            return killedBefore && (killedAfter || !op.killAfterCommitSeen) && (killedMidway || !op.midway);
        };
        // Where timing alone missed the moment just after the commit (the program's work after it can
        // take well under a millisecond), the program is stopped and looked at until its work is there.
        for (int step = 0; step < 5 && !seenAll(); ++step) {
            attempt(std::min(lastNone, lastAll) * 3 / 4, killedAfter == 0);
            if (QTest::currentTestFailed())
                return;
        }
        qInfo("%s: %s", qPrintable(op.name), qPrintable(log.join(QLatin1Char(' '))));
        QVERIFY2(seenAll(), qPrintable(op.name +
                                       QStringLiteral(": no kill landed before, in the middle of or after "
                                                      "the work: ") +
                                       log.join(QLatin1Char(' '))));
    }

    // Files left in `dir` besides the store's own must be complete backups or say they are incomplete.
    static QString strayFiles(const QString& dir, const QStringList& known) {
        for (const QString& name : QDir(dir).entryList(QDir::Files))
            if (!known.contains(name) && !name.endsWith(QLatin1String("-wal")) &&
                !name.endsWith(QLatin1String("-shm")) && !name.contains(QLatin1String("incomplete")))
                return QStringLiteral("a file %1 was left that is neither the store nor marked incomplete")
                    .arg(name);
        return QString();
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_base = path(QStringLiteral("base.sqlite"));
        QVERIFY(db::SqliteStore::open(m_base).ok());
        QFile big(path(QStringLiteral("big.csv")));
        QVERIFY(big.open(QIODevice::WriteOnly));
        big.write("gpu,provider,region,kind,unit,gpus_per_machine,amount,currency,low,high,effective_date,"
                  "source\n");
        const QDate first(2000, 1, 1);
        for (int i = 0; i < kImportRows; ++i)
            big.write(QStringLiteral(
                          "h100-sxm,idc-cn,cn-beijing,monthly,gpu-month,8,%1,CNY,,,%2,killed import row %3\n")
                          .arg(10000 + i)
                          .arg(first.addDays(i).toString(Qt::ISODate))
                          .arg(i)
                          .toUtf8());
        m_big = big.fileName();
        m_fixture = path(QStringLiteral("fixture-v1.sqlite"));
        copyFile(QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/store-v1.sqlite"), m_fixture);
        m_fixtureLook = look(m_fixture);
        QCOMPARE(m_fixtureLook.version, 1);
    }

    void killedImport() {
        const QString store = path(QStringLiteral("import/store.sqlite"));
        emptyDirectory(path(QStringLiteral("import")));
        killAtManyMoments(importInto(
            store, {QStringLiteral("--db"), store, QStringLiteral("import"), QStringLiteral("csv"), m_big}));
    }

    // A SkyPilot file names regions the store lacks: they and the prices are one transaction, so a
    // kill leaves both or neither (never regions without their prices).
    void killedSkyPilotImport() {
        const QString dir = path(QStringLiteral("skypilot"));
        emptyDirectory(dir);
        const QString vms = dir + QStringLiteral("/vms.csv");
        QFile f(vms);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n");
        for (int i = 0; i < kImportRows / 2; ++i)
            f.write(QStringLiteral("gpu_1x_h100_sxm5,H100,1.0,26.0,225.0,%1,kill-region-%2,,%3\n")
                        .arg(2.0 + i / 1000.0)
                        .arg(i)
                        .arg(1.0 + i / 1000.0)
                        .toUtf8());
        f.close();
        const QString store = dir + QStringLiteral("/store.sqlite");
        killAtManyMoments(importInto(store, {QStringLiteral("--db"), store, QStringLiteral("import"),
                                             QStringLiteral("skypilot"), vms, QStringLiteral("--cloud"),
                                             QStringLiteral("lambda"), QStringLiteral("--date"),
                                             QStringLiteral("2026-11-30")}));
    }

    void killedPriceEdit() {
        const QString store = path(QStringLiteral("edit/store.sqlite"));
        emptyDirectory(path(QStringLiteral("edit")));
        killAtManyMoments({QStringLiteral("price set"),
                           {QStringLiteral("--db"), store, QStringLiteral("price"), QStringLiteral("set"),
                            QStringLiteral("--id"), QStringLiteral("1"), QStringLiteral("--amount"),
                            QStringLiteral("1234.56"), QStringLiteral("--low"), QStringLiteral("1234.56"),
                            QStringLiteral("--high"), QStringLiteral("1234.56"),
                            // a source of its own: an edit without one is sourced "edited <today> by ...",
                            // and the rows must not depend on the day the test runs
                            QStringLiteral("--source"), QStringLiteral("killed edit")},
                           store,
                           [base = m_base, store] { copyFile(base, store); }});
    }

    void killedCreation() {
        const QString dir = path(QStringLiteral("new"));
        const QString store = dir + QStringLiteral("/store.sqlite");
        Operation op{QStringLiteral("creating a store"),
                     {QStringLiteral("--db"), store, QStringLiteral("regions")},
                     store,
                     [=] { emptyDirectory(dir); }};
        op.absentOrEmptyIsNone = true;
        op.alsoCheck = [=] { return strayFiles(dir, {QStringLiteral("store.sqlite")}); };
        killAtManyMoments(op);
    }

    void killedMigration() {
        const QString dir = path(QStringLiteral("migrate"));
        const QString store = dir + QStringLiteral("/store.sqlite");
        Operation op{QStringLiteral("migrating schema 1"),
                     {QStringLiteral("--db"), store, QStringLiteral("regions")},
                     store,
                     [fixture = m_fixture, dir, store] {
                         emptyDirectory(dir);
                         copyFile(fixture, store);
                     }};
        // The backup made before migrating is either absent or a complete copy of the schema-1 store.
        op.alsoCheck = [=, this] {
            QStringList known{QStringLiteral("store.sqlite")};
            for (const QString& name : QDir(dir).entryList({QStringLiteral("*.bak")}, QDir::Files)) {
                const Look bak = look(dir + QLatin1Char('/') + name);
                if (bak.integrity != QLatin1String("ok") || bak.version != 1 ||
                    bak.content != m_fixtureLook.content)
                    return QStringLiteral("the backup %1 is not a complete copy of the old store (%2, schema "
                                          "%3, rows %4)")
                        .arg(name, bak.integrity)
                        .arg(bak.version)
                        .arg(bak.describeRows());
                known << name;
            }
            return strayFiles(dir, known);
        };
        killAtManyMoments(op);
    }

    void killedBackup() {
        const QString dir = path(QStringLiteral("backup"));
        const QString store = dir + QStringLiteral("/store.sqlite");
        const QString copy = dir + QStringLiteral("/copy.sqlite");
        emptyDirectory(dir);
        // A store of a few MB, so that writing the copy takes a while.
        copyFile(m_base, store);
        QCOMPARE(
            runFor({QStringLiteral("--db"), store, QStringLiteral("import"), QStringLiteral("csv"), m_big},
                   600'000'000)
                .status,
            0);
        const Look source = look(store);
        Operation op{QStringLiteral("backup"),
                     {QStringLiteral("--db"), store, QStringLiteral("backup"), copy},
                     copy,
                     [=] {
                         for (const QString& name : QDir(dir).entryList(QDir::Files))
                             if (!name.startsWith(QLatin1String("store.sqlite")))
                                 QFile::remove(dir + QLatin1Char('/') + name);
                     }};
        op.killAfterCommitSeen = false;
        op.midway = [dir] {
            for (const QFileInfo& f : QDir(dir).entryInfoList({QStringLiteral("*incomplete*")}, QDir::Files))
                if (f.size() > 0)
                    return true; // part of a copy
            return false;
        };
        op.alsoCheck = [=] {
            const Look now = look(store);
            if (now.integrity != QLatin1String("ok") || now.content != source.content)
                return QStringLiteral("the store itself changed: %1, rows %2")
                    .arg(now.integrity, now.describeRows());
            return strayFiles(dir, {QStringLiteral("store.sqlite"), QStringLiteral("copy.sqlite")});
        };
        killAtManyMoments(op);
    }
};

QTEST_GUILESS_MAIN(TestStoreCrash)
#include "test_store_crash.moc"
