#pragma once
// What the price store holds and the interfaces to it. Plain C++: the SQLite implementation lives
// in database/, an in-memory one in core/prices/memory_price_store.h (for UI tests and contract tests).

#include "core/prices/api_price.h"
#include "core/prices/cost.h"
#include "core/prices/money.h"
#include "core/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gpuplan::core {

/// Where a figure comes from and how far it can be trusted: every seeded figure carries one, so
/// whatever the program shows can be traced to a source and a date.
struct FigureSource {
    std::optional<double> low, high; // the range the source (or the spread of sources) gives
    std::string effectiveDate;       // the day (or first day of the period) the figure applies to
    std::string source;              // publisher, title and date of publication
    std::string url;                 // where one exists
    std::string verification;        // how it was checked, and what it is not

    bool operator==(const FigureSource&) const = default;
};

struct Region {
    std::string id;     // "cn-shanghai", "aws:us-east-1"
    std::string nameEn; // "Shanghai"
    std::string nameZh; // "上海"
    std::string currency;
    std::optional<double>
        electricityPerKwh; // in the region's currency (a rate: stored to 1e-6); unknown until sourced
    double pue = 1.5;
    /// The area this region lies in ("" at the top): a cloud's region belongs to the named region
    /// around it (aws:us-east-1 to us-east), a city to its country's market (cn-beijing to cn).
    std::string parent;
    FigureSource electricity; // provenance of electricityPerKwh (the price of one kWh)
    FigureSource pueSource;   // provenance of pue
    /// The stored row's version, as prices and GPUs have: 1 when added, one more with every change. A save
    /// is made against the version the editor read (0: it adds a region it believes new), so two people
    /// editing the same region never overwrite each other silently. 0 = not read from a store.
    std::int64_t version = 0;

    bool operator==(const Region&) const = default;
};

/// The regions whose prices apply to `regionId`, nearest first: the region itself with every region
/// inside it, then each area it lies in, outwards (a national or worldwide price applies where no
/// nearer one exists). Unknown ids give just themselves.
std::vector<std::vector<std::string>> priceScopes(const std::vector<Region>& regions,
                                                  const std::string& regionId);

/// The region whose electricity price and PUE apply to `regionId`: itself when it has a price, else
/// the nearest area it lies in that has one (a cloud region uses its metro's tariff); null if none.
const Region* tariffRegion(const std::vector<Region>& regions, const std::string& regionId);

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
    std::optional<double> low, high; // USD per unit, the range over the period the source covers
    std::string url;
    std::string verification;
    /// The stored row's version, as Region::version: a save is made against the one the editor read.
    std::int64_t version = 0;

    bool operator==(const ExchangeRate&) const = default;
};

/// What a region or exchange-rate save met when the row had changed since it was read (its version moved
/// on, or someone else added it meanwhile): the row as it is now, and who made the latest change and when
/// where the store records it (a team store's change_log; a file records no author for them).
struct RegionConflict {
    std::string regionId;
    std::int64_t versionSeen = 0;  // the version the save was made against (0: it added a new region)
    std::optional<Region> current; // the region now; none when the store holds none (a store replaced)
    std::string changedBy;         // the author of the latest change; empty when the store does not say
    std::string changedAt;         // when, ISO 8601 UTC; empty likewise
};

struct RateConflict {
    std::string currency;
    std::int64_t versionSeen = 0;
    std::optional<ExchangeRate> current;
    std::string changedBy;
    std::string changedAt;
};

/// The refusal of a stale region save, in English: "region cn-shanghai (Shanghai) was changed by bob at
/// 2026-12-01T22:50:00Z since you read it (version 2): it now has electricity 0.72 CNY/kWh (yours 0.65),
/// PUE 1.3 (version 3); nothing was written". The failure carries the conflict (Result::regionConflict()).
Error regionConflictError(RegionConflict conflict, const Region& mine);
/// The same for an exchange rate: "... it is now 1 CNY = 0.139 USD of 2026-11-30 (yours 0.14) ...".
Error rateConflictError(RateConflict conflict, const ExchangeRate& mine);
/// A region's figures where two differ, each as "name theirs (yours mine)": names, currency, area,
/// electricity price and PUE with their sources; empty when they agree (the version aside).
std::string regionDifferences(const Region& theirs, const Region& mine);

enum class PriceKind { OnDemand, Spot, Reserved1y, Reserved3y, Monthly, Purchase };
std::string_view
priceKindName(PriceKind k); // "on-demand", "spot", "reserved-1y", "reserved-3y", "monthly", "purchase"
std::optional<PriceKind> parsePriceKind(std::string_view s);

struct PriceRecord {
    std::int64_t id = 0; // 0 = not stored yet
    /// The stored row's version: 1 when added, one more with every change (an update, a revert). An
    /// edit is saved only against the version it was read at, so two people editing the same price
    /// never overwrite each other silently. 0 = not stored yet. Not one of the values (sameValues).
    std::int64_t version = 0;
    std::string gpuId;
    std::string providerId;
    std::string regionId;
    PriceKind kind = PriceKind::OnDemand;
    PriceUnit unit = PriceUnit::GpuHour;
    int gpusPerMachine = 8;
    Money amount;
    std::optional<Money> low;
    std::optional<Money> high;
    std::string effectiveDate; // ISO 8601 date, "2025-11-01"; "" = undated (a snapshot without a date)
    std::string source;        // publisher, title and date; true for the amount shown
    std::string note;
    std::string sourceUrl;
    std::string verification; // how the figure was checked
    bool indicative = false;  // a market quote or a reported range, not a published list price

