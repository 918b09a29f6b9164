#include "cli/arguments.h"

#include <QCommandLineParser>

#include <stdexcept>

namespace gpuplan::cli {
namespace {

const QString kHelp = QStringLiteral("help");
const QString kFormat = QStringLiteral("format");

// "--name" as the user wrote it: QCommandLineParser reports names without their dashes.
QString dashed(const QString& name) {
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

// QCommandLineParser only takes the next argument as a value, so a value can only be missing after
// the last one: "--gpu" at the end.
QString missingValue(const CommandSpec& spec, const QStringList& args) {
    if (args.isEmpty() || !args.last().startsWith(QLatin1Char('-')) || args.last().contains(QLatin1Char('=')))
        return {};
    const QString name = args.last().mid(args.last().startsWith(QLatin1String("--")) ? 2 : 1);
    if (name == kFormat && !spec.formats.isEmpty())
        return name;
    for (const OptionSpec& o : spec.options)
        if (o.name == name && !o.valueName.isEmpty())
            return name;
    return {};
}

// The other way QCommandLineParser fails: "--naive=yes", a value given to a flag.
QString valueForFlag(const CommandSpec& spec, const QStringList& args) {
    for (const QString& arg : args) {
        const qsizetype eq = arg.indexOf(QLatin1Char('='));
        if (!arg.startsWith(QLatin1Char('-')) || eq < 0)
            continue;
        const QString name = arg.left(eq).mid(arg.startsWith(QLatin1String("--")) ? 2 : 1);
        for (const OptionSpec& o : spec.options)
            if (o.name == name && o.valueName.isEmpty())
                return name;
    }
    return {};
}

} // namespace

QString Arguments::parse(const CommandSpec& spec, const QStringList& args) {
    m_spec = &spec;
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOption(QCommandLineOption({QStringLiteral("h"), kHelp}, QStringLiteral("show this help")));
    if (!spec.formats.isEmpty())
        parser.addOption(QCommandLineOption(kFormat, QString(), QStringLiteral("FORMAT")));
    for (const OptionSpec& o : spec.options)
        if (!parser.addOption(QCommandLineOption(o.name, o.description, o.valueName)))
            throw std::logic_error("option --" + o.name.toStdString() + " is declared twice for '" +
                                   spec.path().toStdString() + "'");
    const bool parsed = parser.parse(QStringList{QStringLiteral("gpuplan")} + args);
    m_help = parser.isSet(kHelp);
    if (m_help)
        return {};
    if (!parsed) {
        if (!parser.unknownOptionNames().isEmpty())
            return QStringLiteral("unknown option %1 for '%2' (see 'gpuplan %2 --help')")
                .arg(dashed(parser.unknownOptionNames().first()), spec.path());
        if (const QString name = missingValue(spec, args); !name.isEmpty())
            return QStringLiteral("option --%1 needs a value").arg(name);
        if (const QString name = valueForFlag(spec, args); !name.isEmpty())
            return QStringLiteral("option --%1 takes no value").arg(name);
        return parser.errorText();
    }
    for (const QString& name : parser.optionNames()) {
        if (m_given.contains(name))
            continue;
        m_given << name;
        if (parser.values(name).isEmpty())
            m_flags.insert(name);
        else
            m_values[name] = parser.values(name).last(); // given twice: the last one counts
    }
    m_positional = parser.positionalArguments();
    if (!spec.formats.isEmpty()) {
        m_read.insert(kFormat);
        m_format = parser.isSet(kFormat) ? parser.value(kFormat) : spec.formats.first();
        if (!spec.formats.contains(m_format))
            return QStringLiteral("unknown --format '%1' (%2)")
                .arg(m_format, spec.formats.join(QLatin1String(", ")));
    }
    if (m_positional.size() > spec.maxPositional)
        return QStringLiteral("unexpected argument '%1'").arg(m_positional.at(spec.maxPositional));
    if (m_positional.size() < spec.minPositional)
        return QStringLiteral("'%1' needs %2 (see 'gpuplan %1 --help')").arg(spec.path(), spec.argumentText);
    return {};
}

void Arguments::checkDeclared(const QString& name) const {
    for (const OptionSpec& o : m_spec->options)
        if (o.name == name)
            return;
    throw std::logic_error("'" + m_spec->path().toStdString() + "' reads option --" + name.toStdString() +
                           " that its table does not declare");
}

bool Arguments::has(const QString& name) const {
    checkDeclared(name);
    m_read.insert(name);
    return m_values.count(name) > 0 || m_flags.contains(name);
}

std::optional<QString> Arguments::value(const QString& name) const {
    checkDeclared(name);
    m_read.insert(name);
    auto it = m_values.find(name);
    if (it == m_values.end())
        return std::nullopt;
    return it->second;
}

QString Arguments::valueOr(const QString& name, const QString& fallback) const {
    return value(name).value_or(fallback);
}

bool Arguments::flag(const QString& name) const {
    checkDeclared(name);
    m_read.insert(name);
    return m_flags.contains(name);
}

QString Arguments::unusedOption() const {
    for (const QString& name : m_given)
        if (!m_read.contains(name))
            return name;
    return {};
}

} // namespace gpuplan::cli
