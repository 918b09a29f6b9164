#pragma once
// Regions and exchange rates to and from SQL rows: one column list and one reader each, shared by the
// reads (sql_prices.cpp) and the saves against a version (sql_place_changes.cpp).

#include "core/prices/price_store.h"

#include <QSqlQuery>
#include <QVariant>

namespace gpuplan::db {

/// Every column of a region, the version last.
extern const char* const kRegionColumns;
/// A row selected with kRegionColumns, in that order.
core::Region regionFromRow(const QSqlQuery& row);
/// Binds the columns of kRegionColumns in that order, but for the version, and the key (id, the first)
/// only `withKey` (an insert; an update names it in its WHERE).
void bindRegion(QSqlQuery& query, const core::Region& r, bool withKey);

extern const char* const kRateColumns;
core::ExchangeRate rateFromRow(const QSqlQuery& row);
void bindRate(QSqlQuery& query, const core::ExchangeRate& r, bool withKey);

} // namespace gpuplan::db
