// Stores written by every earlier schema (tests/fixtures/store-vN.sqlite, each made by that schema's
// program with a user's edits; tests/fixtures/README.md) migrated to the current one: a backup first, then
// every price, change, region, rate and scenario the file held kept as it was, and the new bundled data
// added where the store lacked it. The store also records which GpuPlan made and last opened it.
#include "gpuplan_version.h"
#include "store.h"
#include "test_support.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <map>

using namespace gpuplan;

namespace {

// A table's rows by key, each as column -> value, read with a plain SQLite connection (not the store's code).
using Rows = std::map<QString, std::map<QString, QVariant>>;

// The tables whose every row a migration must keep, with the column that names a row.
const std::pair<const char*, const char*> kKeptTables[] = {
    {"prices", "id"},    {"price_history", "id"}, {"regions", "id"}, {"exchange_rates", "currency"},
    {"scenarios", "id"}, {"models", "id"}};

std::map<QString, Rows> readRows(const QString& path) {
    std::map<QString, Rows> tables;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("rows"));
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("cannot open %s", qPrintable(path));
        for (const auto& [table, key] : kKeptTables) {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("SELECT * FROM %1").arg(QLatin1String(table))))
                qFatal("cannot read %s", table);
            Rows& rows = tables[QLatin1String(table)];
            while (q.next()) {
                const QSqlRecord r = q.record();
                auto& row = rows[r.value(QLatin1String(key)).toString()];
                for (int c = 0; c < r.count(); ++c)
                    row[r.fieldName(c)] = r.value(c);
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("rows"));
    return tables;
}

// What a migration may change in a row it keeps: a region's figure the store did not have, which the bundled
// data fills (database/seed.cpp, merged()): an electricity price that was unknown (NULL), and a PUE that was
// the unsourced default of 1.5, each with its provenance. Anything the user set stays.
bool filledByBundledData(const QString& table, const QString& column,
                         const std::map<QString, QVariant>& before) {
    if (table != QLatin1String("regions"))
        return false;
    const QStringList electricity = {
        QStringLiteral("electricity_micro_per_kwh"), QStringLiteral("source"),
        QStringLiteral("electricity_low_micro"),     QStringLiteral("electricity_high_micro"),
        QStringLiteral("electricity_date"),          QStringLiteral("electricity_url"),
        QStringLiteral("electricity_verification")};
    if (electricity.contains(column)) // the price with its provenance
        return before.at(QStringLiteral("electricity_micro_per_kwh")).isNull();
    if (column.startsWith(QLatin1String("pue"))) {
        const auto source = before.find(QStringLiteral("pue_source"));
        return before.at(column).toDouble() == 1.5 &&
               (source == before.end() || source->second.toString().isEmpty());
    }
    // Schema 12 moves a region nobody moved (version 1, or no version yet) out of "global" into its market,
    // which counts as one change of the row.
    if (column == QLatin1String("parent") || column == QLatin1String("version")) {
        const auto version = before.find(QStringLiteral("version"));
        return before.at(QStringLiteral("parent")).toString() == QLatin1String("global") &&
               (version == before.end() || version->second.toInt() == 1);
    }
    return false;
}

int userVersion(const QString& path) {
    int version = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("version"));
        db.setDatabaseName(path);
        db.open();
        QSqlQuery q(db);
        if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
            version = q.value(0).toInt();
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("version"));
    return version;
}

} // namespace

class TestStoreUpgrade : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString copyOfFixture(const char* name, int schema = 1) {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile::remove(path);
        if (!QFile::copy(QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/store-v%1.sqlite").arg(schema),
                         path))
            qFatal("cannot copy the fixture of schema %d", schema);
        QFile(path).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        return path;
    }

