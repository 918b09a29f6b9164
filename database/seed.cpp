// The data bundled with the program, put into a store: on a new store all of it, on a store migrated
// from an older schema only what is missing, so nothing the user entered or edited is overwritten.
// The catalog, presets, networks and calibration; regions with their tariffs and PUE; providers;
// exchange rates; the APIs' prices per million tokens; the sourced rents and purchase prices; and the real
// SkyPilot price sample.
#include "bundled_paths.h"
#include "price_rows.h"
#include "sql_store.h"
#include "sql_support.h"

#include "core/calibration/reference_csv.h"
#include "core/csv.h"
#include "core/number_parse.h"
#include "core/prices/api_price_csv.h"
#include "core/prices/price_csv.h"
#include "core/prices/skypilot_csv.h"

#include <QFile>
#include <QSqlQuery>
#include <QVariant>

#include <set>

namespace gpuplan::db {

using core::fail;

std::string bundledResource(const char* path) {
    QFile f(QString::fromLatin1(path));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

namespace {

// Notes of the changes that seeded a store of schema 1: its untouched seeded prices are replaced by
// the corrected data (the SkyPilot sample's GCP prices lacked their GPUs, and its dates were the
// store's creation day).
const char* const kOldSeedNotes[] = {"seeded from the second seed article",
                                     "seeded from the SkyPilot catalog sample (undated upstream)"};

// Inserts the rows of a bundled CSV that the table lacks (by primary key) into the table of the same
// column names. Empty cells are NULL, yes/no become 1/0, and the `quantities` columns accept
// suffixed numbers (6.74B).
core::Status insertMissingRows(QSqlDatabase& db, const QString& table, const std::string& text,
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
    query.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) ON CONFLICT DO NOTHING")
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

// A bundled region merged into the stored one: what the user set stays; what is missing is filled.
core::Region merged(const core::Region& stored, const core::Region& bundled) {
    core::Region out = stored;
    if (out.parent.empty() && bundled.parent != stored.id)
        out.parent = bundled.parent;
    // A region the store holds as seeded (version 1: nobody moved it) that an earlier bundle left in "global"
    // moves into the market the bundled data now places it in (schema 12: the us, eu and jp areas between the
    // metros and "global"); one someone edited keeps its place.
    if (stored.version <= 1 && stored.parent == "global" && !bundled.parent.empty() &&
        bundled.parent != "global" && bundled.parent != stored.id)
        out.parent = bundled.parent;
    if (!out.electricityPerKwh && bundled.electricityPerKwh) {
        out.electricityPerKwh = bundled.electricityPerKwh;
        out.electricity = bundled.electricity;
    }
    if (out.pueSource.source.empty() && out.pue == 1.5 && !bundled.pueSource.source.empty()) {
        out.pue = bundled.pue;
        out.pueSource = bundled.pueSource;
    }
    return out;
}

std::string commitOrigin(const std::string& commit) {
    return "catalog commit " + commit.substr(0, 7);
}

} // namespace

core::Status SqlStore::retireOldSeedPrices() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    // Prices whose only change is the schema-1 seeding: never edited by anyone.
    QString notes;
    for (const char* n : kOldSeedNotes)
        notes += (notes.isEmpty() ? QString() : QStringLiteral(",")) +
                 QStringLiteral("'%1'").arg(QString::fromLatin1(n));
    if (!query.exec(
            QStringLiteral("SELECT price_id FROM price_history GROUP BY price_id HAVING count(*) = 1 AND "
                           "max(action) = 'insert' AND max(note) IN (%1)")
                .arg(notes)))
        return fail("cannot read the price history: " + sqlError(query));
    std::vector<std::int64_t> ids;
    while (query.next())
        ids.push_back(query.value(0).toLongLong());
    query.finish();
    // Never changed since added, so each is at version 1 (schema 5 counts a price's changes).
    for (std::int64_t id : ids)
        if (auto removed = removePrice(id, 1, "replaced by the corrected bundled data of schema 2"); !removed)
            return removed;
    return core::ok();
}

core::Status SqlStore::seed(bool upgrading) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    const core::ParsedRegions regions = core::parseRegionCsv(bundledResource(resources::kRegions));
    const core::ParsedRates rates = core::parseExchangeRateCsv(bundledResource(resources::kExchangeRates));
    const core::ParsedApiPrices apiPrices = core::parseApiPriceCsv(bundledResource(resources::kApiPrices));
    for (const auto* errors : {&regions.errors, &rates.errors, &apiPrices.errors})
        if (!errors->empty())
            return fail("bundled data line " + std::to_string(errors->front().line) + ": " +
                        errors->front().reason);
    {
        Transaction tx(db);
        if (!tx.begun())
            return fail("cannot start seeding: " + tx.error());
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
        for (const auto& t : tables)
            if (auto inserted = insertMissingRows(db, QString::fromLatin1(t.table), bundledResource(t.path),
                                                  t.quantities);
                !inserted)
                return inserted;
        auto storedRegions = this->regions();
        if (!storedRegions)
            return fail(storedRegions.error());
        for (const core::Region& bundled : regions.regions) {
            core::Region r = bundled;
            bool unchanged = false; // written only when it changes, so its version moves only then
            for (const core::Region& stored : storedRegions.value())
                if (stored.id == bundled.id) {
                    r = merged(stored, bundled);
                    unchanged = r == stored;
                }
            if (!unchanged)
                if (auto added = saveRegion(r); !added)
                    return added.failure();
        }
        auto storedRates = exchangeRates();
        if (!storedRates)
            return fail(storedRates.error());
        for (const core::ExchangeRate& rate : rates.rates) {
            const bool stored =
                std::any_of(storedRates->begin(), storedRates->end(),
                            [&](const core::ExchangeRate& s) { return s.currency == rate.currency; });
            if (!stored)
                if (auto set = saveExchangeRate(rate); !set)
                    return set.failure();
        }
        // API prices the store lacks (by provider, model, currency and date), as prices are seeded: one the
        // user changed keeps the user's figures.
        auto storedApi = this->apiPrices();
        if (!storedApi)
            return fail(storedApi.error());
        std::set<std::string> apiKeys;
        for (const core::ApiPriceRecord& p : storedApi.value())
            apiKeys.insert(p.key());
        for (const core::ApiPriceRecord& p : apiPrices.records)
            if (!apiKeys.count(p.key()))
                if (auto added = saveApiPrice(p); !added)
                    return added.failure();
        if (auto committed = tx.commit(); !committed)
            return committed;
    }
    if (upgrading)
        if (auto retired = retireOldSeedPrices(); !retired)
            return retired;

