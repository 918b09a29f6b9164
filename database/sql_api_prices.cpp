// The stores' API prices (SqlStore, SQLite and PostgreSQL): read, added, changed against the version the
// editor read, and deleted likewise, each in one transaction. On a team store every change is signed by the
// server in change_log (migrations-pg/0015.sql), which also says who made the change a stale save met.
#include "price_rows.h"
#include "sql_store.h"
#include "sql_support.h"

#include <QSqlQuery>
#include <QVariant>

#include <optional>

namespace gpuplan::db {

using core::ApiPriceRecord;
using core::fail;

namespace {

constexpr const char* kApiPriceColumns =
    "id, provider, model, model_id, currency, input_per_mtok, cached_input_per_mtok, output_per_mtok, "
    "effective_date, source, url, verification, note, version";

ApiPriceRecord apiPriceFromRow(const QSqlQuery& row) {
    ApiPriceRecord p;
    p.id = row.value(0).toLongLong();
    p.provider = row.value(1).toString().toStdString();
    p.model = row.value(2).toString().toStdString();
    p.modelId = row.value(3).toString().toStdString();
    p.currency = row.value(4).toString().toStdString();
    p.inputPerMillion = row.value(5).toDouble();
    if (!row.value(6).isNull())
        p.cachedInputPerMillion = row.value(6).toDouble();
    p.outputPerMillion = row.value(7).toDouble();
    p.effectiveDate = row.value(8).toString().toStdString();
    p.source = row.value(9).toString().toStdString();
    p.url = row.value(10).toString().toStdString();
    p.verification = row.value(11).toString().toStdString();
    p.note = row.value(12).toString().toStdString();
    p.version = row.value(13).toLongLong();
    return p;
}

// The API price as this transaction sees it, locked on PostgreSQL until the transaction ends (another
// session's save of it waits, then reads the version this one wrote); SQLite's transaction holds the file.
core::Result<std::optional<ApiPriceRecord>> loadApiPrice(QSqlDatabase& db, std::int64_t id) {
    QSqlQuery query(db);
    const QString sql = QStringLiteral("SELECT %1 FROM api_prices WHERE id = %2%3")
                            .arg(QLatin1String(kApiPriceColumns), QStringLiteral("%1"),
                                 isPostgres(db.driver()) ? QStringLiteral(" FOR UPDATE") : QString());
    if (!execWithLiterals(query, db, sql, {static_cast<qlonglong>(id)}))
        return fail("cannot change API price " + std::to_string(id) + ": " + sqlError(query));
    if (!query.next())
        return std::optional<ApiPriceRecord>();
    return std::optional<ApiPriceRecord>(apiPriceFromRow(query));
}

// The refusal of a save or delete made at `versionSeen` of a price now `current`, naming the latest change.
core::Error staleApiPrice(QSqlDatabase& db, std::int64_t id, std::int64_t versionSeen,
                          const std::optional<ApiPriceRecord>& current) {
    auto who = lastLoggedChange(db, "api_prices", std::to_string(id));
    if (!who)
        return fail(who.error());
    return core::apiPriceConflictError(id, versionSeen, current, who->first, who->second);
}

QVariant optionalNumber(const std::optional<double>& v) {
    return v ? QVariant(*v) : QVariant(QMetaType::fromType<double>());
}

} // namespace

core::Result<std::vector<ApiPriceRecord>> SqlStore::apiPrices() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (!query.exec(
            QStringLiteral("SELECT %1 FROM api_prices ORDER BY provider, model, currency, effective_date")
                .arg(QLatin1String(kApiPriceColumns))))
        return fail("cannot read the API prices: " + sqlError(query));
    std::vector<ApiPriceRecord> out;
    while (query.next())
        out.push_back(apiPriceFromRow(query));
    return out;
}

