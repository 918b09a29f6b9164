#include "compare/comparison_model.h"

#include "display_format.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <cmath>

namespace gpuplan::ui {

ComparisonModel::ComparisonModel(QObject* parent) : QAbstractTableModel(parent) {}

void ComparisonModel::setComparison(ComparisonData data, std::vector<QString> cardNames, int baseline) {
    beginResetModel();
    m_data = std::move(data);
    m_cards = std::move(cardNames);
    m_baseline = baseline;
    endResetModel();
}

int ComparisonModel::rowOf(const std::string& key) const {
    for (std::size_t i = 0; i < m_data.rows.size(); ++i)
        if (m_data.rows[i].key == key)
            return static_cast<int>(i);
    return -1;
}

int ComparisonModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_data.rows.size());
}

int ComparisonModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || m_data.rows.empty() ? 0 : 1 + static_cast<int>(m_cards.size());
}

QString ComparisonModel::rowTitle(const core::CompareRow& row) const {
    const QString cur = QString::fromStdString(m_data.currency);
    const std::string& k = row.key;
    if (k == "architecture")
        return tr("Architecture");
    if (k == "memory_type")
        return tr("Memory type");
    if (k == "memory")
        return tr("Memory (GB)");
    if (k == "bandwidth")
        return tr("Memory bandwidth (TB/s)");
    if (k == "bf16")
        return tr("BF16 dense (TFLOPS)");
    if (k == "fp16")
        return tr("FP16 dense (TFLOPS)");
    if (k == "fp8")
        return tr("FP8 dense (TFLOPS)");
    if (k == "fp4")
        return tr("FP4 dense (TFLOPS)");
    if (k == "tf32")
        return tr("TF32 dense (TFLOPS)");
    if (k == "int8")
        return tr("INT8 dense (TOPS)");
    if (k == "link")
        return tr("GPU link");
    if (k == "link_bandwidth")
        return tr("Link bandwidth (GB/s per direction)");
    if (k == "power")
        return tr("Power (W)");
    if (k == "mig")
        return tr("MIG instances");
    if (k == "price")
        return tr("Rent per GPU-hour (%1)").arg(cur);
    if (k == "bf16_per_kw")
        return tr("BF16 TFLOPS per kW");
    if (k == "bf16_per_price")
        return tr("BF16 TFLOPS per %1 of hourly rent").arg(cur);
    if (k == "cost_per_pflop_hour")
        return tr("Cost per delivered PFLOP-hour (%1)").arg(cur);
    if (k == "scenario_time")
        return tr("Scenario: time (hours)");
    if (k == "scenario_gpus")
        return tr("Scenario: GPUs");
    if (k == "scenario_gpu_hours")
        return tr("Scenario: GPU-hours");
    if (k == "scenario_rent")
        return tr("Scenario: rent (%1)").arg(cur);
    if (k == "scenario_buy")
        return tr("Scenario: 3-year cost of owning (%1)").arg(cur);
    return QString::fromStdString(k);
}

QString ComparisonModel::valueText(const core::CompareRow& row, std::size_t card) const {
    if (!row.numeric)
        return QString::fromStdString(row.texts[card]);
    const std::optional<double>& v = row.values[card];
    if (!v)
        return QStringLiteral("—");
    const double a = std::abs(*v);
    const bool whole = *v == std::floor(*v);
    QString text = numberText(*v, whole || a >= 100 ? 0 : a >= 10 ? 1 : 2);
    if (static_cast<int>(card) != m_baseline && row.ratios[card])
        text += QStringLiteral("  (×%1)").arg(numberText(*row.ratios[card], 2));
    return text;
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    const core::CompareRow& row = m_data.rows[static_cast<std::size_t>(index.row())];
    if (index.column() == 0)
        return role == Qt::DisplayRole ? QVariant(rowTitle(row)) : QVariant();
    const std::size_t card = static_cast<std::size_t>(index.column() - 1);
    const bool best = row.best == static_cast<int>(card);
    switch (role) {
    case Qt::DisplayRole:
        return valueText(row, card);
    case Qt::UserRole: // the plain value, for tests and sorting
        return row.numeric && row.values[card] ? QVariant(*row.values[card]) : QVariant();
    case Qt::TextAlignmentRole:
        return row.numeric ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::FontRole:
        if (best) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole:
        return best ? QVariant(QBrush(QColor(214, 240, 214))) : QVariant();
    case Qt::ToolTipRole:
        if (!row.numeric)
            return {};
        return (row.higherIsBetter ? tr("Higher is better") : tr("Lower is better")) +
               (best ? QStringLiteral("; ") + tr("the best of the cards compared") : QString());
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    if (section == 0)
        return tr("Figure");
    const std::size_t card = static_cast<std::size_t>(section - 1);
    if (card >= m_cards.size())
        return {};
    return static_cast<int>(card) == m_baseline ? tr("%1 (baseline)").arg(m_cards[card]) : m_cards[card];
}

} // namespace gpuplan::ui
