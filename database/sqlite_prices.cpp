// SqliteStore's PriceStore implementation: prices, their history (every change with the row before
// and after, as JSON) and reverts, regions and providers, all-or-nothing imports.
#include "price_rows.h"
#include "sql_support.h"
#include "store.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <map>
#include <set>

namespace gpuplan::db {

using core::fail;
using core::PriceRecord;

// --- plain queries -------------------------------------------------------------------------

core::Result<std::vector<core::Region>> SqliteStore::regions() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (!query.exec(QStringLiteral(
            "SELECT id, name_en, name_zh, currency, electricity_micro_per_kwh, pue, source FROM "
            "regions ORDER BY id")))
        return fail("cannot read regions: " + sqlError(query));
    std::vector<core::Region> out;
    while (query.next()) {
        core::Region r{query.value(0).toString().toStdString(),
                       query.value(1).toString().toStdString(),
                       query.value(2).toString().toStdString(),
                       query.value(3).toString().toStdString(),
                       std::nullopt,
                       query.value(5).toDouble(),
                       query.value(6).toString().toStdString()};
        if (!query.value(4).isNull())
            r.electricityPerKwh = static_cast<double>(query.value(4).toLongLong()) / 1e6;
        out.push_back(std::move(r));
    }
    return out;
}

core::Result<std::vector<core::Provider>> SqliteStore::providers() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (!query.exec(QStringLiteral("SELECT id, name, source FROM providers ORDER BY id")))
        return fail("cannot read providers: " + sqlError(query));
    std::vector<core::Provider> out;
    while (query.next())
        out.push_back({query.value(0).toString().toStdString(), query.value(1).toString().toStdString(),
                       query.value(2).toString().toStdString()});
    return out;
}

core::Result<std::vector<std::string>> SqliteStore::gpuIds() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (!query.exec(QStringLiteral("SELECT id FROM gpus ORDER BY id")))
        return fail("cannot read GPUs: " + sqlError(query));
    std::vector<std::string> out;
    while (query.next())
        out.push_back(query.value(0).toString().toStdString());
    return out;
}

core::Result<std::vector<PriceRecord>> SqliteStore::prices(const core::PriceFilter& f) {
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

core::Status SqliteStore::addRegion(const core::Region& r) {
    if (r.id.empty() || !core::isKnownCurrency(r.currency))
        return fail("a region needs an id and a known currency");
    QSqlQuery query(QSqlDatabase::database(m_connection));
    // An upsert, not REPLACE: replacing deletes the row first, which its prices forbid.
    query.prepare(
        QStringLiteral("INSERT INTO regions (id, name_en, name_zh, currency, electricity_micro_per_kwh, pue, "
                       "source) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET name_en = "
                       "excluded.name_en, name_zh = excluded.name_zh, currency = excluded.currency, "
                       "electricity_micro_per_kwh = excluded.electricity_micro_per_kwh, pue = excluded.pue, "
                       "source = excluded.source"));
    for (const std::string* s : {&r.id, &r.nameEn, &r.nameZh, &r.currency})
        query.addBindValue(q(*s));
    query.addBindValue(r.electricityPerKwh
                           ? QVariant(static_cast<qlonglong>(std::llround(*r.electricityPerKwh * 1e6)))
                           : QVariant());
    query.addBindValue(r.pue);
    query.addBindValue(q(r.source));
    if (!query.exec())
        return fail("cannot store region " + r.id + ": " + sqlError(query));
    return core::ok();
}

core::Status SqliteStore::addProvider(const core::Provider& p) {
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

core::Result<std::vector<core::ExchangeRate>> SqliteStore::exchangeRates() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (!query.exec(QStringLiteral(
            "SELECT currency, usd_per_unit, effective_date, source FROM exchange_rates ORDER BY currency")))
        return fail("cannot read exchange rates: " + sqlError(query));
    std::vector<core::ExchangeRate> out;
    while (query.next())
        out.push_back({query.value(0).toString().toStdString(), query.value(1).toDouble(),
                       query.value(2).toString().toStdString(), query.value(3).toString().toStdString()});
    return out;
}

core::Status SqliteStore::setExchangeRate(const core::ExchangeRate& rate) {
    auto valid = core::validateExchangeRate(rate);
    if (!valid)
        return valid;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral(
        "INSERT INTO exchange_rates (currency, usd_per_unit, effective_date, source) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (currency) DO UPDATE SET usd_per_unit = excluded.usd_per_unit, "
        "effective_date = excluded.effective_date, source = excluded.source"));
    query.addBindValue(q(rate.currency));
    query.addBindValue(rate.usdPerUnit);
    query.addBindValue(q(rate.effectiveDate));
    query.addBindValue(q(rate.source));
    if (!query.exec())
        return fail("cannot store the exchange rate: " + sqlError(query));
    return core::ok();
}

} // namespace gpuplan::db
