#pragma once
// What the team store's tests do as one of its users: name a login role of this test process (roles are
// the whole server's, not one database's), run the command line against a store, open it as that user.
#include "database/cli_run.h"
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

/// The team store at `url` as its user, or null with a warning.
inline std::unique_ptr<db::PgStore> openAs(const QString& url) {
    auto store = db::PgStore::open(db::parsePgUrl(url).value());
    if (!store)
        qWarning("cannot open %s: %s", qPrintable(url), store.error().c_str());
    return store ? std::move(store.value()) : nullptr;
}

} // namespace gpuplan::test
