#pragma once
// The "Prices" tab: the stored rents and purchase prices as a table that owns its editing. It reads the
// prices, regions, providers and exchange rates from the store; narrows the table to a region (with the
// areas it lies in) and a provider; shows amounts in a chosen currency at the stored rates; adds, edits in
// place, deletes, pastes rows from a spreadsheet and reverts a price from its history, each an undoable
// command on the store pushed onto the window's undo stack (prices_page_editing.cpp); imports price files
// on a worker thread with a progress dialog (prices_page_import.cpp); and edits regions and exchange rates
// (prices_page_places.cpp). An edit that meets someone else's change asks whether to keep theirs or apply
// this one over it. The window hears what it needs through signals: the prices read again (to re-cost the
// scenarios), the shown currency, refusals and messages for the status bar.

#include "applied_command.h"
#include "background_job.h"
#include "conflict_dialog.h"
#include "core/catalog/catalog.h"
#include "core/prices/price_store.h"
#include "page_context.h"
#include "prices/price_conflict_dialog.h"

#include <QPointer>
#include <QUndoStack>
#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressDialog;
class QTableView;

namespace gpuplan::ui {

class AddPriceDialog;
class EditPriceCommand;
class ExchangeRateModel;
class PriceFilterProxy;
class PriceHistoryDialog;
class PriceTableModel;
class RegionDialog;
struct PriceFile;

class PricesPage : public QWidget {
    Q_OBJECT
public:
    /// The context gives the store, the catalog (the GPUs a price may name) and the undo stack; it must
    /// outlive the page.
    explicit PricesPage(PageContext& context, QWidget* parent = nullptr);
    /// Joins the readings of imports still running: nothing the page started outlives it.
    ~PricesPage() override;

    /// Reads the prices, regions, providers and rates from the store again (after an import, say, or
    /// another user's change); pricesReloaded() follows.
    void reloadPrices();
    /// Whether the user may edit prices, regions and rates here; `why` says why not (a role).
    void setEditable(bool allowed, const QString& why);

    /// Stores a new price as an undoable command; false (with refused()) if the store refuses it.
    bool addPrice(const core::PriceRecord& price);
    /// Deletes the selected price rows as undoable commands.
    void deleteSelected();
    /// Adds the prices in `text` (rows copied from a spreadsheet: tab-separated, in the columns of the price
    /// CSV, a header row optional) as one undoable step; nothing is added if any row is refused.
    bool pastePrices(const QString& text);
    /// Edit > Paste prices (Ctrl+V in the price table): pastePrices() with the clipboard's text.
    QAction* pasteAction() const { return m_paste; }
    /// Reverts a change of a price (from its history) as an undoable command.
    bool revertPriceChange(std::int64_t priceId, std::int64_t changeId);
    /// The price dialog, started on `gpuId` in `regionId` (a rent, or a server's purchase price); empty
    /// ids start it on its first GPU and region.
    void addMissingPrice(const std::string& gpuId, const std::string& regionId, bool purchase);
    void addPriceFromDialog();
    void showHistoryOfSelected();
    /// The history dialog while it is open (null otherwise), and its history read again after another
    /// user changed prices.
    PriceHistoryDialog* historyDialog() const;
    void refreshHistory();
    /// The Add a price dialog while it is open (else null), and bringing its lists up to date.
    AddPriceDialog* addPriceDialog() const;
    void refreshAddPriceDialog();

    /// Replaces a stored region's names, electricity price and PUE as an undoable step: `edited` is the
    /// region `seen` (as the page read it, with its version) after the user's changes. When someone else
    /// changed the region since, asks (resolvePlaceConflict) whether to keep theirs or apply this.
    bool editRegion(const core::Region& seen, const core::Region& edited);
    void editChosenRegion();
    /// The region dialog while it is open (null otherwise), and the region read again after others changed
    /// regions (RegionDialog::followStored).
    RegionDialog* regionDialog() const;
    void refreshRegionDialog();
    /// Stores an exchange rate (new or changed) as an undoable step, against the version the rate table
    /// read (as editRegion); a changed figure without a new source gets an "edited" source.
    bool setExchangeRate(const core::ExchangeRate& rate);
    void editExchangeRates();

    /// Imports a price file (GpuPlan layout or SkyPilot vms.csv, or a SkyPilot catalog folder): read and
    /// parsed on a worker thread with a progress dialog that can cancel, then written as one undoable step.
    /// importFinished() tells how it ended. With `validOnly`, rows that cannot be imported are skipped (and
    /// counted) instead of refusing the file; from the menu the user is asked.
    void importPricesFile(const QString& path, bool validOnly = false);
    void importFromDialog();
    void importSkyPilotFolderFromDialog();
    /// File > Import prices... (Ctrl+I) and Import a SkyPilot catalog folder...: the two above, disabled
    /// (saying why) where the role cannot edit prices.
    QAction* importAction() const { return m_import; }
    QAction* importFolderAction() const { return m_importFolder; }
    /// The progress dialog of an import under way (null otherwise).
    QProgressDialog* importProgress() const { return m_importProgress; }

