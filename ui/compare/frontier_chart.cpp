// ComparePage's serving frontier (issue 32): for each chosen card, the output tokens a second each GPU
// sustains against the tokens a second each user sees, over its best layouts and batch sizes
// (core::servingFrontier), for the scenario's model and lengths. Up and to the right is better: a buyer reads
// off the throughput a card keeps at the speed per user the service promises, which no single-batch figure
// shows.
#include "compare/compare_page.h"
#include "qt_text.h"

#include "catalog/gpu_choice.h"
#include "compare/comparison_data.h"
#include "compare/line_chart.h"
#include "display_format.h"

#include "core/serving/serving_search.h"

namespace gpuplan::ui {
void ComparePage::plotFrontier() {
    if (!m_catalog)
        return;
    const core::Scenario s = workload();
    const auto derived = workloadModel();
    m_frontier->setTitle(
        tr("Serving %1 (%2 tokens in, %3 out): output tokens/s per GPU against tokens/s per user")
            .arg(derived ? u(derived->name) : u(s.modelId), numberText(s.inputTokens),
                 numberText(s.outputTokens)));
    m_frontier->setAxes(tr("output tokens/s per user"), tr("output tokens/s per GPU"), true, true);
    std::vector<LineSeries> series;
    const std::vector<std::string> cards = m_choice->chosen();
    for (std::size_t c = 0; derived && c < cards.size(); ++c) {
        const core::GpuSpec* g = m_catalog->gpu(cards[c]);
        if (!g)
            continue;
        core::ServingSearchRequest req;
        req.catalog = m_catalog.get();
        req.model = derived.value();
        req.load.input = {static_cast<double>(s.inputTokens), 0};
        req.load.output = {static_cast<double>(s.outputTokens), 0};
        req.gpuIds = {g->id};
        req.weights = {chartServingPrecision(s, g)};
        LineSeries line{u(g->name), seriesColor(c), {}, {}, {}, {}, {}, false, false};
        for (const core::FrontierPoint& p : core::servingFrontier(req)) {
            line.x << p.tokensPerSecondPerUser;
            line.y << p.tokensPerSecondPerGpu;
            line.tips << tr("%1, TP%2 EP%3, batch %4: %5 tokens/s per user, %6 tokens/s per GPU")
                             .arg(u(g->name))
                             .arg(p.tp)
                             .arg(p.ep)
                             .arg(p.batch)
                             .arg(numberText(p.tokensPerSecondPerUser, 1),
                                  numberText(p.tokensPerSecondPerGpu));
        }
        if (!line.x.isEmpty())
            series.push_back(line);
    }
    if (series.empty())
        m_frontier->setEmptyText(tr("The model fits on none of the chosen cards"));
    m_frontier->setSeries(series);
}

} // namespace gpuplan::ui