private slots:
    // A new schema needs a fixture of the one before it (docs/architecture.md): none may be missing.
    void everyEarlierSchemaHasAFixture() {
        for (int schema = 1; schema < db::kSchemaVersion; ++schema) {
            const QString fixture =
                QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/store-v%1.sqlite").arg(schema);
            QVERIFY2(QFileInfo::exists(fixture), qPrintable(fixture + QStringLiteral(" is missing")));
            QCOMPARE(userVersion(fixture), schema);
        }
    }

    void everyEarlierSchemaIsMigratedKeepingEveryRow_data() {
        QTest::addColumn<int>("schema");
        for (int schema = 1; schema < db::kSchemaVersion; ++schema)
            QTest::addRow("schema %d", schema) << schema;
    }
    void everyEarlierSchemaIsMigratedKeepingEveryRow() {
        QFETCH(int, schema);
        const QString path =
            copyOfFixture(qPrintable(QStringLiteral("every-v%1.sqlite").arg(schema)), schema);
        const std::map<QString, Rows> before = readRows(path);
        QVERIFY(!before.at(QStringLiteral("scenarios")).empty());
        QVERIFY(before.at(QStringLiteral("price_history")).size() > 1); // the user's edits, not just the seed
        QString backup;
        {
            auto store = db::SqliteStore::open(path);
            QVERIFY2(store.ok(), store.ok() ? "" : store.error().c_str());
            db::SqliteStore& s = *store.value();
            QCOMPARE(s.schemaVersion(), db::kSchemaVersion);
            backup = s.migrationBackup();
            // The program that migrated it is recorded; which one created it is known from schema 4 on.
            QCOMPARE(s.metadata(QStringLiteral("written_by")), QString::fromLatin1(gpuplan::kVersion));
            QCOMPARE(s.metadata(QStringLiteral("created_by")).isEmpty(), schema < 4);
            // Every bundled GPU is there after the upgrade, the ones added since the fixture's schema too
            // (schema 10 brought issue 31's accelerators).
            const auto gpus = s.gpuIds().value();
            for (const char* id : {"h20", "b300", "rtx-pro-6000-server", "h200-nvl", "mi355x"})
                QVERIFY2(std::find(gpus.begin(), gpus.end(), std::string(id)) != gpus.end(), id);
            // Schema 11 added the FP4 figure: the bundled cards nobody edited carry the bundled one, so the
            // migration's figures are the catalog's, and a card without FP4 still has none.
            for (const char* id : {"b200", "b300", "rtx-pro-6000-server", "rtx-5090", "mi350x", "mi355x"}) {
                const auto stored = s.storedGpu(id);
                QVERIFY2(stored && stored.value(), id);
                QCOMPARE(stored.value()->peak[core::index(core::Precision::FP4)],
                         test::catalog().gpu(id)->peak[core::index(core::Precision::FP4)]);
            }
            QVERIFY(!s.storedGpu("h100-sxm").value()->supports(core::Precision::FP4));
            // Schema 13 added the rack's power: the NVL72 rows nobody edited carry the bundled figure (rows
            // the fixture's schema did not have yet are seeded with it), an HGX card has none.
            for (const char* id : {"gb200-nvl72", "gb300-nvl72"}) {
                const auto stored = s.storedGpu(id);
                QVERIFY2(stored && stored.value(), id);
                QCOMPARE(stored.value()->systemWatts, test::catalog().gpu(id)->systemWatts);
                QVERIFY(stored.value()->systemWatts > 0);
            }
            QCOMPARE(s.storedGpu("h100-sxm").value()->systemWatts, 0.0);
            // Schema 14 added the APIs' prices per million tokens: the bundled list is seeded, each
            // version 1.
            const auto apis = s.apiPrices().value();
            QVERIFY(apis.size() >= 30);
            QVERIFY(std::all_of(apis.begin(), apis.end(), [](const core::ApiPriceRecord& p) {
                return p.version == 1 && !p.source.empty();
            }));
            QCOMPARE(core::apiPricesServing(apis, "deepseek-r1").size(), std::size_t(2));
            // Schema 12 put the metros and the cloud regions nobody moved into the markets a buyer compares
            // whole.
            const auto regions = s.regions().value();
            const auto parentOf = [&](const char* id) {
                for (const core::Region& r : regions)
                    if (r.id == id)
                        return r.parent;
                return std::string("(missing)");
            };
            QCOMPARE(parentOf("us"), std::string("global"));
            QCOMPARE(parentOf("us-east"), std::string("us"));
            QCOMPARE(parentOf("eu-west"), std::string("eu"));
            QCOMPARE(parentOf("lambda:us-east-1"), std::string("us-east"));
            QCOMPARE(parentOf("aws:us-east-2"), std::string("us"));
            // Read through the store's own code too: every scenario, byte for byte.
            const auto scenarios = s.scenarios().value();
            QCOMPARE(scenarios.size(), before.at(QStringLiteral("scenarios")).size());
            for (const core::StoredScenario& sc : scenarios)
                QVERIFY(std::any_of(
                    before.at(QStringLiteral("scenarios")).begin(),
                    before.at(QStringLiteral("scenarios")).end(), [&](const auto& row) {
                        return row.second.at(QStringLiteral("json")).toString().toStdString() == sc.json;
                    }));
        }
        // The backup, written before anything changed, is the old file as it was.
        QVERIFY2(QFileInfo::exists(backup), qPrintable(backup));
        QCOMPARE(userVersion(backup), schema);
        QVERIFY(readRows(backup) == before);

        // Every row the old file held is there with the same values in every column it had, but for a
        // region's missing figures the bundled data fills (filledByBundledData), and the schema-1 seed's
        // prices nobody had edited, which schema 2 deleted (they were wrong), each deletion in the history.
        const std::map<QString, Rows> after = readRows(path);
        QStringList retired;
        for (const auto& [id, change] : after.at(QStringLiteral("price_history")))
            if (change.at(QStringLiteral("note")).toString() ==
                QLatin1String("replaced by the corrected bundled data of schema 2"))
                retired << change.at(QStringLiteral("price_id")).toString();
        QCOMPARE(retired.isEmpty(), schema != 1);
        for (const auto& [table, rows] : before) {
            for (const auto& [key, row] : rows) {
                const bool gone = !after.at(table).count(key);
                if (table == QLatin1String("prices") && retired.contains(key)) {
                    QVERIFY2(gone, qPrintable(QStringLiteral("retired price %1 is still there").arg(key)));
                    continue;
                }
                QVERIFY2(!gone, qPrintable(QStringLiteral("%1 row %2 is gone").arg(table, key)));
                for (const auto& [column, value] : row)
                    QVERIFY2(after.at(table).at(key).at(column) == value ||
                                 filledByBundledData(table, column, row),
                             qPrintable(QStringLiteral("%1 row %2, %3: was '%4', is '%5'")
                                            .arg(table, key, column, value.toString(),
                                                 after.at(table).at(key).at(column).toString())));
            }
        }
        // The user's edits in particular (tests/fixtures/make-store-fixture.sh made the same ones in each).
        QCOMPARE(after.at(QStringLiteral("prices"))
                     .at(QStringLiteral("1"))
                     .at(QStringLiteral("source"))
                     .toString(),
                 QStringLiteral("vendor quote, 2026-11"));
        QCOMPARE(after.at(QStringLiteral("regions"))
                     .at(QStringLiteral("cn-beijing"))
                     .at(QStringLiteral("source"))
                     .toString(),
                 QStringLiteral("user tariff"));
        QCOMPARE(after.at(QStringLiteral("exchange_rates"))
                     .at(QStringLiteral("CNY"))
                     .at(QStringLiteral("source"))
                     .toString(),
                 QStringLiteral("user rate"));
        // Schema 6 gave the DeepSeek-V3 preset its node-limited routing (4 nodes per token).
        QCOMPARE(after.at(QStringLiteral("models"))
                     .at(QStringLiteral("deepseek-v3"))
                     .at(QStringLiteral("route_nodes"))
                     .toInt(),
                 4);
        // Schema 5: a price's version starts at the number of changes its history records (the edited one
        // moved on), so an edit made before the migration against version 1 is refused.
        std::map<QString, int> changes;
        for (const auto& [id, change] : after.at(QStringLiteral("price_history")))
            ++changes[change.at(QStringLiteral("price_id")).toString()];
        for (const auto& [id, price] : after.at(QStringLiteral("prices")))
            QVERIFY2(price.at(QStringLiteral("version")).toInt() == std::max(1, changes[id]),
                     qPrintable(QStringLiteral("price %1 is at version %2 after %3 changes")
                                    .arg(id, price.at(QStringLiteral("version")).toString())
                                    .arg(changes[id])));
        QVERIFY(after.at(QStringLiteral("prices"))
                    .at(QStringLiteral("1"))
                    .at(QStringLiteral("version"))
                    .toInt() >= 2);
    }

    void storeRecordsTheProgramThatMadeAndLastOpenedIt() {
        const QString path = m_dir.filePath(QStringLiteral("metadata.sqlite"));
        const QString version = QString::fromLatin1(gpuplan::kVersion);
        {
            auto store = db::SqliteStore::open(path);
            QVERIFY(store.ok());
            QCOMPARE(store.value()->metadata(QStringLiteral("created_by")), version);
            QCOMPARE(store.value()->metadata(QStringLiteral("written_by")), version);
        }
        { // as if another version had opened it last
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("older"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("UPDATE metadata SET value = '0.0.9' WHERE name = 'written_by'")));
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("older"));
        auto store = db::SqliteStore::open(path);
        QVERIFY(store.ok());
        QCOMPARE(store.value()->metadata(QStringLiteral("written_by")), version);
        QCOMPARE(store.value()->metadata(QStringLiteral("created_by")), version);
    }

    void schemaOneBecomesTheCurrentSchemaKeepingTheUsersData() {
        const QString path = copyOfFixture("v1.sqlite");
        auto store = db::SqliteStore::open(path);
        QVERIFY2(store.ok(), store.ok() ? "" : store.error().c_str());
        db::SqliteStore& s = *store.value();
        QCOMPARE(s.schemaVersion(), db::kSchemaVersion);
        // The old file was copied before anything changed, and still reads as schema 1.
        QVERIFY(QFile::exists(s.migrationBackup()));
        {
            QSqlDatabase old = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("backup"));
            old.setDatabaseName(s.migrationBackup());
            QVERIFY(old.open());
            QSqlQuery q(old);
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
            QCOMPARE(q.value(0).toInt(), 1);
            q.finish();
            old.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("backup"));

        // The user's edit of a seeded price, with its history; the user's own price.
        const auto prices = s.prices({}).value();
        auto byId = [&](std::int64_t id) {
            return std::find_if(prices.begin(), prices.end(),
                                [&](const core::PriceRecord& p) { return p.id == id; });
        };
        QVERIFY(byId(1) != prices.end());
        QCOMPARE(byId(1)->amount.toString(), std::string("4800.00 CNY"));
        QCOMPARE(byId(1)->source, std::string("vendor quote, 2026-11"));
        QCOMPARE(s.history(1).value().size(), std::size_t(2));
        QVERIFY(byId(450) != prices.end());
        QCOMPARE(byId(450)->amount.toString(), std::string("9000.00 CNY"));
        // The user's tariff and rate stay; the rates the user lacked are added.
        for (const core::Region& r : s.regions().value())
            if (r.id == "cn-beijing") {
                QCOMPARE(*r.electricityPerKwh, 0.65);
                QCOMPARE(r.electricity.source, std::string("user tariff"));
                QCOMPARE(r.parent, std::string("cn"));
            }
        const auto rates = s.exchangeRates().value();
        for (const core::ExchangeRate& r : rates)
            if (r.currency == "CNY")
                QCOMPARE(r.source, std::string("user rate"));
        QVERIFY(rates.size() >= 5);
        // The scenario survives byte for byte.
        const auto scenarios = s.scenarios().value();
        QCOMPARE(scenarios.size(), std::size_t(1));
        QVERIFY(scenarios.front().json.find("\"llama2-70b\"") != std::string::npos);
        // The old seed's untouched prices (store-dated SkyPilot rows, host-only GCP prices) are replaced,
        // and their deletion is in the history; the new data is there.
        for (const core::PriceRecord& p : prices)
            QVERIFY2(p.source.rfind("SkyPilot catalog v7 (", 0) != 0, p.source.c_str());
        QVERIFY(std::any_of(prices.begin(), prices.end(), [](const core::PriceRecord& p) {
            return p.regionId == "cn" && p.providerId == "idc-cn";
        }));
        QVERIFY(std::any_of(prices.begin(), prices.end(),
                            [](const core::PriceRecord& p) { return p.kind == core::PriceKind::Purchase; }));
        const auto history = s.history(0).value();
        QVERIFY(std::any_of(history.begin(), history.end(), [](const core::PriceChange& c) {
            return c.action == "delete" && c.note == "replaced by the corrected bundled data of schema 2";
        }));
        // New GPUs join the catalog.
        const auto gpus = s.gpuIds().value();
        QVERIFY(std::find(gpus.begin(), gpus.end(), std::string("h20")) != gpus.end());
    }

    void backupHoldsCommitsStillInTheWal() {
        // Commits another connection made are in the -wal file until a checkpoint copies them into
        // the main file: the backup made before migrating must hold them (a copy of the store as SQLite
        // sees it, not of the main file's bytes).
        const QString path = copyOfFixture("wal.sqlite");
        QString backup;
        {
            QSqlDatabase other =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            other.setDatabaseName(path);
            QVERIFY(other.open());
            QSqlQuery q(other);
            QVERIFY(q.exec(QStringLiteral("UPDATE scenarios SET name = 'only in the WAL'")));
            QCOMPARE(q.numRowsAffected(), 1);
            q.finish();
            QVERIFY(QFileInfo(path + QStringLiteral("-wal")).size() > 0);
            // `other` stays open: closing the last connection would checkpoint the WAL into the file.
            auto store = db::SqliteStore::open(path);
            QVERIFY2(store.ok(), store.ok() ? "" : store.error().c_str());
            backup = store.value()->migrationBackup();
            other.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
        {
            QSqlDatabase old = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("backup"));
            old.setDatabaseName(backup);
            QVERIFY(old.open());
            QSqlQuery q(old);
            QVERIFY(q.exec(QStringLiteral("SELECT name FROM scenarios")) && q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("only in the WAL"));
            q.finish();
            old.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("backup"));
    }

    void openingAgainChangesNothing() {
        const QString path = copyOfFixture("twice.sqlite");
        std::size_t prices = 0;
        {
            auto first = db::SqliteStore::open(path);
            QVERIFY(first.ok());
            prices = first.value()->prices({})->size();
        }
        auto second = db::SqliteStore::open(path);
        QVERIFY(second.ok());
        QCOMPARE(second.value()->prices({})->size(), prices);
        QVERIFY(second.value()->migrationBackup().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestStoreUpgrade)
#include "test_store_upgrade.moc"
