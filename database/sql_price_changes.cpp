// The stores' writes (SqlStore, SQLite and PostgreSQL): every change of a price is one transaction that
// also records the row before and after in price_history, so any change can be reverted.
#include "price_rows.h"
#include "price_writes.h"
#include "sql_store.h"
#include "sql_support.h"

#include <QSqlQuery>
#include <QVariant>

#include <map>
#include <optional>

namespace gpuplan::db {

using core::fail;
using core::PriceRecord;

namespace {

// The price as this transaction sees it. On PostgreSQL its row stays locked (FOR UPDATE) until the
// transaction ends: another session's edit of it waits, then reads the version this one wrote. (SQLite's
// transactions begin IMMEDIATE, holding the whole file's write lock.)
core::Result<std::optional<PriceRecord>> load(QSqlDatabase& db, std::int64_t id) {
    QSqlQuery query(db);
    const QString sql = QStringLiteral("SELECT %1 FROM prices WHERE id = %2%3")
                            .arg(QString::fromLatin1(kPriceColumns), QStringLiteral("%1"),
                                 isPostgres(db.driver()) ? QStringLiteral(" FOR UPDATE") : QString());
    if (!execWithLiterals(query, db, sql, {static_cast<qlonglong>(id)}))
        return fail("cannot change price " + std::to_string(id) + ": " + sqlError(query));
    if (!query.next())
        return std::optional<PriceRecord>();
    return std::optional<PriceRecord>(fromRow(query));
}

// How many changes of price `id` the history records: every change moved its version on once, so one
// more is above every version it has had (a price put back after its deletion comes back there).
core::Result<std::int64_t> changeCount(QSqlDatabase& db, std::int64_t id) {
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT count(*) FROM price_history WHERE price_id = ?"));
    query.addBindValue(static_cast<qlonglong>(id));
    if (!query.exec() || !query.next())
        return fail("cannot read the history of price " + std::to_string(id) + ": " + sqlError(query));
    return static_cast<std::int64_t>(query.value(0).toLongLong());
}

// The conflict an edit of price `id` made at `versionSeen` meets, given the price as the transaction sees
// it: none while it is still at that version, nor for an id that was never stored (no such price). Who
// made the latest change and when come from its newest history entry.
core::Result<std::optional<core::PriceConflict>> staleness(QSqlDatabase& db, std::int64_t id,
                                                           std::int64_t versionSeen,
                                                           const std::optional<PriceRecord>& current) {
    if (current && current->version == versionSeen)
        return std::optional<core::PriceConflict>();
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT author, changed_at FROM price_history WHERE price_id = ? "
                                 "ORDER BY id DESC LIMIT 1"));
    query.addBindValue(static_cast<qlonglong>(id));
    if (!query.exec())
        return fail("cannot read the history of price " + std::to_string(id) + ": " + sqlError(query));
    if (!query.next() && !current)
        return std::optional<core::PriceConflict>();
    return std::optional<core::PriceConflict>(core::PriceConflict{id, versionSeen, current,
                                                                  query.value(0).toString().toStdString(),
                                                                  query.value(1).toString().toStdString()});
}

} // namespace

