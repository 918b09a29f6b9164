// The stores' scenario table (SqlStore): the workbench's scenarios as JSON text, in table order (by
// id), replaced as a whole in one transaction. On a team store the workbench's table is the user's own
// scenarios (each row has an owner, set by the server; migrations-pg/0002.sql): others' shared ones are
// not read into it, because replacing the table would make them copies owned by this user; ids come
// from the server so two users' tables never collide, and a scenario the user shared stays shared.
#include "price_rows.h"
#include "sql_store.h"
#include "sql_support.h"

#include <QSqlQuery>
#include <QVariant>

#include <set>

namespace gpuplan::db {

using core::fail;

core::Result<std::vector<core::StoredScenario>> SqlStore::scenarios() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    const bool team = isPostgres(query.driver());
    if (!query.exec(
            team ? QStringLiteral("SELECT name, json FROM scenarios WHERE owner = session_user ORDER BY id")
                 : QStringLiteral("SELECT name, json FROM scenarios ORDER BY id")))
        return fail("cannot read the scenarios: " + sqlError(query));
    std::vector<core::StoredScenario> out;
    while (query.next())
        out.push_back({query.value(0).toString().toStdString(), query.value(1).toString().toStdString()});
    return out;
}

core::Status SqlStore::replaceScenarios(const std::vector<core::StoredScenario>& scenarios) {
    if (auto valid = core::validateScenarioNames(scenarios); !valid)
        return valid;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot save the scenarios: " + tx.error());
    QSqlQuery query(db);
    const bool team = isPostgres(db.driver());
    std::set<std::string> shared;
    if (team) {
        if (!query.exec(
                QStringLiteral("SELECT name FROM scenarios WHERE owner = session_user AND shared = 1")))
            return fail("cannot save the scenarios: " + sqlError(query));
        while (query.next())
            shared.insert(query.value(0).toString().toStdString());
    }
    if (!query.exec(team ? QStringLiteral("DELETE FROM scenarios WHERE owner = session_user")
                         : QStringLiteral("DELETE FROM scenarios")))
        return fail("cannot save the scenarios: " + sqlError(query));
    const QString stamp = now();
    // One statement for every row: the team store numbers rows itself and keeps the shared flags; a file's
    // ids are the table order.
    query.prepare(
        team ? QStringLiteral("INSERT INTO scenarios (name, json, updated_at, shared) VALUES (?, ?, ?, ?)")
             : QStringLiteral("INSERT INTO scenarios (name, json, updated_at, id) VALUES (?, ?, ?, ?)"));
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        query.bindValue(0, q(scenarios[i].name));
        query.bindValue(1, q(scenarios[i].json));
        query.bindValue(2, stamp);
        query.bindValue(3, team ? QVariant(shared.count(scenarios[i].name) ? 1 : 0)
                                : QVariant(static_cast<qlonglong>(i + 1)));
        if (!query.exec())
            return fail("cannot save scenario '" + scenarios[i].name + "': " + sqlError(query));
    }
    return tx.commit();
}

} // namespace gpuplan::db
