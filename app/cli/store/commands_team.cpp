// `gpuplan --db postgresql://... team ...` (issue 16): `init` creates the team store on a PostgreSQL
// server (its schema, its three roles and the bundled data, in one transaction); `grant`, `revoke` and
// `members` manage and show who has which role; `log` shows the changes the server signed. The server
// enforces the roles: a refusal comes back as "the server refused: ..." naming the role needed, with nothing
// changed.
#include "cli/cli.h"
#include "cli/cli_text.h"
#include "cli/command_support.h"
#include "cli/store_access.h"

#include "core/number_parse.h"
#include "pg/pg_store.h"
#include "pg/pg_team.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <memory>

namespace gpuplan::cli {
namespace {

// The team store at --db, or a message naming what is wrong (not a URL, a bad URL, no store there).
core::Result<std::unique_ptr<db::PgStore>> openTeam(const QString& command, db::PgStore::Mode mode) {
    const QString where = storePath();
    if (!db::looksLikePgUrl(where))
        return core::fail(QStringLiteral("team %1 needs the server's URL: gpuplan --db "
                                         "postgresql://USER@HOST:PORT/DATABASE team %1")
                              .arg(command)
                              .toStdString());
    auto url = db::parsePgUrl(where);
    if (!url)
        return core::fail(url.error());
    return db::PgStore::open(url.value(), mode);
}

int init(QTextStream& out, QTextStream& err) {
    auto store = openTeam(QStringLiteral("init"), db::PgStore::Mode::Create);
    if (!store)
        return badInput(err, store.error());
    db::PgStore& team = *store.value();
    const QString where = storePath();
    if (team.upgradedFrom() > 0) {
        out << "the team store " << where << " exists already: upgraded it from schema "
            << team.upgradedFrom() << " to schema " << team.schemaVersion()
            << " (see docs/database.md), its prices and scenarios kept\n";
        return 0;
    }
    if (!team.created()) {
        out << "the team store " << where << " exists already (schema " << team.schemaVersion()
            << "); nothing was changed\n";
        return 0;
    }
    auto prices = team.prices({});
    auto regions = team.regions();
    auto gpus = team.gpuIds();
    if (!prices || !regions || !gpus)
        return badInput(err, !prices ? prices.error() : !regions ? regions.error() : gpus.error());
    out << "created the team store " << where << " (schema " << team.schemaVersion() << ") with "
        << gpus->size() << " GPUs, " << regions->size() << " regions and " << prices->size()
        << " prices; changes are recorded with the database user (" << u(team.author()) << ")\n"
        << "give people their roles with `gpuplan --db " << where
        << " team grant USER viewer|editor|admin`\n";
    return 0;
}

int grant(const QStringList& pos, QTextStream& out, QTextStream& err) {
    const std::string user = pos.value(0).toStdString(), role = pos.value(1).toStdString();
    if (std::find(db::kTeamRoles.begin(), db::kTeamRoles.end(), role) == db::kTeamRoles.end())
        return badInput(err, "unknown role '" + role + "': viewer, editor or admin");
    auto store = openTeam(QStringLiteral("grant"), db::PgStore::Mode::Open);
    if (!store)
        return badInput(err, store.error());
    bool already = false;
    if (auto granted = db::grantTeamRole(*store.value(), user, role, &already); !granted)
        return badInput(err, granted.error());
    if (already)
        out << u(user) << " has the " << u(role) << " role already; nothing was changed\n";
    else
        out << u(user) << " now has the " << u(role) << " role in " << store.value()->location() << "\n";
    return 0;
}

int revoke(const QStringList& pos, QTextStream& out, QTextStream& err) {
    const std::string user = pos.value(0).toStdString();
    auto store = openTeam(QStringLiteral("revoke"), db::PgStore::Mode::Open);
    if (!store)
        return badInput(err, store.error());
    auto revoked = db::revokeTeamRoles(*store.value(), user);
    if (!revoked)
        return badInput(err, revoked.error());
    if (revoked->empty())
        return badInput(err, user + " has no role in the team store; nothing was changed");
    QStringList roles;
    for (const std::string& role : revoked.value())
        roles << u(role);
    out << "took the " << roles.join(QStringLiteral(", ")) << " role from " << u(user) << " in "
        << store.value()->location() << "\n";
    return 0;
}

int members(const Arguments& args, QTextStream& out, QTextStream& err) {
    auto store = openTeam(QStringLiteral("members"), db::PgStore::Mode::Open);
    if (!store)
        return badInput(err, store.error());
    auto members = db::teamMembers(*store.value());
    if (!members)
        return badInput(err, members.error());
    if (args.format() == QLatin1String("json")) {
        QJsonArray arr;
        for (const db::TeamMember& m : members.value())
            arr.append(QJsonObject{{QStringLiteral("user"), u(m.user)},
                                   {QStringLiteral("role"), u(m.role)},
                                   {QStringLiteral("server_role"), u(m.serverRole)},
                                   {QStringLiteral("can_login"), m.canLogin}});
        writeJson(out, arr);
        return 0;
    }
    for (const db::TeamMember& m : members.value()) {
        QString what = m.role == "owner" ? QStringLiteral("owns the database: every right")
                                         : QStringLiteral("as %1").arg(u(m.serverRole));
        if (!m.canLogin)
            what += QStringLiteral(" (cannot log in)");
        out << QStringLiteral("%1 %2 %3\n").arg(u(m.user), -24).arg(u(m.role), -7).arg(what);
    }
    return 0;
}

// `team log [--table T] [--limit N]`: who changed which row of which table, and when, newest first.
int log(const Arguments& args, QTextStream& out, QTextStream& err) {
    int limit = 50;
    if (const auto text = args.value(QStringLiteral("limit"))) {
        auto v = core::parseCount(text->toStdString());
        if (!v || v.value() < 1 || v.value() > 100'000)
            return badInput(err, "--limit must be a whole number from 1 to 100,000, got '" +
                                     text->toStdString() + "'");
        limit = static_cast<int>(v.value());
    }
    std::string table;
    if (const auto text = args.value(QStringLiteral("table"))) {
        table = text->toStdString();
        const auto& known = db::signedTables();
        if (std::find(known.begin(), known.end(), table) == known.end()) {
            QStringList names;
            for (const std::string& t : known)
                names << u(t);
            return badInput(err, "no changes are recorded for a table '" + table +
                                     "': the signed tables are " +
                                     names.join(QStringLiteral(", ")).toStdString());
        }
    }
    auto store = openTeam(QStringLiteral("log"), db::PgStore::Mode::Open);
    if (!store)
        return badInput(err, store.error());
    auto changes = db::teamChanges(*store.value(), table, limit);
    if (!changes)
        return badInput(err, changes.error());
    if (args.format() == QLatin1String("json")) {
        QJsonArray arr;
        for (const db::TeamChange& c : changes.value())
            arr.append(QJsonObject{{QStringLiteral("id"), static_cast<qint64>(c.id)},
                                   {QStringLiteral("table"), u(c.table)},
                                   {QStringLiteral("key"), u(c.key)},
                                   {QStringLiteral("action"), u(c.action)},
                                   {QStringLiteral("by"), u(c.by)},
                                   {QStringLiteral("at"), u(c.at)}});
        writeJson(out, arr);
        return 0;
    }
    if (changes->empty())
        out << "no changes recorded" << (table.empty() ? QString() : QStringLiteral(" in ") + u(table))
            << "\n";
    for (const db::TeamChange& c : changes.value())
        out << QStringLiteral("%1  %2 %3 %4\n")
                   .arg(u(c.at))
                   .arg(u(c.by), -16)
                   .arg(u(c.action), -6)
                   .arg(u(c.table) + QLatin1Char(' ') + u(c.key));
    return 0;
}

} // namespace

int runTeamCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    const QString what = args.spec().words.value(1);
    if (what == QLatin1String("grant"))
        return grant(args.positional(), out, err);
    if (what == QLatin1String("revoke"))
        return revoke(args.positional(), out, err);
    if (what == QLatin1String("members"))
        return members(args, out, err);
    if (what == QLatin1String("log"))
        return log(args, out, err);
    return init(out, err);
}

} // namespace gpuplan::cli
