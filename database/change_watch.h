#pragma once
// Watching a store's connection for commits made by other connections (issue 16), for
// core::StoreChangeSource: on PostgreSQL the notifications of migrations-pg/0004.sql's trigger (LISTEN
// through QSqlDriver::subscribeToNotification), on a SQLite file `PRAGMA data_version` read on a timer.
// Both run on the connection's thread, from its event loop: a watch is made, used and destroyed there,
// and destroyed before its connection closes.

#include "core/store_changes.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace gpuplan::db {

using ChangeCallback = std::function<void(const core::StoreChange&)>;

/// The channel the team store's trigger notifies.
inline constexpr QLatin1String kChangeChannel{"gpuplan_changes"};

/// Listens on the team store's channel through `connection` and calls `changed` for each change another
/// session committed (the connection's own notifications are dropped: QPSQL tells them apart by the
/// backend pid). Fails, saying why, when the server refuses LISTEN.
core::Result<std::unique_ptr<QObject>> listenForPgChanges(const QString& connection, ChangeCallback changed);

/// How often a SQLite file is asked whether another connection committed.
inline constexpr int kDataVersionPollMs = 500;

/// Reads `PRAGMA data_version` of `connection` every `intervalMs` and calls `changed` (with an empty table:
/// SQLite does not say what changed) when another connection, in this process or another, has committed
/// since the last reading; the connection's own commits leave the number alone.
core::Result<std::unique_ptr<QObject>>
pollSqliteDataVersion(const QString& connection, ChangeCallback changed, int intervalMs = kDataVersionPollMs);

/// A notification's payload ({"table": ..., "key": ..., "action": ..., "rows": ...}) as a change; one that is
/// not such an object gives a change of an unknown table, so the receiver still reads everything again.
core::StoreChange parseChangePayload(const QString& payload);

} // namespace gpuplan::db
