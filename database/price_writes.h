#pragma once
// Writing one price and its history entry, shared by the edits (sql_price_changes.cpp) and the import
// (sql_price_import.cpp), inside the caller's transaction.

#include "core/prices/price_store.h"

#include <QSqlDatabase>

#include <optional>
#include <string>

namespace gpuplan::db {

/// Adds the history entry of a change of price `priceId` (before and after as JSON, the note, the author).
core::Status recordPriceChange(QSqlDatabase& db, std::int64_t priceId, const char* action,
                               const std::optional<core::PriceRecord>& before,
                               const std::optional<core::PriceRecord>& after, const std::string& note,
                               const std::string& author);

/// Writes `p` as row `p.id` over `before` (an insert at `p.version` when there is none), without history;
/// an update moves the version on from `before`'s, and only while the row is still at it. `rowRefused`
/// tells a refusal of this row (a duplicate, an unknown region) from a failure of the store itself.
core::Result<core::PriceRecord> writePrice(QSqlDatabase& db, core::PriceRecord p,
                                           const std::optional<core::PriceRecord>& before,
                                           bool* rowRefused = nullptr);

} // namespace gpuplan::db
