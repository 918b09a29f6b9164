// The GPU catalog tab: its table, filter and editing; each change written to the store first, then shown
// and put into the page context's catalog, the one the estimates use.
#include "catalog/gpu_catalog_page.h"

#include "applied_command.h"
#include "catalog/gpu_catalog_delegate.h"
#include "catalog/gpu_catalog_model.h"
#include "catalog/gpu_commands.h"
#include "catalog/gpu_conflict_dialog.h"
#include "qt_text.h"
#include "word_filter.h"

#include <QDate>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplan::ui {

GpuCatalogPage::GpuCatalogPage(PageContext& context, QWidget* parent)
    : QWidget(parent), m_context(context), m_catalog(&context.catalog()), m_undo(context.undo()) {
    setObjectName(QStringLiteral("gpuCatalogPage"));
    const core::Catalog* catalog = m_catalog;
    m_model = new GpuCatalogModel(this);
    m_model->setGpus(catalog->gpus());
    m_proxy = new WordFilterProxy(this);
    m_filter = new QLineEdit(this);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("catalogView"));
    setUpFilteredTable(m_view, m_filter, m_proxy, m_model, GpuCatalogModel::SortRole,
                       tr("Filter GPUs (name, vendor, memory type, ...)"));
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_proxy->setWords(text);
        emit shownChanged();
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_view);
    m_view->resizeColumnsToContents();

    QStringList networks;
    for (const core::Network& n : catalog->networks())
        networks << u(n.id);
    m_view->setItemDelegate(new GpuCatalogDelegate(networks, m_view));
    connect(m_model, &GpuCatalogModel::editRefused, this, &GpuCatalogPage::refused);
    m_model->onEdit = [this](const core::GpuSpec& before, const core::GpuSpec& after) {
        return carryOutChange(before, after);
    };
    resolveConflict = [this](const core::GpuConflict& theirs, const std::optional<core::GpuSpec>& mine) {
        GpuConflictDialog dialog(theirs, mine, this);
        dialog.exec();
        return dialog.choice();
    };
    // The context's channel shows what is refused; its catalog follows others' changes row by row here, and
    // the role decides whether the table can be edited.
    connect(this, &GpuCatalogPage::refused, &context, &PageContext::refuse);
    connect(&context, &PageContext::catalogReadAgain, this,
            [this](const core::Catalog& next) { follow(next.gpus()); });
    connect(&context, &PageContext::accessChanged, this,
            [this] { setStore(m_context.catalogStore(), m_context.whyCatalogReadOnly()); });
    setStore(context.catalogStore(), context.whyCatalogReadOnly());
}

void GpuCatalogPage::setStore(core::CatalogStore* store, const QString& why) {
    m_store = store;
    // The edit triggers the view was made with, kept to give back when editing is allowed again.
    const char* key = "gpuplanEditTriggers";
    if (!m_view->property(key).isValid())
        m_view->setProperty(key, static_cast<int>(m_view->editTriggers()));
    m_view->setEditTriggers(store ? QAbstractItemView::EditTriggers(m_view->property(key).toInt())
                                  : QAbstractItemView::NoEditTriggers);
    m_view->setToolTip(store ? QString() : why);
}

void GpuCatalogPage::follow(const std::vector<core::GpuSpec>& next) {
    for (const core::GpuSpec& gpu : m_catalog->gpus())
        if (std::none_of(next.begin(), next.end(), [&](const core::GpuSpec& g) { return g.id == gpu.id; }))
            m_model->remove(gpu.id);
    for (const core::GpuSpec& gpu : next)
        if (const core::GpuSpec* before = m_catalog->gpu(gpu.id); !before || !(*before == gpu))
            m_model->replace(gpu);
}

int GpuCatalogPage::shownCount() const {
    return m_proxy->rowCount();
}

int GpuCatalogPage::count() const {
    return m_model->rowCount();
}

void GpuCatalogPage::focusFilter() {
    m_filter->setFocus();
    m_filter->selectAll();
}

core::Result<std::optional<core::GpuSpec>>
GpuCatalogPage::apply(const std::string& id, const std::optional<core::GpuSpec>& gpu, std::int64_t version) {
    if (!m_store)
        return core::fail(tr("the catalog is read-only here (no store)").toStdString());
    // The catalog's checks first (they include the calibration rule), then the store, then the views.
    core::Catalog next = *m_catalog;
    auto checked = gpu ? next.putGpu(*gpu) : next.removeGpu(id);
    if (!checked)
        return checked.failure();
    std::optional<core::GpuSpec> stored;
    if (gpu) {
        core::GpuSpec mine = *gpu;
        mine.version = version;
        auto saved = m_store->saveGpu(mine);
        if (!saved)
            return saved.failure();
        stored = saved.value();
    } else if (auto removed = m_store->removeGpu(id, version); !removed) {
        return removed.failure();
    }
    showGpu(id, stored);
    return stored;
}

