#pragma once
// What the price store holds and the interfaces to it. Plain C++: the SQLite implementation lives
// in database/, an in-memory one in core/memory_price_store.h (for UI tests and contract tests).

#include "core/cost.h"
#include "core/money.h"
#include "core/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan::core {

struct Region {
    std::string id;     // "cn-shanghai", "aws:us-east-1"
    std::string nameEn; // "Shanghai"
    std::string nameZh; // "上海"
    std::string currency;
    std::optional<double>
        electricityPerKwh; // in the region's currency (a rate: stored to 1e-6); unknown until sourced
    double pue = 1.5;
    std::string source;
};

struct Provider {
    std::string id; // "aws", "idc-cn"
    std::string name;
    std::string source;
};

/// Units of USD per one unit of a currency, with its date and source.
struct ExchangeRate {
    std::string currency;
    double usdPerUnit = 0;
    std::string effectiveDate;
    std::string source;
};

enum class PriceKind { OnDemand, Spot, Reserved1y, Reserved3y, Monthly, Purchase };
std::string_view
priceKindName(PriceKind k); // "on-demand", "spot", "reserved-1y", "reserved-3y", "monthly", "purchase"
std::optional<PriceKind> parsePriceKind(std::string_view s);

struct PriceRecord {
    std::int64_t id = 0; // 0 = not stored yet
    std::string gpuId;
    std::string providerId;
    std::string regionId;
    PriceKind kind = PriceKind::OnDemand;
    PriceUnit unit = PriceUnit::GpuHour;
    int gpusPerMachine = 8;
    Money amount;
    std::optional<Money> low;
    std::optional<Money> high;
    std::string effectiveDate; // ISO 8601 date, "2025-11-01"
    std::string source;
    std::string note;

    /// The natural key: one price per GPU, provider, region, kind, unit and date.
    std::string key() const;
    bool sameValues(const PriceRecord& o) const;
};

/// Checks one record (positive amount, low <= amount <= high in one currency, a date, a source).
Status validatePrice(const PriceRecord& p);
Status validateExchangeRate(const ExchangeRate& r);
/// The rates as an ExchangeRates table (base USD) for conversions.
ExchangeRates toExchangeRates(const std::vector<ExchangeRate>& rates);

struct PriceFilter {
    std::string gpuId, regionId, providerId;
    std::optional<PriceKind> kind;
    bool matches(const PriceRecord& p) const;
};

struct PriceChange {
    std::int64_t id = 0;
    std::int64_t priceId = 0;
    std::string changedAt; // ISO 8601 UTC timestamp
    std::string action;    // "insert", "update", "delete", "revert"
    std::optional<PriceRecord> before;
    std::optional<PriceRecord> after;
    std::string note;
};

/// One rejected row of an import.
struct ImportError {
    int line = 0;
    std::string column;
    std::string reason;
};

struct ImportReport {
    int rows = 0;
    int inserted = 0;
    int updated = 0;
    int unchanged = 0;
    std::vector<ImportError> errors;
    bool written = false; // false on a dry run or when errors stopped it
};

class PriceStore {
public:
    virtual ~PriceStore() = default;
    virtual Result<std::vector<Region>> regions() = 0;
    virtual Result<std::vector<Provider>> providers() = 0;
    virtual Result<std::vector<PriceRecord>> prices(const PriceFilter& filter) = 0;
    /// Inserts (id 0) or updates a price, recording the change with the note.
    virtual Result<PriceRecord> setPrice(const PriceRecord& price, const std::string& note) = 0;
    virtual Status removePrice(std::int64_t id, const std::string& note) = 0;
    /// Changes of one price (or of all when priceId is 0), newest first.
    virtual Result<std::vector<PriceChange>> history(std::int64_t priceId) = 0;
    /// Puts the price back as it was before the change, recording a "revert" change.
    virtual Status revert(std::int64_t changeId, const std::string& note) = 0;
    /// Inserts or updates (by natural key) every record in one transaction; nothing is written if
    /// any record is refused or `dryRun` is set. Regions and providers must exist.
    virtual Result<ImportReport> importPrices(const std::vector<PriceRecord>& records, bool dryRun,
                                              const std::string& note) = 0;
    /// Adds a region or updates one (its prices stay).
    virtual Status addRegion(const Region& region) = 0;
    virtual Result<std::vector<ExchangeRate>> exchangeRates() = 0;
    virtual Status setExchangeRate(const ExchangeRate& rate) = 0;
    virtual Status addProvider(const Provider& provider) = 0;
};

} // namespace gpuplan::core
