#pragma once
// Rows written in bulk through prepared statements, for `store copy` (store_copy_tables.cpp) and price
// imports (sql_price_import.cpp). SQLite gets multi-row INSERT ... VALUES of up to 250 rows with the values
// written in as literals (binding each through QtSql cost more than SQLite's own work). PostgreSQL gets a few
// thousand rows per statement as one bound JSON text (INSERT ... SELECT FROM json_populate_recordset):
// QtSql's PostgreSQL driver sends bound values as literals in an EXECUTE statement, so with a value per
// column the server parsed 1.8 million literals per 100,000 prices and the copy took twice as long.

#include "core/result.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace gpuplan::db {

class BatchInsert {
public:
    BatchInsert(QSqlDatabase db, QString table, QStringList columns);
    BatchInsert(const BatchInsert&) = delete;
    BatchInsert& operator=(const BatchInsert&) = delete;

    /// Adds the current row of `row` (its first columns, in this insert's order); writes a full batch.
    core::Status add(const QSqlQuery& row);
    /// Adds one row given as its values, in this insert's column order.
    core::Status add(const QVariantList& values);
    /// Writes what is still pending.
    core::Status flush();
    qint64 rows() const { return m_rows; }

private:
    void append(const QVariant& value, qsizetype column);
    void appendSqliteLiteral(const QVariant& value);
    core::Status endRow();
    QString statement(qsizetype rows) const;

    QSqlDatabase m_db;
    QString m_table;
    QStringList m_columns;
    bool m_postgres;
    qsizetype m_perStatement = 1;
    qsizetype m_pendingRows = 0;
    QString m_sql;         // SQLite: the pending rows as VALUES text
    QVariantList m_values; // SQLite: the values bound into it (those not written as literals)
    QString m_json;        // PostgreSQL: the pending rows as a JSON array of objects
    qint64 m_rows = 0;
    QSqlQuery m_full, m_rest; // PostgreSQL's prepared statement; SQLite's query
    bool m_fullPrepared = false;
};

} // namespace gpuplan::db
