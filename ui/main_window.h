#pragma once
// The workbench window: the pages in tabs (scenarios, GPU catalog, models, prices, API prices, compare), each
// owning its feature; menus, a toolbar, shortcuts, an undo history and a status bar. It talks to storage only
// through core::PriceStore, core::ScenarioStore and a core::Catalog, so its tests run without SQLite.

#include "core/catalog/catalog.h"
#include "core/catalog/catalog_store.h"
#include "core/planning/scenario.h"
#include "core/planning/scenario_store.h"
#include "core/prices/price_store.h"
#include "core/store_changes.h"

#include <functional>
#include <optional>

#include "team/store_opener.h"

#include <QMainWindow>
#include <QUndoStack>

class QLabel;
class QMenu;
class QTabWidget;
class QTableView;

namespace gpuplan::ui {

class GpuCatalogPage;
class PricesPage;
class ComparePage;
class ModelPage;
class ApiPricePage;
struct ReportInputs;
class ScenarioPage;
class ScenarioTableModel;
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

    /// Adds a scenario (named uniquely) after the current one as an undoable step; returns its row.
    int addScenario(const core::Scenario& scenario);
    /// A new scenario in the current one's region, on its card and price choice.
    void addNewScenario();

    /// True until the first start has run (QSettings "workspace/firstStartDone").
    static bool firstStartPending();
    /// The first start: the region and currency from the locale (remembered), the sample workspace
    /// when the table is empty, and a hint on what to edit first.
    void startFirstTime();
    void duplicateSelectedScenario();
    void deleteSelectedScenarios();
    /// Replaces the table with a file's scenarios (undoable); false, with the reason shown, if the file
    /// cannot be read (the table stays as it was).
    bool openScenarioFile(const QString& path);
    /// Writes the table to a file (all or nothing); false, with the reason shown, if it cannot.
    bool saveScenarioFile(const QString& path);
    QStringList recentScenarioFiles() const;
    /// Help > About: the icon, the version and what GpuPlan is (modal).
    void showAbout();
    /// Writes the PDF report of the selected scenario on the Compare tab's cards; false (with the reason
    /// shown) when there is no scenario, too few cards, or the file cannot be written.
    bool exportReport(const QString& path);

    const core::Catalog& catalog() const { return m_catalog; }

    ScenarioTableModel* scenarioModel() const { return m_scenarioModel; }
    ScenarioPage* scenarioPage() const { return m_scenarioPage; }
    GpuCatalogPage* gpuCatalogPage() const { return m_gpuCatalogPage; }
    PricesPage* pricesPage() const { return m_pricesPage; }
    ComparePage* comparePage() const { return m_comparePage; }
    ModelPage* modelPage() const { return m_modelPage; }
    ApiPricePage* apiPricePage() const { return m_apiPricePage; }
    QTabWidget* tabs() const { return m_tabs; }
    /// Shows changes others commit to the store (store_change_follower.h): the prices read again, the
    /// scenarios re-costed. `source` (the store, or null to stop) must outlive the window or the next call.
    void followStoreChanges(core::StoreChangeSource* source);
    StoreChangeFollower* storeChangeFollower() const { return m_changeFollower; }
    /// Reads the stored scenarios again after someone else changed them (main_window_team.cpp): on a team
    /// store others' shared rows are brought up to date and the user's own left as they are (saying so when
    /// another window of theirs changed them); on a file the table is taken from it, as one undoable step.
    /// Returns what the status bar says (empty when nothing this window shows changed).
    QString followStoredScenarios();
    QTableView* scenarioView() const;
    /// Where the window reads the catalog again when someone else changed it (the store it was read
    /// from); without one, the window says to reopen the store.
    using CatalogReader = std::function<core::Result<core::Catalog>()>;
    void setCatalogReader(CatalogReader reader) { m_readCatalog = std::move(reader); }
    bool canReadCatalogAgain() const { return static_cast<bool>(m_readCatalog); }
    /// Reads the catalog again and puts it in place of the one the window estimates with: the catalog
    /// table changed row by row (an open cell editor stays open), every scenario re-planned and re-costed,
    /// the comparison refreshed (main_window_catalog.cpp). Returns what the status bar says. `ifChanged`: for
    /// a change that may not concern the catalog (another program wrote the file): nothing happens and
    /// nothing is said unless a GPU, model, network, efficiency or global parameter differs.
    QString followCatalog(bool ifChanged = false);

