// MainWindow and the store it works on: which store is open (the title and a permanent label in the status
// bar), the user's role in a team store, and what that role cannot do disabled with a tooltip saying why.
// The server enforces the roles (database/pg, migrations-pg/0002.sql); this only spares the user a refusal.
#include "main_window.h"
#include "prices/prices_page.h"

#include "catalog/gpu_catalog_page.h"
#include "prices/api_price_page.h"

#include "models/model_page.h"

#include "prices/price_table_model.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>

namespace gpuplan::ui {
namespace {

QString roleName(const QString& role) {
    if (role == QLatin1String("owner"))
        return MainWindow::tr("owner");
    if (role == QLatin1String("admin"))
        return MainWindow::tr("admin");
    if (role == QLatin1String("editor"))
        return MainWindow::tr("editor");
    if (role == QLatin1String("viewer"))
        return MainWindow::tr("viewer");
    return MainWindow::tr("no role");
}

} // namespace

QString MainWindow::whyNotAllowed(bool allowed, const char* role) const {
    if (allowed)
        return {};
    if (!m_access.teamStore()) // a local file whose catalog cannot be written, say
        return tr("not possible on this store");
    const QString needed =
        QLatin1String(role) == QLatin1String("admin") ? tr("the admin role") : tr("the editor role");
    return tr("needs %1 on team store %2").arg(needed, m_access.name);
}

void MainWindow::showStoreInTitle() {
    const QString where =
        m_access.teamStore() ? tr("%1 (%2)").arg(m_access.name, roleName(m_access.role)) : m_access.name;
    setWindowTitle(tr("GpuPlan: GPU planning workbench") + QStringLiteral(" \u2014 ") + where +
                   QStringLiteral("[*]"));
    if (!m_storeLabel) {
        m_storeLabel = new QLabel(this);
        m_storeLabel->setObjectName(QStringLiteral("storeLabel"));
        statusBar()->addPermanentWidget(m_storeLabel);
    }
    m_storeLabel->setText(m_access.teamStore() ? tr("Team store: %1").arg(where)
                                               : tr("Local store: %1").arg(where));
    m_storeLabel->setToolTip(
        m_access.teamStore() ? tr("A shared store on a PostgreSQL server; File > Use local store goes back "
                                  "to the file on this computer")
                             : tr("The store file on this computer; File > Connect to team store... opens a "
                                  "shared one"));
}

void MainWindow::setStoreAccess(const StoreAccess& access) {
    m_access = access;
    m_storeName = access.name;
    if (!access.editCatalog)
        m_catalogStore = nullptr; // the catalog editor's own read-only mode
    showStoreInTitle();
    // Prices, regions, rates and imports need the editor role: their actions and editors are disabled.
    const QString pricesWhy = whyNotAllowed(access.editPrices, "editor");
    for (const char* name : {"actionImportPrices", "actionImportSkyPilotFolder"}) {
        if (auto* action = findChild<QAction*>(QLatin1String(name))) {
            action->setEnabled(access.editPrices);
            action->setToolTip(pricesWhy.isEmpty() ? action->text().remove(QLatin1Char('&')) : pricesWhy);
        }
    }
    m_pricesPage->setEditable(access.editPrices, pricesWhy);
    m_gpuCatalogPage->setStore(m_catalogStore, whyNotAllowed(m_catalogStore != nullptr, "admin"));
    m_modelPage->setStore(m_catalogStore, whyNotAllowed(m_catalogStore != nullptr, "admin"));
    m_apiPricePage->setEditable(access.editPrices, pricesWhy);
    if (auto* action = findChild<QAction*>(QStringLiteral("actionImportModelConfig")))
        action->setEnabled(m_catalogStore != nullptr);
    updateActionsForTab();
    updateStatus();
}

} // namespace gpuplan::ui
