// Importing many prices at once (SqlStore::importPrices, SQLite and PostgreSQL): every row is checked in
// memory first (a valid figure, no duplicate, a known region and provider), so nothing is written unless all
// pass; then the new prices and their history entries go in bulk (BatchInsert: one prepared statement on
// SQLite, COPY on PostgreSQL) with ids reserved up front, and the changed ones row by row
// against their versions, all in one transaction. Row by row, 150,000 new prices took 11.5 s on SQLite.
#include "batch_insert.h"
#include "price_rows.h"
#include "price_writes.h"
#include "sql_store.h"
#include "sql_support.h"

#include <set>
#include <unordered_map>
#include <utility>

namespace gpuplan::db {

using core::fail;
using core::PriceRecord;

namespace {

// Ids for `count` new prices and their history entries: two runs of consecutive numbers, whose first ids
// are returned. On a file they continue after every id the tables (or, for prices, the history) have named;
// the write lock is held, so nobody takes them meanwhile. On a team store the server hands them out from
// the tables' identity sequences, with the two tables locked against other writers until the commit
// (reserve_price_ids, migrations-pg/0009.sql).
struct FirstIds {
    std::int64_t price = 0;
    std::int64_t history = 0;
};

core::Result<FirstIds> reserveIds(QSqlDatabase& db, std::size_t count) {
    QSqlQuery query(db);
    const QString sql =
        isPostgres(db.driver())
            ? QStringLiteral("SELECT first_price, first_history FROM reserve_price_ids(%1, %1)").arg(count)
            : QStringLiteral(
                  "SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'prices'), 0), "
                  "coalesce((SELECT max(id) FROM prices), 0), coalesce((SELECT max(price_id) FROM "
                  "price_history), 0)) + 1, coalesce((SELECT max(id) FROM price_history), 0) + 1");
    if (!query.exec(sql) || !query.next())
        return fail("cannot number the new prices: " + sqlError(query));
    return FirstIds{query.value(0).toLongLong(), query.value(1).toLongLong()};
}

// Writes `prices` (new, with their ids 0) and their history entries, in bulk, inside the caller's
// transaction. The writers are made after it began, so that one left unfinished (a COPY on PostgreSQL)
// ends before it rolls back.
core::Status writeNewPrices(QSqlDatabase& db, std::vector<PriceRecord>& prices, const std::string& note,
                            const std::string& author) {
    auto first = reserveIds(db, prices.size());
    if (!first)
        return fail(first.error());
    BatchInsert priceRows(db, QStringLiteral("prices"),
                          QString::fromLatin1(kPriceColumns).split(QStringLiteral(", ")));
    for (std::size_t i = 0; i < prices.size(); ++i) {
        prices[i].id = first->price + static_cast<std::int64_t>(i);
        const QVariantList values =
            QVariantList{static_cast<qlonglong>(prices[i].id)} + priceValues(prices[i]) + QVariantList{1};
        if (auto added = priceRows.add(values); !added)
            return added;
    }
    if (auto flushed = priceRows.flush(); !flushed)
        return flushed;
    // Their history after them (each entry names its price); a team store signs them on the server.
    BatchInsert historyRows(db, QStringLiteral("price_history"),
                            {QStringLiteral("id"), QStringLiteral("price_id"), QStringLiteral("changed_at"),
                             QStringLiteral("action"), QStringLiteral("before_json"),
                             QStringLiteral("after_json"), QStringLiteral("note"), QStringLiteral("author")});
    const QString at = now();
    for (std::size_t i = 0; i < prices.size(); ++i)
        if (auto added = historyRows.add({static_cast<qlonglong>(first->history + std::int64_t(i)),
                                          static_cast<qlonglong>(prices[i].id), at, QStringLiteral("insert"),
                                          QVariant(), jsonText(prices[i]), q(note), q(author)});
            !added)
            return added;
    return historyRows.flush();
}

// Every id of `rows` (regions or providers) as a set, for the in-memory check.
template <typename Row> std::set<std::string> idsOf(const std::vector<Row>& rows) {
    std::set<std::string> out;
    for (const Row& r : rows)
        out.insert(r.id);
    return out;
}

} // namespace

core::Result<core::ImportReport> SqlStore::importPrices(const std::vector<PriceRecord>& records, bool dryRun,
                                                        const std::string& note) {
    core::ImportReport report;
    report.rows = static_cast<int>(records.size());
    auto existing = prices({});
    auto regions = this->regions();
    auto providers = this->providers();
    if (!existing || !regions || !providers)
        return fail(!existing ? existing.error() : !regions ? regions.error() : providers.error());
    std::unordered_map<std::string, const PriceRecord*> byKey;
    byKey.reserve(existing->size());
    for (const PriceRecord& p : existing.value())
        byKey[p.key()] = &p;
    const std::set<std::string> regionIds = idsOf(regions.value()), providerIds = idsOf(providers.value());

    std::vector<PriceRecord> inserts;
    inserts.reserve(records.size());
    std::vector<std::pair<PriceRecord, PriceRecord>> updates; // the record and the stored one it replaces
    std::unordered_map<std::string, int> seen;
    seen.reserve(records.size());
    for (std::size_t i = 0; i < records.size(); ++i) {
        PriceRecord r = records[i];
        const int line = static_cast<int>(i) + 1;
        if (auto valid = core::validatePrice(r); !valid) {
            report.errors.push_back({line, "", valid.error()});
            continue;
        }
        const std::string key = r.key();
        if (const auto [at, added] = seen.emplace(key, line); !added) {
            report.errors.push_back({line, "", "duplicate of record " + std::to_string(at->second)});
            continue;
        }
        if (!regionIds.count(r.regionId) || !providerIds.count(r.providerId)) {
            report.errors.push_back(
                {line, "", "unknown region '" + r.regionId + "' or provider '" + r.providerId + "'"});
            continue;
        }
        const auto it = byKey.find(key);
        if (it == byKey.end()) {
            r.id = 0;
            r.version = 1;
            inserts.push_back(std::move(r));
        } else if (it->second->sameValues(r)) {
            ++report.unchanged;
        } else {
            r.id = it->second->id;
            updates.emplace_back(std::move(r), *it->second);
        }
    }
    report.inserted = static_cast<int>(inserts.size());
    report.updated = static_cast<int>(updates.size());
    if (dryRun || !report.errors.empty())
        return report; // nothing is written

    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot start a transaction: " + tx.error());
    const std::string nothing = "; nothing was imported";
    // Only changes take no ids (and on a team store no lock against the other writers).
    if (!inserts.empty())
        if (auto written = writeNewPrices(db, inserts, note, m_author); !written)
            return fail("cannot import: " + written.error() + nothing);
    for (const auto& [record, before] : updates) {
        auto stored = writePrice(db, record, before);
        if (!stored)
            return fail("cannot import: " + stored.error() + nothing);
        if (auto logged = recordPriceChange(db, stored->id, "update", before, stored.value(), note, m_author);
            !logged)
            return fail("cannot import: " + logged.error() + nothing);
    }
    if (auto committed = tx.commit(); !committed)
        return fail("cannot save the import: " + committed.error() + nothing);
    report.written = true;
    return report;
}

} // namespace gpuplan::db
