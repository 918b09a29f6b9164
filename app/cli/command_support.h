#pragma once
// What every planning command does first: load the catalog from the store; and last before it
// answers: refuse an option it accepts but did not use for the inputs given.

#include "cli/arguments.h"
#include "cli/cli.h"

#include "core/catalog/catalog.h"
#include "core/planning/scenario.h"

#include <QJsonDocument>

#include <QLocale>
#include <QTranslator>

#include <optional>

namespace gpuplan::cli {

/// The language of one command's output (--lang en|zh_CN): its translation and locale while the object
/// lives, the previous ones back when it goes.
class CommandLanguage {
public:
    CommandLanguage() = default;
    CommandLanguage(const CommandLanguage&) = delete;
    CommandLanguage& operator=(const CommandLanguage&) = delete;
    ~CommandLanguage();
    /// Refuses a language other than en and zh_CN, or a build without the Chinese translation.
    core::Status install(const QString& lang);
    bool chinese() const { return m_chinese; }

private:
    QTranslator m_translator;
    QLocale m_previous;
    bool m_chinese = false;
};

/// --name: the scenario of `scenarios` called so (the first without the option), and the name looked for;
/// null when none is called so.
const core::Scenario* namedScenario(const Arguments& args, const std::vector<core::Scenario>& scenarios,
                                    QString& name);

/// --gpus: the cards a report or workbook compares, as given, or the scenario's own card against the seed's
/// A100 / H100 / H200 comparison; repeats removed, the first the baseline.
std::vector<std::string> comparedCards(const Arguments& args, const core::Scenario& scenario);

struct CommandContext {
    const Arguments& args;
    core::Catalog catalog;
    QString format; // "table" or "json" (or "csv" where a command offers it)
    // The store's calibration rows were changed by hand since a program wrote them, so this program's
    // bundled fit was not applied to them (db::SqlStore::calibrationKept).
    bool calibrationKept = false;
};

/// Loads the catalog. On failure writes the message and sets `status`.
std::optional<CommandContext> prepareCommand(const Arguments& args, QTextStream& err, int& status);

/// Refuses an option the command accepts but did not read for the other options given (--rank without
/// a LoRA method, --model with --hours). Returns true (and writes the message) if one is left.
bool rejectUnusedOptions(const Arguments& args, QTextStream& err, int& status);

void writeJson(QTextStream& out, const QJsonValue& value);

/// --if-version V: the version of a row the user last saw ('gpuplan LISTING --format json' shows it), for an
/// edit the store refuses if the row moved on since; none when not given, refused when not a whole number
/// from 1.
core::Result<std::optional<std::int64_t>> ifVersionOption(const Arguments& args, const char* listing);

} // namespace gpuplan::cli
