#pragma once
// The price table's editing aids: a delegate that offers the kind and unit as lists, and a filter
// proxy that narrows the table to chosen regions and providers (besides the text filter).

#include "word_filter.h"

#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>

#include <set>
#include <string>

namespace gpuplan::ui {

class PriceTableModel;

class PriceDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
};

class PriceFilterProxy : public WordFilterProxy {
    Q_OBJECT
public:
    explicit PriceFilterProxy(PriceTableModel* prices, QObject* parent = nullptr);
    /// The regions whose prices apply to the chosen one (core::priceScopes flattened: the region, the
    /// regions inside it and the areas it lies in); empty = every region.
    void setRegions(std::set<std::string> regionIds);
    /// Empty = every provider.
    void setProvider(const std::string& providerId);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    PriceTableModel* m_prices;
    std::set<std::string> m_regions;
    std::string m_provider;
};

} // namespace gpuplan::ui
