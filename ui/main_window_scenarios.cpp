// MainWindow's scenario workspace: the table and its actions, keeping it in the store, scenario
// files (open, save, recent) and the prices the costs come from.
#include "main_window.h"
#include "prices/api_price_page.h"
#include "qt_text.h"

#include "catalog/gpu_catalog_page.h"
#include "models/model_page.h"
#include "prices/prices_page.h"

#include "compare/compare_page.h"
#include "prices/add_price_dialog.h"
#include "prices/exchange_rate_model.h"
#include "prices/price_table_model.h"
#include "scenarios/sample_workspace.h"
#include "scenarios/scenario_commands.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QItemSelectionModel>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>

namespace gpuplan::ui {
namespace {

const QString kRecentKey = QStringLiteral("recentScenarioFiles");
constexpr int kRecentMax = 8;

} // namespace

void MainWindow::setUpScenarios() {
    m_scenarioModel = new ScenarioTableModel(m_catalog, this);
    m_scenarioModel->onEdit = [this](int row, const core::Scenario& before, const core::Scenario& after) {
        m_undo->push(new EditScenarioCommand(*m_scenarioModel, row, before, after));
        return true;
    };
    connect(m_scenarioModel, &ScenarioTableModel::editRefused, this, &MainWindow::showRefusal);
    connect(m_scenarioModel, &ScenarioTableModel::scenariosChanged, this, &MainWindow::saveScenariosToStore);
    connect(m_scenarioModel, &ScenarioTableModel::shareRequested, this, &MainWindow::shareScenario);

    m_newAction = new QAction(style()->standardIcon(QStyle::SP_FileIcon), tr("&New scenario"), this);
    m_newAction->setObjectName(QStringLiteral("actionNew"));
    m_newAction->setShortcut(QKeySequence::New);
    // New, duplicate and delete act on the table of the current tab; the Models tab's page does its own.
    auto onTab = [this](void (MainWindow::*onScenarios)(), void (GpuCatalogPage::*onCatalog)(),
                        void (ModelPage::*onModels)(), void (PricesPage::*onPrices)(),
                        void (ApiPricePage::*onApiPrices)()) {
        QWidget* page = m_tabs->currentWidget();
        if (page == m_modelPage)
            (m_modelPage->*onModels)();
        else if (page == m_apiPricePage)
            (m_apiPricePage->*onApiPrices)();
        else if (page == m_scenarioPage)
            (this->*onScenarios)();
        else if (page == m_gpuCatalogPage)
            (m_gpuCatalogPage->*onCatalog)();
        else if (onPrices)
            (m_pricesPage->*onPrices)();
    };
    connect(m_newAction, &QAction::triggered, this, [onTab] {
        onTab(&MainWindow::addNewScenario, &GpuCatalogPage::newGpuFromDialog, &ModelPage::newModelFromDialog,
              &PricesPage::addPriceFromDialog, &ApiPricePage::duplicateSelected);
    });
    m_duplicateAction = new QAction(tr("D&uplicate scenario"), this);
    m_duplicateAction->setObjectName(QStringLiteral("actionDuplicate"));
    m_duplicateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(m_duplicateAction, &QAction::triggered, this, [onTab] {
        onTab(&MainWindow::duplicateSelectedScenario, &GpuCatalogPage::duplicateSelected,
              &ModelPage::duplicateSelected, nullptr, &ApiPricePage::duplicateSelected);
    });
    m_deleteAction = new QAction(style()->standardIcon(QStyle::SP_TrashIcon), tr("&Delete scenario"), this);
    m_deleteAction->setObjectName(QStringLiteral("actionDelete"));
    m_deleteAction->setShortcut(QKeySequence::Delete);
    connect(m_deleteAction, &QAction::triggered, this, [onTab] {
        onTab(&MainWindow::deleteSelectedScenarios, &GpuCatalogPage::deleteSelected,
              &ModelPage::deleteSelected, &PricesPage::deleteSelected, &ApiPricePage::deleteSelected);
    });
    m_scenarioPage =
        new ScenarioPage(m_scenarioModel, {m_newAction, m_duplicateAction, m_deleteAction}, this);
    m_tabs->addTab(m_scenarioPage, tr("Scenarios"));
    connect(m_scenarioPage, &ScenarioPage::missingPriceClicked, this, [this](int row, bool purchase) {
        const core::Scenario& s = m_scenarioModel->row(row).scenario;
        m_pricesPage->addMissingPrice(s.gpuId, s.regionId, purchase);
    });
    connect(m_scenarioPage, &ScenarioPage::hintDismissed, this, [] { rememberHintDismissed(); });

    // The row's context menu: the table's actions and, on a team store, sharing the row's scenario.
    m_shareAction = new QAction(tr("Shared with the team"), this);
    m_shareAction->setObjectName(QStringLiteral("actionShareScenario"));
    m_shareAction->setCheckable(true);
    connect(m_shareAction, &QAction::triggered, this, [this](bool shared) {
        if (const int row = m_scenarioPage->currentRow(); row >= 0)
            shareScenario(row, shared);
        updateShareAction();
    });
    QTableView* view = m_scenarioPage->view();
    connect(view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::updateShareAction);
    connect(m_scenarioModel, &QAbstractItemModel::dataChanged, this, &MainWindow::updateShareAction);
    connect(m_scenarioModel, &QAbstractItemModel::modelReset, this, &MainWindow::updateShareAction);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this, [this, view](const QPoint& at) {
        QMenu menu(this);
        menu.setToolTipsVisible(true); // a disabled share says why
        menu.addActions({m_newAction, m_duplicateAction, m_deleteAction});
        menu.addAction(m_scenarioPage->servingLoadAction());
        menu.addSeparator();
        menu.addAction(m_shareAction);
        menu.exec(view->viewport()->mapToGlobal(at));
    });
    updateShareAction();
}