    /// The region and display currency the user chose last (or the first start took from the locale), when
    /// one was chosen; with none, the table shows every region as stored. The user's own choices in the two
    /// lists are remembered for the next start (scenarios/sample_workspace.h).
    void showRememberedChoices();
    /// Puts the keyboard in the filter with its text selected (View > Filter).
    void focusFilter();
    PriceTableModel* model() const { return m_model; }
    ExchangeRateModel* rateModel() const { return m_rateModel; }
    QTableView* view() const { return m_view; }
    QLineEdit* filter() const { return m_filter; }
    QComboBox* regionChoice() const { return m_regionChoice; }
    QComboBox* providerChoice() const { return m_providerChoice; }
    QComboBox* displayCurrency() const { return m_displayCurrency; }
    /// Prices shown through the filter and the choices, and in all.
    int shownCount() const;
    int count() const;

    /// How a price edit that met someone else's change is settled (their record and who set it, and the
    /// user's): by default the PriceConflictDialog; tests answer it without a modal loop.
    std::function<ConflictChoice(const core::PriceConflict& theirs, const core::PriceRecord& mine)>
        resolveConflict;
    /// The same for an edit of a region or exchange rate: given the dialog that would be shown (by default
    /// it is shown, modal, and its answer taken).
    std::function<ConflictChoice(ConflictDialog& dialog)> resolvePlaceConflict;

signals:
    /// A change was refused; the reason (the context's channel says "Not changed: " and it).
    void refused(const QString& why);
    /// What an import did, for the status bar, for `milliseconds`.
    void done(const QString& what, int milliseconds);
    /// The prices, regions and rates were read again: the scenarios are re-costed with them.
    void pricesReloaded();
    /// The currency amounts are shown in ("" = as stored): the scenario table's money follows.
    void displayCurrencyChanged(const std::string& currency);
    /// The filter or a choice changed what is shown (the window's status bar counts the rows).
    void shownChanged();
    /// An import ended: written, refused (the reason in refused()) or cancelled.
    void importFinished(bool written);

private:
    /// Runs a command on the store; pushes it (already done) onto the undo stack, or says why it failed.
    template <typename Command> bool carryOut(Command* command) {
        command->redo();
        return keepDone(command);
    }
    template <typename Command> bool keepDone(Command* command) {
        return keepIfDone(m_undo, command, [this](const QString& why) { emit refused(why); });
    }
    /// Saves an edit of the price table; when someone else changed the price since the table read it,
    /// asks (resolveConflict) whether to keep their value or apply this one over it.
    bool carryOutPriceEdit(EditPriceCommand* command, const core::PriceRecord& mine);
    /// Carries out a region or rate edit, asking when it meets someone's change (prices_page_places.cpp).
    template <typename Command, typename Row> bool carryOutPlaceEdit(Command* command, const Row& mine);
    /// Narrows the table to the prices that apply in the chosen region (core::priceScopes).
    void showChosenRegionsPrices();
    /// Converts the shown amounts to the chosen currency, and says at which rates and dates.
    void showPricesInCurrency();
    /// Refuses with `why` and, when the page is shown, says so in a message box (an import's end).
    void refuseImport(const QString& why);

    core::PriceStore& m_store;
    const core::Catalog* m_catalog;
    QUndoStack* m_undo;
    PriceTableModel* m_model;
    PriceFilterProxy* m_proxy;
    ExchangeRateModel* m_rateModel;
    QTableView* m_view;
    QLineEdit* m_filter;
    QComboBox* m_regionChoice;
    QComboBox* m_providerChoice;
    QComboBox* m_displayCurrency;
    QLabel* m_ratesNote;
    QAction* m_paste;
    QAction* m_import;
    QAction* m_importFolder;
    QPointer<PriceHistoryDialog> m_historyDialog;
    QPointer<AddPriceDialog> m_addPriceDialog;
    QPointer<RegionDialog> m_regionDialog;
    std::int64_t m_historyPriceId = 0;
    QProgressDialog* m_importProgress = nullptr;
    using ImportJob = BackgroundJob<PriceFile>;
    std::vector<std::unique_ptr<ImportJob>> m_importJobs; // the readings of imports: ~PricesPage joins them
    PriceFile dropImportJob(ImportJob* job); // takes a finished reading's result, forgets the job
};

} // namespace gpuplan::ui
