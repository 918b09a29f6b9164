// The catalog kept in the store (GPUs, networks, presets, calibration), handed to the core as the
// same CSV texts the bundled resources hold, so one parser validates both.
#include "catalog_rows.h"
#include "price_rows.h"
#include "sql_store.h"
#include "sql_support.h"

#include "core/catalog/catalog_store.h"
#include "core/csv.h"
#include "core/number_parse.h"

#include <QLocale>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <set>
#include <vector>

namespace gpuplan::db {

std::string queryCsv(QSqlQuery& query, const std::set<QString>& flags, const std::set<QString>& hidden) {
    const QSqlRecord record = query.record();
    std::vector<int> columns;
    for (int i = 0; i < record.count(); ++i)
        if (record.fieldName(i) != QLatin1String("row_order") && !hidden.count(record.fieldName(i)))
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

// In the order the rows were added: SQLite's rowid; on PostgreSQL the tables' row_order identity column,
// which is not part of the CSV.
core::Result<std::string> tableCsv(const QString& connection, const QString& table,
                                   const std::set<QString>& flags, const std::set<QString>& hidden) {
    QSqlQuery query(QSqlDatabase::database(connection));
    const bool postgres = isPostgres(query.driver());
    if (!query.exec(QStringLiteral("SELECT * FROM %1 ORDER BY %2")
                        .arg(table, postgres ? QStringLiteral("row_order") : QStringLiteral("rowid"))))
        return core::fail("cannot read " + table.toStdString() + ": " + sqlError(query));
    return queryCsv(query, flags, hidden);
}

core::Result<core::CatalogTexts> SqlStore::catalogTexts(bool withVersions) {
    core::CatalogTexts t;
    const struct {
        const char* table;
        std::string* target;
        std::set<QString> flags;
    } tables[] = {{"gpus", &t.gpus, SqlCatalogTable<core::GpuSpec>::flags()},
                  {"models", &t.models, SqlCatalogTable<core::ModelSpec>::flags()},
                  {"networks", &t.networks, {}},
                  {"efficiency", &t.efficiency, {QStringLiteral("fitted")}},
                  {"global_params", &t.globals, {}}};
    for (const auto& table : tables) {
        // The GPUs' versions come in the same statement as their figures, so the window holds each GPU at
        // the version its figures had; the file layout (exports) has no such column.
        auto csv =
            tableCsv(m_connection, QString::fromLatin1(table.table), table.flags,
                     withVersions ? std::set<QString>() : std::set<QString>{QStringLiteral("version")});
        if (!csv)
            return core::fail(csv.error());
        *table.target = std::move(csv).value();
    }
    return t;
}

} // namespace gpuplan::db

namespace gpuplan::db {

namespace {

// Adds or updates catalog rows of one kind from their CSV layout in one transaction, as `import gpus` and
// `import models` do: nothing written if any row is refused or on a dry run.
template <class Row>
core::Result<core::ImportReport> importCatalogRows(const QString& connection, const std::string& csv,
                                                   bool dryRun) {
    using Kind = core::CatalogRowKind<Row>;
    const std::string noun(Kind::noun);
    const QString name = SqlCatalogTable<Row>::table();
    core::ImportReport report;
    // The core parser checks every field (numbers, links, required values) with line and column.
    auto parsed = Kind::parse(csv);
    if (!parsed) {
        report.errors.push_back({0, "", parsed.error()});
        return report;
    }
    auto table = core::parseCsv(csv);
    report.rows = static_cast<int>(parsed->size());
    std::set<std::string> ids;
    for (std::size_t i = 0; i < parsed->size(); ++i) {
        if (auto valid = Kind::validate((*parsed)[i]); !valid)
            report.errors.push_back({table->rows[i].line, "", valid.error()});
        else if (!ids.insert((*parsed)[i].id).second)
            report.errors.push_back(
                {table->rows[i].line, "id", "duplicate " + noun + " id '" + (*parsed)[i].id + "'"});
    }
    if (!report.errors.empty() || dryRun)
        return report;
    QSqlDatabase db = QSqlDatabase::database(connection);
    // The query is declared first so that a failed save rolls back before the query frees its statement
    // (PostgreSQL refuses anything else in an aborted transaction).
    QSqlQuery query(db);
    Transaction tx(db);
    if (!tx.begun())
        return core::fail("cannot save the " + name.toStdString() + ": " + tx.error());
    // The file's own columns and text, so a figure is stored as the file writes it (a GPU's memory_gb 80
    // stays 80); counts written with a suffix ("8.2B" parameters) as the number they stand for. A column
    // the file lacks (a file of an earlier layout) keeps what the store holds.
    const std::vector<std::string>& header = table->header;
    const bool postgres = isPostgres(db.driver());
    QStringList columns, marks, updates, same;
    for (const std::string& c : header) {
        if (c == "version")
            continue; // the store's own count, not a figure a file sets
        columns << QString::fromStdString(c);
        marks << QStringLiteral("?");
        if (c == "id")
            continue;
        updates << QStringLiteral("%1 = excluded.%1").arg(QString::fromStdString(c));
        same << QStringLiteral("%1.%2 %3 excluded.%2")
                    .arg(name, QString::fromStdString(c),
                         postgres ? QStringLiteral("IS NOT DISTINCT FROM") : QStringLiteral("IS"));
    }
    // An upsert, not REPLACE: replacing would delete the row and cascade to its calibration. A row whose
    // figures the file changes moves on one version, so a window's edit made against the one before is
    // refused; one the file leaves as it was keeps its version (importing an export changes nothing).
    query.prepare(
        QStringLiteral("INSERT INTO %1 (%2, version) VALUES (%3, %4) ON CONFLICT (id) DO UPDATE SET "
                       "%5, version = CASE WHEN %6 THEN %1.version ELSE %1.version + 1 END")
            .arg(name, columns.join(QLatin1Char(',')), marks.join(QLatin1Char(',')),
                 newCatalogVersionSql<Row>(postgres), updates.join(QLatin1Char(',')),
                 same.join(QStringLiteral(" AND "))));
    for (std::size_t r = 0; r < table->rows.size(); ++r) {
        const core::CsvRow& row = table->rows[r];
        for (std::size_t i = 0; i < row.fields.size(); ++i) {
            if (header[i] == "version")
                continue;
            if (SqlCatalogTable<Row>::quantities().count(header[i]) && !row.fields[i].empty())
                query.addBindValue(core::parseQuantity(row.fields[i]).value()); // the parser accepted it
            else
                bindCatalogValue(query, header[i], row.fields[i], SqlCatalogTable<Row>::flags());
        }
        query.addBindValue(QString::fromStdString((*parsed)[r].id)); // the id whose past numbers a new row
        if (!query.exec()) {
            report.errors.push_back({row.line, "", sqlError(query)});
            return report; // rolled back
        }
        ++report.updated;
    }
    auto committed = tx.commit();
    if (!committed)
        return core::fail("cannot save the " + name.toStdString() + ": " + committed.error());
    report.written = true;
    return report;
}

} // namespace

core::Result<core::ImportReport> SqlStore::importGpus(const std::string& csv, bool dryRun) {
    return importCatalogRows<core::GpuSpec>(m_connection, csv, dryRun);
}

core::Result<core::ImportReport> SqlStore::importModels(const std::string& csv, bool dryRun) {
    return importCatalogRows<core::ModelSpec>(m_connection, csv, dryRun);
}

} // namespace gpuplan::db
