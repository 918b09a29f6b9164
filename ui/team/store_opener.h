#pragma once
// What the workbench asks of whoever owns the stores (app/: the SQLite file and the team stores on a
// PostgreSQL server; tests: in-memory stores): open one, and say what it is and what its user may do. The
// UI never sees SQLite or QtSql; a switch of stores is a request through this interface.

#include "core/catalog/catalog.h"
#include "core/catalog/catalog_store.h"
#include "core/planning/scenario_store.h"
#include "core/prices/price_store.h"
#include "core/result.h"
#include "core/store_changes.h"

#include <QString>

#include <memory>

namespace gpuplan::ui {

/// A team store's address and login as the connect dialog takes them. The password lives in memory only:
/// handed to the connection, never to the settings file, a URL or a command line.
struct TeamLogin {
    QString url; // postgresql://USER@HOST:PORT/DB?sslmode=...: never holds the password
    QString password;
};

/// What the open store lets its user do, from the server's roles (a local file: everything).
struct StoreAccess {
    QString name;            // shown in the title and the status bar: a file's path or user@host/db
    QString role;            // a team store's "viewer", "editor", "admin" or "owner"; empty for a local file
    bool editPrices = true;  // prices, regions, exchange rates and imports
    bool editCatalog = true; // the GPU catalog
    bool teamStore() const { return !role.isEmpty(); }
};

/// One open store: the interfaces the window works through and what its user may do. Whoever made it owns
/// the store behind them; they live as long as this object.
class OpenStore {
public:
    virtual ~OpenStore() = default;
    virtual core::PriceStore& prices() = 0;
    virtual core::ScenarioStore* scenarios() = 0;
    virtual core::CatalogStore* catalogStore() = 0;
    virtual const core::Catalog& catalog() const = 0;
    /// The catalog read from the store again, when another user changed it (the window re-plans with it).
    virtual core::Result<core::Catalog> readCatalog() = 0;
    virtual StoreAccess access() const = 0;
    /// Other clients' commits to this store (null: none are announced); the window follows them.
    virtual core::StoreChangeSource* changes() { return nullptr; }
};

class StoreOpener {
public:
    virtual ~StoreOpener() = default;
    /// Connects to a team store; the error names the server and the problem (unreachable, wrong
    /// password, no team store there, a schema newer than the program). Nothing is changed by a failure.
    virtual core::Result<std::unique_ptr<OpenStore>> openTeamStore(const TeamLogin& login) = 0;
    /// The local store (the file --db named, or the default one).
    virtual core::Result<std::unique_ptr<OpenStore>> openLocalStore() = 0;
};

} // namespace gpuplan::ui