core::Status recordPriceChange(QSqlDatabase& db, std::int64_t priceId, const char* action,
                               const std::optional<PriceRecord>& before,
                               const std::optional<PriceRecord>& after, const std::string& note,
                               const std::string& author) {
    QSqlQuery query(db);
    query.prepare(QStringLiteral(
        "INSERT INTO price_history (price_id, changed_at, action, before_json, after_json, note, author) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(static_cast<qlonglong>(priceId));
    query.addBindValue(now());
    query.addBindValue(QString::fromLatin1(action));
    query.addBindValue(before ? QVariant(jsonText(before)) : QVariant());
    query.addBindValue(after ? QVariant(jsonText(after)) : QVariant());
    query.addBindValue(q(note));
    query.addBindValue(q(author));
    if (!query.exec())
        return fail("cannot record the change: " + sqlError(query));
    return core::ok();
}

// Writes `p` as row `p.id` over `before` (an insert at `p.version` when there is none), without history;
// an update moves the version on from `before`'s, and only while the row is still at it. `rowRefused`
// tells a refusal of this row (a duplicate, an unknown region) from a failure of the store itself.
core::Result<PriceRecord> writePrice(QSqlDatabase& db, PriceRecord p,
                                     const std::optional<PriceRecord>& before, bool* rowRefused) {
    const bool exists = before.has_value();
    QSqlQuery query(db);
    // On PostgreSQL a refused statement aborts the whole transaction, so the row is written in a savepoint
    // that a refusal goes back to (SQLite undoes only the refused statement): an import goes on to report
    // the other rows. Declared after the query, it is rolled back before the query frees its statement.
    std::optional<Transaction> row;
    if (isPostgres(db.driver())) {
        row.emplace(db);
        if (!row->begun())
            return fail("cannot store the price: " + row->error());
    }
    if (exists) {
        query.prepare(QStringLiteral(
            "UPDATE prices SET gpu = ?, provider = ?, region = ?, kind = ?, unit = ?, gpus_per_machine = ?, "
            "amount_minor = ?, currency = ?, low_minor = ?, high_minor = ?, effective_date = ?, "
            "source = ?, note = ?, source_url = ?, verification = ?, indicative = ?, version = ? "
            "WHERE id = ? AND version = ?"));
        p.version = before->version + 1;
        bindPrice(query, p);
        query.addBindValue(static_cast<qlonglong>(p.version));
        query.addBindValue(static_cast<qlonglong>(p.id));
        query.addBindValue(static_cast<qlonglong>(before->version));
    } else {
        // A new price takes the next id; a deleted one put back by a revert keeps its own. PostgreSQL
        // hands the new id back with RETURNING (its driver has no last-insert id without OIDs).
        const bool keepId = p.id > 0;
        query.prepare(
            QStringLiteral("INSERT INTO prices (%1gpu, provider, region, kind, unit, gpus_per_machine, "
                           "amount_minor, currency, low_minor, high_minor, effective_date, source, "
                           "note, source_url, verification, indicative, version) VALUES (%2?, ?, ?, ?, ?, "
                           "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)%3")
                .arg(keepId ? QStringLiteral("id, ") : QString(), keepId ? QStringLiteral("?, ") : QString(),
                     isPostgres(db.driver()) ? QStringLiteral(" RETURNING id") : QString()));
        if (keepId)
            query.addBindValue(static_cast<qlonglong>(p.id));
        bindPrice(query, p);
        query.addBindValue(static_cast<qlonglong>(p.version));
    }
    if (!query.exec()) {
        if (rowRefused)
            *rowRefused = isConstraintError(query);
        if (isUniqueViolation(query))
            return fail("a price for " + p.key() + " already exists");
        if (isForeignKeyViolation(query))
            return fail("unknown region '" + p.regionId + "' or provider '" + p.providerId + "'");
        return fail("cannot store the price: " + sqlError(query));
    }
    // The row was read at `before` in this transaction and is locked, so this cannot happen short of a
    // writer that ignores the lock; it is refused all the same rather than written over.
    if (exists && query.numRowsAffected() != 1)
        return fail("price " + std::to_string(p.id) + " changed while it was being saved");
    if (!exists && p.id == 0)
        p.id = isPostgres(db.driver()) ? (query.next() ? query.value(0).toLongLong() : 0)
                                       : query.lastInsertId().toLongLong();
    if (!row) {
        stops::reached("first-rows"); // on a SQLite file (stop_points.h)
    } else if (auto kept = row->commit(); !kept) {
        return fail("cannot store the price: " + kept.error());
    }
    return p;
}

core::Result<PriceRecord> SqlStore::setPrice(const PriceRecord& price, const std::string& note) {
    auto valid = core::validatePrice(price);
    if (!valid)
        return fail(valid.error());
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot start a transaction: " + tx.error());
    std::optional<PriceRecord> before;
    if (price.id != 0) {
        auto loaded = load(db, price.id);
        if (!loaded)
            return fail(loaded.error());
        auto stale = staleness(db, price.id, price.version, loaded.value());
        if (!stale)
            return fail(stale.error());
        if (stale.value())
            return core::conflictError(std::move(*stale.value()));
        if (!loaded.value())
            return fail("no price with id " + std::to_string(price.id));
        before = loaded.value();
    }
    PriceRecord fresh = price;
    if (!before)
        fresh.version = 1;
    auto stored = writePrice(db, fresh, before);
    if (!stored)
        return stored;
    auto logged = recordPriceChange(db, stored->id, before ? "update" : "insert", before, stored.value(),
                                    note, m_author);
    if (!logged)
        return fail(logged.error());
    auto committed = tx.commit();
    if (!committed)
        return fail("cannot save the price: " + committed.error());
    return stored;
}

core::Status SqlStore::removePrice(std::int64_t id, std::int64_t version, const std::string& note) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot delete price " + std::to_string(id) + ": " + tx.error());
    auto loaded = load(db, id);
    if (!loaded)
        return fail(loaded.error());
    auto stale = staleness(db, id, version, loaded.value());
    if (!stale)
        return fail(stale.error());
    if (stale.value())
        return core::conflictError(std::move(*stale.value()));
    if (!loaded.value())
        return fail("no price with id " + std::to_string(id));
    QSqlQuery query(db);
    query.prepare(QStringLiteral("DELETE FROM prices WHERE id = ?"));
    query.addBindValue(static_cast<qlonglong>(id));
    if (!query.exec())
        return fail("cannot delete price " + std::to_string(id) + ": " + sqlError(query));
    auto logged = recordPriceChange(db, id, "delete", loaded.value(), std::nullopt, note, m_author);
    if (!logged)
        return logged;
    return tx.commit();
}

core::Result<std::vector<core::PriceChange>> SqlStore::history(std::int64_t priceId) {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral(
        "SELECT id, price_id, changed_at, action, before_json, after_json, note, author FROM price_history "
        "WHERE ? = 0 OR price_id = ? ORDER BY id DESC"));
    query.addBindValue(static_cast<qlonglong>(priceId));
    query.addBindValue(static_cast<qlonglong>(priceId));
    if (!query.exec())
        return fail("cannot read the price history: " + sqlError(query));
    std::vector<core::PriceChange> out;
    while (query.next()) {
        const std::int64_t pid = query.value(1).toLongLong();
        out.push_back({query.value(0).toLongLong(), pid, query.value(2).toString().toStdString(),
                       query.value(3).toString().toStdString(), fromJson(query.value(4).toString(), pid),
                       fromJson(query.value(5).toString(), pid), query.value(6).toString().toStdString(),
                       query.value(7).toString().toStdString()});
    }
    return out;
}

