#include "batch_insert.h"

#include "bulk/row_writer.h"
#include "sql_support.h"

namespace gpuplan::db {

BatchInsert::BatchInsert(QSqlDatabase db, QString table, QStringList columns)
    : m_writer(isPostgres(db.driver()) ? pgCopyWriter(db, table, columns)
                                       : sqliteRowWriter(db, table, columns)),
      m_columns(columns.size()) {}

BatchInsert::~BatchInsert() = default;

core::Status BatchInsert::add(const QSqlQuery& row) {
    for (qsizetype i = 0; i < m_columns; ++i)
        m_writer->value(row.value(int(i)));
    ++m_rows;
    return m_writer->endRow();
}

core::Status BatchInsert::add(const QVariantList& values) {
    for (qsizetype i = 0; i < m_columns; ++i)
        m_writer->value(values.value(i));
    ++m_rows;
    return m_writer->endRow();
}

core::Status BatchInsert::flush() {
    return m_writer->finish();
}

QString quotedColumns(const QStringList& columns) {
    QStringList quoted;
    for (const QString& c : columns)
        quoted << QLatin1Char('"') + c + QLatin1Char('"');
    return quoted.join(QStringLiteral(", "));
}

} // namespace gpuplan::db
