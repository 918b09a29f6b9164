#pragma once
// Side-by-side GPU comparison and the series behind the charts (issue 6), as plain data: the
// workbench draws them, the report prints them, the tests compare them with the core's own
// results. Ratios are against a chosen baseline card; "best" marks the better value of each row.

#include "core/catalog/catalog.h"
#include "core/inference/inference_estimator.h"
#include "core/planning/scenario_cost.h"
#include "core/planning/sweep.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuplan::core {

struct CompareRow {
    std::string key;  // "memory", "bf16", "price", ... (the UI names rows by key)
    std::string unit; // "GB", "TB/s", "TFLOPS", "W", "per GPU-hour", ...
    bool numeric = true;
    bool higherIsBetter = true;
    std::vector<std::optional<double>> values; // per card, in the unit; nullopt = not available
    std::vector<std::string> texts;            // text rows (architecture, memory type, link)
    std::vector<std::optional<double>> ratios; // value / the baseline card's value
    int best = -1;                             // the card with the better value (two or more values)
};

struct CompareInput {
    const Catalog* catalog = nullptr;
    std::vector<std::string> gpuIds;               // 2 to 6 cards
    std::string baseline;                          // one of gpuIds; empty = the first
    std::map<std::string, double> pricePerGpuHour; // in one currency; missing = no price row value
    /// Model FLOP/s one card delivers on the current workload (MFU x peak); feeds cost per PFLOP-hour.
    std::map<std::string, double> deliveredFlopsPerGpu;
};

/// Spec rows (architecture, memory, bandwidth, BF16/FP16/FP8/FP4/TF32/INT8, link, power, MIG), the price,
/// and derived rows: BF16 TFLOPS per kW, BF16 TFLOPS per unit of price, cost per delivered PFLOP-hour.
Result<std::vector<CompareRow>> compareGpus(const CompareInput& input);

/// Fills a row's ratios to card `baseline` and its best card (rows built outside compareGpus, such as
/// a scenario's results on each card).
void rankRow(CompareRow& row, std::size_t baseline);

/// One point of the time and cost versus model size charts, with the efficiency range as a band
/// (and the price range for the cost).
struct SizePoint {
    double params = 0;
    bool ok = false;
    int gpus = 0;
    double hours = 0, hoursLow = 0, hoursHigh = 0;
    bool priced = false;
    double cost = 0, costLow = 0, costHigh = 0;
};

struct PriceBand {
    double perGpuHour = 0;
    double low = 0; // = perGpuHour when the price has no range
    double high = 0;
};

/// The sweep's points of one GPU as chart points: hours = wall time; low/high with the efficiency
/// at its high/low end; cost = GPU-hours x price, its band from both ranges.
std::vector<SizePoint> sizeSeries(const std::vector<SweepPoint>& sweep, const std::string& gpuId,
                                  const std::optional<PriceBand>& price, double efficiencyLow = 0.85,
                                  double efficiencyHigh = 1.15);

/// Serving throughput and unit cost as the batch (concurrent requests per replica) grows, at one
/// tensor-parallel degree: batches 1, 2, 4, ... up to the largest that fits.
struct ServingPoint {
    int batch = 0;
    double tokensPerSecond = 0; // per replica
    double tpotSeconds = 0;
    double costPerMillionTokens = 0; // 0 without a price
};
std::vector<ServingPoint> servingCurve(const InferenceScenario& scenario, int tp, double pricePerGpuHour,
                                       int ep = 1);

/// Rent against buy over the ownership horizon: the bars of the breakdown chart.
struct RentBuyBars {
    double rent = 0; // renting the same cards for the hours they work over the horizon
    bool buyKnown = false;
    double capex = 0, facility = 0, energy = 0, maintenance = 0, residual = 0;
    bool breakEven = false; // rent and purchase share a currency, so they can be compared
    bool breakEvenReached = false;
    double breakEvenMonths = 0;
};
/// Renting `gpus` cards for the share of the hours they work (ScenarioCost::utilization) over `years`
/// against owning them (when the cost knows a purchase); none without a rent price.
std::optional<RentBuyBars> rentBuyBars(const ScenarioCost& cost, int gpus, double years = 3);
/// The same bars with every part in `currency`, for one axis: the rent converted from the rent price's
/// currency and the parts of owning from the purchase's, at `rates`; a missing rate is named.
Result<RentBuyBars> barsIn(const RentBuyBars& bars, const ScenarioCost& cost, const std::string& currency,
                           const ExchangeRates& rates);

} // namespace gpuplan::core
