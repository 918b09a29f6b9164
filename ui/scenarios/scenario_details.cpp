#include "scenarios/scenario_details.h"
#include "qt_text.h"
#include "scenarios/details_table.h"
#include "scenarios/scenario_details_rl.h"

#include "display_format.h"
#include "message_text.h"
#include "prices/price_table_model.h"

#include "core/inference/inference_estimator.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace gpuplan::ui {
namespace {

using details::heading;
using details::percent;
using details::Table;

QString escaped(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

QString escaped(const core::Message& m) {
    return messageText(m).toHtmlEscaped();
}

// What stopped the batch from growing, in the user's language.
QString batchLimitText(core::BatchLimit limit) {
    switch (limit) {
    case core::BatchLimit::Given:
        return tr("given");
    case core::BatchLimit::Memory:
        return tr("memory");
    case core::BatchLimit::Ttft:
        return tr("time to first token limit");
    case core::BatchLimit::Tpot:
        return tr("time per output token limit");
    case core::BatchLimit::Requests:
        return tr("requests");
    }
    return {};
}

QString trainingTime(const core::ScenarioEstimate& e, const core::ScenarioCost& c) {
    const core::StepBreakdown& s = e.train.step;
    Table t;
    details::addRunRows(t, e.wallSeconds, c.hoursRange.low, c.hoursRange.high, e.gpuHours);
    t.row(tr("Tokens per second"), numberText(e.tokensPerSecond));
    t.row(tr("MFU"), numberText(e.mfu * 100, 1) + QLatin1Char('%'));
    t.row(tr("<b>One step</b>"), durationText(s.total()));
    const std::pair<const char*, double> parts[] = {
        {QT_TRANSLATE_NOOP("gpuplan::ui", "matrix compute"), s.compute},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "memory-bound work"), s.memoryBound},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "tensor-parallel communication"), s.tensorComm},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "pipeline communication"), s.pipelineComm},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "data-parallel communication"), s.dataComm},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "context-parallel K/V exchange"), s.contextComm},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "expert all-to-all"), s.expertComm},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "ZeRO-Offload (PCIe and host Adam)"), s.offload},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "pipeline bubble"), s.bubble},
        {QT_TRANSLATE_NOOP("gpuplan::ui", "fixed overhead"), s.overhead}};
    for (const auto& [name, seconds] : parts)
        if (seconds > 0)
            t.row(QStringLiteral("&nbsp;&nbsp;") + tr(name), durationText(seconds),
                  percent(seconds, s.total()));
    return heading(tr("Time")) + t.html();
}

// `underLoad`: a row sized for traffic, whose latencies are the load's 90th percentiles, not one batch's.
QString servingTime(const core::ScenarioEstimate& e, bool underLoad) {
    const core::InferenceEstimate& s = e.serve;
    Table t;
    t.row(underLoad ? tr("Time to first token, p90 under the load") : tr("Time to first token"),
          durationText(s.ttftSeconds));
    t.row(underLoad ? tr("Time per output token, p90 under the load") : tr("Time per output token"),
          durationText(s.tpotSeconds));
    t.row(underLoad ? tr("One request, p90 under the load") : tr("One request"),
          durationText(s.requestSeconds));
    t.row(tr("Output tokens per second"), numberText(e.tokensPerSecond));
    t.row(tr("Batch per replica"),
          tr("%1 (at most %2; limited by %3)").arg(s.batch).arg(s.maxBatch).arg(batchLimitText(s.limitedBy)));
    t.row(tr("Decode"), s.decodeMemoryBound ? tr("memory-bound") : tr("compute-bound"));
    return heading(tr("Time")) + t.html();
}

