// The details panel of an RL post-training scenario (issue 34): the run's time, one step by phase, where the
// phases run (the generation replicas and the update's plan), and each phase's memory per GPU.
#include "scenarios/scenario_details_rl.h"
#include "qt_text.h"
#include "scenarios/details_table.h"
#include "scenarios/scenario_details.h"

#include "message_text.h"

#include "core/rl/rl_placement.h"
#include "core/training/training_messages.h"

#include <algorithm>
#include <vector>

namespace gpuplan::ui {

using details::heading;
using details::percent;
using details::Table;

namespace {

QString placementLabel(const core::RlPlacementTried& p) {
    return p.placement == core::RlPlacement::Colocated
               ? tr("colocated on %1").arg(numberText(p.trainingGpus))
               : tr("%1 generate + %2 train").arg(numberText(p.generationGpus), numberText(p.trainingGpus));
}

QString phaseName(core::RlStepPhase phase) {
    switch (phase) {
    case core::RlStepPhase::Generation:
        return tr("generation");
    case core::RlStepPhase::Logprobs:
        return tr("log-probabilities");
    case core::RlStepPhase::Update:
        return tr("update");
    case core::RlStepPhase::Refit:
        return tr("refit");
    case core::RlStepPhase::Swap:
        return tr("optimizer states' swap");
    }
    return {};
}

// Each placement tried at the row's rents: its GPUs for its run's hours, each pool at its card's rate where
// the row splits between two cards. Empty when the row's rent is unknown.
std::vector<double> rentsOfPlacements(const core::ScenarioEstimate& e, const core::ScenarioCost& c) {
    if (!c.rentKnown)
        return {};
    double trainingRate = c.rentPerGpuHour, generationRate = c.rentPerGpuHour;
    if (e.generationCard) { // ScenarioCost::pools: the training pool, then the generation pool
        if (c.pools.size() != 2)
            return {};
        trainingRate = c.pools[0].rentPerGpuHour;
        generationRate = c.pools[1].rentPerGpuHour;
    }
    std::vector<double> rents;
    for (const core::RlPlacementTried& p : e.rlPlacements)
        rents.push_back(p.wallSeconds / 3600 *
                        (p.placement == core::RlPlacement::Colocated
                             ? p.trainingGpus * trainingRate
                             : p.trainingGpus * trainingRate + p.generationGpus * generationRate));
    return rents;
}

// The placements the search tried for a row that names none: the run in each, fastest first, for each
// runner-up the phase that costs it most against the fastest, and each one's rent where the row has one (a
// slower placement can be the cheaper: the search ranks by time).
QString placementsTried(const core::ScenarioEstimate& e, const core::ScenarioCost& c) {
    if (e.rlPlacements.size() < 2)
        return {};
    const core::RlPlacementTried& best = e.rlPlacements.front();
    const std::vector<double> rents = rentsOfPlacements(e, c);
    const auto cheapest = rents.empty() ? rents.end() : std::min_element(rents.begin(), rents.end());
    const QString currency = QString::fromStdString(c.currency).toHtmlEscaped();
    Table t;
    for (const core::RlPlacementTried& p : e.rlPlacements) {
        QString why;
        if (&p == &best) {
            why = tr("the fastest: %1 a step").arg(durationText(p.stepSeconds));
        } else if (const auto worst = core::costliestPhase(p.phases, best.phases)) {
            why = tr("%1 a step longer: %2 %3 against %4")
                      .arg(durationText(p.stepSeconds - best.stepSeconds), phaseName(*worst),
                           durationText(core::phaseSeconds(p.phases, *worst)),
                           durationText(core::phaseSeconds(best.phases, *worst)));
        } else {
            why = tr("%1 a step longer: its phases run one after another")
                      .arg(durationText(p.stepSeconds - best.stepSeconds));
        }
        if (!rents.empty()) {
            const auto i = static_cast<std::size_t>(&p - e.rlPlacements.data());
            why += QStringLiteral("; ") + (rents.begin() + static_cast<std::ptrdiff_t>(i) == cheapest
                                               ? tr("rent %1, the cheapest")
                                               : tr("rent %1"))
                                              .arg(moneyText(rents[i], currency));
        }
        t.note(placementLabel(p), durationText(p.wallSeconds), why);
    }
    QString intro = tr("The run in each placement the search tried, fastest first. Name one in the RL run "
                       "(Ctrl+L) to keep it.");
    if (e.generationCard) // two cards cannot colocate: every placement tried is a split between them
        intro +=
            QLatin1Char(' ') + tr("Each generates on %1 and trains on %2.")
                                   .arg(QString::fromStdString(e.generationCard->gpuName).toHtmlEscaped(),
                                        QString::fromStdString(e.gpuName).toHtmlEscaped());
    return heading(tr("Placements tried")) + QStringLiteral("<p>%1</p>").arg(intro) + t.html();
}

} // namespace

QString rlDetailsHtml(const core::ScenarioEstimate& e, const core::ScenarioCost& c) {
    const core::RlEstimate& r = *e.rl;
    const core::RlPhases& p = r.phases;
    const bool async = r.layout.placement == core::RlPlacement::Split && r.stepSeconds < p.sum() - 1e-9;
    Table t;
    details::addRunRows(t, e.wallSeconds, c.hoursRange.low, c.hoursRange.high, e.gpuHours);
    t.row(tr("Tokens trained per second"), numberText(e.tokensPerSecond));
    t.note(tr("<b>One step</b>"), durationText(r.stepSeconds),
           async ? tr("generation runs ahead: the longer side and the refit")
                 : tr("the phases one after another"));
    const std::pair<const char*, double> phases[] = {
        {QT_TRANSLATE_NOOP("gpuplan::ui", "generation (rollouts)"), p.generation},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "rewards and environments"), p.reward},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "log-probabilities (forward passes)"), p.logprobs},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "policy update"), p.training},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "refit (weights into the engines)"), p.refit},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "optimizer states to host memory and back"), p.swap}};
    const double sum = p.sum();
    for (std::size_t i = 0; i < std::size(phases); ++i) {
        const auto& [name, seconds] = phases[i];
        if (seconds > 0)
            t.row(QStringLiteral("&nbsp;&nbsp;") + tr(name), durationText(seconds), percent(seconds, sum));
        // phases[2] is the forward passes: a reward model scores there.
        if (i == 2 && r.rewardModelSeconds > 0)
            t.row(tr("&nbsp;&nbsp;&nbsp;&nbsp;of which the reward model"), durationText(r.rewardModelSeconds),
                  percent(r.rewardModelSeconds, sum));
    }
    QString html = heading(tr("Time")) + t.html();

    Table where;
    if (r.layout.placement == core::RlPlacement::Colocated)
        where.row(tr("Placement"), tr("colocated on %1 GPUs").arg(r.gpus));
    else if (e.generationCard) // two card types: each pool names its card
        where.row(tr("Placement"),
                  tr("%1 × %2 generate, %3 × %4 train")
                      .arg(numberText(r.generationGpus),
                           QString::fromStdString(e.generationCard->gpuName).toHtmlEscaped(),
                           numberText(r.trainingGpus), QString::fromStdString(e.gpuName).toHtmlEscaped()));
    else
        where.row(tr("Placement"),
                  tr("%1 GPUs generate, %2 train").arg(r.generationGpus).arg(r.trainingGpus));
    const core::RolloutGeneration& g = r.generation;
    if (g.replicas > 0) {
        where.row(tr("Generation"),
                  g.ep > 1 ? tr("%1 replicas of tp=%2 × ep=%3").arg(g.replicas).arg(g.tp).arg(g.ep)
                           : tr("%1 replicas of tp=%2").arg(g.replicas).arg(g.tp));
        where.row(tr("&nbsp;&nbsp;rollouts decoding together"),
                  tr("%1 on average (memory holds %2)").arg(numberText(g.meanBatch), numberText(g.maxBatch)));
        where.row(tr("&nbsp;&nbsp;what the length tail adds"), durationText(g.seconds - g.meanLengthSeconds));
    }
    where.row(tr("Update"), messageText(core::planMessage(r.training.plan, r.training.layersPerStage)));
    where.row(tr("&nbsp;&nbsp;sequences' tokens a step"), numberText(r.trainedTokensPerStep));
    where.row(tr("&nbsp;&nbsp;forward passes for log-probabilities"), numberText(r.forwardPasses));
    where.row(tr("Reward"),
              r.rewardModelName.empty()
                  ? tr("rule-based: no GPU time")
                  : tr("%1 scores every rollout, planned %2")
                        .arg(QString::fromStdString(r.rewardModelName).toHtmlEscaped(),
                             messageText(core::planMessage(r.rewardModelPlan, r.rewardModelLayersPerStage))));
    html += heading(tr("Where the phases run")) + where.html() + placementsTried(e, c);

    Table m;
    const core::MemoryBreakdown& u = r.training.memory;
    m.row(tr("<b>update</b>"), gigabytesText(u.total()), tr("of %1").arg(gigabytesText(e.memoryCapacity)));
    m.row(tr("&nbsp;&nbsp;weights, gradients, optimizer"),
          gigabytesText(u.weights + u.gradients + u.optimizer));
    m.row(tr("&nbsp;&nbsp;activations"), gigabytesText(u.activations));
    if (g.replicas > 0) {
        m.row(tr("<b>generation</b>"), gigabytesText(g.memory.total()),
              tr("of %1").arg(
                  gigabytesText(e.generationCard ? e.generationCard->memoryCapacity : e.memoryCapacity)));
        m.row(tr("&nbsp;&nbsp;weights"), gigabytesText(g.memory.weights));
        m.row(tr("&nbsp;&nbsp;KV cache"), gigabytesText(g.memory.kvCache));
    }
    if (r.rewardModelMemory > 0) // planned as an update is, or frozen where that does not fit
        m.row(r.rewardModelFrozen ? tr("<b>reward model</b>, weights frozen") : tr("<b>reward model</b>"),
              gigabytesText(r.rewardModelMemory), tr("of %1").arg(gigabytesText(e.memoryCapacity)));
    return html + heading(tr("Memory per GPU")) + m.html();
}

} // namespace gpuplan::ui
