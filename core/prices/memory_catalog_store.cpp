// The in-memory store's GPUs (CatalogStore), with the versions and conflicts of the SQL stores: the UI's
// tests and the contract tests run the catalog editor's saves against it as against a team store.
#include "core/catalog/catalog.h"
#include "core/prices/memory_price_store.h"

namespace gpuplan::core {

std::optional<GpuConflict> MemoryPriceStore::gpuConflict(const std::string& id,
                                                         std::int64_t versionSeen) const {
    const auto held = m_gpus.find(id);
    const std::int64_t now = held == m_gpus.end() ? 0 : held->second.version;
    if (now == versionSeen)
        return std::nullopt;
    GpuConflict c{id, versionSeen, std::nullopt, {}, {}};
    if (const auto changes = m_gpuChanges.find(id); changes != m_gpuChanges.end()) {
        c.changedBy = changes->second.author;
        c.changedAt = changes->second.at;
    }
    if (held != m_gpus.end())
        c.current = held->second;
    return c;
}

void MemoryPriceStore::recordGpuChange(const std::string& id) {
    GpuChanges& changes = m_gpuChanges[id];
    ++changes.count;
    changes.author = m_author;
    changes.at = m_now();
}

Result<GpuSpec> MemoryPriceStore::saveGpu(const GpuSpec& gpu) {
    auto valid = validateGpu(gpu);
    if (!valid)
        return fail(valid.error());
    if (auto stale = gpuConflict(gpu.id, gpu.version))
        return gpuConflictError(std::move(*stale), gpu);
    GpuSpec stored = valid.value();
    const auto held = m_gpus.find(gpu.id);
    // A GPU added again after a delete comes back above every version it had, as on a team store.
    stored.version = held != m_gpus.end() ? held->second.version + 1 : m_gpuChanges[gpu.id].count + 1;
    m_gpus[gpu.id] = stored;
    recordGpuChange(gpu.id);
    return stored;
}

Status MemoryPriceStore::removeGpu(const std::string& id, std::int64_t version) {
    if (auto stale = gpuConflict(id, version))
        return gpuConflictError(std::move(*stale), std::nullopt);
    for (const auto& [priceId, p] : m_prices)
        if (p.gpuId == id)
            return fail("stored prices name " + id + ": delete them first");
    if (m_gpus.erase(id) > 0)
        recordGpuChange(id);
    return core::ok();
}

Result<std::optional<GpuSpec>> MemoryPriceStore::storedGpu(const std::string& id) {
    const auto held = m_gpus.find(id);
    return held == m_gpus.end() ? std::optional<GpuSpec>() : std::optional<GpuSpec>(held->second);
}

} // namespace gpuplan::core
