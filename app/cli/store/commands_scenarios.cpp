// `gpuplan scenarios` lists the store's scenarios, the workbench's table, with who owns each and whether
// it is shared: on a team store the user's own and the others' shared ones; on a file every scenario is
// the user's, with no owner. `scenario share NAME` and `scenario unshare NAME` (issue 16) let the team
// see one of the user's own scenarios, read-only, or make it private again: refused on a file (no team),
// for another's scenario (naming its owner) and for a name the user has no scenario of.
#include "cli/cli.h"
#include "cli/cli_text.h"
#include "cli/command_support.h"
#include "cli/store_access.h"

#include <QJsonArray>
#include <QJsonObject>

namespace gpuplan::cli {
namespace {

int list(const Arguments& args, db::SqlStore& store, QTextStream& out, QTextStream& err) {
    auto scenarios = store.scenarios();
    if (!scenarios)
        return badInput(err, scenarios.error());
    if (args.format() == QLatin1String("json")) {
        QJsonArray arr;
        for (const core::StoredScenario& s : scenarios.value())
            arr.append(QJsonObject{{QStringLiteral("name"), u(s.name)},
                                   {QStringLiteral("owner"), u(s.owner)},
                                   {QStringLiteral("shared"), s.shared}});
        writeJson(out, arr);
        return 0;
    }
    if (scenarios->empty()) {
        out << "no scenarios in " << store.location() << "\n";
        return 0;
    }
    const bool team = !store.teamUser().empty();
    for (const core::StoredScenario& s : scenarios.value()) {
        if (!team) {
            out << u(s.name) << "\n";
            continue;
        }
        const QString how = s.owner == store.teamUser() ? (s.shared ? QStringLiteral("shared with the team")
                                                                    : QStringLiteral("private"))
                                                        : QStringLiteral("shared by its owner, read-only");
        out << QStringLiteral("%1 %2 %3\n").arg(u(s.name), -32).arg(u(s.owner), -16).arg(how);
    }
    return 0;
}

int share(const QString& name, bool shared, db::SqlStore& store, QTextStream& out, QTextStream& err) {
    if (auto done = store.setScenarioShared(name.toStdString(), shared); !done)
        return badInput(err, done.error());
    out << "scenario '" << name << "' is "
        << (shared ? QStringLiteral("shared with the team: everyone in the team store sees it, read-only")
                   : QStringLiteral("private: only you see it"))
        << "\n";
    return 0;
}

} // namespace

int runScenarioCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    auto store = openStore();
    if (!store)
        return badInput(err, store.error());
    const QString what = args.spec().words.value(1);
    if (what.isEmpty())
        return list(args, *store.value(), out, err);
    return share(args.positional().value(0), what == QLatin1String("share"), *store.value(), out, err);
}

} // namespace gpuplan::cli