QString memory(const core::ScenarioEstimate& e) {
    Table t;
    const double total = e.memoryPerGpu;
    if (e.training) {
        const core::MemoryBreakdown& m = e.train.memory;
        t.row(tr("weights"), gigabytesText(m.weights), percent(m.weights, total));
        t.row(tr("gradients"), gigabytesText(m.gradients), percent(m.gradients, total));
        t.row(tr("optimizer state"), gigabytesText(m.optimizer), percent(m.optimizer, total));
        t.row(tr("activations"), gigabytesText(m.activations), percent(m.activations, total));
        t.row(tr("framework overhead"), gigabytesText(m.overhead), percent(m.overhead, total));
    } else {
        const core::InferenceMemory& m = e.serve.memory;
        t.row(tr("weights"), gigabytesText(m.weights), percent(m.weights, total));
        t.row(tr("KV cache"), gigabytesText(m.kvCache), percent(m.kvCache, total));
        t.row(tr("framework overhead"), gigabytesText(m.overhead), percent(m.overhead, total));
    }
    t.row(tr("<b>total</b>"), gigabytesText(total), tr("of %1").arg(gigabytesText(e.memoryCapacity)));
    return heading(tr("Memory per GPU")) + t.html();
}

// `gpusPerNode`: the card's node; a purchase of more GPUs than a node (an NVL72's 72 on trays of 4) is a
// rack.
QString priceLine(const core::PriceRecord& p, int gpusPerNode = 0) {
    const bool rack = p.unit == core::PriceUnit::OneOff && gpusPerNode > 0 && p.gpusPerMachine > gpusPerNode;
    return tr("%1 per %2 (%3, %4, %5; source: %6)")
        .arg(moneyText(p.amount.toDouble(), escaped(p.amount.currency())),
             rack ? tr("rack of %1 GPUs (one-off)").arg(p.gpusPerMachine) : PriceTableModel::unitText(p.unit),
             p.indicative ? tr("%1, indicative").arg(PriceTableModel::kindText(p.kind))
                          : PriceTableModel::kindText(p.kind),
             escaped(p.providerId), p.effectiveDate.empty() ? tr("undated") : escaped(p.effectiveDate),
             escaped(p.source));
}

// The market's cheapest comparable rent where it beats the price used (issue 31): a buyer in US East sees
// that the United States has the card cheaper elsewhere.
QString marketLine(const ScenarioRow& r) {
    const auto& m = r.prices.marketRent;
    if (!m || !r.prices.market)
        return {};
    return QStringLiteral("<p>%1</p>")
        .arg(tr("Cheapest comparable offer in %1: %2 in %3")
                 .arg(regionName(*r.prices.market), priceLine(*m), escaped(m->regionId)));
}

// The tariff owning used, and the rates of the conversions it made, each with its date and source.
QString tariffAndRates(const ScenarioRow& r, const std::vector<core::ExchangeRate>& rates) {
    QString html;
    if (const auto& t = r.prices.tariff)
        html +=
            QStringLiteral("<p>%1</p>")
                .arg(tr("Electricity: %1 %2 per kWh in %3 (%4; source: %5); PUE %6 (source: %7)")
                         .arg(QLocale().toString(*t->electricityPerKwh, 'g', QLocale::FloatingPointShortest),
                              escaped(t->currency), regionName(*t),
                              t->electricity.effectiveDate.empty() ? tr("undated")
                                                                   : escaped(t->electricity.effectiveDate),
                              escaped(t->electricity.source), QLocale().toString(t->pue, 'g', 3),
                              escaped(t->pueSource.source)));
    // A conversion goes through USD: the rates of both currencies apply.
    std::vector<std::string> used = r.cost.converted;
    if (!used.empty())
        used.push_back(r.cost.ownership.total.currency());
    for (const core::ExchangeRate& rate : rates)
        if (std::find(used.begin(), used.end(), rate.currency) != used.end())
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("Converted at 1 %1 = %2 USD (%3; source: %4)")
                                 .arg(escaped(rate.currency), QLocale().toString(rate.usdPerUnit, 'g', 6),
                                      escaped(rate.effectiveDate), escaped(rate.source)));
    return html;
}

