#include "store.h"

#include "bundled_paths.h"
#include "change_watch.h"
#include "gpuplan_version.h"
#include "price_rows.h"
#include "sql_support.h"
#include "stop_points.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryFile>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <pwd.h>
#include <unistd.h>
#endif

namespace gpuplan::db {

using core::fail;

namespace {

QString migrationResource(int version) {
    return QStringLiteral(":/migrations/%1.sql").arg(version, 4, 10, QLatin1Char('0'));
}

} // namespace

// Qt has no call for this; elsewhere (a Windows port) the rename alone keeps the backup whole.
bool syncFile(const QString& path) {
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool synced = ::fsync(fd) == 0;
    ::close(fd);
    return synced;
#else
    Q_UNUSED(path);
    return true;
#endif
}

namespace {

// Refuses a database that is not a GpuPlan store (another program's tables, or some of ours missing)
// before anything is written to it: migrating it would change it, and so would switching it to WAL.
core::Status checkTables(QSqlDatabase& db, int version, const std::string& file) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                               "'sqlite_%' ORDER BY name")))
        return fail(file + " cannot be read (" + sqlError(q) + "); it was not changed");
    QStringList tables;
    while (q.next())
        tables << q.value(0).toString();
    // Every schema so far has the tables of schema 1; a migration that adds one extends this list.
    static const QStringList ours = {
        QStringLiteral("efficiency"),    QStringLiteral("exchange_rates"), QStringLiteral("global_params"),
        QStringLiteral("gpus"),          QStringLiteral("models"),         QStringLiteral("networks"),
        QStringLiteral("price_history"), QStringLiteral("prices"),         QStringLiteral("providers"),
        QStringLiteral("regions"),       QStringLiteral("scenarios")};
    QStringList missing, known;
    for (const QString& t : ours)
        (tables.contains(t) ? known : missing) << t;
    // An empty database (user_version 0, no tables) becomes a store; anything else must be one.
    if (version == 0 && tables.isEmpty())
        return core::ok();
    if (known.isEmpty() || version == 0) {
        QStringList shown = tables.mid(0, 8);
        if (tables.size() > shown.size())
            shown << QStringLiteral("and %1 more").arg(tables.size() - shown.size());
        return fail(file + " is a SQLite database of another program (tables: " +
                    shown.join(QStringLiteral(", ")).toStdString() + "); GpuPlan will not change it");
    }
    if (!missing.isEmpty())
        return fail(
            file + " is a damaged GpuPlan database: " + (missing.size() == 1 ? "the table " : "the tables ") +
            missing.join(QStringLiteral(", ")).toStdString() + (missing.size() == 1 ? " is" : " are") +
            " missing; it was not changed");
    return core::ok();
}

QString programVersion() {
    return QString::fromLatin1(gpuplan::kVersion);
}

} // namespace

QString SqliteStore::defaultPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("gpuplan.sqlite"));
}

SqliteStore::SqliteStore(QString path, QString connection)
    : SqlStore(std::move(connection)), m_path(std::move(path)) {
    for (const char* name : {"USER", "LOGNAME", "USERNAME"}) {
        const QString user = qEnvironmentVariable(name);
        if (!user.isEmpty()) {
            m_author = user.toStdString();
            break;
        }
    }
    // Without those (a service, a container), the account the process runs as. getpwuid_r, not
    // getpwuid: stores are opened on several threads at once (ThreadSanitizer found getpwuid's shared
    // buffer written by two).
#ifdef Q_OS_UNIX
    if (m_author.empty()) {
        passwd account{};
        passwd* found = nullptr;
        char buffer[4096];
        if (getpwuid_r(getuid(), &account, buffer, sizeof buffer, &found) == 0 && found)
            m_author = found->pw_name;
    }
#endif
}

SqliteStore::~SqliteStore() = default;

core::Result<std::unique_ptr<QObject>>
SqliteStore::watchChanges(std::function<void(const core::StoreChange&)> changed) {
    return pollSqliteDataVersion(m_connection, std::move(changed));
}

