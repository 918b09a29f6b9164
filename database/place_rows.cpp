#include "place_rows.h"

#include "price_rows.h"

#include <cmath>

namespace gpuplan::db {
namespace {

// Electricity prices are stored in millionths of the currency, so a figure reads back as it was typed.
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

const char* const kRegionColumns =
    "id, name_en, name_zh, currency, electricity_micro_per_kwh, pue, source, parent, electricity_low_micro, "
    "electricity_high_micro, electricity_date, electricity_url, electricity_verification, pue_low, pue_high, "
    "pue_date, pue_source, pue_url, pue_verification, version";

core::Region regionFromRow(const QSqlQuery& row) {
    core::Region r;
    r.id = text(row.value(0));
    r.nameEn = text(row.value(1));
    r.nameZh = text(row.value(2));
    r.currency = text(row.value(3));
    r.electricityPerKwh = fromMicro(row.value(4));
    r.pue = row.value(5).toDouble();
    r.electricity.source = text(row.value(6));
    r.parent = text(row.value(7));
    r.electricity.low = fromMicro(row.value(8));
    r.electricity.high = fromMicro(row.value(9));
    r.electricity.effectiveDate = text(row.value(10));
    r.electricity.url = text(row.value(11));
    r.electricity.verification = text(row.value(12));
    r.pueSource.low = optionalReal(row.value(13));
    r.pueSource.high = optionalReal(row.value(14));
    r.pueSource.effectiveDate = text(row.value(15));
    r.pueSource.source = text(row.value(16));
    r.pueSource.url = text(row.value(17));
    r.pueSource.verification = text(row.value(18));
    r.version = row.value(19).toLongLong();
    return r;
}

void bindRegion(QSqlQuery& query, const core::Region& r, bool withKey) {
    if (withKey)
        query.addBindValue(q(r.id));
    for (const std::string* s : {&r.nameEn, &r.nameZh, &r.currency})
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
}

const char* const kRateColumns =
    "currency, usd_per_unit, effective_date, source, low, high, url, verification, "
    "version";

core::ExchangeRate rateFromRow(const QSqlQuery& row) {
    return {text(row.value(0)), row.value(1).toDouble(),    text(row.value(2)),
            text(row.value(3)), optionalReal(row.value(4)), optionalReal(row.value(5)),
            text(row.value(6)), text(row.value(7)),         row.value(8).toLongLong()};
}

void bindRate(QSqlQuery& query, const core::ExchangeRate& r, bool withKey) {
    if (withKey)
        query.addBindValue(q(r.currency));
    query.addBindValue(r.usdPerUnit);
    query.addBindValue(q(r.effectiveDate));
    query.addBindValue(q(r.source));
    query.addBindValue(orNull(r.low));
    query.addBindValue(orNull(r.high));
    query.addBindValue(q(r.url));
    query.addBindValue(q(r.verification));
}

} // namespace gpuplan::db
