// MainWindow's catalog editor: GPUs edited in place, added, duplicated and deleted, each an
// undoable change written to the store first and then to the catalog the estimates use.
#include "main_window.h"
#include "qt_text.h"

#include "catalog/gpu_catalog_delegate.h"
#include "catalog/gpu_catalog_model.h"
#include "catalog/gpu_commands.h"
#include "catalog/gpu_conflict_dialog.h"
#include "compare/compare_page.h"
#include "models/model_page.h"
#include "scenarios/scenario_table_model.h"

#include <QDate>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QUndoStack>

namespace gpuplan::ui {
void MainWindow::setUpCatalogEditing() {
    QStringList networks;
    for (const core::Network& n : m_catalog.networks())
        networks << u(n.id);
    m_catalogView->setItemDelegate(new GpuCatalogDelegate(networks, m_catalogView));
    connect(m_catalogModel, &GpuCatalogModel::editRefused, this, &MainWindow::showRefusal);
    m_catalogModel->onEdit = [this](const core::GpuSpec& before, const core::GpuSpec& after) {
        return carryOutGpuChange(before, after);
    };
    m_resolveGpuConflict = [this](const core::GpuConflict& theirs, const std::optional<core::GpuSpec>& mine) {
        GpuConflictDialog dialog(theirs, mine, this);
        dialog.exec();
        return dialog.choice();
    };
}

core::Result<std::optional<core::GpuSpec>>
MainWindow::setGpu(const std::string& id, const std::optional<core::GpuSpec>& gpu, std::int64_t version) {
    if (!m_catalogStore)
        return core::fail(tr("the catalog is read-only here (no store)").toStdString());
    // The catalog's checks first (they include the calibration rule), then the store, then the views.
    core::Catalog next = m_catalog;
    auto checked = gpu ? next.putGpu(*gpu) : next.removeGpu(id);
    if (!checked)
        return checked.failure();
    std::optional<core::GpuSpec> stored;
    if (gpu) {
        core::GpuSpec mine = *gpu;
        mine.version = version;
        auto saved = m_catalogStore->saveGpu(mine);
        if (!saved)
            return saved.failure();
        stored = saved.value();
    } else if (auto removed = m_catalogStore->removeGpu(id, version); !removed) {
        return removed.failure();
    }
    showGpu(id, stored);
    return stored;
}

void MainWindow::showGpu(const std::string& id, const std::optional<core::GpuSpec>& gpu) {
    // The store has it so already: the catalog follows whatever its own rules would say.
    if (gpu ? !m_catalog.putGpu(*gpu) : !m_catalog.removeGpu(id))
        return;
    if (gpu)
        m_catalogModel->replace(*gpu);
    else
        m_catalogModel->remove(id);
    m_scenarioModel->setCatalog(m_catalog); // scenarios on this GPU are planned again
    m_comparePage->setCatalog(m_catalog);
    updateStatus();
}

bool MainWindow::carryOutGpuChange(const std::optional<core::GpuSpec>& before,
                                   const std::optional<core::GpuSpec>& after) {
    if (!m_catalogStore) {
        showRefusal(tr("the catalog is read-only here (no store)"));
        return false;
    }
    auto* command = new GpuChangeCommand([this](const std::string& id, const auto& gpu,
                                                std::int64_t version) { return setGpu(id, gpu, version); },
                                         *m_catalogStore, before, after, gpuChangeText(before, after));
    command->onRefused([this](const QString& why) { showRefusal(why); });
    command->redo();
    if (!command->conflict())
        return keepDone(command);
    const core::GpuConflict theirs = *command->conflict();
    const ConflictChoice choice = m_resolveGpuConflict(theirs, after);
    const QString who = theirs.changedBy.empty() ? tr("someone else") : u(theirs.changedBy);
    const QString name = u(theirs.current ? theirs.current->name : after ? after->name : before->name);
    if (!theirs.current) { // deleted meanwhile: nothing to apply over, and the row goes
        delete command;
        showGpu(theirs.id, std::nullopt);
        showRefusal(tr("%1 was deleted by %2 meanwhile").arg(name, who));
        return false;
    }
    if (choice == ConflictChoice::KeepTheirs) {
        delete command;
        showGpu(theirs.id, theirs.current);
        showRefusal(
            tr("kept %1's %2: %3").arg(who, name, gpuConflictValues(*theirs.current, after).value(0)));
        return false;
    }
    command->rebaseOnto(*theirs.current);
    return carryOut(command);
}

QString MainWindow::followCatalog(bool ifChanged) {
    if (!m_readCatalog && ifChanged)
        return {};
    if (!m_readCatalog)
        return tr("The GPU catalog was changed by another user: reopen the store to use the new catalog");
    auto read = m_readCatalog();
    if (!read)
        return tr("The GPU catalog was changed by another user but cannot be read: %1").arg(u(read.error()));
    core::Catalog next = std::move(read).value();
    if (ifChanged && next == m_catalog)
        return {}; // another program wrote something else: nothing to re-plan
    // Row by row rather than the whole table again: a reset would close a cell editor open in the catalog
    // table and lose what is typed there. An edit committed after this applies its one figure to the GPU
    // as it is now, since the model reads the row when the edit ends.
    QStringList changed;
    for (const core::GpuSpec& gpu : m_catalog.gpus())
        if (!next.gpu(gpu.id)) {
            changed << u(gpu.name);
            m_catalogModel->remove(gpu.id);
        }
    for (const core::GpuSpec& gpu : next.gpus()) {
        const core::GpuSpec* before = m_catalog.gpu(gpu.id);
        if (before && *before == gpu)
            continue;
        changed << u(gpu.name);
        m_catalogModel->replace(gpu);
    }
    m_modelPage->follow(next.models()); // the Models tab row by row as well, for the same reason
    m_catalog = std::move(next);
    m_scenarioModel->setCatalog(m_catalog); // every scenario planned and costed again
    m_comparePage->setCatalog(m_catalog);
    updateStatus();
    if (changed.isEmpty() && ifChanged)
        return tr("The models, networks or calibration were changed by another program or user: scenarios "
                  "re-planned with them");
    if (changed.isEmpty()) // models, networks or efficiencies
        return tr("The GPU catalog was changed by another user: scenarios re-planned with it");
    if (ifChanged)
        return tr("The GPU catalog was changed by another program or user (%1): scenarios re-planned with it")
            .arg(QLocale().createSeparatedList(changed));
    return tr("The GPU catalog was changed by another user (%1): scenarios re-planned with it")
        .arg(QLocale().createSeparatedList(changed));
}

std::optional<core::GpuSpec> MainWindow::selectedGpu() const {
    const QModelIndex current = m_catalogView->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    return m_catalogModel->gpu(m_catalogProxy->mapToSource(current).row());
}

core::GpuSpec MainWindow::copyOf(const core::GpuSpec& gpu, const std::string& id) const {
    core::GpuSpec copy = gpu;
    copy.id = id;
    copy.name = tr("%1 (copy)").arg(u(gpu.name)).toStdString();
    copy.unverified = true; // until the user checks the figures against a datasheet
    copy.verification = tr("copied from %1 on %2: check every figure")
                            .arg(u(gpu.id), QDate::currentDate().toString(Qt::ISODate))
                            .toStdString();
    return copy;
}

bool MainWindow::addGpu(const core::GpuSpec& gpu) {
    if (m_catalog.gpu(gpu.id)) {
        showRefusal(tr("a GPU with the id %1 exists").arg(u(gpu.id)));
        return false;
    }
    if (!carryOutGpuChange(std::nullopt, gpu))
        return false;
    const int row = m_catalogModel->rowOf(gpu.id);
    m_catalogView->setCurrentIndex(m_catalogProxy->mapFromSource(m_catalogModel->index(row, 0)));
    return true;
}

void MainWindow::duplicateSelectedGpu() {
    const auto gpu = selectedGpu();
    if (!gpu) {
        showRefusal(tr("select the GPU to copy first"));
        return;
    }
    std::string id = gpu->id + "-copy";
    for (int i = 2; m_catalog.gpu(id); ++i)
        id = gpu->id + "-copy" + std::to_string(i);
    addGpu(copyOf(*gpu, id));
}

void MainWindow::newGpuFromDialog() {
    const auto gpu = selectedGpu();
    // A copy: the catalog may be read again while the dialog is open (another user changed it).
    core::GpuSpec base = gpu ? *gpu : m_catalog.gpus().front();
    bool ok = false;
    const QString id = QInputDialog::getText(this, tr("New GPU"),
                                             tr("The new GPU starts as a copy of %1; edit its figures in the "
                                                "table.\nID (lower-case letters, digits, "
                                                "'-'):")
                                                 .arg(u(base.name)),
                                             QLineEdit::Normal, u(base.id) + QStringLiteral("-custom"), &ok);
    // The new GPU copies the base as the catalog has it now, if another user changed it meanwhile.
    if (const core::GpuSpec* now = m_catalog.gpu(base.id))
        base = *now;
    if (ok && !id.isEmpty())
        addGpu(copyOf(base, id.trimmed().toStdString()));
}

void MainWindow::deleteSelectedGpus() {
    const QModelIndexList rows = m_catalogView->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        showRefusal(tr("select the GPUs to delete first"));
        return;
    }
    std::vector<core::GpuSpec> doomed;
    for (const QModelIndex& r : rows)
        doomed.push_back(m_catalogModel->gpu(m_catalogProxy->mapToSource(r).row()));
    m_undo->beginMacro(tr("delete %n GPU(s)", nullptr, static_cast<int>(doomed.size())));
    for (const core::GpuSpec& g : doomed)
        carryOutGpuChange(g, std::nullopt);
    m_undo->endMacro();
}

} // namespace gpuplan::ui
