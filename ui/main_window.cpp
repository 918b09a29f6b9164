#include "main_window.h"
#include "compare/compare_page.h"
#include "prices/api_price_page.h"
#include "prices/api_price_table_model.h"
#include "scenarios/scenario_table_model.h"

#include "app_icon.h"
#include "background_job.h"
#include "gpuplan_version.h"

#include "catalog/gpu_catalog_page.h"
#include "models/model_page.h"
#include "prices/add_price_dialog.h"
#include "prices/edit_price_command.h"
#include "prices/exchange_rate_model.h"
#include "prices/price_commands.h"
#include "prices/price_editing.h"
#include "prices/price_history_dialog.h"
#include "prices/price_import.h"
#include "prices/price_table_model.h"
#include "scenarios/scenario_page.h"
#include "word_filter.h"

#include "core/prices/price_csv.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDate>
#include <QDockWidget>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

#include <QVBoxLayout>

namespace gpuplan::ui {

MainWindow::MainWindow(const core::Catalog& catalog, core::PriceStore& prices, const QString& storeName,
                       core::ScenarioStore* scenarios, core::CatalogStore* catalogStore, QWidget* parent)
    : QMainWindow(parent), m_catalog(catalog), m_store(prices), m_storeName(storeName),
      m_scenarioStore(scenarios), m_catalogStore(catalogStore) {
    m_access.name = storeName;
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(applicationIcon());
    m_priceModel = new PriceTableModel(this);
    m_undo = new QUndoStack(this);
    // Every price edit is an undoable command on the store; the title's [*] follows the undo stack.
    m_rateModel = new ExchangeRateModel(this);
    m_rateModel->onEdit = [this](const core::ExchangeRate&, const core::ExchangeRate& after) {
        return setExchangeRate(after);
    };
    m_priceModel->onEdit = [this](const core::PriceRecord& before, const core::PriceRecord& after) {
        // A figure changed by hand keeps a source that is true for it ("edited DATE by WHO; before: ...").
        const std::string today = QDate::currentDate().toString(Qt::ISODate).toStdString();
        const core::PriceRecord mine = core::withEditProvenance(before, after, today, m_store.author());
        return carryOutPriceEdit(new EditPriceCommand(m_store, *m_priceModel, before, mine), mine);
    };
    m_resolvePlaceConflict = [](ConflictDialog& dialog) {
        dialog.exec();
        return dialog.choice();
    };
    m_resolveConflict = [this](const core::PriceConflict& theirs, const core::PriceRecord& mine) {
        PriceConflictDialog dialog(*m_priceModel, theirs, mine, this);
        dialog.exec();
        return dialog.choice();
    };
    connect(m_priceModel, &PriceTableModel::editRefused, this, &MainWindow::showRefusal);
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { setWindowModified(!clean); });

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("tabs"));
    setUpScenarios();
    setUpGpuCatalog();
    m_tabs->addTab(m_gpuCatalogPage, tr("GPU catalog"));
    setUpModels();
    m_tabs->addTab(m_modelPage, tr("Models"));
    auto* priceProxy = new PriceFilterProxy(m_priceModel, this); // also narrows to a region and a provider
    m_priceProxy = priceProxy;
    QWidget* pricePage = makeTable(m_priceModel, PriceTableModel::SortRole, m_priceView, m_priceFilter,
                                   m_priceProxy, tr("Filter prices (GPU, provider, region, ...)"));
    m_priceView->setItemDelegate(new PriceDelegate(m_priceView));
    m_regionChoice = new QComboBox(pricePage);
    m_regionChoice->setObjectName(QStringLiteral("regionChoice"));
    m_providerChoice = new QComboBox(pricePage);
    m_providerChoice->setObjectName(QStringLiteral("providerChoice"));
    connect(m_regionChoice, &QComboBox::currentIndexChanged, this, &MainWindow::showChosenRegionsPrices);
    connect(m_providerChoice, &QComboBox::currentIndexChanged, this, [this, priceProxy] {
        priceProxy->setProvider(m_providerChoice->currentData().toString().toStdString());
        updateStatus();
    });
    // Show every price in one currency, with the store's exchange rates.
    m_displayCurrency = new QComboBox(pricePage);
    m_displayCurrency->setObjectName(QStringLiteral("displayCurrency"));
    m_displayCurrency->addItem(tr("as stored"), QString());
    for (const char* c : {"CNY", "USD", "EUR", "HKD", "SGD", "JPY"})
        m_displayCurrency->addItem(QString::fromLatin1(c), QString::fromLatin1(c));
    connect(m_displayCurrency, &QComboBox::currentIndexChanged, this, &MainWindow::showPricesInCurrency);
    m_ratesNote = new QLabel(pricePage);
    m_ratesNote->setObjectName(QStringLiteral("ratesNote"));
    auto* ratesButton = new QPushButton(tr("Exchange rates..."), pricePage);
    ratesButton->setObjectName(QStringLiteral("editRates"));
    ratesButton->setToolTip(
        tr("The rates that convert prices between currencies, with their dates and sources"));
    connect(ratesButton, &QPushButton::clicked, this, &MainWindow::editExchangeRates);
    auto* currencyRow = new QHBoxLayout;
    currencyRow->addWidget(new QLabel(tr("Region:"), pricePage));
    currencyRow->addWidget(m_regionChoice);
    auto* editRegionButton = new QPushButton(tr("Edit region..."), pricePage);
    editRegionButton->setObjectName(QStringLiteral("editRegion"));
    editRegionButton->setToolTip(
        tr("Electricity price and PUE of the chosen region: the cost of owning uses them"));
    connect(editRegionButton, &QPushButton::clicked, this, &MainWindow::editChosenRegion);
    currencyRow->addWidget(editRegionButton);
    currencyRow->addSpacing(12);
    currencyRow->addWidget(new QLabel(tr("Provider:"), pricePage));
    currencyRow->addWidget(m_providerChoice);
    currencyRow->addSpacing(24);
    currencyRow->addWidget(new QLabel(tr("Show prices in:"), pricePage));
    currencyRow->addWidget(m_displayCurrency);
    currencyRow->addWidget(ratesButton);
    currencyRow->addWidget(m_ratesNote, 1); // takes the rest of the row
    static_cast<QVBoxLayout*>(pricePage->layout())->insertLayout(1, currencyRow);
    m_tabs->addTab(pricePage, tr("Prices"));
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
    m_priceView->setObjectName(QStringLiteral("priceView"));
    createMenus();
    reloadPrices();
    applyWorkspaceDefaults();
    rememberChoicesOfPricesTab();
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
    // An import's reading works on its own copies, but it is joined all the same: nothing this window
    // started outlives it.
    m_importJobs.clear();
    // The views go first, while the catalog and the models they write to still exist: an editor left
    // open commits its value on the way out.
    disconnect(m_tabs, nullptr, this, nullptr);
    delete m_tabs;
}

