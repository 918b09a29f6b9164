#include "core/calibration/reference_csv.h"

#include "core/csv.h"
#include "core/number_parse.h"

#include <algorithm>
#include <cstdio>
#include <set>

namespace gpuplan::core {
namespace {

// An optional number of a column; false (with the error recorded) when the cell is not a number.
bool optionalNumber(const CsvRecord& r, const char* column, std::optional<double>& out,
                    std::vector<ImportError>& errors) {
    const std::string cell = r.text(column);
    if (cell.empty())
        return true;
    auto v = parseQuantity(cell);
    if (!v || !(v.value() >= 0)) {
        errors.push_back({r.line(), column, "'" + cell + "' is not a number"});
        return false;
    }
    out = v.value();
    return true;
}

bool inRange(const std::optional<double>& value, const FigureSource& f) {
    return !value || ((!f.low || *f.low <= *value) && (!f.high || *value <= *f.high));
}

} // namespace

ParsedRegions parseRegionCsv(std::string_view text) {
    ParsedRegions out;
    auto table = parseCsv(text);
    if (!table) {
        out.errors.push_back({0, "", table.error()});
        return out;
    }
    for (const char* c : {"id", "name_en", "currency"})
        if (table->column(c) < 0) {
            out.errors.push_back({1, c, std::string("missing column '") + c + "'"});
            return out;
        }
    std::set<std::string> seen;
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        auto err = [&](const char* column, const std::string& why) {
            out.errors.push_back({row.line, column, why});
        };
        Region g;
        g.id = r.text("id");
        g.nameEn = r.text("name_en");
        g.nameZh = r.text("name_zh").empty() ? g.nameEn : r.text("name_zh");
        g.currency = r.text("currency");
        g.parent = r.text("parent");
        if (g.id.empty() || !isKnownCurrency(g.currency)) {
            err(g.id.empty() ? "id" : "currency", "a region needs an id and a known currency");
            continue;
        }
        if (!g.parent.empty() && !seen.count(g.parent)) {
            err("parent", "area '" + g.parent + "' is not listed before region " + g.id);
            continue;
        }
        std::optional<double> pue;
        if (!optionalNumber(r, "electricity_per_kwh", g.electricityPerKwh, out.errors) ||
            !optionalNumber(r, "electricity_low", g.electricity.low, out.errors) ||
            !optionalNumber(r, "electricity_high", g.electricity.high, out.errors) ||
            !optionalNumber(r, "pue", pue, out.errors) ||
            !optionalNumber(r, "pue_low", g.pueSource.low, out.errors) ||
            !optionalNumber(r, "pue_high", g.pueSource.high, out.errors))
            continue;
        g.pue = pue.value_or(1.5);
        g.electricity.effectiveDate = r.text("electricity_date");
        g.electricity.source = r.text("electricity_source");
        g.electricity.url = r.text("electricity_url");
        g.electricity.verification = r.text("electricity_verification");
        g.pueSource.effectiveDate = r.text("pue_date");
        g.pueSource.source = r.text("pue_source");
        g.pueSource.url = r.text("pue_url");
        g.pueSource.verification = r.text("pue_verification");
        if (g.electricityPerKwh &&
            (g.electricity.source.empty() || !isIsoDate(g.electricity.effectiveDate))) {
            err("electricity_source", "an electricity price needs a source and a date (YYYY-MM-DD)");
            continue;
        }
        if (g.pue < 1) {
            err("pue", "a PUE cannot be below 1");
            continue;
        }
        if (!inRange(g.electricityPerKwh, g.electricity) || !inRange(g.pue, g.pueSource)) {
            err("", "a figure lies outside its own low-high range");
            continue;
        }
        seen.insert(g.id);
        out.regions.push_back(std::move(g));
    }
    return out;
}

ParsedRates parseExchangeRateCsv(std::string_view text) {
    ParsedRates out;
    auto table = parseCsv(text);
    if (!table) {
        out.errors.push_back({0, "", table.error()});
        return out;
    }
    for (const char* c : {"currency", "usd_per_unit", "effective_date", "source"})
        if (table->column(c) < 0) {
            out.errors.push_back({1, c, std::string("missing column '") + c + "'"});
            return out;
        }
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        ExchangeRate rate;
        rate.currency = r.text("currency");
        rate.effectiveDate = r.text("effective_date");
        rate.source = r.text("source");
        rate.url = r.text("url");
        rate.verification = r.text("verification");
        std::optional<double> value;
        if (!optionalNumber(r, "usd_per_unit", value, out.errors) ||
            !optionalNumber(r, "low", rate.low, out.errors) ||
            !optionalNumber(r, "high", rate.high, out.errors))
            continue;
        rate.usdPerUnit = value.value_or(0);
        if (auto valid = validateExchangeRate(rate); !valid) {
            out.errors.push_back({row.line, "", valid.error()});
            continue;
        }
        out.rates.push_back(std::move(rate));
    }
    return out;
}

namespace {

std::string numberText(const std::optional<double>& v) {
    if (!v)
        return {};
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.10g", *v);
    return buffer;
}

} // namespace

std::string writeRegionCsv(const std::vector<Region>& regions) {
    std::string out =
        "id,name_en,name_zh,currency,parent,electricity_per_kwh,electricity_low,electricity_high,"
        "electricity_date,electricity_source,electricity_url,electricity_verification,pue,pue_low,"
        "pue_high,pue_date,pue_source,pue_url,pue_verification\n";
    // Areas first, so the file reads back: a region follows the one it lies in.
    std::set<std::string> written;
    std::vector<const Region*> pending;
    for (const Region& r : regions)
        pending.push_back(&r);
    while (!pending.empty()) {
        std::vector<const Region*> later;
        for (const Region* r : pending) {
            const bool parentKnown = std::any_of(regions.begin(), regions.end(),
                                                 [&](const Region& x) { return x.id == r->parent; });
            if (!r->parent.empty() && parentKnown && !written.count(r->parent)) {
                later.push_back(r);
                continue;
            }
            const FigureSource& e = r->electricity;
            const FigureSource& p = r->pueSource;
            out += csvQuote(r->id) + "," + csvQuote(r->nameEn) + "," + csvQuote(r->nameZh) + "," +
                   csvQuote(r->currency) + "," + csvQuote(r->parent) + "," +
                   numberText(r->electricityPerKwh) + "," + numberText(e.low) + "," + numberText(e.high) +
                   "," + csvQuote(e.effectiveDate) + "," + csvQuote(e.source) + "," + csvQuote(e.url) + "," +
                   csvQuote(e.verification) + "," + numberText(r->pue) + "," + numberText(p.low) + "," +
                   numberText(p.high) + "," + csvQuote(p.effectiveDate) + "," + csvQuote(p.source) + "," +
                   csvQuote(p.url) + "," + csvQuote(p.verification) + "\n";
            written.insert(r->id);
        }
        if (later.size() == pending.size()) // a cycle: write the rest as they are
            for (const Region* r : later)
                written.insert(r->parent);
        pending = later;
    }
    return out;
}

} // namespace gpuplan::core
