// The details panel's rent by region (issue 34's cost by region): a training or RL row's job at the rent of
// every region that prices its card, from core::rentsByRegion.
#include "qt_text.h"
#include "scenarios/details_table.h"
#include "scenarios/scenario_details.h"

namespace gpuplan::ui {

using details::Table;

QString rentsByRegionHtml(const std::vector<core::RegionRent>& byRegion, const ScenarioRow& row) {
    if (byRegion.empty() || !(row.estimate.gpuHours > 0))
        return {};
    constexpr std::size_t kShown = 12;
    const QString currency = QString::fromStdString(row.cost.currency.empty() ? "USD" : row.cost.currency);
    Table t;
    t.note(tr("<b>region</b>"), tr("<b>per GPU-hour</b>"), tr("<b>rent of the job</b>"));
    for (std::size_t i = 0; i < byRegion.size() && i < kShown; ++i) {
        const core::RegionRent& r = byRegion[i];
        const QString own = QString::fromStdString(r.rent.amount.currency());
        QString rent = moneyText(r.cost.toDouble(), own);
        if (own != currency && r.converted >= 0)
            rent += QStringLiteral(" (~%1)").arg(moneyText(r.converted, currency));
        QString name = regionName(r.region).toHtmlEscaped();
        if (r.region.id == row.scenario.regionId)
            name = QStringLiteral("<b>%1</b>").arg(name);
        t.note(name, moneyText(r.cost.toDouble() / row.estimate.gpuHours, own), rent);
    }
    QString html =
        details::heading(tr("Rent by region")) +
        QStringLiteral("<p>%1</p>")
            .arg(tr("The same job at the cheapest on-demand, reserved or monthly rent of the card in "
                    "each region that has one, cheapest first; the scenario's region in bold."));
    if (row.estimate.generationCard) // each pool at its card's rent: a region is listed where both have one
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Each pool at its own card's rent (the nearest stored one): listed where both "
                            "cards have a rent."));
    html += t.html();
    if (byRegion.size() > kShown)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("%1 more regions price the card.").arg(byRegion.size() - kShown));
    return html;
}

} // namespace gpuplan::ui
