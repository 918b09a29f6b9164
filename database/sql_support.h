#pragma once
// Small helpers over QtSql: a transaction that rolls back unless committed, and error text.

#include "core/price_store.h"

#include <QSqlDatabase>
#include <QSqlError>

#include <string>

namespace gpuplan::db {

class Transaction {
public:
    explicit Transaction(QSqlDatabase db) : m_db(std::move(db)) { m_begun = m_db.transaction(); }
    ~Transaction() {
        if (m_begun && !m_done)
            m_db.rollback();
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    bool begun() const { return m_begun; }
    std::string error() const { return m_db.lastError().text().toStdString(); }
    core::Status commit() {
        m_done = true;
        if (!m_db.commit()) {
            const std::string why = error();
            m_db.rollback();
            return core::fail(why);
        }
        return core::ok();
    }

private:
    QSqlDatabase m_db;
    bool m_begun = false;
    bool m_done = false;
};

} // namespace gpuplan::db
