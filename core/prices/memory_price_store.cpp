#include "core/prices/memory_price_store.h"

#include <algorithm>

namespace gpuplan::core {

MemoryPriceStore::MemoryPriceStore(std::function<std::string()> now, std::string author)
    : m_now(std::move(now)), m_author(std::move(author)) {
    if (!m_now)
        m_now = [] { return std::string("1970-01-01T00:00:00Z"); };
}

Result<std::vector<Region>> MemoryPriceStore::regions() {
    std::vector<Region> out;
    for (const auto& [id, r] : m_regions)
        out.push_back(r);
    return out;
}

Result<std::vector<Provider>> MemoryPriceStore::providers() {
    std::vector<Provider> out;
    for (const auto& [id, p] : m_providers)
        out.push_back(p);
    return out;
}

Result<std::vector<PriceRecord>> MemoryPriceStore::prices(const PriceFilter& filter) {
    std::vector<PriceRecord> out;
    for (const auto& [id, p] : m_prices)
        if (filter.matches(p))
            out.push_back(p);
    return out;
}

Status MemoryPriceStore::checkReferences(const PriceRecord& p) const {
    if (!m_regions.count(p.regionId))
        return fail("unknown region '" + p.regionId + "'");
    if (!m_providers.count(p.providerId))
        return fail("unknown provider '" + p.providerId + "'");
    return ok();
}

void MemoryPriceStore::record(std::int64_t priceId, const std::string& action,
                              std::optional<PriceRecord> before, std::optional<PriceRecord> after,
                              const std::string& note) {
    m_history.push_back(PriceChange{m_nextChange++, priceId, m_now(), action, std::move(before),
                                    std::move(after), note, m_author});
}

std::optional<PriceConflict> MemoryPriceStore::conflict(std::int64_t id, std::int64_t versionSeen) const {
    const auto it = m_prices.find(id);
    if (it != m_prices.end() && it->second.version == versionSeen)
        return std::nullopt;
    const auto latest = std::find_if(m_history.rbegin(), m_history.rend(),
                                     [&](const PriceChange& c) { return c.priceId == id; });
    if (latest == m_history.rend())
        return std::nullopt; // never stored: not a conflict but an unknown id
    PriceConflict c{id, versionSeen, std::nullopt, latest->author, latest->changedAt};
    if (it != m_prices.end())
        c.current = it->second;
    return c;
}

std::int64_t MemoryPriceStore::changesOf(std::int64_t id) const {
    return std::count_if(m_history.begin(), m_history.end(),
                         [&](const PriceChange& c) { return c.priceId == id; });
}

Result<PriceRecord> MemoryPriceStore::setPrice(const PriceRecord& price, const std::string& note) {
    auto valid = validatePrice(price);
    if (!valid)
        return fail(valid.error());
    auto refs = checkReferences(price);
    if (!refs)
        return fail(refs.error());
    if (price.id != 0)
        if (auto stale = conflict(price.id, price.version))
            return conflictError(std::move(*stale));
    for (const auto& [id, p] : m_prices)
        if (id != price.id && p.key() == price.key())
            return fail("a price for " + price.key() + " already exists (id " + std::to_string(id) + ")");
    PriceRecord stored = price;
    if (price.id == 0) {
        stored.id = m_nextPrice++;
        stored.version = 1;
        m_prices[stored.id] = stored;
        record(stored.id, "insert", std::nullopt, stored, note);
        return stored;
    }
    auto it = m_prices.find(price.id);
    if (it == m_prices.end())
        return fail("no price with id " + std::to_string(price.id));
    const PriceRecord before = it->second;
    stored.version = before.version + 1;
    it->second = stored;
    record(stored.id, "update", before, stored, note);
    return stored;
}

Status MemoryPriceStore::removePrice(std::int64_t id, std::int64_t version, const std::string& note) {
    if (auto stale = conflict(id, version))
        return conflictError(std::move(*stale));
    auto it = m_prices.find(id);
    if (it == m_prices.end())
        return fail("no price with id " + std::to_string(id));
    const PriceRecord before = it->second;
    m_prices.erase(it);
    record(id, "delete", before, std::nullopt, note);
    return ok();
}

Result<std::vector<PriceChange>> MemoryPriceStore::history(std::int64_t priceId) {
    std::vector<PriceChange> out;
    for (auto it = m_history.rbegin(); it != m_history.rend(); ++it)
        if (priceId == 0 || it->priceId == priceId)
            out.push_back(*it);
    return out;
}

Status MemoryPriceStore::revert(std::int64_t changeId, const std::string& note) {
    auto it = std::find_if(m_history.begin(), m_history.end(),
                           [&](const PriceChange& c) { return c.id == changeId; });
    if (it == m_history.end())
        return fail("no change with id " + std::to_string(changeId));
    const PriceChange change = *it;
    const auto current = m_prices.find(change.priceId);
    const std::optional<PriceRecord> now =
        current == m_prices.end() ? std::nullopt : std::optional<PriceRecord>(current->second);
    if (change.before) {
        for (const auto& [id, p] : m_prices)
            if (id != change.priceId && p.key() == change.before->key())
                return fail("cannot revert: another price now has the key " + p.key());
        PriceRecord restored = *change.before;
        // One more than any version the price had, also when it comes back after a deletion.
        restored.version = now ? now->version + 1 : changesOf(change.priceId) + 1;
        m_prices[change.priceId] = restored;
        record(change.priceId, "revert", now, restored, note);
    } else {
        m_prices.erase(change.priceId);
        record(change.priceId, "revert", now, std::nullopt, note);
    }
    return ok();
}

Result<ImportReport> MemoryPriceStore::importPrices(const std::vector<PriceRecord>& records, bool dryRun,
                                                    const std::string& note) {
    ImportReport report;
    report.rows = static_cast<int>(records.size());
    std::map<std::string, std::int64_t> byKey;
    for (const auto& [id, p] : m_prices)
        byKey[p.key()] = id;
    std::map<std::string, int> seen;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const PriceRecord& r = records[i];
        auto v = validatePrice(r);
        if (v)
            v = checkReferences(r);
        if (!v)
            report.errors.push_back({static_cast<int>(i) + 1, "", v.error()});
        else if (seen.count(r.key()))
            report.errors.push_back(
                {static_cast<int>(i) + 1, "", "duplicate of record " + std::to_string(seen[r.key()])});
        seen.emplace(r.key(), static_cast<int>(i) + 1);
    }
    if (!report.errors.empty() || dryRun) {
        for (const PriceRecord& r : records) {
            auto it = byKey.find(r.key());
            if (it == byKey.end())
                ++report.inserted;
            else if (m_prices[it->second].sameValues(r))
                ++report.unchanged;
            else
                ++report.updated;
        }
        return report;
    }
    for (PriceRecord r : records) {
        auto it = byKey.find(r.key());
        if (it == byKey.end()) {
            r.id = 0;
            auto stored = setPrice(r, note);
            byKey[r.key()] = stored->id;
            ++report.inserted;
        } else if (m_prices[it->second].sameValues(r)) {
            ++report.unchanged;
        } else {
            r.id = it->second;
            r.version = m_prices[it->second].version;
            setPrice(r, note);
            ++report.updated;
        }
    }
    report.written = true;
    return report;
}

