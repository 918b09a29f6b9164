#include "batch_insert.h"

#include "price_rows.h"
#include "sql_support.h"

#include <QLocale>

#include <algorithm>

namespace gpuplan::db {

using core::fail;

namespace {

// A value as JSON: numbers as the shortest text that reads back as the same double (PostgreSQL's float8
// input rounds correctly), so a copy changes no figure; text escaped as JSON requires.
void appendJson(QString& out, const QVariant& value) {
    if (value.isNull()) {
        out += QLatin1String("null");
        return;
    }
    switch (value.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float:
        out += QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
        return;
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        out += QString::number(value.toLongLong());
        return;
    default:
        break;
    }
    const QString text = value.toString();
    out += QLatin1Char('"');
    for (const QChar c : text) {
        if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            out += QLatin1Char('\\');
        if (c.unicode() < 0x20)
            out += QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    out += QLatin1Char('"');
}

QString quotedList(const QStringList& columns) {
    QStringList quoted;
    for (const QString& c : columns)
        quoted << QLatin1Char('"') + c + QLatin1Char('"');
    return quoted.join(QStringLiteral(", "));
}

} // namespace

BatchInsert::BatchInsert(QSqlDatabase db, QString table, QStringList columns)
    : m_db(std::move(db)), m_table(std::move(table)), m_columns(std::move(columns)),
      m_postgres(isPostgres(m_db.driver())), m_full(m_db), m_rest(m_db) {
    // SQLite: under its limit of 32,766 bound values. PostgreSQL: a few MB of JSON per statement.
    m_perStatement =
        m_postgres ? 5000 : std::max<qsizetype>(1, std::min<qsizetype>(250, 20000 / m_columns.size()));
}

void BatchInsert::append(const QVariant& value, qsizetype column) {
    if (!m_postgres) {
        m_values << value;
        return;
    }
    m_json += column == 0 ? (m_pendingRows == 0 ? QStringLiteral("[{\"") : QStringLiteral(",{\""))
                          : QStringLiteral(",\"");
    m_json += m_columns.at(column) + QStringLiteral("\":");
    appendJson(m_json, value);
    if (column + 1 == m_columns.size())
        m_json += QLatin1Char('}');
}

core::Status BatchInsert::endRow() {
    ++m_pendingRows;
    ++m_rows;
    return m_pendingRows == m_perStatement ? flush() : core::ok();
}

core::Status BatchInsert::add(const QSqlQuery& row) {
    for (qsizetype i = 0; i < m_columns.size(); ++i)
        append(row.value(int(i)), i);
    return endRow();
}

core::Status BatchInsert::flush() {
    const qsizetype rows = m_pendingRows;
    if (rows == 0)
        return core::ok();
    // One statement prepared for full batches, another for the rest (on PostgreSQL one text serves both).
    const bool full = rows == m_perStatement || m_postgres;
    QSqlQuery& q = full ? m_full : m_rest;
    if (full ? !m_fullPrepared : m_restRows != rows) {
        if (!q.prepare(statement(rows)))
            return fail("cannot prepare the copy of " + m_table.toStdString() + ": " + sqlError(q));
        if (full)
            m_fullPrepared = true;
        else
            m_restRows = rows;
    }
    if (m_postgres) {
        m_json += QLatin1Char(']');
        q.addBindValue(m_json);
    } else {
        for (const QVariant& v : m_values)
            q.addBindValue(v);
    }
    if (!q.exec())
        return fail("the table " + m_table.toStdString() + " was refused at its rows " +
                    std::to_string(m_rows - rows + 1) + "-" + std::to_string(m_rows) + ": " + sqlError(q));
    m_values.clear();
    m_json.clear();
    m_pendingRows = 0;
    return core::ok();
}

QString BatchInsert::statement(qsizetype rows) const {
    const QString columns = quotedList(m_columns);
    // OVERRIDING SYSTEM VALUE: price_history's id is an identity PostgreSQL otherwise always assigns, and
    // the copy keeps every id so history entries still name their prices.
    if (m_postgres)
        return QStringLiteral("INSERT INTO %1 (%2) OVERRIDING SYSTEM VALUE SELECT %2 FROM "
                              "json_populate_recordset(NULL::%1, ?)")
            .arg(m_table, columns);
    const QString one =
        QStringLiteral("(?") + QStringLiteral(", ?").repeated(m_columns.size() - 1) + QLatin1Char(')');
    QStringList values;
    for (qsizetype i = 0; i < rows; ++i)
        values << one;
    return QStringLiteral("INSERT INTO %1 (%2) VALUES %3")
        .arg(m_table, columns, values.join(QStringLiteral(", ")));
}

} // namespace gpuplan::db
