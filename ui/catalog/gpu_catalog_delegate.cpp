#include "catalog/gpu_catalog_delegate.h"

#include "catalog/gpu_catalog_model.h"

#include "core/catalog/gpu_spec.h"

#include <QComboBox>
#include <QDoubleValidator>
#include <QIntValidator>
#include <QLineEdit>

namespace gpuplan::ui {

GpuCatalogDelegate::GpuCatalogDelegate(QStringList networks, QObject* parent)
    : QStyledItemDelegate(parent), m_networks(std::move(networks)) {}

QWidget* GpuCatalogDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                          const QModelIndex& index) const {
    using M = GpuCatalogModel;
    const int column = index.column();
    QStringList items;
    if (column == M::Link)
        for (core::LinkType l : core::kLinkTypes)
            items << QString::fromUtf8(core::linkTypeName(l).data());
    else if (column == M::Verified)
        items << M::tr("yes") << M::tr("no");
    else if (column == M::Network)
        items = m_networks;
    if (!items.isEmpty()) {
        auto* combo = new QComboBox(parent);
        combo->setObjectName(QStringLiteral("catalogChoice"));
        combo->addItems(items);
        return combo;
    }
    QWidget* editor = QStyledItemDelegate::createEditor(parent, option, index);
    if (auto* edit = qobject_cast<QLineEdit*>(editor)) {
        edit->setObjectName(QStringLiteral("catalogText"));
        const bool whole = column == M::LinkDomain || column == M::Mig || column == M::GpusPerNode;
        const bool number = whole || (column >= M::Memory && column <= M::PcieBandwidth &&
                                      column != M::MemoryType && column != M::Link);
        if (whole)
            edit->setValidator(new QIntValidator(0, 1024, edit));
        else if (number) {
            auto* v = new QDoubleValidator(0, 1e7, 4, edit);
            v->setNotation(QDoubleValidator::StandardNotation);
            edit->setValidator(v);
        }
    }
    return editor;
}

void GpuCatalogDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentIndex(std::max(0, combo->findText(index.data(Qt::EditRole).toString())));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void GpuCatalogDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                      const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentText(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace gpuplan::ui
