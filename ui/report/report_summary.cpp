// The report's first page: what core::recommend() chose for the scenario, why in words and numbers
// (the second seed's checklist: model size, FP8, multi-node, budget, deadline, then cost), and what each
// card costs in the region's currency with its range and the price it rests on (date and citation).
#include "compare/comparison_data.h"
#include "display_format.h"
#include "qt_text.h"
#include "report/report_decision.h"
#include "report/report_html.h"
#include "scenarios/rl_run_dialog.h"
#include "scenarios/scenario_table_model.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace gpuplan::ui {
namespace {

QString percent(double share) {
    return numberText(share * 100, 0) + QStringLiteral("%");
}

QString precisionText(const std::string& p) {
    return QString::fromStdString(p).toUpper().toHtmlEscaped();
}

struct Summary {
    const ReportInputs& in;
    const ComparisonData& cmp;
    const ReportDecision& d;
    Citations& cite;

    std::size_t index(const std::string& id) const {
        return static_cast<std::size_t>(std::find(in.gpuIds.begin(), in.gpuIds.end(), id) -
                                        in.gpuIds.begin());
    }
    QString name(const std::string& id) const { return h(in.catalog->gpu(id)->name); }
    QString cost(double v) const { return money(v, d.currency); }
    bool training() const { return in.scenario.kind != core::ScenarioKind::Inference; }
    // The low and high of an option's cost: the scenario's rent range on that card (its price's own range
    // and, for training, the calibrated efficiency ±15%) scaled to the option's cost.
    std::pair<double, double> range(const core::RecommendOption& o) const {
        const core::ScenarioCost& c = cmp.costs[index(o.gpuId)];
        if (!c.rentKnown || !(c.rent.toDouble() > 0))
            return {o.cost, o.cost};
        return {o.cost * c.rentRange.low / c.rent.toDouble(), o.cost * c.rentRange.high / c.rent.toDouble()};
    }
};

QString work(const Summary& s) {
    const ReportInputs& in = s.in;
    if (core::isRlKind(in.scenario.kind))
        return tr("an RL run of %1 (prompts × rollouts a step)").arg(RlRunDialog::summary(in.scenario));
    if (s.training())
        return tr("%1 tokens").arg(countText(in.scenario.tokens));
    if (const core::ServingTraffic& t = in.scenario.traffic; t.set())
        return tr("%1 at p90 service levels").arg(trafficLoadText(t));
    return tr("%1 output tokens/s").arg(numberText(in.scenario.load));
}

QString headline(const Summary& s) {
    const ReportInputs& in = s.in;
    const ReportDecision& d = s.d;
    if (!d.recommendation)
        return tr("No recommendation: %1.")
            .arg(d.problem == "no card has a rent price"
                     ? tr("no compared card has a rent price in %1").arg(placesText(in.regions, d.scopes))
                     : h(d.problem));
    const core::RecommendOption& top = d.recommendation->options.front();
    if (!top.feasible)
        return tr("No card meets every constraint of the scenario: see the deadline and budget below.");
    const auto [low, high] = s.range(top);
    if (s.training())
        return tr("Recommended: %1 × %2 in %3: %4, %5 (%6 to %7).")
            .arg(numberText(top.gpus), s.name(top.gpuId), precisionText(top.precision),
                 durationText(top.wallSeconds), s.cost(top.cost), s.cost(low), s.cost(high));
    return tr("Recommended: %1 × %2 in %3: %4 a month (%5 to %6), %7 per million output tokens.")
        .arg(numberText(top.gpus), s.name(top.gpuId), precisionText(top.precision), s.cost(top.cost),
             s.cost(low), s.cost(high), s.cost(top.costPerMillionTokens));
}

QString modelRow(const Summary& s, const core::RecommendOption* top) {
    const ReportInputs& in = s.in;
    const ComparisonData& cmp = s.cmp;
    const core::Scenario& sc = in.scenario;
    const core::ModelSpec* preset = in.catalog->model(sc.modelId);
    QString text = tr("%1, %2 parameters: %3 of %4.")
                       .arg(preset ? h(preset->name) : tr("a Llama-shaped model"),
                            countText(preset ? preset->params : sc.params),
                            ScenarioTableModel::kindText(sc.kind), work(s));
    if (top) {
        const core::ScenarioEstimate& e = cmp.estimates[s.index(top->gpuId)];
        if (e.ok && e.gpus == top->gpus)
            text += QLatin1Char(' ') + tr("Each card of the recommendation holds %1 of its %2 (%3).")
                                           .arg(nowrap(gigabytesText(e.memoryPerGpu)),
                                                nowrap(gigabytesText(e.memoryCapacity)), h(e.plan));
    }
    return text;
}

QString fp8Row(const Summary& s) {
    const ReportInputs& in = s.in;
    const ReportDecision& d = s.d;
    QStringList parts;
    if (!s.training())
        return tr("Serving in %1, as the scenario says.").arg(precisionText(in.scenario.precision));
    // An RL run is planned in its own precision only (rankRlRun): no card's FP8 saving is known to compare.
    if (core::isRlKind(in.scenario.kind))
        return tr("The RL run trains in %1 on every card, as the scenario says; what FP8 would save is not "
                  "estimated for RL runs.")
            .arg(precisionText(in.scenario.precision));
    if (in.scenario.precision == "fp4") {
        // Each card in the lowest precision it has: FP4, else FP8, else BF16 (issue 31).
        for (const core::RecommendOption& o : d.recommendation->options)
            parts << (o.precision == "fp4" ? tr("%1 trains in FP4: %2 fewer GPU-hours than in BF16.")
                                                 .arg(s.name(o.gpuId), percent(o.fp4Saving))
                      : o.precision == "fp8"
                          ? tr("%1 has no FP4 and trains in FP8: %2 fewer GPU-hours than in "
                               "BF16.")
                                .arg(s.name(o.gpuId), percent(o.fp8Saving))
                          : tr("%1 has neither FP4 nor FP8 and trains in BF16.").arg(s.name(o.gpuId)));
        return parts.join(QLatin1Char(' '));
    }
    if (in.scenario.precision == "fp8") {
        for (const core::RecommendOption& o : d.recommendation->options)
            parts << (o.precision == "fp8" ? tr("%1 trains in FP8: %2 fewer GPU-hours than in BF16.")
                                                 .arg(s.name(o.gpuId), percent(o.fp8Saving))
                                           : tr("%1 has no FP8 and trains in BF16.").arg(s.name(o.gpuId)));
        return parts.join(QLatin1Char(' '));
    }
    if (!d.inFp8)
        return tr("No compared card has FP8: every card trains in BF16.");
    for (const core::RecommendOption& o : d.inFp8->options)
        if (o.precision == "fp8" && o.fp8Saving > 0)
            parts << tr("%1 on %2").arg(percent(o.fp8Saving), s.name(o.gpuId));
    const core::RecommendOption& first = d.inFp8->options.front();
    if (parts.isEmpty())
        return tr("The scenario trains in %1; FP8 would not save GPU-hours on these cards.")
            .arg(precisionText(in.scenario.precision));
    return tr("The scenario trains in %1. FP8 would save GPU-hours: %2; the first choice would then be %3 "
              "at %4.")
        .arg(precisionText(in.scenario.precision), parts.join(tr(", ")), s.name(first.gpuId),
             s.cost(first.cost));
}

QString nodesRow(const Summary& s, const core::RecommendOption& o) {
    const ReportInputs& in = s.in;
    const core::GpuSpec* g = in.catalog->gpu(o.gpuId);
    // Serving has no MFU to give, and neither has an RL run (its generation and updates mix).
    const bool mfu = s.training() && !core::isRlKind(in.scenario.kind);
    if (o.nodes > 1 && !mfu)
        return tr("%1 × %2 span %3 nodes: traffic between them crosses %4.")
            .arg(numberText(o.gpus), s.name(o.gpuId), numberText(o.nodes),
                 h(in.catalog->network(g->defaultNetwork)->name));
    if (o.nodes > 1)
        return tr("%1 × %2 span %3 nodes: traffic between them crosses %4 (MFU %5).")
            .arg(numberText(o.gpus), s.name(o.gpuId), numberText(o.nodes),
                 h(in.catalog->network(g->defaultNetwork)->name), percent(o.mfu));
    return mfu ? tr("%1 × %2 fit in one node (MFU %3).")
                     .arg(numberText(o.gpus), s.name(o.gpuId), percent(o.mfu))
               : tr("%1 × %2 fit in one node.").arg(numberText(o.gpus), s.name(o.gpuId));
}

QString budgetRow(const Summary& s, const core::RecommendOption& top) {
    const ReportInputs& in = s.in;
    const ReportDecision& d = s.d;
    const double budget = in.scenario.budget;
    if (!(budget > 0))
        return tr("None set in the scenario: no option is ruled out by cost.");
    QStringList over;
    for (const core::RecommendOption& o : d.recommendation->options)
        if (o.gpus > 0 && o.cost > budget)
            over << tr("%1 (%2)").arg(s.name(o.gpuId), s.cost(o.cost));
    QString text = tr("%1: the first option uses %2 of it.").arg(s.cost(budget), percent(top.cost / budget));
    if (!over.isEmpty())
        text += QLatin1Char(' ') + tr("Over it: %1.").arg(over.join(tr(", ")));
    return text;
}

QString deadlineRow(const Summary& s, const core::RecommendOption& top) {
    const ReportInputs& in = s.in;
    const ComparisonData& cmp = s.cmp;
    const ReportDecision& d = s.d;
    if (!s.training())
        return tr("Serving has none; a request takes %1 on the first option.")
            .arg(durationText(cmp.estimates[s.index(top.gpuId)].wallSeconds));
    const double deadline = in.scenario.deadlineHours * 3600;
    if (!(deadline > 0)) {
        // The fastest card, priced or not: time may matter more than the rent.
        std::size_t fastest = s.index(top.gpuId);
        for (std::size_t i = 0; i < cmp.estimates.size(); ++i)
            if (cmp.estimates[i].ok && cmp.estimates[i].wallSeconds < cmp.estimates[fastest].wallSeconds)
                fastest = i;
        if (in.gpuIds[fastest] == top.gpuId)
            return tr("None set; the first option is also the fastest card: %1.")
                .arg(durationText(top.wallSeconds));
        return tr("None set; the first option takes %1, the fastest card, %2, %3.")
            .arg(durationText(top.wallSeconds), s.name(in.gpuIds[fastest]),
                 durationText(cmp.estimates[fastest].wallSeconds));
    }
    QStringList late;
    for (const core::RecommendOption& o : d.recommendation->options)
        if (o.gpus == 0 || o.wallSeconds > deadline)
            late << (o.gpus == 0 ? tr("%1 (no count finishes in time)").arg(s.name(o.gpuId))
                                 : tr("%1 (%2)").arg(s.name(o.gpuId), durationText(o.wallSeconds)));
    QString text =
        tr("%1: the first option finishes in %2.").arg(durationText(deadline), durationText(top.wallSeconds));
    if (!late.isEmpty())
        text += QLatin1Char(' ') + tr("Past it: %1.").arg(late.join(tr(", ")));
    return text;
}

QString costRow(const Summary& s, const core::RecommendOption& top) {
    const ReportDecision& d = s.d;
    const auto& options = d.recommendation->options;
    if (options.size() < 2 || options[1].gpus == 0 || !(options[1].cost > 0))
        return tr("%1 is the only card with a rent price here.").arg(s.name(top.gpuId));
    return tr("%1 below the next option, %2 at %3.")
        .arg(percent(1 - top.cost / options[1].cost), s.name(options[1].gpuId), s.cost(options[1].cost));
}

QString checklist(const Summary& s) {
    const ReportDecision& d = s.d;
    if (!d.recommendation)
        return {};
    const core::RecommendOption& top = d.recommendation->options.front();
    const bool ranked = top.gpus > 0;
    std::vector<QStringList> rows{{tr("Model size"), modelRow(s, ranked ? &top : nullptr)},
                                  {s.in.scenario.precision == "fp4" ? tr("FP4") : tr("FP8"), fp8Row(s)}};
    if (ranked)
        rows.push_back({tr("Nodes"), nodesRow(s, top)});
    rows.push_back({tr("Budget"), ranked ? budgetRow(s, top) : QStringLiteral("—")});
    rows.push_back({tr("Deadline"), ranked ? deadlineRow(s, top) : QStringLiteral("—")});
    rows.push_back({tr("Cost"), ranked ? costRow(s, top) : QStringLiteral("—")});
    return table({tr("Checklist"), tr("This scenario")}, rows);
}

// Where a card's price came from: the price, its provider, place and date, and its citation.
QString priceUsed(const Summary& s, std::size_t i) {
    const ReportInputs& in = s.in;
    const ReportDecision& d = s.d;
    Citations& cite = s.cite;
    const CardPrice& p = d.prices[i];
    if (!p.rent)
        return tr("none in %1").arg(placesText(in.regions, d.scopes));
    QString where = h(p.rent->providerId) + QStringLiteral(", ") + placeName(in.regions, p.rent->regionId);
    if (p.scope > 0)
        where +=
            QStringLiteral(" (") +
            tr("none in %1").arg(placesText(in.regions, {d.scopes.begin(), d.scopes.begin() + p.scope})) +
            QStringLiteral(")");
    QString text = priceText(*p.rent) + QStringLiteral("<br>") + where + QStringLiteral(", ") +
                   dateText(p.rent->effectiveDate) + QLatin1Char(' ') + cite.cite(*p.rent);
    if (!p.converted)
        text += QStringLiteral("<br>") + tr("no stored rate into %1").arg(h(d.currency));
    // The market's cheapest comparable offer where it beats the one used (issue 31, item 6).
    if (i < s.cmp.chosen.size()) {
        const core::ScenarioPrices& chosen = s.cmp.chosen[i];
        if (chosen.marketRent && chosen.market)
            text += QStringLiteral("<br>") + tr("cheapest in %1: %2 (%3, %4) %5")
                                                 .arg(regionName(*chosen.market).toHtmlEscaped(),
                                                      priceText(*chosen.marketRent),
                                                      h(chosen.marketRent->providerId),
                                                      placeName(in.regions, chosen.marketRent->regionId),
                                                      cite.cite(*chosen.marketRent));
    }
    return text;
}

QString costTable(const Summary& s) {
    const ReportInputs& in = s.in;
    const ComparisonData& cmp = s.cmp;
    const ReportDecision& d = s.d;
    std::vector<QStringList> rows;
    std::vector<std::string> listed;
    auto timeCell = [&](double seconds) {
        const core::OwnershipAssumptions a;
        return s.training() ? nowrap(durationText(seconds)) + QStringLiteral("<br>") +
                                  nowrap(tr("%1 to %2")
                                             .arg(durationText(seconds / a.efficiencyHigh),
                                                  durationText(seconds / a.efficiencyLow)))
                            : nowrap(tr("%1 a request").arg(durationText(seconds)));
    };
    if (d.recommendation)
        for (const core::RecommendOption& o : d.recommendation->options) {
            listed.push_back(o.gpuId);
            const std::size_t i = s.index(o.gpuId);
            if (o.gpus == 0) {
                rows.push_back({s.name(o.gpuId), QStringLiteral("—"), QStringLiteral("—"),
                                QStringLiteral("—"), priceUsed(s, i)});
                continue;
            }
            const auto [low, high] = s.range(o);
            QString card = s.name(o.gpuId);
            if (&o == &d.recommendation->options.front() && o.feasible)
                card = QStringLiteral("<b>%1</b><br>").arg(card) + tr("recommended");
            // Cheaper perhaps, but it misses the deadline or the budget: said where its cost is.
            if (in.scenario.deadlineHours > 0 && s.training() &&
                o.wallSeconds > in.scenario.deadlineHours * 3600)
                card += QStringLiteral("<br>") + tr("past the deadline");
            if (in.scenario.budget > 0 && o.cost > in.scenario.budget)
                card += QStringLiteral("<br>") + tr("over the budget");
            rows.push_back(
                {card, nowrap(tr("%1 × %2").arg(numberText(o.gpus), precisionText(o.precision))),
                 timeCell(s.training() ? o.wallSeconds : cmp.estimates[i].wallSeconds),
                 s.cost(o.cost) + QStringLiteral("<br>") + s.cost(low) + QStringLiteral(" – ") + s.cost(high),
                 priceUsed(s, i)});
        }
    for (std::size_t i = 0; i < in.gpuIds.size(); ++i) {
        if (std::find(listed.begin(), listed.end(), in.gpuIds[i]) != listed.end())
            continue;
        const core::ScenarioEstimate& e = cmp.estimates[i];
        // The comparison runs an FP8 or FP4 scenario in what the card has (costedPrecision).
        const std::string costedIn = costedPrecision(in.scenario, in.catalog->gpu(in.gpuIds[i]));
        rows.push_back({s.name(in.gpuIds[i]),
                        e.ok ? nowrap(tr("%1 × %2").arg(numberText(e.gpus), precisionText(costedIn)))
                             : QStringLiteral("—"),
                        e.ok ? timeCell(e.wallSeconds) : h(e.problem), tr("no rent price"), priceUsed(s, i)});
    }
    const QString rent = s.training() ? tr("Rent of the job, low – high") : tr("Rent a month, low – high");
    return table({tr("Card"), tr("Cards"), tr("Time"), rent, tr("Price used")}, rows);
}

} // namespace

