#pragma once
// What the team store's tests do as one of its users: name a login role of this test process (roles are
// the whole server's, not one database's), run the command line against a store, open it as that user.
#include "database/cli_run.h"
#include "database/pg_test_server.h"
#include "pg/pg_store.h"

#include <QCoreApplication>

#include <memory>

namespace gpuplan::test {

inline QString loginName(const char* who) {
    return QStringLiteral("gpuplan_%1_%2").arg(QLatin1String(who)).arg(QCoreApplication::applicationPid());
}

/// `gpuplan --db URL ARGS...`.
inline CliRun on(const QString& url, QStringList args) {
    return gpuplanCli(QStringList{QStringLiteral("--db"), url} + args);
}

/// A new login role of this test named after `who`, given `role` in the team store by its owner through
/// `team grant`: its name and its URL to the store (warned about when that fails).
inline std::pair<std::string, QString> teamMember(ScratchDatabases& databases, const QString& ownerUrl,
                                                  const char* who, const char* role) {
    const QString name = loginName(who);
    const QString url = databases.login(name, ownerUrl);
    const CliRun granted =
        on(ownerUrl, {QStringLiteral("team"), QStringLiteral("grant"), name, QLatin1String(role)});
    if (url.isEmpty() || granted.status != 0)
        qWarning("cannot make %s a member: %s", who, qPrintable(granted.err));
    return {name.toStdString(), url};
}

/// The team store at `url` as its user, or null with a warning.
inline std::unique_ptr<db::PgStore> openAs(const QString& url) {
    auto store = db::PgStore::open(db::parsePgUrl(url).value());
    if (!store)
        qWarning("cannot open %s: %s", qPrintable(url), store.error().c_str());
    return store ? std::move(store.value()) : nullptr;
}

} // namespace gpuplan::test
