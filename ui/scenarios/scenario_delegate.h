#pragma once
// Editors of the scenario table: a list of choices for the workload, model (which also takes a
// typed size such as 70B), GPU, precision, region and price; a line edit elsewhere whose text
// previews the results while the user types. A cell whose input is the scenario's problem gets a
// red frame.

#include <QStyledItemDelegate>

class QSortFilterProxyModel;

namespace gpuplan::ui {

class ScenarioTableModel;

class ScenarioDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    ScenarioDelegate(ScenarioTableModel* model, QSortFilterProxyModel* proxy, QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
    void destroyEditor(QWidget* editor, const QModelIndex& index) const override;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;

private:
    int sourceRow(const QModelIndex& index) const;
    ScenarioTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
};

} // namespace gpuplan::ui
