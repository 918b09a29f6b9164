#pragma once
// Small helpers over QtSql: a transaction that rolls back unless committed, and error text.

#include "core/price_store.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <map>
#include <string>

namespace gpuplan::db {

/// SQLite's error text, with a full disk named as such: SQLite says "database or disk is full",
/// which leaves the user guessing.
inline std::string sqlErrorText(const QSqlError& e) {
    constexpr int kSqliteFull = 13; // SQLITE_FULL; the low byte of an extended result code
    if ((e.nativeErrorCode().toInt() & 0xff) == kSqliteFull)
        return "the disk is full (SQLite: " + e.databaseText().toStdString() + ")";
    return e.text().toStdString();
}

/// A refusal of one row (a UNIQUE, FOREIGN KEY, CHECK or NOT NULL constraint): SQLite undoes only that
/// statement. Any other failure (a full disk, an I/O error) may have rolled back the whole
/// transaction, so the caller must stop rather than write on outside it.
inline bool isConstraintError(const QSqlError& e) {
    constexpr int kSqliteConstraint = 19;
    return (e.nativeErrorCode().toInt() & 0xff) == kSqliteConstraint;
}

/// One transaction. The outermost one begins IMMEDIATE: it takes the write lock at once, waiting out
/// the busy timeout for another writer, because a transaction that reads first and writes later
/// cannot wait when another process wrote in between (SQLite answers "database is locked" at once).
/// One begun inside another is a savepoint, so a step that is a transaction of its own (an import,
/// a price removal) is also part of a larger one (creating or migrating a store) that commits or
/// rolls back as a whole.
class Transaction {
public:
    explicit Transaction(QSqlDatabase db) : m_db(std::move(db)) {
        m_nested = depth() > 0;
        m_begun = run(m_nested ? "SAVEPOINT gpuplan" : "BEGIN IMMEDIATE");
        if (m_begun)
            ++depth();
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
        if (!run(m_nested ? "RELEASE gpuplan" : "COMMIT")) {
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
        m_error = sqlErrorText(q.lastError());
        return false;
    }
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
