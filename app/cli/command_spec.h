#pragma once
// What each command is: its words, a one-line summary, its positional arguments and the options it
// accepts, each with its value name and a one-line description. QCommandLineParser parses from this
// table and `--help` is printed from it, so the accepted options and their help cannot drift apart.

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <vector>

namespace gpuplan::cli {

class Arguments;

struct OptionSpec {
    QString name;        // without the dashes: "gpus-per-node"
    QString valueName;   // "N", "ID"...; empty for a flag
    QString description; // one line
};

using OptionList = std::vector<OptionSpec>;

using CommandHandler = int (*)(const Arguments& args, QTextStream& out, QTextStream& err);

struct CommandSpec {
    QStringList words;    // {"price", "set"}
    QString summary;      // one line, for 'gpuplan help' and the top of --help
    QString argumentText; // the positional arguments as usage shows them: "FILE", "[FILE]", or empty
    int minPositional = 0;
    int maxPositional = 0;
    QStringList formats; // --format values, the default first; empty: the command has no --format
    OptionList options;
    CommandHandler run = nullptr;

    QString path() const { return words.join(QLatin1Char(' ')); }
};

/// Every command, in the order 'gpuplan help' lists them.
const std::vector<CommandSpec>& commandTable();
/// The parts of the table (command_table.cpp, command_table_store.cpp).
std::vector<CommandSpec> planningCommands();
std::vector<CommandSpec> storeCommands();

/// Builders for the tables: a command without positional arguments, an option with a value, a flag,
/// two lists joined.
CommandSpec command(QStringList words, const char* summary, const QStringList& formats, OptionList options,
                    CommandHandler run);
OptionSpec option(const char* name, const char* valueName, const char* description);
OptionSpec flagOption(const char* name, const char* description);
OptionList operator+(OptionList a, const OptionList& b);
inline const QStringList kTableOrJson = {QStringLiteral("table"), QStringLiteral("json")};
inline const QStringList kTableJsonOrCsv = {QStringLiteral("table"), QStringLiteral("json"),
                                            QStringLiteral("csv")};

/// The command named by the first words of `args` (one or two); `used` says how many words it took.
/// Null when none matches.
const CommandSpec* findCommand(const QStringList& args, qsizetype& used);

/// The commands whose first word is `family` when it takes a second word ("price": set, delete, ...).
std::vector<const CommandSpec*> subcommands(const QString& family);

/// "set, delete, history or revert": the second words of `family`.
QString subcommandNames(const QString& family);

/// 'gpuplan COMMAND --help': usage, summary and every option with its description.
QString commandHelp(const CommandSpec& spec);
/// 'gpuplan FAMILY --help' for a word that takes a second one: its subcommands.
QString familyHelp(const QString& family);
/// 'gpuplan help': every command with its summary, and the conventions all of them share.
QString overviewHelp();

} // namespace gpuplan::cli
