// MainWindow's wiring of the Prices tab (prices/prices_page.h owns the table, its editing, the imports and
// the regions and rates): the prices it reads re-cost the scenarios and the comparison, its shown currency is
// the scenario table's, and its refusals and messages go to the status bar.
#include "main_window.h"

#include "compare/compare_page.h"
#include "prices/price_table_model.h"
#include "prices/prices_page.h"
#include "scenarios/scenario_table_model.h"

#include <QStatusBar>

namespace gpuplan::ui {

void MainWindow::setUpPrices() {
    m_pricesPage = new PricesPage(m_store, &m_catalog, m_undo, this);
    connect(m_pricesPage, &PricesPage::refused, this, &MainWindow::showRefusal);
    connect(m_pricesPage, &PricesPage::done, this,
            [this](const QString& what, int milliseconds) { statusBar()->showMessage(what, milliseconds); });
    connect(m_pricesPage, &PricesPage::shownChanged, this, &MainWindow::updateStatus);
    connect(m_pricesPage, &PricesPage::pricesReloaded, this, &MainWindow::refreshScenarioPrices);
    // A price edited in place re-costs the scenarios that use it (no re-planning).
    connect(m_pricesPage->model(), &PriceTableModel::pricesChanged, this, [this] {
        m_scenarioModel->setPrices(m_pricesPage->model()->records());
        if (m_comparePage)
            m_comparePage->setPrices(m_pricesPage->model()->records());
    });
    connect(m_pricesPage, &PricesPage::displayCurrencyChanged, this,
            [this](const std::string& currency) { m_scenarioModel->setDisplayCurrency(currency); });
}

} // namespace gpuplan::ui
