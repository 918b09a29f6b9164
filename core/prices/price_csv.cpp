#include "core/prices/price_csv.h"

#include "core/csv.h"
#include "core/number_parse.h"

#include <set>
#include <unordered_map>

namespace gpuplan::core {

ParsedPrices parsePriceCsv(std::string_view text, const std::vector<std::string>& knownGpus) {
    ParsedPrices out;
    if (const int bad = firstBadUtf8Line(text)) {
        out.errors.push_back({bad, "", "not UTF-8 text: save the file as UTF-8"});
        return out;
    }
    auto table = parseCsv(text);
    if (!table) {
        out.errors.push_back({0, "", table.error()});
        return out;
    }
    const std::vector<std::string> required = {"gpu",    "provider", "region",         "kind",  "unit",
                                               "amount", "currency", "effective_date", "source"};
    for (const std::string& c : required)
        if (table->column(c) < 0) {
            out.errors.push_back(
                {1, c, "missing column '" + c + "' (expected " + std::string(kPriceCsvHeader) + ")"});
            return out;
        }
    const std::set<std::string> gpus(knownGpus.begin(), knownGpus.end());
    out.records.reserve(table->rows.size());
    out.lines.reserve(table->rows.size());
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        auto err = [&](const char* column, const std::string& reason) {
            out.errors.push_back({row.line, column, reason});
        };
        PriceRecord p;
        p.gpuId = r.text("gpu");
        p.providerId = r.text("provider");
        p.regionId = r.text("region");
        p.effectiveDate = r.text("effective_date");
        p.source = r.text("source");
        p.note = r.text("note");
        p.sourceUrl = r.text("source_url");
        p.verification = r.text("verification");
        const std::string indicative = r.text("indicative");
        if (indicative == "yes" || indicative == "true" || indicative == "1")
            p.indicative = true;
        else if (!indicative.empty() && indicative != "no" && indicative != "false" && indicative != "0") {
            err("indicative", "'" + indicative + "' is not yes or no");
            continue;
        }
        if (!gpus.count(p.gpuId)) {
            err("gpu", "unknown GPU '" + p.gpuId + "'");
            continue;
        }
        const auto kind = parsePriceKind(r.text("kind"));
        if (!kind) {
            err("kind", "unknown kind '" + r.text("kind") +
                            "' (on-demand, spot, reserved-1y, reserved-3y, monthly, purchase)");
            continue;
        }
        p.kind = *kind;
        const auto unit = parsePriceUnit(r.text("unit"));
        if (!unit) {
            err("unit", "unknown unit '" + r.text("unit") +
                            "' (gpu-hour, machine-hour, gpu-month, machine-month, one-off)");
            continue;
        }
        p.unit = *unit;
        const std::string currency = r.text("currency");
        if (!isKnownCurrency(currency)) {
            err("currency", "unknown currency '" + currency + "'");
            continue;
        }
        auto amount = Money::parse(r.text("amount"), currency);
        if (!amount) {
            err("amount", amount.error());
            continue;
        }
        if (amount->minor() <= 0) {
            err("amount", "the amount must be positive, got " + r.text("amount"));
            continue;
        }
        p.amount = amount.value();
        bool bad = false;
        for (const auto& [column, target] : {std::pair{"low", &p.low}, std::pair{"high", &p.high}}) {
            if (r.text(column).empty())
                continue;
            auto m = Money::parse(r.text(column), currency);
            if (!m || m->minor() < 0) {
                err(column, m ? "must not be negative" : m.error());
                bad = true;
                break;
            }
            *target = m.value();
        }
        if (bad)
            continue;
        if (!r.text("gpus_per_machine").empty()) {
            auto n = parseCount(r.text("gpus_per_machine"));
            if (!n || n.value() <= 0 || n.value() > 1024) {
                err("gpus_per_machine",
                    "'" + r.text("gpus_per_machine") + "' is not a positive whole number");
                continue;
            }
            p.gpusPerMachine = static_cast<int>(n.value());
        }
        auto valid = validatePrice(p);
        if (!valid) {
            err("", valid.error());
            continue;
        }
        out.records.push_back(std::move(p));
        out.lines.push_back(row.line);
    }
    // Duplicate natural keys inside one file are refused: which one would win is a guess. The first
    // stays a record and each later one becomes an error only, so `records` holds exactly the rows
    // --valid-only imports (a fuzzer found the store refusing the whole import over a duplicate).
    std::unordered_map<std::string, int> seen;
    seen.reserve(out.records.size());
    std::vector<PriceRecord> kept;
    std::vector<int> keptLines;
    kept.reserve(out.records.size());
    keptLines.reserve(out.records.size());
    for (std::size_t i = 0; i < out.records.size(); ++i) {
        auto [it, inserted] = seen.emplace(out.records[i].key(), out.lines[i]);
        if (!inserted) {
            out.errors.push_back({out.lines[i], "",
                                  "duplicates line " + std::to_string(it->second) +
                                      " (same GPU, provider, region, kind, unit and date)"});
            continue;
        }
        kept.push_back(std::move(out.records[i]));
        keptLines.push_back(out.lines[i]);
    }
    out.records = std::move(kept);
    out.lines = std::move(keptLines);
    return out;
}

std::string writePriceCsv(const std::vector<PriceRecord>& prices) {
    std::string out = "\xEF\xBB\xBF";
    out += std::string(kPriceCsvHeader) + "\n";
    for (const PriceRecord& p : prices) {
        out += csvQuote(p.gpuId) + "," + csvQuote(p.providerId) + "," + csvQuote(p.regionId) + "," +
               std::string(priceKindName(p.kind)) + "," + std::string(priceUnitName(p.unit)) + "," +
               std::to_string(p.gpusPerMachine) + "," + p.amount.amountText() + "," + p.amount.currency() +
               "," + (p.low ? p.low->amountText() : "") + "," + (p.high ? p.high->amountText() : "") + "," +
               p.effectiveDate + "," + csvQuote(p.source) + "," + csvQuote(p.note) + "," +
               csvQuote(p.sourceUrl) + "," + csvQuote(p.verification) + "," + (p.indicative ? "yes" : "no") +
               "\n";
    }
    return out;
}

Status addNamedPlaces(PriceStore& store, const ParsedPrices& parsed) {
    auto known = store.regions();
    auto knownProviders = store.providers();
    if (!known || !knownProviders)
        return fail(!known ? known.error() : knownProviders.error());
    std::set<std::string> regionIds, providerIds;
    for (const Region& r : known.value())
        regionIds.insert(r.id);
    for (const Provider& p : knownProviders.value())
        providerIds.insert(p.id);
    for (const Region& r : parsed.regions)
        if (!regionIds.count(r.id))
            if (auto added = store.saveRegion(r); !added) // a new one (version 0)
                return added.failure();
    for (const Provider& p : parsed.providers)
        if (!providerIds.count(p.id))
            if (auto added = store.addProvider(p); !added)
                return added;
    return ok();
}

} // namespace gpuplan::core
