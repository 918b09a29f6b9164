#pragma once
// The workbench window: the scenario workspace, the GPU catalog and the stored prices in tabs;
// menus, a toolbar, shortcuts, an undo history and a status bar. It talks to storage only through
// core::PriceStore, core::ScenarioStore and a core::Catalog, so its tests run without SQLite.

#include "core/catalog/catalog.h"
#include "core/catalog/catalog_store.h"
#include "core/planning/scenario.h"
#include "core/planning/scenario_store.h"
#include "core/prices/price_store.h"
#include "core/store_changes.h"

#include <functional>
#include <optional>

#include "applied_command.h"
#include "prices/price_conflict_dialog.h"
#include "team/store_opener.h"

#include <QMainWindow>
#include <QPointer>
#include <QUndoStack>

class QAbstractItemModel;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressDialog;
class QTabWidget;
class QSortFilterProxyModel;
class QTableView;

namespace gpuplan::ui {

template <typename Result> class BackgroundJob;
class GpuCatalogPage;
class ComparePage;
class ModelPage;
class ApiPricePage;
class EditPriceCommand;
class ExchangeRateModel;
struct ReportInputs;
struct PriceFile;
class PriceHistoryDialog;
class AddPriceDialog;
class RegionDialog;
class PriceTableModel;
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

    /// Stores a new price as an undoable command; false (with lastMessage()) if the store refuses it.
    bool addPrice(const core::PriceRecord& price);
    /// Deletes the selected price rows as undoable commands.
    void deleteSelectedPrices();
    /// Adds the prices in `text` (rows copied from a spreadsheet: tab-separated, in the columns of the price
    /// CSV, a header row optional) as one undoable step; nothing is added if any row is refused.
    bool pastePrices(const QString& text);
    /// Reverts a change of a price (from its history) as an undoable command.
    bool revertPriceChange(std::int64_t priceId, std::int64_t changeId);

    /// Adds a scenario (named uniquely) after the current one as an undoable step; returns its row.
    int addScenario(const core::Scenario& scenario);
    /// A new scenario in the current one's region, on its card and price choice.
    void addNewScenario();

    /// True until the first start has run (QSettings "workspace/firstStartDone").
    static bool firstStartPending();
    /// The first start: the region and currency from the locale (remembered), the sample workspace
    /// when the table is empty, and a hint on what to edit first.
    void startFirstTime();
    /// The price dialog, started on `gpuId` in `regionId` (a rent, or a server's purchase price); empty
    /// ids start it on its first GPU and region.
    void addMissingPrice(const std::string& gpuId, const std::string& regionId, bool purchase);
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

    /// Imports a price file (GpuPlan layout or SkyPilot vms.csv): read and parsed on a worker thread with
    /// a progress dialog that can cancel, then written as one undoable step. importFinished() tells how it
    /// ended.
    /// With `validOnly`, rows that cannot be imported are skipped (and counted) instead of refusing the file;
    /// from the menu the user is asked.
    /// `path` may also be a SkyPilot catalog folder (every <cloud>/vms.csv below it).
    void importPricesFile(const QString& path, bool validOnly = false);
    /// The progress dialog of an import under way (null otherwise).
    QProgressDialog* importProgress() const { return m_importProgress; }

    ScenarioTableModel* scenarioModel() const { return m_scenarioModel; }
    ScenarioPage* scenarioPage() const { return m_scenarioPage; }
    GpuCatalogPage* gpuCatalogPage() const { return m_gpuCatalogPage; }
    ComparePage* comparePage() const { return m_comparePage; }
    ModelPage* modelPage() const { return m_modelPage; }
    ApiPricePage* apiPricePage() const { return m_apiPricePage; }
    QTabWidget* tabs() const { return m_tabs; }
    QTableView* priceView() const { return m_priceView; }
    QLineEdit* priceFilter() const { return m_priceFilter; }
    QComboBox* displayCurrency() const { return m_displayCurrency; }
    QComboBox* regionChoice() const { return m_regionChoice; }
    QComboBox* providerChoice() const { return m_providerChoice; }

    /// Replaces a stored region's names, electricity price and PUE as an undoable step: `edited` is the
    /// region `seen` (as the window read it, with its version) after the user's changes. When someone else
    /// changed the region since, asks (m_resolvePlaceConflict) whether to keep theirs or apply this.
    bool editRegion(const core::Region& seen, const core::Region& edited);
    /// Stores an exchange rate (new or changed) as an undoable step, against the version the rate table
    /// read (as editRegion); a changed figure without a new source gets an "edited" source.
    bool setExchangeRate(const core::ExchangeRate& rate);
    /// The exchange rates as the rates dialog edits them.
    ExchangeRateModel* rateModel() const { return m_rateModel; }

