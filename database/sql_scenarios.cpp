// The stores' scenario table (SqlStore): the workbench's scenarios as JSON text, in table order.
//
// A file has one user: every scenario is theirs (no owner), a save replaces the table in one transaction
// and the ids are the table order. On a team store each row has an owner, set by the server, and a shared
// flag (migrations-pg/0002.sql); a user reads their own scenarios and the others' shared ones, and a save
// changes only the user's own rows, in place (migrations-pg/0006.sql): the changed ones are updated, the
// new ones inserted and the removed ones deleted, so a save that changes one scenario signs one change_log
// row, ids stay, and a scenario the user shared stays shared. The order is the `place` column.
#include "price_rows.h"
#include "sql_store.h"
#include "sql_support.h"

#include <QSqlQuery>
#include <QVariant>

#include <cmath>
#include <map>
#include <optional>
#include <set>

namespace gpuplan::db {

using core::fail;

namespace {

// One of the user's stored rows on the team store.
struct OwnRow {
    qlonglong id = 0;
    std::string json;
    double place = 0;
};

// The places of the rows to save, in order: a stored row keeps its place while the stored rows stay in
// their order, and a new one takes a place between its neighbours'; when the order changed (a file opened
// over the table) or a gap is too narrow, every row is numbered again from 1.
std::vector<double> placesFor(const std::vector<core::StoredScenario>& own,
                              const std::map<std::string, OwnRow>& stored) {
    const std::size_t n = own.size();
    std::vector<std::optional<double>> kept(n);
    for (std::size_t i = 0; i < n; ++i)
        if (auto found = stored.find(own[i].name); found != stored.end())
            kept[i] = found->second.place;
    std::vector<double> places(n);
    bool inOrder = true;
    for (std::size_t i = 0; i < n && inOrder;) {
        if (kept[i]) {
            places[i] = *kept[i];
            inOrder = i == 0 || places[i] > places[i - 1];
            ++i;
            continue;
        }
        std::size_t end = i; // [i, end): new rows between two stored ones (or an end of the table)
        while (end < n && !kept[end])
            ++end;
        const double count = static_cast<double>(end - i);
        double lo = i > 0 ? places[i - 1] : NAN, hi = end < n ? *kept[end] : NAN;
        if (std::isnan(lo) && std::isnan(hi))
            lo = 0, hi = count + 1;
        else if (std::isnan(lo))
            lo = hi - count - 1;
        else if (std::isnan(hi))
            hi = lo + count + 1;
        for (std::size_t k = i; k < end; ++k) {
            places[k] = lo + (hi - lo) * static_cast<double>(k - i + 1) / (count + 1);
            inOrder = inOrder && (k == 0 || places[k] > places[k - 1]) && places[k] < hi;
        }
        i = end;
    }
    if (!inOrder)
        for (std::size_t i = 0; i < n; ++i)
            places[i] = static_cast<double>(i + 1);
    return places;
}

} // namespace

std::string SqlStore::teamUser() const {
    return isPostgres(QSqlDatabase::database(m_connection).driver()) ? m_author : std::string();
}

core::Result<std::vector<core::StoredScenario>> SqlStore::scenarios() {
    QSqlQuery query(QSqlDatabase::database(m_connection));
    const bool team = isPostgres(query.driver());
    // The owner of the database is exempt from row-level security: the WHERE keeps others' private
    // scenarios out for everyone.
    if (!query.exec(team ? QStringLiteral("SELECT name, json, owner, shared FROM scenarios "
                                          "WHERE owner = session_user OR shared = 1 "
                                          "ORDER BY owner <> session_user, owner, coalesce(place, id), id")
                         : QStringLiteral("SELECT name, json, '', 0 FROM scenarios ORDER BY id")))
        return fail("cannot read the scenarios: " + sqlError(query));
    std::vector<core::StoredScenario> out;
    while (query.next())
        out.push_back({query.value(0).toString().toStdString(), query.value(1).toString().toStdString(),
                       query.value(2).toString().toStdString(), query.value(3).toInt() == 1});
    return out;
}

core::Status SqlStore::replaceScenarios(const std::vector<core::StoredScenario>& scenarios) {
    const std::vector<core::StoredScenario> own = core::ownScenarios(scenarios, teamUser());
    if (auto valid = core::validateScenarioNames(own); !valid)
        return valid;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot save the scenarios: " + tx.error());
    QSqlQuery query(db);
    const QString stamp = now();
    if (!isPostgres(db.driver())) {
        // A file: the ids are the table order.
        if (!query.exec(QStringLiteral("DELETE FROM scenarios")))
            return fail("cannot save the scenarios: " + sqlError(query));
        query.prepare(
            QStringLiteral("INSERT INTO scenarios (name, json, updated_at, id) VALUES (?, ?, ?, ?)"));
        for (std::size_t i = 0; i < own.size(); ++i) {
            query.bindValue(0, q(own[i].name));
            query.bindValue(1, q(own[i].json));
            query.bindValue(2, stamp);
            query.bindValue(3, static_cast<qlonglong>(i + 1));
            if (!query.exec())
                return fail("cannot save scenario '" + own[i].name + "': " + sqlError(query));
        }
        return tx.commit();
    }
    // The team store: the user's rows, locked until the commit so two of their windows save one at a time.
    if (!query.exec(QStringLiteral("SELECT id, name, json, coalesce(place, id) FROM scenarios WHERE owner = "
                                   "session_user ORDER BY coalesce(place, id), id FOR UPDATE")))
        return fail("cannot save the scenarios: " + sqlError(query));
    std::map<std::string, OwnRow> stored;
    std::vector<std::string> storedOrder;
    while (query.next()) {
        storedOrder.push_back(query.value(1).toString().toStdString());
        stored[storedOrder.back()] = {query.value(0).toLongLong(), query.value(2).toString().toStdString(),
                                      query.value(3).toDouble()};
    }
    std::set<std::string> wanted;
    for (const core::StoredScenario& s : own)
        wanted.insert(s.name);
    // One scenario renamed where it stands: the same row, renamed, so it keeps its id and its flag.
    std::map<std::string, OwnRow> renamed;
    if (auto rename = core::renamedInPlace(storedOrder, own)) {
        renamed[rename->second] = stored[rename->first];
        stored.erase(rename->first);
    }
    std::vector<std::string> removed;
    for (const std::string& name : storedOrder)
        if (!wanted.count(name) && stored.count(name))
            removed.push_back(name);
    for (const std::string& name : removed) {
        query.prepare(QStringLiteral("DELETE FROM scenarios WHERE id = ?"));
        query.bindValue(0, stored[name].id);
        if (!query.exec())
            return fail("cannot delete scenario '" + name + "': " + sqlError(query));
    }
    for (const auto& [name, row] : renamed)
        stored[name] = row;
    const std::vector<double> places = placesFor(own, stored);
    for (std::size_t i = 0; i < own.size(); ++i) {
        const auto found = stored.find(own[i].name);
        const bool update = found != stored.end();
        if (update && found->second.json == own[i].json && found->second.place == places[i] &&
            !renamed.count(own[i].name))
            continue; // unchanged: not written, not signed
        query.prepare(
            update ? QStringLiteral("UPDATE scenarios SET name = ?, json = ?, updated_at = ?, place = ? "
                                    "WHERE id = ?")
                   : QStringLiteral("INSERT INTO scenarios (name, json, updated_at, place) "
                                    "VALUES (?, ?, ?, ?)"));
        query.bindValue(0, q(own[i].name));
        query.bindValue(1, q(own[i].json));
        query.bindValue(2, stamp);
        query.bindValue(3, places[i]);
        if (update)
            query.bindValue(4, found->second.id);
        if (!query.exec())
            return fail("cannot save scenario '" + own[i].name + "': " + sqlError(query));
    }
    return tx.commit();
}

core::Status SqlStore::setScenarioShared(const std::string& name, bool shared) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    if (!isPostgres(db.driver()))
        return fail(core::kNoTeamToShare);
    QSqlQuery query(db);
    // Only the owner's own row; the server keeps the flag of anyone else's whatever they send (the trigger
    // scenario_owned), and row-level security hides their private ones.
    query.prepare(QStringLiteral("UPDATE scenarios SET shared = ? WHERE owner = session_user AND name = ? "
                                 "AND shared <> ?"));
    query.bindValue(0, shared ? 1 : 0);
    query.bindValue(1, q(name));
    query.bindValue(2, shared ? 1 : 0);
    if (!query.exec())
        return fail("cannot " + std::string(shared ? "share" : "unshare") + " scenario '" + name +
                    "': " + sqlError(query));
    if (query.numRowsAffected() == 1)
        return core::ok();
    // Nothing changed: it is already so, or it is someone else's, or there is none of that name.
    query.prepare(
        QStringLiteral("SELECT owner, owner = session_user FROM scenarios WHERE name = ? AND "
                       "(owner = session_user OR shared = 1) ORDER BY owner <> session_user, owner"));
    query.bindValue(0, q(name));
    if (!query.exec())
        return fail("cannot read scenario '" + name + "': " + sqlError(query));
    if (!query.next())
        return core::shareRefusal(name, {});
    if (query.value(1).toBool())
        return core::ok();
    return core::shareRefusal(name, query.value(0).toString().toStdString());
}

} // namespace gpuplan::db