void MainWindow::updateActionsForTab() {
    QWidget* page = m_tabs->currentWidget();
    const bool scenarios = page == m_scenarioPage;
    const bool models = page && page == m_modelPage;
    const bool apis = page && page == m_apiPricePage;
    const bool gpus = page && page == m_gpuCatalogPage;
    const bool catalog = gpus || models;
    m_newAction->setText(scenarios ? tr("&New scenario")
                         : gpus    ? tr("&New GPU...")
                         : models  ? tr("&New model...")
                         : apis    ? tr("&New API price (a copy)")
                                   : tr("&Add price..."));
    m_duplicateAction->setText(gpus     ? tr("D&uplicate GPU")
                               : models ? tr("D&uplicate model")
                               : apis   ? tr("D&uplicate API price")
                                        : tr("D&uplicate scenario"));
    m_deleteAction->setText(scenarios ? tr("&Delete scenario")
                            : gpus    ? tr("&Delete GPU")
                            : models  ? tr("&Delete model")
                            : apis    ? tr("&Delete API price")
                                      : tr("&Delete price"));
    // No catalog store: the catalog is read-only; prices follow the team store's role.
    const bool editable = scenarios || (catalog ? m_catalogStore != nullptr : m_access.editPrices);
    const QString why = scenarios ? QString()
                        : catalog ? whyNotAllowed(m_catalogStore != nullptr, "admin")
                                  : whyNotAllowed(m_access.editPrices, "editor");
    for (QAction* action : {m_newAction, m_deleteAction, m_duplicateAction})
        action->setToolTip(why.isEmpty() ? action->text().remove(QLatin1Char('&')) : why);
    m_newAction->setEnabled(editable);
    m_deleteAction->setEnabled(editable);
    m_duplicateAction->setEnabled((scenarios || catalog || apis) && editable);
    m_scenarioPage->servingLoadAction()->setVisible(scenarios);
    m_pricesPage->pasteAction()->setVisible(page == m_pricesPage);
}

void MainWindow::refreshScenarioPrices() {
    // The regions and rates reloadPrices() just read: nothing is read from the store again.
    const std::vector<core::ExchangeRate>& rates = m_pricesPage->rateModel()->rates();
    const PriceTableModel& prices = *m_pricesPage->model();
    m_scenarioModel->setRateRecords(rates);
    m_scenarioModel->setPriceData(prices.records(), prices.regions(), core::toExchangeRates(rates));
    if (m_comparePage) {
        m_comparePage->setRateRecords(rates);
        m_comparePage->setPriceData(prices.records(), prices.regions(), core::toExchangeRates(rates));
    }
}

