#pragma once
// `gpuplan store copy --to TARGET` (issue 16): a whole store copied into another, SQLite file or PostgreSQL
// team store either way: the catalog and calibration tables in their order, regions, providers, prices with
// their ids and full history (authors and times as recorded), exchange rates and scenarios. The target is
// written in one transaction, so a failure anywhere leaves it as it was; a new file appears only when
// complete. The source is read in one snapshot, so a copy taken while others write is consistent.

#include "sql_store.h"

#include <QString>

#include <string>
#include <utility>
#include <vector>

namespace gpuplan::db {

/// The rows copied, per table, in the order the tables were copied.
struct CopyReport {
    std::vector<std::pair<QString, qint64>> rows;
    /// What the target held and the copy replaced ("530 prices", ...; `--replace`); empty when it held
    /// nothing, or only what a store made for the copy starts with.
    std::vector<std::string> replaced;
    qint64 rowsOf(const QString& table) const;
};

/// Copies `source` (a file path or a postgresql:// URL) into `target` (likewise). Refused: a target that
/// holds data, unless `replace` (then it is replaced wholly in the same transaction); a target that is
/// the source; a source that does not exist or whose schema is newer than this program. A new file is
/// written under a name saying it is incomplete and renamed when done; an empty PostgreSQL database gets
/// the team store's schema in the copy's transaction.
core::Result<CopyReport> copyStore(const QString& source, const QString& target, bool replace);

/// The copy between two open stores, inside one transaction on `target` (a savepoint when one is open):
/// refuses a target holding data unless `replace`, then writes every table. Used by copyStore, which
/// gives the name messages call the target (`shownAs`, else its location) and what a failure leaves
/// (`unchanged`, else "; TARGET was not changed").
core::Result<CopyReport> copyTables(SqlStore& source, SqlStore& target, bool replace,
                                    const QString& shownAs = {}, const std::string& unchanged = {});

} // namespace gpuplan::db
