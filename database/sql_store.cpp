// SqlStore's own parts: the connection it owns, the metadata table, and running work as one transaction.
#include "sql_store.h"

#include "change_watch.h"
#include "price_rows.h"
#include "sql_support.h"

#include <QAtomicInt>
#include <QFile>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

namespace gpuplan::db {

QString nextConnectionName() {
    static QAtomicInt counter;
    return QStringLiteral("gpuplan-store-%1").arg(counter.fetchAndAddRelaxed(1));
}

SqlStore::SqlStore(QString connection) : m_connection(std::move(connection)) {}

SqlStore::~SqlStore() {
    m_changeWatch.reset(); // it unsubscribes on the connection, which must still be open
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QString SqlStore::metadata(const QString& name) const {
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT value FROM metadata WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec() || !q.next())
        return {};
    return q.value(0).toString();
}

core::Result<int> SqlStore::addChangeListener(Listener listener) {
    if (!m_changeWatch) {
        auto watch =
            watchChanges([this](const core::StoreChange& change) { m_changeListeners.notify(change); });
        if (!watch)
            return core::fail(watch.error());
        m_changeWatch = std::move(watch).value();
    }
    return m_changeListeners.add(std::move(listener));
}

void SqlStore::removeChangeListener(int id) {
    m_changeListeners.remove(id);
    if (m_changeListeners.empty())
        m_changeWatch.reset();
}

core::Status SqlStore::writeMetadata(const QString& name, const QString& value) {
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("INSERT INTO metadata (name, value) VALUES (?, ?) "
                             "ON CONFLICT (name) DO UPDATE SET value = excluded.value"));
    q.addBindValue(name);
    q.addBindValue(value);
    if (!q.exec())
        return core::fail("cannot record " + name.toStdString() + " in the store: " + sqlError(q));
    return core::ok();
}

core::Status SqlStore::atomically(const std::function<core::Status()>& work) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return core::fail("cannot start a transaction: " + tx.error());
    if (auto done = work(); !done)
        return done; // the transaction rolls back
    return tx.commit();
}

core::Status applyMigration(QSqlDatabase& db, const QString& resource, int version,
                            const QString& recordVersion) {
    const std::string name = "migration " + std::to_string(version);
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        return core::fail(name + " is missing from the program");
    const QString script = QString::fromUtf8(file.readAll());
    Transaction tx(db);
    if (!tx.begun())
        return core::fail("cannot start " + name + ": " + tx.error());
    QSqlQuery q(db);
    for (const QString& statement : sqlStatements(script))
        if (!q.exec(statement))
            return core::fail(name + " failed: " + sqlError(q));
    if (!q.exec(recordVersion))
        return core::fail("cannot record schema version " + std::to_string(version) + ": " + sqlError(q));
    if (auto committed = tx.commit(); !committed)
        return core::fail(name + " could not be committed: " + committed.error());
    return core::ok();
}

} // namespace gpuplan::db
