#include "prices/exchange_rate_model.h"
#include "qt_text.h"

#include "core/number_parse.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace gpuplan::ui {
namespace {

QString rateText(double v) {
    return QLocale().toString(v, 'g', 6);
}

std::optional<double> parseRate(const QString& text) {
    bool ok = false;
    const double v = QLocale().toDouble(text.trimmed(), &ok);
    if (ok && v > 0)
        return v;
    auto c = core::parseQuantity(text.trimmed().toStdString()); // "0.1476" whatever the locale
    if (c && c.value() > 0)
        return c.value();
    return std::nullopt;
}

} // namespace

ExchangeRateModel::ExchangeRateModel(QObject* parent) : QAbstractTableModel(parent) {}

void ExchangeRateModel::setRates(std::vector<core::ExchangeRate> rates) {
    // The same currencies in the same order (others changed a rate): the rows that changed, not a reset, so
    // a cell being typed in stays open (a reset closes every editor; the rates dialog's delegate keeps what
    // is typed). The edit, committed later, applies its one figure to the rate as it is then, at the version
    // read with it.
    const bool sameRows = rates.size() == m_rates.size() &&
                          std::equal(rates.begin(), rates.end(), m_rates.begin(),
                                     [](const core::ExchangeRate& a, const core::ExchangeRate& b) {
                                         return a.currency == b.currency;
                                     });
    if (sameRows) {
        for (std::size_t i = 0; i < rates.size(); ++i)
            if (!(rates[i] == m_rates[i])) {
                m_rates[i] = std::move(rates[i]);
                const int row = static_cast<int>(i);
                emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
            }
        return;
    }
    beginResetModel();
    m_rates = std::move(rates);
    endResetModel();
}

int ExchangeRateModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rates.size());
}

int ExchangeRateModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

Qt::ItemFlags ExchangeRateModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() != Currency)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant ExchangeRateModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const core::ExchangeRate& r = m_rates[static_cast<std::size_t>(index.row())];
    if (role == Qt::ToolTipRole)
        return r.verification.empty() ? u(r.source) : u(r.source) + QLatin1Char('\n') + u(r.verification);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Currency:
        return u(r.currency);
    case UsdPerUnit:
        return rateText(r.usdPerUnit);
    case Range:
        return r.low && r.high ? rateText(*r.low) + QStringLiteral(" - ") + rateText(*r.high) : QString();
    case Date:
        return u(r.effectiveDate);
    case Source:
        return u(r.source);
    case Url:
        return u(r.url);
    }
    return {};
}

QVariant ExchangeRateModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Currency:
        return tr("Currency");
    case UsdPerUnit:
        return tr("USD per unit");
    case Range:
        return tr("Range");
    case Date:
        return tr("Date");
    case Source:
        return tr("Source");
    case Url:
        return tr("URL");
    }
    return {};
}

bool ExchangeRateModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !index.isValid() || index.row() >= rowCount() || !onEdit)
        return false;
    const core::ExchangeRate& before = m_rates[static_cast<std::size_t>(index.row())];
    core::ExchangeRate after = before;
    const QString text = value.toString().trimmed();
    switch (index.column()) {
    case UsdPerUnit: {
        auto v = parseRate(text);
        if (!v) {
            emit editRefused(tr("USD per unit: '%1' is not a positive number").arg(text));
            return false;
        }
        after.usdPerUnit = *v;
        // A rate outside the old range drops the range rather than contradict it.
        if ((after.low && *v < *after.low) || (after.high && *v > *after.high))
            after.low = after.high = std::nullopt;
        break;
    }
    case Range: {
        if (text.isEmpty()) {
            after.low = after.high = std::nullopt;
            break;
        }
        const QStringList parts =
            text.split(QRegularExpression(QStringLiteral("\\s*[-–~]\\s*")), Qt::SkipEmptyParts);
        auto low = parts.size() == 2 ? parseRate(parts[0]) : std::nullopt;
        auto high = parts.size() == 2 ? parseRate(parts[1]) : std::nullopt;
        if (!low || !high) {
            emit editRefused(tr("Range: give LOW - HIGH, such as 0.139 - 0.148"));
            return false;
        }
        after.low = low;
        after.high = high;
        break;
    }
    case Date:
        after.effectiveDate = text.toStdString();
        break;
    case Source:
        after.source = text.toStdString();
        break;
    case Url:
        after.url = text.toStdString();
        break;
    default:
        return false;
    }
    if (auto valid = core::validateExchangeRate(after); !valid) {
        emit editRefused(u(valid.error()));
        return false;
    }
    return onEdit(before, after);
}

QString ratesNote(const std::vector<core::ExchangeRate>& rates, const QStringList& currencies,
                  const QString& displayCurrency, bool brief) {
    QStringList parts, dates;
    for (const core::ExchangeRate& r : rates) {
        const QString c = u(r.currency);
        if (!currencies.contains(c) && c != displayCurrency)
            continue;
        parts << QCoreApplication::translate("gpuplan::ui::ExchangeRateModel", "1 %1 = %2 USD (%3)")
                     .arg(c, rateText(r.usdPerUnit), u(r.effectiveDate));
        if (!dates.contains(u(r.effectiveDate)))
            dates << u(r.effectiveDate);
    }
    if (parts.isEmpty())
        return {};
    if (brief)
        return QCoreApplication::translate("gpuplan::ui::ExchangeRateModel", "converted at the rates of %1")
            .arg(dates.join(QStringLiteral(", ")));
    return QCoreApplication::translate("gpuplan::ui::ExchangeRateModel", "converted at %1")
        .arg(parts.join(QStringLiteral(", ")));
}

} // namespace gpuplan::ui
