#include "batch_insert.h"

#include "price_rows.h"
#include "sql_support.h"

#include <QLocale>

#include <cmath>

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
        m_sql += column == 0 ? (m_pendingRows == 0 ? QStringLiteral("(") : QStringLiteral(",("))
                             : QStringLiteral(",");
        appendSqliteLiteral(value);
        if (column + 1 == m_columns.size())
            m_sql += QLatin1Char(')');
        return;
    }
    m_json += column == 0 ? (m_pendingRows == 0 ? QStringLiteral("[{\"") : QStringLiteral(",{\""))
                          : QStringLiteral(",\"");
    m_json += m_columns.at(column) + QStringLiteral("\":");
    appendJson(m_json, value);
    if (column + 1 == m_columns.size())
        m_json += QLatin1Char('}');
}

void BatchInsert::appendSqliteLiteral(const QVariant& value) {
    // Written into the statement, as SQLite reads it the same as when bound (the column's affinity applies
    // either way): binding through QtSql cost more than SQLite's work on the rows (a string and a hash lookup
    // for every value). What cannot be written plainly (text with a NUL, a blob, a NaN) is bound.
    if (value.isNull()) {
        m_sql += QLatin1String("NULL");
        return;
    }
    switch (value.typeId()) {
    case QMetaType::Bool:
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        m_sql += QString::number(value.toLongLong());
        return;
    case QMetaType::Double:
    case QMetaType::Float:
        if (std::isfinite(value.toDouble())) {
            // Shortest text that reads back as the same double; ".0" keeps an integral one a REAL.
            QString number = QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
            if (!number.contains(QLatin1Char('.')) && !number.contains(QLatin1Char('e')))
                number += QLatin1String(".0");
            m_sql += number;
            return;
        }
        break;
    case QMetaType::QString: {
        const QString text = value.toString();
        if (text.contains(QChar(0)))
            break;
        m_sql += QLatin1Char('\'');
        m_sql += QString(text).replace(QLatin1Char('\''), QStringLiteral("''"));
        m_sql += QLatin1Char('\'');
        return;
    }
    default:
        break;
    }
    m_sql += QLatin1Char('?');
    m_values << value;
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

core::Status BatchInsert::add(const QVariantList& values) {
    for (qsizetype i = 0; i < m_columns.size(); ++i)
        append(values.value(i), i);
    return endRow();
}

core::Status BatchInsert::flush() {
    const qsizetype rows = m_pendingRows;
    if (rows == 0)
        return core::ok();
    bool done = false;
    QSqlQuery* failed = nullptr;
    if (m_postgres) {
        // One statement prepared once, the rows bound as one JSON text.
        if (!m_fullPrepared) {
            if (!m_full.prepare(statement(rows)))
                return fail("cannot prepare the copy of " + m_table.toStdString() + ": " + sqlError(m_full));
            m_fullPrepared = true;
        }
        m_json += QLatin1Char(']');
        m_full.addBindValue(m_json);
        done = m_full.exec();
        failed = &m_full;
    } else {
        const QString sql =
            QStringLiteral("INSERT INTO %1 (%2) VALUES ").arg(m_table, quotedList(m_columns)) + m_sql;
        if (m_values.isEmpty()) {
            done = m_rest.exec(sql);
        } else if (m_rest.prepare(sql)) {
            for (const QVariant& v : m_values)
                m_rest.addBindValue(v);
            done = m_rest.exec();
        }
        failed = &m_rest;
    }
    if (!done)
        return fail("the table " + m_table.toStdString() + " was refused at its rows " +
                    std::to_string(m_rows - rows + 1) + "-" + std::to_string(m_rows) + ": " +
                    sqlError(*failed));
    m_values.clear();
    m_sql.clear();
    m_json.clear();
    m_pendingRows = 0;
    return core::ok();
}

QString BatchInsert::statement(qsizetype) const {
    const QString columns = quotedList(m_columns);
    // OVERRIDING SYSTEM VALUE: price_history's id is an identity PostgreSQL otherwise always assigns, and
    // the copy keeps every id.
    return QStringLiteral("INSERT INTO %1 (%2) OVERRIDING SYSTEM VALUE SELECT %2 FROM "
                          "json_populate_recordset(NULL::%1, ?)")
        .arg(m_table, columns);
}

} // namespace gpuplan::db
