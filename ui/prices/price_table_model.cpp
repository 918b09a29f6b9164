#include "prices/price_table_model.h"
#include "qt_text.h"

#include "display_format.h"

#include <QFont>
#include <QLocale>
#include <QRegularExpression>

namespace gpuplan::ui {
namespace {
QString nameOr(const std::map<std::string, QString>& names, const std::string& id) {
    auto it = names.find(id);
    return it == names.end() || it->second.isEmpty() ? u(id) : it->second;
}
} // namespace

PriceTableModel::PriceTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void PriceTableModel::setPrices(std::vector<core::PriceRecord> prices) {
    beginResetModel();
    m_prices = std::move(prices);
    endResetModel();
    emit pricesChanged();
}

// The setters below leave the model alone when nothing changes: every reset makes the sorted view sort all
// the prices again (about 0.3 s for 100,000), and a reload sets everything.
void PriceTableModel::setDisplayCurrency(const std::string& currency, std::vector<core::ExchangeRate> rates) {
    if (currency == m_displayCurrency && rates == m_rateRecords)
        return;
    beginResetModel();
    m_displayCurrency = currency;
    m_rates = core::toExchangeRates(rates);
    m_rateRecords = std::move(rates);
    endResetModel();
}

std::optional<double> PriceTableModel::converted(const core::PriceRecord& p) const {
    if (m_displayCurrency.empty() || m_displayCurrency == p.amount.currency())
        return std::nullopt;
    auto f = m_rates.factor(p.amount.currency(), m_displayCurrency);
    if (!f)
        return std::nullopt;
    return p.amount.toDouble() * f.value();
}

void PriceTableModel::setRegions(const std::vector<core::Region>& regions) {
    if (regions == m_regions)
        return;
    beginResetModel();
    m_regions = regions;
    m_regionNames.clear();
    m_regionSearch.clear();
    for (const core::Region& r : regions) {
        m_regionNames[r.id] = regionName(r);
        m_regionSearch[r.id] = u(r.id + ' ' + r.nameEn + ' ' + r.nameZh);
    }
    endResetModel();
}

void PriceTableModel::setNames(std::map<std::string, QString> gpus,
                               std::map<std::string, QString> providers) {
    if (gpus == m_gpuNames && providers == m_providerNames)
        return;
    beginResetModel();
    m_gpuNames = std::move(gpus);
    m_providerNames = std::move(providers);
    endResetModel();
}

QString PriceTableModel::describe(const core::PriceRecord& p) const {
    return tr("%1 in %2").arg(nameOr(m_gpuNames, p.gpuId), nameOr(m_regionNames, p.regionId));
}

QString PriceTableModel::kindText(core::PriceKind kind) {
    switch (kind) {
    case core::PriceKind::OnDemand:
        return tr("on demand");
    case core::PriceKind::Spot:
        return tr("spot");
    case core::PriceKind::Reserved1y:
        return tr("reserved 1 year");
    case core::PriceKind::Reserved3y:
        return tr("reserved 3 years");
    case core::PriceKind::Monthly:
        return tr("monthly rent");
    case core::PriceKind::Purchase:
        return tr("purchase");
    }
    return {};
}

QStringList PriceTableModel::choices(int column) {
    QStringList out; // in enum order: the index is the value
    if (column == Kind)
        for (auto k : {core::PriceKind::OnDemand, core::PriceKind::Spot, core::PriceKind::Reserved1y,
                       core::PriceKind::Reserved3y, core::PriceKind::Monthly, core::PriceKind::Purchase})
            out << kindText(k);
    if (column == Unit)
        for (auto unit : {core::PriceUnit::GpuHour, core::PriceUnit::MachineHour, core::PriceUnit::GpuMonth,
                          core::PriceUnit::MachineMonth, core::PriceUnit::OneOff, core::PriceUnit::Card})
            out << unitText(unit);
    return out;
}

QString PriceTableModel::unitText(core::PriceUnit unit) {
    switch (unit) {
    case core::PriceUnit::GpuHour:
        return tr("GPU-hour");
    case core::PriceUnit::MachineHour:
        return tr("machine-hour");
    case core::PriceUnit::GpuMonth:
        return tr("GPU-month");
    case core::PriceUnit::MachineMonth:
        return tr("machine-month");
    case core::PriceUnit::OneOff:
        return tr("server (one-off)");
    case core::PriceUnit::Card:
        return tr("card, without server");
    }
    return {};
}

void PriceTableModel::replace(const core::PriceRecord& record) {
    for (std::size_t i = 0; i < m_prices.size(); ++i) {
        if (m_prices[i].id != record.id)
            continue;
        m_prices[i] = record;
        const int row = static_cast<int>(i);
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        emit pricesChanged();
        return;
    }
}

Qt::ItemFlags PriceTableModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() != Gpu && index.column() != Provider && index.column() != Region)
        f |= Qt::ItemIsEditable;
    return f;
}

