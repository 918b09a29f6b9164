#include "arguments.h"

namespace gpuplan::cli {

QString Arguments::parse(const QStringList& args, const QSet<QString>& flags) {
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (!a.startsWith(QLatin1String("--")) || a == QLatin1String("--")) {
            m_positional << a;
            continue;
        }
        QString name = a.mid(2);
        const qsizetype eq = name.indexOf(QLatin1Char('='));
        if (eq >= 0) {
            m_values[name.left(eq)] = name.mid(eq + 1);
            continue;
        }
        if (flags.contains(name)) {
            m_flags.insert(name);
            continue;
        }
        if (i + 1 >= args.size())
            return QStringLiteral("option --%1 needs a value").arg(name);
        m_values[name] = args[++i];
    }
    return {};
}

bool Arguments::has(const QString& name) const {
    m_read.insert(name);
    return m_values.count(name) > 0 || m_flags.contains(name);
}

std::optional<QString> Arguments::value(const QString& name) const {
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
    m_read.insert(name);
    return m_flags.contains(name);
}

QString Arguments::unknownOption() const {
    for (const auto& [name, v] : m_values)
        if (!m_read.contains(name))
            return name;
    for (const QString& name : m_flags)
        if (!m_read.contains(name))
            return name;
    return {};
}

} // namespace gpuplan::cli