core::Status SqlStore::revert(std::int64_t changeId, const std::string& note) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot revert change " + std::to_string(changeId) + ": " + tx.error());
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT price_id, before_json FROM price_history WHERE id = ?"));
    query.addBindValue(static_cast<qlonglong>(changeId));
    if (!query.exec())
        return fail("cannot read change " + std::to_string(changeId) + ": " + sqlError(query));
    if (!query.next())
        return fail("no change with id " + std::to_string(changeId));
    const std::int64_t priceId = query.value(0).toLongLong();
    const std::optional<PriceRecord> before = fromJson(query.value(1).toString(), priceId);
    auto current = load(db, priceId);
    if (!current)
        return fail(current.error());
    std::optional<PriceRecord> restored = before;
    if (restored) {
        if (!current.value()) {
            auto changes = changeCount(db, priceId);
            if (!changes)
                return fail(changes.error());
            restored->version = changes.value() + 1;
        }
        auto written = writePrice(db, *restored, current.value());
        if (!written)
            return fail("cannot revert: " + written.error());
        restored = written.value();
    } else {
        QSqlQuery del(db);
        del.prepare(QStringLiteral("DELETE FROM prices WHERE id = ?"));
        del.addBindValue(static_cast<qlonglong>(priceId));
        if (!del.exec())
            return fail("cannot revert: " + sqlError(del));
    }
    auto logged = recordPriceChange(db, priceId, "revert", current.value(), restored, note, m_author);
    if (!logged)
        return logged;
    return tx.commit();
}

} // namespace gpuplan::db
