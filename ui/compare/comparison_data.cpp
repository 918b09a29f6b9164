#include "compare/comparison_data.h"
#include "estimate_cache.h"
#include "qt_text.h"

#include "message_text.h"

#include "core/inference/inference_estimator.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpuplan::ui {
core::Scenario scenarioOnCard(const core::Scenario& base, const core::GpuSpec* gpu,
                              const std::string& regionId) {
    core::Scenario s = base;
    s.gpuId = gpu ? gpu->id : std::string();
    s.regionId = regionId;
    s.priceId = 0; // a chosen price belongs to one card: every card takes its region's cheapest
    s.precision = costedPrecision(base, gpu);
    // The scenario on this card is the whole run on it: a generation pool on a card of its own is the
    // scenario's choice, which the report shows apart (report_rl.cpp).
    s.rl.generationGpuId.clear();
    return s;
}

std::string costedPrecision(const core::Scenario& s, const core::GpuSpec* gpu) {
    if (!gpu)
        return s.precision;
    if (s.precision == "fp4" && !gpu->supports(core::Precision::FP4))
        return gpu->supports(core::Precision::FP8) ? "fp8" : "bf16";
    if (s.kind != core::ScenarioKind::Inference && s.precision == "fp8" &&
        !gpu->supports(core::Precision::FP8))
        return "bf16";
    return s.precision;
}

core::ServingPrecision chartServingPrecision(const core::Scenario& s, const core::GpuSpec* gpu) {
    return s.kind == core::ScenarioKind::Inference
               ? core::parseServingPrecision(costedPrecision(s, gpu)).value_or(core::ServingPrecision::BF16)
               : core::ServingPrecision::BF16;
}

ComparisonData buildComparison(const ComparisonInputs& in) {
    ComparisonData out;
    for (const core::Region& r : in.regions)
        if (r.id == in.regionId)
            out.currency = r.currency;
    // Each card's rent per GPU-hour in the region, in one currency (the region's, else the first price's).
    core::CompareInput compare;
    compare.catalog = in.catalog;
    compare.gpuIds = in.gpuIds;
    compare.baseline = in.baseline;
    auto toCurrency = [&](double amount, const std::string& from) -> std::optional<double> {
        if (out.currency.empty())
            out.currency = from;
        if (from != out.currency &&
            std::find(out.converted.begin(), out.converted.end(), from) == out.converted.end())
            out.converted.push_back(from);
        auto f = in.rates.factor(from, out.currency);
        if (!f) {
            out.notes << tr("no exchange rate from %1 to %2")
                             .arg(QString::fromStdString(from), QString::fromStdString(out.currency));
            return std::nullopt;
        }
        return amount * f.value();
    };
    for (const std::string& id : in.gpuIds) {
        core::Scenario probe;
        probe.gpuId = id;
        probe.regionId = in.regionId;
        const core::ScenarioPrices p = core::choosePrices(probe, in.prices, in.regions, in.rates);
        out.chosen.push_back(p);
        std::optional<core::PriceBand> band;
        if (p.rent) {
            const core::RentPrice rent = p.rent->rent();
            const std::string& cur = p.rent->amount.currency();
            if (auto v = toCurrency(rent.perGpuHour(), cur)) {
                compare.pricePerGpuHour[id] = *v;
                // The band scales with the price's own low/high, per GPU-hour like the price.
                const double amount = p.rent->amount.toDouble();
                band = core::PriceBand{*v, p.rent->low ? *v * p.rent->low->toDouble() / amount : *v,
                                       p.rent->high ? *v * p.rent->high->toDouble() / amount : *v};
            }
        }
        out.priceBands.push_back(band);
    }

    // The current scenario on every card.
    std::vector<core::CompareRow> scenarioRows;
    if (in.scenario) {
        core::CompareRow time{"scenario_time", "h", true, false, {}, {}, {}, -1};
        core::CompareRow count{"scenario_gpus", "GPUs", true, false, {}, {}, {}, -1};
        core::CompareRow hours{"scenario_gpu_hours", "GPU-hours", true, false, {}, {}, {}, -1};
        core::CompareRow rent{"scenario_rent", "", true, false, {}, {}, {}, -1};
        core::CompareRow buy{"scenario_buy", "", true, false, {}, {}, {}, -1};
        for (const std::string& id : in.gpuIds) {
            const core::Scenario s = scenarioOnCard(*in.scenario, in.catalog->gpu(id), in.regionId);
            if (s.rl.generationGpuId != in.scenario->rl.generationGpuId && out.estimates.empty())
                out.notes << tr("the scenario's generation pool on its own card is not compared: each card "
                                "runs the whole run here");
            if (s.precision != in.scenario->precision)
                out.notes << tr("%1 has no %2: its scenario runs in %3")
                                 .arg(QString::fromStdString(id),
                                      QString::fromStdString(in.scenario->precision).toUpper(),
                                      QString::fromStdString(s.precision).toUpper());
            const core::ScenarioEstimate e = in.estimates ? in.estimates->estimate(s, *in.catalog)
                                                          : core::estimateScenario(s, *in.catalog);
            const core::ScenarioPrices p = core::choosePrices(s, in.prices, in.regions, in.rates);
            out.chosen[out.estimates.size()] = p;
            const core::ScenarioCost c = core::costScenario(s, e, p, in.rates);
            out.estimates.push_back(e);
            out.costs.push_back(c);
            if (!e.ok)
                out.notes << tr("%1: %2").arg(QString::fromStdString(id), messageText(e.problem));
            const bool ok = e.ok;
            time.values.push_back(ok && e.training ? std::optional<double>(e.wallSeconds / 3600)
                                                   : std::nullopt);
            count.values.push_back(ok ? std::optional<double>(e.gpus) : std::nullopt);
            hours.values.push_back(ok ? std::optional<double>(e.gpuHours) : std::nullopt);
            rent.values.push_back(ok && c.rentKnown ? toCurrency(c.rent.toDouble(), c.currency)
                                                    : std::nullopt);
            buy.values.push_back(ok && c.buyKnown
                                     ? toCurrency(c.ownership.total.toDouble(), c.ownership.total.currency())
                                     : std::nullopt);
            if (ok && e.training && compare.pricePerGpuHour.count(id))
                compare.deliveredFlopsPerGpu[id] = e.tokensPerSecond * e.train.modelFlopsPerToken / e.gpus;
        }
        scenarioRows = {time, count, hours, rent, buy};
    }
    auto rows = core::compareGpus(compare);
    if (!rows) {
        out.problem = rows.errorMessage();
        return out;
    }
    out.rows = std::move(rows).value();
    const std::size_t baseline = static_cast<std::size_t>(
        std::find(in.gpuIds.begin(), in.gpuIds.end(), in.baseline.empty() ? in.gpuIds.front() : in.baseline) -
        in.gpuIds.begin());
    for (core::CompareRow& r : scenarioRows) {
        core::rankRow(r, baseline);
        out.rows.push_back(std::move(r));
    }
    return out;
}

} // namespace gpuplan::ui
