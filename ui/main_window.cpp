#include "main_window.h"
#include "compare/compare_page.h"
#include "prices/api_price_page.h"
#include "prices/api_price_table_model.h"
#include "scenarios/scenario_table_model.h"

#include "app_icon.h"
#include "gpuplan_version.h"

#include "catalog/gpu_catalog_page.h"
#include "models/model_page.h"
#include "prices/prices_page.h"
#include "scenarios/scenario_page.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QGuiApplication>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

namespace gpuplan::ui {

MainWindow::MainWindow(const core::Catalog& catalog, core::PriceStore& prices, const QString& storeName,
                       core::ScenarioStore* scenarios, core::CatalogStore* catalogStore, QWidget* parent)
    : QMainWindow(parent), m_catalog(catalog), m_store(prices), m_storeName(storeName),
      m_scenarioStore(scenarios), m_catalogStore(catalogStore) {
    m_access.name = storeName;
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(applicationIcon());
    m_undo = new QUndoStack(this);
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { setWindowModified(!clean); });

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("tabs"));
    setUpScenarios();
    setUpGpuCatalog();
    m_tabs->addTab(m_gpuCatalogPage, tr("GPU catalog"));
    setUpModels();
    m_tabs->addTab(m_modelPage, tr("Models"));
    setUpPrices();
    m_tabs->addTab(m_pricesPage, tr("Prices"));
    m_apiPricePage = new ApiPricePage(m_store, m_undo, this);
    m_tabs->addTab(m_apiPricePage, tr("API prices"));
    connect(m_apiPricePage, &ApiPricePage::refused, this, &MainWindow::showRefusal);
    connect(m_apiPricePage, &ApiPricePage::done, this,
            [this](const QString& what) { statusBar()->showMessage(what, 10000); });
    setUpComparison();
    // Serving scenarios and the comparison's "Rent vs API" chart are weighed against the API prices.
    connect(m_apiPricePage, &ApiPricePage::pricesChanged, m_scenarioModel, &ScenarioTableModel::setApiPrices);
    connect(m_apiPricePage, &ApiPricePage::pricesChanged, m_comparePage, &ComparePage::setApiPrices);
    m_scenarioModel->setApiPrices(m_apiPricePage->model()->prices()); // read before the connections
    m_comparePage->setApiPrices(m_apiPricePage->model()->prices());
    setCentralWidget(m_tabs);
    createMenus();
    m_pricesPage->reloadPrices();
    m_pricesPage->showRememberedChoices();
    loadStoredScenarios();
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateActionsForTab);
    setStoreAccess(m_access);

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    m_scenarioPage->splitter()->restoreState(
        settings.value(QStringLiteral("mainWindow/scenarioSplitter")).toByteArray());
    if (!settings.contains(QStringLiteral("mainWindow/geometry")))
        resize(1440, 860);
}

MainWindow::~MainWindow() {
    // The pages go first (the Prices tab joins its imports' readings); the views, while the catalog and the
    // models they write to still exist: an editor left open commits its value on the way out.
    disconnect(m_tabs, nullptr, this, nullptr);
    delete m_tabs;
}

