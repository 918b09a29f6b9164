// Where prices apply and where they come from: the region scopes a price lookup walks, the source a
// hand edit leaves behind, and import errors grouped for a person to read.
#include "core/prices/price_store.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <utility>

namespace gpuplan::core {

std::vector<std::vector<std::string>> priceScopes(const std::vector<Region>& regions,
                                                  const std::string& regionId) {
    std::map<std::string, const Region*> byId;
    std::map<std::string, std::vector<std::string>> children;
    for (const Region& r : regions) {
        byId[r.id] = &r;
        if (!r.parent.empty())
            children[r.parent].push_back(r.id);
    }
    // The region and everything inside it (a cycle in the data stops at regions already seen).
    std::vector<std::string> inside{regionId};
    std::set<std::string> seen{regionId};
    for (std::size_t i = 0; i < inside.size(); ++i)
        for (const std::string& child : children[inside[i]])
            if (seen.insert(child).second)
                inside.push_back(child);
    std::vector<std::vector<std::string>> scopes{inside};
    for (auto it = byId.find(regionId); it != byId.end() && !it->second->parent.empty();) {
        const std::string& parent = it->second->parent;
        if (!seen.insert(parent).second)
            break;
        scopes.push_back({parent});
        it = byId.find(parent);
    }
    return scopes;
}

const Region* tariffRegion(const std::vector<Region>& regions, const std::string& regionId) {
    for (const std::vector<std::string>& scope : priceScopes(regions, regionId))
        for (const Region& r : regions)
            if (r.id == scope.front() && r.electricityPerKwh)
                return &r;
    return nullptr;
}

namespace {

std::string rateText(double usdPerUnit) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", usdPerUnit);
    return buffer;
}

std::string editedPrefix(const std::string& date, const std::string& author) {
    return "edited " + date + (author.empty() ? std::string() : " by " + author) + "; before: ";
}

// "568-623, 701, 705-706": consecutive lines joined into ranges.
std::string lineRanges(std::vector<int> lines) {
    std::sort(lines.begin(), lines.end());
    std::string out;
    for (std::size_t i = 0; i < lines.size();) {
        std::size_t j = i;
        while (j + 1 < lines.size() && lines[j + 1] <= lines[j] + 1)
            ++j;
        if (!out.empty())
            out += ", ";
        out += std::to_string(lines[i]);
        if (lines[j] != lines[i])
            out += "-" + std::to_string(lines[j]);
        i = j + 1;
    }
    return out;
}

// A figure changed together with its source: the URL and the verification the user left as they were
// described the old source, so they go (the URL emptied, the check "entered by hand").
void forgetOldSource(std::string& url, std::string& verification, const std::string& oldUrl,
                     const std::string& oldVerification) {
    if (url == oldUrl)
        url.clear();
    if (verification == oldVerification)
        verification = "entered by hand";
}

} // namespace

PriceRecord withEditProvenance(const PriceRecord& before, PriceRecord after, const std::string& date,
                               const std::string& author) {
    const bool figureChanged = after.amount != before.amount || after.low != before.low ||
                               after.high != before.high || after.unit != before.unit ||
                               after.kind != before.kind || after.gpusPerMachine != before.gpusPerMachine;
    if (!figureChanged)
        return after;
    if (after.source != before.source) { // a new source: what described the old one goes with it
        forgetOldSource(after.sourceUrl, after.verification, before.sourceUrl, before.verification);
        return after;
    }
    after.source = editedPrefix(date, author) + before.amount.toString() + " per " +
                   std::string(priceUnitName(before.unit)) + " from " + before.source;
    after.sourceUrl.clear();
    after.verification = "entered by hand";
    return after;
}

ExchangeRate withEditProvenance(const ExchangeRate& before, ExchangeRate after, const std::string& date,
                                const std::string& author) {
    const bool figureChanged =
        after.usdPerUnit != before.usdPerUnit || after.low != before.low || after.high != before.high;
    if (!figureChanged)
        return after;
    if (after.source != before.source) {
        forgetOldSource(after.url, after.verification, before.url, before.verification);
        return after;
    }
    after.source = editedPrefix(date, author) + rateText(before.usdPerUnit) + " USD per " + before.currency +
                   " from " + before.source;
    after.url.clear();
    after.verification = "entered by hand";
    return after;
}

