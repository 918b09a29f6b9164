#include "core/prices/price_store.h"
#include "core/planning/scenario_store.h"

#include <set>

namespace gpuplan::core {

std::string_view priceKindName(PriceKind k) {
    switch (k) {
    case PriceKind::OnDemand:
        return "on-demand";
    case PriceKind::Spot:
        return "spot";
    case PriceKind::Reserved1y:
        return "reserved-1y";
    case PriceKind::Reserved3y:
        return "reserved-3y";
    case PriceKind::Monthly:
        return "monthly";
    case PriceKind::Purchase:
        return "purchase";
    }
    return "?";
}

std::optional<PriceKind> parsePriceKind(std::string_view s) {
    for (PriceKind k : {PriceKind::OnDemand, PriceKind::Spot, PriceKind::Reserved1y, PriceKind::Reserved3y,
                        PriceKind::Monthly, PriceKind::Purchase})
        if (priceKindName(k) == s)
            return k;
    return std::nullopt;
}

std::string PriceRecord::key() const {
    return gpuId + "|" + providerId + "|" + regionId + "|" + std::string(priceKindName(kind)) + "|" +
           std::string(priceUnitName(unit)) + "|" + effectiveDate;
}

bool PriceRecord::sameValues(const PriceRecord& o) const {
    return key() == o.key() && gpusPerMachine == o.gpusPerMachine && amount == o.amount && low == o.low &&
           high == o.high && source == o.source && note == o.note && sourceUrl == o.sourceUrl &&
           verification == o.verification && indicative == o.indicative;
}

bool isIsoDate(const std::string& d) {
    if (d.size() != 10 || d[4] != '-' || d[7] != '-')
        return false;
    for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
        if (d[i] < '0' || d[i] > '9')
            return false;
    const int month = (d[5] - '0') * 10 + (d[6] - '0');
    const int day = (d[8] - '0') * 10 + (d[9] - '0');
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

Status validatePrice(const PriceRecord& p) {
    if (p.gpuId.empty() || p.providerId.empty() || p.regionId.empty())
        return fail("a price needs a GPU, a provider and a region");
    if (!isKnownCurrency(p.amount.currency()))
        return fail("unknown currency '" + p.amount.currency() + "'");
    if (p.amount.minor() <= 0)
        return fail("the amount must be positive");
    if ((p.kind == PriceKind::Purchase) != isPurchaseUnit(p.unit))
        return fail("a purchase price is one-off (a server) or per card, and only a purchase price is");
    if (p.gpusPerMachine <= 0)
        return fail("GPUs per machine must be positive");
    for (const auto* bound : {&p.low, &p.high})
        if (*bound && (*bound)->currency() != p.amount.currency())
            return fail("low and high must be in the amount's currency " + p.amount.currency());
    if (p.low && p.low->minor() > p.amount.minor())
        return fail("the low end " + p.low->toString() + " is above the amount " + p.amount.toString());
    if (p.high && p.high->minor() < p.amount.minor())
        return fail("the high end " + p.high->toString() + " is below the amount " + p.amount.toString());
    if (!p.effectiveDate.empty() && !isIsoDate(p.effectiveDate))
        return fail("the effective date '" + p.effectiveDate + "' is not YYYY-MM-DD (or empty: undated)");
    if (p.source.empty())
        return fail("every price needs a source");
    return ok();
}

Status validateExchangeRate(const ExchangeRate& r) {
    if (!isKnownCurrency(r.currency))
        return fail("unknown currency '" + r.currency + "'");
    if (!(r.usdPerUnit > 0))
        return fail("an exchange rate must be positive");
    if (!isIsoDate(r.effectiveDate))
        return fail("the date '" + r.effectiveDate + "' is not YYYY-MM-DD");
    if (r.source.empty())
        return fail("every exchange rate needs a source");
    if ((r.low && !(*r.low > 0)) || (r.high && !(*r.high > 0)))
        return fail("the range of an exchange rate must be positive");
    if ((r.low && *r.low > r.usdPerUnit) || (r.high && *r.high < r.usdPerUnit))
        return fail("the rate " + std::to_string(r.usdPerUnit) + " lies outside its range");
    return ok();
}

ExchangeRates toExchangeRates(const std::vector<ExchangeRate>& rates) {
    ExchangeRates out("USD");
    for (const ExchangeRate& r : rates)
        out.set(r.currency, r.usdPerUnit);
    return out;
}

bool PriceFilter::matches(const PriceRecord& p) const {
    return (gpuId.empty() || p.gpuId == gpuId) && (regionId.empty() || p.regionId == regionId) &&
           (providerId.empty() || p.providerId == providerId) && (!kind || p.kind == *kind);
}

Status validateScenarioNames(const std::vector<StoredScenario>& scenarios) {
    std::set<std::string> seen;
    for (const StoredScenario& s : scenarios) {
        if (s.name.empty())
            return fail("a scenario needs a name");
        if (!seen.insert(s.name).second)
            return fail("two scenarios are called '" + s.name + "'");
    }
    return ok();
}

std::vector<StoredScenario> ownScenarios(const std::vector<StoredScenario>& scenarios,
                                         const std::string& teamUser) {
    std::vector<StoredScenario> own;
    for (const StoredScenario& s : scenarios)
        if (ownScenario(s, teamUser))
            own.push_back(s);
    return own;
}

std::optional<std::pair<std::string, std::string>> renamedInPlace(const std::vector<std::string>& storedNames,
                                                                  const std::vector<StoredScenario>& own) {
    std::set<std::string> wanted, stored(storedNames.begin(), storedNames.end());
    std::vector<std::size_t> added;
    for (std::size_t i = 0; i < own.size(); ++i) {
        wanted.insert(own[i].name);
        if (!stored.count(own[i].name))
            added.push_back(i);
    }
    std::vector<std::size_t> removed;
    for (std::size_t i = 0; i < storedNames.size(); ++i)
        if (!wanted.count(storedNames[i]))
            removed.push_back(i);
    if (removed.size() != 1 || added.size() != 1 || removed[0] != added[0])
        return std::nullopt;
    return std::make_pair(storedNames[removed[0]], own[added[0]].name);
}

Error shareRefusal(const std::string& name, const std::string& otherOwner) {
    if (!otherOwner.empty())
        return fail("scenario '" + name + "' is " + otherOwner + "'s: only its owner shares or unshares it " +
                    "(copy it to make one of your own)");
    return fail("you have no scenario called '" + name + "' in this store (see 'gpuplan scenarios')");
}

} // namespace gpuplan::core

namespace gpuplan::core {

Error conflictError(PriceConflict c) {
    const std::string who = c.changedBy.empty() ? "someone" : c.changedBy;
    const std::string when = c.changedAt.empty() ? "" : " at " + c.changedAt;
    std::string text = "price " + std::to_string(c.priceId) + " was " + (c.current ? "changed" : "deleted") +
                       " by " + who + when + " since you read it (version " + std::to_string(c.versionSeen) +
                       ")";
    if (c.current)
        text += ": it is now " + c.current->amount.toString() + " per " +
                std::string(priceUnitName(c.current->unit)) + " (version " +
                std::to_string(c.current->version) + ")";
    text += "; nothing was written";
    Error e = fail(std::move(text));
    e.conflict = std::make_shared<const PriceConflict>(std::move(c));
    return e;
}

} // namespace gpuplan::core
