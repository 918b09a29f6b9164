// Rows into PostgreSQL with COPY ... FROM STDIN through libpq, on the connection QtSql opened: the rows go
// to the server in blocks of a few hundred kilobytes while the next are formatted, and the server reads
// COPY's text format with far less work than it parses an INSERT's values (a JSON record set before, which
// took 2.7 s of client time and most of 8 s for 150,000 prices). The COPY runs inside the caller's
// transaction; a refusal (a missing privilege, a broken constraint) ends it, and the caller rolls back.
#include "row_writer.h"

#include "sql_support.h"

#include <QDateTime>
#include <QLocale>
#include <QSqlDriver>

#include <libpq-fe.h>

#include <cmath>

namespace gpuplan::db {

namespace {

constexpr qsizetype kBlockBytes = 256 * 1024;

class PgCopyWriter final : public RowWriter {
public:
    PgCopyWriter(const QSqlDatabase& db, const QString& table, const QStringList& columns)
        : m_db(db), m_table(table), m_columns(columns) {
        const QVariant handle = db.driver()->handle();
        // Qt names the type as libpq declares it (PGconn is struct pg_conn).
        if (handle.isValid() &&
            (qstrcmp(handle.typeName(), "pg_conn*") == 0 || qstrcmp(handle.typeName(), "PGconn*") == 0))
            m_conn = *static_cast<PGconn* const*>(handle.constData());
        m_block.reserve(kBlockBytes + 4096);
    }
    ~PgCopyWriter() override {
        if (m_copying)
            abandon(); // the caller gave up on a row
    }

    void value(const QVariant& v) override {
        if (!m_copying && m_failure.empty())
            start();
        if (m_column++ > 0)
            m_block += '\t';
        appendText(v);
    }

    core::Status endRow() override {
        m_block += '\n';
        m_column = 0;
        if (m_copying && m_block.size() >= kBlockBytes)
            send();
        return failed();
    }

    core::Status finish() override {
        if (m_copying)
            send(); // which ends the COPY if the connection fails
        if (m_copying) {
            if (PQputCopyEnd(m_conn, nullptr) != 1)
                m_failure = connectionError();
            const std::string refused = drainResults();
            if (m_failure.empty())
                m_failure = refused;
            m_copying = false;
        }
        m_block.clear();
        return failed();
    }

private:
    void start() {
        if (!m_conn) {
            m_failure = "the PostgreSQL connection cannot be reached";
            return;
        }
        if (PQtransactionStatus(m_conn) == PQTRANS_ACTIVE) {
            m_failure = "the connection is still busy with another statement";
            return;
        }
        const QByteArray sql =
            QStringLiteral("COPY \"%1\" (%2) FROM STDIN").arg(m_table, quotedColumns(m_columns)).toUtf8();
        PGresult* result = PQexec(m_conn, sql.constData());
        if (PQresultStatus(result) == PGRES_COPY_IN)
            m_copying = true;
        else
            m_failure = resultError(result);
        PQclear(result);
    }

    // COPY's text format: \N for NULL, numbers as text that reads back as the same double, and in text a
    // backslash before each backslash, tab, newline and carriage return.
    void appendText(const QVariant& v) {
        if (isSqlNull(v)) {
            m_block += "\\N";
            return;
        }
        switch (v.typeId()) {
        case QMetaType::Bool:
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
            m_block += QByteArray::number(v.toLongLong());
            return;
        case QMetaType::Double:
        case QMetaType::Float: {
            const double d = v.toDouble();
            if (std::isnan(d))
                m_block += "NaN";
            else if (std::isinf(d))
                m_block += d > 0 ? "Infinity" : "-Infinity";
            else
                m_block += QString::number(d, 'g', QLocale::FloatingPointShortest).toLatin1();
            return;
        }
        default:
            break;
        }
        const QByteArray text = v.typeId() == QMetaType::QDateTime
                                    ? v.toDateTime().toString(Qt::ISODateWithMs).toUtf8()
                                : v.typeId() == QMetaType::QByteArray ? v.toByteArray()
                                                                      : v.toString().toUtf8();
        // Runs without a character to escape (nearly all text) are appended whole.
        qsizetype plain = 0;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const char c = text.at(i);
            const char escaped = c == '\\' ? '\\' : c == '\t' ? 't' : c == '\n' ? 'n' : c == '\r' ? 'r' : 0;
            if (!escaped)
                continue;
            m_block.append(text.constData() + plain, i - plain);
            m_block += '\\';
            m_block += escaped;
            plain = i + 1;
        }
        m_block.append(text.constData() + plain, text.size() - plain);
    }

    void send() {
        if (m_failure.empty() && !m_block.isEmpty() &&
            PQputCopyData(m_conn, m_block.constData(), int(m_block.size())) != 1) {
            m_failure = connectionError();
            abandon(); // never left in COPY after a failure: the caller's ROLLBACK comes next
        }
        m_block.clear();
    }

    // Ends the COPY unfinished: the server drops what it received and aborts the transaction, and the
    // connection is ready for the caller's ROLLBACK.
    void abandon() {
        PQputCopyEnd(m_conn, "the rows were not all written");
        drainResults();
        m_copying = false;
    }

    // Reads the COPY's outcome (and anything after it) until the connection is idle again; the first
    // error, or "" when the server took every row.
    std::string drainResults() {
        std::string first;
        while (PGresult* result = PQgetResult(m_conn)) {
            const ExecStatusType status = PQresultStatus(result);
            if (first.empty() && status != PGRES_COMMAND_OK)
                first = resultError(result);
            if (status == PGRES_COPY_IN) // still waiting for rows: a libpq fault, not the server's
                PQputCopyEnd(m_conn, "the rows were not all written");
            PQclear(result);
        }
        return first;
    }

    // The server's message (with COPY's context: the line it refused), through the text QtSql would give.
    std::string resultError(const PGresult* result) const {
        const char* state = PQresultErrorField(result, PG_DIAG_SQLSTATE);
        const QString message = QString::fromUtf8(PQresultErrorMessage(result));
        return sqlErrorText(QSqlError(QString(),
                                      message.isEmpty() ? QString::fromUtf8(PQerrorMessage(m_conn)) : message,
                                      QSqlError::StatementError, QString::fromLatin1(state ? state : "")),
                            m_db.driver());
    }

    std::string connectionError() const {
        return sqlErrorText(QSqlError(QString(), QString::fromUtf8(PQerrorMessage(m_conn)),
                                      QSqlError::ConnectionError, QString()),
                            m_db.driver());
    }

    core::Status failed() const {
        if (m_failure.empty())
            return core::ok();
        return core::fail("the table " + m_table.toStdString() + " was refused: " + m_failure);
    }

    QSqlDatabase m_db;
    QString m_table;
    QStringList m_columns;
    PGconn* m_conn = nullptr;
    bool m_copying = false;
    QByteArray m_block;
    int m_column = 0;
    std::string m_failure;
};

} // namespace

std::unique_ptr<RowWriter> pgCopyWriter(const QSqlDatabase& db, const QString& table,
                                        const QStringList& columns) {
    return std::make_unique<PgCopyWriter>(db, table, columns);
}

} // namespace gpuplan::db
