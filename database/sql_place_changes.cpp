// The stores' region and exchange-rate saves (SqlStore, SQLite and PostgreSQL): each against the version
// the editor read, checked and written in one transaction, as GPUs are (sql_gpu_changes.cpp), so two people
// editing the same region or rate never overwrite each other silently. Who made the latest change comes from
// the team store's change_log; a file records no author for them.
#include "place_rows.h"
#include "price_rows.h"
#include "sql_store.h"
#include "sql_support.h"

#include "core/prices/money.h"

#include <QStringList>

#include <optional>
#include <utility>

namespace gpuplan::db {

using core::fail;

namespace {

// A table of rows saved against their version: its name, the column that keys a row, every column read.
struct Keyed {
    const char* table;
    const char* key;
    const char* columns; // kRegionColumns or kRateColumns: the key first, the version last
};

const Keyed kRegions{"regions", "id", kRegionColumns};
const Keyed kRates{"exchange_rates", "currency", kRateColumns};

// The columns written by a save: all but the key and the version, in the order they are bound.
QStringList writtenColumns(const Keyed& t) {
    QStringList columns = QString::fromLatin1(t.columns).split(QStringLiteral(", "));
    columns.removeFirst();
    columns.removeLast();
    return columns;
}

// Selects the row of `key` as this transaction sees it, leaving `query` on it; false when there is none. On
// PostgreSQL the row stays locked (FOR UPDATE) until the transaction ends: another user's save of it waits,
// then reads the version this one wrote. (SQLite's transactions begin IMMEDIATE, holding the file's lock.)
core::Result<bool> selectRow(QSqlDatabase& db, QSqlQuery& query, const Keyed& t, const std::string& key) {
    const QString sql = QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ")
                            .arg(QLatin1String(t.columns), QLatin1String(t.table), QLatin1String(t.key)) +
                        QStringLiteral("%1") +
                        (isPostgres(db.driver()) ? QStringLiteral(" FOR UPDATE") : QString());
    if (!execWithLiterals(query, db, sql, {q(key)}))
        return fail("cannot change " + key + " in " + t.table + ": " + sqlError(query)); // refused lock too
    return query.next();
}

// Writes the row bound by `bind` (the key first) over the stored one at `version` (0: inserts it) and
// leaves the stored row selected in `query`. A row added to a team store starts one above the changes
// change_log records of its key, so one removed by a store copy and added again comes back above them.
core::Status writeRow(QSqlDatabase& db, QSqlQuery& query, const Keyed& t, const std::string& key,
                      std::int64_t version, const std::function<void(QSqlQuery&, bool)>& bind) {
    const bool postgres = isPostgres(db.driver());
    const QStringList columns = writtenColumns(t);
    QSqlQuery write(db);
    if (version > 0) {
        QStringList sets;
        for (const QString& c : columns)
            sets << c + QStringLiteral(" = ?");
        write.prepare(
            QStringLiteral("UPDATE %1 SET %2, version = version + 1 WHERE %3 = ? AND version = ?")
                .arg(QLatin1String(t.table), sets.join(QStringLiteral(", ")), QLatin1String(t.key)));
        bind(write, false);
        write.addBindValue(q(key));
        write.addBindValue(static_cast<qlonglong>(version));
    } else {
        write.prepare(
            QStringLiteral("INSERT INTO %1 (%2, %3, version) VALUES (?%4, %5)")
                .arg(QLatin1String(t.table), QLatin1String(t.key), columns.join(QStringLiteral(", ")),
                     QStringLiteral(", ?").repeated(columns.size()),
                     postgres ? QStringLiteral("(SELECT count(*) + 1 FROM change_log WHERE table_name = '%1' "
                                               "AND row_key = ?)")
                                    .arg(QLatin1String(t.table))
                              : QStringLiteral("1")));
        bind(write, true);
        if (postgres)
            write.addBindValue(q(key));
    }
    if (!write.exec())
        return fail(sqlError(write));
    // The row was read at `version` in this transaction and is locked, so this cannot happen short of a
    // writer that ignores the lock; it is refused all the same rather than written over.
    if (version > 0 && write.numRowsAffected() != 1)
        return fail(key + " changed while it was being saved");
    auto stored = selectRow(db, query, t, key);
    if (!stored)
        return fail(stored.error());
    if (!stored.value())
        return fail(key + " was not saved");
    return core::ok();
}

} // namespace

core::Result<core::Region> SqlStore::saveRegion(const core::Region& r) {
    if (r.id.empty() || !core::isKnownCurrency(r.currency))
        return fail("a region needs an id and a known currency");
    if (r.parent == r.id)
        return fail("region " + r.id + " cannot lie in itself");
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot store region " + r.id + ": " + tx.error());
    QSqlQuery query(db);
    auto found = selectRow(db, query, kRegions, r.id);
    if (!found)
        return fail(found.error());
    const std::optional<core::Region> before =
        found.value() ? std::optional<core::Region>(regionFromRow(query)) : std::nullopt;
    if ((before ? before->version : 0) != r.version) {
        auto who = lastLoggedChange(db, kRegions.table, r.id);
        if (!who)
            return fail(who.error());
        return core::regionConflictError({r.id, r.version, before, who->first, who->second}, r);
    }
    if (!r.parent.empty()) { // asked first, so the refusal names the area whatever the database's words
        QSqlQuery area(db);
        auto known = selectRow(db, area, kRegions, r.parent);
        if (!known)
            return fail(known.error());
        if (!known.value())
            return fail("region " + r.id + ": unknown area '" + r.parent + "'");
    }
    auto written = writeRow(db, query, kRegions, r.id, r.version,
                            [&](QSqlQuery& w, bool withKey) { bindRegion(w, r, withKey); });
    if (!written)
        return fail("cannot store region " + r.id + ": " + written.error());
    core::Region stored = regionFromRow(query);
    if (auto committed = tx.commit(); !committed)
        return fail("cannot store region " + r.id + ": " + committed.error());
    return stored;
}

core::Result<core::ExchangeRate> SqlStore::saveExchangeRate(const core::ExchangeRate& rate) {
    auto valid = core::validateExchangeRate(rate);
    if (!valid)
        return valid.failure();
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot store the exchange rate: " + tx.error());
    QSqlQuery query(db);
    auto found = selectRow(db, query, kRates, rate.currency);
    if (!found)
        return fail(found.error());
    const std::optional<core::ExchangeRate> before =
        found.value() ? std::optional<core::ExchangeRate>(rateFromRow(query)) : std::nullopt;
    if ((before ? before->version : 0) != rate.version) {
        auto who = lastLoggedChange(db, kRates.table, rate.currency);
        if (!who)
            return fail(who.error());
        return core::rateConflictError({rate.currency, rate.version, before, who->first, who->second}, rate);
    }
    auto written = writeRow(db, query, kRates, rate.currency, rate.version,
                            [&](QSqlQuery& w, bool withKey) { bindRate(w, rate, withKey); });
    if (!written)
        return fail("cannot store the exchange rate: " + written.error());
    core::ExchangeRate stored = rateFromRow(query);
    if (auto committed = tx.commit(); !committed)
        return fail("cannot store the exchange rate: " + committed.error());
    return stored;
}

} // namespace gpuplan::db
