// The window's pages and how they are put together: each page is made with the shared context and added as
// a tab; what one page reads goes to the pages that use it; the first start; leaving; files dropped on it.
#include "main_window.h"

#include "app_icon.h"
#include "catalog/gpu_catalog_page.h"
#include "catalog/gpu_choice.h"
#include "compare/compare_page.h"
#include "display_format.h"
#include "models/model_config_file.h"
#include "models/model_page.h"
#include "prices/api_price_page.h"
#include "prices/api_price_table_model.h"
#include "prices/exchange_rate_model.h"
#include "prices/price_table_model.h"
#include "prices/prices_page.h"
#include "scenarios/sample_workspace.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "workbook/workbook_export.h"

#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QItemSelectionModel>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>

namespace gpuplan::ui {
namespace {

const QString kFirstStartDone = QStringLiteral("workspace/firstStartDone");

} // namespace

MainWindow::MainWindow(const core::Catalog& catalog, core::PriceStore& prices, const QString& storeName,
                       core::ScenarioStore* scenarios, core::CatalogStore* catalogStore, QWidget* parent)
    : QMainWindow(parent), m_context(new PageContext(catalog, prices, catalogStore, this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(applicationIcon());
    setAcceptDrops(true);
    StoreAccess access;
    access.name = storeName;
    m_context->setAccess(access);
    connect(m_context->undo(), &QUndoStack::cleanChanged, this,
            [this](bool clean) { setWindowModified(!clean); });
    connect(m_context, &PageContext::refused, this,
            [this](const QString& message) { statusBar()->showMessage(message, 10000); });
    connect(m_context, &PageContext::told, this, [this](const QString& message, int milliseconds) {
        statusBar()->showMessage(message, milliseconds);
    });
    connect(m_context, &PageContext::catalogChanged, this, &MainWindow::updateStatus);

    createEditActions();
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("tabs"));
    m_scenarioPage =
        new ScenarioPage(*m_context, scenarios, {m_newAction, m_duplicateAction, m_deleteAction});
    m_tabs->addTab(m_scenarioPage, tr("Scenarios"));
    m_gpuCatalogPage = new GpuCatalogPage(*m_context);
    m_tabs->addTab(m_gpuCatalogPage, tr("GPU catalog"));
    m_modelPage = new ModelPage(*m_context);
    m_tabs->addTab(m_modelPage, tr("Models"));
    m_pricesPage = new PricesPage(*m_context);
    m_tabs->addTab(m_pricesPage, tr("Prices"));
    m_apiPricePage = new ApiPricePage(*m_context);
    m_tabs->addTab(m_apiPricePage, tr("API prices"));
    m_comparePage = new ComparePage(*m_context);
    m_tabs->addTab(m_comparePage, tr("Compare && charts"));
    m_workbookExport = new WorkbookExport(*m_context, *m_scenarioPage->model(), *m_comparePage, this);
    setCentralWidget(m_tabs);
    connectPages();
    createMenus();
    m_pricesPage->reloadPrices();
    m_pricesPage->showRememberedChoices();
    m_scenarioPage->loadStored();
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateActionsForTab);
    setStoreAccess(access);

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    m_scenarioPage->restoreLayout();
    if (!settings.contains(QStringLiteral("mainWindow/geometry")))
        resize(1440, 860);
}

MainWindow::~MainWindow() {
    // The pages go first (the Prices tab joins its imports' readings); the views, while the catalog and the
    // models they write to still exist: an editor left open commits its value on the way out.
    disconnect(m_tabs, nullptr, this, nullptr);
    delete m_tabs;
}