ApiPriceRecord withEditProvenance(const ApiPriceRecord& before, ApiPriceRecord after, const std::string& date,
                                  const std::string& author) {
    const bool figureChanged = after.inputPerMillion != before.inputPerMillion ||
                               after.cachedInputPerMillion != before.cachedInputPerMillion ||
                               after.outputPerMillion != before.outputPerMillion ||
                               after.currency != before.currency;
    if (!figureChanged)
        return after;
    if (after.source != before.source) {
        forgetOldSource(after.url, after.verification, before.url, before.verification);
        return after;
    }
    after.source =
        editedPrefix(date, author) + apiPriceFigures(before) + " per million tokens from " + before.source;
    after.url.clear();
    after.verification = "entered by hand";
    return after;
}

namespace {

// One figure of a region (the electricity price or the PUE) edited by hand without a new source.
void reSource(FigureSource& after, const FigureSource& before, const std::string& was,
              const std::string& date, const std::string& author) {
    after.source =
        editedPrefix(date, author) + was + (before.source.empty() ? std::string() : " from " + before.source);
    after.url.clear();
    after.verification = "entered by hand";
    after.effectiveDate = date;
}

} // namespace

Region withEditProvenance(const Region& before, Region after, const std::string& date,
                          const std::string& author) {
    const bool electricityChanged = after.electricityPerKwh != before.electricityPerKwh ||
                                    after.electricity.low != before.electricity.low ||
                                    after.electricity.high != before.electricity.high;
    if (electricityChanged && after.electricity.source == before.electricity.source &&
        after.electricityPerKwh)
        reSource(after.electricity, before.electricity,
                 before.electricityPerKwh
                     ? rateText(*before.electricityPerKwh) + " " + before.currency + " per kWh"
                     : std::string("no price"),
                 date, author);
    else if (electricityChanged && after.electricity.source != before.electricity.source)
        forgetOldSource(after.electricity.url, after.electricity.verification, before.electricity.url,
                        before.electricity.verification);
    const bool pueChanged = after.pue != before.pue || after.pueSource.low != before.pueSource.low ||
                            after.pueSource.high != before.pueSource.high;
    if (pueChanged && after.pueSource.source == before.pueSource.source)
        reSource(after.pueSource, before.pueSource, "PUE " + rateText(before.pue), date, author);
    else if (pueChanged)
        forgetOldSource(after.pueSource.url, after.pueSource.verification, before.pueSource.url,
                        before.pueSource.verification);
    return after;
}

std::vector<std::string> summarizeImportErrors(const std::vector<ImportError>& errors, int maxLines) {
    std::vector<std::string> out;
    // Groups by file and kind, in the order first met.
    std::vector<std::pair<std::string, std::vector<const ImportError*>>> groups;
    std::vector<const ImportError*> single;
    for (const ImportError& e : errors) {
        if (e.group.empty()) {
            single.push_back(&e);
            continue;
        }
        const std::string key = e.file + "\n" + e.group;
        auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == key; });
        if (it == groups.end())
            it = groups.insert(groups.end(), {key, {}});
        it->second.push_back(&e);
    }
    for (const auto& [key, members] : groups) {
        if (members.size() == 1) { // one row of a kind reads better as itself
            single.push_back(members.front());
            continue;
        }
        std::vector<int> lines;
        for (const ImportError* e : members)
            lines.push_back(e->line);
        const ImportError& first = *members.front();
        out.push_back((first.file.empty() ? std::string() : first.file + ": ") +
                      std::to_string(lines.size()) + " rows " + first.group + ": lines " + lineRanges(lines));
    }
    std::stable_sort(single.begin(), single.end(), [](const ImportError* a, const ImportError* b) {
        return a->file != b->file ? a->file < b->file : a->line < b->line;
    });
    const std::size_t shown = std::min(single.size(), static_cast<std::size_t>(std::max(0, maxLines)));
    for (std::size_t i = 0; i < shown; ++i) {
        const ImportError& e = *single[i];
        std::string where = e.file.empty() ? std::string() : e.file + " ";
        where += e.line > 0 ? "line " + std::to_string(e.line) : std::string("file");
        if (!e.column.empty())
            where += ", " + e.column;
        out.push_back(where + ": " + e.reason);
    }
    if (single.size() > shown)
        out.push_back("... and " + std::to_string(single.size() - shown) + " more");
    return out;
}

} // namespace gpuplan::core
