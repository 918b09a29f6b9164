// The stores' reads and the upserts of places and rates (SqlStore, SQLite and PostgreSQL): prices,
// regions, providers and exchange rates.
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

// --- plain queries -------------------------------------------------------------------------

namespace {

QVariant optionalMicro(const std::optional<double>& v) {
    return v ? QVariant(static_cast<qlonglong>(std::llround(*v * 1e6))) : QVariant();
}

std::optional<double> fromMicro(const QVariant& v) {
    if (v.isNull())
        return std::nullopt;
    return static_cast<double>(v.toLongLong()) / 1e6;
}

std::optional<double> optionalReal(const QVariant& v) {
    if (v.isNull())
        return std::nullopt;
    return v.toDouble();
}

QVariant orNull(const std::optional<double>& v) {
    return v ? QVariant(*v) : QVariant();
}

std::string text(const QVariant& v) {
    return v.toString().toStdString();
}

} // namespace

core::Result<std::vector<core::Region>> SqlStore::regions() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (!query.exec(QStringLiteral(
            "SELECT id, name_en, name_zh, currency, electricity_micro_per_kwh, pue, source, parent, "
            "electricity_low_micro, electricity_high_micro, electricity_date, electricity_url, "
            "electricity_verification, pue_low, pue_high, pue_date, pue_source, pue_url, pue_verification "
            "FROM regions ORDER BY id")))
        return fail("cannot read regions: " + sqlError(query));
    std::vector<core::Region> out;
    while (query.next()) {
        core::Region r;
        r.id = text(query.value(0));
        r.nameEn = text(query.value(1));
        r.nameZh = text(query.value(2));
        r.currency = text(query.value(3));
        r.electricityPerKwh = fromMicro(query.value(4));
        r.pue = query.value(5).toDouble();
        r.electricity.source = text(query.value(6));
        r.parent = text(query.value(7));
        r.electricity.low = fromMicro(query.value(8));
        r.electricity.high = fromMicro(query.value(9));
        r.electricity.effectiveDate = text(query.value(10));
        r.electricity.url = text(query.value(11));
        r.electricity.verification = text(query.value(12));
        r.pueSource.low = optionalReal(query.value(13));
        r.pueSource.high = optionalReal(query.value(14));
        r.pueSource.effectiveDate = text(query.value(15));
        r.pueSource.source = text(query.value(16));
        r.pueSource.url = text(query.value(17));
        r.pueSource.verification = text(query.value(18));
        out.push_back(std::move(r));
    }
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

core::Status SqlStore::addRegion(const core::Region& r) {
    if (r.id.empty() || !core::isKnownCurrency(r.currency))
        return fail("a region needs an id and a known currency");
    if (r.parent == r.id)
        return fail("region " + r.id + " cannot lie in itself");
    QSqlQuery query(QSqlDatabase::database(m_connection));
    // An upsert, not REPLACE: replacing deletes the row first, which its prices forbid.
    query.prepare(QStringLiteral(
        "INSERT INTO regions (id, name_en, name_zh, currency, electricity_micro_per_kwh, pue, source, "
        "parent, "
        "electricity_low_micro, electricity_high_micro, electricity_date, electricity_url, "
        "electricity_verification, pue_low, pue_high, pue_date, pue_source, pue_url, pue_verification) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET "
        "name_en = excluded.name_en, name_zh = excluded.name_zh, currency = excluded.currency, "
        "electricity_micro_per_kwh = excluded.electricity_micro_per_kwh, pue = excluded.pue, "
        "source = excluded.source, parent = excluded.parent, "
        "electricity_low_micro = excluded.electricity_low_micro, "
        "electricity_high_micro = excluded.electricity_high_micro, electricity_date = "
        "excluded.electricity_date, "
        "electricity_url = excluded.electricity_url, electricity_verification = "
        "excluded.electricity_verification, "
        "pue_low = excluded.pue_low, pue_high = excluded.pue_high, pue_date = excluded.pue_date, "
        "pue_source = excluded.pue_source, pue_url = excluded.pue_url, pue_verification = "
        "excluded.pue_verification"));
    for (const std::string* s : {&r.id, &r.nameEn, &r.nameZh, &r.currency})
        query.addBindValue(q(*s));
    query.addBindValue(optionalMicro(r.electricityPerKwh));
    query.addBindValue(r.pue);
    query.addBindValue(q(r.electricity.source));
    query.addBindValue(r.parent.empty() ? QVariant() : QVariant(q(r.parent)));
    query.addBindValue(optionalMicro(r.electricity.low));
    query.addBindValue(optionalMicro(r.electricity.high));
    for (const std::string* s :
         {&r.electricity.effectiveDate, &r.electricity.url, &r.electricity.verification})
        query.addBindValue(q(*s));
    query.addBindValue(orNull(r.pueSource.low));
    query.addBindValue(orNull(r.pueSource.high));
    for (const std::string* s :
         {&r.pueSource.effectiveDate, &r.pueSource.source, &r.pueSource.url, &r.pueSource.verification})
        query.addBindValue(q(*s));
    if (!query.exec()) {
        if (isForeignKeyViolation(query))
            return fail("region " + r.id + ": unknown area '" + r.parent + "'");
        return fail("cannot store region " + r.id + ": " + sqlError(query));
    }
    return core::ok();
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
    if (!query.exec(QStringLiteral("SELECT currency, usd_per_unit, effective_date, source, low, high, url, "
                                   "verification FROM exchange_rates ORDER BY currency")))
        return fail("cannot read exchange rates: " + sqlError(query));
    std::vector<core::ExchangeRate> out;
    while (query.next())
        out.push_back({text(query.value(0)), query.value(1).toDouble(), text(query.value(2)),
                       text(query.value(3)), optionalReal(query.value(4)), optionalReal(query.value(5)),
                       text(query.value(6)), text(query.value(7))});
    return out;
}

core::Status SqlStore::setExchangeRate(const core::ExchangeRate& rate) {
    auto valid = core::validateExchangeRate(rate);
    if (!valid)
        return valid;
    QSqlQuery query(QSqlDatabase::database(m_connection));
    query.prepare(QStringLiteral(
        "INSERT INTO exchange_rates (currency, usd_per_unit, effective_date, source, low, high, url, "
        "verification) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (currency) DO UPDATE SET usd_per_unit = "
        "excluded.usd_per_unit, "
        "effective_date = excluded.effective_date, source = excluded.source, low = excluded.low, "
        "high = excluded.high, url = excluded.url, verification = excluded.verification"));
    query.addBindValue(q(rate.currency));
    query.addBindValue(rate.usdPerUnit);
    query.addBindValue(q(rate.effectiveDate));
    query.addBindValue(q(rate.source));
    query.addBindValue(orNull(rate.low));
    query.addBindValue(orNull(rate.high));
    query.addBindValue(q(rate.url));
    query.addBindValue(q(rate.verification));
    if (!query.exec())
        return fail("cannot store the exchange rate: " + sqlError(query));
    return core::ok();
}

} // namespace gpuplan::db
