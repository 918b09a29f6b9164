// MainWindow's wiring of the GPU catalog tab (catalog/gpu_catalog_page.h owns the editing): the page's
// changes go into the catalog the estimates use, and a catalog others changed is read again and shown.
#include "main_window.h"
#include "qt_text.h"

#include "catalog/gpu_catalog_page.h"
#include "compare/compare_page.h"
#include "models/model_page.h"
#include "scenarios/scenario_table_model.h"

#include <QLocale>

namespace gpuplan::ui {

void MainWindow::setUpGpuCatalog() {
    m_gpuCatalogPage = new GpuCatalogPage(&m_catalog, m_undo, this);
    connect(m_gpuCatalogPage, &GpuCatalogPage::gpuChanged, this,
            [this](const std::string& id, const std::optional<core::GpuSpec>& gpu) {
                // The store has it so already: the catalog follows whatever its own rules would say.
                if (gpu ? !m_catalog.putGpu(*gpu) : !m_catalog.removeGpu(id))
                    return;
                m_scenarioModel->setCatalog(m_catalog); // scenarios on this GPU are planned again
                m_comparePage->setCatalog(m_catalog);
                updateStatus();
            });
    connect(m_gpuCatalogPage, &GpuCatalogPage::refused, this, &MainWindow::showRefusal);
    connect(m_gpuCatalogPage, &GpuCatalogPage::shownChanged, this, &MainWindow::updateStatus);
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
    const QStringList changed = m_gpuCatalogPage->follow(next.gpus());
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

} // namespace gpuplan::ui