QString summaryHtml(const ReportInputs& in, const ComparisonData& cmp, const ReportDecision& d,
                    Citations& cite) {
    const Summary s{in, cmp, d, cite};
    QStringList names;
    for (const std::string& id : in.gpuIds)
        names << s.name(id);
    QString html = QStringLiteral("<h1>%1</h1>").arg(tr("GPU comparison for approval"));
    html += QStringLiteral("<p><b>%1</b> %2 &nbsp; <b>%3</b> %4 &nbsp; <b>%5</b> %6</p>")
                .arg(tr("Date:"), QLocale().toString(in.date, QLocale::LongFormat), tr("Prepared by:"),
                     in.preparedBy.isEmpty() ? QStringLiteral("____________") : in.preparedBy.toHtmlEscaped(),
                     tr("Approved by:"), QStringLiteral("____________"));
    const core::Scenario& sc = in.scenario;
    const QString count = sc.gpus == 1  ? tr("1 card")
                          : sc.gpus > 0 ? tr("%1 cards").arg(sc.gpus)
                                        : tr("as many cards as each needs");
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Scenario <b>%1</b>: %2 of %3, %4 in %5; prices for %6 in %7; cards compared: %8.")
                         .arg(h(sc.name), ScenarioTableModel::kindText(sc.kind), work(s), count,
                              precisionText(sc.precision), placeName(in.regions, in.regionId), h(d.currency),
                              names.join(tr(", "))));
    html += QStringLiteral("<h2>%1</h2><p><b>%2</b></p>").arg(tr("Recommendation"), headline(s));
    html += checklist(s);
    html += QStringLiteral("<h2>%1</h2>").arg(tr("Cost in %1").arg(h(d.currency)));
    html += costTable(s);
    QString notes = tr("Ranges: each price's own low and high%1. Each card's price is its cheapest "
                       "on-demand, reserved or "
                       "monthly one in the nearest of %2 that has one; [n] is its row in the Sources table.")
                        .arg(core::isRlKind(in.scenario.kind)
                                 ? tr(" and the RL estimate's ±%1%").arg(rlRangePercentText())
                             : s.training() ? tr(" and the calibrated efficiency ±15%")
                                            : QString(),
                             placesText(in.regions, d.scopes));
    if (!cmp.converted.empty()) {
        std::vector<std::string> currencies = cmp.converted;
        currencies.push_back(d.currency);
        notes +=
            QLatin1Char(' ') + tr("Converted at the stored rates: %1.").arg(ratesUsed(in, currencies, cite));
    }
    const QString missing = missingPrices(in, d);
    if (!missing.isEmpty())
        notes += QLatin1Char(' ') + missing;
    return html + QStringLiteral("<p><small>%1</small></p>").arg(notes);
}

