#pragma once
// The workbench window, a frame: the pages in tabs (scenarios, GPU catalog, models, prices, API prices,
// compare), each owning its feature; the menus, toolbar, title and status bar; the first start and the open
// store's role; and the routing of New, Duplicate and Delete to the current tab. What the pages share (the
// catalog, the store, the undo stack, the role, the status channel) is one PageContext they are given; the
// window only shows what its channel says and passes one page's data to the pages that use it (the prices to
// the scenarios and the comparison). It talks to storage only through core::PriceStore, core::ScenarioStore
// and a core::Catalog, so its tests run without SQLite.

#include "core/catalog/catalog.h"
#include "core/catalog/catalog_store.h"
#include "core/planning/scenario_store.h"
#include "core/prices/price_store.h"
#include "core/store_changes.h"
#include "page_context.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QTabWidget;
class QUndoStack;

namespace gpuplan::ui {

class ApiPricePage;
class ComparePage;
class WorkbookExport;
class GpuCatalogPage;
class ModelPage;
class PricesPage;
class ScenarioPage;
class StoreChangeFollower;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// `scenarios` keeps the scenario table between runs (saved on every change); none = not kept.
    /// `catalogStore` receives catalog edits; none = the catalog is read-only.
    MainWindow(const core::Catalog& catalog, core::PriceStore& prices, const QString& storeName,
               core::ScenarioStore* scenarios = nullptr, core::CatalogStore* catalogStore = nullptr,
               QWidget* parent = nullptr);
    ~MainWindow() override;

    /// True until the first start has run (QSettings "workspace/firstStartDone").
    static bool firstStartPending();
    /// The first start: the region and currency from the locale (remembered), the sample workspace
    /// when the table is empty, and a hint on what to edit first.
    void startFirstTime();
    /// Help > About: the icon, the version and what GpuPlan is (modal).
    void showAbout();

    PageContext* context() const { return m_context; }
    const core::Catalog& catalog() const { return m_context->catalog(); }
    QUndoStack* undoStack() const { return m_context->undo(); }
    /// The last message shown to the user about a refused edit (also in the status bar).
    const QString& lastMessage() const { return m_context->lastMessage(); }

    ScenarioPage* scenarioPage() const { return m_scenarioPage; }
    GpuCatalogPage* gpuCatalogPage() const { return m_gpuCatalogPage; }
    ModelPage* modelPage() const { return m_modelPage; }
    PricesPage* pricesPage() const { return m_pricesPage; }
    ApiPricePage* apiPricePage() const { return m_apiPricePage; }
    ComparePage* comparePage() const { return m_comparePage; }
    WorkbookExport* workbookExport() const { return m_workbookExport; }
    QTabWidget* tabs() const { return m_tabs; }

    /// Shows changes others commit to the store (store_change_follower.h): the prices read again, the
    /// scenarios re-costed. `source` (the store, or null to stop) must outlive the window or the next call.
    void followStoreChanges(core::StoreChangeSource* source);
    StoreChangeFollower* storeChangeFollower() const { return m_changeFollower; }

    /// Says which store is open and what its user may do (main_window_frame.cpp): the title, the status
    /// bar's store label, and what the role cannot do disabled with a tooltip saying why.
    void setStoreAccess(const StoreAccess& access);
    const StoreAccess& storeAccess() const { return m_context->access(); }
    QLabel* storeLabel() const { return m_storeLabel; }

signals:
    /// File > Connect to team store... and File > Use local store: whoever owns the stores switches.
    void connectToTeamStoreRequested();
    void useLocalStoreRequested();

protected:
    void closeEvent(QCloseEvent* event) override;
    /// Hugging Face config.json files (or model folders) dropped on the window go to the Models tab.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    /// Passes what one page reads to the pages that use it: prices, rates and API prices to the scenarios
    /// and the comparison, the selected scenario to the comparison, a missing price to the Prices tab.
    void connectPages();
    void refreshScenarioPrices();
    void showCurrentScenarioInComparison();
    // main_window_frame.cpp: the menus, the toolbar, the title and the status bar.
    void createMenus();
    void createEditActions();
    void updateActionsForTab();
    void updateStatus();
    void showStoreInTitle();

    PageContext* m_context;
    ScenarioPage* m_scenarioPage = nullptr;
    GpuCatalogPage* m_gpuCatalogPage = nullptr;
    ModelPage* m_modelPage = nullptr;
    PricesPage* m_pricesPage = nullptr;
    ApiPricePage* m_apiPricePage = nullptr;
    ComparePage* m_comparePage = nullptr;
    WorkbookExport* m_workbookExport = nullptr; // File > Export workbook...
    QTabWidget* m_tabs = nullptr;
    // New, duplicate and delete: routed to the current tab, their text saying which.
    QAction* m_newAction = nullptr;
    QAction* m_duplicateAction = nullptr;
    QAction* m_deleteAction = nullptr;
    StoreChangeFollower* m_changeFollower = nullptr;
    QLabel* m_storeLabel = nullptr;
};

} // namespace gpuplan::ui