int SqliteStore::schemaVersion() const {
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

core::Result<std::unique_ptr<SqliteStore>> SqliteStore::open(const QString& path) {
    const QFileInfo info(path);
    const bool existed = info.exists();
    if (existed && !info.isFile())
        return fail(path.toStdString() + " is not a file");
    if (existed && !info.isReadable())
        return fail(path.toStdString() + " cannot be read (check its permissions)");
    if (!existed) {
        const QDir dir = info.absoluteDir();
        if (!dir.exists() && !QDir().mkpath(dir.absolutePath()))
            return fail("cannot create the directory " + dir.absolutePath().toStdString());
    }
    std::unique_ptr<SqliteStore> store(new SqliteStore(path, nextConnectionName()));
    const core::Status setUp = store->prepare(existed);
    if (!setUp) {
        // Every query and handle of the connection is gone here, so it can be removed cleanly.
        store.reset();
        if (!existed) {
            QFile::remove(path);
            QFile::remove(path + QStringLiteral("-wal"));
            QFile::remove(path + QStringLiteral("-shm"));
        }
        return fail(setUp.error());
    }
    return store;
}

core::Status SqliteStore::prepare(bool existed) {
    const std::string file = m_path.toStdString();
    int version = 0;
    stops::install(); // before the connection opens its files
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        db.setDatabaseName(m_path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open())
            return fail("cannot open " + file + ": " + db.lastError().text().toStdString());
        QSqlQuery q(db);
        // A damaged or foreign file fails here, before anything is written to it.
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
            return fail(file + " is not a GpuPlan database or is damaged (" +
                        q.lastError().text().toStdString() + "); it was not changed");
        version = q.value(0).toInt();
        q.finish();
        if (version > kSchemaVersion)
            return fail(file + " was written by a newer GpuPlan (schema " + std::to_string(version) +
                        "; this program knows up to " + std::to_string(kSchemaVersion) +
                        "): update GpuPlan; the file was not changed");
        if (existed) {
            if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next())
                return fail(file + " is damaged (" + q.lastError().text().toStdString() +
                            "); it was not changed");
            const QString verdict = q.value(0).toString();
            q.finish();
            if (verdict != QLatin1String("ok"))
                return fail(file + " is damaged (" + verdict.toStdString() + "); it was not changed");
            if (auto ours = checkTables(db, version, file); !ours)
                return ours;
        }
        // WAL cannot be set on a read-only file; reading still works, and writes say why they fail.
        // WAL with synchronous=NORMAL never corrupts the file; a power cut may lose the last commits.
        for (const char* pragma :
             {"PRAGMA foreign_keys = ON", "PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL"}) {
            q.exec(QString::fromLatin1(pragma));
            q.finish();
        }
    }
    if (version == kSchemaVersion) {
        recordProgramVersion();
        return core::ok();
    }
    if (existed && version > 0) {
        // Named by the time; a second migration in the same second (after one was interrupted) gets
        // its own name rather than being refused.
        const QString stem =
            m_path + QStringLiteral(".v%1-%2").arg(version).arg(
                         QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddHHmmss")));
        m_migrationBackup = stem + QStringLiteral(".bak");
        for (int n = 2; QFileInfo::exists(m_migrationBackup); ++n)
            m_migrationBackup = stem + QStringLiteral("-%1.bak").arg(n);
        if (auto copied = backupTo(m_migrationBackup); !copied)
            return fail(copied.error() + " before migrating; the file was not changed");
    }
    // Migrating and seeding are one transaction: a process killed or failing half-way leaves the
    // file as it was (a new store empty, an old one at its old schema), never a schema without its data.
    const std::string unchanged = existed ? "; the file was not changed" : "; no store was created";
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot start setting up " + file + ": " + tx.error() + unchanged);
    // Another process may have set the store up meanwhile.
    {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
            return fail("cannot read the schema version of " + file + ": " + sqlError(q));
        if (q.value(0).toInt() == kSchemaVersion)
            return tx.commit();
    }
    auto migrated = migrate(version);
    if (!migrated)
        return fail(migrated.error() + unchanged);
    if (version == 0) {
        auto seeded = seed(false);
        if (!seeded)
            return fail("cannot seed the new store: " + seeded.error() + unchanged);
    } else if (auto added = seed(true); !added) {
        return fail("the store could not be migrated to schema " + std::to_string(kSchemaVersion) +
                    " because the new bundled data could not be added: " + added.error() +
                    "; the file was not changed (a copy is at " + m_migrationBackup.toStdString() + ")");
    }
    if (auto refreshed = refreshCalibration(); !refreshed)
        return fail(refreshed.error() + unchanged);
    // In the same transaction as the schema, so a store is never left without the program that made it.
    for (const auto& [name, wanted] : {std::pair{QStringLiteral("created_by"), version == 0},
                                       std::pair{QStringLiteral("written_by"), true}})
        if (wanted)
            if (auto recorded = writeMetadata(name, programVersion()); !recorded)
                return fail(recorded.error() + unchanged);
    if (auto committed = tx.commit(); !committed)
        return fail("cannot save the " + std::string(version == 0 ? "new store " : "migrated store ") + file +
                    ": " + committed.error() + unchanged);
    return core::ok();
}

