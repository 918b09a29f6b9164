#pragma once
// The store the command line works on: --db PATH (a SQLite file), --db postgresql://... (a team store on a
// PostgreSQL server), or the default file in the user's data directory.

#include "cli/arguments.h"
#include "sql_store.h"

#include <QString>
#include <QTextStream>

#include <memory>
#include <string>
#include <utility>

namespace gpuplan::cli {

/// Set by `gpuplan --db PATH|URL ...` before the command runs; empty = the default location.
void setStorePath(const QString& path);
QString storePath();

/// Opens the store: a team store when --db is a PostgreSQL URL (which must hold one: `team init` makes
/// it), else the file (created and seeded on first use). The error names the file or URL and the problem.
core::Result<std::unique_ptr<db::SqlStore>> openStore();

/// The store's models in the catalog CSV layout (resources/catalog/models.csv, what `import models` reads
/// back) and how many there are.
core::Result<std::pair<std::string, std::size_t>> storedModelsCsv(db::SqlStore& store);

/// `import csv|skypilot|gpus|models PATH` (commands_import.cpp): writes what it did to `out`, returns the
/// exit status.
int importFile(const QString& kind, const QString& path, const Arguments& args, QTextStream& out,
               QTextStream& err, db::SqlStore& store);

} // namespace gpuplan::cli
