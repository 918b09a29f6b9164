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

namespace {

// A JSON string as QJsonDocument writes it (quote, backslash and control characters escaped; the rest as
// UTF-8), so the history reads the same whichever writer made an entry.
void appendJsonString(std::string& out, const std::string& text) {
    static const char* const hex = "0123456789abcdef";
    out += '"';
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (u < 0x20) {
                out += "\\u00";
                out += hex[u >> 4];
                out += hex[u & 0xf];
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

} // namespace

QString jsonText(const std::optional<PriceRecord>& p) {
    if (!p)
        return {};
    // By hand, exactly as QJsonDocument's compact form (keys sorted; tests/database/test_price_rows.cpp reads
    // it back and writes it again with Qt): an import writes one per new price, and building a QJsonDocument
    // took a quarter of a 150,000-price import.
    std::string out = "{\"amount_minor\":" + std::to_string(p->amount.minor()) + ",\"currency\":";
    appendJsonString(out, p->amount.currency());
    out += ",\"effective_date\":";
    appendJsonString(out, p->effectiveDate);
    out += ",\"gpu\":";
    appendJsonString(out, p->gpuId);
    out += ",\"gpus_per_machine\":" + std::to_string(p->gpusPerMachine);
    if (p->high)
        out += ",\"high_minor\":" + std::to_string(p->high->minor());
    out += std::string(",\"indicative\":") + (p->indicative ? "true" : "false") + ",\"kind\":";
    appendJsonString(out, std::string(core::priceKindName(p->kind)));
    if (p->low)
        out += ",\"low_minor\":" + std::to_string(p->low->minor());
    out += ",\"note\":";
    appendJsonString(out, p->note);
    out += ",\"provider\":";
    appendJsonString(out, p->providerId);
    out += ",\"region\":";
    appendJsonString(out, p->regionId);
    out += ",\"source\":";
    appendJsonString(out, p->source);
    out += ",\"source_url\":";
    appendJsonString(out, p->sourceUrl);
    out += ",\"unit\":";
    appendJsonString(out, std::string(core::priceUnitName(p->unit)));
    out += ",\"verification\":";
    appendJsonString(out, p->verification);
    if (p->version > 0)
        out += ",\"version\":" + std::to_string(p->version);
    out += '}';
    return QString::fromStdString(out);
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

QVariantList priceValues(const PriceRecord& p) {
    return {q(p.gpuId),
            q(p.providerId),
            q(p.regionId),
            q(std::string(core::priceKindName(p.kind))),
            q(std::string(core::priceUnitName(p.unit))),
            p.gpusPerMachine,
            static_cast<qlonglong>(p.amount.minor()),
            q(p.amount.currency()),
            p.low ? QVariant(static_cast<qlonglong>(p.low->minor())) : QVariant(),
            p.high ? QVariant(static_cast<qlonglong>(p.high->minor())) : QVariant(),
            q(p.effectiveDate),
            q(p.source),
            q(p.note),
            q(p.sourceUrl),
            q(p.verification),
            p.indicative ? 1 : 0};
}

void bindPrice(QSqlQuery& query, const PriceRecord& p) {
    for (const QVariant& v : priceValues(p))
        query.addBindValue(v);
}

std::string sqlError(const QSqlQuery& query) {
    return sqlErrorText(query.lastError(), query.driver());
}

} // namespace gpuplan::db
