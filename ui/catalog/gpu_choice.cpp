#include "catalog/gpu_choice.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace gpuplan::ui {

GpuChoice::GpuChoice(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Cards to compare (2 to 6):"), this));
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("gpuChoiceList"));
    layout->addWidget(m_list, 1);
    layout->addWidget(new QLabel(tr("Baseline (ratios are against it):"), this));
    m_baseline = new QComboBox(this);
    m_baseline->setObjectName(QStringLiteral("baselineChoice"));
    layout->addWidget(m_baseline);
    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (m_updating)
            return;
        if (item->checkState() == Qt::Checked && static_cast<int>(chosen().size()) > kMax) {
            const QSignalBlocker quiet(m_list);
            item->setCheckState(Qt::Unchecked);
            emit refused(tr("compare at most %1 cards: uncheck one first").arg(kMax));
            return;
        }
        fillBaseline();
        emit changed();
    });
    connect(m_baseline, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            emit changed();
    });
}

void GpuChoice::setCatalog(const core::Catalog& catalog) {
    std::vector<std::string> keep = chosen();
    const std::string base = baseline();
    m_updating = true;
    m_list->clear();
    for (const core::GpuSpec& g : catalog.gpus()) {
        auto* item = new QListWidgetItem(QString::fromStdString(g.name), m_list);
        item->setData(Qt::UserRole, QString::fromStdString(g.id));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(std::find(keep.begin(), keep.end(), g.id) != keep.end() ? Qt::Checked
                                                                                    : Qt::Unchecked);
    }
    m_updating = false;
    fillBaseline();
    const int i = m_baseline->findData(QString::fromStdString(base));
    if (i >= 0)
        m_baseline->setCurrentIndex(i);
}

void GpuChoice::setChosen(const std::vector<std::string>& ids, const std::string& baseline) {
    m_updating = true;
    for (int r = 0; r < m_list->count(); ++r) {
        QListWidgetItem* item = m_list->item(r);
        const std::string id = item->data(Qt::UserRole).toString().toStdString();
        item->setCheckState(std::find(ids.begin(), ids.end(), id) != ids.end() ? Qt::Checked : Qt::Unchecked);
    }
    fillBaseline();
    const int i = m_baseline->findData(QString::fromStdString(baseline));
    if (i >= 0)
        m_baseline->setCurrentIndex(i);
    m_updating = false;
    emit changed();
}

std::vector<std::string> GpuChoice::chosen() const {
    std::vector<std::string> out;
    for (int r = 0; r < m_list->count(); ++r)
        if (m_list->item(r)->checkState() == Qt::Checked)
            out.push_back(m_list->item(r)->data(Qt::UserRole).toString().toStdString());
    return out;
}

std::string GpuChoice::baseline() const {
    return m_baseline->currentData().toString().toStdString();
}

void GpuChoice::fillBaseline() {
    const QString current = m_baseline->currentData().toString();
    const bool wasUpdating = m_updating;
    m_updating = true;
    m_baseline->clear();
    for (int r = 0; r < m_list->count(); ++r)
        if (m_list->item(r)->checkState() == Qt::Checked)
            m_baseline->addItem(m_list->item(r)->text(), m_list->item(r)->data(Qt::UserRole));
    m_baseline->setCurrentIndex(std::max(0, m_baseline->findData(current)));
    m_updating = wasUpdating;
}

} // namespace gpuplan::ui