core::Result<ApiPriceRecord> SqlStore::saveApiPrice(const ApiPriceRecord& price) {
    if (auto valid = core::validateApiPrice(price); !valid)
        return valid.failure();
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot store the API price: " + tx.error());
    if (price.id != 0) {
        auto current = loadApiPrice(db, price.id);
        if (!current)
            return fail(current.error());
        if (!current.value() || current.value()->version != price.version)
            return staleApiPrice(db, price.id, price.version, current.value());
    }
    const bool postgres = isPostgres(db.driver());
    QSqlQuery write(db);
    const QString values =
        QStringLiteral("provider = ?, model = ?, model_id = ?, currency = ?, input_per_mtok = ?, "
                       "cached_input_per_mtok = ?, output_per_mtok = ?, effective_date = ?, "
                       "source = ?, url = ?, verification = ?, note = ?");
    if (price.id != 0)
        write.prepare(
            QStringLiteral("UPDATE api_prices SET %1, version = version + 1 WHERE id = ? AND version = ?")
                .arg(values));
    else
        write.prepare(
            QStringLiteral("INSERT INTO api_prices (provider, model, model_id, currency, input_per_mtok, "
                           "cached_input_per_mtok, output_per_mtok, effective_date, source, url, "
                           "verification, note, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)%1")
                .arg(postgres ? QStringLiteral(" RETURNING id") : QString()));
    for (const QVariant& v :
         {QVariant(q(price.provider)), QVariant(q(price.model)), QVariant(q(price.modelId)),
          QVariant(q(price.currency)), QVariant(price.inputPerMillion),
          optionalNumber(price.cachedInputPerMillion), QVariant(price.outputPerMillion),
          QVariant(q(price.effectiveDate)), QVariant(q(price.source)), QVariant(q(price.url)),
          QVariant(q(price.verification)), QVariant(q(price.note))})
        write.addBindValue(v);
    if (price.id != 0) {
        write.addBindValue(static_cast<qlonglong>(price.id));
        write.addBindValue(static_cast<qlonglong>(price.version));
    }
    if (!write.exec()) {
        if (isUniqueViolation(write))
            return fail("an API price of " + price.label() + " in " + price.currency + " dated '" +
                        price.effectiveDate + "' exists already; change that one, or give another date");
        return fail("cannot store the API price " + price.label() + ": " + sqlError(write));
    }
    // Read at `price.version` in this transaction and locked: a miss means a writer that ignores the lock.
    if (price.id != 0 && write.numRowsAffected() != 1)
        return fail("API price " + std::to_string(price.id) + " changed while it was being saved");
    const std::int64_t id = price.id != 0 ? price.id
                            : postgres    ? (write.next() ? write.value(0).toLongLong() : 0)
                                          : write.lastInsertId().toLongLong();
    auto stored = loadApiPrice(db, id);
    if (!stored)
        return fail(stored.error());
    if (!stored.value())
        return fail("the API price " + price.label() + " was not saved");
    if (auto committed = tx.commit(); !committed)
        return fail("cannot store the API price: " + committed.error());
    return *stored.value();
}

core::Status SqlStore::removeApiPrice(std::int64_t id, std::int64_t version) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot delete the API price: " + tx.error());
    auto current = loadApiPrice(db, id);
    if (!current)
        return fail(current.error());
    if (!current.value() || current.value()->version != version)
        return staleApiPrice(db, id, version, current.value());
    QSqlQuery remove(db);
    remove.prepare(QStringLiteral("DELETE FROM api_prices WHERE id = ? AND version = ?"));
    remove.addBindValue(static_cast<qlonglong>(id));
    remove.addBindValue(static_cast<qlonglong>(version));
    if (!remove.exec())
        return fail("cannot delete API price " + std::to_string(id) + ": " + sqlError(remove));
    if (remove.numRowsAffected() != 1)
        return fail("API price " + std::to_string(id) + " changed while it was being deleted");
    return tx.commit();
}

} // namespace gpuplan::db