void MainWindow::loadStoredScenarios() {
    if (!m_scenarioStore)
        return;
    auto stored = m_scenarioStore->scenarios();
    auto scenarios = stored ? fromStored(stored.value())
                            : core::Result<std::vector<core::Scenario>>(core::fail(stored.error()));
    if (!scenarios) {
        // Keep the stored copy as it is: this session does not overwrite what it could not read.
        QMessageBox::warning(this, tr("Scenarios"),
                             tr("The stored scenarios cannot be read (%1). They are left as they are, and "
                                "this session does not save scenarios to the store: save them to a file.")
                                 .arg(u(scenarios.error())));
        m_scenarioStore = nullptr;
        return;
    }
    core::ScenarioStore* store = m_scenarioStore;
    m_scenarioStore = nullptr; // loading is not a change to save back
    std::vector<ScenarioOwner> owners;
    for (const core::StoredScenario& s : stored.value())
        owners.push_back({s.owner, s.shared});
    m_scenarioModel->setTeamUser(u(store->teamUser()));
    m_scenarioModel->setScenarios(scenarios.value(), owners);
    m_scenarioStore = store;
    if (m_scenarioModel->rowCount() > 0)
        m_scenarioPage->selectRow(0);
    hintAtTeamScenarios();
}

void MainWindow::saveScenariosToStore() {
    if (!m_scenarioStore)
        return;
    // One transaction in the store: a failed save (a refusal, a dropped connection) leaves the stored
    // table as it was, and this one stays in the window; whoever owns the stores offers to retry.
    // Others' shared rows go with their owner, so the store leaves them out.
    std::vector<core::StoredScenario> rows = toStored(m_scenarioModel->scenarios());
    const std::vector<ScenarioOwner> owners = m_scenarioModel->owners();
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].owner = owners[i].owner;
    auto saved = m_scenarioStore->replaceScenarios(rows);
    m_scenariosSaved = static_cast<bool>(saved);
    if (!saved) {
        showRefusal(tr("the scenarios could not be saved to the store: %1").arg(u(saved.error())));
        emit storeSaveFailed(m_lastMessage);
    }
}

int MainWindow::addScenario(const core::Scenario& scenario) {
    core::Scenario s = scenario;
    s.name = m_scenarioModel->uniqueName(u(s.name)).toStdString();
    // After the current row, but never among others' shared rows: they come and go with their owners'
    // changes, and must not move the user's rows that the undo history refers to by number.
    const int current = m_scenarioPage->currentRow();
    const int own = m_scenarioModel->ownRowCount();
    const int row = current >= 0 ? std::min(current + 1, own) : own;
    m_undo->push(new AddScenarioCommand(*m_scenarioModel, row, s));
    m_scenarioPage->selectRow(row);
    return row;
}

void MainWindow::duplicateSelectedScenario() {
    const int row = m_scenarioPage->currentRow();
    if (row < 0) {
        showRefusal(tr("select the scenario to duplicate first"));
        return;
    }
    core::Scenario copy = m_scenarioModel->row(row).scenario;
    copy.name = tr("%1 (copy)").arg(u(copy.name)).toStdString();
    addScenario(copy);
}

void MainWindow::deleteSelectedScenarios() {
    const QList<int> rows = m_scenarioPage->selectedRows();
    if (rows.isEmpty()) {
        showRefusal(tr("select the scenarios to delete first"));
        return;
    }
    for (int row : rows)
        if (m_scenarioModel->isOthers(row)) {
            showRefusal(tr("%1 is %2's scenario: only its owner deletes it")
                            .arg(u(m_scenarioModel->row(row).scenario.name),
                                 u(m_scenarioModel->row(row).owner.owner)));
            return;
        }
    m_undo->beginMacro(tr("delete %n scenario(s)", nullptr, static_cast<int>(rows.size())));
    for (int row : rows) // highest first: the other rows keep their numbers
        m_undo->push(new AddScenarioCommand(*m_scenarioModel, row, m_scenarioModel->row(row).scenario, true));
    m_undo->endMacro();
}

bool MainWindow::openScenarioFile(const QString& path) {
    auto scenarios = readScenariosFile(path);
    if (!scenarios) {
        showRefusal(u(scenarios.error()));
        if (isVisible())
            QMessageBox::warning(this, tr("Open scenarios"), m_lastMessage);
        return false;
    }
    // The file replaces the user's own scenarios; others' shared ones stay in view (they are theirs).
    const int opened = static_cast<int>(scenarios.value().size());
    m_undo->push(new ReplaceScenariosCommand(*m_scenarioModel, std::move(scenarios).value(),
                                             tr("open %1").arg(QFileInfo(path).fileName())));
    m_scenarioFile = path;
    rememberRecentFile(path);
    m_undo->setClean();
    m_scenarioPage->hint()->hide(); // it describes the sample the file has replaced
    m_tabs->setCurrentWidget(m_scenarioPage);
    statusBar()->showMessage(tr("Opened %1: %n scenario(s)", nullptr, opened).arg(path), 5000);
    return true;
}

