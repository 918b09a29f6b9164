#include "report/report_html.h"
#include "qt_text.h"

#include "core/planning/scenario_cost.h"
#include "display_format.h"
#include "message_text.h"
#include "prices/price_table_model.h"

#include <QCoreApplication>

namespace gpuplan::ui {
QString h(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}

QString h(const core::Message& m) {
    return messageText(m).toHtmlEscaped();
}

QString table(const QStringList& header, const std::vector<QStringList>& rows) {
    QString html = QStringLiteral("<table border=1 cellspacing=0 cellpadding=3 width=100%><thead><tr>");
    for (const QString& c : header)
        html += QStringLiteral("<th bgcolor=#e8eef6>%1</th>").arg(c);
    html += QStringLiteral("</tr></thead>");
    for (const QStringList& r : rows) {
        if (r.size() == 1 && header.size() > 1) { // a group's title across the table
            html += QStringLiteral("<tr><td colspan=%1 bgcolor=#f4f6f9><b>%2</b></td></tr>")
                        .arg(header.size())
                        .arg(r[0]);
            continue;
        }
        html += QStringLiteral("<tr>");
        for (const QString& c : r)
            html += QStringLiteral("<td>%1</td>").arg(c);
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString nowrap(const QString& text) {
    // Qt's rich text turns the spaces inside <nobr> into non-breaking ones; a hyphen could still break,
    // which is why the writer also sizes each column to its widest unbreakable piece.
    return QStringLiteral("<nobr>%1</nobr>").arg(text);
}

QString money(double amount, const std::string& currency) {
    return nowrap(moneyText(amount, QString::fromStdString(currency)));
}

QString dateText(const std::string& date) {
    return nowrap(date.empty() ? tr("undated") : h(date));
}

QString priceText(const core::PriceRecord& p) {
    return money(p.amount.toDouble(), p.amount.currency()) + QStringLiteral(" / ") +
           PriceTableModel::unitText(p.unit);
}

QString placeName(const std::vector<core::Region>& regions, const std::string& id) {
    for (const core::Region& r : regions)
        if (r.id == id)
            return regionName(r).toHtmlEscaped();
    return h(id);
}

QString placesText(const std::vector<core::Region>& regions, const std::vector<std::string>& ids) {
    QStringList names;
    for (const std::string& id : ids)
        names << placeName(regions, id);
    if (names.size() < 2)
        return names.join(QString());
    const QString last = names.takeLast();
    return tr("%1 or %2").arg(names.join(tr(", ")), last);
}

QString Citations::cite(const core::PriceRecord& price) {
    for (const Entry& e : m_entries)
        if (e.price && (e.price == &price || (price.id != 0 && e.price->id == price.id)))
            return QStringLiteral("[%1]").arg(e.number);
    m_entries.push_back({static_cast<int>(m_entries.size()) + 1, &price, nullptr});
    return QStringLiteral("[%1]").arg(m_entries.back().number);
}

QString Citations::cite(const core::ExchangeRate& rate) {
    for (const Entry& e : m_entries)
        if (e.rate && e.rate->currency == rate.currency)
            return QStringLiteral("[%1]").arg(e.number);
    m_entries.push_back({static_cast<int>(m_entries.size()) + 1, nullptr, &rate});
    return QStringLiteral("[%1]").arg(m_entries.back().number);
}

QString rlRangePercentText() {
    return numberText(100 * (1 - core::OwnershipAssumptions{}.rlSpeedLow));
}

} // namespace gpuplan::ui
