#include "core/store_changes.h"

#include <array>
#include <string_view>

namespace gpuplan::core {

ChangedData changedData(const std::string& table) {
    static constexpr std::array<std::string_view, 4> kPrices = {"prices", "providers", "regions",
                                                                "exchange_rates"};
    static constexpr std::array<std::string_view, 5> kCatalog = {"gpus", "models", "networks", "efficiency",
                                                                 "global_params"};
    for (std::string_view t : kPrices)
        if (table == t)
            return ChangedData::Prices;
    for (std::string_view t : kCatalog)
        if (table == t)
            return ChangedData::Catalog;
    if (table == "api_prices")
        return ChangedData::ApiPrices;
    if (table == "scenarios")
        return ChangedData::Scenarios;
    return ChangedData::Unknown;
}

int StoreChangeListeners::add(StoreChangeSource::Listener listener) {
    const int id = m_nextId++;
    m_listeners.emplace(id, std::move(listener));
    return id;
}

void StoreChangeListeners::remove(int id) {
    m_listeners.erase(id);
}

void StoreChangeListeners::notify(const StoreChange& change) const {
    // A copy: a listener removing itself (a window closing on the news) must not pull the map from under us.
    const auto listeners = m_listeners;
    for (const auto& [id, listener] : listeners)
        if (m_listeners.count(id))
            listener(change);
}

} // namespace gpuplan::core
