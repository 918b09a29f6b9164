// Where `store copy` reads and writes: the source opened as every command opens a store (a newer schema
// refused, an older one migrated), the target an existing store, a new file or a PostgreSQL database. The
// table copy itself is in store_copy_tables.cpp.
#include "store_copy.h"

#include "pg/pg_store.h"
#include "price_rows.h"
#include "store.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryFile>
#include <QVariant>

namespace gpuplan::db {

using core::fail;

namespace {

core::Result<std::unique_ptr<SqlStore>> openSource(const QString& where) {
    if (looksLikePgUrl(where)) {
        auto url = parsePgUrl(where);
        if (!url)
            return fail(url.error());
        auto team = PgStore::open(url.value());
        if (!team)
            return fail(team.error());
        return std::unique_ptr<SqlStore>(std::move(team).value());
    }
    // Opening a missing file would create a store, and copy the bundled data as if it were the user's.
    if (!QFileInfo::exists(where))
        return fail(where.toStdString() + " does not exist: there is no store there to copy");
    auto file = SqliteStore::open(where);
    if (!file)
        return fail(file.error());
    return std::unique_ptr<SqlStore>(std::move(file).value());
}

// The schema version of an existing file, read without writing to it (opening it as a store would migrate
// an older one, and the target must stay as it was when the copy is refused); -1 when it cannot be read.
int fileSchema(const QString& path) {
    const QString name = nextConnectionName();
    int version = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
                version = q.value(0).toInt();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return version;
}

void removeStoreFile(const QString& path) {
    for (const char* suffix : {"", "-wal", "-shm"})
        QFile::remove(path + QString::fromLatin1(suffix));
}

// A new file: the copy is written under a name saying it is incomplete, as a whole store on its own (its
// log folded in), and renamed to `target` only when done, so a failure or a kill never leaves a partial
// store under the name asked for.
core::Result<CopyReport> copyToNewFile(SqlStore& source, const QString& target) {
    const std::string file = target.toStdString();
    const std::string nothing = "; no file was written";
    QString partial;
    {
        QTemporaryFile placeholder(target + QStringLiteral(".incomplete-XXXXXX"));
        placeholder.setAutoRemove(false);
        if (!placeholder.open())
            return fail("cannot write " + file + ": " + placeholder.errorString().toStdString());
        partial = placeholder.fileName(); // an empty file becomes a new store
    }
    core::Result<CopyReport> copied = fail("");
    {
        auto store = SqliteStore::open(partial);
        if (!store) {
            removeStoreFile(partial);
            return fail("cannot create " + file + ": " + store.error() + nothing);
        }
        // A new store holds the bundled data, which the copy replaces.
        copied = copyTables(source, *store.value(), true, target, nothing);
        if (copied) {
            copied.value().replaced.clear(); // the new file's seed data, not anything of the user's
            QSqlQuery q(QSqlDatabase::database(store.value()->connection()));
            if (!q.exec(QStringLiteral("PRAGMA journal_mode = DELETE")))
                copied = fail("cannot finish " + file + ": " + sqlError(q) + nothing);
        }
    }
    if (!copied) {
        removeStoreFile(partial);
        return copied;
    }
    if (QFileInfo::exists(partial + QStringLiteral("-wal")) || !syncFile(partial) ||
        !QFile::rename(partial, target)) {
        removeStoreFile(partial);
        if (QFileInfo::exists(target))
            return fail(file + " appeared while the copy was written: choose a new name" + nothing);
        return fail("cannot save the copy as " + file + nothing);
    }
    syncFile(QFileInfo(target).absolutePath());
    return copied;
}

core::Result<CopyReport> copyToFile(SqlStore& source, const QString& target, bool replace) {
    const QFileInfo info(target);
    if (!info.exists())
        return copyToNewFile(source, target);
    const std::string file = target.toStdString();
    if (!info.isFile())
        return fail(file + " is not a file: give a file or a postgresql:// URL to copy to");
    // Read before the store is opened: opening migrates an older store, and would set up an empty file.
    const int version = fileSchema(target);
    if (version < kSchemaVersion) {
        if (version > 0)
            return fail(file + " is a store of an older GpuPlan (schema " + std::to_string(version) +
                        "): open it once with this GpuPlan (which updates it and keeps a backup), or copy to "
                        "a new file; it was not changed");
        return fail(file +
                    " exists and is not a GpuPlan store: give the name of a new file; it was not changed");
    }
    auto store = SqliteStore::open(target); // a newer schema is refused here
    if (!store)
        return fail(store.error());
    return copyTables(source, *store.value(), replace);
}

core::Result<CopyReport> copyToTeamStore(SqlStore& source, const QString& target, bool replace) {
    auto url = parsePgUrl(target);
    if (!url)
        return fail(url.error());
    CopyReport report;
    // In the transaction that opens the team store, so an empty database given its schema for the copy
    // is empty again when the copy fails.
    auto opened = PgStore::open(url.value(), PgStore::Mode::Create, [&](PgStore& team) -> core::Status {
        auto copied = copyTables(source, team, replace || team.created());
        if (!copied)
            return fail(copied.error());
        report = std::move(copied).value();
        if (team.created())
            report.replaced.clear(); // the schema and seed data made for the copy
        return core::ok();
    });
    if (!opened)
        return fail(opened.error());
    return report;
}

} // namespace

core::Result<CopyReport> copyStore(const QString& source, const QString& target, bool replace) {
    if (source == target)
        return fail("cannot copy " + source.toStdString() + " onto itself: give another file or database");
    auto from = openSource(source);
    if (!from)
        return fail("cannot copy: " + from.error());
    if (looksLikePgUrl(target))
        return copyToTeamStore(*from.value(), target, replace);
    return copyToFile(*from.value(), target, replace);
}

} // namespace gpuplan::db
