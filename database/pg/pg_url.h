#pragma once
// A team store's address: a PostgreSQL connection URL in libpq's form,
// postgresql://[USER@][HOST][:PORT][/DBNAME][?sslmode=...&...], read the way libpq reads it (percent
// escapes, a host in [brackets] for IPv6, a percent-encoded path or ?host=/dir for a Unix socket
// directory, what is left out taken from libpq's defaults: the PG* variables, the user's name, 5432). A
// password is never taken from the URL: libpq finds it in PGPASSWORD or ~/.pgpass.

#include "core/result.h"

#include <QString>

namespace gpuplan::db {

struct PgUrl {
    QString text;   // the URL as given (it never holds a password), for messages and the title
    QString user;   // empty: libpq's default (PGUSER, else the operating-system user)
    QString host;   // empty: libpq's default (PGHOST, else the Unix socket); a path: a socket directory
    int port = 0;   // 0: libpq's default (PGPORT, else 5432)
    QString dbname; // empty: libpq's default (PGDATABASE, else the user's name)
    QString sslmode;
    QString sslrootcert, sslcert, sslkey;
    int connectTimeout = 10; // seconds; libpq's default waits forever on a host that does not answer
    /// A password handed over in-process (the workbench's connect dialog, or the system keyring): never
    /// part of `text`, never read from a URL or a command line. Empty: libpq's PGPASSWORD or ~/.pgpass.
    QString password;

    /// The options QtSql's QPSQL driver passes on to libpq (sslmode, timeouts, the application's name).
    QString connectOptions() const;
};

/// True for text meant as a PostgreSQL URL (postgresql:// or postgres://), which --db must never
/// take for a file name.
bool looksLikePgUrl(const QString& text);

/// Reads a URL; the error names what is wrong with it ("a password in the URL is refused: ...").
core::Result<PgUrl> parsePgUrl(const QString& text);

} // namespace gpuplan::db
