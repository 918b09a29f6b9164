// The stores' catalog edits (SqlStore as core::CatalogStore): a GPU or a model saved or deleted against the
// version the editor read, checked and written in one transaction, so two admins editing the same row never
// overwrite each other silently. Who made the latest change comes from the team store's change_log; a file
// records no author for the catalog. GPUs and models go through the same code, told apart by
// core::CatalogRowKind (the CSV layout and checks) and SqlCatalogTable (the table).
#include "catalog_rows.h"
#include "price_rows.h"
#include "sql_store.h"
#include "sql_support.h"

#include "core/catalog/catalog_store.h"
#include "core/csv.h"

#include <QVariant>

#include <optional>

namespace gpuplan::db {

using core::fail;

void bindCatalogValue(QSqlQuery& query, const std::string& column, const std::string& value,
                      const std::set<QString>& flags) {
    if (value.empty())
        query.addBindValue(QVariant());
    else if (flags.count(QString::fromStdString(column)))
        query.addBindValue(value == "yes" ? 1 : 0);
    else
        query.addBindValue(QString::fromStdString(value));
}

QString newCatalogVersionSql(const QString& table, const QString& retired, bool postgres) {
    return postgres
               ? QStringLiteral("(SELECT count(*) + 1 FROM change_log WHERE table_name = '%1' AND "
                                "row_key = ?)")
                     .arg(table)
               : QStringLiteral("(SELECT coalesce(max(version), 0) + 1 FROM %1 WHERE id = ?)").arg(retired);
}

namespace {

template <class Row> std::string noun() {
    return std::string(core::CatalogRowKind<Row>::noun);
}

// The row as this transaction sees it, read as the catalog text reads it (one parser for both). On
// PostgreSQL it stays locked (FOR UPDATE) until the transaction ends: another admin's save of it waits,
// then reads the version this one wrote. (SQLite's transactions begin IMMEDIATE, holding the file's lock.)
template <class Row>
core::Result<std::optional<Row>> load(QSqlDatabase& db, const std::string& id, bool lock) {
    QSqlQuery query(db);
    const QString sql = QStringLiteral("SELECT * FROM %1 WHERE id = %2").arg(SqlCatalogTable<Row>::table()) +
                        (lock && isPostgres(db.driver()) ? QStringLiteral(" FOR UPDATE") : QString());
    if (!execWithLiterals(query, db, sql,
                          {q(id)})) // locking needs the right to change it: a viewer's stops here
        return fail((lock ? "cannot change " : "cannot read ") + noun<Row>() + " " + id + ": " +
                    sqlError(query));
    auto rows = core::CatalogRowKind<Row>::parse(queryCsv(query, SqlCatalogTable<Row>::flags()));
    if (!rows)
        return fail("cannot read " + noun<Row>() + " " + id + ": " + rows.error());
    if (rows->empty())
        return std::optional<Row>();
    return std::optional<Row>(rows->front());
}

// The conflict a save or delete of row `id` made at `versionSeen` meets, given the row as the transaction
// sees it (0: the caller knew of none): none while they agree. Who made the latest change and when come
// from the team store's change_log; a file does not record them.
template <class Row>
core::Result<std::optional<core::CatalogRowConflict<Row>>> staleness(QSqlDatabase& db, const std::string& id,
                                                                     std::int64_t versionSeen,
                                                                     const std::optional<Row>& current) {
    using Conflict = core::CatalogRowConflict<Row>;
    if ((current ? current->version : 0) == versionSeen)
        return std::optional<Conflict>();
    const std::string table = SqlCatalogTable<Row>::table().toStdString();
    auto who = lastLoggedChange(db, table.c_str(), id);
    if (!who)
        return fail(who.error());
    return std::optional<Conflict>(Conflict{id, versionSeen, current, who->first, who->second});
}

// Writes `row` over `before` (an insert when there is none) and returns it at its new version; an update
// only while the row is still at `before`'s version.
template <class Row>
core::Result<Row> write(QSqlDatabase& db, const Row& row, const std::optional<Row>& before) {
    auto table = core::parseCsv(core::CatalogRowKind<Row>::write({row}));
    if (!table || table->rows.size() != 1)
        return fail("cannot write " + noun<Row>() + " " + row.id + " as a catalog row");
    const bool postgres = isPostgres(db.driver());
    QStringList columns, marks, updates;
    for (const std::string& c : table->header) {
        columns << QString::fromStdString(c);
        marks << QStringLiteral("?");
        updates << QStringLiteral("%1 = ?").arg(QString::fromStdString(c));
    }
    const QString name = SqlCatalogTable<Row>::table();
    QSqlQuery query(db);
    if (before)
        query.prepare(QStringLiteral("UPDATE %1 SET %2, version = version + 1 WHERE id = ? AND version = ?")
                          .arg(name, updates.join(QLatin1Char(','))));
    else
        query.prepare(QStringLiteral("INSERT INTO %1 (%2, version) VALUES (%3, %4)")
                          .arg(name, columns.join(QLatin1Char(',')), marks.join(QLatin1Char(',')),
                               newCatalogVersionSql<Row>(postgres)));
    for (std::size_t i = 0; i < table->header.size(); ++i)
        bindCatalogValue(query, table->header[i], table->rows.front().fields[i],
                         SqlCatalogTable<Row>::flags());
    query.addBindValue(q(row.id)); // the WHERE's id, or the id whose past numbers the new version
    if (before)
        query.addBindValue(static_cast<qlonglong>(before->version));
    if (!query.exec())
        return fail("cannot save " + noun<Row>() + " " + row.id + ": " + sqlError(query));
    // The row was read at `before` in this transaction and is locked, so this cannot happen short of a
    // writer that ignores the lock; it is refused all the same rather than written over.
    if (before && query.numRowsAffected() != 1)
        return fail(noun<Row>() + " " + row.id + " changed while it was being saved");
    auto stored = load<Row>(db, row.id, false);
    if (!stored)
        return fail(stored.error());
    if (!stored.value())
        return fail(noun<Row>() + " " + row.id + " was not saved");
    return *stored.value();
}

template <class Row> core::Result<Row> saveRow(const QString& connection, const Row& row) {
    auto valid = core::CatalogRowKind<Row>::validate(row);
    if (!valid)
        return fail(valid.error());
    QSqlDatabase db = QSqlDatabase::database(connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot save " + noun<Row>() + " " + row.id + ": " + tx.error());
    auto before = load<Row>(db, row.id, true);
    if (!before)
        return fail(before.error());
    auto stale = staleness(db, row.id, row.version, before.value());
    if (!stale)
        return fail(stale.error());
    if (stale.value())
        return core::catalogConflictError(std::move(*stale.value()), std::optional<Row>(valid.value()));
    auto stored = write(db, valid.value(), before.value());
    if (!stored)
        return stored;
    auto committed = tx.commit();
    if (!committed)
        return fail("cannot save " + noun<Row>() + " " + row.id + ": " + committed.error());
    return stored;
}

// What keeps a GPU in the catalog: prices that name it, a calibration fitted on it. A model has none (a
// scenario naming a deleted model says so when it is planned).
core::Status stillNeeded(QSqlDatabase& db, const std::string& id, const core::GpuSpec*) {
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT (SELECT count(*) FROM prices WHERE gpu = ?), "
                                 "(SELECT count(*) FROM efficiency WHERE gpu = ? AND fitted = 1)"));
    query.addBindValue(q(id));
    query.addBindValue(q(id));
    if (!query.exec() || !query.next())
        return fail("cannot check GPU " + id + ": " + sqlError(query));
    if (query.value(0).toInt() > 0)
        return fail(std::to_string(query.value(0).toInt()) + " stored prices name " + id +
                    ": delete them first");
    if (query.value(1).toInt() > 0)
        return fail(id + " is calibrated on published runs: it cannot be deleted");
    return core::ok();
}

core::Status stillNeeded(QSqlDatabase&, const std::string&, const core::ModelSpec*) {
    return core::ok();
}

template <class Row>
core::Status removeRow(const QString& connection, const std::string& id, std::int64_t version) {
    QSqlDatabase db = QSqlDatabase::database(connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot delete " + noun<Row>() + " " + id + ": " + tx.error());
    auto before = load<Row>(db, id, true);
    if (!before)
        return fail(before.error());
    auto stale = staleness(db, id, version, before.value());
    if (!stale)
        return fail(stale.error());
    if (stale.value())
        return core::catalogConflictError(std::move(*stale.value()), std::optional<Row>());
    if (!before.value())
        return fail("no " + noun<Row>() + " with id " + id);
    if (auto needed = stillNeeded(db, id, static_cast<const Row*>(nullptr)); !needed)
        return needed;
    QSqlQuery query(db);
    if (!isPostgres(db.driver())) { // a file keeps the version, so the id re-added starts above it
        query.prepare(
            QStringLiteral("INSERT INTO %1 (id, version) VALUES (?, ?) "
                           "ON CONFLICT (id) DO UPDATE SET version = max(version, excluded.version)")
                .arg(SqlCatalogTable<Row>::retired()));
        query.addBindValue(q(id));
        query.addBindValue(static_cast<qlonglong>(version));
        if (!query.exec())
            return fail("cannot delete " + noun<Row>() + " " + id + ": " + sqlError(query));
    }
    query.prepare(
        QStringLiteral("DELETE FROM %1 WHERE id = ? AND version = ?").arg(SqlCatalogTable<Row>::table()));
    query.addBindValue(q(id));
    query.addBindValue(static_cast<qlonglong>(version));
    if (!query.exec())
        return fail("cannot delete " + noun<Row>() + " " + id + ": " + sqlError(query));
    if (query.numRowsAffected() != 1)
        return fail(noun<Row>() + " " + id + " changed while it was being deleted");
    return tx.commit();
}

} // namespace

core::Result<core::GpuSpec> SqlStore::saveGpu(const core::GpuSpec& gpu) {
    return saveRow(m_connection, gpu);
}

core::Status SqlStore::removeGpu(const std::string& id, std::int64_t version) {
    return removeRow<core::GpuSpec>(m_connection, id, version);
}

core::Result<std::optional<core::GpuSpec>> SqlStore::storedGpu(const std::string& id) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    return load<core::GpuSpec>(db, id, false);
}

core::Result<core::ModelSpec> SqlStore::saveModel(const core::ModelSpec& model) {
    return saveRow(m_connection, model);
}

core::Status SqlStore::removeModel(const std::string& id, std::int64_t version) {
    return removeRow<core::ModelSpec>(m_connection, id, version);
}

core::Result<std::optional<core::ModelSpec>> SqlStore::storedModel(const std::string& id) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    return load<core::ModelSpec>(db, id, false);
}

} // namespace gpuplan::db
