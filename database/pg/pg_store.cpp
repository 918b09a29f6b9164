// Connecting to the team store, refusing what it cannot trust (an unreachable server, a wrong password, a
// database of another program, a schema newer than the program), and creating or migrating it in one
// transaction under an advisory lock, so two clients setting it up at once cannot both do it.
#include "pg/pg_store.h"

#include "change_watch.h"
#include "gpuplan_version.h"
#include "price_rows.h"
#include "sql_support.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace gpuplan::db {

using core::fail;

namespace {

// pg_advisory_xact_lock's key for setting up a team store: "GpuPlan" in ASCII.
constexpr qint64 kSetupLock = 0x4770755061616e;

QString teamMigrationResource(int version) {
    return QStringLiteral(":/migrations-pg/%1.sql").arg(version, 4, 10, QLatin1Char('0'));
}

// libpq's reason on one line (it writes a hint on a line of its own), with where a password comes from
// when that is the problem.
std::string connectionAdvice(QString reason, bool passwordGiven) {
    const std::string why = reason.replace(QLatin1Char('\n'), QLatin1Char(' '))
                                .replace(QLatin1Char('\t'), QLatin1Char(' '))
                                .simplified()
                                .toStdString();
    if (why.find("password authentication failed") != std::string::npos)
        return why + (passwordGiven ? std::string(" (the password given is wrong for this user)")
                                    : " (the password comes from PGPASSWORD or ~/.pgpass; check it there)");
    if (why.find("no password supplied") != std::string::npos)
        return why + " (the server asks for a password: put it in PGPASSWORD or ~/.pgpass)";
    if (why.find("permission denied for database") != std::string::npos)
        return why +
               " (the user has no role in this team store: an admin adds it with `gpuplan --db URL team "
               "grant USER viewer`)";
    return why;
}

} // namespace

PgStore::PgStore(PgUrl url, QString connection) : SqlStore(std::move(connection)), m_url(std::move(url)) {}

PgStore::~PgStore() = default;

core::Result<std::unique_ptr<PgStore>> PgStore::open(const PgUrl& url, Mode mode, const Within& within) {
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return fail(
            "cannot open the team store " + url.text.toStdString() +
            ": Qt's PostgreSQL driver (QPSQL) is not installed (Debian: apt install libqt6sql6-psql)");
    std::unique_ptr<PgStore> store(new PgStore(url, nextConnectionName()));
    if (auto connected = store->connect(); !connected)
        return fail(connected.error());
    if (auto ready = store->prepare(mode, within); !ready)
        return fail(ready.error());
    return store;
}

core::Status PgStore::connect() {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connection);
    db.setHostName(m_url.host);
    if (m_url.port > 0)
        db.setPort(m_url.port);
    db.setUserName(m_url.user);
    db.setDatabaseName(m_url.dbname);
    db.setConnectOptions(m_url.connectOptions());
    // Without a password handed over in-process, libpq takes it from PGPASSWORD or ~/.pgpass.
    if (!m_url.password.isEmpty())
        db.setPassword(m_url.password);
    if (!db.open())
        return fail("cannot connect to the team store " + m_url.text.toStdString() + ": " +
                    connectionAdvice(db.lastError().databaseText(), !m_url.password.isEmpty()));
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT session_user")) || !q.next())
        return fail("cannot read the database user of " + m_url.text.toStdString() + ": " + sqlError(q));
    m_author = q.value(0).toString().toStdString();
    return core::ok();
}

core::Result<std::unique_ptr<QObject>>
PgStore::watchChanges(std::function<void(const core::StoreChange&)> changed) {
    return listenForPgChanges(m_connection, std::move(changed));
}

int PgStore::schemaVersion() const {
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (!q.exec(QStringLiteral("SELECT max(version) FROM schema_version")) || !q.next())
        return -1;
    return q.value(0).toInt();
}

