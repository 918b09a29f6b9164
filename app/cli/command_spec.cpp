#include "cli/command_spec.h"

#include "cli/cli.h"

#include <algorithm>

namespace gpuplan::cli {
namespace {

// "--gpu ID" as the help's left column shows it.
QString optionSyntax(const QString& name, const QString& valueName) {
    QString s = QStringLiteral("--") + name;
    if (!valueName.isEmpty())
        s += QLatin1Char(' ') + valueName;
    return s;
}

// Two columns: the syntax padded to the widest entry, then the one-line description.
QString twoColumns(const std::vector<std::pair<QString, QString>>& rows) {
    qsizetype width = 0;
    for (const auto& [left, right] : rows)
        width = std::max(width, left.size());
    QString text;
    for (const auto& [left, right] : rows)
        text += QStringLiteral("  %1  %2\n").arg(left, static_cast<int>(-width)).arg(right);
    return text;
}

QString orList(const QStringList& items) {
    if (items.size() < 2)
        return items.join(QString());
    return items.mid(0, items.size() - 1).join(QLatin1String(", ")) + QStringLiteral(" or ") + items.last();
}

QString usageLine(const CommandSpec& spec) {
    QString usage = QStringLiteral("usage: gpuplan ") + spec.path();
    if (!spec.options.empty() || !spec.formats.isEmpty())
        usage += QStringLiteral(" [options]");
    if (!spec.argumentText.isEmpty())
        usage += QLatin1Char(' ') + spec.argumentText;
    return usage + QLatin1Char('\n');
}

} // namespace

CommandSpec command(QStringList words, const char* summary, const QStringList& formats, OptionList options,
                    CommandHandler run) {
    CommandSpec spec;
    spec.words = std::move(words);
    spec.summary = QString::fromUtf8(summary);
    spec.formats = formats;
    spec.options = std::move(options);
    spec.run = run;
    return spec;
}

OptionSpec option(const char* name, const char* valueName, const char* description) {
    return {QString::fromLatin1(name), QString::fromLatin1(valueName), QString::fromUtf8(description)};
}

OptionSpec flagOption(const char* name, const char* description) {
    return option(name, "", description);
}

OptionList operator+(OptionList a, const OptionList& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

const std::vector<CommandSpec>& commandTable() {
    static const std::vector<CommandSpec> table = [] {
        std::vector<CommandSpec> all = planningCommands();
        for (CommandSpec& spec : storeCommands())
            all.push_back(std::move(spec));
        all.push_back(command({QStringLiteral("sample")},
                              "a sample estimate: LoRA fine-tuning of Qwen 72B on A100 and H100", {}, {},
                              runSampleCommand));
        CommandSpec help = command({QStringLiteral("help")},
                                   "this list, or the options of COMMAND (the same as COMMAND --help)", {},
                                   {}, runHelpCommand);
        help.argumentText = QStringLiteral("[COMMAND]");
        help.maxPositional = 2;
        all.push_back(std::move(help));
        return all;
    }();
    return table;
}

const CommandSpec* findCommand(const QStringList& args, qsizetype& used) {
    const CommandSpec* found = nullptr;
    for (const CommandSpec& spec : commandTable()) {
        if (spec.words.size() > args.size())
            continue;
        if (std::equal(spec.words.begin(), spec.words.end(), args.begin()) &&
            (!found || spec.words.size() > found->words.size()))
            found = &spec;
    }
    used = found ? found->words.size() : 0;
    return found;
}

std::vector<const CommandSpec*> subcommands(const QString& family) {
    std::vector<const CommandSpec*> found;
    for (const CommandSpec& spec : commandTable())
        if (spec.words.size() == 2 && spec.words.first() == family)
            found.push_back(&spec);
    return found;
}

QString subcommandNames(const QString& family) {
    QStringList names;
    for (const CommandSpec* spec : subcommands(family))
        names << spec->words.last();
    return orList(names);
}

QString commandHelp(const CommandSpec& spec) {
    QString text = usageLine(spec) + QLatin1Char('\n') + spec.summary + QStringLiteral("\n\nOptions:\n");
    std::vector<std::pair<QString, QString>> rows;
    for (const OptionSpec& o : spec.options)
        rows.emplace_back(optionSyntax(o.name, o.valueName), o.description);
    if (!spec.formats.isEmpty())
        rows.emplace_back(
            optionSyntax(QStringLiteral("format"), QStringLiteral("FORMAT")),
            QStringLiteral("output as %1 (default %2)").arg(orList(spec.formats), spec.formats.first()));
    rows.emplace_back(QStringLiteral("-h, --help"), QStringLiteral("show this help"));
    return text + twoColumns(rows);
}

QString familyHelp(const QString& family) {
    QString text = QStringLiteral("usage: gpuplan %1 WHAT [options]\n\n").arg(family);
    std::vector<std::pair<QString, QString>> rows;
    for (const CommandSpec* spec : subcommands(family))
        rows.emplace_back(spec->path(), spec->summary);
    return text + twoColumns(rows) +
           QStringLiteral("\n'gpuplan %1 WHAT --help' lists the options of each.\n").arg(family);
}

QString overviewHelp() {
    QString text = QStringLiteral("usage: gpuplan [--db PATH] COMMAND [options]\n"
                                  "   or: gpuplan [--db PATH] [--show-and-quit] [FILE]\n\nCommands:\n");
    std::vector<std::pair<QString, QString>> rows;
    for (const CommandSpec& spec : commandTable()) {
        QString left = spec.path();
        if (!spec.argumentText.isEmpty())
            left += QLatin1Char(' ') + spec.argumentText;
        rows.emplace_back(left, spec.summary);
    }
    return text + twoColumns(rows) +
           QStringLiteral(
               "\n'gpuplan COMMAND --help' (or -h) lists a command's options; 'gpuplan --version' prints "
               "the version.\n"
               "--db PATH (before the command) chooses the store of prices and catalog; default: the "
               "user's data directory.\n"
               "--db postgresql://USER@HOST:PORT/DATABASE uses a team store on a PostgreSQL server "
               "('team init' creates it;\n"
               "the password comes from PGPASSWORD or ~/.pgpass, never from the URL).\n"
               "Options take '--name value' or '--name=value'. Numbers take plain (7000000000), "
               "scientific (65.2e9) or\n"
               "suffixed (65.2B, 1.4T, 300M) forms; durations 30d, 12h, 2s or 500ms.\n"
               "Without a command, gpuplan opens the workbench window, on the scenario file FILE (.gpuplan "
               "or .json) when one is named;\n"
               "--show-and-quit opens it, prints what it shows and quits (to check an installation). "
               "'gpuplan sample' prints a sample estimate.\n");
}

} // namespace gpuplan::cli
