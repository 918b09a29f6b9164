// The report's text: every figure comes from core (the comparison rows, the scenario's estimate and
// cost on each card, the stored prices), formatted for the locale.
#include "compare/comparison_model.h"
#include "display_format.h"
#include "prices/price_table_model.h"
#include "report/report_document.h"
#include "scenarios/scenario_table_model.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <map>

namespace gpuplan::ui {
namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("gpuplan::ui", text);
}

QString h(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

// Core's sentences in the report stay in core's English for now: the Chinese golden report
// (tests/golden/report_zh_CN.txt) pins them; ui::messageText() translates them once it is updated.
QString h(const core::Message& m) {
    return QString::fromStdString(core::englishText(m)).toHtmlEscaped();
}

QString table(const QStringList& header, const std::vector<QStringList>& rows) {
    // One header row, repeated by the layout when the table continues on a new page.
    QString html = QStringLiteral("<table border=1 cellspacing=0 cellpadding=3 width=100%><thead><tr>");
    for (const QString& c : header)
        html += QStringLiteral("<th bgcolor=#e8eef6>%1</th>").arg(c);
    html += QStringLiteral("</tr></thead>");
    for (const QStringList& r : rows) {
        html += QStringLiteral("<tr>");
        for (const QString& c : r)
            html += QStringLiteral("<td>%1</td>").arg(c);
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

// A date stays on one line (broken at its hyphen it reads as another date).
QString nowrap(const QString& text) {
    return QStringLiteral("<nobr>%1</nobr>").arg(text);
}

QString money(double v, const std::string& cur) {
    return moneyText(v, QString::fromStdString(cur));
}

QString dateText(const std::string& date) {
    return date.empty() ? tr("undated") : h(date);
}

} // namespace

QString reportHtml(const ReportInputs& in, const ComparisonData& cmp) {
    const core::Catalog& cat = *in.catalog;
    std::vector<QString> names;
    for (const std::string& id : in.gpuIds)
        names.push_back(QString::fromStdString(cat.gpu(id)->name));
    const core::Scenario& s = in.scenario;
    const core::ModelSpec* preset = cat.model(s.modelId);
    const QString model =
        preset ? h(preset->name) : tr("%1 parameters (shape derived)").arg(countText(s.params));
    QString region = QString::fromStdString(in.regionId);
    for (const core::Region& r : in.regions)
        if (r.id == in.regionId)
            region = regionName(r).toHtmlEscaped();
    const QString work = s.kind == core::ScenarioKind::Inference
                             ? tr("%1 output tokens/s").arg(numberText(s.load))
                             : tr("%1 tokens").arg(countText(s.tokens));

    // Cover.
    QString html = QStringLiteral("<h1>%1</h1>").arg(tr("GPU comparison for approval"));
    html +=
        QStringLiteral("<p><b>%1</b> %2<br><b>%3</b> %4<br><b>%5</b> %6</p>")
            .arg(tr("Date:"), QLocale().toString(in.date, QLocale::LongFormat), tr("Prepared by:"),
                 in.preparedBy.isEmpty() ? QStringLiteral("________________") : in.preparedBy.toHtmlEscaped(),
                 tr("Approved by:"), QStringLiteral("________________"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Scenario <b>%1</b>: %2 of %3 on %4; prices from %5; cards compared: %6.")
                         .arg(h(s.name), ScenarioTableModel::kindText(s.kind), model, work, region,
                              QStringList(names.begin(), names.end()).join(QStringLiteral(", "))));

    // Executive summary: the recommendation and its reasons, from the scenario on each card.
    auto row = [&](const char* key) -> const core::CompareRow* {
        for (const core::CompareRow& r : cmp.rows)
            if (r.key == key)
                return &r;
        return nullptr;
    };
    html += QStringLiteral("<h2>%1</h2>").arg(tr("Summary and recommendation"));
    const core::CompareRow* rent = row("scenario_rent");
    const core::CompareRow* time = row("scenario_time");
    QStringList reasons;
    if (rent && rent->best >= 0) {
        const std::size_t b = static_cast<std::size_t>(rent->best);
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(tr("Recommended for this workload: %1, the lowest rent (%2).")
                             .arg(names[b], money(*rent->values[b], cmp.currency)));
        for (std::size_t i = 0; i < names.size(); ++i)
            if (i != b && rent->values[i])
                reasons << tr("%1 costs %2, %3 times as much.")
                               .arg(names[i], money(*rent->values[i], cmp.currency),
                                    numberText(*rent->values[i] / *rent->values[b], 2));
    } else {
        html +=
            QStringLiteral("<p><b>%1</b></p>")
                .arg(tr("No recommendation: no card has both an estimate and a rent price in this region."));
    }
    if (time && time->best >= 0)
        reasons << tr("Fastest: %1 (%2).")
                       .arg(names[static_cast<std::size_t>(time->best)],
                            durationText(*time->values[static_cast<std::size_t>(time->best)] * 3600));
    if (const core::CompareRow* unit = row("cost_per_pflop_hour"); unit && unit->best >= 0)
        reasons << tr("Lowest cost per delivered PFLOP-hour: %1.")
                       .arg(names[static_cast<std::size_t>(unit->best)]);
    for (std::size_t i = 0; i < cmp.costs.size(); ++i)
        if (cmp.costs[i].breakEven && cmp.costs[i].breakEven->reached)
            reasons << tr("Buying %1 breaks even against renting after %2 months at 70% utilization.")
                           .arg(names[i], numberText(cmp.costs[i].breakEven->months, 1));
    for (const QString& n : cmp.notes)
        reasons << n.toHtmlEscaped();
    html += QStringLiteral("<ul>");
    for (const QString& r : reasons)
        html += QStringLiteral("<li>%1</li>").arg(r);
    html += QStringLiteral("</ul>");

    // Specs side by side, ratios to the first card.
    ComparisonModel titles;
    titles.setData(cmp, names, 0);
    QStringList header{tr("Figure")};
    for (std::size_t i = 0; i < names.size(); ++i)
        header << (i == 0 ? tr("%1 (baseline)").arg(names[i]) : names[i]);
    std::vector<QStringList> specRows;
    for (int r = 0; r < titles.rowCount(); ++r) {
        QStringList cells{titles.index(r, 0).data().toString().toHtmlEscaped()};
        for (int c = 1; c < titles.columnCount(); ++c) {
            QString v = titles.index(r, c).data().toString().toHtmlEscaped();
            if (titles.index(r, c).data(Qt::FontRole).isValid())
                v = QStringLiteral("<b>%1</b>").arg(v); // the better value
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
        results.push_back(
            {names[i],
             e.training ? durationText(e.wallSeconds) : tr("%1 a request").arg(durationText(e.wallSeconds)),
             numberText(e.gpuHours), h(e.plan),
             tr("%1 of %2").arg(gigabytesText(e.memoryPerGpu), gigabytesText(e.memoryCapacity))});
    }
    html += QStringLiteral("<h2>%1</h2>").arg(tr("Workload results"));
    html += table({tr("Card"), tr("Time"), tr("GPU-hours"), tr("Plan"), tr("Memory per GPU")}, results);

    // Costs: the rent prices that apply in the chosen region (its own, its cloud regions', then its
    // country's or worldwide ones), then each card's cheapest non-spot price in up to five other
    // regions (a full listing of a cloud catalog runs to pages).
    std::vector<QStringList> rents;
    std::vector<const core::PriceRecord*> listed; // every price the report shows: their sources follow
    auto perGpuHour = [](const core::PriceRecord& p) {
        return core::RentPrice{p.amount, p.unit, p.gpusPerMachine}.perGpuHour();
    };
    // Regions by name in the report's language ("Mainland China", not "cn").
    auto regionText = [&](const std::string& id) {
        for (const core::Region& r : in.regions)
            if (r.id == id)
                return regionName(r).toHtmlEscaped();
        return h(id);
    };
    auto addRent = [&](const core::PriceRecord& p) {
        listed.push_back(&p);
        QString kind = PriceTableModel::kindText(p.kind);
        if (p.indicative)
            kind += QStringLiteral(", ") + tr("indicative");
        rents.push_back({h(cat.gpu(p.gpuId)->name), regionText(p.regionId), h(p.providerId), kind,
                         money(p.amount.toDouble(), p.amount.currency()) + QStringLiteral(" / ") +
                             PriceTableModel::unitText(p.unit),
                         // A single quote has no spread: its range says nothing the price does not.
                         p.low && p.high && !(*p.low == *p.high)
                             ? money(p.low->toDouble(), p.amount.currency()) + QStringLiteral(" – ") +
                                   money(p.high->toDouble(), p.amount.currency())
                             : QString(),
                         nowrap(dateText(p.effectiveDate))});
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
        // Nearest scope first, cheapest first within it; at most eight (a metro can hold many clouds).
        std::stable_sort(
            here.begin(), here.end(), [&](const core::PriceRecord* a, const core::PriceRecord* b) {
                const int sa = scopeOf(a->regionId), sb = scopeOf(b->regionId);
                if (sa != sb)
                    return sa < sb;
                return a->amount.currency() == b->amount.currency() && perGpuHour(*a) < perGpuHour(*b);
            });
        for (std::size_t i = 0; i < here.size() && i < 8; ++i)
            addRent(*here[i]);
        std::vector<const core::PriceRecord*> others;
        for (const auto& [otherRegion, p] : elsewhere)
            others.push_back(p);
        std::sort(others.begin(), others.end(), [&](const core::PriceRecord* a, const core::PriceRecord* b) {
            return perGpuHour(*a) < perGpuHour(*b);
        });
        for (std::size_t i = 0; i < others.size() && i < 5; ++i)
            addRent(*others[i]);
    }
    html += QStringLiteral("<h2>%1</h2>").arg(tr("Rent by region and provider"));
    html += rents.empty() ? QStringLiteral("<p>%1</p>").arg(tr("No stored rent price for these cards."))
                          : table({tr("Card"), tr("Region"), tr("Provider"), tr("Kind"), tr("Price"),
                                   tr("Range"), tr("Date")},
                                  rents);
    std::vector<QStringList> owning;
    for (std::size_t i = 0; i < cmp.costs.size(); ++i) {
        const core::ScenarioCost& c = cmp.costs[i];
        if (!c.buyKnown) {
            owning.push_back(
                {names[i], QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"), h(c.buyProblem)});
            continue;
        }
        const std::string cur = c.ownership.total.currency();
        owning.push_back({names[i], money(c.ownership.capex.toDouble(), cur),
                          money(c.ownership.energy.toDouble(), cur), money(c.ownership.total.toDouble(), cur),
                          c.breakEven    ? (c.breakEven->reached
                                                ? tr("after %1 months").arg(numberText(c.breakEven->months, 1))
                                                : tr("never"))
                          : !c.rentKnown ? tr("no rent price to compare")
                                         : h(c.breakEvenProblem)});
    }
    html += QStringLiteral("<h2>%1</h2>").arg(tr("Buying: three-year cost of owning"));
    html += table({tr("Card"), tr("Hardware"), tr("Energy"), tr("Total"), tr("Break-even against renting")},
                  owning);

    // Assumptions, sources and method.
    html += QStringLiteral("<h2>%1</h2><ul>").arg(tr("Assumptions"));
    for (const char* a :
         {QT_TRANSLATE_NOOP("gpuplan::ui",
                            "Rent is each card's cheapest on-demand, reserved or monthly price "
                            "that applies in the region (its own or its cloud regions', else "
                            "its country's or worldwide), compared at the stored exchange "
                            "rates; spot prices are not used. Indicative prices are market "
                            "quotes, not list prices."),
          QT_TRANSLATE_NOOP("gpuplan::ui",
                            "Training time ranges assume the calibrated efficiency 15% lower or higher."),
          QT_TRANSLATE_NOOP(
              "gpuplan::ui",
              "Owning: three years, 70% utilization, the cheapest 8-GPU server price that applies "
              "in the region, the region's electricity price and PUE, 1.3 kW per server for the "
              "host, no residual value."),
          QT_TRANSLATE_NOOP("gpuplan::ui", "Cards without FP8 run an FP8 scenario in BF16.")})
        html += QStringLiteral("<li>%1</li>").arg(tr(a));
    html += QStringLiteral("</ul><h2>%1</h2>").arg(tr("Sources"));
    std::vector<QStringList> sources;
    for (std::size_t i = 0; i < names.size(); ++i) {
        const core::GpuSpec* g = cat.gpu(in.gpuIds[i]);
        sources.push_back({names[i], h(g->source), h(g->verification)});
    }
    auto priceSource = [&](const QString& figure, const core::PriceRecord& p) {
        QString how = h(p.verification);
        if (!p.note.empty())
            how += (how.isEmpty() ? QString() : QStringLiteral("<br>")) + h(p.note);
        sources.push_back(
            {figure.arg(h(cat.gpu(p.gpuId)->name),
                        regionText(p.regionId) + QStringLiteral(", ") + h(p.providerId),
                        nowrap(dateText(p.effectiveDate))),
             h(p.source) + (p.sourceUrl.empty() ? QString() : QStringLiteral("<br>") + h(p.sourceUrl)), how});
    };
    for (const core::PriceRecord* p : listed)
        priceSource(tr("Price of %1 (%2, %3)"), *p);
    // The purchase prices and tariffs the cost of owning used, and the exchange rates that converted
    // any amount: each with its source and date.
    std::vector<std::string> tariffs, currencies;
    for (const core::ScenarioPrices& chosen : cmp.chosen) {
        if (chosen.purchase)
            priceSource(tr("Server price of %1 (%2, %3)"), *chosen.purchase);
        if (chosen.tariff && std::find(tariffs.begin(), tariffs.end(), chosen.tariff->id) == tariffs.end()) {
            const core::Region& t = *chosen.tariff;
            tariffs.push_back(t.id);
            sources.push_back(
                {tr("Electricity in %1: %2 %3 per kWh (%4); PUE %5")
                     .arg(regionText(t.id),
                          QLocale().toString(*t.electricityPerKwh, 'g', QLocale::FloatingPointShortest),
                          h(t.currency), nowrap(dateText(t.electricity.effectiveDate)), numberText(t.pue, 2)),
                 h(t.electricity.source) + QStringLiteral("<br>") + h(t.pueSource.source),
                 h(t.electricity.verification)});
        }
    }
    for (const core::PriceRecord* p : listed)
        currencies.push_back(p->amount.currency());
    currencies.push_back(cmp.currency);
    for (const core::ExchangeRate& r : in.rateRecords)
        if (r.currency != "USD" &&
            std::find(currencies.begin(), currencies.end(), r.currency) != currencies.end())
            sources.push_back({tr("Exchange rate: 1 %1 = %2 USD (%3)")
                                   .arg(h(r.currency), QLocale().toString(r.usdPerUnit, 'g', 6),
                                        nowrap(dateText(r.effectiveDate))),
                               h(r.source), h(r.verification)});
    html += table({tr("Figure"), tr("Source"), tr("Verification or note")}, sources);
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
                   "currency. Details: docs/estimation.md."));
    return html;
}

} // namespace gpuplan::ui
