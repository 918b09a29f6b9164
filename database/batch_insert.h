#pragma once
// Rows written in bulk, for `store copy` (store_copy_tables.cpp) and price imports (sql_price_import.cpp),
// inside the caller's transaction: on SQLite one prepared INSERT stepped per row, on PostgreSQL a COPY
// streamed to the server, both through the database's own client library on QtSql's connection
// (bulk/row_writer.h says why). Nothing is kept once the caller rolls back.

#include "core/result.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <memory>

namespace gpuplan::db {

class RowWriter;

class BatchInsert {
public:
    BatchInsert(QSqlDatabase db, QString table, QStringList columns);
    ~BatchInsert();
    BatchInsert(const BatchInsert&) = delete;
    BatchInsert& operator=(const BatchInsert&) = delete;

    /// Adds the current row of `row` (its first columns, in this insert's order).
    core::Status add(const QSqlQuery& row);
    /// Adds one row given as its values, in this insert's column order.
    core::Status add(const QVariantList& values);
    /// Writes what is still pending; on PostgreSQL this ends the COPY, so the connection can run other
    /// statements (and the next add starts another).
    core::Status flush();
    qint64 rows() const { return m_rows; }

private:
    std::unique_ptr<RowWriter> m_writer;
    qsizetype m_columns;
    qint64 m_rows = 0;
};

} // namespace gpuplan::db
