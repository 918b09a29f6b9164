#pragma once
// Numbers, money, durations and sizes as the workbench shows them, in the user's locale
// (QLocale()): "1,000,000" in English, grouping as the locale does; units translated.

#include "core/planning/scenario.h"
#include "core/prices/price_store.h"

#include <QString>

#include <optional>

namespace gpuplan::ui {

/// 7e9 -> "7B", 2.5e12 -> "2.5T", 350e6 -> "350M": parameter and token counts (the suffixes the
/// inputs accept, so a shown value can be typed back).
QString countText(double n);
/// An amount with its currency: no decimals from 1,000 up, two below.
QString moneyText(double amount, const QString& currency);
/// "850 ms", "42 s", "35 min", "14.2 h", "3.5 days".
QString durationText(double seconds);
/// Decimal gigabytes, one decimal: "62.1 GB".
QString gigabytesText(double bytes);
/// A region's name in the user's language (the Chinese name when the locale is Chinese and it has one).
QString regionName(const core::Region& region);
/// `english`, or `chinese` when the locale is Chinese and it is not empty.
QString localName(const std::string& english, const std::string& chinese);
/// A plain number with grouping and `decimals` decimals.
QString numberText(double value, int decimals = 0);
/// Every digit of a stored figure, or empty for none: a tariff like 0.681335 shown as 0.6813 would change
/// when an editor showing it is confirmed.
QString exactNumberText(const std::optional<double>& value);
/// A serving traffic's load in a few words: "20 requests/s", or "100 users, 5 s think time".
QString trafficLoadText(const core::ServingTraffic& traffic);

} // namespace gpuplan::ui