bool PriceTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !index.isValid() || index.row() >= rowCount() || !onEdit)
        return false;
    const core::PriceRecord& before = m_prices[static_cast<std::size_t>(index.row())];
    core::PriceRecord after = before;
    const QString text = value.toString().trimmed();
    const std::string currency = before.amount.currency();
    // Amounts are typed in the price's currency, with or without the currency code after them.
    auto money = [&](const QString& t) {
        QString plain = t;
        plain.remove(QString::fromStdString(currency)).remove(QLatin1Char(',')).remove(QLatin1Char(' '));
        return core::Money::parse(plain.toStdString(), currency);
    };
    switch (index.column()) {
    case Amount: {
        // "8500" keeps the currency; "1.99 USD" changes it (the range, in the old currency, must go first).
        const QStringList parts = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (parts.size() == 2 && parts[1].toUpper().toStdString() != currency) {
            if (before.low || before.high) {
                emit editRefused(tr("Price: the range is in %1: clear it before changing the currency")
                                     .arg(QString::fromStdString(currency)));
                return false;
            }
            auto other = core::Money::parse(QString(parts[0]).remove(QLatin1Char(',')).toStdString(),
                                            parts[1].toUpper().toStdString());
            if (!other) {
                emit editRefused(tr("Price: %1").arg(QString::fromStdString(other.error())));
                return false;
            }
            after.amount = other.value();
            break;
        }
        auto m = money(text);
        if (!m) {
            emit editRefused(tr("Price: %1").arg(QString::fromStdString(m.error())));
            return false;
        }
        after.amount = m.value();
        break;
    }
    case Range: {
        if (text.isEmpty()) {
            after.low.reset();
            after.high.reset();
            break;
        }
        const QStringList parts = text.split(QRegularExpression(QStringLiteral("\\s*[-–~]\\s*")));
        auto lo =
            parts.size() == 2 ? money(parts[0]) : core::Result<core::Money>(core::fail("give LOW - HIGH"));
        auto hi =
            parts.size() == 2 ? money(parts[1]) : core::Result<core::Money>(core::fail("give LOW - HIGH"));
        if (!lo || !hi) {
            emit editRefused(tr("Range: %1").arg(QString::fromStdString(!lo ? lo.error() : hi.error())));
            return false;
        }
        after.low = lo.value();
        after.high = hi.value();
        break;
    }
    case Date:
        after.effectiveDate = text.toStdString();
        break;
    case Source:
        after.source = text.toStdString();
        break;
    case Note:
        after.note = text.toStdString();
        break;
    case Kind:
    case Unit: {
        // Shown words or ids; a purchase is one-off and only a purchase is, so each follows the other.
        const QStringList words = choices(index.column());
        const int i = static_cast<int>(words.indexOf(text));
        if (index.column() == Kind) {
            auto k = i >= 0 ? std::optional(static_cast<core::PriceKind>(i))
                            : core::parsePriceKind(text.toStdString());
            if (!k) {
                emit editRefused(tr("Kind: unknown kind '%1'").arg(text));
                return false;
            }
            after.kind = *k;
            if ((after.kind == core::PriceKind::Purchase) != core::isPurchaseUnit(after.unit))
                after.unit = after.kind == core::PriceKind::Purchase ? core::PriceUnit::OneOff
                                                                     : core::PriceUnit::GpuHour;
        } else {
            auto unit = i >= 0 ? std::optional(static_cast<core::PriceUnit>(i))
                               : core::parsePriceUnit(text.toStdString());
            if (!unit) {
                emit editRefused(tr("Per: unknown unit '%1'").arg(text));
                return false;
            }
            after.unit = *unit;
            if ((after.kind == core::PriceKind::Purchase) != core::isPurchaseUnit(after.unit))
                after.kind =
                    core::isPurchaseUnit(after.unit) ? core::PriceKind::Purchase : core::PriceKind::OnDemand;
        }
        break;
    }
    default:
        return false;
    }
    if (after.sameValues(before))
        return false;
    auto valid = core::validatePrice(after);
    if (!valid) {
        emit editRefused(QString::fromStdString(valid.error()));
        return false;
    }
    return onEdit(before, after);
}

int PriceTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_prices.size());
}

int PriceTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PriceTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const core::PriceRecord& p = m_prices[static_cast<std::size_t>(index.row())];
    const QLocale locale;
    const std::optional<double> shown = converted(p);
    if (role == SortRole && index.column() == Amount)
        return shown.value_or(p.amount.toDouble());
    if (role == Qt::FontRole && p.indicative) { // a market quote reads differently from a list price
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    if (role == Qt::ToolTipRole) {
        QStringList lines{u(p.source)};
        if (!p.sourceUrl.empty())
            lines << u(p.sourceUrl);
        lines << (p.indicative ? tr("Indicative: a market quote or reported range, not a list price")
                               : tr("A published price"));
        if (!p.verification.empty())
            lines << tr("Checked: %1").arg(u(p.verification));
        if (!p.note.empty())
            lines << u(p.note);
        QString tip = lines.join(QLatin1Char('\n'));
        if (index.column() == Amount && shown) {
            QString rate;
            for (const core::ExchangeRate& r : m_rateRecords)
                if (r.currency == p.amount.currency() || r.currency == m_displayCurrency)
                    rate += tr("\n1 %1 = %2 USD (%3, %4)")
                                .arg(u(r.currency), locale.toString(r.usdPerUnit, 'g', 6), u(r.effectiveDate),
                                     u(r.source));
            tip = tr("Stored as %1; converted at:").arg(u(p.amount.toString())) + rate + QLatin1Char('\n') +
                  tip;
        } else if (index.column() == Amount && !m_displayCurrency.empty() &&
                   m_displayCurrency != p.amount.currency())
            tip = tr("No exchange rate from %1 to %2: shown as stored")
                      .arg(u(p.amount.currency()), u(m_displayCurrency)) +
                  QLatin1Char('\n') + tip;
        return tip;
    }
    if (role == Qt::TextAlignmentRole && index.column() == Amount)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == SearchRole) {
        auto region = m_regionSearch.find(p.regionId);
        return QStringList{u(p.gpuId), nameOr(m_gpuNames, p.gpuId), u(p.providerId),
                           nameOr(m_providerNames, p.providerId),
                           region == m_regionSearch.end() ? u(p.regionId) : region->second}
            .join(QLatin1Char(' '));
    }
    if (role == Qt::EditRole) { // what an editor starts from: plain values, no formatting
        switch (index.column()) {
        case Amount:
            return u(p.amount.amountText());
        case Range:
            return p.low && p.high ? u(p.low->amountText() + " - " + p.high->amountText()) : QString();
        case Date:
            return u(p.effectiveDate);
        case Source:
            return u(p.source);
        case Note:
            return u(p.note);
        case Kind:
            return kindText(p.kind);
        case Unit:
            return unitText(p.unit);
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case Gpu:
        return nameOr(m_gpuNames, p.gpuId);
    case Provider:
        return nameOr(m_providerNames, p.providerId);
    case Region:
        return nameOr(m_regionNames, p.regionId);
    case Kind:
        return p.indicative ? tr("%1, indicative").arg(kindText(p.kind)) : kindText(p.kind);
    case Amount:
        if (shown) // a converted rate, marked with ~: the stored amount stays exact
            return QStringLiteral("~") + locale.toString(*shown, 'f', 2) + QLatin1Char(' ') +
                   u(m_displayCurrency);
        return locale.toString(p.amount.toDouble(), 'f', 2) + QLatin1Char(' ') + u(p.amount.currency());
    case Unit:
        return unitText(p.unit);
    case Range: {
        // In the shown currency, like the price; a single quote has no spread to show.
        if (!p.low || !p.high || *p.low == *p.high)
            return QString();
        const double factor = shown ? *shown / p.amount.toDouble() : 1.0;
        return (shown ? QStringLiteral("~") : QString()) +
               locale.toString(p.low->toDouble() * factor, 'f', 2) + QStringLiteral(" – ") +
               locale.toString(p.high->toDouble() * factor, 'f', 2);
    }
    case Date:
        return p.effectiveDate.empty() ? tr("undated") : u(p.effectiveDate);
    case Source:
        return u(p.source);
    case Note:
        return u(p.note);
    }
    return {};
}

QVariant PriceTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Gpu:
        return tr("GPU");
    case Provider:
        return tr("Provider");
    case Region:
        return tr("Region");
    case Kind:
        return tr("Kind");
    case Amount:
        return tr("Price");
    case Unit:
        return tr("Per");
    case Range:
        return tr("Range");
    case Date:
        return tr("Effective date");
    case Source:
        return tr("Source");
    case Note:
        return tr("Note");
    }
    return {};
}

} // namespace gpuplan::ui