void MainWindow::createMenus() {
    auto icon = [this](QStyle::StandardPixmap p) { return style()->standardIcon(p); };
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->setToolTipsVisible(true); // a disabled action says why (main_window_store.cpp)
    QAction* open = file->addAction(icon(QStyle::SP_DialogOpenButton), tr("&Open scenarios..."), this,
                                    &MainWindow::openScenarioFileFromDialog);
    open->setObjectName(QStringLiteral("actionOpen"));
    open->setShortcut(QKeySequence::Open);
    QAction* save = file->addAction(icon(QStyle::SP_DialogSaveButton), tr("&Save scenarios"), this, [this] {
        if (m_scenarioFile.isEmpty())
            saveScenarioFileAs();
        else
            saveScenarioFile(m_scenarioFile);
    });
    save->setObjectName(QStringLiteral("actionSave"));
    save->setShortcut(QKeySequence::Save);
    QAction* saveAs = file->addAction(tr("Save scenarios &as..."), this, &MainWindow::saveScenarioFileAs);
    saveAs->setObjectName(QStringLiteral("actionSaveAs"));
    saveAs->setShortcut(QKeySequence::SaveAs);
    m_recentMenu = file->addMenu(tr("Recent scenario &files"));
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    fillRecentMenu();
    file->addSeparator();
    QAction* team =
        file->addAction(tr("Connect to &team store..."), this, &MainWindow::connectToTeamStoreRequested);
    team->setObjectName(QStringLiteral("actionConnectTeamStore"));
    QAction* local = file->addAction(tr("Use &local store"), this, &MainWindow::useLocalStoreRequested);
    local->setObjectName(QStringLiteral("actionUseLocalStore"));
    file->addSeparator();
    QAction* report = file->addAction(tr("&Export report..."), this, &MainWindow::exportReportFromDialog);
    report->setObjectName(QStringLiteral("actionExportReport"));
    report->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    QAction* preview = file->addAction(tr("Report pre&view..."), this, &MainWindow::previewReport);
    preview->setObjectName(QStringLiteral("actionPreviewReport"));
    preview->setShortcut(QKeySequence::Print);
    file->addSeparator();
    QAction* import = file->addAction(tr("&Import prices..."), m_pricesPage, &PricesPage::importFromDialog);
    import->setObjectName(QStringLiteral("actionImportPrices"));
    import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    QAction* importFolder = file->addAction(tr("Import a SkyPilot &catalog folder..."), m_pricesPage,
                                            &PricesPage::importSkyPilotFolderFromDialog);
    importFolder->setObjectName(QStringLiteral("actionImportSkyPilotFolder"));
    QAction* importModels = file->addAction(tr("Import &model config..."), this, [this] {
        m_tabs->setCurrentWidget(m_modelPage);
        m_modelPage->importConfigsFromDialog();
    });
    importModels->setObjectName(QStringLiteral("actionImportModelConfig"));
    importModels->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    QAction* reload = file->addAction(tr("&Reload prices"), m_pricesPage, &PricesPage::reloadPrices);
    reload->setObjectName(QStringLiteral("actionReloadPrices"));
    reload->setShortcut(QKeySequence::Refresh);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->setToolTipsVisible(true);
    QAction* undo = m_undo->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(icon(QStyle::SP_ArrowBack));
    QAction* redo = m_undo->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(icon(QStyle::SP_ArrowForward));
    edit->addAction(undo);
    edit->addAction(redo);

    // New, duplicate and delete act on the table of the current tab (their text says which).
    edit->addSeparator();
    edit->addAction(m_newAction);
    edit->addAction(m_duplicateAction);
    edit->addAction(m_deleteAction);
    edit->addAction(m_scenarioPage->servingLoadAction());
    QAction* history =
        edit->addAction(tr("Price &history..."), m_pricesPage, &PricesPage::showHistoryOfSelected);
    history->setObjectName(QStringLiteral("actionPriceHistory"));
    history->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    edit->addAction(m_pricesPage->pasteAction()); // shown on the Prices tab (updateActionsForTab)

    QToolBar* tools = addToolBar(tr("Main"));
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addActions({open, save});
    tools->addSeparator();
    tools->addActions({undo, redo});

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* find = view->addAction(tr("&Filter"), this, [this] {
        if (m_gpuCatalogPage->isVisible()) {
            m_gpuCatalogPage->focusFilter();
            return;
        }
        m_pricesPage->focusFilter();
    });
    find->setObjectName(QStringLiteral("actionFilter"));
    find->setShortcut(QKeySequence::Find);
    // The undo history: every step by name; clicking one goes back (or forward) to it.
    auto* historyDock = new QDockWidget(tr("Undo history"), this);
    historyDock->setObjectName(QStringLiteral("undoHistoryDock"));
    auto* undoView = new QUndoView(m_undo, historyDock);
    undoView->setObjectName(QStringLiteral("undoView"));
    undoView->setEmptyLabel(tr("<opened>"));
    historyDock->setWidget(undoView);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    historyDock->hide();
    QAction* showHistory = historyDock->toggleViewAction();
    showHistory->setObjectName(QStringLiteral("actionUndoHistory"));
    showHistory->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    view->addAction(showHistory);
    view->addAction(tools->toggleViewAction());

    // Language: the system's by default; a choice here is remembered and used from the next start.
    QMenu* language = view->addMenu(tr("&Language"));
    const QString current = QSettings().value(QStringLiteral("language")).toString();
    for (const auto& [code, name] : {std::pair{QStringLiteral("en"), QStringLiteral("English")},
                                     std::pair{QStringLiteral("zh_CN"), QStringLiteral("简体中文")}}) {
        QAction* a = language->addAction(name);
        a->setObjectName(QStringLiteral("actionLanguage_") + code);
        a->setCheckable(true);
        a->setChecked(current == code);
        const QString chosen = code;
        connect(a, &QAction::triggered, this, [this, chosen] {
            QSettings().setValue(QStringLiteral("language"), chosen);
            QMessageBox::information(this, tr("Language"),
                                     tr("The new language is used the next time GpuPlan starts."));
        });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About GpuPlan"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("actionAbout"));
}

void MainWindow::showAbout() {
    // The window's icon and the version the package, --version, the report and the store show too.
    QMessageBox box(this);
    box.setObjectName(QStringLiteral("aboutBox"));
    box.setWindowTitle(tr("About GpuPlan"));
    box.setIconPixmap(applicationIcon().pixmap(QSize(64, 64)));
    box.setTextFormat(Qt::RichText);
    box.setText(QStringLiteral("<h3>%1</h3><p>%2</p><p>%3</p>")
                    .arg(tr("GpuPlan %1").arg(QString::fromLatin1(gpuplan::kVersion)),
                         tr("GpuPlan plans GPU compute for large language models: training, fine-tuning and "
                            "serving time, memory and cost, to rent or to buy."),
                         tr("Running on Qt %1.").arg(QString::fromLatin1(qVersion()))));
    box.setStandardButtons(QMessageBox::Ok);
    box.exec();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings().setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    QSettings().setValue(QStringLiteral("mainWindow/state"), saveState());
    QSettings().setValue(QStringLiteral("mainWindow/scenarioSplitter"),
                         m_scenarioPage->splitter()->saveState());
    QMainWindow::closeEvent(event);
}

void MainWindow::showRefusal(const QString& reason) {
    m_lastMessage = tr("Not changed: %1").arg(reason);
    statusBar()->showMessage(m_lastMessage, 10000);
    emit refusalShown(m_lastMessage);
}

void MainWindow::updateStatus() {
    statusBar()->showMessage(tr("%1 of %2 GPUs, %3 of %4 prices; store: %5")
                                 .arg(m_gpuCatalogPage->shownCount())
                                 .arg(m_gpuCatalogPage->count())
                                 .arg(m_pricesPage->shownCount())
                                 .arg(m_pricesPage->count())
                                 .arg(m_storeName));
}

} // namespace gpuplan::ui