    /// The price as rentCost() charges it (per GPU or per machine, per hour or per month).
    RentPrice rent() const { return RentPrice{amount, unit, gpusPerMachine}; }
    /// The natural key: one price per GPU, provider, region, kind, unit and date.
    std::string key() const;
    bool sameValues(const PriceRecord& o) const;
};

/// True for an ISO 8601 calendar date, "2025-11-01".
bool isIsoDate(const std::string& date);

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
    std::string author; // who made the change (the store's user)
};

/// What a price edit or removal met when the price had changed since it was read (its version moved
/// on): the price as it is now, and who made the latest change and when (from its history).
struct PriceConflict {
    std::int64_t priceId = 0;
    std::int64_t versionSeen = 0;       // the version the edit was made against
    std::optional<PriceRecord> current; // the price now; none when it was deleted meanwhile
    std::string changedBy;              // the author of the latest change (the store's or server's user)
    std::string changedAt;              // when, ISO 8601 UTC
};

/// The refusal of a stale edit, in English: "price 12 was changed by bob at 2026-12-01T22:50:00Z
/// since you read it (version 3): it is now 3.10 USD per gpu-hour (version 4); nothing was written".
/// The failure carries the conflict itself (Result::conflict()).
Error conflictError(PriceConflict conflict);

/// A price edited by hand keeps a source that is true for its number. When a figure (amount, range,
/// currency, unit, kind, GPUs per machine) changed and the source did not, the source becomes
/// "edited DATE by WHO; before: OLD AMOUNT from OLD SOURCE", the URL (which described the old figure)
/// is cleared and the verification says "entered by hand". Other edits are returned unchanged.
PriceRecord withEditProvenance(const PriceRecord& before, PriceRecord after, const std::string& date,
                               const std::string& author);

/// The same for an exchange rate edited by hand.
ExchangeRate withEditProvenance(const ExchangeRate& before, ExchangeRate after, const std::string& date,
                                const std::string& author);

/// The same for a region's electricity price and PUE, each with its own source.
Region withEditProvenance(const Region& before, Region after, const std::string& date,
                          const std::string& author);

/// One rejected row of an import.
struct ImportError {
    ImportError() = default;
    ImportError(int line_, std::string column_, std::string reason_, std::string group_ = {},
                std::string file_ = {})
        : line(line_), column(std::move(column_)), reason(std::move(reason_)), group(std::move(group_)),
          file(std::move(file_)) {}
    int line = 0;
    std::string column;
    std::string reason;
    /// Errors that repeat on many rows share a group, phrased for "N rows ...": "name accelerator
    /// A10G, which is not in the catalog". Empty = reported one by one.
    std::string group;
    std::string file; // when an import reads several files
};

/// Import errors as lines for a person: one line per group ("56 rows name accelerator A10G, which is
/// not in the catalog: lines 568-623"), then at most `maxLines` single errors ("line 7, Price: ...")
/// and a count of the rest.
std::vector<std::string> summarizeImportErrors(const std::vector<ImportError>& errors, int maxLines = 20);

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
    /// Inserts (id 0) or updates a price, recording the change with the note; the stored record comes
    /// back with its new version. An update is saved only when the stored price is still at
    /// `price.version` (checked and written in one transaction); otherwise nothing is written and the
    /// failure carries the conflict (Result::conflict()): the price as it is now, who changed it, when.
    virtual Result<PriceRecord> setPrice(const PriceRecord& price, const std::string& note) = 0;
    /// Deletes a price that is still at `version`; one changed meanwhile is refused like a stale edit.
    virtual Status removePrice(std::int64_t id, std::int64_t version, const std::string& note) = 0;
    /// Changes of one price (or of all when priceId is 0), newest first.
    virtual Result<std::vector<PriceChange>> history(std::int64_t priceId) = 0;
    /// Puts the price back as it was before the change, recording a "revert" change.
    virtual Status revert(std::int64_t changeId, const std::string& note) = 0;
    /// Inserts or updates (by natural key) every record in one transaction; nothing is written if
    /// any record is refused or `dryRun` is set. Regions and providers must exist.
    virtual Result<ImportReport> importPrices(const std::vector<PriceRecord>& records, bool dryRun,
                                              const std::string& note) = 0;
    /// Adds a region (`region.version` 0: refused as a conflict when one of that id exists) or updates
    /// the stored one while it is still at `region.version` (checked and written in one transaction; its
    /// prices stay); the region comes back as stored, with its new version. A stale save writes nothing
    /// and fails with the conflict (Result::regionConflict()).
    virtual Result<Region> saveRegion(const Region& region) = 0;
    virtual Result<std::vector<ExchangeRate>> exchangeRates() = 0;
    /// Adds or updates the rate of one currency against its version, as saveRegion does a region
    /// (Result::rateConflict()).
    virtual Result<ExchangeRate> saveExchangeRate(const ExchangeRate& rate) = 0;
    virtual Status addProvider(const Provider& provider) = 0;
    /// The APIs' prices per million tokens (api_price.h), by provider, model, currency and date.
    virtual Result<std::vector<ApiPriceRecord>> apiPrices() = 0;
    /// Adds an API price (id 0; refused when one of the same provider, model, currency and date exists)
    /// or updates the stored one while it is still at `price.version`, checked and written in one
    /// transaction; it comes back as stored, with its new version. A stale save writes nothing and names
    /// the change it met (apiPriceConflictError).
    virtual Result<ApiPriceRecord> saveApiPrice(const ApiPriceRecord& price) = 0;
    /// Deletes an API price that is still at `version`; one changed meanwhile is refused like a stale save.
    virtual Status removeApiPrice(std::int64_t id, std::int64_t version) = 0;
    /// Who the store records as the author of changes.
    virtual std::string author() const = 0;
};

} // namespace gpuplan::core
