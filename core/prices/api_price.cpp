#include "core/prices/api_price.h"
#include "core/prices/money.h"
#include "core/prices/price_store.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace gpuplan::core {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// A price per million tokens as a person reads it: at most four significant digits, no trailing zeros
// (0.028, 2.19, 27).
std::string figure(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.4g", v);
    return text;
}

} // namespace

std::string ApiPriceRecord::key() const {
    return provider + "|" + model + "|" + currency + "|" + effectiveDate;
}

std::string ApiPriceRecord::label() const {
    return provider + " " + model;
}

Status validateApiPrice(const ApiPriceRecord& p) {
    if (p.provider.empty() || p.model.empty())
        return fail("an API price needs a provider and a model");
    if (!isKnownCurrency(p.currency))
        return fail("unknown currency '" + p.currency + "'");
    if (!(p.inputPerMillion > 0) || !(p.outputPerMillion > 0))
        return fail("API price " + p.label() +
                    ": the input and output prices per million tokens must be positive");
    if (p.cachedInputPerMillion && !(*p.cachedInputPerMillion >= 0))
        return fail("API price " + p.label() + ": the cached-input price cannot be negative");
    if (p.cachedInputPerMillion && *p.cachedInputPerMillion > p.inputPerMillion)
        return fail("API price " + p.label() + ": the cached-input price " +
                    figure(*p.cachedInputPerMillion) + " is above the input price " +
                    figure(p.inputPerMillion));
    if (!p.effectiveDate.empty() && !isIsoDate(p.effectiveDate))
        return fail("the date '" + p.effectiveDate + "' is not YYYY-MM-DD");
    if (p.source.empty())
        return fail("API price " + p.label() + " needs a source");
    return ok();
}

std::vector<ApiPriceRecord> apiPricesServing(const std::vector<ApiPriceRecord>& all,
                                             std::string_view modelId) {
    std::vector<ApiPriceRecord> out;
    if (modelId.empty())
        return out;
    for (const ApiPriceRecord& p : all)
        if (p.modelId == modelId)
            out.push_back(p);
    // ISO dates sort as text; "" (undated) sorts before every date, so last when newest come first.
    std::stable_sort(out.begin(), out.end(), [](const ApiPriceRecord& a, const ApiPriceRecord& b) {
        return a.effectiveDate > b.effectiveDate;
    });
    return out;
}

std::vector<ApiPriceRecord> apiPricesMatching(const std::vector<ApiPriceRecord>& all, std::string_view text) {
    std::vector<ApiPriceRecord> out;
    const std::string wanted = lower(text);
    for (const ApiPriceRecord& p : all)
        if (lower(p.label()).find(wanted) != std::string::npos || lower(p.modelId) == wanted)
            out.push_back(p);
    return out;
}

std::string apiPriceFigures(const ApiPriceRecord& p) {
    return figure(p.inputPerMillion) + " / " +
           (p.cachedInputPerMillion ? figure(*p.cachedInputPerMillion) : std::string("-")) + " / " +
           figure(p.outputPerMillion) + " " + p.currency;
}

Error apiPriceConflictError(std::int64_t id, std::int64_t versionSeen,
                            const std::optional<ApiPriceRecord>& current, const std::string& changedBy,
                            const std::string& changedAt) {
    std::string text = "API price " + std::to_string(id);
    if (current)
        text += " (" + current->label() + ")";
    if (!changedBy.empty())
        text +=
            " was " + std::string(current ? "changed" : "deleted") + " by " + changedBy + " at " + changedAt;
    else
        text += current ? " was changed" : " was deleted";
    text += " since you read it (version " + std::to_string(versionSeen) + ")";
    if (current)
        text += ": it is now " + apiPriceFigures(*current) + " per million tokens (version " +
                std::to_string(current->version) + ")";
    return fail(text + "; nothing was written");
}

} // namespace gpuplan::core
