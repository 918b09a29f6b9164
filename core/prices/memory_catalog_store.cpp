// The in-memory store's GPUs and models (CatalogStore), with the versions and conflicts of the SQL stores:
// the UI's tests and the contract tests run the catalog editors' saves against it as against a team store.
#include "core/catalog/catalog.h"
#include "core/prices/memory_price_store.h"

namespace gpuplan::core {
namespace {

// The conflict a save or delete of row `id` made at `versionSeen` meets: none while the row is still at
// that version (0: not held).
template <class Row>
std::optional<CatalogRowConflict<Row>> staleness(const MemoryPriceStore::CatalogRows<Row>& rows,
                                                 const std::string& id, std::int64_t versionSeen) {
    const auto held = rows.rows.find(id);
    const std::int64_t now = held == rows.rows.end() ? 0 : held->second.version;
    if (now == versionSeen)
        return std::nullopt;
    CatalogRowConflict<Row> c{id, versionSeen, std::nullopt, {}, {}};
    if (const auto changes = rows.changes.find(id); changes != rows.changes.end()) {
        c.changedBy = changes->second.author;
        c.changedAt = changes->second.at;
    }
    if (held != rows.rows.end())
        c.current = held->second;
    return c;
}

template <class Row>
std::optional<Row> storedRow(const MemoryPriceStore::CatalogRows<Row>& rows, const std::string& id) {
    const auto held = rows.rows.find(id);
    return held == rows.rows.end() ? std::optional<Row>() : std::optional<Row>(held->second);
}

} // namespace

template <class Row> Result<Row> MemoryPriceStore::saveRow(CatalogRows<Row>& rows, const Row& row) {
    auto valid = CatalogRowKind<Row>::validate(row);
    if (!valid)
        return fail(valid.error());
    if (auto stale = staleness(rows, row.id, row.version))
        return catalogConflictError(std::move(*stale), row);
    Row stored = valid.value();
    const auto held = rows.rows.find(row.id);
    auto& changes = rows.changes[row.id];
    // A row added again after a delete comes back above every version it had, as on a team store.
    stored.version = held != rows.rows.end() ? held->second.version + 1 : changes.count + 1;
    rows.rows[row.id] = stored;
    changes = {changes.count + 1, m_author, m_now()};
    return stored;
}

template <class Row>
Status MemoryPriceStore::removeRow(CatalogRows<Row>& rows, const std::string& id, std::int64_t version) {
    if (auto stale = staleness(rows, id, version))
        return catalogConflictError(std::move(*stale), std::nullopt);
    if (rows.rows.erase(id) > 0) {
        auto& changes = rows.changes[id];
        changes = {changes.count + 1, m_author, m_now()};
    }
    return core::ok();
}

Result<GpuSpec> MemoryPriceStore::saveGpu(const GpuSpec& gpu) {
    return saveRow(m_gpus, gpu);
}

Status MemoryPriceStore::removeGpu(const std::string& id, std::int64_t version) {
    const bool stale = staleness(m_gpus, id, version).has_value(); // the conflict first, as the SQL stores
    for (const auto& [priceId, p] : m_prices)
        if (!stale && p.gpuId == id)
            return fail("stored prices name " + id + ": delete them first");
    return removeRow(m_gpus, id, version);
}

Result<std::optional<GpuSpec>> MemoryPriceStore::storedGpu(const std::string& id) {
    return storedRow(m_gpus, id);
}

Result<ModelSpec> MemoryPriceStore::saveModel(const ModelSpec& model) {
    return saveRow(m_models, model);
}

Status MemoryPriceStore::removeModel(const std::string& id, std::int64_t version) {
    return removeRow(m_models, id, version);
}

Result<std::optional<ModelSpec>> MemoryPriceStore::storedModel(const std::string& id) {
    return storedRow(m_models, id);
}

} // namespace gpuplan::core
