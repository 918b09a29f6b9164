// ComparePage's line charts: time and cost versus model size from a sweep planned on a worker
// thread (with progress and cancel), and serving throughput and unit cost versus batch.
#include "compare/compare_page.h"
#include "qt_text.h"

#include "catalog/gpu_choice.h"
#include "compare/comparison_data.h"
#include "compare/line_chart.h"
#include "display_format.h"
#include "scenarios/scenario_table_model.h"
#include "workbook/workbook_writer.h"

#include <QProgressBar>
#include <QPushButton>

#include <algorithm>

namespace gpuplan::ui {
namespace {

constexpr int kSizes = 40; // model sizes from 1B to 1T, log-spaced

} // namespace

void ComparePage::cancelSweep() {
    if (m_running)
        m_running->store(false);
    m_running.reset();
    m_progress->hide();
    m_cancel->hide();
}

void ComparePage::startSweep() {
    if (!m_catalog)
        return;
    cancelSweep();
    const core::Scenario s = workload();
    const std::vector<std::string> cards = m_choice->chosen();
    // Serving and RL runs have no size sweep: a serving load and an RL run belong to their model.
    if (s.kind == core::ScenarioKind::Inference || core::isRlKind(s.kind) || cards.empty()) {
        m_sweep.clear();
        m_sweptCards = cards;
        m_stale |= TimeChart | CostChart;
        plotStale();
        emit sweepFinished();
        return;
    }
    // One request per card: FP8 or FP4 where the card has it and the scenario asks for it.
    const std::vector<core::SweepRequest> requests = sizeSweepRequests(s, cards, *m_catalog, kSizes);
    auto keepGoing = std::make_shared<std::atomic<bool>>(true);
    m_running = keepGoing;
    const int total = static_cast<int>(requests.size()) * kSizes;
    m_progress->setRange(0, total);
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    auto catalog = m_catalog; // the worker's copy stays alive even if the catalog is replaced meanwhile
    auto job = std::make_unique<SweepJob>([requests, keepGoing, catalog](WorkerProgress& progress) {
        std::vector<core::SweepPoint> all;
        int done = 0;
        for (const core::SweepRequest& r : requests) {
            auto points = core::runSweep(r, [&](int finished, int) {
                emit progress.advanced(done + finished);
                return keepGoing->load();
            });
            done += static_cast<int>(r.sizes.size());
            all.insert(all.end(), points.begin(), points.end());
            if (!keepGoing->load())
                break;
        }
        return all;
    });
    // Progress and the end come queued through the job's own object; the worker never reads this page.
    connect(job->progress(), &WorkerProgress::advanced, m_progress, &QProgressBar::setValue,
            Qt::QueuedConnection);
    SweepJob* started = job.get();
    connect(
        job->progress(), &WorkerProgress::finished, this,
        [this, started, keepGoing, cards] {
            auto it = std::find_if(m_workers.begin(), m_workers.end(),
                                   [&](const auto& j) { return j.get() == started; });
            if (it == m_workers.end())
                return;
            std::unique_ptr<SweepJob> finished = std::move(*it);
            m_workers.erase(it);
            if (m_running != keepGoing)
                return; // cancelled or replaced by a newer sweep
            m_running.reset();
            m_progress->hide();
            m_cancel->hide();
            m_sweep = finished->take();
            m_sweptCards = cards;
            m_stale |= TimeChart | CostChart;
            plotStale();
            emit sweepFinished();
        },
        Qt::QueuedConnection);
    job->start(); // after the connections, so the end is never missed
    // Owned: the page joins every worker it started before it is destroyed (~ComparePage).
    m_workers.push_back(std::move(job));
}

void ComparePage::plotSizes() {
    const core::Scenario s = workload();
    const QString count =
        s.deadlineHours > 0
            ? tr("the fewest cards that finish in %1").arg(durationText(s.deadlineHours * 3600))
            : (s.gpus == 1 ? tr("1 card") : tr("%1 cards").arg(s.gpus > 0 ? s.gpus : 8));
    const QString what =
        tr("%1 on %2 tokens, %3")
            .arg(ScenarioTableModel::kindText(s.kind), countText(s.tokens > 0 ? s.tokens : 1e9), count);
    m_time->setTitle(tr("Training time versus model size: %1").arg(what));
    m_time->setAxes(tr("parameters"), tr("hours (band: efficiency ±15%)"), true, true);
    m_cost->setTitle(tr("Rent versus model size: %1").arg(what));
    m_cost->setAxes(tr("parameters"),
                    tr("rent (%1; band: price range and efficiency)").arg(u(m_data.currency)), true, true);
    std::vector<LineSeries> times, costs;
    for (std::size_t c = 0; c < m_sweptCards.size(); ++c) {
        const std::string& id = m_sweptCards[c];
        const core::GpuSpec* g = m_catalog ? m_catalog->gpu(id) : nullptr;
        // The current price of the card (a price edit lands here without planning again).
        std::optional<core::PriceBand> band;
        const auto cards = m_choice->chosen();
        const auto at = std::find(cards.begin(), cards.end(), id);
        if (at != cards.end() && static_cast<std::size_t>(at - cards.begin()) < m_data.priceBands.size())
            band = m_data.priceBands[static_cast<std::size_t>(at - cards.begin())];
        const std::vector<core::SizePoint> points = core::sizeSeries(m_sweep, id, band);
        LineSeries time{g ? u(g->name) : u(id), seriesColor(c), {}, {}, {}, {}, {}, false, false};
        LineSeries cost = time;
        for (const core::SizePoint& p : points) {
            if (!p.ok)
                continue;
            time.x << p.params;
            time.y << p.hours;
            time.low << p.hoursLow;
            time.high << p.hoursHigh;
            time.tips << tr("%1, %2 parameters: %3 on %4 cards (%5 to %6)")
                             .arg(time.name, countText(p.params), durationText(p.hours * 3600),
                                  numberText(p.gpus), durationText(p.hoursLow * 3600),
                                  durationText(p.hoursHigh * 3600));
            if (p.priced) {
                cost.x << p.params;
                cost.y << p.cost;
                cost.low << p.costLow;
                cost.high << p.costHigh;
                cost.tips << tr("%1, %2 parameters: %3 (%4 to %5)")
                                 .arg(cost.name, countText(p.params), moneyText(p.cost, u(m_data.currency)),
                                      moneyText(p.costLow, u(m_data.currency)),
                                      moneyText(p.costHigh, u(m_data.currency)));
            }
        }
        if (!time.x.isEmpty())
            times.push_back(time);
        if (!cost.x.isEmpty())
            costs.push_back(cost);
    }
    m_time->setSeries(times);
    m_cost->setSeries(costs);
    if (s.kind == core::ScenarioKind::Inference)
        m_time->setEmptyText(tr("(a serving scenario: see the Serving chart)"));
    if (costs.empty() && !times.empty())
        m_cost->setEmptyText(tr("(no rent price for these cards in the region)"));
}

void ComparePage::plotServing() {
    if (!m_catalog)
        return;
    const core::Scenario s = workload();
    const auto derived = workloadModel();
    m_serving->setTitle(tr("Serving %1: tokens/s per replica (solid), cost per million tokens (dashed)")
                            .arg(derived ? u(derived->name) : u(s.modelId)));
    m_serving->setAxes(tr("concurrent requests per replica"), tr("output tokens/s per replica"), true, true,
                       tr("%1 per million output tokens").arg(u(m_data.currency)), true);
    std::vector<LineSeries> series;
    const std::vector<std::string> cards = m_choice->chosen();
    for (std::size_t c = 0; derived && c < cards.size(); ++c) {
        const core::GpuSpec* g = m_catalog->gpu(cards[c]);
        if (!g)
            continue;
        core::InferenceScenario is;
        is.model = &derived.value();
        is.cluster = core::Cluster{g, g->defaultGpusPerNode, g->defaultGpusPerNode,
                                   *m_catalog->network(g->defaultNetwork)};
        is.job.inputTokens = s.inputTokens;
        is.job.outputTokens = s.outputTokens;
        is.job.precision = chartServingPrecision(s, g);
        is.efficiency = &m_catalog->efficiency(g->id);
        is.params = &m_catalog->globals();
        auto best = core::estimateInference(is); // the tensor-parallel degree it would use
        if (!best)
            continue;
        is.cluster.gpuCount = best->tp;
        const double price =
            c < m_data.priceBands.size() && m_data.priceBands[c] ? m_data.priceBands[c]->perGpuHour : 0;
        const auto curve = core::servingCurve(is, best->tp, price, best->ep);
        LineSeries tps{
            tr("%1 (tp=%2)").arg(u(g->name)).arg(best->tp), seriesColor(c), {}, {}, {}, {}, {}, false, false};
        LineSeries unit{tr("%1: cost").arg(u(g->name)), seriesColor(c), {}, {}, {}, {}, {}, true, true};
        for (const core::ServingPoint& p : curve) {
            const QString tip =
                tr("%1, batch %2: %3 tokens/s, %4 per token, %5 per million tokens")
                    .arg(u(g->name))
                    .arg(p.batch)
                    .arg(numberText(p.tokensPerSecond), durationText(p.tpotSeconds),
                         price > 0 ? moneyText(p.costPerMillionTokens, u(m_data.currency)) : tr("no price"));
            tps.x << p.batch;
            tps.y << p.tokensPerSecond;
            tps.tips << tip;
            if (price > 0) {
                unit.x << p.batch;
                unit.y << p.costPerMillionTokens;
                unit.tips << tip;
            }
        }
        if (!tps.x.isEmpty())
            series.push_back(tps);
        if (!unit.x.isEmpty())
            series.push_back(unit);
    }
    m_serving->setSeries(series);
}

core::Result<core::ModelSpec> ComparePage::workloadModel() const {
    const core::Scenario s = workload();
    if (const core::ModelSpec* preset = m_catalog->model(s.modelId))
        return *preset;
    return core::deriveShape(s.params, 0, 0, 0);
}

} // namespace gpuplan::ui
