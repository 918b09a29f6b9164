#pragma once
// A command's arguments, parsed by QCommandLineParser against the command's option table
// (command_spec.h): "--name value", "--name=value", flags and positional arguments. Options the
// table lacks are refused by name, so typos never pass; an option the table has but the command
// did not read for the inputs given is reported by unusedOption().

#include "cli/command_spec.h"

#include <QSet>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>

namespace gpuplan::cli {

class Arguments {
public:
    /// Parses what follows the command's words. Returns a message naming the problem, or "".
    /// `--help` (`-h`) anywhere parses successfully and sets helpRequested().
    QString parse(const CommandSpec& spec, const QStringList& args);

    const CommandSpec& spec() const { return *m_spec; }
    bool helpRequested() const { return m_help; }

    // Reading an option the table does not declare is a programming error (std::logic_error), so an
    // option a command reads can never be missing from its help.
    bool has(const QString& name) const;
    std::optional<QString> value(const QString& name) const;
    QString valueOr(const QString& name, const QString& fallback) const;
    bool flag(const QString& name) const;
    const QStringList& positional() const { return m_positional; }
    /// --format, checked against the table's formats (the first when not given).
    const QString& format() const { return m_format; }

    /// The first option given that the command did not read, or "".
    QString unusedOption() const;

private:
    void checkDeclared(const QString& name) const;

    const CommandSpec* m_spec = nullptr;
    bool m_help = false;
    std::map<QString, QString> m_values;
    QSet<QString> m_flags;
    QStringList m_given; // option names in the order given
    QStringList m_positional;
    QString m_format;
    mutable QSet<QString> m_read;
};

} // namespace gpuplan::cli