    auto gpus = gpuIds();
    if (!gpus)
        return fail(gpus.error());
    const core::ParsedPrices seedPrices =
        core::parsePriceCsv(bundledResource(resources::kSeedPrices), gpus.value());
    if (!seedPrices.errors.empty())
        return fail("seed prices line " + std::to_string(seedPrices.errors.front().line) + ": " +
                    seedPrices.errors.front().reason);

    // The SkyPilot sample, each cloud's rows named by the catalog commit they were read at.
    core::SkyPilotMaps maps;
    auto accelerators = core::parseAcceleratorMap(bundledResource(resources::kSkyPilotGpuMap));
    if (!accelerators)
        return fail(accelerators.error());
    maps.accelerators = accelerators.value();
    if (auto parsed = core::parseCloudRegionMap(bundledResource(resources::kCloudRegions), maps); !parsed)
        return parsed;
    maps.defaultParent = "global";
    core::SkyPilotSnapshot snapshot;
    if (auto commits = core::parseCsv(bundledResource(resources::kSkyPilotCommits))) {
        // A cloud's rows at one commit, except the accelerators a refresh read at a later one.
        for (const core::CsvRow& row : commits->rows) {
            core::CsvRecord r(commits.value(), row);
            const core::SkyPilotSnapshot::Part part{r.text("catalog"), commitOrigin(r.text("commit"))};
            const std::string cloud = r.text("cloud");
            const std::string refreshed = r.text("accelerators");
            if (refreshed.empty())
                snapshot.parts[cloud] = part;
            for (std::size_t at = 0; at < refreshed.size();) {
                const std::size_t end = std::min(refreshed.find(' ', at), refreshed.size());
                if (end > at)
                    snapshot.parts[cloud + "/" + refreshed.substr(at, end - at)] = part;
                at = end + 1;
            }
        }
    }
    const core::ParsedPrices sky =
        core::parseSkyPilotCsv(bundledResource(resources::kSkyPilotSample), maps, snapshot);
    if (!sky.errors.empty())
        return fail("SkyPilot sample: " + core::summarizeImportErrors(sky.errors, 1).front());
    Transaction places(db); // the sample's clouds and regions: one write, not one per row
    if (!places.begun())
        return fail("cannot start seeding: " + places.error());
    auto storedProviders = providers();
    if (!storedProviders)
        return fail(storedProviders.error());
    for (const core::Provider& p : sky.providers)
        if (std::none_of(storedProviders->begin(), storedProviders->end(),
                         [&](const core::Provider& s) { return s.id == p.id; }))
            if (auto added = addProvider(p); !added)
                return added;
    auto storedRegions = this->regions();
    if (!storedRegions)
        return fail(storedRegions.error());
    for (const core::Region& r : sky.regions) {
        core::Region region = r;
        bool unchanged = false;
        for (const core::Region& stored : storedRegions.value())
            if (stored.id == r.id) {
                region = merged(stored, r);
                unchanged = region == stored;
            }
        if (!unchanged)
            if (auto added = saveRegion(region); !added)
                return added.failure();
    }
    // Cloud regions an older store created by importing (no area yet) join their named region; read again,
    // at the versions the loop above left them.
    auto placed = this->regions();
    if (!placed)
        return fail(placed.error());
    for (core::Region stored : placed.value()) {
        if (!stored.parent.empty() || stored.id.find(':') == std::string::npos)
            continue;
        auto parent = maps.regionParents.find(stored.id);
        stored.parent = parent != maps.regionParents.end() ? parent->second : maps.defaultParent;
        if (auto added = saveRegion(stored); !added)
            return added.failure();
    }
    if (auto committed = places.commit(); !committed)
        return committed;

    // Only prices the store lacks (by natural key): an upgraded store keeps every price it has.
    auto existing = prices({});
    if (!existing)
        return fail(existing.error());
    std::set<std::string> keys;
    for (const core::PriceRecord& p : existing.value())
        keys.insert(p.key());
    for (const auto& [records, note] :
         {std::pair{&seedPrices.records,
                    "seeded from the bundled price data (resources/prices/seed_prices.csv)"},
          std::pair{&sky.records,
                    "seeded from the SkyPilot catalog sample (resources/prices/skypilot_sample_vms.csv)"}}) {
        std::vector<core::PriceRecord> missing;
        for (const core::PriceRecord& p : *records)
            if (!keys.count(p.key()))
                missing.push_back(p);
        auto imported = importPrices(missing, false, note);
        if (!imported)
            return fail(imported.error());
        if (!imported->errors.empty())
            return fail(std::string(note) + ": " + imported->errors.front().reason);
    }
    return core::ok();
}

} // namespace gpuplan::db