QString costs(const ScenarioRow& r, const std::vector<core::ExchangeRate>& rates) {
    const core::ScenarioCost& c = r.cost;
    const core::ScenarioEstimate& e = r.estimate;
    const QString cur = escaped(c.currency);
    QString html = heading(tr("Rent"));
    if (!c.rentKnown) {
        html += QStringLiteral("<p>%1</p>").arg(escaped(c.rentProblem));
    } else {
        if (const auto& g = e.generationCard; g && r.prices.generationRent) // each pool at its card's rent
            html += QStringLiteral("<p>%1<br>%2</p>")
                        .arg(tr("Training pool's price (%1 × %2): %3")
                                 .arg(numberText(e.gpus - g->gpus), escaped(e.gpuName),
                                      priceLine(*r.prices.rent)),
                             tr("Generation pool's price (%1 × %2): %3")
                                 .arg(numberText(g->gpus), escaped(g->gpuName),
                                      priceLine(*r.prices.generationRent)));
        else
            html += QStringLiteral("<p>%1</p>").arg(tr("Price: %1").arg(priceLine(*r.prices.rent)));
        html += marketLine(r);
        Table t;
        t.row(e.training ? tr("Rent of the job") : tr("Rent per month"), moneyText(c.rent.toDouble(), cur));
        t.row(tr("&nbsp;&nbsp;range"),
              tr("%1 to %2").arg(moneyText(c.rentRange.low, cur), moneyText(c.rentRange.high, cur)));
        t.row(tr("Per GPU-hour"), moneyText(c.rentPerGpuHour, cur));
        t.row(e.training ? tr("Per million tokens trained") : tr("Per million output tokens"),
              moneyText(c.costPerMillionTokens, cur));
        if (r.scenario.budget > 0)
            t.row(tr("Budget"), moneyText(r.scenario.budget, cur),
                  c.overBudget ? tr("exceeded") : tr("within"));
        html += t.html();
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("What moves the rent most"));
        for (const core::Sensitivity& s : c.sensitivity)
            html += QStringLiteral("<li>%1: %2</li>")
                        .arg(escaped(s.name),
                             tr("%1 to %2").arg(moneyText(s.atLow, cur), moneyText(s.atHigh, cur)));
        html += QStringLiteral("</ul>");
    }
    html += heading(tr("Buy (three years)"));
    if (!c.buyKnown)
        return html + QStringLiteral("<p>%1</p>").arg(escaped(c.buyProblem));
    const core::OwnershipCost& o = c.ownership;
    const QString own = escaped(o.total.currency());
    if (const auto& g = e.generationCard; g && r.prices.generationPurchase)
        html +=
            QStringLiteral("<p>%1<br>%2</p>")
                .arg(tr("Training pool's purchase (%1): %2")
                         .arg(escaped(e.gpuName), priceLine(*r.prices.purchase, e.gpusPerNode)),
                     tr("Generation pool's purchase (%1): %2")
                         .arg(escaped(g->gpuName), priceLine(*r.prices.generationPurchase, g->systemGpus)));
    else
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Purchase: %1").arg(priceLine(*r.prices.purchase, e.gpusPerNode)));
    html += tariffAndRates(r, rates);
    Table t;
    // A price for a whole NVL72 rack buys racks: a count that fills part of one still buys all of it.
    const int perUnit = r.prices.purchase->gpusPerMachine;
    if (e.generationCard)
        t.row(tr("Servers"), numberText(o.servers), tr("both pools together"));
    else if (perUnit > e.gpusPerNode)
        t.row(tr("Racks"), numberText(o.servers),
              tr("%1 GPUs a rack, bought whole for %2 GPUs").arg(perUnit).arg(e.gpus));
    else
        t.row(tr("Servers"), numberText(o.servers));
    t.row(tr("Hardware"), moneyText(o.capex.toDouble(), own));
    t.row(tr("IT power"), tr("%1 kW").arg(numberText(o.itKw, 1)),
          e.hostWattsPerGpu >= 0
              ? tr("GPUs at 70% of the time, the rest of the rack always on (%1 kW per rack "
                   "of %2, the catalog's)")
                    .arg(numberText((e.hostWattsPerGpu + e.gpuWatts) * e.systemGpus / 1000, 0))
                    .arg(e.systemGpus)
              : tr("GPUs at 70% of the time, 1.3 kW per server for the rest (assumed)"));
    t.row(tr("Energy"), moneyText(o.energy.toDouble(), own), tr("%1 kWh").arg(numberText(o.energyKwh)));
    // A residual is subtracted from the total; none (the default) is shown as 0, not "−0.00".
    const double residual = o.residual.toDouble();
    t.row(tr("Residual value"), (residual != 0 ? QStringLiteral("−") : QString()) + moneyText(residual, own));
    t.row(tr("<b>Total</b>"), moneyText(o.total.toDouble(), own));
    t.row(tr("Per GPU-hour used"), moneyText(o.perGpuHour, own));
    if (e.training)
        t.row(tr("This job's share"), moneyText(c.buyJobShare, own));
    if (c.breakEven)
        t.row(tr("Break-even against renting"),
              c.breakEven->reached ? tr("after %1 months").arg(numberText(c.breakEven->months, 1))
                                   : tr("never: renting costs less than running owned cards"));
    return html + t.html();
}

