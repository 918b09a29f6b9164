// Seeding a new store from the data bundled with the program: the GPU catalog, networks, presets
// and calibration; the regions and providers; the second seed's CNY rent ranges; and the real
// SkyPilot price sample (undated upstream: recorded with the day the store was created).
#include "bundled_paths.h"
#include "price_rows.h"
#include "sql_support.h"
#include "store.h"

#include "core/csv.h"
#include "core/number_parse.h"
#include "core/price_csv.h"

#include <QDate>
#include <QFile>
#include <QSqlQuery>
#include <QVariant>

#include <set>

namespace gpuplan::db {

using core::fail;

namespace {

std::string resource(const char* path) {
    QFile f(QString::fromLatin1(path));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

// Inserts every row of a bundled CSV into the table of the same column names. Empty cells are NULL,
// yes/no become 1/0, and the `quantities` columns accept suffixed numbers (6.74B).
core::Status insertCsv(QSqlDatabase& db, const QString& table, const std::string& text,
                       const std::set<std::string>& quantities = {}) {
    auto csv = core::parseCsv(text);
    if (!csv)
        return fail(table.toStdString() + ": " + csv.error());
    QStringList columns, marks;
    for (const std::string& c : csv->header) {
        columns << QString::fromStdString(c);
        marks << QStringLiteral("?");
    }
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                      .arg(table, columns.join(QLatin1Char(',')), marks.join(QLatin1Char(','))));
    for (const core::CsvRow& row : csv->rows) {
        for (std::size_t i = 0; i < row.fields.size(); ++i) {
            const std::string& v = row.fields[i];
            if (v.empty())
                query.addBindValue(QVariant());
            else if (v == "yes" || v == "no")
                query.addBindValue(v == "yes" ? 1 : 0);
            else if (quantities.count(csv->header[i])) {
                auto n = core::parseQuantity(v);
                if (!n)
                    return fail(table.toStdString() + " line " + std::to_string(row.line) + ": " + n.error());
                query.addBindValue(n.value());
            } else
                query.addBindValue(QString::fromStdString(v));
        }
        if (!query.exec())
            return fail(table.toStdString() + " line " + std::to_string(row.line) + ": " + sqlError(query));
    }
    return core::ok();
}

} // namespace

core::Status SqliteStore::seed() {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    {
        Transaction tx(db);
        const struct {
            const char* table;
            const char* path;
            std::set<std::string> quantities;
        } tables[] = {{"networks", resources::kNetworks, {}},
                      {"gpus", resources::kGpuCatalog, {}},
                      {"models", resources::kModelPresets, {"params", "active_params"}},
                      {"efficiency", resources::kEfficiency, {}},
                      {"global_params", resources::kGlobalParams, {}},
                      {"providers", resources::kProviders, {}}};
        for (const auto& t : tables) {
            auto inserted = insertCsv(db, QString::fromLatin1(t.table), resource(t.path), t.quantities);
            if (!inserted)
                return inserted;
        }
        auto regions = core::parseCsv(resource(resources::kRegions));
        if (!regions)
            return fail("regions: " + regions.error());
        for (const core::CsvRow& row : regions->rows) {
            core::CsvRecord r(regions.value(), row);
            core::Region region{r.text("id"),       r.text("name_en"), r.text("name_zh"),
                                r.text("currency"), std::nullopt,      r.numberOr("pue", 1.5).value(),
                                r.text("source")};
            if (r.has("electricity_per_kwh"))
                region.electricityPerKwh = r.number("electricity_per_kwh").value();
            auto added = addRegion(region);
            if (!added)
                return added;
        }
        auto committed = tx.commit();
        if (!committed)
            return committed;
    }
    auto gpus = gpuIds();
    if (!gpus)
        return fail(gpus.error());
    const core::ParsedPrices seedPrices = core::parsePriceCsv(resource(resources::kSeedPrices), gpus.value());
    if (!seedPrices.errors.empty())
        return fail("seed prices line " + std::to_string(seedPrices.errors.front().line) + ": " +
                    seedPrices.errors.front().reason);
    auto imported = importPrices(seedPrices.records, false, "seeded from the second seed article");
    if (!imported || !imported->written)
        return fail(imported ? imported->errors.front().reason : imported.error());

    // The SkyPilot sample: accelerators without a GpuPlan GPU (A10G) are left out, as the map says.
    auto map = core::parseAcceleratorMap(resource(resources::kSkyPilotGpuMap));
    if (!map)
        return fail(map.error());
    const core::ParsedPrices sky =
        core::parseSkyPilotCsv(resource(resources::kSkyPilotSample), map.value(),
                               QDate::currentDate().toString(Qt::ISODate).toStdString());
    for (const core::Provider& p : sky.providers)
        if (auto added = addProvider(p); !added)
            return added;
    for (const core::Region& r : sky.regions)
        if (auto added = addRegion(r); !added)
            return added;
    auto skyImport =
        importPrices(sky.records, false, "seeded from the SkyPilot catalog sample (undated upstream)");
    if (!skyImport || !skyImport->written)
        return fail("SkyPilot sample: " + (skyImport ? skyImport->errors.front().reason : skyImport.error()));
    return core::ok();
}

} // namespace gpuplan::db