core::Status PgStore::prepare(Mode mode, const Within& within) {
    const std::string where = m_url.text.toStdString();
    const std::string unchanged = "; nothing was changed";
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    Transaction tx(db);
    if (!tx.begun())
        return fail("cannot start a transaction on " + where + ": " + tx.error());
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT pg_advisory_xact_lock(?)"));
    q.addBindValue(kSetupLock);
    if (!q.exec())
        return fail("cannot lock " + where + " to open it: " + sqlError(q));
    if (!q.exec(QStringLiteral("SELECT to_regclass('schema_version') IS NOT NULL")) || !q.next())
        return fail("cannot read " + where + ": " + sqlError(q));
    int version = 0;
    if (q.value(0).toBool()) {
        if (!q.exec(QStringLiteral("SELECT coalesce(max(version), 0) FROM schema_version")) || !q.next())
            return fail("cannot read the schema version of " + where + ": " + sqlError(q));
        version = q.value(0).toInt();
    }
    if (version > kPgSchemaVersion)
        return fail("the team store " + where + " was set up by a newer GpuPlan (schema " +
                    std::to_string(version) + "; this program knows up to " +
                    std::to_string(kPgSchemaVersion) + "): update GpuPlan" + unchanged);
    if (version == 0) {
        if (mode != Mode::Create)
            return fail(where + " holds no GpuPlan team store: create one with `gpuplan --db " + where +
                        " team init`" + unchanged);
        // Only an empty database becomes a team store: another program's tables are left alone.
        if (!q.exec(QStringLiteral("SELECT table_name FROM information_schema.tables WHERE table_schema = "
                                   "current_schema() ORDER BY table_name")))
            return fail("cannot read the tables of " + where + ": " + sqlError(q));
        QStringList tables;
        while (q.next())
            tables << q.value(0).toString();
        if (!tables.isEmpty()) {
            QStringList shown = tables.mid(0, 8);
            if (tables.size() > shown.size())
                shown << QStringLiteral("and %1 more").arg(tables.size() - shown.size());
            return fail(where + " is not empty (tables: " + shown.join(QStringLiteral(", ")).toStdString() +
                        "): a team store needs a database of its own; GpuPlan will not change this one");
        }
    }
    q.finish();
    const QString program = QString::fromLatin1(gpuplan::kVersion);
    if (version < kPgSchemaVersion) {
        if (auto migrated = migrate(version); !migrated)
            return fail(migrated.error() +
                        (version > 0 ? "; upgrading the team store from schema " + std::to_string(version) +
                                           " is for its owner: run `gpuplan --db " + where +
                                           " team init` as the database's owner"
                                     : std::string()) +
                        unchanged);
        if (auto seeded = seed(version > 0); !seeded)
            return fail("cannot put the bundled data into " + where + ": " + seeded.error() + unchanged);
        if (auto refreshed = refreshCalibration(); !refreshed)
            return fail(refreshed.error() + unchanged);
        if (version == 0)
            if (auto recorded = writeMetadata(QStringLiteral("created_by"), program); !recorded)
                return fail(recorded.error() + unchanged);
        m_created = version == 0;
        m_upgradedFrom = version;
    }
    // Only a role that may write the metadata (the owner, an admin) records the version that opened the
    // store; for a viewer or an editor the server would refuse, and that must not stop them reading.
    if (!q.exec(QStringLiteral("SELECT has_table_privilege('metadata', 'UPDATE')")) || !q.next())
        return fail("cannot read the privileges of " + m_url.user.toStdString() + " on " + where + ": " +
                    sqlError(q));
    const bool mayRecord = q.value(0).toBool();
    q.finish();
    // The calibration follows the program (calibration_refresh.cpp); only a role that may write the
    // catalog (the owner, an admin) brings it, and the change log names them.
    if (mayRecord)
        if (auto refreshed = refreshCalibration(); !refreshed)
            return fail(refreshed.error() + unchanged);
    if (mayRecord && metadata(QStringLiteral("written_by")) != program)
        if (auto recorded = writeMetadata(QStringLiteral("written_by"), program); !recorded)
            return fail(recorded.error() + unchanged);
    if (within)
        if (auto done = within(*this); !done)
            return done; // the transaction rolls back: the work's message says what stays
    if (auto committed = tx.commit(); !committed)
        return fail("cannot save the team store " + where + ": " + committed.error() + unchanged);
    return core::ok();
}

core::Status PgStore::migrate(int from) {
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    for (int version = from + 1; version <= kPgSchemaVersion; ++version)
        if (auto applied = applyMigration(
                db, teamMigrationResource(version), version,
                QStringLiteral("INSERT INTO schema_version (version) VALUES (%1)").arg(version));
            !applied)
            return applied;
    return core::ok();
}

} // namespace gpuplan::db
