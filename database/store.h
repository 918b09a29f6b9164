#pragma once
// The SQLite store: one connection owner (WAL, foreign keys, a busy timeout), numbered migrations
// embedded as resources and applied one transaction each, a backup copy before any migration, and
// a clear refusal of files it cannot trust (newer schema, not a database, damaged).

#include "core/catalog.h"
#include "core/catalog_store.h"
#include "core/price_store.h"
#include "core/scenario_store.h"

#include <QString>

#include <functional>

#include <memory>

namespace gpuplan::db {

inline constexpr int kSchemaVersion = 4;

class SqliteStore : public core::PriceStore, public core::ScenarioStore, public core::CatalogStore {
public:
    ~SqliteStore() override;
    SqliteStore(const SqliteStore&) = delete;
    SqliteStore& operator=(const SqliteStore&) = delete;

    /// Opens (creating, migrating and seeding as needed) the store at `path`. Nothing is changed
    /// when it fails; a new file that could not be set up is removed.
    static core::Result<std::unique_ptr<SqliteStore>> open(const QString& path);

    /// The default location: the user's data directory (QStandardPaths::AppDataLocation).
    static QString defaultPath();

    const QString& path() const { return m_path; }
    int schemaVersion() const;
    /// A consistent copy of the whole store (VACUUM INTO), refused if `target` exists. It appears
    /// under `target` only when complete (written as `target`.incomplete-XXXXXX, then renamed).
    core::Status backupTo(const QString& target);
    /// The backup written before the last migration, if one was needed.
    const QString& migrationBackup() const { return m_migrationBackup; }
    /// A fact the store records about itself (the metadata table): "created_by", the GpuPlan version that
    /// created it; "written_by", the version that last opened it. Empty when not recorded.
    QString metadata(const QString& name) const;

    core::Result<std::vector<core::Region>> regions() override;
    core::Result<std::vector<core::Provider>> providers() override;
    core::Result<std::vector<core::PriceRecord>> prices(const core::PriceFilter& filter) override;
    core::Result<core::PriceRecord> setPrice(const core::PriceRecord& price,
                                             const std::string& note) override;
    core::Status removePrice(std::int64_t id, const std::string& note) override;
    core::Result<std::vector<core::PriceChange>> history(std::int64_t priceId) override;
    core::Status revert(std::int64_t changeId, const std::string& note) override;
    core::Result<core::ImportReport> importPrices(const std::vector<core::PriceRecord>& records, bool dryRun,
                                                  const std::string& note) override;
    core::Status addRegion(const core::Region& region) override;
    /// Runs `work` as one transaction: its writes (each their own transaction, nested as savepoints)
    /// commit together when it succeeds, and none of them when it fails or the process dies first.
    core::Status atomically(const std::function<core::Status()>& work);
    core::Result<std::vector<core::StoredScenario>> scenarios() override;
    core::Status replaceScenarios(const std::vector<core::StoredScenario>& scenarios) override;
    core::Status saveGpu(const core::GpuSpec& gpu) override;
    core::Status removeGpu(const std::string& id) override;
    core::Status addProvider(const core::Provider& provider) override;
    core::Result<std::vector<core::ExchangeRate>> exchangeRates() override;
    core::Status setExchangeRate(const core::ExchangeRate& rate) override;
    /// The user of this computer (USER, LOGNAME or USERNAME): recorded with every change.
    std::string author() const override { return m_author; }

    /// The catalog tables as the CSV texts core::Catalog::fromTexts reads.
    core::Result<core::CatalogTexts> catalogTexts();

    /// Adds or updates GPUs from the catalog CSV layout (resources/catalog/gpus.csv) in one transaction;
    /// nothing is written if any row is refused or on a dry run.
    core::Result<core::ImportReport> importGpus(const std::string& csv, bool dryRun);

    /// The GPU ids of the catalog table.
    core::Result<std::vector<std::string>> gpuIds();

    /// The connection name, for the store's own implementation files.
    const QString& connection() const { return m_connection; }

private:
    SqliteStore(QString path, QString connection);
    core::Status prepare(bool existed);
    core::Status migrate(int from);
    /// Puts the bundled data into the store: everything on a new store; on one migrated from an
    /// older schema (`upgrading`) only what it lacks, after retiring the old seed's untouched prices.
    core::Status seed(bool upgrading);
    core::Status retireOldSeedPrices();
    /// Sets written_by to this program's version when another version (or none) last opened the store.
    void recordProgramVersion();

    QString m_path;
    QString m_connection;
    QString m_migrationBackup;
    std::string m_author;
};

} // namespace gpuplan::db
