// Mapping prices to and from SQL rows and JSON (the history keeps each change's rows as JSON).
#include "price_rows.h"
#include "sql_support.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QVariant>

namespace gpuplan::db {

using core::PriceRecord;

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

QString now() {
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

namespace {
QJsonObject toJson(const PriceRecord& p) {
    QJsonObject o{{QStringLiteral("gpu"), q(p.gpuId)},
                  {QStringLiteral("provider"), q(p.providerId)},
                  {QStringLiteral("region"), q(p.regionId)},
                  {QStringLiteral("kind"), q(std::string(core::priceKindName(p.kind)))},
                  {QStringLiteral("unit"), q(std::string(core::priceUnitName(p.unit)))},
                  {QStringLiteral("gpus_per_machine"), p.gpusPerMachine},
                  {QStringLiteral("amount_minor"), static_cast<qint64>(p.amount.minor())},
                  {QStringLiteral("currency"), q(p.amount.currency())},
                  {QStringLiteral("effective_date"), q(p.effectiveDate)},
                  {QStringLiteral("source"), q(p.source)},
                  {QStringLiteral("note"), q(p.note)},
                  {QStringLiteral("source_url"), q(p.sourceUrl)},
                  {QStringLiteral("verification"), q(p.verification)},
                  {QStringLiteral("indicative"), p.indicative}};
    if (p.version > 0)
        o.insert(QStringLiteral("version"), static_cast<qint64>(p.version));
    if (p.low)
        o.insert(QStringLiteral("low_minor"), static_cast<qint64>(p.low->minor()));
    if (p.high)
        o.insert(QStringLiteral("high_minor"), static_cast<qint64>(p.high->minor()));
    return o;
}
} // namespace

std::optional<PriceRecord> fromJson(const QString& text, std::int64_t id) {
    if (text.isEmpty())
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
    PriceRecord p;
    p.id = id;
    p.gpuId = o.value(QStringLiteral("gpu")).toString().toStdString();
    p.providerId = o.value(QStringLiteral("provider")).toString().toStdString();
    p.regionId = o.value(QStringLiteral("region")).toString().toStdString();
    p.kind = core::parsePriceKind(o.value(QStringLiteral("kind")).toString().toStdString())
                 .value_or(core::PriceKind::OnDemand);
    p.unit = core::parsePriceUnit(o.value(QStringLiteral("unit")).toString().toStdString())
                 .value_or(core::PriceUnit::GpuHour);
    p.gpusPerMachine = o.value(QStringLiteral("gpus_per_machine")).toInt(8);
    const std::string currency = o.value(QStringLiteral("currency")).toString().toStdString();
    p.amount = core::Money::fromMinor(o.value(QStringLiteral("amount_minor")).toInteger(), currency);
    if (o.contains(QStringLiteral("low_minor")))
        p.low = core::Money::fromMinor(o.value(QStringLiteral("low_minor")).toInteger(), currency);
    if (o.contains(QStringLiteral("high_minor")))
        p.high = core::Money::fromMinor(o.value(QStringLiteral("high_minor")).toInteger(), currency);
    p.effectiveDate = o.value(QStringLiteral("effective_date")).toString().toStdString();
    p.source = o.value(QStringLiteral("source")).toString().toStdString();
    p.note = o.value(QStringLiteral("note")).toString().toStdString();
    p.sourceUrl = o.value(QStringLiteral("source_url")).toString().toStdString();
    p.verification = o.value(QStringLiteral("verification")).toString().toStdString();
    p.indicative = o.value(QStringLiteral("indicative")).toBool();
    p.version = o.value(QStringLiteral("version")).toInteger(); // 0 in entries written before schema 5
    return p;
}

QString jsonText(const std::optional<PriceRecord>& p) {
    return p ? QString::fromUtf8(QJsonDocument(toJson(*p)).toJson(QJsonDocument::Compact)) : QString();
}

PriceRecord fromRow(const QSqlQuery& r) {
    PriceRecord p;
    p.id = r.value(0).toLongLong();
    p.gpuId = r.value(1).toString().toStdString();
    p.providerId = r.value(2).toString().toStdString();
    p.regionId = r.value(3).toString().toStdString();
    p.kind = core::parsePriceKind(r.value(4).toString().toStdString()).value_or(core::PriceKind::OnDemand);
    p.unit = core::parsePriceUnit(r.value(5).toString().toStdString()).value_or(core::PriceUnit::GpuHour);
    p.gpusPerMachine = r.value(6).toInt();
    const std::string currency = r.value(8).toString().toStdString();
    p.amount = core::Money::fromMinor(r.value(7).toLongLong(), currency);
    if (!r.value(9).isNull())
        p.low = core::Money::fromMinor(r.value(9).toLongLong(), currency);
    if (!r.value(10).isNull())
        p.high = core::Money::fromMinor(r.value(10).toLongLong(), currency);
    p.effectiveDate = r.value(11).toString().toStdString();
    p.source = r.value(12).toString().toStdString();
    p.note = r.value(13).toString().toStdString();
    p.sourceUrl = r.value(14).toString().toStdString();
    p.verification = r.value(15).toString().toStdString();
    p.indicative = r.value(16).toInt() != 0;
    p.version = r.value(17).toLongLong();
    return p;
}

const char* const kPriceColumns =
    "id, gpu, provider, region, kind, unit, gpus_per_machine, amount_minor, currency, low_minor, "
    "high_minor, effective_date, source, note, source_url, verification, indicative, version";

void bindPrice(QSqlQuery& query, const PriceRecord& p) {
    query.addBindValue(q(p.gpuId));
    query.addBindValue(q(p.providerId));
    query.addBindValue(q(p.regionId));
    query.addBindValue(q(std::string(core::priceKindName(p.kind))));
    query.addBindValue(q(std::string(core::priceUnitName(p.unit))));
    query.addBindValue(p.gpusPerMachine);
    query.addBindValue(static_cast<qlonglong>(p.amount.minor()));
    query.addBindValue(q(p.amount.currency()));
    query.addBindValue(p.low ? QVariant(static_cast<qlonglong>(p.low->minor())) : QVariant());
    query.addBindValue(p.high ? QVariant(static_cast<qlonglong>(p.high->minor())) : QVariant());
    query.addBindValue(q(p.effectiveDate));
    query.addBindValue(q(p.source));
    query.addBindValue(q(p.note));
    query.addBindValue(q(p.sourceUrl));
    query.addBindValue(q(p.verification));
    query.addBindValue(p.indicative ? 1 : 0);
}

std::string sqlError(const QSqlQuery& query) {
    return sqlErrorText(query.lastError(), query.driver());
}

} // namespace gpuplan::db
