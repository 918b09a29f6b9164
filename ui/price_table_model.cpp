#include "price_table_model.h"

#include <QLocale>

namespace gpuplan::ui {
namespace {
QString u(const std::string& s) {
    return QString::fromStdString(s);
}
QString u(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}
} // namespace

PriceTableModel::PriceTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void PriceTableModel::setPrices(std::vector<core::PriceRecord> prices) {
    beginResetModel();
    m_prices = std::move(prices);
    endResetModel();
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
    if (role == SortRole && index.column() == Amount)
        return p.amount.toDouble();
    if (role == Qt::ToolTipRole)
        return p.note.empty() ? u(p.source) : u(p.source) + QLatin1Char('\n') + u(p.note);
    if (role == Qt::TextAlignmentRole && index.column() == Amount)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case Gpu:
        return u(p.gpuId);
    case Provider:
        return u(p.providerId);
    case Region:
        return u(p.regionId);
    case Kind:
        return u(core::priceKindName(p.kind));
    case Amount:
        return locale.toString(p.amount.toDouble(), 'f', 2) + QLatin1Char(' ') + u(p.amount.currency());
    case Unit:
        return u(core::priceUnitName(p.unit));
    case Range:
        return p.low && p.high ? locale.toString(p.low->toDouble(), 'f', 2) + QStringLiteral(" – ") +
                                     locale.toString(p.high->toDouble(), 'f', 2)
                               : QString();
    case Date:
        return u(p.effectiveDate);
    case Source:
        return u(p.source);
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
    }
    return {};
}

} // namespace gpuplan::ui
