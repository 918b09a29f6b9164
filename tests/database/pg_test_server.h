#pragma once
// The PostgreSQL server the team store's tests run against (tests/pg/start-test-server.sh starts one and
// puts its URL in GPUPLAN_TEST_PG_URL; .ci/run does so around the suite). Without the variable these
// tests skip on a developer's machine and FAIL in CI (CI=true): there they must run. "skip" is the
// sanitizer stages' explicit "SQLite only". Each test works in a database of its own, dropped after.
#include "pg/pg_url.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QtTest>

#include <vector>

namespace gpuplan::test {

/// The server's URL, or empty after QSKIP/QFAIL has been called (the caller returns).
inline QString pgServerUrl(QString* why) {
    const QString url = qEnvironmentVariable("GPUPLAN_TEST_PG_URL");
    if (url == QLatin1String("skip")) {
        *why = QStringLiteral("GPUPLAN_TEST_PG_URL=skip: this run is SQLite only");
        return {};
    }
    if (url.isEmpty()) {
        *why = QStringLiteral("GPUPLAN_TEST_PG_URL is not set: start a server with "
                              "eval \"$(bash tests/pg/start-test-server.sh build)\"");
        return {};
    }
    return url;
}

inline bool pgRequiredHere() {
    return qEnvironmentVariable("CI") == QLatin1String("true") &&
           qEnvironmentVariable("GPUPLAN_TEST_PG_URL") != QLatin1String("skip");
}

/// Skips (or in CI fails) the test function when no server is given.
#define GPUPLAN_REQUIRE_PG(url)                                                                              \
    QString url;                                                                                             \
    do {                                                                                                     \
        QString why_;                                                                                        \
        url = gpuplan::test::pgServerUrl(&why_);                                                             \
        if (url.isEmpty()) {                                                                                 \
            if (gpuplan::test::pgRequiredHere())                                                             \
                QFAIL(qPrintable(why_ + QStringLiteral(" (CI=true: the PostgreSQL tests must run)")));       \
            QSKIP(qPrintable(why_));                                                                         \
        }                                                                                                    \
    } while (false)

/// Fresh databases on the test server, each dropped (with its connections) when this goes away.
class ScratchDatabases {
public:
    explicit ScratchDatabases(QString serverUrl) : m_server(std::move(serverUrl)) {}
    ~ScratchDatabases() { dropAll(); }

    /// A new empty database; its URL (the server's with this database's name), or empty with a QWARN.
    QString create() {
        static QAtomicInt counter;
        const QString name = QStringLiteral("gpuplan_test_%1_%2")
                                 .arg(QCoreApplication::applicationPid())
                                 .arg(counter.fetchAndAddRelaxed(1));
        if (!exec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name)) ||
            !exec(QStringLiteral("CREATE DATABASE %1").arg(name)))
            return {};
        m_names.push_back(name);
        return urlOf(name);
    }
    /// The server's URL with another database name.
    QString urlOf(const QString& name) const {
        const qsizetype mark = m_server.indexOf(QLatin1Char('?'));
        QString base = mark < 0 ? m_server : m_server.left(mark);
        const QString query = mark < 0 ? QString() : m_server.mid(mark);
        const qsizetype slash = base.indexOf(QLatin1Char('/'), base.indexOf(QLatin1String("://")) + 3);
        if (slash >= 0)
            base = base.left(slash);
        return base + QLatin1Char('/') + name + query;
    }
    /// Runs one statement as the server's user on its maintenance database.
    bool exec(const QString& sql) {
        QSqlDatabase db = admin();
        QSqlQuery q(db);
        if (!q.exec(sql)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
            return false;
        }
        return true;
    }
    /// How many sessions on `database` wait for a lock another session holds (pg_stat_activity), or -1.
    int waitingOnLocks(const QString& database) {
        QSqlQuery q(admin());
        if (!q.exec(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = '%1' AND "
                                   "wait_event_type = 'Lock'")
                        .arg(database)) ||
            !q.next())
            return -1;
        return q.value(0).toInt();
    }
    /// A new login role for a test (dropped with the databases; roles are the server's, not a database's)
    /// and the URL of `databaseUrl` as that user: the test server trusts it without a password.
    QString login(const QString& user, const QString& databaseUrl) {
        if (!exec(QStringLiteral("DROP ROLE IF EXISTS %1").arg(user)) ||
            !exec(QStringLiteral("CREATE ROLE %1 LOGIN").arg(user)))
            return {};
        m_logins.push_back(user);
        QString url = databaseUrl;
        const qsizetype at = url.indexOf(QLatin1Char('@')), scheme = url.indexOf(QLatin1String("://")) + 3;
        return url.replace(scheme, at - scheme, user);
    }
    void dropAll() {
        // A team store's roles (migrations-pg/0002.sql) outlive its database: dropped with it, so a later
        // database of the same name starts clean.
        for (const QString& name : m_names)
            exec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name)) &&
                exec(QStringLiteral("DROP ROLE IF EXISTS %1_viewer, %1_editor, %1_admin").arg(name));
        for (const QString& user : m_logins)
            exec(QStringLiteral("DROP ROLE IF EXISTS %1").arg(user));
        m_names.clear();
        m_logins.clear();
        if (QSqlDatabase::contains(kAdmin)) {
            QSqlDatabase::database(kAdmin).close();
            QSqlDatabase::removeDatabase(kAdmin);
        }
    }

private:
    static constexpr QLatin1String kAdmin{"gpuplan-test-admin"};
    QSqlDatabase admin() {
        if (QSqlDatabase::contains(kAdmin))
            return QSqlDatabase::database(kAdmin);
        auto url = db::parsePgUrl(m_server);
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), kAdmin);
        if (!url)
            return db;
        db.setHostName(url->host);
        if (url->port > 0)
            db.setPort(url->port);
        db.setUserName(url->user);
        db.setDatabaseName(url->dbname);
        if (!db.open())
            qWarning("cannot connect to the test server %s: %s", qPrintable(m_server),
                     qPrintable(db.lastError().text()));
        return db;
    }

    QString m_server;
    std::vector<QString> m_names;
    std::vector<QString> m_logins;
};

/// One value from a database through a connection of its own, as the URL's user; "error: ..." when the
/// server refuses the statement.
inline QString pgScalar(const QString& url, const QString& sql) {
    const QString name = QStringLiteral("gpuplan-test-peek");
    QString value;
    {
        auto parsed = db::parsePgUrl(url);
        if (!parsed)
            return QStringLiteral("bad URL: ") + QString::fromStdString(parsed.error());
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(parsed->host);
        db.setPort(parsed->port);
        db.setUserName(parsed->user);
        db.setDatabaseName(parsed->dbname);
        if (db.open()) {
            QSqlQuery q(db);
            if (!q.exec(sql))
                value = QStringLiteral("error: ") + q.lastError().text();
            else if (q.next())
                value = q.value(0).toString();
            q.finish();
            db.close();
        } else {
            value = QStringLiteral("cannot connect: ") + db.lastError().text();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

} // namespace gpuplan::test