void SqliteStore::recordProgramVersion() {
    if (metadata(QStringLiteral("written_by")) == programVersion() && holdsBundledCalibration())
        return; // the usual case: nothing to write, so opening a store to read it writes nothing
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    // Not an error when it cannot be written (a read-only file): the record is for people, and the store's
    // data does not depend on it; a real write later says why it fails.
    // Another program brings its calibration along (calibration_refresh.cpp), with its version in one commit.
    if (tx.begun() && refreshCalibration() && writeMetadata(QStringLiteral("written_by"), programVersion()))
        static_cast<void>(tx.commit());
}

core::Status SqliteStore::migrate(int from) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    for (int version = from + 1; version <= kSchemaVersion; ++version) {
        if (auto applied = applyMigration(db, migrationResource(version), version,
                                          QStringLiteral("PRAGMA user_version = %1").arg(version));
            !applied)
            return applied;
        stops::reached("first-rows");
    }
    return core::ok();
}

core::Status SqliteStore::backupTo(const QString& target) {
    if (QFileInfo::exists(target))
        return fail(target.toStdString() + " exists already: choose a new name");
    // VACUUM INTO writes the copy page by page, so a process killed meanwhile would leave part of a
    // store under the backup's name. The copy is written under a name that says it is incomplete and
    // renamed once whole; the rename never replaces a file that appeared meanwhile.
    QString partial;
    {
        QTemporaryFile placeholder(target + QStringLiteral(".incomplete-XXXXXX"));
        placeholder.setAutoRemove(false);
        if (!placeholder.open())
            return fail("cannot write the backup " + target.toStdString() + ": " +
                        placeholder.errorString().toStdString());
        partial = placeholder.fileName(); // VACUUM INTO accepts an empty file
    }
    stops::reached("backup-begun");
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(partial);
    stops::writingBackup(true);
    const bool written = q.exec();
    stops::writingBackup(false);
    const std::string why = written ? std::string() : sqlError(q);
    q.finish();
    const bool whole = written && syncFile(partial);
    if (whole)
        stops::reached("backup-written");
    if (!whole || !QFile::rename(partial, target)) {
        QFile::remove(partial);
        if (written && QFileInfo::exists(target))
            return fail(target.toStdString() + " appeared while the backup was written: choose a new name");
        return fail("cannot write the backup " + target.toStdString() + ": " +
                    (written ? std::string("the copy could not be saved under that name") : why));
    }
    stops::reached("backup-renamed");
    syncFile(QFileInfo(target).absolutePath()); // the rename itself, on disk
    return core::ok();
}

} // namespace gpuplan::db