Result<Region> MemoryPriceStore::saveRegion(const Region& region) {
    if (region.id.empty() || !isKnownCurrency(region.currency))
        return fail("a region needs an id and a known currency");
    if (!region.parent.empty() && (region.parent == region.id || !m_regions.count(region.parent)))
        return fail("region " + region.id + ": unknown area '" + region.parent + "'");
    // As a file does, the in-memory store records no author for regions: the conflict names none.
    const auto stored = m_regions.find(region.id);
    const std::int64_t now = stored == m_regions.end() ? 0 : stored->second.version;
    if (now != region.version)
        return regionConflictError(
            {region.id,
             region.version,
             stored == m_regions.end() ? std::nullopt : std::optional<Region>(stored->second),
             {},
             {}},
            region);
    Region saved = region;
    saved.version = now + 1;
    m_regions[region.id] = saved;
    return saved;
}

Status MemoryPriceStore::addProvider(const Provider& provider) {
    if (provider.id.empty())
        return fail("a provider needs an id");
    m_providers[provider.id] = provider;
    return ok();
}

Result<std::vector<ExchangeRate>> MemoryPriceStore::exchangeRates() {
    std::vector<ExchangeRate> out;
    for (const auto& [currency, r] : m_rates)
        out.push_back(r);
    return out;
}

