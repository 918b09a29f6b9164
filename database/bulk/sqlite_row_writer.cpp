// Rows into SQLite through its C interface on QtSql's connection: an INSERT of up to 64 rows prepared once,
// its values bound as SQLite stores them and the statement stepped per 64 rows. Against multi-row INSERTs
// written out as text this spares SQLite parsing them (a fifth of an import's time) and QtSql its binding;
// against one row per statement, SQLite opening and closing the table's and indexes' cursors per row. The
// rows land as QtSql's SQLite driver would have bound them.
#include "row_writer.h"

#include "sql_support.h"
#include "stop_points.h"

#include <QDateTime>
#include <QSqlDriver>

#include <sqlite3.h>

#include <algorithm>

namespace gpuplan::db {

namespace {

class SqliteRowWriter final : public RowWriter {
public:
    SqliteRowWriter(const QSqlDatabase& db, const QString& table, const QStringList& columns)
        : m_db(db), m_table(table), m_columns(columns),
          m_perStatement(std::max<qsizetype>(1, std::min<qsizetype>(64, 30000 / columns.size()))) {
        const QVariant handle = db.driver()->handle();
        if (handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0)
            m_handle = *static_cast<sqlite3* const*>(handle.constData());
        m_pending.reserve(m_perStatement * columns.size());
        m_text.reserve(std::size_t(m_perStatement * columns.size()));
    }
    ~SqliteRowWriter() override { sqlite3_finalize(m_full); }

    void value(const QVariant& v) override { m_pending.append(v); }

    core::Status endRow() override {
        ++m_rows;
        if (m_pending.size() < m_perStatement * m_columns.size())
            return core::ok();
        if (!m_full)
            m_full = prepare(m_perStatement);
        return write(m_full);
    }

    core::Status finish() override {
        if (m_pending.isEmpty())
            return core::ok();
        sqlite3_stmt* rest = prepare(m_pending.size() / m_columns.size());
        const core::Status written = write(rest);
        sqlite3_finalize(rest);
        return written;
    }

private:
    sqlite3_stmt* prepare(qsizetype rows) {
        if (!m_handle)
            return nullptr;
        QString row = QStringLiteral("(?");
        for (qsizetype i = 1; i < m_columns.size(); ++i)
            row += QStringLiteral(",?");
        row += QLatin1Char(')');
        QStringList values(rows, row);
        const QByteArray sql = QStringLiteral("INSERT INTO \"%1\" (%2) VALUES %3")
                                   .arg(m_table, quotedColumns(m_columns), values.join(QLatin1Char(',')))
                                   .toUtf8();
        sqlite3_stmt* statement = nullptr;
        sqlite3_prepare_v2(m_handle, sql.constData(), int(sql.size()), &statement, nullptr);
        return statement;
    }

    // Binds the pending rows to `statement` (made for as many) and runs it.
    core::Status write(sqlite3_stmt* statement) {
        const qint64 rows = m_pending.size() / m_columns.size();
        std::string failure;
        if (!m_handle)
            failure = "the SQLite connection cannot be reached";
        else if (!statement)
            failure = error();
        for (qsizetype i = 0; failure.empty() && i < m_pending.size(); ++i)
            if (bind(statement, int(i) + 1, m_pending.at(i)) != SQLITE_OK)
                failure = error();
        if (failure.empty() && sqlite3_step(statement) != SQLITE_DONE)
            failure = error();
        if (statement) {
            sqlite3_reset(statement);
            sqlite3_clear_bindings(statement);
        }
        m_pending.clear();
        m_text.clear();
        if (!failure.empty())
            return core::fail("the table " + m_table.toStdString() + " was refused at its rows " +
                              std::to_string(m_rows - rows + 1) + "-" + std::to_string(m_rows) + ": " +
                              failure);
        stops::reached("first-rows");
        return core::ok();
    }

    // As QtSql's SQLite driver binds each type, so a row reads back the same whichever wrote it. Text is
    // bound as UTF-8 (the store's encoding) and kept until the statement has run.
    int bind(sqlite3_stmt* statement, int at, const QVariant& v) {
        switch (isSqlNull(v) ? QMetaType::UnknownType : v.typeId()) {
        case QMetaType::UnknownType:
            return sqlite3_bind_null(statement, at);
        case QMetaType::Bool:
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
            return sqlite3_bind_int64(statement, at, v.toLongLong());
        case QMetaType::Double:
        case QMetaType::Float:
            return sqlite3_bind_double(statement, at, v.toDouble());
        case QMetaType::QByteArray: {
            const QByteArray& bytes = m_text.emplace_back(v.toByteArray());
            return sqlite3_bind_blob64(statement, at, bytes.constData(), sqlite3_uint64(bytes.size()),
                                       SQLITE_STATIC);
        }
        default: {
            const QByteArray& text = m_text.emplace_back((v.typeId() == QMetaType::QDateTime
                                                              ? v.toDateTime().toString(Qt::ISODateWithMs)
                                                              : v.toString())
                                                             .toUtf8());
            return sqlite3_bind_text64(statement, at, text.constData(), sqlite3_uint64(text.size()),
                                       SQLITE_STATIC, SQLITE_UTF8);
        }
        }
    }

    // SQLite's message, through the text QtSql would give it (a full disk named as one).
    std::string error() const {
        const QSqlError e(QString(), QString::fromUtf8(sqlite3_errmsg(m_handle)), QSqlError::StatementError,
                          QString::number(sqlite3_extended_errcode(m_handle)));
        return sqlErrorText(e, m_db.driver());
    }

    QSqlDatabase m_db;
    QString m_table;
    QStringList m_columns;
    qsizetype m_perStatement;
    sqlite3* m_handle = nullptr;
    sqlite3_stmt* m_full = nullptr;
    QVariantList m_pending;         // the values of the rows not yet written, row after row
    std::vector<QByteArray> m_text; // the text bound to the statement, kept until it has run
    qint64 m_rows = 0;
};

} // namespace

std::unique_ptr<RowWriter> sqliteRowWriter(const QSqlDatabase& db, const QString& table,
                                           const QStringList& columns) {
    return std::make_unique<SqliteRowWriter>(db, table, columns);
}

} // namespace gpuplan::db
