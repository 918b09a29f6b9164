#pragma once
// What every command does first: parse its options, load the bundled catalog, read --format.

#include "arguments.h"
#include "cli.h"

#include "core/catalog.h"

#include <QJsonDocument>

#include <optional>

namespace gpuplan::cli {

struct CommandContext {
    Arguments args;
    core::Catalog catalog;
    QString format; // "table" or "json" (or "csv" where a command offers it)
};

/// Parses options and loads the catalog. On failure writes the message and sets `status`.
std::optional<CommandContext> prepareCommand(const QStringList& args, const QSet<QString>& flags,
                                             const QStringList& formats, QTextStream& err, int& status);

/// Refuses an option the command did not read. Returns true (and writes the message) if one is left.
bool rejectUnknownOptions(const CommandContext& ctx, QTextStream& err, int& status);

void writeJson(QTextStream& out, const QJsonValue& value);

} // namespace gpuplan::cli