// One stored API against a traffic row: its prices, its cost of the row's requests, the break-even load.
QString apiParagraph(const core::ScenarioApiComparison& a, const core::ScenarioServingCost& c,
                     int outputTokens) {
    const QString cur = escaped(c.currency);
    const core::ApiPriceRecord& p = a.api;
    QString html =
        QStringLiteral("<p><b>%1</b>: %2 %3<br>")
            .arg(escaped(p.label()),
                 tr("%1 per million input / cached / output tokens").arg(escaped(core::apiPriceFigures(p))),
                 tr("(%1; source: %2)")
                     .arg(p.effectiveDate.empty() ? tr("undated") : escaped(p.effectiveDate),
                          escaped(p.source)));
    html += tr("This load through the API: %1 an hour; renting the deployment costs %2 times that.")
                .arg(moneyText(a.apiCostPerHour, cur), numberText(c.rentPerHour / a.apiCostPerHour, 2));
    html += QStringLiteral("<br>");
    if (!a.problem.empty())
        html += tr("No break-even load: %1").arg(escaped(a.problem));
    else if (a.breakEven.found)
        html += tr("Renting costs less than this API from about %1 requests/s (%2 output tokens/s), on %3.")
                    .arg(QLocale().toString(a.breakEven.requestsPerSecond, 'g', 3),
                         numberText(a.breakEven.requestsPerSecond * outputTokens),
                         escaped(a.breakEven.deployment));
    else
        html += tr("Renting costs more than this API at every load up to 10,000 requests/s.");
    return html + QStringLiteral("</p>");
}

} // namespace

QString scenarioDetailsHtml(const ScenarioRow& r, const QString& kindText, const QString& regionText,
                            const std::vector<core::ExchangeRate>& rates,
                            const core::ScenarioServingCost* serving,
                            const std::vector<core::RegionRent>& byRegion) {
    const core::Scenario& s = r.scenario;
    const core::ScenarioEstimate& e = r.estimate;
    // A derived shape is named by its size (core's name for it is English).
    const QString model = s.modelId.empty() ? tr("%1 (shape derived)").arg(countText(s.params))
                                            : escaped(e.modelName.empty() ? s.modelId : e.modelName);
    const QString card = escaped(e.gpuName.empty() ? s.gpuId : e.gpuName);
    const QString precision = QString::fromStdString(s.precision).toUpper();
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p>")
                       .arg(escaped(s.name),
                            e.generationCard // two card types: each pool's
                                ? tr("%1 of %2 on %3 x %4 (training) and %5 x %6 (generation) in %7, %8")
                                      .arg(kindText, model)
                                      .arg(e.gpus - e.generationCard->gpus)
                                      .arg(card)
                                      .arg(e.generationCard->gpus)
                                      .arg(escaped(e.generationCard->gpuName), regionText, precision)
                                : tr("%1 of %2 on %3 x %4 in %5, %6")
                                      .arg(kindText, model)
                                      .arg(e.ok ? e.gpus : s.gpus)
                                      .arg(card, regionText, precision));
    if (!e.ok)
        return html + QStringLiteral("<p style='color:#b00000'><b>%1</b> %2</p>")
                          .arg(tr("No estimate:"), escaped(e.problem));
    html += QStringLiteral("<p>%1 <tt>%2</tt></p>").arg(tr("Plan:"), escaped(e.plan));
    if (!e.warnings.empty()) {
        html += QStringLiteral("<ul style='color:#8a5a00'>");
        for (const core::Message& w : e.warnings)
            html += QStringLiteral("<li>%1</li>").arg(escaped(w));
        html += QStringLiteral("</ul>");
    }
    if (!e.notes.empty()) {
        html += QStringLiteral("<ul style='color:#505050'>");
        for (const core::Message& n : e.notes)
            html += QStringLiteral("<li>%1</li>").arg(escaped(n));
        html += QStringLiteral("</ul>");
    }
    if (e.rl)
        html += rlDetailsHtml(e, r.cost);
    else
        html += (e.training ? trainingTime(e, r.cost)
                            : servingTime(e, r.scenario.kind == core::ScenarioKind::Inference &&
                                                 r.scenario.traffic.set())) +
                memory(e);
    html += costs(r, rates);
    if (serving)
        html += servingEconomicsHtml(*serving, s);
    html += rentsByRegionHtml(byRegion, r);
    return html;
}