void GpuCatalogPage::showGpu(const std::string& id, const std::optional<core::GpuSpec>& gpu) {
    // The store has it so already: the catalog the estimates use takes it as its own rules say, and the row
    // shows what the catalog then holds.
    if (gpu)
        m_context.putGpu(*gpu);
    else
        m_context.removeGpu(id);
    emit gpuChanged(id, gpu);
    if (const core::GpuSpec* now = m_catalog->gpu(id))
        m_model->replace(*now);
    else
        m_model->remove(id);
}

bool GpuCatalogPage::carryOutChange(const std::optional<core::GpuSpec>& before,
                                    const std::optional<core::GpuSpec>& after) {
    if (!m_store) {
        emit refused(tr("the catalog is read-only here (no store)"));
        return false;
    }
    auto* command = new GpuChangeCommand([this](const std::string& id, const auto& gpu,
                                                std::int64_t version) { return apply(id, gpu, version); },
                                         *m_store, before, after, gpuChangeText(before, after));
    command->onRefused([this](const QString& why) { emit refused(why); });
    command->redo();
    return settleRowChange(
        command, m_undo, before, after, resolveConflict,
        [this](const std::string& id, const std::optional<core::GpuSpec>& gpu) { showGpu(id, gpu); },
        [this](const QString& why) { emit refused(why); },
        [&after](const core::GpuConflict& theirs, const QString& who, const QString& name) {
            return tr("kept %1's %2: %3").arg(who, name, gpuConflictValues(*theirs.current, after).value(0));
        });
}

std::optional<core::GpuSpec> GpuCatalogPage::selectedGpu() const {
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    return m_model->gpu(m_proxy->mapToSource(current).row());
}

core::GpuSpec GpuCatalogPage::copyOf(const core::GpuSpec& gpu, const std::string& id) const {
    core::GpuSpec copy = gpu;
    copy.id = id;
    copy.name = tr("%1 (copy)").arg(u(gpu.name)).toStdString();
    copy.unverified = true; // until the user checks the figures against a datasheet
    copy.verification = tr("copied from %1 on %2: check every figure")
                            .arg(u(gpu.id), QDate::currentDate().toString(Qt::ISODate))
                            .toStdString();
    return copy;
}

bool GpuCatalogPage::addGpu(const core::GpuSpec& gpu) {
    if (m_catalog->gpu(gpu.id)) {
        emit refused(tr("a GPU with the id %1 exists").arg(u(gpu.id)));
        return false;
    }
    if (!carryOutChange(std::nullopt, gpu))
        return false;
    const int row = m_model->rowOf(gpu.id);
    m_view->setCurrentIndex(m_proxy->mapFromSource(m_model->index(row, 0)));
    return true;
}

void GpuCatalogPage::duplicateSelected() {
    const auto gpu = selectedGpu();
    if (!gpu) {
        emit refused(tr("select the GPU to copy first"));
        return;
    }
    std::string id = gpu->id + "-copy";
    for (int i = 2; m_catalog->gpu(id); ++i)
        id = gpu->id + "-copy" + std::to_string(i);
    addGpu(copyOf(*gpu, id));
}

void GpuCatalogPage::newGpuFromDialog() {
    const auto gpu = selectedGpu();
    // A copy: the catalog may be read again while the dialog is open (another user changed it).
    core::GpuSpec base = gpu ? *gpu : m_catalog->gpus().front();
    bool ok = false;
    const QString id = QInputDialog::getText(this, tr("New GPU"),
                                             tr("The new GPU starts as a copy of %1; edit its figures in the "
                                                "table.\nID (lower-case letters, digits, "
                                                "'-'):")
                                                 .arg(u(base.name)),
                                             QLineEdit::Normal, u(base.id) + QStringLiteral("-custom"), &ok);
    // The new GPU copies the base as the catalog has it now, if another user changed it meanwhile.
    if (const core::GpuSpec* now = m_catalog->gpu(base.id))
        base = *now;
    if (ok && !id.isEmpty())
        addGpu(copyOf(base, id.trimmed().toStdString()));
}

void GpuCatalogPage::deleteSelected() {
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        emit refused(tr("select the GPUs to delete first"));
        return;
    }
    std::vector<core::GpuSpec> doomed;
    for (const QModelIndex& r : rows)
        doomed.push_back(m_model->gpu(m_proxy->mapToSource(r).row()));
    m_undo->beginMacro(tr("delete %n GPU(s)", nullptr, static_cast<int>(doomed.size())));
    for (const core::GpuSpec& g : doomed)
        carryOutChange(g, std::nullopt);
    m_undo->endMacro();
}

} // namespace gpuplan::ui
