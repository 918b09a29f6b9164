#include "cli/cli.h"

#include "cli/arguments.h"
#include "cli/command_spec.h"
#include "cli/store_access.h"
#include "gpuplan_version.h"

namespace gpuplan::cli {
namespace {

bool isHelp(const QString& word) {
    return word == QLatin1String("--help") || word == QLatin1String("-h") || word == QLatin1String("help");
}

// No command matched: a family word without (or with an unknown) second word, or an unknown word.
int noSuchCommand(const QStringList& words, QTextStream& out, QTextStream& err) {
    const QString& family = words.first();
    if (subcommands(family).empty())
        return badInput(err, QStringLiteral("unknown command '%1' (try 'gpuplan help')").arg(family));
    if (words.size() > 1 && isHelp(words[1])) {
        out << familyHelp(family);
        return 0;
    }
    if (words.size() < 2 || words[1].startsWith(QLatin1Char('-')))
        return badInput(err, QStringLiteral("'%1' needs what to do: %2 (see 'gpuplan %1 --help')")
                                 .arg(family, subcommandNames(family)));
    return badInput(err,
                    QStringLiteral("unknown '%1 %2' (%3)").arg(family, words[1], subcommandNames(family)));
}

} // namespace

int badInput(QTextStream& err, const QString& message) {
    err << "gpuplan: error: " << message << "\n";
    err.flush();
    return 2;
}

int badInput(QTextStream& err, const std::string& message) {
    return badInput(err, QString::fromStdString(message));
}

int runHelpCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    const QStringList& words = args.positional();
    if (words.isEmpty()) {
        out << overviewHelp();
        return 0;
    }
    qsizetype used = 0;
    const CommandSpec* spec = findCommand(words, used);
    if (spec && used == words.size()) {
        out << commandHelp(*spec);
        return 0;
    }
    if (words.size() == 1 && !subcommands(words.first()).empty()) {
        out << familyHelp(words.first());
        return 0;
    }
    return badInput(err,
                    QStringLiteral("no command '%1' (try 'gpuplan help')").arg(words.join(QLatin1Char(' '))));
}

int run(const QStringList& args, QTextStream& out, QTextStream& err) {
    try {
        QStringList all = args;
        // Global option: --db PATH or --db postgresql://... (the store to use) before the command.
        if (!all.isEmpty() && all.first().startsWith(QLatin1String("--db="))) {
            setStorePath(all.first().mid(5));
            all.removeFirst();
        } else if (!all.isEmpty() && all.first() == QLatin1String("--db")) {
            if (all.size() < 2)
                return badInput(err, QStringLiteral("--db needs a path or a postgresql:// URL"));
            setStorePath(all[1]);
            all = all.mid(2);
        }
        if (all.isEmpty())
            all << QStringLiteral("sample");
        if (all.first() == QLatin1String("--version") || all.first() == QLatin1String("-v")) {
            if (all.size() > 1)
                return badInput(err, QStringLiteral("unexpected argument '%1' after %2").arg(all[1], all[0]));
            out << "gpuplan " << kVersion << "\n";
            return 0;
        }
        if (all.first() == QLatin1String("--help") || all.first() == QLatin1String("-h"))
            all.first() = QStringLiteral("help"); // 'gpuplan --help price set' = 'gpuplan help price set'
        qsizetype used = 0;
        const CommandSpec* spec = findCommand(all, used);
        if (!spec)
            return noSuchCommand(all, out, err);
        Arguments parsed;
        const QString problem = parsed.parse(*spec, all.mid(used));
        if (parsed.helpRequested()) {
            out << commandHelp(*spec);
            return 0;
        }
        if (!problem.isEmpty())
            return badInput(err, problem);
        return spec->run(parsed, out, err);
    } catch (const std::exception& e) {
        err << "gpuplan: internal error: " << e.what() << "\n";
        return 1;
    }
}

} // namespace gpuplan::cli
