#include "prices/price_editing.h"

#include "prices/price_table_model.h"

#include <QComboBox>

namespace gpuplan::ui {

QWidget* PriceDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                     const QModelIndex& index) const {
    const QStringList words = PriceTableModel::choices(index.column());
    if (words.isEmpty())
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto* combo = new QComboBox(parent);
    combo->setObjectName(QStringLiteral("priceChoice"));
    combo->addItems(words);
    return combo;
}

void PriceDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentIndex(std::max(0, combo->findText(index.data(Qt::EditRole).toString())));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void PriceDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentText(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

PriceFilterProxy::PriceFilterProxy(PriceTableModel* prices, QObject* parent)
    : WordFilterProxy(parent), m_prices(prices) {}

void PriceFilterProxy::setRegions(std::set<std::string> regionIds) {
    m_regions = std::move(regionIds);
    invalidateFilter();
}

void PriceFilterProxy::setProvider(const std::string& providerId) {
    m_provider = providerId;
    invalidateFilter();
}

bool PriceFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const core::PriceRecord& p = m_prices->record(sourceRow);
    if ((!m_regions.empty() && !m_regions.count(p.regionId)) ||
        (!m_provider.empty() && p.providerId != m_provider))
        return false;
    return WordFilterProxy::filterAcceptsRow(sourceRow, sourceParent);
}

} // namespace gpuplan::ui
