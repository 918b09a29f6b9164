#pragma once
// Small helpers over QtSql: a transaction that rolls back unless committed, error text and kinds for
// SQLite and PostgreSQL, and migration scripts split into statements.

#include "core/prices/price_store.h"
#include "stop_points.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
#include <QSqlQuery>
#include <QStringList>

#include <map>
#include <set>
#include <string>
#include <utility>

namespace gpuplan::db {

inline bool isPostgres(const QSqlDriver* driver) {
    return driver && driver->dbmsType() == QSqlDriver::PostgreSQL;
}

/// Runs `sql` with `keys` in place of its %1, %2, ... as literals the driver escapes, not as a prepared
/// statement. For the reads that lock a row before changing it: when the server refuses the lock (a viewer's
/// edit), the transaction is aborted, and a prepared statement would be deallocated inside it, which
/// PostgreSQL refuses and Qt reports on stderr ("Unable to free statement") next to the clear refusal.
inline bool execWithLiterals(QSqlQuery& query, const QSqlDatabase& db, QString sql,
                             const QVariantList& keys) {
    for (const QVariant& key : keys) {
        QSqlField field(QString(), key.metaType());
        field.setValue(key);
        sql = sql.arg(db.driver()->formatValue(field));
    }
    return query.exec(sql);
}

/// A PostgreSQL refusal for want of a privilege (SQLSTATE 42501: a GRANT the session lacks, a row-level
/// security policy, a role it may not manage), named with what was refused and the role that may do it
/// (pg/pg_refusal.cpp): "the server refused: changing gpus needs the admin role (PostgreSQL: ...)".
std::string pgRefusalText(const std::string& serverText);

/// The database's error text. SQLite's "database or disk is full" is named as a full disk, which
/// otherwise leaves the user guessing; PostgreSQL's message is the server's (SQLSTATE in nativeErrorCode),
/// a full disk on the server (53100) named likewise.
inline std::string sqlErrorText(const QSqlError& e, const QSqlDriver* driver) {
    if (isPostgres(driver)) {
        const std::string text = e.databaseText().trimmed().toStdString();
        if (e.nativeErrorCode() == QLatin1String("53100"))
            return "the disk of the database server is full (PostgreSQL: " + text + ")";
        if (e.nativeErrorCode() == QLatin1String("42501"))
            return pgRefusalText(text);
        // Connection exceptions (08...), the server shutting the session down (57P...), or libpq finding
        // the connection gone: the transaction is lost with it, so nothing of it was saved.
        if (e.nativeErrorCode().startsWith(QLatin1String("08")) ||
            e.nativeErrorCode().startsWith(QLatin1String("57P")) ||
            e.databaseText().contains(QLatin1String("server closed the connection")) ||
            e.databaseText().contains(QLatin1String("no connection to the server")))
            return "the connection to the database server was lost (PostgreSQL: " + text + ")";
        return text.empty() ? e.text().toStdString() : text;
    }
    constexpr int kSqliteFull = 13; // SQLITE_FULL; the low byte of an extended result code
    if ((e.nativeErrorCode().toInt() & 0xff) == kSqliteFull)
        return "the disk is full (SQLite: " + e.databaseText().toStdString() + ")";
    return e.text().toStdString();
}

/// A refusal of one row (a UNIQUE, FOREIGN KEY, CHECK or NOT NULL constraint): SQLite undoes only that
/// statement (PostgreSQL's SQLSTATE class 23; there the transaction must go back to a savepoint). Any
/// other failure (a full disk, an I/O error, a lost connection) may have ended the whole transaction, so
/// the caller must stop rather than write on outside it.
inline bool isConstraintError(const QSqlQuery& query) {
    const QSqlError e = query.lastError();
    if (isPostgres(query.driver()))
        return e.nativeErrorCode().startsWith(QLatin1String("23"));
    constexpr int kSqliteConstraint = 19;
    return (e.nativeErrorCode().toInt() & 0xff) == kSqliteConstraint;
}

/// A refusal by a UNIQUE (or primary key) constraint.
inline bool isUniqueViolation(const QSqlQuery& query) {
    const QSqlError e = query.lastError();
    if (isPostgres(query.driver()))
        return e.nativeErrorCode() == QLatin1String("23505");
    return e.text().contains(QLatin1String("UNIQUE"));
}

/// A refusal by a FOREIGN KEY constraint (a row naming a region, provider or GPU that does not exist).
inline bool isForeignKeyViolation(const QSqlQuery& query) {
    const QSqlError e = query.lastError();
    if (isPostgres(query.driver()))
        return e.nativeErrorCode() == QLatin1String("23503");
    return e.text().contains(QLatin1String("FOREIGN KEY"));
}

/// Every row of `table` as CSV text with its header, in the order the rows were added; the `flags`
/// columns (stored 1/0) written yes/no, the `hidden` ones and PostgreSQL's row_order left out
/// (catalog_tables.cpp).
core::Result<std::string> tableCsv(const QString& connection, const QString& table,
                                   const std::set<QString>& flags, const std::set<QString>& hidden = {});
/// The rows an executed query returns, as tableCsv writes them.
std::string queryCsv(QSqlQuery& query, const std::set<QString>& flags, const std::set<QString>& hidden = {});

/// A file of the bundled resources (":/calibration/efficiency.csv"); empty if it cannot be read.
std::string bundledResource(const char* path);

/// Who made the latest change of row `key` of `table` and when (ISO 8601 UTC), from a team store's
/// change_log; both empty on a file, which records no author for the catalog, regions or rates.
inline core::Result<std::pair<std::string, std::string>> lastLoggedChange(QSqlDatabase& db, const char* table,
                                                                          const std::string& key) {
    std::pair<std::string, std::string> out;
    if (!isPostgres(db.driver()))
        return out;
    QSqlQuery query(db);
    // The table as a literal (one of ours, never the user's): change_log's index by row covers all tables
    // but prices (migrations-pg/0009.sql), which the planner knows only from the statement's text.
    query.prepare(QStringLiteral("SELECT changed_by, to_char(changed_at AT TIME ZONE 'UTC', "
                                 "'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') FROM change_log WHERE table_name = '%1' "
                                 "AND row_key = ? ORDER BY id DESC LIMIT 1")
                      .arg(QLatin1String(table)));
    query.addBindValue(QString::fromStdString(key));
    if (!query.exec())
        return core::fail("cannot read who changed " + key + " in " + table + ": " +
                          sqlErrorText(query.lastError(), query.driver()));
    if (query.next())
        out = {query.value(0).toString().toStdString(), query.value(1).toString().toStdString()};
    return out;
}

/// A migration script split into statements: `--` comments dropped, split at semicolons outside
/// dollar-quoted bodies ($$ ... $$, PostgreSQL's functions).
inline QStringList sqlStatements(const QString& script) {
    QString code;
    for (const QString& line : script.split(QLatin1Char('\n'))) {
        const qsizetype comment = line.indexOf(QLatin1String("--"));
        code += (comment >= 0 ? line.left(comment) : line) + QLatin1Char('\n');
    }
    QStringList out;
    QString current;
    bool quoted = false;
    for (qsizetype i = 0; i < code.size(); ++i) {
        if (code.at(i) == QLatin1Char('$') && i + 1 < code.size() && code.at(i + 1) == QLatin1Char('$')) {
            quoted = !quoted;
            current += QStringLiteral("$$");
            ++i;
        } else if (code.at(i) == QLatin1Char(';') && !quoted) {
            if (!current.trimmed().isEmpty())
                out << current.trimmed();
            current.clear();
        } else {
            current += code.at(i);
        }
    }
    if (!current.trimmed().isEmpty())
        out << current.trimmed();
    return out;
}

/// Applies the numbered migration script `resource` as one transaction (a savepoint inside an open one),
/// then `recordVersion`, the statement that records `version` in the store; nothing of it stays when a
/// statement fails, and the error names the migration (sql_store.cpp).
core::Status applyMigration(QSqlDatabase& db, const QString& resource, int version,
                            const QString& recordVersion);

/// One transaction. On SQLite the outermost one begins IMMEDIATE: it takes the write lock at once, waiting
/// out the busy timeout for another writer, because a transaction that reads first and writes later
/// cannot wait when another process wrote in between (SQLite answers "database is locked" at once).
/// PostgreSQL locks rows as they are written, so there it is a plain BEGIN.
/// One begun inside another is a savepoint, so a step that is a transaction of its own (an import,
/// a price removal) is also part of a larger one (creating or migrating a store) that commits or
/// rolls back as a whole.
class Transaction {
public:
    explicit Transaction(QSqlDatabase db) : m_db(std::move(db)) {
        m_nested = depth() > 0;
        m_begun = run(m_nested                    ? "SAVEPOINT gpuplan"
                      : isPostgres(m_db.driver()) ? "BEGIN"
                                                  : "BEGIN IMMEDIATE");
        if (m_begun)
            ++depth();
        if (m_begun && watched())
            stops::reached("begun");
    }
    ~Transaction() {
        if (m_begun && !m_done)
            rollback();
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    bool begun() const { return m_begun; }
    std::string error() const { return m_error; }
    core::Status commit() {
        if (!m_begun)
            return core::fail("no transaction was begun: " + m_error);
        m_done = true;
        --depth();
        if (watched()) {
            stops::reached("before-commit");
            stops::commitStarting();
        }
        const bool committed = run(m_nested ? "RELEASE gpuplan" : "COMMIT");
        if (watched()) {
            stops::commitEnded();
            if (committed)
                stops::reached("after-commit");
        }
        if (!committed) {
            const std::string why = m_error;
            if (!m_nested)
                run("ROLLBACK");
            return core::fail(why);
        }
        return core::ok();
    }

private:
    void rollback() {
        m_done = true;
        --depth();
        if (m_nested) {
            run("ROLLBACK TO gpuplan");
            run("RELEASE gpuplan");
        } else {
            run("ROLLBACK");
        }
    }
    bool run(const char* sql) {
        QSqlQuery q(m_db);
        if (q.exec(QString::fromLatin1(sql)))
            return true;
        m_error = sqlErrorText(q.lastError(), m_db.driver());
        return false;
    }
    // Whether a test may stop the program at this transaction's steps (stop_points.h): the outermost
    // transaction on a SQLite file.
    bool watched() const { return !m_nested && !isPostgres(m_db.driver()); }
    // Transactions open per connection; a connection is used by one thread only.
    int& depth() {
        thread_local std::map<QString, int> open;
        return open[m_db.connectionName()];
    }

    QSqlDatabase m_db;
    std::string m_error;
    bool m_begun = false;
    bool m_done = false;
    bool m_nested = false;
};

} // namespace gpuplan::db