    /// Says which store is open and what its user may do (main_window_store.cpp): the title, the status
    /// bar's store label, and what the role cannot do disabled with a tooltip saying why.
    void setStoreAccess(const StoreAccess& access);
    const StoreAccess& storeAccess() const { return m_access; }
    QLabel* storeLabel() const { return m_storeLabel; }
    /// False once a save of the scenario table to the store failed, until a save succeeds: the table
    /// then holds what the store does not.
    bool scenariosSavedInStore() const { return m_scenariosSaved; }
    /// Why "editing prices" etc. is disabled: "needs the editor role on team store X"; empty when allowed.
    QString whyNotAllowed(bool allowed, const char* role) const;

    QUndoStack* undoStack() const { return m_undo; }
    /// The last message shown to the user about a refused edit (also in the status bar).
    const QString& lastMessage() const { return m_lastMessage; }

signals:
    /// A change was refused; the message says why (also shown in the status bar).
    void refusalShown(const QString& message);
    /// File > Connect to team store... and File > Use local store: whoever owns the stores switches.
    void connectToTeamStoreRequested();
    void useLocalStoreRequested();
    /// Saving the scenario table to the store failed (a dropped connection, a refusal): the table is kept.
    void storeSaveFailed(const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    /// Hugging Face config.json files (or model folders) dropped on the window go to the Models tab.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createMenus();
    void updateStatus();
    void showStoreInTitle();
    void showRefusal(const QString& reason);
    // The GPU catalog tab's wiring (main_window_catalog.cpp; catalog/gpu_catalog_page.h owns the editing).
    void setUpGpuCatalog();
    // The Prices tab's wiring (main_window_prices.cpp; prices/prices_page.h owns the editing).
    void setUpPrices();
    // Report (main_window_report.cpp).
    core::Result<ReportInputs> reportInputs() const;
    void exportReportFromDialog();
    void previewReport();
    // Scenarios (main_window_scenarios.cpp).
    void setUpScenarios();
    void loadStoredScenarios();
    /// A team member with no scenarios of their own yet, seeing the team's shared ones: a hint on what
    /// they are and how to start one's own (main_window_team.cpp).
    void hintAtTeamScenarios();
    void saveScenariosToStore();
    /// Shares or unshares the scenario of `row` in the store (the Shared column's box, the context menu).
    void shareScenario(int row, bool shared);
    /// The context menu's share action as the current row allows: checked when shared, disabled (saying
    /// why) on a local store and on another's scenario.
    void updateShareAction();
    void openScenarioFileFromDialog();
    void saveScenarioFileAs();
    void rememberRecentFile(const QString& path);
    void fillRecentMenu();
    void updateActionsForTab();
    void refreshScenarioPrices();
    void setUpComparison();
    // Workspace defaults (main_window_workspace.cpp).
    void showCurrentScenarioInComparison();

    core::Catalog m_catalog;
    core::PriceStore& m_store;
    QString m_storeName;
    QUndoStack* m_undo = nullptr;
    QString m_lastMessage;
    core::ScenarioStore* m_scenarioStore = nullptr;
    core::CatalogStore* m_catalogStore = nullptr;
    ScenarioTableModel* m_scenarioModel = nullptr;
    ScenarioPage* m_scenarioPage = nullptr;
    GpuCatalogPage* m_gpuCatalogPage = nullptr;
    PricesPage* m_pricesPage = nullptr;
    ComparePage* m_comparePage = nullptr;
    ModelPage* m_modelPage = nullptr;
    ApiPricePage* m_apiPricePage = nullptr;
    void setUpModels(); // main_window_models.cpp
    QTabWidget* m_tabs = nullptr;
    QMenu* m_recentMenu = nullptr;
    QString m_scenarioFile; // the file last opened or saved
    QAction* m_newAction = nullptr;
    QAction* m_duplicateAction = nullptr;
    QAction* m_deleteAction = nullptr;
    QAction* m_shareAction = nullptr; // "Shared with the team" on the scenario table's context menu
    StoreChangeFollower* m_changeFollower = nullptr;
    CatalogReader m_readCatalog;
    StoreAccess m_access;
    QLabel* m_storeLabel = nullptr;
    bool m_scenariosSaved = true;
};

} // namespace gpuplan::ui
