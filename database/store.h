#pragma once
// The SQLite store: one connection owner (WAL, foreign keys, a busy timeout), numbered migrations
// embedded as resources and applied one transaction each, a backup copy before any migration, and
// a clear refusal of files it cannot trust (newer schema, not a database, damaged). The core
// interfaces are implemented by SqlStore (sql_store.h), shared with the PostgreSQL team store.

#include "sql_store.h"

#include <QString>

#include <memory>

namespace gpuplan::db {

inline constexpr int kSchemaVersion = 14;

class SqliteStore : public SqlStore {
public:
    ~SqliteStore() override;

    /// Opens (creating, migrating and seeding as needed) the store at `path`. Nothing is changed
    /// when it fails; a new file that could not be set up is removed.
    static core::Result<std::unique_ptr<SqliteStore>> open(const QString& path);

    /// The default location: the user's data directory (QStandardPaths::AppDataLocation).
    static QString defaultPath();

    const QString& path() const { return m_path; }
    QString location() const override { return m_path; }
    int schemaVersion() const override;
    /// A consistent copy of the whole store (VACUUM INTO), refused if `target` exists. It appears
    /// under `target` only when complete (written as `target`.incomplete-XXXXXX, then renamed).
    core::Status backupTo(const QString& target);
    /// The backup written before the last migration, if one was needed.
    const QString& migrationBackup() const { return m_migrationBackup; }

protected:
    core::Result<std::unique_ptr<QObject>>
    watchChanges(std::function<void(const core::StoreChange&)> changed) override;

private:
    SqliteStore(QString path, QString connection);
    core::Status prepare(bool existed);
    core::Status migrate(int from);
    /// Sets written_by to this program's version when another version (or none) last opened the store.
    void recordProgramVersion();

    QString m_path;
    QString m_migrationBackup;
};

/// Flushes a file (or a directory's entries) to the disk, so a file finished and renamed (a backup, a
/// copy) survives a power cut.
bool syncFile(const QString& path);

} // namespace gpuplan::db