bool MainWindow::saveScenarioFile(const QString& path) {
    auto written = writeScenariosFile(path, m_scenarioModel->scenarios());
    if (!written) {
        showRefusal(u(written.error()));
        if (isVisible())
            QMessageBox::warning(this, tr("Save scenarios"), m_lastMessage);
        return false;
    }
    m_scenarioFile = path;
    rememberRecentFile(path);
    m_undo->setClean();
    statusBar()->showMessage(tr("Saved %n scenario(s) to %1", nullptr, m_scenarioModel->rowCount()).arg(path),
                             5000);
    return true;
}

void MainWindow::openScenarioFileFromDialog() {
    // .gpuplan is the registered file type; .json is what GpuPlan saved before it had one.
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open scenarios"), QFileInfo(m_scenarioFile).path(),
                                     tr("GpuPlan scenarios (*.gpuplan *.json);;All files (*)"));
    if (!path.isEmpty())
        openScenarioFile(path);
}

void MainWindow::saveScenarioFileAs() {
    const QString gpuplanFilter = tr("GpuPlan scenarios (*.gpuplan)");
    const QString jsonFilter = tr("GpuPlan scenarios as JSON (*.json)");
    QString chosenFilter =
        QFileInfo(m_scenarioFile).suffix() == QLatin1String("json") ? jsonFilter : gpuplanFilter;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save scenarios"), m_scenarioFile.isEmpty() ? tr("scenarios.gpuplan") : m_scenarioFile,
        gpuplanFilter + QStringLiteral(";;") + jsonFilter, &chosenFilter);
    if (path.isEmpty())
        return;
    // A name typed without a suffix gets the chosen type's, so a double-click opens the file later.
    if (QFileInfo(path).suffix().isEmpty())
        path += chosenFilter == jsonFilter ? QStringLiteral(".json")
                                           : QLatin1Char('.') + QLatin1String(kScenarioFileSuffix);
    saveScenarioFile(path);
}

QStringList MainWindow::recentScenarioFiles() const {
    return QSettings().value(kRecentKey).toStringList();
}

void MainWindow::rememberRecentFile(const QString& path) {
    QStringList recent = recentScenarioFiles();
    const QString full = QFileInfo(path).absoluteFilePath();
    recent.removeAll(full);
    recent.prepend(full);
    while (recent.size() > kRecentMax)
        recent.removeLast();
    QSettings().setValue(kRecentKey, recent);
    fillRecentMenu();
}

void MainWindow::fillRecentMenu() {
    m_recentMenu->clear();
    const QStringList recent = recentScenarioFiles();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        QAction* a =
            m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()), this,
                                    [this, path] { openScenarioFile(path); });
        a->setToolTip(path);
        a->setStatusTip(path);
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::setUpComparison() {
    // The comparison and charts follow the scenario selected in the table, the catalog and the prices.
    m_comparePage = new ComparePage(this);
    m_comparePage->setObjectName(QStringLiteral("comparePage"));
    m_tabs->addTab(m_comparePage, tr("Compare && charts"));
    m_comparePage->setCatalog(m_catalog);
    connect(m_comparePage, &ComparePage::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(m_scenarioPage->view()->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::showCurrentScenarioInComparison);
    connect(m_scenarioModel, &QAbstractItemModel::dataChanged, this,
            &MainWindow::showCurrentScenarioInComparison);
    connect(m_scenarioModel, &QAbstractItemModel::modelReset, this,
            &MainWindow::showCurrentScenarioInComparison);
}

void MainWindow::showCurrentScenarioInComparison() {
    const int row = m_scenarioPage->currentRow();
    m_comparePage->setScenario(row >= 0 && row < m_scenarioModel->rowCount()
                                   ? std::optional<core::Scenario>(m_scenarioModel->row(row).scenario)
                                   : std::nullopt);
}

} // namespace gpuplan::ui