QWidget* MainWindow::makeTable(QAbstractItemModel* model, int sortRole, QTableView*& view, QLineEdit*& filter,
                               QSortFilterProxyModel*& proxy, const QString& placeholder) {
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    filter = new QLineEdit(page);
    filter->setPlaceholderText(placeholder);
    filter->setClearButtonEnabled(true);
    if (!proxy)
        proxy = new WordFilterProxy(this);
    proxy->setSourceModel(model);
    proxy->setSortRole(sortRole); // typed values: 141 GB sorts after 80 GB
    proxy->setFilterKeyColumn(-1);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    view = new QTableView(page);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(0, Qt::AscendingOrder);
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->horizontalHeader()->setStretchLastSection(true);
    view->verticalHeader()->hide();
    auto* p = qobject_cast<WordFilterProxy*>(proxy);
    connect(filter, &QLineEdit::textChanged, this, [this, p](const QString& text) {
        p->setWords(text);
        updateStatus();
    });
    layout->addWidget(filter);
    layout->addWidget(view);
    view->resizeColumnsToContents();
    return page;
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
    QAction* import = file->addAction(tr("&Import prices..."), this, &MainWindow::importPricesFromDialog);
    import->setObjectName(QStringLiteral("actionImportPrices"));
    import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    QAction* importFolder = file->addAction(tr("Import a SkyPilot &catalog folder..."), this,
                                            &MainWindow::importSkyPilotFolderFromDialog);
    importFolder->setObjectName(QStringLiteral("actionImportSkyPilotFolder"));
    QAction* importModels = file->addAction(tr("Import &model config..."), this, [this] {
        m_tabs->setCurrentWidget(m_modelPage);
        m_modelPage->importConfigsFromDialog();
    });
    importModels->setObjectName(QStringLiteral("actionImportModelConfig"));
    importModels->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    QAction* reload = file->addAction(tr("&Reload prices"), this, &MainWindow::reloadPrices);
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
        edit->addAction(tr("Price &history..."), this, &MainWindow::showHistoryOfSelectedPrice);
    history->setObjectName(QStringLiteral("actionPriceHistory"));
    history->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));

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
        m_priceFilter->setFocus();
        m_priceFilter->selectAll();
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
                                 .arg(m_priceProxy->rowCount())
                                 .arg(m_priceModel->rowCount())
                                 .arg(m_storeName));
}

} // namespace gpuplan::ui
