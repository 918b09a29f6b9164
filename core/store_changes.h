#pragma once
// Changes that someone else committed to a store this program has open: another user of a team store,
// another program on the same SQLite file. Whoever shows the store's contents (the workbench) listens and
// reads them again. Plain C++, like the store interfaces: the stores in database/ watch for the changes
// (PostgreSQL's LISTEN/NOTIFY, SQLite's data_version) and call the listeners on the thread that owns the
// store, from its event loop, so a listener may read the store at once. The UI's tests fake a source.

#include "core/result.h"

#include <functional>
#include <map>
#include <string>

namespace gpuplan::core {

/// One committed change, as precise as the store can tell.
struct StoreChange {
    /// The store's table: "prices", "providers", "regions", "exchange_rates", "api_prices", "scenarios", or a
    /// catalog table ("gpus", "models", "networks", "efficiency", "global_params"); empty when the store can
    /// only say that something changed (a SQLite file).
    std::string table;
    std::string rowKey; // the row's key as the change log writes it ("42", "alice/H100 job"); empty when many
    std::string action; // "insert", "update", "delete"; may be empty
};

/// Which part of the workbench a table's change concerns: the rents and purchase prices (with the regions,
/// providers and rates they are read with), the APIs' prices (their own tab), the catalog, the scenarios.
enum class ChangedData { Prices, ApiPrices, Catalog, Scenarios, Unknown };
ChangedData changedData(const std::string& table);

/// A store whose other clients' commits can be followed. Changes made through this very store object are
/// not reported: whoever made them knows.
class StoreChangeSource {
public:
    using Listener = std::function<void(const StoreChange&)>;
    virtual ~StoreChangeSource() = default;
    /// Calls `listener` for each change another connection commits from now on; the id removes it. Fails,
    /// saying why, when the store cannot watch (the listener is then not kept).
    virtual Result<int> addChangeListener(Listener listener) = 0;
    virtual void removeChangeListener(int id) = 0;
};

/// The listeners of a source, for its implementations.
class StoreChangeListeners {
public:
    int add(StoreChangeSource::Listener listener);
    void remove(int id);
    bool empty() const { return m_listeners.empty(); }
    /// Calls every listener; one may remove itself (or another) while being called.
    void notify(const StoreChange& change) const;

private:
    std::map<int, StoreChangeSource::Listener> m_listeners;
    int m_nextId = 1;
};

} // namespace gpuplan::core
