#pragma once
// Command-line arguments after the subcommand words: "--name value", "--name=value" and bare
// flags. Every option a command does not read is reported as unknown, so typos never pass.

#include <QSet>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>

namespace gpuplan::cli {

class Arguments {
public:
    /// Parses `args`; `flags` are the options that take no value. Returns an error message or "".
    QString parse(const QStringList& args, const QSet<QString>& flags);

    bool has(const QString& name) const;
    std::optional<QString> value(const QString& name) const;
    QString valueOr(const QString& name, const QString& fallback) const;
    bool flag(const QString& name) const;
    const QStringList& positional() const { return m_positional; }

    /// The first option given that no command read, or "".
    QString unknownOption() const;

private:
    std::map<QString, QString> m_values;
    QSet<QString> m_flags;
    QStringList m_positional;
    mutable QSet<QString> m_read;
};

} // namespace gpuplan::cli
