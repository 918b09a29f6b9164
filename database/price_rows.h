#pragma once
// Shared by the store's files: prices to and from SQL rows and JSON.

#include "core/prices/price_store.h"

#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <optional>

namespace gpuplan::db {

QString q(const std::string& s);
QString now();
std::optional<core::PriceRecord> fromJson(const QString& text, std::int64_t id);
QString jsonText(const std::optional<core::PriceRecord>& p);
/// A row selected with kPriceColumns, in that order.
core::PriceRecord fromRow(const QSqlQuery& r);
extern const char* const kPriceColumns;
/// Every column but id and version, in kPriceColumns order; bound in that order.
QVariantList priceValues(const core::PriceRecord& p);
void bindPrice(QSqlQuery& query, const core::PriceRecord& p);
std::string sqlError(const QSqlQuery& query);

} // namespace gpuplan::db
