#pragma once
// The store the command line works on: --db PATH, or the default file in the user's data directory.

#include "arguments.h"
#include "store.h"

#include <QString>
#include <QTextStream>

namespace gpuplan::cli {

/// Set by `gpuplan --db PATH ...` before the command runs; empty = the default location.
void setStorePath(const QString& path);
QString storePath();

/// Opens (creating and seeding on first use) the store; the error names the file and the problem.
core::Result<std::unique_ptr<db::SqliteStore>> openStore();

/// `import csv|skypilot|gpus PATH` (commands_import.cpp): writes what it did to `out`, returns the exit
/// status.
int importFile(const QString& kind, const QString& path, const Arguments& args, QTextStream& out,
               QTextStream& err, db::SqliteStore& store);

} // namespace gpuplan::cli
