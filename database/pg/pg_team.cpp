// Team membership through PostgreSQL's own GRANT and REVOKE: the statements are the server's check, so a
// user without the admin role is refused by the server itself, not by this program. Each change is one
// transaction: a refused revoke or grant leaves the memberships as they were.
#include "pg/pg_team.h"

#include "price_rows.h"
#include "sql_support.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <iterator>
#include <map>

namespace gpuplan::db {

using core::fail;

namespace {

const std::string kUnchanged = "; nothing was changed";

int rank(const std::string& role) {
    const auto it = std::find(kTeamRoles.begin(), kTeamRoles.end(), role);
    return it == kTeamRoles.end() ? -1 : static_cast<int>(it - kTeamRoles.begin());
}

core::Result<QString> databaseName(QSqlDatabase& db) {
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT current_database()")) || !query.next())
        return fail("cannot read the team store's database name: " + sqlError(query));
    return query.value(0).toString();
}

// The store's roles `user` is a direct member of ("viewer", ...), least first.
core::Result<std::vector<std::string>> rolesOf(QSqlDatabase& db, const QString& dbname,
                                               const std::string& user) {
    QSqlQuery query(db);
    query.prepare(
        QStringLiteral("SELECT r.rolname FROM pg_auth_members am JOIN pg_roles r ON r.oid = am.roleid "
                       "JOIN pg_roles m ON m.oid = am.member WHERE m.rolname = ?"));
    query.addBindValue(q(user));
    if (!query.exec())
        return fail("cannot read the roles of " + user + ": " + sqlError(query));
    std::vector<std::string> roles;
    while (query.next())
        for (const std::string& role : kTeamRoles)
            if (query.value(0).toString() == dbname + QLatin1Char('_') + QString::fromStdString(role))
                roles.push_back(role);
    std::sort(roles.begin(), roles.end(), [](const auto& a, const auto& b) { return rank(a) < rank(b); });
    return roles;
}

// Runs GRANT or REVOKE with both names quoted by the server (format's %I), as the session's user. The
// casts tell the server the parameters' type: format's arguments are of any type, so it cannot guess.
core::Status runMembership(QSqlDatabase& db, const char* pattern, const QString& role,
                           const std::string& user) {
    QString statement;
    {
        // Freed before the statement runs: freeing it after a refusal fails in the aborted transaction.
        QSqlQuery query(db);
        query.prepare(QStringLiteral("SELECT format(?::text, ?::text, ?::text)"));
        query.addBindValue(QString::fromLatin1(pattern));
        query.addBindValue(role);
        query.addBindValue(q(user));
        if (!query.exec() || !query.next())
            return fail("cannot write the statement: " + sqlError(query));
        statement = query.value(0).toString();
    }
    QSqlQuery query(db);
    if (!query.exec(statement))
        return fail(sqlError(query));
    return core::ok();
}

// Takes `roles` of the store from `user`, inside the caller's transaction. A refusal says what failed:
// "cannot take the viewer role from bob", or `asked` (a grant's "cannot make bob an editor ...") and then
// `advice`.
core::Status revokeRoles(QSqlDatabase& db, const QString& dbname, const std::string& user,
                         const std::vector<std::string>& roles, const std::string& asked = {},
                         const std::string& advice = {}) {
    for (const std::string& role : roles)
        if (auto revoked = runMembership(db, "REVOKE %I FROM %I",
                                         dbname + QLatin1Char('_') + QString::fromStdString(role), user);
            !revoked)
            return fail((asked.empty() ? "cannot take the " + role + " role from " + user : asked) + ": " +
                        revoked.error() + advice + kUnchanged);
    return core::ok();
}

} // namespace

core::Result<std::string> sessionTeamRole(PgStore& store) {
    QSqlDatabase db = QSqlDatabase::database(store.connection());
    QSqlQuery query(db);
    // pg_has_role with MEMBER follows memberships through other roles, as the server's checks do.
    if (!query.exec(QStringLiteral(
            "SELECT (SELECT rolsuper FROM pg_roles WHERE rolname = session_user) OR "
            "pg_get_userbyid(d.datdba) = session_user, "
            "pg_has_role(session_user, r.admin, 'MEMBER'), pg_has_role(session_user, r.editor, 'MEMBER'), "
            "pg_has_role(session_user, r.viewer, 'MEMBER') "
            "FROM pg_database d, LATERAL (SELECT to_regrole(quote_ident(d.datname || '_admin'))::oid AS "
            "admin, "
            "to_regrole(quote_ident(d.datname || '_editor'))::oid AS editor, "
            "to_regrole(quote_ident(d.datname || '_viewer'))::oid AS viewer) r "
            "WHERE d.datname = current_database()")) ||
        !query.next())
        return fail("cannot read the user's role in the team store: " + sqlError(query));
    if (query.value(0).toBool())
        return std::string("owner");
    for (int column = 1; column <= 3; ++column)
        if (query.value(column).toBool())
            return kTeamRoles[static_cast<std::size_t>(3 - column)];
    return std::string();
}

core::Result<std::vector<TeamMember>> teamMembers(PgStore& store) {
    QSqlDatabase db = QSqlDatabase::database(store.connection());
    auto dbname = databaseName(db);
    if (!dbname)
        return fail(dbname.error());
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = "
                                   "current_database()")) ||
        !query.next())
        return fail("cannot read the owner of the team store: " + sqlError(query));
    std::vector<TeamMember> out{{query.value(0).toString().toStdString(), "owner", "", true}};
    // Members of the three roles that are not themselves one of them (editor is a member of viewer).
    query.prepare(QStringLiteral(
        "SELECT m.rolname, r.rolname, m.rolcanlogin FROM pg_auth_members am "
        "JOIN pg_roles r ON r.oid = am.roleid JOIN pg_roles m ON m.oid = am.member "
        "WHERE r.rolname IN (? || '_viewer', ? || '_editor', ? || '_admin') "
        "AND m.rolname NOT IN (? || '_viewer', ? || '_editor', ? || '_admin') ORDER BY m.rolname"));
    for (int i = 0; i < 6; ++i)
        query.addBindValue(dbname.value());
    if (!query.exec())
        return fail("cannot read the members of the team store: " + sqlError(query));
    std::map<std::string, TeamMember> best;
    while (query.next()) {
        const QString server = query.value(1).toString();
        TeamMember m{query.value(0).toString().toStdString(), server.mid(dbname->size() + 1).toStdString(),
                     server.toStdString(), query.value(2).toBool()};
        auto [it, added] = best.emplace(m.user, m);
        if (!added && rank(m.role) > rank(it->second.role))
            it->second = m;
    }
    for (auto& [user, member] : best)
        out.push_back(member);
    return out;
}