QString priceNote(const ReportInputs& in, const ReportDecision& d, Citations& cite) {
    QStringList parts;
    for (std::size_t i = 0; i < in.gpuIds.size() && i < d.prices.size(); ++i)
        if (const CardPrice& p = d.prices[i]; p.rent)
            parts << tr("%1: %2, %3, %4, %5 %6")
                         .arg(h(in.catalog->gpu(in.gpuIds[i])->name), priceText(*p.rent),
                              h(p.rent->providerId), placeName(in.regions, p.rent->regionId),
                              dateText(p.rent->effectiveDate), cite.cite(*p.rent));
    QString note = parts.isEmpty() ? QString() : tr("Prices: %1.").arg(parts.join(QStringLiteral("; ")));
    const QString missing = missingPrices(in, d);
    return missing.isEmpty() ? note : note + QLatin1Char(' ') + missing;
}

QString missingPrices(const ReportInputs& in, const ReportDecision& d) {
    QStringList cards;
    for (std::size_t i = 0; i < in.gpuIds.size() && i < d.prices.size(); ++i)
        if (!d.prices[i].rent)
            cards << h(in.catalog->gpu(in.gpuIds[i])->name);
    if (cards.isEmpty())
        return {};
    return tr("Missing: a rent price for %1 in %2 (none is stored there): add one in the Prices tab or with "
              "gpuplan price set, and the card is ranked.")
        .arg(cards.join(tr(", ")), placesText(in.regions, d.scopes));
}

} // namespace gpuplan::ui
