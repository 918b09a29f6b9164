// The report's pages after the first: every figure comes from core (the comparison rows, the
// scenario's estimate and cost on each card, the stored prices), formatted for the locale; every price
// and rate shown carries its date and a citation into the Sources table.
#include "compare/comparison_model.h"
#include "display_format.h"
#include "prices/price_table_model.h"
#include "qt_text.h"
#include "report/report_document.h"
#include "report/report_html.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <map>

namespace gpuplan::ui {
QString bodyHtml(const ReportInputs& in, const ComparisonData& cmp, Citations& cite) {
    const core::Catalog& cat = *in.catalog;
    std::vector<QString> names;
    for (const std::string& id : in.gpuIds)
        names.push_back(QString::fromStdString(cat.gpu(id)->name));
    QString html;

    // Specs side by side, ratios to the first card.
    ComparisonModel titles;
    titles.setComparison(cmp, names, 0);
    QStringList header{tr("Figure")};
    for (std::size_t i = 0; i < names.size(); ++i)
        header << (i == 0 ? tr("%1 (baseline)").arg(names[i]) : names[i]);
    std::vector<QStringList> specRows;
    for (int r = 0; r < titles.rowCount(); ++r) {
        QStringList cells{titles.index(r, 0).data().toString().toHtmlEscaped()};
        // The rent row shows prices: each carries its citation (source and date in the Sources table).
        const bool rentRow =
            static_cast<std::size_t>(r) < cmp.rows.size() && cmp.rows[std::size_t(r)].key == "price";
        for (int c = 1; c < titles.columnCount(); ++c) {
            QString v = titles.index(r, c).data().toString().toHtmlEscaped();
            if (titles.index(r, c).data(Qt::FontRole).isValid())
                v = QStringLiteral("<b>%1</b>").arg(v); // the better value
            const std::size_t card = static_cast<std::size_t>(c - 1);
            if (rentRow && card < cmp.chosen.size() && cmp.chosen[card].rent &&
                cmp.rows[std::size_t(r)].values[card])
                v += QLatin1Char(' ') + cite.cite(*cmp.chosen[card].rent);
            cells << v;
        }
        specRows.push_back(cells);
    }
    html += QStringLiteral("<h2>%1</h2><p>%2</p>")
                .arg(tr("Specifications, prices and the scenario on each card"),
                     tr("Ratios are against the baseline; the better value of each row is in bold."));
    html += table(header, specRows);

    // Workload results per card.
    std::vector<QStringList> results;
    for (std::size_t i = 0; i < cmp.estimates.size(); ++i) {
        const core::ScenarioEstimate& e = cmp.estimates[i];
        if (!e.ok) {
            results.push_back(
                {names[i], QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"), h(e.problem)});
            continue;
        }
        // The plan breaks between its settings, never inside one ("重计算=" / "无").
        QStringList plan = h(e.plan).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (QString& setting : plan) { // word joiners (U+2060): Chinese text breaks between any two
            QString joined;             // characters, so nobr alone does not hold it together
            for (const QChar c : setting)
                joined += (joined.isEmpty() ? QString() : QStringLiteral("\u2060")) + c;
            setting = nowrap(joined);
        }
        results.push_back(
            {names[i],
             e.training ? durationText(e.wallSeconds) : tr("%1 a request").arg(durationText(e.wallSeconds)),
             numberText(e.gpuHours), plan.join(QLatin1Char(' ')),
             tr("%1 of %2").arg(gigabytesText(e.memoryPerGpu), gigabytesText(e.memoryCapacity))});
    }
    html += QStringLiteral("<h2>%1</h2>").arg(tr("Workload results"));
    html += table({tr("Card"), tr("Time"), tr("GPU-hours"), tr("Plan"), tr("Memory per GPU")}, results);

    // Costs: the rent prices that apply in the chosen region (its own, its cloud regions', then its
    // country's or worldwide ones), then each card's cheapest non-spot price in up to three other
    // regions (a full listing of a cloud catalog runs to pages).
    std::vector<QStringList> rents;
    auto perGpuHour = [](const core::PriceRecord& p) { return p.rent().perGpuHour(); };
    auto addRent = [&](const core::PriceRecord& p) {
        QString kind = PriceTableModel::kindText(p.kind);
        if (p.indicative)
            kind += QStringLiteral(", ") + tr("indicative");
        rents.push_back({placeName(in.regions, p.regionId), h(p.providerId), kind, priceText(p),
                         // A single quote has no spread: its range says nothing the price does not.
                         p.low && p.high && !(*p.low == *p.high)
                             ? money(p.low->toDouble(), p.amount.currency()) + QStringLiteral(" – ") +
                                   money(p.high->toDouble(), p.amount.currency())
                             : QString(),
                         dateText(p.effectiveDate), cite.cite(p)});
    };
    const auto scopes = core::priceScopes(in.regions, in.regionId);
    auto scopeOf = [&](const std::string& regionId) {
        for (std::size_t i = 0; i < scopes.size(); ++i)
            if (std::find(scopes[i].begin(), scopes[i].end(), regionId) != scopes[i].end())
                return static_cast<int>(i);
        return -1;
    };
    for (const std::string& id : in.gpuIds) {
        std::vector<const core::PriceRecord*> here;
        std::map<std::string, const core::PriceRecord*>
            elsewhere; // cheapest per other region, one currency each
        for (const core::PriceRecord& p : in.prices) {
            if (p.gpuId != id || p.kind == core::PriceKind::Purchase)
                continue;
            if (scopeOf(p.regionId) >= 0) {
                here.push_back(&p);
            } else if (p.kind != core::PriceKind::Spot) {
                const core::PriceRecord*& best = elsewhere[p.regionId];
                if (!best ||
                    (best->amount.currency() == p.amount.currency() && perGpuHour(p) < perGpuHour(*best)))
                    best = &p;
            }
        }
        // Nearest scope first, cheapest first within it; at most six (a metro can hold many clouds).
        std::stable_sort(
            here.begin(), here.end(), [&](const core::PriceRecord* a, const core::PriceRecord* b) {
                const int sa = scopeOf(a->regionId), sb = scopeOf(b->regionId);
                if (sa != sb)
                    return sa < sb;
                return a->amount.currency() == b->amount.currency() && perGpuHour(*a) < perGpuHour(*b);
            });
        const QString name = h(cat.gpu(id)->name);
        rents.push_back(
            {here.empty() && elsewhere.empty() ? tr("%1: no rent price stored").arg(name) : name});
        for (std::size_t i = 0; i < here.size() && i < 6; ++i)
            addRent(*here[i]);
        std::vector<const core::PriceRecord*> others;
        for (const auto& [otherRegion, p] : elsewhere)
            others.push_back(p);
        std::sort(others.begin(), others.end(), [&](const core::PriceRecord* a, const core::PriceRecord* b) {
            return perGpuHour(*a) < perGpuHour(*b);
        });
        for (std::size_t i = 0; i < others.size() && i < 3; ++i)
            addRent(*others[i]);
    }
    html += QStringLiteral("<h2>%1</h2>").arg(tr("Rent by region and provider"));
    html += rents.empty() ? QStringLiteral("<p>%1</p>").arg(tr("No stored rent price for these cards."))
                          : table({tr("Region"), tr("Provider"), tr("Kind"), tr("Price"), tr("Range"),
                                   tr("Date"), tr("Source")},
                                  rents);
    return html + ownershipAndSourcesHtml(in, cmp, cite);
}

} // namespace gpuplan::ui