core::Status grantTeamRole(PgStore& store, const std::string& user, const std::string& role, bool* already) {
    *already = false;
    if (rank(role) < 0)
        return fail("unknown role '" + role + "': viewer, editor or admin");
    QSqlDatabase db = QSqlDatabase::database(store.connection());
    auto dbname = databaseName(db);
    if (!dbname)
        return fail(dbname.error());
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT rolcanlogin FROM pg_roles WHERE rolname = ?"));
    query.addBindValue(q(user));
    if (!query.exec())
        return fail("cannot read the database users: " + sqlError(query));
    if (!query.next())
        return fail("there is no database user '" + user +
                    "' on the server: create it first (CREATE ROLE \"" + user +
                    "\" LOGIN, as a superuser or a role with CREATEROLE)" + kUnchanged);
    if (!query.value(0).toBool())
        return fail("'" + user +
                    "' cannot log in (NOLOGIN): roles are granted to the database users people "
                    "log in as" +
                    kUnchanged);
    query.finish();
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot start a transaction: " + tx.error());
    auto had = rolesOf(db, dbname.value(), user);
    if (!had)
        return fail(had.error());
    if (had->size() == 1 && had->front() == role) {
        *already = true;
        return core::ok();
    }
    std::vector<std::string> others;
    std::copy_if(had->begin(), had->end(), std::back_inserter(others),
                 [&](const auto& r) { return r != role; });
    // A promotion or demotion is the old role taken and the new one given, in one transaction; refused,
    // it is named as what was asked, not as the revoke the server refused first.
    std::string from;
    for (const std::string& r : others)
        from += (from.empty() ? "" : " and ") + r;
    if (auto revoked = revokeRoles(
            db, dbname.value(), user, others,
            "cannot change " + user + "'s role from " + from + " to " + role,
            "; only an admin of the team store or its owner changes roles: ask one to run `team grant " +
                user + " " + role + "`");
        !revoked)
        return revoked;
    // An admin gets the admin option on the admin role too, so that it can make other admins.
    if (auto granted =
            runMembership(db, role == "admin" ? "GRANT %I TO %I WITH ADMIN OPTION" : "GRANT %I TO %I",
                          dbname.value() + QLatin1Char('_') + QString::fromStdString(role), user);
        !granted)
        return fail("cannot grant " + role + " to " + user + ": " + granted.error() + kUnchanged);
    if (auto committed = tx.commit(); !committed)
        return fail("cannot save the membership: " + committed.error() + kUnchanged);
    return core::ok();
}

core::Result<std::vector<std::string>> revokeTeamRoles(PgStore& store, const std::string& user) {
    QSqlDatabase db = QSqlDatabase::database(store.connection());
    auto dbname = databaseName(db);
    if (!dbname)
        return fail(dbname.error());
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot start a transaction: " + tx.error());
    auto had = rolesOf(db, dbname.value(), user);
    if (!had)
        return fail(had.error());
    if (auto revoked = revokeRoles(db, dbname.value(), user, had.value()); !revoked)
        return fail(revoked.error());
    if (auto committed = tx.commit(); !committed)
        return fail("cannot save the membership: " + committed.error() + kUnchanged);
    return had;
}

} // namespace gpuplan::db

namespace gpuplan::db {

const std::vector<std::string>& signedTables() {
    static const std::vector<std::string> tables{"prices",        "providers", "regions",  "exchange_rates",
                                                 "gpus",          "models",    "networks", "efficiency",
                                                 "global_params", "scenarios"};
    return tables;
}

core::Result<std::vector<TeamChange>> teamChanges(PgStore& store, const std::string& table, int limit) {
    QSqlQuery query(QSqlDatabase::database(store.connection()));
    query.prepare(QStringLiteral("SELECT id, table_name, row_key, action, changed_by, "
                                 "to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') "
                                 "FROM change_log %1 ORDER BY id DESC LIMIT ?")
                      .arg(table.empty() ? QString() : QStringLiteral("WHERE table_name = ?")));
    if (!table.empty())
        query.addBindValue(QString::fromStdString(table));
    query.addBindValue(limit);
    if (!query.exec())
        return fail("cannot read the change log: " + sqlError(query));
    std::vector<TeamChange> out;
    while (query.next())
        out.push_back({query.value(0).toLongLong(), query.value(1).toString().toStdString(),
                       query.value(2).toString().toStdString(), query.value(3).toString().toStdString(),
                       query.value(4).toString().toStdString(), query.value(5).toString().toStdString()});
    return out;
}

} // namespace gpuplan::db
