#pragma once
// What the report decides, and on which prices. Each card's rent is the one the workbench uses: the
// cheapest non-spot price in the nearest place that has one (core::choosePrices: the region and its
// cloud regions, then each area it lies in), converted into the region's currency. The recommendation
// is core::recommend() on the scenario over the cards that have such a price; a card without one is
// kept with the places that were searched, so the report can name the missing price.

#include "compare/comparison_data.h"
#include "core/planning/recommend.h"
#include "report/report_document.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuplan::ui {

struct CardPrice {
    std::optional<core::PriceRecord> rent; // the price the card uses, if any
    int scope = -1;         // where it was found: 0 = the region itself, 1.. = an area around it
    bool converted = false; // a rate to the report's currency exists (perGpuHour is valid)
    double perGpuHour = 0;  // in the report's currency
};

struct ReportDecision {
    std::string currency;
    std::vector<std::string> scopes; // the places searched for prices, nearest first (region ids)
    std::vector<CardPrice> prices;   // one per card, in the order of ReportInputs::gpuIds
    std::optional<core::Recommendation> recommendation; // over the cards with a usable price
    std::string problem;                                // why there is none
    /// The scenario trains in BF16 and a card has FP8: the same ranking in FP8, to say what it would save.
    std::optional<core::Recommendation> inFp8;
    /// The option of a card in `recommendation`, or null when the card was not ranked.
    const core::RecommendOption* option(const std::string& gpuId) const;
};

ReportDecision decide(const ReportInputs& inputs, const ComparisonData& comparison);

} // namespace gpuplan::ui
