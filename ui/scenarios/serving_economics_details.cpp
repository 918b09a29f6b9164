// The details panel's section on a traffic row's economics (issue 32): cost per million tokens by phase,
// power and tokens per MWh, owning against renting, and each stored API that serves the model against the
// rent, with the load from which renting costs less.
#include "scenarios/scenario_details.h"

#include "display_format.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpuplan::ui {
namespace {

QString tr(const char* text, int n = -1) {
    return QCoreApplication::translate("gpuplan::ui", text, nullptr, n);
}

QString u(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

QString row(const QString& label, const QString& value, const QString& note = {}) {
    return QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td></tr>").arg(label, value, note);
}

QString apiParagraph(const core::ScenarioApiComparison& a, const core::ScenarioServingCost& c,
                     int outputTokens) {
    const QString cur = u(c.currency);
    const core::ApiPriceRecord& p = a.api;
    QString html =
        QStringLiteral("<p><b>%1</b>: %2 %3<br>")
            .arg(u(p.label()),
                 tr("%1 per million input / cached / output tokens").arg(u(core::apiPriceFigures(p))),
                 tr("(%1; source: %2)")
                     .arg(p.effectiveDate.empty() ? tr("undated") : u(p.effectiveDate), u(p.source)));
    html += tr("This load through the API: %1 an hour; renting the deployment costs %2 times that.")
                .arg(moneyText(a.apiCostPerHour, cur), numberText(c.rentPerHour / a.apiCostPerHour, 2));
    html += QStringLiteral("<br>");
    if (!a.problem.empty())
        html += tr("No break-even load: %1").arg(u(a.problem));
    else if (a.breakEven.found)
        html += tr("Renting costs less than this API from about %1 requests/s (%2 output tokens/s), on %3.")
                    .arg(QLocale().toString(a.breakEven.requestsPerSecond, 'g', 3),
                         numberText(a.breakEven.requestsPerSecond * outputTokens), u(a.breakEven.deployment));
    else
        html += tr("Renting costs more than this API at every load up to 10,000 requests/s.");
    return html + QStringLiteral("</p>");
}

} // namespace

QString servingEconomicsHtml(const core::ScenarioServingCost& c, const core::Scenario& s) {
    if (!c.known)
        return {};
    const QString cur = u(c.currency);
    QString html =
        QStringLiteral("<h3>%1</h3><table cellspacing=0 cellpadding=2>").arg(tr("Serving economics"));
    html += row(tr("Rent per hour"), moneyText(c.rentPerHour, cur));
    html += row(tr("Per million prompt tokens computed"), moneyText(c.inputPerMillion, cur),
                tr("those not found in the prefix cache"));
    html += row(tr("Per million output tokens"), moneyText(c.outputPerMillion, cur));
    if (c.power.known) {
        html += row(tr("Power"), tr("%1 kW").arg(numberText(c.power.facilityKw, 1)),
                    tr("%1 kW of GPUs at board power and their hosts, PUE %2")
                        .arg(numberText(c.power.itKw, 1), QLocale().toString(c.power.pue, 'g', 3)));
        html += row(tr("Output tokens per MWh"),
                    tr("%1 million").arg(numberText(c.power.outputTokensPerMwh / 1e6, 1)));
    }
    if (c.ownPerHour > 0)
        html += row(tr("Owning the cards, per hour"), moneyText(c.ownPerHour, cur),
                    c.owningBreakEvenShare < 1
                        ? tr("less than renting when they are busy more than %1% of the time")
                              .arg(numberText(100 * c.owningBreakEvenShare, 0))
                        : tr("more than renting them around the clock"));
    if (c.owningCheaperAtEveryLoad)
        html += row(tr("Owning beats renting from"), tr("any load"),
                    tr("renting even the smallest deployment costs more an hour than owning these cards"));
    else if (c.ownPerHour > 0)
        html +=
            row(tr("Owning beats renting from"),
                c.owningBreakEvenRequestsPerSecond > 0
                    ? tr("%1 requests/s").arg(QLocale().toString(c.owningBreakEvenRequestsPerSecond, 'g', 3))
                    : tr("no load"),
                c.owningBreakEvenRequestsPerSecond > 0
                    ? tr("on average; below it, renting only the deployment each load needs costs less")
                    : tr("renting only the deployment each load needs costs less up to this load"));
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h3>%1</h3>").arg(tr("Against the APIs"));
    if (c.apis.empty() && c.skipped.empty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("No stored API price serves this model: add one on the API prices tab to see the "
                            "load from which renting costs less."));
    for (const core::ScenarioApiComparison& a : c.apis)
        html += apiParagraph(a, c, s.outputTokens);
    for (const std::string& skipped : c.skipped)
        html += QStringLiteral("<p style='color:#505050'>%1</p>").arg(tr("Left out: %1").arg(u(skipped)));
    return html;
}

} // namespace gpuplan::ui