QString servingEconomicsHtml(const core::ScenarioServingCost& c, const core::Scenario& s) {
    if (!c.known)
        return {};
    const QString cur = escaped(c.currency);
    Table t;
    if (s.traffic.users > 0) // closed loop: the rate is an outcome, not an input
        t.note(tr("Requests per second"), QLocale().toString(c.requestsPerSecond, 'g', 3),
               tr("what %1 users send at these latencies").arg(numberText(s.traffic.users)));
    t.note(tr("Rent per hour"), moneyText(c.rentPerHour, cur));
    t.note(tr("Per million prompt tokens computed"), moneyText(c.inputPerMillion, cur),
           tr("those not found in the prefix cache"));
    t.note(tr("Per million output tokens"), moneyText(c.outputPerMillion, cur));
    if (c.power.known) {
        t.note(tr("Power"), tr("%1 kW").arg(numberText(c.power.facilityKw, 1)),
               tr("%1 kW of GPUs at board power and their hosts, PUE %2")
                   .arg(numberText(c.power.itKw, 1), QLocale().toString(c.power.pue, 'g', 3)));
        t.note(tr("Output tokens per MWh"),
               tr("%1 million").arg(numberText(c.power.outputTokensPerMwh / 1e6, 1)));
    }
    if (c.ownPerHour > 0) {
        t.note(tr("Owning the cards, per hour"), moneyText(c.ownPerHour, cur),
               c.owningBreakEvenShare < 1
                   ? tr("less than renting when they are busy more than %1% of the time")
                         .arg(numberText(100 * c.owningBreakEvenShare, 0))
                   : tr("more than renting them around the clock"));
        const double from = c.owningBreakEvenRequestsPerSecond;
        if (c.owningCheaperAtEveryLoad)
            t.note(tr("Owning beats renting from"), tr("any load"),
                   tr("renting even the smallest deployment costs more an hour than owning these cards"));
        else if (from > 0)
            t.note(tr("Owning beats renting from"), tr("%1 requests/s").arg(QLocale().toString(from, 'g', 3)),
                   tr("on average; below it, renting only the deployment each load needs costs less"));
        else
            t.note(tr("Owning beats renting from"), tr("no load"),
                   tr("renting only the deployment each load needs costs less up to this load"));
    }
    QString html = heading(tr("Serving economics")) + t.html() + heading(tr("Against the APIs"));
    if (c.apis.empty() && c.skipped.empty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("No stored API price serves this model: add one on the API prices tab to see the "
                            "load from which renting costs less."));
    for (const core::ScenarioApiComparison& a : c.apis)
        html += apiParagraph(a, c, s.outputTokens);
    for (const std::string& skipped : c.skipped)
        html +=
            QStringLiteral("<p style='color:#505050'>%1</p>").arg(tr("Left out: %1").arg(escaped(skipped)));
    return html;
}

} // namespace gpuplan::ui
