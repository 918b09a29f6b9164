// The stores' catalog edits (SqlStore as core::CatalogStore): a GPU saved or deleted against the version
// the editor read, checked and written in one transaction, so two admins editing the same GPU never
// overwrite each other silently. Who made the latest change comes from the team store's change_log; a
// file records no author for the catalog.
#include "gpu_rows.h"
#include "price_rows.h"
#include "sql_store.h"
#include "sql_support.h"

#include "core/csv.h"

#include <QVariant>

#include <optional>

namespace gpuplan::db {

using core::fail;
using core::GpuSpec;

void bindGpuValue(QSqlQuery& query, const std::string& column, const std::string& value) {
    if (value.empty())
        query.addBindValue(QVariant());
    else if (column == "unverified")
        query.addBindValue(value == "yes" ? 1 : 0);
    else
        query.addBindValue(QString::fromStdString(value));
}

QString newGpuVersionSql(bool postgres) {
    return postgres ? QStringLiteral("(SELECT count(*) + 1 FROM change_log WHERE table_name = 'gpus' AND "
                                     "row_key = ?)")
                    : QStringLiteral("(SELECT coalesce(max(version), 0) + 1 FROM retired_gpu_versions WHERE "
                                     "id = ?)");
}

namespace {

// The GPU as this transaction sees it, read as the catalog text reads it (one parser for both). On
// PostgreSQL its row stays locked (FOR UPDATE) until the transaction ends: another admin's save of it waits,
// then reads the version this one wrote. (SQLite's transactions begin IMMEDIATE, holding the file's lock.)
core::Result<std::optional<GpuSpec>> load(QSqlDatabase& db, const std::string& id, bool lock) {
    QSqlQuery query(db);
    const QString sql = QStringLiteral("SELECT * FROM gpus WHERE id = %1") +
                        (lock && isPostgres(db.driver()) ? QStringLiteral(" FOR UPDATE") : QString());
    if (!execWithLiterals(query, db, sql,
                          {q(id)})) // locking needs the right to change it: a viewer's stops here
        return fail((lock ? "cannot change GPU " : "cannot read GPU ") + id + ": " + sqlError(query));
    const std::string csv = queryCsv(query, {QStringLiteral("unverified")});
    auto gpus = core::parseGpuCsv(csv);
    if (!gpus)
        return fail("cannot read GPU " + id + ": " + gpus.error());
    if (gpus->empty())
        return std::optional<GpuSpec>();
    return std::optional<GpuSpec>(gpus->front());
}

// The conflict a save or delete of GPU `id` made at `versionSeen` meets, given the GPU as the transaction
// sees it (0: the caller knew of none): none while they agree. Who made the latest change and when come
// from the team store's change_log; a file does not record them.
core::Result<std::optional<core::GpuConflict>> staleness(QSqlDatabase& db, const std::string& id,
                                                         std::int64_t versionSeen,
                                                         const std::optional<GpuSpec>& current) {
    if ((current ? current->version : 0) == versionSeen)
        return std::optional<core::GpuConflict>();
    auto who = lastLoggedChange(db, "gpus", id);
    if (!who)
        return fail(who.error());
    core::GpuConflict c{id, versionSeen, current, who->first, who->second};
    return std::optional<core::GpuConflict>(std::move(c));
}

// Writes `gpu` over `before` (an insert when there is none) and returns it at its new version; an update
// only while the row is still at `before`'s version.
core::Result<GpuSpec> write(QSqlDatabase& db, const GpuSpec& gpu, const std::optional<GpuSpec>& before) {
    auto table = core::parseCsv(core::writeGpuCsv({gpu}));
    if (!table || table->rows.size() != 1)
        return fail("cannot write GPU " + gpu.id + " as a catalog row");
    const bool postgres = isPostgres(db.driver());
    QStringList columns, marks, updates;
    for (const std::string& c : table->header) {
        columns << QString::fromStdString(c);
        marks << QStringLiteral("?");
        updates << QStringLiteral("%1 = ?").arg(QString::fromStdString(c));
    }
    QSqlQuery query(db);
    if (before)
        query.prepare(QStringLiteral("UPDATE gpus SET %1, version = version + 1 WHERE id = ? AND version = ?")
                          .arg(updates.join(QLatin1Char(','))));
    else
        query.prepare(QStringLiteral("INSERT INTO gpus (%1, version) VALUES (%2, %3)")
                          .arg(columns.join(QLatin1Char(',')), marks.join(QLatin1Char(',')),
                               newGpuVersionSql(postgres)));
    for (std::size_t i = 0; i < table->header.size(); ++i)
        bindGpuValue(query, table->header[i], table->rows.front().fields[i]);
    query.addBindValue(q(gpu.id)); // the WHERE's id, or the id whose past numbers the new version
    if (before)
        query.addBindValue(static_cast<qlonglong>(before->version));
    if (!query.exec())
        return fail("cannot save GPU " + gpu.id + ": " + sqlError(query));
    // The row was read at `before` in this transaction and is locked, so this cannot happen short of a
    // writer that ignores the lock; it is refused all the same rather than written over.
    if (before && query.numRowsAffected() != 1)
        return fail("GPU " + gpu.id + " changed while it was being saved");
    auto stored = load(db, gpu.id, false);
    if (!stored)
        return fail(stored.error());
    if (!stored.value())
        return fail("GPU " + gpu.id + " was not saved");
    return *stored.value();
}

} // namespace

core::Result<GpuSpec> SqlStore::saveGpu(const GpuSpec& gpu) {
    auto valid = core::validateGpu(gpu);
    if (!valid)
        return fail(valid.error());
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot save GPU " + gpu.id + ": " + tx.error());
    auto before = load(db, gpu.id, true);
    if (!before)
        return fail(before.error());
    auto stale = staleness(db, gpu.id, gpu.version, before.value());
    if (!stale)
        return fail(stale.error());
    if (stale.value())
        return core::gpuConflictError(std::move(*stale.value()), valid.value());
    auto stored = write(db, valid.value(), before.value());
    if (!stored)
        return stored;
    auto committed = tx.commit();
    if (!committed)
        return fail("cannot save GPU " + gpu.id + ": " + committed.error());
    return stored;
}

core::Status SqlStore::removeGpu(const std::string& id, std::int64_t version) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot delete GPU " + id + ": " + tx.error());
    auto before = load(db, id, true);
    if (!before)
        return fail(before.error());
    auto stale = staleness(db, id, version, before.value());
    if (!stale)
        return fail(stale.error());
    if (stale.value())
        return core::gpuConflictError(std::move(*stale.value()), std::nullopt);
    if (!before.value())
        return fail("no GPU with id " + id);
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
    if (!isPostgres(db.driver())) { // a file keeps the version, so the id re-added starts above it
        query.prepare(
            QStringLiteral("INSERT INTO retired_gpu_versions (id, version) VALUES (?, ?) "
                           "ON CONFLICT (id) DO UPDATE SET version = max(version, excluded.version)"));
        query.addBindValue(q(id));
        query.addBindValue(static_cast<qlonglong>(version));
        if (!query.exec())
            return fail("cannot delete GPU " + id + ": " + sqlError(query));
    }
    query.prepare(QStringLiteral("DELETE FROM gpus WHERE id = ? AND version = ?"));
    query.addBindValue(q(id));
    query.addBindValue(static_cast<qlonglong>(version));
    if (!query.exec())
        return fail("cannot delete GPU " + id + ": " + sqlError(query));
    if (query.numRowsAffected() != 1)
        return fail("GPU " + id + " changed while it was being deleted");
    return tx.commit();
}

core::Result<std::optional<GpuSpec>> SqlStore::storedGpu(const std::string& id) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    return load(db, id, false);
}

} // namespace gpuplan::db
