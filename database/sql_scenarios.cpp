// The stores' scenario table (SqlStore): the workbench's scenarios as JSON text, in table order (by
// id), replaced as a whole in one transaction.
#include "price_rows.h"
#include "sql_store.h"
#include "sql_support.h"

#include <QSqlQuery>
#include <QVariant>

namespace gpuplan::db {

using core::fail;

core::Result<std::vector<core::StoredScenario>> SqlStore::scenarios() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    if (!query.exec(QStringLiteral("SELECT name, json FROM scenarios ORDER BY id")))
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
    if (!query.exec(QStringLiteral("DELETE FROM scenarios")))
        return fail("cannot save the scenarios: " + sqlError(query));
    const QString stamp = now();
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        query.prepare(
            QStringLiteral("INSERT INTO scenarios (id, name, json, updated_at) VALUES (?, ?, ?, ?)"));
        query.addBindValue(static_cast<qlonglong>(i + 1));
        query.addBindValue(q(scenarios[i].name));
        query.addBindValue(q(scenarios[i].json));
        query.addBindValue(stamp);
        if (!query.exec())
            return fail("cannot save scenario '" + scenarios[i].name + "': " + sqlError(query));
    }
    return tx.commit();
}

} // namespace gpuplan::db
