// The real gpuplan program killed (SIGKILL) at every named step of its work (database/stop_points.h)
// while it imports a large price list, imports a SkyPilot catalog, edits a price, creates a store,
// migrates a schema-1 store and writes a backup: before the first write, after the first rows, just
// before the commit, in the middle of the commit's writes to the WAL, just after it and while the
// checkpoint copies it into the file; for a backup, before, during and after the copy and its rename.
// The program stops itself at the step it is given and is killed there, so every run of this test kills
// at the same points of the program whatever the machine's load (issue 29: kills timed by the clock
// missed the middle of the work under AddressSanitizer on a loaded machine).
// After every kill the file passes PRAGMA integrity_check read by a plain SQLite connection, holds
// exactly what it held before (kills before the commit has written its last frame) or exactly what an
// uninterrupted run leaves (after), every row of every table compared, the times of changes aside, and
// opens again through SqliteStore; a backup is absent, marked incomplete, or complete. A step the
// program never reaches fails the test.
#include "database/kill_runner.h"
#include "database/store_look.h"
#include "store.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace gpuplan;
using storetest::Look;
using storetest::look;
using storetest::Outcome;
using storetest::runToStep;

namespace {

constexpr int kImportRows = 6000; // the transaction outgrows SQLite's cache, so pages spill to the WAL

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

qint64 walSize(const QString& store) {
    return QFileInfo(store + QStringLiteral("-wal")).size();
}

enum class Held { None, All };

// A step to kill the program at, and what the target must hold afterwards.
struct Kill {
    QString step;
    Held held;
};

// The steps of one transaction on a store, in order: nothing is committed until COMMIT has written its
// last frame (the first of its writes to the WAL leaves a commit unfinished), everything is after.
const QList<Kill> kTransactionKills = {
    {QStringLiteral("begun"), Held::None},         {QStringLiteral("first-rows"), Held::None},
    {QStringLiteral("before-commit"), Held::None}, {QStringLiteral("commit-writing"), Held::None},
    {QStringLiteral("after-commit"), Held::All},   {QStringLiteral("checkpoint-writing"), Held::All}};

// One operation to interrupt: `prepare` puts its files back as they were before it; `target` is the
// file it writes (for a backup the copy, for the rest the store).
struct Operation {
    QString name;
    QStringList args;
    QString target;
    std::function<void()> prepare;
    QList<Kill> kills = kTransactionKills;
    bool absentOrEmptyIsNone = false; // a new store: no file, or a file with no table yet
    std::function<QString()> alsoCheck = [] { return QString(); }; // other files: backups, the source
    // What the files left by a kill at `step` must show of the work under way, looked at before anything
    // opens them again (an empty string: they show it), besides what every commit cut short shows.
    std::function<QString(const QString& step)> underWay = nullptr;
};

// A commit stopped while writing has written part of its frames to the WAL.
QString commitUnderWay(const QString& store, const QString& step) {
    if (step == QLatin1String("commit-writing") && walSize(store) == 0)
        return QStringLiteral("the commit was stopped while writing, yet the WAL is empty");
    return QString();
}

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
        // Before its commit, the import's pages have spilled from SQLite's cache into the WAL,
        // uncommitted, while the store holds none of them: a kill there is in the middle of writing.
        op.underWay = [store](const QString& step) {
            if (step == QLatin1String("before-commit") && walSize(store) == 0)
                return QStringLiteral("no page of the import was in the WAL before its commit");
            return QString();
        };
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