void MainWindow::connectPages() {
    ScenarioTableModel* scenarios = m_scenarioPage->model();
    connect(m_gpuCatalogPage, &GpuCatalogPage::shownChanged, this, &MainWindow::updateStatus);
    connect(m_pricesPage, &PricesPage::shownChanged, this, &MainWindow::updateStatus);
    connect(m_pricesPage, &PricesPage::pricesReloaded, this, &MainWindow::refreshScenarioPrices);
    // A price edited in place re-costs the scenarios that use it (no re-planning).
    connect(m_pricesPage->model(), &PriceTableModel::pricesChanged, this, [this, scenarios] {
        scenarios->setPrices(m_pricesPage->model()->records());
        m_comparePage->setPrices(m_pricesPage->model()->records());
    });
    connect(m_pricesPage, &PricesPage::displayCurrencyChanged, scenarios,
            &ScenarioTableModel::setDisplayCurrency);
    connect(m_scenarioPage, &ScenarioPage::missingPriceClicked, this,
            [this, scenarios](int row, bool purchase) {
                const ScenarioRow& r = scenarios->row(row);
                m_pricesPage->addMissingPrice(ScenarioTableModel::unpricedCard(r, purchase).first,
                                              r.scenario.regionId, purchase);
            });
    connect(m_scenarioPage, &ScenarioPage::fileOpened, this,
            [this] { m_tabs->setCurrentWidget(m_scenarioPage); });
    // Serving scenarios and the comparison's "Rent vs API" chart are weighed against the API prices.
    connect(m_apiPricePage, &ApiPricePage::pricesChanged, scenarios, &ScenarioTableModel::setApiPrices);
    connect(m_apiPricePage, &ApiPricePage::pricesChanged, m_comparePage, &ComparePage::setApiPrices);
    scenarios->setApiPrices(m_apiPricePage->model()->prices()); // read before the connections
    m_comparePage->setApiPrices(m_apiPricePage->model()->prices());
    // The comparison and charts follow the scenario selected in the table.
    connect(m_scenarioPage->view()->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::showCurrentScenarioInComparison);
    connect(scenarios, &QAbstractItemModel::dataChanged, this, &MainWindow::showCurrentScenarioInComparison);
    connect(scenarios, &QAbstractItemModel::modelReset, this, &MainWindow::showCurrentScenarioInComparison);
}

void MainWindow::refreshScenarioPrices() {
    // The regions and rates reloadPrices() just read: nothing is read from the store again.
    const std::vector<core::ExchangeRate>& rates = m_pricesPage->rateModel()->rates();
    const PriceTableModel& prices = *m_pricesPage->model();
    m_scenarioPage->model()->setRateRecords(rates);
    m_scenarioPage->model()->setPriceData(prices.records(), prices.regions(), core::toExchangeRates(rates));
    m_comparePage->setRateRecords(rates);
    m_comparePage->setPriceData(prices.records(), prices.regions(), core::toExchangeRates(rates));
}

void MainWindow::showCurrentScenarioInComparison() {
    const int row = m_scenarioPage->currentRow();
    const ScenarioTableModel& scenarios = *m_scenarioPage->model();
    m_comparePage->setScenario(row >= 0 && row < scenarios.rowCount()
                                   ? std::optional<core::Scenario>(scenarios.row(row).scenario)
                                   : std::nullopt);
}

bool MainWindow::firstStartPending() {
    return !QSettings().value(kFirstStartDone).toBool();
}

void MainWindow::startFirstTime() {
    QSettings().setValue(kFirstStartDone, true);
    const WorkspaceDefaults defaults = rememberedDefaults();
    rememberRegion(defaults.regionId);
    rememberCurrency(defaults.currency);
    m_pricesPage->showRememberedChoices();
    if (m_scenarioPage->model()->rowCount() > 0)
        return; // a store with scenarios keeps them, unhinted
    const PriceTableModel& prices = *m_pricesPage->model();
    const std::vector<core::Scenario> sample =
        sampleWorkspace(catalog(), defaults.regionId, prices.records(), prices.regions());
    QString region = QString::fromStdString(defaults.regionId);
    for (const core::Region& r : prices.regions())
        if (r.id == defaults.regionId)
            region = regionName(r);
    m_scenarioPage->startWith(sample, region);
    // The comparison starts on the sample's own cards, the first as the baseline.
    std::vector<std::string> cards;
    for (const core::Scenario& s : sample)
        if (s.kind == core::ScenarioKind::Lora)
            cards.push_back(s.gpuId);
    if (cards.size() >= 2)
        m_comparePage->choice()->setChosen(cards, cards.front());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings().setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    QSettings().setValue(QStringLiteral("mainWindow/state"), saveState());
    m_scenarioPage->saveLayout();
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!droppedConfigPaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QStringList paths = droppedConfigPaths(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    m_tabs->setCurrentWidget(m_modelPage);
    m_modelPage->importConfigs(paths);
}

} // namespace gpuplan::ui
