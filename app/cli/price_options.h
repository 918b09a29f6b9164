#pragma once
// Prices and currencies from the command line: one rent price (--price, --price-unit, --currency),
// a price per GPU (--rent h100-sxm=2.99,a100-80gb-sxm=1.89), exchange rates (--rate CNY=0.14) and
// the currency to show results in (--display-currency).

#include "cli/arguments.h"

#include "core/catalog/catalog.h"
#include "core/prices/cost.h"
#include "core/prices/money.h"

#include <map>
#include <optional>
#include <set>
#include <string>

namespace gpuplan::cli {

/// --price AMOUNT [--price-unit gpu-hour|machine-hour|gpu-month|machine-month] [--currency USD];
/// nullopt when --price is absent.
core::Result<std::optional<core::RentPrice>>
rentPriceFromArgs(const Arguments& args, int gpusPerMachine, const QString& option = QStringLiteral("price"));

/// --currency (default USD), validated.
core::Result<std::string> currencyFromArgs(const Arguments& args,
                                           const QString& option = QStringLiteral("currency"));

/// The stored exchange rates, overridden by --rate CNY=0.14,EUR=1.08 (USD per one unit of each currency).
core::Result<core::ExchangeRates> ratesFromArgs(const Arguments& args);

/// --rent id=amount,... per GPU-hour in `currency`; amounts must be positive.
core::Result<std::map<std::string, double>> perGpuPricesFromArgs(const Arguments& args);

/// --price-region R [--price-provider P] [--price-kind on-demand]: the cheapest stored price per GPU-hour of
/// each GPU in that region, converted to `currency` (with --rate where the stored currency differs).
/// Prices given with --rent take precedence. Empty without --price-region.
/// `converted` (optional) receives the stored currencies that were converted.
core::Result<std::map<std::string, double>> storedPricesFromArgs(const Arguments& args,
                                                                 const std::string& currency,
                                                                 std::set<std::string>* converted = nullptr);
/// Rents per GPU-hour as sweep, recommend and estimate rl take them: --rent, then the stored ones of
/// --price-region (storedPricesFromArgs) for the GPUs --rent does not price. With `catalog`, a --rent GPU the
/// catalog lacks is refused by name.
core::Result<std::map<std::string, double>> rentsFromArgs(const Arguments& args, const std::string& currency,
                                                          std::set<std::string>* converted = nullptr,
                                                          const core::Catalog* catalog = nullptr);
/// The same for a region given apart from --price-region (a command that costs several regions).
/// `origins` (optional) receives, per GPU, the provider and the region of the price used.
core::Result<std::map<std::string, double>>
storedPricesInRegion(const Arguments& args, const std::optional<QString>& region, const std::string& currency,
                     std::set<std::string>* converted = nullptr,
                     std::map<std::string, std::string>* origins = nullptr);

/// "converted at 1 CNY = 0.147584 USD (2026-06-01, <source>)" for each of `from` and `to` that is not USD:
/// the rate --rate gave for this run, else the stored one with its date and source. Empty when nothing was
/// converted.
QString rateNote(const Arguments& args, const std::set<std::string>& from, const std::string& to);

/// "low:high" ranges such as --efficiency-range 0.85:1.15.
core::Result<std::pair<double, double>> rangeFromArgs(const Arguments& args, const QString& option,
                                                      double low, double high);

} // namespace gpuplan::cli
