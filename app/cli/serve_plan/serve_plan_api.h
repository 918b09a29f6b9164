#pragma once
// `gpuplan plan serve` against the APIs: which API prices a deployment is weighed against (typed with
// --api-price, chosen among the stored ones with --api, or by default the stored prices of APIs that serve
// the same model), what each costs at the load, and the load from which self-hosting costs less.

#include "cli/arguments.h"
#include "sql_store.h"

#include "core/prices/api_price.h"
#include "core/serving/serving_search.h"

#include <QJsonArray>
#include <QTextStream>

#include <optional>
#include <string>
#include <vector>

namespace gpuplan::cli {

/// One API price to compare with, in the command's currency.
struct ApiCandidate {
    std::optional<core::ApiPriceRecord> stored; // none for --api-price
    core::ApiPrice price;                       // per million tokens, converted
    std::string currency;                       // the stored price's own currency
};

/// The prices to compare with: --api-price IN,CACHED,OUT; or --api TEXT, the stored ones whose label or
/// model contains it (refused when none does); or, with neither, the stored ones that serve `modelId` (none
/// is no error), read from `store`. Stored prices are converted to `currency` at `rates` (the stored ones and
/// --rate); one whose currency has no rate is left out and named in `skipped`.
core::Result<std::vector<ApiCandidate>> apiCandidatesFromArgs(const Arguments& args, db::SqlStore& store,
                                                              const core::ExchangeRates& rates,
                                                              const std::string& modelId,
                                                              const std::string& currency,
                                                              std::vector<std::string>& skipped);

/// An API against the search's first deployment.
struct ApiVerdict {
    ApiCandidate api;
    double costPerHour = 0; // the API's for the load's requests
    core::ApiBreakEven breakEven;
};

/// The API cost at the request's arrival rate, and the break-even load, for each candidate (the request must
/// be priced).
core::Result<std::vector<ApiVerdict>> compareWithApis(const core::ServingSearchRequest& request,
                                                      const std::vector<ApiCandidate>& apis);

/// The comparison for a person: one paragraph per API.
void writeApiVerdicts(QTextStream& out, const std::vector<ApiVerdict>& verdicts, double firstCostPerHour,
                      const core::ServingLoad& load, const QString& currency);

/// The same as JSON objects.
QJsonArray apiVerdictsJson(const std::vector<ApiVerdict>& verdicts);

} // namespace gpuplan::cli