    // Runs `op` once to its end, then once for each of its steps, killed there, and checks what it left.
    void killAtEveryStep(const Operation& op) {
        op.prepare();
        const Look before = look(op.target);
        const Outcome whole = runToStep(op.args);
        QVERIFY2(whole.status == 0, qPrintable(whole.error));
        const Look after = look(op.target);
        QVERIFY2(after.integrity == QLatin1String("ok"), qPrintable(after.integrity));
        QVERIFY2(after.content != before.content, "an uninterrupted run changed nothing");

        QStringList log;
        for (const Kill& kill : op.kills) {
            op.prepare();
            const Outcome o = runToStep(op.args, kill.step);
            const QString where = op.name + QStringLiteral(" killed at ") + kill.step;
            QVERIFY2(o.killed,
                     qPrintable(where +
                                QStringLiteral(": the program never reached it (exit %1): ").arg(o.status) +
                                o.error));
            QVERIFY2(o.error.contains(QStringLiteral("stopped at ") + kill.step),
                     qPrintable(where + QStringLiteral(": it stopped elsewhere: ") + o.error));
            // Before anything opens the files again (which would recover or checkpoint the WAL).
            QString midway = commitUnderWay(op.target, kill.step);
            if (midway.isEmpty() && op.underWay)
                midway = op.underWay(kill.step);
            QVERIFY2(midway.isEmpty(), qPrintable(where + QStringLiteral(": ") + midway));
            Held held = Held::None;
            const QString problem = verdict(op, before, after, look(op.target), held);
            QVERIFY2(problem.isEmpty(), qPrintable(where + QStringLiteral(": ") + problem));
            QVERIFY2(
                held == kill.held,
                qPrintable(where + (held == Held::All ? QStringLiteral(": the store holds all of it")
                                                      : QStringLiteral(": the store holds none of it"))));
            const QString other = op.alsoCheck();
            QVERIFY2(other.isEmpty(), qPrintable(where + QStringLiteral(": ") + other));
            // Whatever was left, the store opens and reads.
            if (QFileInfo::exists(op.target)) {
                auto reopened = db::SqliteStore::open(op.target);
                QVERIFY2(reopened.ok(),
                         reopened.ok() ? "" : qPrintable(where + QString::fromStdString(reopened.error())));
                QCOMPARE(reopened.value()->schemaVersion(), db::kSchemaVersion);
                QVERIFY(reopened.value()->prices({}).ok());
            }
            log << kill.step + (held == Held::All ? QStringLiteral(":all") : QStringLiteral(":none"));
        }
        qInfo("%s: %s", qPrintable(op.name), qPrintable(log.join(QLatin1Char(' '))));
    }

    // The steps of a backup; `renamed` is what its target holds once the copy has its name.
    static QList<Kill> backupKills(Held renamed) {
        return {{QStringLiteral("backup-begun"), Held::None},
                {QStringLiteral("backup-writing"), Held::None},
                {QStringLiteral("backup-written"), Held::None},
                {QStringLiteral("backup-renamed"), renamed}};
    }

    // A backup stopped while writing has left part of a copy in `dir`, under a name that says so.
    static std::function<QString(const QString&)> backupUnderWay(const QString& dir) {
        return [dir](const QString& step) {
            if (step != QLatin1String("backup-writing"))
                return QString();
            for (const QFileInfo& f : QDir(dir).entryInfoList({QStringLiteral("*incomplete*")}, QDir::Files))
                if (f.size() > 0)
                    return QString();
            return QStringLiteral("the backup was stopped while writing, yet no part of a copy is there");
        };
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
        killAtEveryStep(importInto(
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
        killAtEveryStep(importInto(store, {QStringLiteral("--db"), store, QStringLiteral("import"),
                                           QStringLiteral("skypilot"), vms, QStringLiteral("--cloud"),
                                           QStringLiteral("lambda"), QStringLiteral("--date"),
                                           QStringLiteral("2026-11-30")}));
    }

    void killedPriceEdit() {
        const QString store = path(QStringLiteral("edit/store.sqlite"));
        emptyDirectory(path(QStringLiteral("edit")));
        killAtEveryStep({QStringLiteral("price set"),
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
        killAtEveryStep(op);
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
        // The backup first, then the migration's transaction.
        op.kills = backupKills(Held::None) + kTransactionKills;
        op.underWay = backupUnderWay(dir);
        killAtEveryStep(op);
    }

    void killedBackup() {
        const QString dir = path(QStringLiteral("backup"));
        const QString store = dir + QStringLiteral("/store.sqlite");
        const QString copy = dir + QStringLiteral("/copy.sqlite");
        emptyDirectory(dir);
        // A store of a few MB, so that the copy takes many writes.
        copyFile(m_base, store);
        const Outcome imported = runToStep(
            {QStringLiteral("--db"), store, QStringLiteral("import"), QStringLiteral("csv"), m_big});
        QVERIFY2(imported.status == 0, qPrintable(imported.error));
        const Look source = look(store);
        Operation op{QStringLiteral("backup"),
                     {QStringLiteral("--db"), store, QStringLiteral("backup"), copy},
                     copy,
                     [=] {
                         for (const QString& name : QDir(dir).entryList(QDir::Files))
                             if (!name.startsWith(QLatin1String("store.sqlite")))
                                 QFile::remove(dir + QLatin1Char('/') + name);
                     }};
        op.kills = backupKills(Held::All);
        op.underWay = backupUnderWay(dir);
        op.alsoCheck = [=] {
            const Look now = look(store);
            if (now.integrity != QLatin1String("ok") || now.content != source.content)
                return QStringLiteral("the store itself changed: %1, rows %2")
                    .arg(now.integrity, now.describeRows());
            return strayFiles(dir, {QStringLiteral("store.sqlite"), QStringLiteral("copy.sqlite")});
        };
        killAtEveryStep(op);
    }
};

QTEST_GUILESS_MAIN(TestStoreCrash)
#include "test_store_crash.moc"
