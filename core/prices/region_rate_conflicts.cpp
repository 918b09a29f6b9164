// The refusals of stale region and exchange-rate saves: what the row is now, who changed it and when, and
// where it differs from what the user tried to save, in English (the workbench words its own dialog).
#include "core/prices/price_store.h"

#include <sstream>

namespace gpuplan::core {
namespace {

std::string figure(double v) {
    std::ostringstream out;
    out.precision(6);
    out << v;
    return out.str();
}

std::string electricityText(const Region& r) {
    return r.electricityPerKwh ? figure(*r.electricityPerKwh) + " " + r.currency + "/kWh" : "unknown";
}

std::string rateFigures(const ExchangeRate& r) {
    return "1 " + r.currency + " = " + figure(r.usdPerUnit) + " USD of " + r.effectiveDate;
}

// "was changed by bob at T since you read it (version 3)", or added / gone, as the conflict says.
std::string whatHappened(const std::string& changedBy, const std::string& changedAt, std::int64_t versionSeen,
                         bool exists, const std::string& readWhat) {
    const std::string who = changedBy.empty() ? "someone else" : changedBy;
    const std::string when = changedAt.empty() ? "" : " at " + changedAt;
    if (!exists)
        return " is no longer in the store (you read version " + std::to_string(versionSeen) + ")";
    if (versionSeen == 0)
        return " was added by " + who + when + " since you read the " + readWhat;
    return " was changed by " + who + when + " since you read it (version " + std::to_string(versionSeen) +
           ")";
}

} // namespace

std::string regionDifferences(const Region& theirs, const Region& mine) {
    std::vector<std::string> parts;
    auto compare = [&](const char* name, const std::string& a, const std::string& b) {
        if (a != b)
            parts.push_back(std::string(name) + " " + (a.empty() ? "none" : a) + " (yours " +
                            (b.empty() ? "none" : b) + ")");
    };
    compare("name", theirs.nameEn, mine.nameEn);
    compare("Chinese name", theirs.nameZh, mine.nameZh);
    compare("currency", theirs.currency, mine.currency);
    compare("area", theirs.parent, mine.parent);
    compare("electricity", electricityText(theirs), electricityText(mine));
    if (!(theirs.electricity == mine.electricity))
        compare("electricity source", theirs.electricity.source + " " + theirs.electricity.effectiveDate,
                mine.electricity.source + " " + mine.electricity.effectiveDate);
    compare("PUE", figure(theirs.pue), figure(mine.pue));
    if (!(theirs.pueSource == mine.pueSource))
        compare("PUE source", theirs.pueSource.source + " " + theirs.pueSource.effectiveDate,
                mine.pueSource.source + " " + mine.pueSource.effectiveDate);
    std::string out;
    for (const std::string& p : parts)
        out += (out.empty() ? "" : ", ") + p;
    return out;
}

Error regionConflictError(RegionConflict c, const Region& mine) {
    const Region& named = c.current ? *c.current : mine;
    std::string text =
        "region " + c.regionId + (named.nameEn.empty() ? "" : " (" + named.nameEn + ")") +
        whatHappened(c.changedBy, c.changedAt, c.versionSeen, c.current.has_value(), "regions");
    if (c.current) {
        const std::string differences = regionDifferences(*c.current, mine);
        text += differences.empty() ? ": it is now electricity " + electricityText(*c.current) + ", PUE " +
                                          figure(c.current->pue)
                                    : ": it now has " + differences;
        text += " (version " + std::to_string(c.current->version) + ")";
    }
    text += "; nothing was written";
    Error e = fail(std::move(text));
    e.regionConflict = std::make_shared<const RegionConflict>(std::move(c));
    return e;
}

Error rateConflictError(RateConflict c, const ExchangeRate& mine) {
    std::string text = "the " + c.currency + " exchange rate" +
                       whatHappened(c.changedBy, c.changedAt, c.versionSeen, c.current.has_value(), "rates");
    if (c.current) {
        text += ": it is now " + rateFigures(*c.current);
        if (c.current->usdPerUnit != mine.usdPerUnit || c.current->effectiveDate != mine.effectiveDate)
            text += " (yours " + figure(mine.usdPerUnit) + " of " + mine.effectiveDate + ")";
        text += " (version " + std::to_string(c.current->version) + ")";
    }
    text += "; nothing was written";
    Error e = fail(std::move(text));
    e.rateConflict = std::make_shared<const RateConflict>(std::move(c));
    return e;
}

} // namespace gpuplan::core
