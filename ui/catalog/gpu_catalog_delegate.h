#pragma once
// Editors of the catalog table: numbers through a validator (no letters, no negatives), the GPU
// link, verification and network from their lists; the model checks the whole GPU on commit.

#include <QStringList>
#include <QStyledItemDelegate>

namespace gpuplan::ui {

class GpuCatalogDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    GpuCatalogDelegate(QStringList networks, QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;

private:
    QStringList m_networks;
};

} // namespace gpuplan::ui