Result<ExchangeRate> MemoryPriceStore::saveExchangeRate(const ExchangeRate& rate) {
    auto valid = validateExchangeRate(rate);
    if (!valid)
        return valid.failure();
    const auto stored = m_rates.find(rate.currency);
    const std::int64_t now = stored == m_rates.end() ? 0 : stored->second.version;
    if (now != rate.version)
        return rateConflictError(
            {rate.currency,
             rate.version,
             stored == m_rates.end() ? std::nullopt : std::optional<ExchangeRate>(stored->second),
             {},
             {}},
            rate);
    ExchangeRate saved = rate;
    saved.version = now + 1;
    m_rates[rate.currency] = saved;
    return saved;
}

Result<std::vector<StoredScenario>> MemoryPriceStore::scenarios() {
    // The caller's own in table order, then the others' shared ones by owner, as the team store reads them.
    std::vector<StoredScenario> out = ownScenarios(m_scenarios, teamUser());
    std::vector<StoredScenario> others;
    for (const StoredScenario& s : m_scenarios)
        if (!ownScenario(s, teamUser()) && s.shared)
            others.push_back(s);
    std::stable_sort(others.begin(), others.end(),
                     [](const StoredScenario& a, const StoredScenario& b) { return a.owner < b.owner; });
    out.insert(out.end(), others.begin(), others.end());
    return out;
}

Status MemoryPriceStore::replaceScenarios(const std::vector<StoredScenario>& scenarios) {
    std::vector<StoredScenario> own = ownScenarios(scenarios, teamUser());
    if (auto ok = validateScenarioNames(own); !ok)
        return ok;
    std::vector<StoredScenario> kept; // the others' rows, untouched
    std::map<std::string, bool> sharedBefore;
    std::vector<std::string> storedNames;
    for (const StoredScenario& s : m_scenarios)
        if (ownScenario(s, teamUser())) {
            sharedBefore[s.name] = s.shared;
            storedNames.push_back(s.name);
        } else {
            kept.push_back(s);
        }
    if (auto renamed = renamedInPlace(storedNames, own))
        sharedBefore[renamed->second] = sharedBefore[renamed->first];
    for (StoredScenario& s : own) {
        s.owner = teamUser();
        s.shared = sharedBefore.count(s.name) && sharedBefore[s.name];
    }
    own.insert(own.end(), kept.begin(), kept.end());
    m_scenarios = std::move(own);
    return core::ok();
}

Status MemoryPriceStore::setScenarioShared(const std::string& name, bool shared) {
    if (!m_team)
        return fail(kNoTeamToShare);
    std::string otherOwner;
    for (StoredScenario& s : m_scenarios) {
        if (s.name != name)
            continue;
        if (s.owner == m_author) {
            s.shared = shared;
            return core::ok();
        }
        if (s.shared)
            otherOwner = s.owner;
    }
    return shareRefusal(name, otherOwner);
}

Status MemoryPriceStore::putOthersScenario(const StoredScenario& scenario) {
    if (!m_team || scenario.owner.empty() || scenario.owner == m_author)
        return fail("another user's scenario needs a team store and an owner other than " + m_author);
    for (const StoredScenario& s : m_scenarios)
        if (s.owner == scenario.owner && s.name == scenario.name)
            return fail(scenario.owner + " has a scenario called '" + scenario.name + "' already");
    m_scenarios.push_back(scenario);
    return core::ok();
}

Status MemoryPriceStore::changeOthersScenario(const StoredScenario& scenario) {
    for (StoredScenario& s : m_scenarios)
        if (!s.owner.empty() && s.owner != m_author && s.owner == scenario.owner && s.name == scenario.name) {
            s = scenario;
            return core::ok();
        }
    return fail(scenario.owner + " has no scenario called '" + scenario.name + "'");
}

Status MemoryPriceStore::removeOthersScenario(const std::string& owner, const std::string& name) {
    for (auto it = m_scenarios.begin(); it != m_scenarios.end(); ++it)
        if (!it->owner.empty() && it->owner != m_author && it->owner == owner && it->name == name) {
            m_scenarios.erase(it);
            return core::ok();
        }
    return fail(owner + " has no scenario called '" + name + "'");
}

} // namespace gpuplan::core
