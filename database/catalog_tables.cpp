// The catalog kept in the store (GPUs, networks, presets, calibration), handed to the core as the
// same CSV texts the bundled resources hold, so one parser validates both.
#include "price_rows.h"
#include "sql_store.h"
#include "sql_support.h"

#include "core/csv.h"

#include <QLocale>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <set>
#include <vector>

namespace gpuplan::db {

// In the order the rows were added: SQLite's rowid; on PostgreSQL the tables' row_order identity column,
// which is not part of the CSV.
core::Result<std::string> tableCsv(const QString& connection, const QString& table,
                                   const std::set<QString>& flags) {
    QSqlQuery query(QSqlDatabase::database(connection));
    const bool postgres = isPostgres(query.driver());
    if (!query.exec(QStringLiteral("SELECT * FROM %1 ORDER BY %2")
                        .arg(table, postgres ? QStringLiteral("row_order") : QStringLiteral("rowid"))))
        return core::fail("cannot read " + table.toStdString() + ": " + sqlError(query));
    const QSqlRecord record = query.record();
    std::vector<int> columns;
    for (int i = 0; i < record.count(); ++i)
        if (!postgres || record.fieldName(i) != QLatin1String("row_order"))
            columns.push_back(i);
    std::string out;
    for (std::size_t c = 0; c < columns.size(); ++c)
        out += (c ? "," : "") + record.fieldName(columns[c]).toStdString();
    out += "\n";
    while (query.next()) {
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const int i = columns[c];
            const QVariant v = query.value(i);
            std::string cell;
            if (v.isNull())
                cell = "";
            else if (flags.count(record.fieldName(i)))
                cell = v.toInt() ? "yes" : "no";
            else if (v.typeId() == QMetaType::Double)
                cell = QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest).toStdString();
            else
                cell = core::csvQuote(v.toString().toStdString());
            out += (c ? "," : "") + cell;
        }
        out += "\n";
    }
    return out;
}

core::Result<core::CatalogTexts> SqlStore::catalogTexts() {
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

namespace gpuplan::db {

core::Result<core::ImportReport> SqlStore::importGpus(const std::string& csv, bool dryRun) {
    core::ImportReport report;
    // The core parser checks every field (numbers, links, required values) with line and column.
    auto parsed = core::parseGpuCsv(csv);
    if (!parsed) {
        report.errors.push_back({0, "", parsed.error()});
        return report;
    }
    auto table = core::parseCsv(csv);
    report.rows = static_cast<int>(parsed->size());
    std::set<std::string> ids;
    for (std::size_t i = 0; i < parsed->size(); ++i)
        if (!ids.insert((*parsed)[i].id).second)
            report.errors.push_back(
                {table->rows[i].line, "id", "duplicate GPU id '" + (*parsed)[i].id + "'"});
    if (!report.errors.empty() || dryRun)
        return report;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    // The query is declared first so that a failed save rolls back before the query frees its statement
    // (PostgreSQL refuses anything else in an aborted transaction).
    QSqlQuery query(db);
    Transaction tx(db);
    if (!tx.begun())
        return core::fail("cannot save the GPUs: " + tx.error());
    const std::vector<std::string>& header = table->header;
    QStringList columns, marks, updates;
    for (const std::string& c : header) {
        columns << QString::fromStdString(c);
        marks << QStringLiteral("?");
        if (c != "id")
            updates << QStringLiteral("%1 = excluded.%1").arg(QString::fromStdString(c));
    }
    // An upsert, not REPLACE: replacing would delete the row and cascade to its calibration.
    query.prepare(QStringLiteral("INSERT INTO gpus (%1) VALUES (%2) ON CONFLICT (id) DO UPDATE SET %3")
                      .arg(columns.join(QLatin1Char(',')), marks.join(QLatin1Char(',')),
                           updates.join(QLatin1Char(','))));
    for (const core::CsvRow& row : table->rows) {
        for (std::size_t i = 0; i < row.fields.size(); ++i) {
            const std::string& v = row.fields[i];
            if (v.empty())
                query.addBindValue(QVariant());
            else if (header[i] == "unverified")
                query.addBindValue(v == "yes" ? 1 : 0);
            else
                query.addBindValue(QString::fromStdString(v));
        }
        if (!query.exec()) {
            report.errors.push_back({row.line, "", sqlError(query)});
            return report; // rolled back
        }
        ++report.updated;
    }
    auto committed = tx.commit();
    if (!committed)
        return core::fail("cannot save the GPUs: " + committed.error());
    report.written = true;
    return report;
}

core::Status SqlStore::saveGpu(const core::GpuSpec& gpu) {
    auto valid = core::validateGpu(gpu);
    if (!valid)
        return core::fail(valid.error());
    auto report = importGpus(core::writeGpuCsv({gpu}), false);
    if (!report)
        return core::fail(report.error());
    if (!report->errors.empty())
        return core::fail(report->errors.front().reason);
    return core::ok();
}

core::Status SqlStore::removeGpu(const std::string& id) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return core::fail("cannot delete GPU " + id + ": " + tx.error());
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT (SELECT count(*) FROM prices WHERE gpu = ?), "
                                 "(SELECT count(*) FROM efficiency WHERE gpu = ? AND fitted = 1)"));
    query.addBindValue(q(id));
    query.addBindValue(q(id));
    if (!query.exec() || !query.next())
        return core::fail("cannot check GPU " + id + ": " + sqlError(query));
    if (query.value(0).toInt() > 0)
        return core::fail(std::to_string(query.value(0).toInt()) + " stored prices name " + id +
                          ": delete them first");
    if (query.value(1).toInt() > 0)
        return core::fail(id + " is calibrated on published runs: it cannot be deleted");
    query.prepare(QStringLiteral("DELETE FROM gpus WHERE id = ?"));
    query.addBindValue(q(id));
    if (!query.exec())
        return core::fail("cannot delete GPU " + id + ": " + sqlError(query));
    return tx.commit();
}

} // namespace gpuplan::db
