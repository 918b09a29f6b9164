#include "scenarios/scenario_delegate.h"

#include "scenarios/scenario_table_model.h"

#include "prices/region_chooser.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPainter>
#include <QSortFilterProxyModel>

namespace gpuplan::ui {

ScenarioDelegate::ScenarioDelegate(ScenarioTableModel* model, QSortFilterProxyModel* proxy, QObject* parent)
    : QStyledItemDelegate(parent), m_model(model), m_proxy(proxy) {}

int ScenarioDelegate::sourceRow(const QModelIndex& index) const {
    return m_proxy ? m_proxy->mapToSource(index).row() : index.row();
}

QWidget* ScenarioDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                        const QModelIndex& index) const {
    const int column = index.column();
    const int row = sourceRow(index);
    if (ScenarioTableModel::isChoiceColumn(column)) {
        auto* combo = new QComboBox(parent);
        combo->setObjectName(QStringLiteral("scenarioChoice"));
        if (column == ScenarioTableModel::Region) { // grouped, and filtered as the user types
            fillRegionChooser(combo, m_model->regions());
        } else {
            for (const auto& [shown, value] : m_model->choices(row, column))
                combo->addItem(shown, value);
            // A model is a preset or any size typed in ("70B"); the rest are closed lists.
            combo->setEditable(column == ScenarioTableModel::Model);
        }
        combo->setMaxVisibleItems(20);
        // Choosing an item commits it at once, as spreadsheets do.
        auto* self = const_cast<ScenarioDelegate*>(this);
        connect(combo, &QComboBox::activated, self, [self, combo] {
            emit self->commitData(combo);
            emit self->closeEditor(combo);
        });
        return combo;
    }
    auto* edit = qobject_cast<QLineEdit*>(QStyledItemDelegate::createEditor(parent, option, index));
    if (edit) {
        edit->setObjectName(QStringLiteral("scenarioText"));
        ScenarioTableModel* model = m_model;
        connect(edit, &QLineEdit::textEdited, edit,
                [model, row, column](const QString& text) { model->preview(row, column, text); });
    }
    return edit;
}

void ScenarioDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        const QString value = index.data(Qt::EditRole).toString();
        const int i = combo->findData(value);
        if (i >= 0)
            combo->setCurrentIndex(i);
        else if (combo->isEditable())
            combo->setEditText(value);
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void ScenarioDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                    const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        // A typed text that is not an item's (a size such as 70B) goes to the model as typed.
        const bool typed = combo->isEditable() && !combo->property("regionChooser").toBool() &&
                           combo->currentText() != combo->itemText(combo->currentIndex());
        model->setData(index, typed ? combo->currentText() : combo->currentData().toString(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

void ScenarioDelegate::destroyEditor(QWidget* editor, const QModelIndex& index) const {
    m_model->endPreview(sourceRow(index));
    QStyledItemDelegate::destroyEditor(editor, index);
}

void ScenarioDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const {
    QStyledItemDelegate::paint(painter, option, index);
    if (index.data(ScenarioTableModel::ProblemRole).toBool()) {
        painter->save();
        painter->setPen(QPen(QColor(200, 0, 0), 2));
        painter->drawRect(option.rect.adjusted(1, 1, -1, -1));
        painter->restore();
    }
}

} // namespace gpuplan::ui