    /// Reloads the prices from the store (after an import, say).
    void reloadPrices();
    /// The price history dialog while it is open (null otherwise), and its history read again after
    /// another user changed prices (PriceHistoryDialog::setChanges).
    PriceHistoryDialog* priceHistoryDialog() const;
    void refreshPriceHistory();
    /// The Add a price dialog while it is open (else null), and bringing its lists up to date.
    AddPriceDialog* addPriceDialog() const;
    void refreshAddPriceDialog();
    /// The region dialog while it is open (null otherwise), and the region read again after others changed
    /// regions (RegionDialog::followStored; main_window_places.cpp).
    RegionDialog* regionDialog() const;
    void refreshRegionDialog();
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
    /// How a price edit that met someone else's change is settled (their record and who set it, and the
    /// user's): by default the PriceConflictDialog; tests answer it without a modal loop.
    using ConflictResolver =
        std::function<ConflictChoice(const core::PriceConflict& theirs, const core::PriceRecord& mine)>;
    void setConflictResolver(ConflictResolver resolver) { m_resolveConflict = std::move(resolver); }
    /// The same for an edit of a region or exchange rate: given the dialog that would be shown (by default
    /// it is shown, modal, and its answer taken).
    using PlaceConflictResolver = std::function<ConflictChoice(ConflictDialog& dialog)>;
    void setPlaceConflictResolver(PlaceConflictResolver resolver) {
        m_resolvePlaceConflict = std::move(resolver);
    }
    /// The last message shown to the user about a refused edit (also in the status bar).
    const QString& lastMessage() const { return m_lastMessage; }

signals:
    /// An import ended: written, refused (the reason in lastMessage()) or cancelled.
    void importFinished(bool written);
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
    QWidget* makeTable(QAbstractItemModel* model, int sortRole, QTableView*& view, QLineEdit*& filter,
                       QSortFilterProxyModel*& proxy, const QString& placeholder);
    void createMenus();
    static void fillChoice(QComboBox* box, const QString& all,
                           const std::vector<std::pair<QString, QString>>& items);
    void updateStatus();
    void showStoreInTitle();
    void showRefusal(const QString& reason);
    /// Runs a command on the store; pushes it (already done) onto the undo stack, or shows why it failed.
    template <typename Command> bool carryOut(Command* command) {
        command->redo();
        return keepDone(command);
    }
    /// Pushes a command its redo carried out onto the undo stack, or shows why it failed.
    template <typename Command> bool keepDone(Command* command) {
        if (!command->error().isEmpty()) {
            showRefusal(command->error());
            delete command;
            return false;
        }
        m_undo->push(new AppliedOnce(command));
        return true;
    }

    /// Saves an edit of the price table; when someone else changed the price since the table read it,
    /// asks (m_resolveConflict) whether to keep their value or apply this one over it.
    bool carryOutPriceEdit(EditPriceCommand* command, const core::PriceRecord& mine);
    void addPriceFromDialog();
    void showHistoryOfSelectedPrice();
    void importPricesFromDialog();
    void importSkyPilotFolderFromDialog();
    void editChosenRegion();
    /// Carries out a region or rate edit (main_window_places.cpp), asking when it meets someone's change.
    template <typename Command, typename Row> bool carryOutPlaceEdit(Command* command, const Row& mine);
    void editExchangeRates();
    /// Narrows the price table to the prices that apply in the chosen region (core::priceScopes).
    void showChosenRegionsPrices();
    /// Converts the shown amounts to the chosen currency, and says at which rates and dates.
    void showPricesInCurrency();
    // The GPU catalog tab's wiring (main_window_catalog.cpp; catalog/gpu_catalog_page.h owns the editing).
    void setUpGpuCatalog();
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
    void applyWorkspaceDefaults();
    void rememberChoicesOfPricesTab();
    void showCurrentScenarioInComparison();

    core::Catalog m_catalog;
    core::PriceStore& m_store;
    QString m_storeName;
    PriceTableModel* m_priceModel = nullptr;
    QSortFilterProxyModel* m_priceProxy = nullptr;
    QTableView* m_priceView = nullptr;
    QLineEdit* m_priceFilter = nullptr;
    QUndoStack* m_undo = nullptr;
    QComboBox* m_displayCurrency = nullptr;
    QComboBox* m_regionChoice = nullptr;
    QLabel* m_ratesNote = nullptr;
    ExchangeRateModel* m_rateModel = nullptr;
    QComboBox* m_providerChoice = nullptr;
    QString m_lastMessage;
    ConflictResolver m_resolveConflict;
    PlaceConflictResolver m_resolvePlaceConflict;
    core::ScenarioStore* m_scenarioStore = nullptr;
    core::CatalogStore* m_catalogStore = nullptr;
    ScenarioTableModel* m_scenarioModel = nullptr;
    ScenarioPage* m_scenarioPage = nullptr;
    GpuCatalogPage* m_gpuCatalogPage = nullptr;
    ComparePage* m_comparePage = nullptr;
    ModelPage* m_modelPage = nullptr;
    ApiPricePage* m_apiPricePage = nullptr;
    void setUpModels(); // main_window_models.cpp
    QTabWidget* m_tabs = nullptr;
    QMenu* m_recentMenu = nullptr;
    QString m_scenarioFile; // the file last opened or saved
    QProgressDialog* m_importProgress = nullptr;
    using ImportJob = BackgroundJob<PriceFile>;
    std::vector<std::unique_ptr<ImportJob>> m_importJobs; // the readings of imports: ~MainWindow joins them
    PriceFile dropImportJob(ImportJob* job); // takes a finished reading's result and forgets the job
    QAction* m_newAction = nullptr;
    QAction* m_duplicateAction = nullptr;
    QAction* m_deleteAction = nullptr;
    QAction* m_shareAction = nullptr; // "Shared with the team" on the scenario table's context menu
    StoreChangeFollower* m_changeFollower = nullptr;
    CatalogReader m_readCatalog;
    QPointer<PriceHistoryDialog> m_historyDialog;
    QPointer<AddPriceDialog> m_addPriceDialog;
    QPointer<RegionDialog> m_regionDialog;
    std::int64_t m_historyPriceId = 0;
    StoreAccess m_access;
    QLabel* m_storeLabel = nullptr;
    bool m_scenariosSaved = true;
};

} // namespace gpuplan::ui
