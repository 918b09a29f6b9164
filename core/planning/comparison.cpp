#include "core/planning/comparison.h"

#include <algorithm>
#include <cmath>

namespace gpuplan::core {
namespace {

std::optional<double> positive(double v) {
    return v > 0 ? std::optional<double>(v) : std::nullopt;
}

double tflops(const GpuSpec& g, Precision p) {
    return g.peak[index(p)] / 1e12;
}

} // namespace

void rankRow(CompareRow& row, std::size_t baseline) {
    row.ratios.assign(row.values.size(), std::nullopt);
    if (!row.numeric)
        return;
    const std::optional<double> base = row.values[baseline];
    int counted = 0;
    for (std::size_t i = 0; i < row.values.size(); ++i) {
        const std::optional<double>& v = row.values[i];
        if (!v)
            continue;
        ++counted;
        if (base && *base > 0)
            row.ratios[i] = *v / *base;
        const bool better =
            row.best < 0 || (row.higherIsBetter ? *v > *row.values[row.best] : *v < *row.values[row.best]);
        if (better)
            row.best = static_cast<int>(i);
    }
    if (counted < 2)
        row.best = -1;
}

Result<std::vector<CompareRow>> compareGpus(const CompareInput& in) {
    if (!in.catalog)
        return fail(message(MessageId::CompareNoCatalog));
    if (in.gpuIds.size() < 2 || in.gpuIds.size() > 6)
        return fail(message(MessageId::CompareCount, {integer(static_cast<long long>(in.gpuIds.size()))}));
    std::vector<const GpuSpec*> gpus;
    for (const std::string& id : in.gpuIds) {
        const GpuSpec* g = in.catalog->gpu(id);
        if (!g)
            return fail(in.catalog->unknownGpu(id));
        gpus.push_back(g);
    }
    const std::string& baseId = in.baseline.empty() ? in.gpuIds.front() : in.baseline;
    const auto baseIt = std::find(in.gpuIds.begin(), in.gpuIds.end(), baseId);
    if (baseIt == in.gpuIds.end())
        return fail(message(MessageId::CompareBaselineMissing, {text(baseId)}));
    const std::size_t baseline = static_cast<std::size_t>(baseIt - in.gpuIds.begin());

    std::vector<CompareRow> rows;
    auto text = [&](const char* key, auto get) {
        CompareRow r;
        r.key = key;
        r.numeric = false;
        for (const GpuSpec* g : gpus)
            r.texts.push_back(get(*g));
        r.values.assign(gpus.size(), std::nullopt);
        rows.push_back(std::move(r));
    };
    auto number = [&](const char* key, const char* unit, bool higherIsBetter, auto get) {
        CompareRow r;
        r.key = key;
        r.unit = unit;
        r.higherIsBetter = higherIsBetter;
        for (const GpuSpec* g : gpus)
            r.values.push_back(get(*g));
        rows.push_back(std::move(r));
    };
    auto price = [&](const GpuSpec& g) -> std::optional<double> {
        const auto it = in.pricePerGpuHour.find(g.id);
        return it == in.pricePerGpuHour.end() ? std::nullopt : positive(it->second);
    };

    text("architecture", [](const GpuSpec& g) { return g.architecture; });
    text("memory_type", [](const GpuSpec& g) { return g.memoryType; });
    number("memory", "GB", true, [](const GpuSpec& g) { return positive(g.memoryBytes / 1e9); });
    number("bandwidth", "TB/s", true, [](const GpuSpec& g) { return positive(g.memoryBandwidth / 1e12); });
    number("bf16", "TFLOPS", true, [](const GpuSpec& g) { return positive(tflops(g, Precision::BF16)); });
    number("fp16", "TFLOPS", true, [](const GpuSpec& g) { return positive(tflops(g, Precision::FP16)); });
    number("fp8", "TFLOPS", true, [](const GpuSpec& g) { return positive(tflops(g, Precision::FP8)); });
    number("fp4", "TFLOPS", true, [](const GpuSpec& g) { return positive(tflops(g, Precision::FP4)); });
    number("tf32", "TFLOPS", true, [](const GpuSpec& g) { return positive(tflops(g, Precision::TF32)); });
    number("int8", "TOPS", true, [](const GpuSpec& g) { return positive(tflops(g, Precision::INT8)); });
    text("link", [](const GpuSpec& g) { return std::string(linkTypeName(g.link)); });
    number("link_bandwidth", "GB/s", true, [](const GpuSpec& g) { return positive(g.linkBandwidth / 1e9); });
    number("power", "W", false, [](const GpuSpec& g) { return positive(g.tdpWatts); });
    number("mig", "instances", true, [](const GpuSpec& g) { return positive(g.migInstances); });
    number("price", "per GPU-hour", false, price);
    number("bf16_per_kw", "TFLOPS/kW", true, [](const GpuSpec& g) -> std::optional<double> {
        if (!(g.tdpWatts > 0)) // not published
            return std::nullopt;
        return positive(tflops(g, Precision::BF16) / (g.tdpWatts / 1000));
    });
    number("bf16_per_price", "TFLOPS per unit of price", true,
           [&](const GpuSpec& g) -> std::optional<double> {
               const auto p = price(g);
               return p ? positive(tflops(g, Precision::BF16) / *p) : std::nullopt;
           });
    number("cost_per_pflop_hour", "per delivered PFLOP-hour", false,
           [&](const GpuSpec& g) -> std::optional<double> {
               const auto p = price(g);
               const auto d = in.deliveredFlopsPerGpu.find(g.id);
               if (!p || d == in.deliveredFlopsPerGpu.end())
                   return std::nullopt;
               return positive(costPerPflopHour(*p, d->second));
           });
    for (CompareRow& r : rows)
        rankRow(r, baseline);
    return rows;
}

std::vector<SizePoint> sizeSeries(const std::vector<SweepPoint>& sweep, const std::string& gpuId,
                                  const std::optional<PriceBand>& price, double efficiencyLow,
                                  double efficiencyHigh) {
    std::vector<SizePoint> out;
    for (const SweepPoint& p : sweep) {
        if (p.gpuId != gpuId)
            continue;
        SizePoint s;
        s.params = p.params;
        s.ok = p.ok;
        if (p.ok) {
            s.gpus = p.gpus;
            s.hours = p.best.wallSeconds / 3600;
            s.hoursLow = s.hours / efficiencyHigh; // faster when the efficiency is higher
            s.hoursHigh = s.hours / efficiencyLow;
            if (price) {
                s.priced = true;
                s.cost = p.best.gpuHours * price->perGpuHour;
                s.costLow = p.best.gpuHours / efficiencyHigh * price->low;
                s.costHigh = p.best.gpuHours / efficiencyLow * price->high;
            }
        }
        out.push_back(s);
    }
    return out;
}

std::vector<ServingPoint> servingCurve(const InferenceScenario& scenario, int tp, double pricePerGpuHour,
                                       int ep) {
    std::vector<ServingPoint> out;
    for (int batch = 1; batch <= 4096; batch *= 2) {
        const InferenceEstimate e = evaluateInference(scenario, tp, batch, ep);
        if (!e.fits)
            break;
        ServingPoint p;
        p.batch = batch;
        p.tokensPerSecond = e.outputTokensPerSecond;
        p.tpotSeconds = e.tpotSeconds;
        p.costPerMillionTokens =
            pricePerGpuHour > 0 ? costPerMillionTokens(pricePerGpuHour, e.outputTokensPerSecondPerGpu) : 0;
        out.push_back(p);
    }
    return out;
}

std::optional<RentBuyBars> rentBuyBars(const ScenarioCost& cost, int gpus, double years) {
    if (!cost.rentKnown || gpus <= 0)
        return std::nullopt;
    RentBuyBars b;
    b.rent = cost.rentPerGpuHour * gpus * kHoursPerYear * years * cost.utilization;
    if (cost.buyKnown) {
        b.buyKnown = true;
        b.capex = cost.ownership.capex.toDouble();
        b.facility = cost.ownership.facility.toDouble();
        b.energy = cost.ownership.energy.toDouble();
        b.maintenance = cost.ownership.maintenance.toDouble();
        b.residual = cost.ownership.residual.toDouble();
    }
    if (cost.breakEven) {
        b.breakEven = true;
        b.breakEvenReached = cost.breakEven->reached;
        b.breakEvenMonths = cost.breakEven->months;
    }
    return b;
}

Result<RentBuyBars> barsIn(const RentBuyBars& bars, const ScenarioCost& cost, const std::string& currency,
                           const ExchangeRates& rates) {
    RentBuyBars out = bars;
    auto rent = rates.factor(cost.currency, currency);
    if (!rent)
        return fail("rent in " + cost.currency + ": " + rent.error());
    out.rent *= rent.value();
    if (bars.buyKnown) {
        const std::string& bought = cost.ownership.total.currency();
        auto buy = rates.factor(bought, currency);
        if (!buy)
            return fail("purchase in " + bought + ": " + buy.error());
        for (double* part : {&out.capex, &out.facility, &out.energy, &out.maintenance, &out.residual})
            *part *= buy.value();
    }
    return out;
}

} // namespace gpuplan::core
