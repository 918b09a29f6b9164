#pragma once
// The workbench's stores (ui::StoreOpener): the local SQLite file and team stores on a PostgreSQL server,
// opened here in app/ so the UI never sees QtSql. A team store's password is handed to the connection in
// memory (PgUrl::password), never put in a URL, the settings or a command line.

#include "sql_store.h"
#include "team/store_opener.h"

#include <memory>

namespace gpuplan::cli {

/// Wraps an open store for the window: its catalog read once, its name (a file's path, or user@host/db)
/// and, for a team store, the session user's role from the server (database/pg/pg_team.h).
core::Result<std::unique_ptr<ui::OpenStore>> windowStore(std::unique_ptr<db::SqlStore> store);

class WindowStoreOpener : public ui::StoreOpener {
public:
    core::Result<std::unique_ptr<ui::OpenStore>> openTeamStore(const ui::TeamLogin& login) override;
    /// The file --db named, or the default file when --db named a team store (or nothing).
    core::Result<std::unique_ptr<ui::OpenStore>> openLocalStore() override;
};

} // namespace gpuplan::cli
