#pragma once
// Who may do what in a team store (issue 16): the store's three roles, <db>_viewer, <db>_editor and
// <db>_admin (migrations-pg/0002.sql), and the database users that are members of them. Membership is
// changed with PostgreSQL's own GRANT and REVOKE, so the server decides who may change it (the admin role
// holds the admin option on the roles); a refusal comes back as "the server refused: ... needs the admin
// role" with nothing changed.

#include "pg/pg_store.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gpuplan::db {

/// The store's roles from least to most: each includes the rights of the one before.
inline const std::vector<std::string> kTeamRoles = {"viewer", "editor", "admin"};

struct TeamMember {
    std::string user; // the database (login) user
    std::string role; // "owner" (the database's owner, who has every right), "admin", "editor" or "viewer"
    std::string serverRole; // the role on the server: "team_editor"; empty for the owner
    bool canLogin = true;
};

/// The role of the session's user in the store: "owner" (the database's owner or a superuser: every right),
/// else the highest of "admin", "editor", "viewer" it holds (directly or through another role), else "".
core::Result<std::string> sessionTeamRole(PgStore& store);

/// The owner first, then every member of the store's roles by name, each with the highest role it has.
core::Result<std::vector<TeamMember>> teamMembers(PgStore& store);

/// One change the server signed (change_log, migrations-pg/0002.sql): which row of which table, what was
/// done, by whom (the server's user, set by its trigger) and when (UTC, "2026-12-01T23:00:41Z").
struct TeamChange {
    std::int64_t id = 0;
    std::string table, key, action, by, at;
};

/// The tables whose changes the store signs, in the order of the migration.
const std::vector<std::string>& signedTables();

/// The latest `limit` signed changes, newest first; only those of `table` when it is not empty.
core::Result<std::vector<TeamChange>> teamChanges(PgStore& store, const std::string& table, int limit);

/// Makes `user` a member of exactly `role` (viewer, editor or admin; an admin may in turn grant all three)
/// in one transaction; "already" is set when it was so and nothing changed. Refuses a user that does not
/// exist or cannot log in, naming it.
core::Status grantTeamRole(PgStore& store, const std::string& user, const std::string& role, bool* already);

/// Takes every role of the store from `user` in one transaction; the roles it had (empty: none, nothing
/// changed).
core::Result<std::vector<std::string>> revokeTeamRoles(PgStore& store, const std::string& user);

} // namespace gpuplan::db
