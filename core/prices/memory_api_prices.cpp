// The in-memory store's API prices (memory_price_store.h), with the SQLite and team stores' contract: a
// new price is refused when its provider, model, currency and date are taken; a save or delete is made
// against the version read.
#include "core/prices/memory_price_store.h"

#include <algorithm>

namespace gpuplan::core {

namespace {

bool apiPriceOrder(const ApiPriceRecord& a, const ApiPriceRecord& b) {
    return std::tie(a.provider, a.model, a.currency, a.effectiveDate) <
           std::tie(b.provider, b.model, b.currency, b.effectiveDate);
}

} // namespace

Result<std::vector<ApiPriceRecord>> MemoryPriceStore::apiPrices() {
    std::vector<ApiPriceRecord> out;
    for (const auto& [id, p] : m_apiPrices)
        out.push_back(p);
    std::sort(out.begin(), out.end(), apiPriceOrder);
    return out;
}

Result<ApiPriceRecord> MemoryPriceStore::saveApiPrice(const ApiPriceRecord& price) {
    if (auto valid = validateApiPrice(price); !valid)
        return valid.failure();
    const auto stored = m_apiPrices.find(price.id);
    if (price.id != 0 && (stored == m_apiPrices.end() || stored->second.version != price.version))
        return apiPriceConflictError(
            price.id, price.version,
            stored == m_apiPrices.end() ? std::nullopt : std::optional<ApiPriceRecord>(stored->second), {},
            {});
    for (const auto& [id, p] : m_apiPrices)
        if (id != price.id && p.key() == price.key())
            return fail("an API price of " + price.label() + " in " + price.currency + " dated '" +
                        price.effectiveDate + "' exists already (number " + std::to_string(id) + ")");
    ApiPriceRecord saved = price;
    if (saved.id == 0)
        saved.id = m_nextApiPrice++;
    saved.version = price.id == 0 ? 1 : price.version + 1;
    m_apiPrices[saved.id] = saved;
    return saved;
}

Status MemoryPriceStore::removeApiPrice(std::int64_t id, std::int64_t version) {
    const auto stored = m_apiPrices.find(id);
    if (stored == m_apiPrices.end() || stored->second.version != version)
        return apiPriceConflictError(
            id, version,
            stored == m_apiPrices.end() ? std::nullopt : std::optional<ApiPriceRecord>(stored->second), {},
            {});
    m_apiPrices.erase(stored);
    return ok();
}

} // namespace gpuplan::core
