// The catalog kept in the store (GPUs, networks, presets, calibration), handed to the core as the
// same CSV texts the bundled resources hold, so one parser validates both.
#include "price_rows.h"
#include "store.h"

#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <set>

namespace gpuplan::db {

namespace {

std::string csvField(const QString& s) {
    std::string v = s.toStdString();
    if (v.find_first_of(",\"\n") == std::string::npos)
        return v;
    std::string out = "\"";
    for (char c : v) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}

// Every row of `table` as CSV; the `flags` columns (stored 1/0) are written yes/no.
core::Result<std::string> tableCsv(const QString& connection, const QString& table,
                                   const std::set<QString>& flags) {
    QSqlQuery query(QSqlDatabase::database(connection));
    if (!query.exec(QStringLiteral("SELECT * FROM %1 ORDER BY rowid").arg(table)))
        return core::fail("cannot read " + table.toStdString() + ": " + sqlError(query));
    const QSqlRecord record = query.record();
    std::string out;
    for (int i = 0; i < record.count(); ++i)
        out += (i ? "," : "") + record.fieldName(i).toStdString();
    out += "\n";
    while (query.next()) {
        for (int i = 0; i < record.count(); ++i) {
            const QVariant v = query.value(i);
            std::string cell;
            if (v.isNull())
                cell = "";
            else if (flags.count(record.fieldName(i)))
                cell = v.toInt() ? "yes" : "no";
            else if (v.typeId() == QMetaType::Double)
                cell = QString::number(v.toDouble(), 'g', 17).toStdString();
            else
                cell = csvField(v.toString());
            out += (i ? "," : "") + cell;
        }
        out += "\n";
    }
    return out;
}

} // namespace

core::Result<core::CatalogTexts> SqliteStore::catalogTexts() {
    core::CatalogTexts t;
    const struct {
        const char* table;
        std::string* target;
        std::set<QString> flags;
    } tables[] = {{"gpus", &t.gpus, {QStringLiteral("unverified")}},
                  {"models", &t.models, {QStringLiteral("gated_mlp")}},
                  {"networks", &t.networks, {}},
                  {"efficiency", &t.efficiency, {QStringLiteral("fitted")}},
                  {"global_params", &t.globals, {}}};
    for (const auto& table : tables) {
        auto csv = tableCsv(m_connection, QString::fromLatin1(table.table), table.flags);
        if (!csv)
            return core::fail(csv.error());
        *table.target = std::move(csv).value();
    }
    return t;
}

} // namespace gpuplan::db
