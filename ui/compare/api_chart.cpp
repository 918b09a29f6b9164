// ComparePage's "Rent vs API" chart (issue 32): for a serving scenario, what each chosen card's cheapest
// deployment costs an hour at request rates around the scenario's (core::cheapestCostPerHour, at the card's
// rent in the region, the scenario's lengths and p90 limits kept) against what each stored API serving the
// model charges for the same requests. Where a card's line falls below an API's, renting that card costs
// less: the crossing is the break-even load the details panel and the report state.
#include "compare/compare_page.h"
#include "qt_text.h"

#include "catalog/gpu_choice.h"
#include "compare/line_chart.h"
#include "display_format.h"

#include "core/planning/scenario_traffic.h"
#include "core/serving/serving_search.h"

#include <QLocale>

#include <cmath>

namespace gpuplan::ui {
namespace {

// Log-spaced rates from a hundredth of the scenario's rate (or of 10 requests/s) to ten times it.
std::vector<double> ratesAround(double rate) {
    const double centre = rate > 0 ? rate : 10;
    std::vector<double> out;
    constexpr int kPoints = 25;
    for (int i = 0; i < kPoints; ++i)
        out.push_back(centre / 100 * std::pow(1000.0, static_cast<double>(i) / (kPoints - 1)));
    return out;
}

// What a load of users sends: the rate of the fewest-card deployment on the first chosen card that carries
// it (their latency sets it); 0 when none does.
double usersRate(core::ServingSearchRequest req, const core::Scenario& s,
                 const std::vector<std::string>& cards) {
    req.top = 1;
    for (const std::string& id : cards) {
        const core::GpuSpec* g = req.catalog->gpu(id);
        if (!g)
            continue;
        req.gpuIds = {g->id};
        req.weights = {chartServingPrecision(s, g)};
        if (const auto r = core::searchServing(req); r && !r->options.empty())
            return r->options.front().outcome.requestsPerSecond;
    }
    return 0;
}

} // namespace

void ComparePage::plotApiBreakEven() {
    if (!m_catalog)
        return;
    const core::Scenario s = workload();
    const QString cur = u(m_data.currency);
    m_apiChart->setAxes(tr("requests per second"), tr("cost per hour (%1)").arg(cur), true, true);
    const auto model = workloadModel();
    if (s.kind != core::ScenarioKind::Inference || !model) {
        m_apiChart->setTitle(tr("Rent against the APIs"));
        m_apiChart->setEmptyText(tr("Choose a serving scenario in the Scenarios tab"));
        m_apiChart->setSeries({});
        return;
    }
    const core::ServingTraffic& t = s.traffic;
    core::ServingSearchRequest req;
    req.catalog = m_catalog.get();
    req.model = model.value();
    req.load = core::servingLoadOf(t, s.inputTokens, s.outputTokens);
    req.mixGpuTypes = false;
    m_apiChart->setTitle(tr("%1, %2 tokens in and %3 out: renting the cheapest deployment against the APIs")
                             .arg(u(req.model.name), numberText(s.inputTokens), numberText(s.outputTokens)));
    const std::vector<std::string> cards = m_choice->chosen();
    const std::vector<double> rates =
        ratesAround(t.users > 0 ? usersRate(req, s, cards) : t.requestsPerSecond);
    QVector<double> x;
    for (double r : rates)
        x << r;
    std::vector<LineSeries> series;
    for (std::size_t c = 0; c < cards.size() && c < m_data.priceBands.size(); ++c) {
        const core::GpuSpec* g = m_catalog->gpu(cards[c]);
        if (!g || !m_data.priceBands[c])
            continue; // no rent in the region: nothing to weigh
        req.gpuIds = {g->id};
        req.weights = {chartServingPrecision(s, g)};
        req.pricePerGpuHour = {{g->id, m_data.priceBands[c]->perGpuHour}};
        const std::vector<double> cost = core::cheapestCostPerHour(req, rates);
        LineSeries line{u(g->name), seriesColor(c), {}, {}, {}, {}, {}, false, false};
        for (std::size_t i = 0; i < rates.size(); ++i)
            if (cost[i] > 0) {
                line.x << rates[i];
                line.y << cost[i];
                line.tips << tr("%1 at %2 requests/s: %3 an hour")
                                 .arg(u(g->name), QLocale().toString(rates[i], 'g', 3),
                                      moneyText(cost[i], cur));
            }
        if (!line.x.isEmpty())
            series.push_back(line);
    }
    const std::vector<core::ApiPriceRecord> apis = s.modelId.empty()
                                                       ? std::vector<core::ApiPriceRecord>{}
                                                       : core::apiPricesServing(m_apiPrices, s.modelId);
    for (std::size_t a = 0; a < apis.size(); ++a) {
        const auto factor = m_rates.factor(apis[a].currency, m_data.currency);
        if (!factor)
            continue;
        const double f = factor.value();
        const core::ApiPrice price{apis[a].inputPerMillion * f, apis[a].cachedOrInput() * f,
                                   apis[a].outputPerMillion * f};
        const double perRequest = price.perRequest(req.load);
        LineSeries line{u(apis[a].label()) + QStringLiteral(" (%1)").arg(u(apis[a].currency)),
                        seriesColor(cards.size() + a),
                        x,
                        {},
                        {},
                        {},
                        {},
                        false,
                        true};
        for (double r : rates) {
            line.y << perRequest * r * 3600;
            line.tips << tr("%1 at %2 requests/s: %3 an hour")
                             .arg(line.name, QLocale().toString(r, 'g', 3),
                                  moneyText(perRequest * r * 3600, cur));
        }
        series.push_back(line);
    }
    // Shown only when nothing is plotted (LineChart): the model fits on no priced card and no API serves it.
    m_apiChart->setEmptyText(
        tr("None of the chosen cards has a rent in this region, or the model fits on none"));
    m_apiChart->setSeries(series);
}

void ComparePage::setApiPrices(std::vector<core::ApiPriceRecord> prices) {
    m_apiPrices = std::move(prices);
    m_stale |= ApiChart;
    if (isVisible())
        plotStale();
}

} // namespace gpuplan::ui
