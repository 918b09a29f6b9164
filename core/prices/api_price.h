#pragma once
// An API's published price per million tokens: what self-hosting a model is weighed against (issue 32). A
// price kind of its own, beside rents and purchase prices, because it is priced by tokens, not by GPU and
// region: a provider, the model as the API names it, and three figures (input, cached input, output).

#include "core/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::core {

struct ApiPriceRecord {
    std::int64_t id = 0; // 0 = not stored yet
    /// The stored row's version, as a price's: 1 when added, one more with every change; a save is made
    /// against the version the editor read, so two people editing one API price never overwrite each other.
    std::int64_t version = 0;
    std::string provider; // "DeepSeek", "Alibaba Cloud Model Studio"
    std::string model;    // as the API names it: "deepseek-reasoner (DeepSeek-R1)"
    /// The catalog model whose weights the API serves ("deepseek-r1"), so a self-hosted deployment of that
    /// model is compared with it; empty for a model whose weights are not published (GPT-5, Claude).
    std::string modelId;
    std::string currency;
    double inputPerMillion = 0; // a prompt token that is not in the provider's cache
    /// A prompt token read from the provider's cache; none where the provider publishes no figure (then a
    /// cached token is costed at the input price).
    std::optional<double> cachedInputPerMillion;
    double outputPerMillion = 0;
    std::string effectiveDate; // ISO 8601 date the price applies from; "" = undated (a snapshot)
    std::string source;        // publisher and title; true for the figures shown
    std::string url;
    std::string verification; // how it was checked, and what it is not (tiers, peak hours, withdrawals)
    std::string note;

    /// The natural key: one price per provider, model, currency and date.
    std::string key() const;
    /// "DeepSeek deepseek-reasoner (DeepSeek-R1)"
    std::string label() const;
    /// The cached-input price, or the input price where none is published.
    double cachedOrInput() const { return cachedInputPerMillion.value_or(inputPerMillion); }
    bool operator==(const ApiPriceRecord&) const = default;
};

/// Checks one API price: a provider, a model, a known currency, positive input and output prices, a cached
/// price no higher than the input price, a date that is YYYY-MM-DD or empty, and a source.
Status validateApiPrice(const ApiPriceRecord& p);

/// The prices of `all` that serve catalog model `modelId`, the newest first (an undated snapshot counts as
/// older than any dated price of the same provider, model and currency).
std::vector<ApiPriceRecord> apiPricesServing(const std::vector<ApiPriceRecord>& all,
                                             std::string_view modelId);

/// The prices whose label or catalog model contains `text`, compared without case ("gpt-5", "claude").
std::vector<ApiPriceRecord> apiPricesMatching(const std::vector<ApiPriceRecord>& all, std::string_view text);

/// The refusal of a stale save or delete, in English: "API price 12 (DeepSeek deepseek-chat) was changed
/// by bob at 2026-12-05T10:00:00Z since you read it (version 1): it is now 0.28 / 0.028 / 0.42 USD per
/// million tokens (version 2); nothing was written". `current` is none when it was deleted meanwhile.
Error apiPriceConflictError(std::int64_t id, std::int64_t versionSeen,
                            const std::optional<ApiPriceRecord>& current, const std::string& changedBy,
                            const std::string& changedAt);

/// An API price edited by hand keeps a source true for its figures, as a price does (price_store.h): when a
/// figure or the currency changed and the source did not, the source becomes "edited DATE by WHO; before:
/// 0.55 / 0.14 / 2.19 USD per million tokens from OLD SOURCE", the URL is cleared and the verification says
/// "entered by hand" (price_provenance.cpp).
ApiPriceRecord withEditProvenance(const ApiPriceRecord& before, ApiPriceRecord after, const std::string& date,
                                  const std::string& author);

/// "0.55 / 0.14 / 2.19 USD" (input / cached input / output per million tokens; "-" for no cached figure).
std::string apiPriceFigures(const ApiPriceRecord& p);

} // namespace gpuplan::core
