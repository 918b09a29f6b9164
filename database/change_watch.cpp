// The two ways a store learns of other connections' commits (change_watch.h): PostgreSQL's notifications
// and SQLite's data_version.
#include "change_watch.h"

#include "price_rows.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>
#include <QVariant>

namespace gpuplan::db {

namespace {

class PgChangeListener : public QObject {
public:
    PgChangeListener(QString connection, ChangeCallback changed)
        : m_connection(std::move(connection)), m_changed(std::move(changed)) {}
    ~PgChangeListener() override {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen())
            db.driver()->unsubscribeFromNotification(kChangeChannel);
    }

    core::Status start() {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        QSqlDriver* driver = db.driver();
        if (!db.isOpen() || !driver->hasFeature(QSqlDriver::EventNotifications))
            return core::fail("the connection to the team store cannot receive notifications");
        if (!driver->subscribeToNotification(kChangeChannel))
            return core::fail("the team store refused to send notifications of changes (LISTEN " +
                              QString(kChangeChannel).toStdString() +
                              "): " + driver->lastError().text().toStdString());
        connect(driver, &QSqlDriver::notification, this,
                [this](const QString& name, QSqlDriver::NotificationSource source, const QVariant& payload) {
                    // This connection's own writes: whoever made them has shown them already.
                    if (name != kChangeChannel || source == QSqlDriver::SelfSource)
                        return;
                    m_changed(parseChangePayload(payload.toString()));
                });
        return core::ok();
    }

private:
    QString m_connection;
    ChangeCallback m_changed;
};

class SqliteDataVersionPoll : public QObject {
public:
    SqliteDataVersionPoll(QString connection, ChangeCallback changed, int intervalMs)
        : m_connection(std::move(connection)), m_changed(std::move(changed)) {
        m_timer.setInterval(intervalMs);
        connect(&m_timer, &QTimer::timeout, this, [this] { poll(); });
    }

    core::Status start() {
        auto version = read();
        if (!version)
            return core::fail(version.error());
        m_version = version.value();
        m_timer.start();
        return core::ok();
    }

private:
    core::Result<qint64> read() const {
        QSqlQuery q(QSqlDatabase::database(m_connection, false));
        if (!q.exec(QStringLiteral("PRAGMA data_version")) || !q.next())
            return core::fail("cannot ask the store whether it changed: " + sqlError(q));
        return q.value(0).toLongLong();
    }
    void poll() {
        auto version = read();
        if (!version || version.value() == m_version)
            return; // a store that cannot be read now says so when it is next read for real
        m_version = version.value();
        m_changed(core::StoreChange{});
    }

    QString m_connection;
    ChangeCallback m_changed;
    QTimer m_timer;
    qint64 m_version = 0;
};

} // namespace

core::StoreChange parseChangePayload(const QString& payload) {
    const QJsonObject o = QJsonDocument::fromJson(payload.toUtf8()).object();
    return core::StoreChange{o.value(QLatin1String("table")).toString().toStdString(),
                             o.value(QLatin1String("key")).toString().toStdString(),
                             o.value(QLatin1String("action")).toString().toStdString()};
}

core::Result<std::unique_ptr<QObject>> listenForPgChanges(const QString& connection, ChangeCallback changed) {
    auto listener = std::make_unique<PgChangeListener>(connection, std::move(changed));
    if (auto started = listener->start(); !started)
        return core::fail(started.error());
    return std::unique_ptr<QObject>(std::move(listener));
}

core::Result<std::unique_ptr<QObject>> pollSqliteDataVersion(const QString& connection,
                                                             ChangeCallback changed, int intervalMs) {
    auto poll = std::make_unique<SqliteDataVersionPoll>(connection, std::move(changed), intervalMs);
    if (auto started = poll->start(); !started)
        return core::fail(started.error());
    return std::unique_ptr<QObject>(std::move(poll));
}

} // namespace gpuplan::db
