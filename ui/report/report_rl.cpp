// The report's RL post-training section (issue 34): each card's step by phase and the placement chosen, as a
// table in the text and as a stacked bar chart on a page of its own.
#include "report/report_rl.h"

#include "core/planning/scenario_cost.h"

#include "display_format.h"
#include "qt_text.h"
#include "report/report_decision.h"
#include "report/report_html.h"

#include <qcustomplot.h>

#include <algorithm>

namespace gpuplan::ui {
namespace {

struct Phase {
    const char* name;
    double core::RlPhases::*seconds;
    QColor color;
};

const Phase kPhases[] = {
    {QT_TRANSLATE_NOOP("gpuplan::ui", "generation (rollouts)"), &core::RlPhases::generation,
     QColor(31, 119, 180)},
    {QT_TRANSLATE_NOOP("gpuplan::ui", "rewards and environments"), &core::RlPhases::reward,
     QColor(148, 103, 189)},
    {QT_TRANSLATE_NOOP("gpuplan::ui", "log-probabilities (forward passes)"), &core::RlPhases::logprobs,
     QColor(255, 127, 14)},
    {QT_TRANSLATE_NOOP("gpuplan::ui", "policy update"), &core::RlPhases::training, QColor(44, 160, 44)},
    {QT_TRANSLATE_NOOP("gpuplan::ui", "refit (weights into the engines)"), &core::RlPhases::refit,
     QColor(214, 39, 40)},
    {QT_TRANSLATE_NOOP("gpuplan::ui", "optimizer states to host memory and back"), &core::RlPhases::swap,
     QColor(140, 86, 75)}};

QString placementText(const core::RlEstimate& r) {
    if (r.layout.placement == core::RlPlacement::Colocated)
        return tr("colocated on %1").arg(numberText(r.gpus));
    QString text = tr("%1 generate + %2 train").arg(numberText(r.generationGpus), numberText(r.trainingGpus));
    if (r.stepSeconds < r.phases.sum() - 1e-9)
        text += tr(", generation ahead");
    return text;
}

// How the cards' runs are placed: as the scenario names it, or the fastest on each card's GPUs.
QString placementIntro(core::RlPlacementChoice placement) {
    switch (placement) {
    case core::RlPlacementChoice::Colocated:
        return tr(
            "Each card colocated, as the scenario places the run: generation and training take turns on "
            "every GPU, and a step is its phases one after another. The chart pages show the same "
            "phases as bars.");
    case core::RlPlacementChoice::Split:
        return tr(
            "Each card split as the scenario places the run: its generation pool, and a training pool of "
            "the other GPUs. A synchronous step is its phases one after another; with generation ahead, "
            "the longer side and the refit. The chart pages show the same phases as bars.");
    case core::RlPlacementChoice::Best:
        break;
    }
    return tr("Each card in the placement that runs a step fastest on its GPUs: colocated "
              "(generation and training take turns on every GPU) or split into a generation "
              "pool and a training pool. A synchronous step is its phases one after another; "
              "with generation ahead, the longer side and the refit. The chart pages show the "
              "same phases as bars.");
}

// The scenario's own split pools (named, or the fastest split) when its generation runs on another card than
// its training: the run as the scenario plans it, each pool costed at its card's rent in the report's region.
// The comparison above runs the whole run on each card.
QString ownPoolsParagraph(const ReportInputs& in) {
    const core::RlRun& run = in.scenario.rl;
    if (run.placement == core::RlPlacementChoice::Colocated || run.generationGpuId.empty() ||
        run.generationGpuId == in.scenario.gpuId)
        return {};
    core::Scenario s = in.scenario;
    if (!in.regionId.empty() && in.regionId != s.regionId) {
        s.regionId = in.regionId;
        s.priceId = 0; // a chosen price is its own region's
    }
    const core::ScenarioEstimate e = core::estimateScenario(s, *in.catalog);
    if (!e.ok || !e.rl || !e.generationCard)
        return QStringLiteral("<p>%1</p>")
            .arg(tr("The scenario's own pools (generation on %1): %2")
                     .arg(QString::fromStdString(run.generationGpuId).toHtmlEscaped(), h(e.problem)));
    const core::ScenarioCost c =
        core::costScenario(s, e, core::choosePrices(s, in.prices, in.regions, in.rates), in.rates);
    const QString rent =
        c.rentKnown ? moneyText(c.rent.toDouble(), QString::fromStdString(c.currency)) : h(c.rentProblem);
    return QStringLiteral("<p>%1</p>")
        .arg(tr("The scenario itself splits the run over two cards: %1 × %2 generate and %3 × %4 train. "
                "One step takes %5 and the run %6; its rent, each pool at its card's price, is %7.")
                 .arg(numberText(e.generationCard->gpus),
                      QString::fromStdString(e.generationCard->gpuName).toHtmlEscaped(),
                      numberText(e.rl->trainingGpus), QString::fromStdString(e.gpuName).toHtmlEscaped(),
                      durationText(e.rl->stepSeconds), durationText(e.wallSeconds), rent));
}

} // namespace

bool hasRlPhases(const ComparisonData& cmp) {
    return std::any_of(cmp.estimates.begin(), cmp.estimates.end(),
                       [](const core::ScenarioEstimate& e) { return e.ok && e.rl; });
}

QString rlSection(const ReportInputs& in, const ComparisonData& cmp) {
    if (!core::isRlKind(in.scenario.kind) || !hasRlPhases(cmp))
        return {};
    // The phases some card spends time in (no column of zeros where the run has no reward seconds).
    std::vector<const Phase*> shown;
    for (const Phase& p : kPhases)
        if (std::any_of(cmp.estimates.begin(), cmp.estimates.end(), [&](const core::ScenarioEstimate& e) {
                return e.ok && e.rl && e.rl->phases.*p.seconds > 0;
            }))
            shown.push_back(&p);
    std::vector<QStringList> rows;
    QStringList header{tr("Card"), tr("Placement"), tr("One step")};
    for (const Phase* p : shown)
        header << tr(p->name);
    header << tr("Run");
    for (std::size_t i = 0; i < in.gpuIds.size() && i < cmp.estimates.size(); ++i) {
        const core::ScenarioEstimate& e = cmp.estimates[i];
        const QString card = QString::fromStdString(in.catalog->gpu(in.gpuIds[i])->name).toHtmlEscaped();
        if (!e.ok || !e.rl) {
            rows.push_back({card, e.ok ? QString() : h(e.problem)});
            continue;
        }
        QStringList row{card, nowrap(placementText(*e.rl)), nowrap(durationText(e.rl->stepSeconds))};
        for (const Phase* p : shown)
            row << nowrap(durationText(e.rl->phases.*p->seconds));
        row << nowrap(durationText(e.wallSeconds));
        rows.push_back(row);
    }
    QString html =
        QStringLiteral("<h2>%1</h2><p>%2</p>")
            .arg(tr("RL post-training: each card's step by phase"), placementIntro(in.scenario.rl.placement));
    html += table(header, rows);
    html += ownPoolsParagraph(in);
    // The calibration's notes, once: they are the same for every card.
    for (const core::ScenarioEstimate& e : cmp.estimates)
        if (e.ok && e.rl) {
            html += QStringLiteral("<ul>");
            for (const core::Message& n : e.notes)
                html += QStringLiteral("<li>%1</li>").arg(h(n));
            html += QStringLiteral("</ul>");
            break;
        }
    return html;
}

void drawRlPhaseChart(QCPPainter& painter, const QRectF& box, const ReportInputs& in,
                      const ComparisonData& cmp) {
    QCustomPlot plot;
    plot.setNoAntialiasingOnDrag(false);
    QFont font = plot.font();
    font.setPointSizeF(9);
    plot.legend->setFont(font); // before the bars: their legend items take it when made
    QCPAxis* key = plot.yAxis;
    QCPAxis* value = plot.xAxis;
    auto cards = QSharedPointer<QCPAxisTickerText>::create();
    key->setTicker(cards);
    key->grid()->setVisible(false);
    key->setTickLength(0, 0);
    key->setSubTickLength(0, 0);
    value->setLabel(tr("seconds a step"));
    const int n = static_cast<int>(in.gpuIds.size());
    key->setRange(0.4, n + 0.6);
    // One stack of bars per phase, the first phase at the left; the first card at the top.
    QCPBars* below = nullptr;
    std::vector<QCPBars*> stacks;
    for (const Phase& p : kPhases) {
        auto* bars = new QCPBars(key, value);
        bars->setWidth(0.6);
        bars->setPen(Qt::NoPen);
        bars->setBrush(p.color);
        bars->setName(tr(p.name));
        if (below)
            bars->moveAbove(below);
        below = bars;
        stacks.push_back(bars);
    }
    double widest = 0;
    for (int k = n - 1; k >= 0; --k) {
        const std::size_t i = static_cast<std::size_t>(k);
        const double at = n - k;
        cards->addTick(at, QString::fromStdString(in.catalog->gpu(in.gpuIds[i])->name));
        if (i >= cmp.estimates.size() || !cmp.estimates[i].ok || !cmp.estimates[i].rl)
            continue;
        const core::RlEstimate& r = *cmp.estimates[i].rl;
        double sum = 0;
        for (std::size_t p = 0; p < std::size(kPhases); ++p) {
            stacks[p]->addData(at, r.phases.*kPhases[p].seconds);
            sum += r.phases.*kPhases[p].seconds;
        }
        auto* label = new QCPItemText(&plot);
        label->position->setCoords(sum, at);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setPadding(QMargins(6, 0, 0, 0));
        label->setText(tr("%1: step %2").arg(placementText(r), durationText(r.stepSeconds)));
        label->setFont(font);
        widest = std::max(widest, sum);
    }
    value->setRange(0, widest * 1.8 + (widest > 0 ? 0 : 1));
    // The legend in a row of its own under the chart, naming only the phases some card spends time in.
    for (std::size_t p = 0; p < stacks.size(); ++p) {
        const bool any = std::any_of(stacks[p]->data()->begin(), stacks[p]->data()->end(),
                                     [](const QCPBarsData& d) { return d.value > 0; });
        if (!any)
            stacks[p]->removeFromLegend();
    }
    plot.legend->setVisible(true);
    plot.legend->setBorderPen(Qt::NoPen);
    plot.legend->setWrap(2);
    plot.legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    plot.plotLayout()->addElement(1, 0, plot.legend);
    plot.plotLayout()->setRowStretchFactor(1, 0.2);
    for (QCPAxis* axis : {key, value}) {
        axis->setTickLabelFont(font);
        axis->setLabelFont(font);
    }
    // Bars of a readable thickness, not stretched down the whole page.
    const double height = std::min(box.height(), 190.0 + 70.0 * n);
    painter.save();
    painter.translate(box.topLeft());
    plot.toPainter(&painter, static_cast<int>(box.width()), static_cast<int>(height));
    painter.restore();
}

} // namespace gpuplan::ui
