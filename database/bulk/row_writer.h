#pragma once
// How BatchInsert (batch_insert.h) puts rows into a table, one implementation per database, each through
// the database's own client library on the connection QtSql opened (QSqlDriver::handle()): QtSql's
// statements cost more than the databases' work on the rows (a string, a hash lookup and, on PostgreSQL, a
// literal re-parsed by the server for every value), and an import of 150,000 prices is mostly such rows.

#include "core/result.h"

#include <QSqlDatabase>
#include <QStringList>
#include <QVariant>

#include <memory>
#include <string>

namespace gpuplan::db {

class RowWriter {
public:
    virtual ~RowWriter() = default;
    /// Takes the next column's value of the row being written.
    virtual void value(const QVariant& v) = 0;
    /// Ends the row; a writer may hold it back until `finish`.
    virtual core::Status endRow() = 0;
    /// Writes every row held back. A refusal names what the database said and, where it knows, the row.
    virtual core::Status finish() = 0;
};

/// SQLite: one prepared INSERT, its values bound straight into SQLite and the statement stepped per row.
std::unique_ptr<RowWriter> sqliteRowWriter(const QSqlDatabase& db, const QString& table,
                                           const QStringList& columns);

/// PostgreSQL: COPY ... FROM STDIN in text format, the rows streamed to the server while the next are
/// formatted, inside the connection's open transaction. A writer destroyed before `finish` ends the COPY
/// as failed, which leaves that transaction aborted for its owner to roll back.
std::unique_ptr<RowWriter> pgCopyWriter(const QSqlDatabase& db, const QString& table,
                                        const QStringList& columns);

/// Whether `v` is written as NULL: as QtSql binds it, a null QString or QByteArray too (Qt 6's QVariant
/// does not call those null itself).
inline bool isSqlNull(const QVariant& v) {
    if (v.isNull())
        return true;
    if (v.typeId() == QMetaType::QString)
        return static_cast<const QString*>(v.constData())->isNull();
    if (v.typeId() == QMetaType::QByteArray)
        return static_cast<const QByteArray*>(v.constData())->isNull();
    return false;
}

/// The columns as the column list of an INSERT or COPY: "gpu", "provider", ...
QString quotedColumns(const QStringList& columns);

} // namespace gpuplan::db
