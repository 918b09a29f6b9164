// The stores' reads (SqlStore, SQLite and PostgreSQL): prices, regions, providers and exchange rates; and
// the upsert of a provider. Regions and rates are saved against their versions (sql_place_changes.cpp).
#include "place_rows.h"
#include "price_rows.h"
#include "sql_store.h"
#include "sql_support.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <cmath>
#include <map>
#include <set>

namespace gpuplan::db {

using core::fail;
using core::PriceRecord;

core::Result<std::vector<core::Region>> SqlStore::regions() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (!query.exec(QStringLiteral("SELECT %1 FROM regions ORDER BY id").arg(QLatin1String(kRegionColumns))))
        return fail("cannot read regions: " + sqlError(query));
    std::vector<core::Region> out;
    while (query.next())
        out.push_back(regionFromRow(query));
    return out;
}

core::Result<std::vector<core::Provider>> SqlStore::providers() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (!query.exec(QStringLiteral("SELECT id, name, source FROM providers ORDER BY id")))
        return fail("cannot read providers: " + sqlError(query));
    std::vector<core::Provider> out;
    while (query.next())
        out.push_back({query.value(0).toString().toStdString(), query.value(1).toString().toStdString(),
                       query.value(2).toString().toStdString()});
    return out;
}

core::Result<std::vector<std::string>> SqlStore::gpuIds() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (!query.exec(QStringLiteral("SELECT id FROM gpus ORDER BY id")))
        return fail("cannot read GPUs: " + sqlError(query));
    std::vector<std::string> out;
    while (query.next())
        out.push_back(query.value(0).toString().toStdString());
    return out;
}

core::Result<std::vector<PriceRecord>> SqlStore::prices(const core::PriceFilter& f) {
    QString sql = QStringLiteral("SELECT %1 FROM prices WHERE 1 = 1").arg(QString::fromLatin1(kPriceColumns));
    QVariantList binds;
    auto where = [&](const std::string& value, const char* column) {
        if (value.empty())
            return;
        sql += QStringLiteral(" AND %1 = ?").arg(QString::fromLatin1(column));
        binds << q(value);
    };
    where(f.gpuId, "gpu");
    where(f.regionId, "region");
    where(f.providerId, "provider");
    if (f.kind)
        where(std::string(core::priceKindName(*f.kind)), "kind");
    sql += QStringLiteral(" ORDER BY gpu, region, provider, kind, unit, effective_date");
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(sql);
    for (const QVariant& v : binds)
        query.addBindValue(v);
    if (!query.exec())
        return fail("cannot read prices: " + sqlError(query));
    std::vector<PriceRecord> out;
    while (query.next())
        out.push_back(fromRow(query));
    return out;
}

core::Status SqlStore::addProvider(const core::Provider& p) {
    if (p.id.empty())
        return fail("a provider needs an id");
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(
        QStringLiteral("INSERT INTO providers (id, name, source) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE "
                       "SET name = excluded.name, source = excluded.source"));
    query.addBindValue(q(p.id));
    query.addBindValue(q(p.name));
    query.addBindValue(q(p.source));
    if (!query.exec())
        return fail("cannot store provider " + p.id + ": " + sqlError(query));
    return core::ok();
}

core::Result<std::vector<core::ExchangeRate>> SqlStore::exchangeRates() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (!query.exec(QStringLiteral("SELECT %1 FROM exchange_rates ORDER BY currency")
                        .arg(QLatin1String(kRateColumns))))
        return fail("cannot read exchange rates: " + sqlError(query));
    std::vector<core::ExchangeRate> out;
    while (query.next())
        out.push_back(rateFromRow(query));
    return out;
}

} // namespace gpuplan::db
