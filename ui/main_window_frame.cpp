// The window's frame: the menus and toolbar (each page's actions where the user looks for them), New,
// Duplicate and Delete routed to the current tab, the About box, the title and the status bar, and the open
// store's role: what it cannot do disabled with a tooltip saying why. The server enforces the roles
// (database/pg, migrations-pg/0002.sql); this only spares the user a refusal.
#include "main_window.h"

#include "app_icon.h"
#include "catalog/gpu_catalog_page.h"
#include "compare/compare_page.h"
#include "gpuplan_version.h"
#include "models/model_page.h"
#include "prices/api_price_page.h"
#include "prices/prices_page.h"
#include "scenarios/scenario_page.h"
#include "workbook/workbook_export.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

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

void MainWindow::createEditActions() {
    m_newAction = new QAction(style()->standardIcon(QStyle::SP_FileIcon), tr("&New scenario"), this);
    m_newAction->setObjectName(QStringLiteral("actionNew"));
    m_newAction->setShortcut(QKeySequence::New);
    m_duplicateAction = new QAction(tr("D&uplicate scenario"), this);
    m_duplicateAction->setObjectName(QStringLiteral("actionDuplicate"));
    m_duplicateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_deleteAction = new QAction(style()->standardIcon(QStyle::SP_TrashIcon), tr("&Delete scenario"), this);
    m_deleteAction->setObjectName(QStringLiteral("actionDelete"));
    m_deleteAction->setShortcut(QKeySequence::Delete);
    // Each acts on the table of the current tab; the Prices tab has no duplicate, the Compare tab none (New
    // and Delete there act on the prices).
    auto onTab = [this](void (ScenarioPage::*scenarios)(), void (GpuCatalogPage::*gpus)(),
                        void (ModelPage::*models)(), void (PricesPage::*prices)(),
                        void (ApiPricePage::*apis)()) {
        QWidget* page = m_tabs->currentWidget();
        if (page == m_scenarioPage)
            (m_scenarioPage->*scenarios)();
        else if (page == m_gpuCatalogPage)
            (m_gpuCatalogPage->*gpus)();
        else if (page == m_modelPage)
            (m_modelPage->*models)();
        else if (page == m_apiPricePage)
            (m_apiPricePage->*apis)();
        else if (prices)
            (m_pricesPage->*prices)();
    };
    connect(m_newAction, &QAction::triggered, this, [onTab] {
        onTab(&ScenarioPage::addNewScenario, &GpuCatalogPage::newGpuFromDialog,
              &ModelPage::newModelFromDialog, &PricesPage::addPriceFromDialog,
              &ApiPricePage::duplicateSelected);
    });
    connect(m_duplicateAction, &QAction::triggered, this, [onTab] {
        onTab(&ScenarioPage::duplicateSelected, &GpuCatalogPage::duplicateSelected,
              &ModelPage::duplicateSelected, nullptr, &ApiPricePage::duplicateSelected);
    });
    connect(m_deleteAction, &QAction::triggered, this, [onTab] {
        onTab(&ScenarioPage::deleteSelected, &GpuCatalogPage::deleteSelected, &ModelPage::deleteSelected,
              &PricesPage::deleteSelected, &ApiPricePage::deleteSelected);
    });
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->setToolTipsVisible(true); // a disabled action says why (setStoreAccess)
    file->addActions(
        {m_scenarioPage->openAction(), m_scenarioPage->saveAction(), m_scenarioPage->saveAsAction()});
    file->addMenu(m_scenarioPage->recentMenu());
    file->addSeparator();
    QAction* team =
        file->addAction(tr("Connect to &team store..."), this, &MainWindow::connectToTeamStoreRequested);
    team->setObjectName(QStringLiteral("actionConnectTeamStore"));
    QAction* local = file->addAction(tr("Use &local store"), this, &MainWindow::useLocalStoreRequested);
    local->setObjectName(QStringLiteral("actionUseLocalStore"));
    file->addSeparator();
    file->addActions({m_comparePage->exportReportAction(), m_comparePage->previewReportAction(),
                      m_workbookExport->action()});
    file->addSeparator();
    file->addActions({m_pricesPage->importAction(), m_pricesPage->importFolderAction()});
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
    QAction* undo = m_context->undo()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    QAction* redo = m_context->undo()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    edit->addActions({undo, redo});
    edit->addSeparator();
    edit->addActions({m_newAction, m_duplicateAction, m_deleteAction, m_scenarioPage->servingLoadAction()});
    QAction* history =
        edit->addAction(tr("Price &history..."), m_pricesPage, &PricesPage::showHistoryOfSelected);
    history->setObjectName(QStringLiteral("actionPriceHistory"));
    history->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    edit->addAction(m_pricesPage->pasteAction()); // shown on the Prices tab (updateActionsForTab)

    QToolBar* tools = addToolBar(tr("Main"));
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addActions({m_scenarioPage->openAction(), m_scenarioPage->saveAction()});
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
    auto* undoView = new QUndoView(m_context->undo(), historyDock);
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
    const bool editable =
        scenarios || (catalog ? m_context->catalogStore() != nullptr : m_context->access().editPrices);
    const QString why = scenarios ? QString()
                        : catalog ? m_context->whyCatalogReadOnly()
                                  : m_context->whyPricesReadOnly();
    for (QAction* action : {m_newAction, m_deleteAction, m_duplicateAction})
        action->setToolTip(why.isEmpty() ? action->text().remove(QLatin1Char('&')) : why);
    m_newAction->setEnabled(editable);
    m_deleteAction->setEnabled(editable);
    m_duplicateAction->setEnabled((scenarios || catalog || apis) && editable);
    m_scenarioPage->servingLoadAction()->setVisible(scenarios);
    m_pricesPage->pasteAction()->setVisible(page == m_pricesPage);
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

void MainWindow::showStoreInTitle() {
    const StoreAccess& access = m_context->access();
    const QString where =
        access.teamStore() ? tr("%1 (%2)").arg(access.name, roleName(access.role)) : access.name;
    setWindowTitle(tr("GpuPlan: GPU planning workbench") + QStringLiteral(" \u2014 ") + where +
                   QStringLiteral("[*]"));
    if (!m_storeLabel) {
        m_storeLabel = new QLabel(this);
        m_storeLabel->setObjectName(QStringLiteral("storeLabel"));
        statusBar()->addPermanentWidget(m_storeLabel);
    }
    m_storeLabel->setText(access.teamStore() ? tr("Team store: %1").arg(where)
                                             : tr("Local store: %1").arg(where));
    m_storeLabel->setToolTip(
        access.teamStore() ? tr("A shared store on a PostgreSQL server; File > Use local store goes back "
                                "to the file on this computer")
                           : tr("The store file on this computer; File > Connect to team store... opens a "
                                "shared one"));
}

void MainWindow::setStoreAccess(const StoreAccess& access) {
    // The pages follow the role (PageContext::accessChanged): their editors and actions disabled, saying why.
    m_context->setAccess(access);
    showStoreInTitle();
    findChild<QAction*>(QStringLiteral("actionImportModelConfig"))
        ->setEnabled(m_context->catalogStore() != nullptr);
    updateActionsForTab();
    updateStatus();
}

void MainWindow::updateStatus() {
    statusBar()->showMessage(tr("%1 of %2 GPUs, %3 of %4 prices; store: %5")
                                 .arg(m_gpuCatalogPage->shownCount())
                                 .arg(m_gpuCatalogPage->count())
                                 .arg(m_pricesPage->shownCount())
                                 .arg(m_pricesPage->count())
                                 .arg(m_context->access().name));
}

} // namespace gpuplan::ui
