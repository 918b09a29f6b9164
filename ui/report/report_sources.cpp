// The end of the report: the cost of owning, the assumptions, the method, and last the Sources table (each
// GPU's spec source, then every cited price and exchange rate by its number, with its date, source and
// how it was checked, then the electricity tariffs).
#include "compare/comparison_data.h"
#include "display_format.h"
#include "message_text.h"
#include "qt_text.h"
#include "report/report_document.h"
#include "report/report_html.h"
#include "scenarios/scenario_table_model.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace gpuplan::ui {
QString rateText(const core::ExchangeRate& r) {
    return tr("1 %1 = %2 USD (%3)")
        .arg(h(r.currency), QLocale().toString(r.usdPerUnit, 'g', 6), dateText(r.effectiveDate));
}

QString ratesUsed(const ReportInputs& in, const std::vector<std::string>& currencies, Citations& cite) {
    QStringList used;
    for (const core::ExchangeRate& r : in.rateRecords)
        if (r.currency != "USD" &&
            std::find(currencies.begin(), currencies.end(), r.currency) != currencies.end())
            used << rateText(r) + QLatin1Char(' ') + cite.cite(r);
    return used.join(QStringLiteral("; "));
}

QString ownershipAndSourcesHtml(const ReportInputs& in, const ComparisonData& cmp, Citations& cite) {
    const core::Catalog& cat = *in.catalog;
    std::vector<QStringList> owning;
    for (std::size_t i = 0; i < cmp.costs.size(); ++i) {
        const QString name = h(cat.gpu(in.gpuIds[i])->name);
        const core::ScenarioCost& c = cmp.costs[i];
        if (!c.buyKnown) {
            owning.push_back(
                {name, QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"), h(c.buyProblem)});
            continue;
        }
        const std::string cur = c.ownership.total.currency();
        QString hardware = money(c.ownership.capex.toDouble(), cur);
        if (i < cmp.chosen.size() && cmp.chosen[i].purchase) // the server price it scales
            hardware += QLatin1Char(' ') + cite.cite(*cmp.chosen[i].purchase);
        owning.push_back({name, hardware, money(c.ownership.energy.toDouble(), cur),
                          money(c.ownership.total.toDouble(), cur),
                          c.breakEven    ? (c.breakEven->reached
                                                ? tr("after %1 months").arg(numberText(c.breakEven->months, 1))
                                                : tr("never"))
                          : !c.rentKnown ? tr("no rent price to compare")
                                         : h(c.breakEvenProblem)});
    }
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Buying: three-year cost of owning"));
    html += table({tr("Card"), tr("Hardware"), tr("Energy"), tr("Total"), tr("Break-even against renting")},
                  owning);

    html += QStringLiteral("<h2>%1</h2><ul>").arg(tr("Assumptions"));
    for (const char* a : {QT_TRANSLATE_NOOP(
             "gpuplan::ui", "Rent is each card's cheapest on-demand, reserved or monthly price "
                            "that applies in the region (its own or its cloud regions', else "
                            "its country's or worldwide), compared at the stored exchange "
                            "rates; spot prices are not used. Indicative prices are market "
                            "quotes, not list prices.")})
        html += QStringLiteral("<li>%1</li>").arg(tr(a));
    const bool serving = in.scenario.kind == core::ScenarioKind::Inference;
    html +=
        QStringLiteral("<li>%1</li>")
            .arg(serving
                     ? tr("Where the count is chosen for the load, the rent's range takes each card's "
                          "throughput %1% lower or higher: about the calibration's cross-validated error.")
                           .arg(numberText(100 *
                                           (in.scenario.traffic.set()
                                                ? 1 - core::OwnershipAssumptions{}.loadThroughputLow
                                                : 1 - core::OwnershipAssumptions{}.replicaThroughputLow)))
                 : core::isRlKind(in.scenario.kind)
                     ? tr("RL time ranges take each step %1% shorter or longer: about the RL estimate's "
                          "cross-validated error on published steps.")
                           .arg(rlRangePercentText())
                     : tr("Training time ranges assume the calibrated efficiency 15% lower or higher."));
    // An AMD card among those compared serves at its published software's rate (docs/estimation.md 7.5), said
    // as a sentence ("%1." ends in 。 in Chinese).
    for (const core::ScenarioEstimate& e : cmp.estimates) {
        const auto amd = std::find_if(e.notes.begin(), e.notes.end(), [](const core::Message& n) {
            return n.id == core::MessageId::NoteAmdServingSoftware;
        });
        if (amd != e.notes.end()) {
            html += QStringLiteral("<li>%1</li>").arg(tr("%1.").arg(messageText(*amd)).toHtmlEscaped());
            break;
        }
    }
    // Serving works every hour (its rent is a month's), so its cards are owned for every hour too.
    html +=
        QStringLiteral("<li>%1</li><li>%2</li>")
            .arg(tr("Owning: three years, %1% utilization, the cheapest 8-GPU server price that applies in "
                    "the region, the region's electricity price and PUE, 1.3 kW per server for the host, no "
                    "residual value.")
                     .arg(numberText(100 * core::workingShare(in.scenario.kind))),
                 tr("Cards without FP8 run an FP8 scenario in BF16."));
    // FP4 training is not calibrated on any published run (docs/estimation.md, "FP4 training").
    if (in.scenario.precision == "fp4")
        html +=
            QStringLiteral("<li>%1</li>")
                .arg(tr("Cards without FP4 run an FP4 scenario in FP8, or in BF16 without FP8. FP4 is not "
                        "calibrated: its GEMMs take the card's FP8 efficiency."));
    // The scenario's software moves H100 times by a fifth or more (docs/estimation.md, "Frameworks").
    if (in.scenario.kind != core::ScenarioKind::Inference)
        html += QStringLiteral("<li>%1</li>")
                    .arg(tr("Training software: %1; attention kernel: %2.")
                             .arg(ScenarioTableModel::frameworkText(in.scenario.framework).toHtmlEscaped(),
                                  ScenarioTableModel::attentionText(in.scenario.attention).toHtmlEscaped()));
    html += QStringLiteral("</ul>");

    // Every currency a shown price is in, and the report's: the rates that convert them are cited too.
    std::vector<std::string> currencies{cmp.currency};
    for (const Citations::Entry& e : cite.entries())
        if (e.price)
            currencies.push_back(e.price->amount.currency());
    const QString rates = ratesUsed(in, currencies, cite);
    if (!rates.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(tr("Exchange rates used: %1.").arg(rates));

    html +=
        QStringLiteral("<h2>%1</h2><p>%2</p>")
            .arg(
                tr("Method"),
                tr("Training time comes from a per-step model of compute at calibrated efficiency, "
                   "memory-bound "
                   "work and communication for the fastest parallel plan found by search, calibrated against "
                   "published training runs (median error about 5%). Serving throughput comes from a prefill "
                   "and "
                   "decode model calibrated on published serving measurements. Costs are exact in the "
                   "prices' "
                   "currency. Details: docs/estimation.md.") +
                    (core::isRlKind(in.scenario.kind)
                         ? QLatin1Char(' ') +
                               tr("An RL step's rollouts run on the serving model, its log-probabilities and "
                                  "update on the training model's plan, at shares of their speed fitted on "
                                  "published RL steps (cross-validated median error about %1%); the refit "
                                  "moves the weights at the rate published refits reached, and colocated "
                                  "the optimizer states go to host memory and back at the rate measured "
                                  "for NeMo RL's copies.")
                                   .arg(rlRangePercentText())
                         : QString()));

    std::vector<QStringList> sources;
    for (const std::string& id : in.gpuIds) {
        const core::GpuSpec* g = cat.gpu(id);
        sources.push_back({h(g->name), h(g->source), h(g->verification)});
    }
    for (const Citations::Entry& e : cite.entries()) {
        const QString number = QStringLiteral("[%1] ").arg(e.number);
        if (e.rate) {
            sources.push_back({number + tr("Exchange rate: %1").arg(rateText(*e.rate)), h(e.rate->source),
                               h(e.rate->verification)});
            continue;
        }
        const core::PriceRecord& p = *e.price;
        QString how = h(p.verification);
        if (!p.note.empty())
            how += (how.isEmpty() ? QString() : QStringLiteral("<br>")) + h(p.note);
        const char* figure = p.kind == core::PriceKind::Purchase
                                 ? QT_TRANSLATE_NOOP("gpuplan::ui", "Server price of %1 (%2, %3)")
                                 : QT_TRANSLATE_NOOP("gpuplan::ui", "Price of %1 (%2, %3)");
        sources.push_back(
            {number +
                 tr(figure).arg(h(cat.gpu(p.gpuId)->name),
                                placeName(in.regions, p.regionId) + QStringLiteral(", ") + h(p.providerId),
                                dateText(p.effectiveDate)),
             h(p.source) + (p.sourceUrl.empty() ? QString() : QStringLiteral("<br>") + h(p.sourceUrl)), how});
    }
    // The electricity prices and PUE the cost of owning used, with their dates.
    std::vector<std::string> tariffs;
    for (const core::ScenarioPrices& chosen : cmp.chosen) {
        if (!chosen.tariff || std::find(tariffs.begin(), tariffs.end(), chosen.tariff->id) != tariffs.end())
            continue;
        const core::Region& t = *chosen.tariff;
        tariffs.push_back(t.id);
        sources.push_back(
            {tr("Electricity in %1: %2 %3 per kWh (%4); PUE %5")
                 .arg(placeName(in.regions, t.id),
                      QLocale().toString(*t.electricityPerKwh, 'g', QLocale::FloatingPointShortest),
                      h(t.currency), dateText(t.electricity.effectiveDate), numberText(t.pue, 2)),
             h(t.electricity.source) + QStringLiteral("<br>") + h(t.pueSource.source),
             h(t.electricity.verification)});
    }
    html += QStringLiteral("<h2>%1</h2>").arg(tr("Sources"));
    html += table({tr("Figure"), tr("Source"), tr("Verification or note")}, sources);
    return html;
}

} // namespace gpuplan::ui
