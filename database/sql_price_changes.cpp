// The stores' writes (SqlStore, SQLite and PostgreSQL): every change of a price is one transaction that
// also records the row before and after in price_history, so any change can be reverted.
#include "price_rows.h"
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

core::Result<std::optional<PriceRecord>> load(QSqlDatabase& db, std::int64_t id) {
    QSqlQuery query(db);
    query.prepare(
        QStringLiteral("SELECT %1 FROM prices WHERE id = ?").arg(QString::fromLatin1(kPriceColumns)));
    query.addBindValue(static_cast<qlonglong>(id));
    if (!query.exec())
        return fail("cannot read price " + std::to_string(id) + ": " + sqlError(query));
    if (!query.next())
        return std::optional<PriceRecord>();
    return std::optional<PriceRecord>(fromRow(query));
}

core::Status recordChange(QSqlDatabase& db, std::int64_t priceId, const char* action,
                          const std::optional<PriceRecord>& before, const std::optional<PriceRecord>& after,
                          const std::string& note, const std::string& author) {
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

// Writes `p` as row `p.id` (insert when it does not exist), without history. `rowRefused` tells a
// refusal of this row (a duplicate, an unknown region) from a failure of the store itself.
core::Result<PriceRecord> write(QSqlDatabase& db, PriceRecord p, bool exists, bool* rowRefused = nullptr) {
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
            "source = ?, note = ?, source_url = ?, verification = ?, indicative = ? WHERE id = ?"));
        bindPrice(query, p);
        query.addBindValue(static_cast<qlonglong>(p.id));
    } else {
        // A new price takes the next id; a deleted one put back by a revert keeps its own. PostgreSQL
        // hands the new id back with RETURNING (its driver has no last-insert id without OIDs).
        const bool keepId = p.id > 0;
        query.prepare(
            QStringLiteral("INSERT INTO prices (%1gpu, provider, region, kind, unit, gpus_per_machine, "
                           "amount_minor, currency, low_minor, high_minor, effective_date, source, "
                           "note, source_url, verification, indicative) VALUES (%2?, ?, ?, ?, ?, ?, ?, "
                           "?, ?, ?, ?, ?, ?, ?, ?, ?)%3")
                .arg(keepId ? QStringLiteral("id, ") : QString(), keepId ? QStringLiteral("?, ") : QString(),
                     isPostgres(db.driver()) ? QStringLiteral(" RETURNING id") : QString()));
        if (keepId)
            query.addBindValue(static_cast<qlonglong>(p.id));
        bindPrice(query, p);
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
    if (!exists && p.id == 0)
        p.id = isPostgres(db.driver()) ? (query.next() ? query.value(0).toLongLong() : 0)
                                       : query.lastInsertId().toLongLong();
    if (row)
        if (auto kept = row->commit(); !kept)
            return fail("cannot store the price: " + kept.error());
    return p;
}

} // namespace

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
        if (!loaded.value())
            return fail("no price with id " + std::to_string(price.id));
        before = loaded.value();
    }
    auto stored = write(db, price, before.has_value());
    if (!stored)
        return stored;
    auto logged =
        recordChange(db, stored->id, before ? "update" : "insert", before, stored.value(), note, m_author);
    if (!logged)
        return fail(logged.error());
    auto committed = tx.commit();
    if (!committed)
        return fail("cannot save the price: " + committed.error());
    return stored;
}

core::Status SqlStore::removePrice(std::int64_t id, const std::string& note) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot delete price " + std::to_string(id) + ": " + tx.error());
    auto loaded = load(db, id);
    if (!loaded)
        return fail(loaded.error());
    if (!loaded.value())
        return fail("no price with id " + std::to_string(id));
    QSqlQuery query(db);
    query.prepare(QStringLiteral("DELETE FROM prices WHERE id = ?"));
    query.addBindValue(static_cast<qlonglong>(id));
    if (!query.exec())
        return fail("cannot delete price " + std::to_string(id) + ": " + sqlError(query));
    auto logged = recordChange(db, id, "delete", loaded.value(), std::nullopt, note, m_author);
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
    if (before) {
        auto written = write(db, *before, current->has_value());
        if (!written)
            return fail("cannot revert: " + written.error());
    } else {
        QSqlQuery del(db);
        del.prepare(QStringLiteral("DELETE FROM prices WHERE id = ?"));
        del.addBindValue(static_cast<qlonglong>(priceId));
        if (!del.exec())
            return fail("cannot revert: " + sqlError(del));
    }
    auto logged = recordChange(db, priceId, "revert", current.value(), before, note, m_author);
    if (!logged)
        return logged;
    return tx.commit();
}

core::Result<core::ImportReport> SqlStore::importPrices(const std::vector<PriceRecord>& records, bool dryRun,
                                                        const std::string& note) {
    core::ImportReport report;
    report.rows = static_cast<int>(records.size());
    auto existing = prices({});
    if (!existing)
        return fail(existing.error());
    std::map<std::string, PriceRecord> byKey;
    for (const PriceRecord& p : existing.value())
        byKey[p.key()] = p;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot start a transaction: " + tx.error());
    std::map<std::string, int> seen;
    for (std::size_t i = 0; i < records.size(); ++i) {
        PriceRecord r = records[i];
        const int line = static_cast<int>(i) + 1;
        auto valid = core::validatePrice(r);
        if (!valid) {
            report.errors.push_back({line, "", valid.error()});
            continue;
        }
        if (!seen.emplace(r.key(), line).second) {
            report.errors.push_back({line, "", "duplicate of record " + std::to_string(seen[r.key()])});
            continue;
        }
        auto it = byKey.find(r.key());
        std::optional<PriceRecord> before;
        if (it != byKey.end()) {
            r.id = it->second.id;
            if (it->second.sameValues(r)) {
                ++report.unchanged;
                continue;
            }
            before = it->second;
        } else {
            r.id = 0;
        }
        bool refused = false;
        auto stored = write(db, r, before.has_value(), &refused);
        // A full disk or an I/O error may have ended the transaction: writing on would commit row by row.
        if (!stored && !refused)
            return fail("cannot import: " + stored.error() + "; nothing was imported");
        if (!stored) {
            report.errors.push_back({line, "", stored.error()});
            continue;
        }
        auto logged = recordChange(db, stored->id, before ? "update" : "insert", before, stored.value(), note,
                                   m_author);
        if (!logged)
            return fail("cannot import: " + logged.error() + "; nothing was imported");
        ++(before ? report.updated : report.inserted);
    }
    if (dryRun || !report.errors.empty())
        return report; // the transaction rolls back: nothing is written
    auto committed = tx.commit();
    if (!committed)
        return fail("cannot save the import: " + committed.error() + "; nothing was imported");
    report.written = true;
    return report;
}

} // namespace gpuplan::db
