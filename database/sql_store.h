#pragma once
// What the SQLite file store and the PostgreSQL team store share: the core interfaces (PriceStore,
// ScenarioStore, CatalogStore) implemented once over a QtSql connection, in SQL both accept. Where the
// two differ (how a transaction begins, how errors are told apart, how a new row's id comes back), the
// code asks the connection's driver. Opening, migrating and the file- or server-specific parts live in
// SqliteStore (store.h) and PgStore (pg/pg_store.h).

#include "core/catalog/catalog.h"
#include "core/catalog/catalog_store.h"
#include "core/planning/scenario_store.h"
#include "core/prices/price_store.h"
#include "core/store_changes.h"

#include <QString>

#include <functional>
#include <memory>

class QObject;

namespace gpuplan::db {

class SqlStore : public core::PriceStore,
                 public core::ScenarioStore,
                 public core::CatalogStore,
                 public core::StoreChangeSource {
public:
    ~SqlStore() override;
    SqlStore(const SqlStore&) = delete;
    SqlStore& operator=(const SqlStore&) = delete;

    /// Where the store is, for people: the file's path, or the team store's URL (never a password).
    virtual QString location() const = 0;
    /// The schema version the store is at.
    virtual int schemaVersion() const = 0;
    /// A fact the store records about itself (the metadata table): "created_by", the GpuPlan version that
    /// created it; "written_by", the version that last opened it. Empty when not recorded.
    QString metadata(const QString& name) const;

    core::Result<std::vector<core::Region>> regions() override;
    core::Result<std::vector<core::Provider>> providers() override;
    core::Result<std::vector<core::PriceRecord>> prices(const core::PriceFilter& filter) override;
    core::Result<core::PriceRecord> setPrice(const core::PriceRecord& price,
                                             const std::string& note) override;
    core::Status removePrice(std::int64_t id, std::int64_t version, const std::string& note) override;
    core::Result<std::vector<core::PriceChange>> history(std::int64_t priceId) override;
    core::Status revert(std::int64_t changeId, const std::string& note) override;
    core::Result<core::ImportReport> importPrices(const std::vector<core::PriceRecord>& records, bool dryRun,
                                                  const std::string& note) override;
    // Regions and rates, with versions (sql_place_changes.cpp).
    core::Result<core::Region> saveRegion(const core::Region& region) override;
    /// Runs `work` as one transaction: its writes (each their own transaction, nested as savepoints)
    /// commit together when it succeeds, and none of them when it fails or the process dies first.
    core::Status atomically(const std::function<core::Status()>& work);
    core::Result<std::vector<core::StoredScenario>> scenarios() override;
    core::Status replaceScenarios(const std::vector<core::StoredScenario>& scenarios) override;
    core::Status setScenarioShared(const std::string& name, bool shared) override;
    /// The database user on a team store; empty on a file.
    std::string teamUser() const override;
    // CatalogStore, with versions (sql_catalog_changes.cpp).
    core::Result<core::GpuSpec> saveGpu(const core::GpuSpec& gpu) override;
    core::Status removeGpu(const std::string& id, std::int64_t version) override;
    core::Result<std::optional<core::GpuSpec>> storedGpu(const std::string& id) override;
    core::Result<core::ModelSpec> saveModel(const core::ModelSpec& model) override;
    core::Status removeModel(const std::string& id, std::int64_t version) override;
    core::Result<std::optional<core::ModelSpec>> storedModel(const std::string& id) override;
    core::Status addProvider(const core::Provider& provider) override;
    core::Result<std::vector<core::ExchangeRate>> exchangeRates() override;
    core::Result<core::ExchangeRate> saveExchangeRate(const core::ExchangeRate& rate) override;
    // API prices, with versions (sql_api_prices.cpp).
    core::Result<std::vector<core::ApiPriceRecord>> apiPrices() override;
    core::Result<core::ApiPriceRecord> saveApiPrice(const core::ApiPriceRecord& price) override;
    core::Status removeApiPrice(std::int64_t id, std::int64_t version) override;
    /// Who is recorded with every change: the user of this computer for a file, the database user
    /// (session_user) for a team store.
    std::string author() const override { return m_author; }

    /// The catalog tables as the CSV texts core::Catalog::fromTexts reads, the GPUs with their versions;
    /// without them (`withVersions` false) in the layout of the bundled files, as exports write them.
    core::Result<core::CatalogTexts> catalogTexts(bool withVersions = true);

    /// Adds or updates GPUs from the catalog CSV layout (resources/catalog/gpus.csv) in one transaction;
    /// nothing is written if any row is refused or on a dry run.
    core::Result<core::ImportReport> importGpus(const std::string& csv, bool dryRun);
    /// The same for models (resources/catalog/models.csv, what `export models` writes).
    core::Result<core::ImportReport> importModels(const std::string& csv, bool dryRun);

    /// The GPU ids of the catalog table.
    core::Result<std::vector<std::string>> gpuIds();

    /// True when this program's bundled calibration was not taken because the store's calibration rows
    /// were changed since a program wrote them (calibration_refresh.cpp).
    bool calibrationKept() const { return m_calibrationKept; }
    /// True when the store's calibration is this program's bundled one (recorded by refreshCalibration).
    bool holdsBundledCalibration() const;
    /// Other connections' commits (another user of a team store, another program on the file), watched while
    /// a listener is registered; called on this store's thread from its event loop.
    core::Result<int> addChangeListener(Listener listener) override;
    void removeChangeListener(int id) override;

    /// The connection name, for the store's own implementation files.
    const QString& connection() const { return m_connection; }

protected:
    explicit SqlStore(QString connection);
    /// Puts the bundled data into the store: everything on a new store; on one migrated from an
    /// older schema (`upgrading`) only what it lacks, after retiring the old seed's untouched prices.
    core::Status seed(bool upgrading);
    /// Inside the caller's transaction: gives the calibration tables this program's bundled values unless
    /// they were changed since a program last wrote them, and records their fingerprint.
    core::Status refreshCalibration();
    /// SHA-256 of the calibration tables' rows, as hex.
    core::Result<std::string> calibrationFingerprint();
    /// Records a fact about the store in its metadata table, replacing an older value.
    core::Status writeMetadata(const QString& name, const QString& value);
    /// Starts watching this connection for other connections' commits, calling `changed` for each
    /// (change_watch.h); the watch ends when the returned object is destroyed.
    virtual core::Result<std::unique_ptr<QObject>>
    watchChanges(std::function<void(const core::StoreChange&)> changed) = 0;

    QString m_connection;
    std::string m_author;
    bool m_calibrationKept = false;

private:
    core::Status retireOldSeedPrices();

    core::StoreChangeListeners m_changeListeners;
    std::unique_ptr<QObject> m_changeWatch; // while a listener is registered
};

/// A new, unique QtSql connection name for a store.
QString nextConnectionName();

} // namespace gpuplan::db
