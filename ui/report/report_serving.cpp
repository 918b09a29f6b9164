// The report's serving section (issue 32): a scenario sized for traffic, on the card the report recommends,
// weighed against the APIs that serve its model, with the same figures as the workbench's details panel
// (core::costServingTraffic, drawn by servingEconomicsHtml).
#include "display_format.h"
#include "qt_text.h"
#include "report/report_decision.h"
#include "report/report_html.h"
#include "scenarios/scenario_details.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace gpuplan::ui {
QString servingEconomicsSection(const ReportInputs& in, const ComparisonData& cmp, const ReportDecision& d) {
    const core::Scenario& base = in.scenario;
    if (base.kind != core::ScenarioKind::Inference || !base.traffic.set())
        return {};
    // The recommended card, else the first whose deployment was estimated and rented.
    std::size_t card = in.gpuIds.size();
    if (d.recommendation && !d.recommendation->options.empty() &&
        d.recommendation->options.front().feasible) {
        const auto it =
            std::find(in.gpuIds.begin(), in.gpuIds.end(), d.recommendation->options.front().gpuId);
        card = static_cast<std::size_t>(it - in.gpuIds.begin());
    }
    for (std::size_t i = 0; card >= in.gpuIds.size() && i < in.gpuIds.size(); ++i)
        if (i < cmp.estimates.size() && cmp.estimates[i].ok && cmp.costs[i].rentKnown)
            card = i;
    if (card >= in.gpuIds.size() || card >= cmp.estimates.size())
        return {};
    const core::GpuSpec* gpu = in.catalog->gpu(in.gpuIds[card]);
    const core::Scenario s = scenarioOnCard(base, gpu, in.regionId);
    const core::ScenarioServingCost cost = core::costServingTraffic(
        s, *in.catalog, cmp.estimates[card], cmp.costs[card], cmp.chosen[card], in.apiPrices, in.rates);
    if (!cost.known)
        return {};
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p>")
                       .arg(tr("Serving the load: cost per token, power and the APIs"),
                            tr("%1 on %2 × %3 (%4), rented in the report's region.")
                                .arg(trafficLoadText(base.traffic))
                                .arg(cmp.estimates[card].gpus)
                                .arg(QString::fromStdString(gpu->name), h(cmp.estimates[card].plan)));
    // The details panel's section has level-3 headings of its own; the report's sections are level 2.
    return html + servingEconomicsHtml(cost, s);
}

} // namespace gpuplan::ui
