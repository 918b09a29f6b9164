#pragma once
// An in-memory PriceStore with the same contract as the SQLite store: the UI's tests run on it,
// and the contract tests run against both.

#include "core/catalog/catalog_store.h"
#include "core/planning/scenario_store.h"
#include "core/prices/price_store.h"

#include <functional>
#include <map>

namespace gpuplan::core {

class MemoryPriceStore : public PriceStore, public ScenarioStore, public CatalogStore {
public:
    /// `now` gives the change timestamps (tests pin it); `author` is recorded with every change.
    explicit MemoryPriceStore(std::function<std::string()> now = {}, std::string author = "tester");

    Result<std::vector<Region>> regions() override;
    Result<std::vector<Provider>> providers() override;
    Result<std::vector<PriceRecord>> prices(const PriceFilter& filter) override;
    Result<PriceRecord> setPrice(const PriceRecord& price, const std::string& note) override;
    Status removePrice(std::int64_t id, std::int64_t version, const std::string& note) override;
    Result<std::vector<PriceChange>> history(std::int64_t priceId) override;
    Status revert(std::int64_t changeId, const std::string& note) override;
    Result<ImportReport> importPrices(const std::vector<PriceRecord>& records, bool dryRun,
                                      const std::string& note) override;
    Result<Region> saveRegion(const Region& region) override;
    Status addProvider(const Provider& provider) override;
    Result<std::vector<ExchangeRate>> exchangeRates() override;
    Result<ExchangeRate> saveExchangeRate(const ExchangeRate& rate) override;
    Result<std::vector<ApiPriceRecord>> apiPrices() override;
    Result<ApiPriceRecord> saveApiPrice(const ApiPriceRecord& price) override;
    Status removeApiPrice(std::int64_t id, std::int64_t version) override;
    std::string author() const override { return m_author; }
    Result<std::vector<StoredScenario>> scenarios() override;
    Status replaceScenarios(const std::vector<StoredScenario>& scenarios) override;
    Status setScenarioShared(const std::string& name, bool shared) override;
    std::string teamUser() const override { return m_team ? m_author : std::string(); }
    /// Makes this store behave as a team store whose user is the author (a local one by default): the UI
    /// tests' team without a server.
    void joinTeam() { m_team = true; }
    /// Puts in a scenario another user (`scenario.owner`) saved on the team store, as their session would.
    Status putOthersScenario(const StoredScenario& scenario);
    /// Another user's session changing (or sharing, unsharing: `scenario.shared`) one of theirs in place,
    /// or deleting it: what the UI's tests follow.
    Status changeOthersScenario(const StoredScenario& scenario);
    Status removeOthersScenario(const std::string& owner, const std::string& name);
    // CatalogStore (memory_catalog_store.cpp). The store holds only the GPUs saved through it, not the
    // catalog the window was given: a GPU it does not hold is added by a save at version 0, as a new one.
    Result<GpuSpec> saveGpu(const GpuSpec& gpu) override;
    Status removeGpu(const std::string& id, std::int64_t version) override;
    Result<std::optional<GpuSpec>> storedGpu(const std::string& id) override;
    /// The GPUs saved through CatalogStore (the in-memory store holds no other catalog).
    const std::map<std::string, GpuSpec>& savedGpus() const { return m_gpus.rows; }
    Result<ModelSpec> saveModel(const ModelSpec& model) override;
    Status removeModel(const std::string& id, std::int64_t version) override;
    Result<std::optional<ModelSpec>> storedModel(const std::string& id) override;
    /// The models saved through CatalogStore.
    const std::map<std::string, ModelSpec>& savedModels() const { return m_models.rows; }

    /// One kind of catalog row as this store keeps it: the rows, and every id's changes as the team
    /// store's change_log counts them: how many, the latest's author and time (kept after a delete, so a
    /// row added again comes back above every version it had).
    template <class Row> struct CatalogRows {
        struct Changes {
            std::int64_t count = 0;
            std::string author, at;
        };
        std::map<std::string, Row> rows;
        std::map<std::string, Changes> changes;
    };

private:
    Status checkReferences(const PriceRecord& p) const;
    /// The conflict an edit of price `id` made at `versionSeen` meets: none while the price is still at
    /// that version (or was never stored).
    std::optional<PriceConflict> conflict(std::int64_t id, std::int64_t versionSeen) const;
    /// How many changes of price `id` the history holds (a version above every one it has had).
    std::int64_t changesOf(std::int64_t id) const;
    template <class Row> Result<Row> saveRow(CatalogRows<Row>& rows, const Row& row);
    template <class Row>
    Status removeRow(CatalogRows<Row>& rows, const std::string& id, std::int64_t version);
    void record(std::int64_t priceId, const std::string& action, std::optional<PriceRecord> before,
                std::optional<PriceRecord> after, const std::string& note);

    std::function<std::string()> m_now;
    std::string m_author;
    std::map<std::string, Region> m_regions;
    std::map<std::string, Provider> m_providers;
    std::map<std::string, ExchangeRate> m_rates;
    std::map<std::int64_t, PriceRecord> m_prices;
    std::vector<PriceChange> m_history;
    std::map<std::int64_t, ApiPriceRecord> m_apiPrices;
    std::int64_t m_nextApiPrice = 1;
    std::int64_t m_nextPrice = 1;
    std::int64_t m_nextChange = 1;
    std::vector<StoredScenario> m_scenarios; // every user's, each with its owner (empty on a local store)
    bool m_team = false;
    CatalogRows<GpuSpec> m_gpus;
    CatalogRows<ModelSpec> m_models;
};

} // namespace gpuplan::core
