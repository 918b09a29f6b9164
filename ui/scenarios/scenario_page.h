#pragma once
// The "Scenarios" tab, the workspace: the scenario table (sortable, edited in place) with its tool buttons
// and the details panel of the selected scenario beside it. The page owns the table's model and its
// editing (new, duplicate, delete, each an undoable step on the shared stack); keeps the table in the store
// on every change and shares the user's rows with the team (scenario_page_store.cpp); and opens and saves
// scenario files, with the recent ones (scenario_page_files.cpp). The context's catalog re-plans it.

#include "core/planning/scenario.h"
#include "core/planning/scenario_store.h"
#include "page_context.h"

#include <QList>
#include <QPointer>
#include <QWidget>

#include <functional>

class QAction;
class QFrame;
class QLabel;
class QMenu;
class QSortFilterProxyModel;
class QSplitter;
class QTableView;
class QTextBrowser;

namespace gpuplan::ui {

class ScenarioTableModel;
class RlRunDialog;
class ServingLoadDialog;

class ScenarioPage : public QWidget {
    Q_OBJECT
public:
    /// `store` keeps the table between runs (saved on every change; none = not kept) and must outlive the
    /// page, as must the context. `actions` (new, duplicate, delete: the window's, which it routes to the
    /// current tab) get tool buttons above the table and go on its context menu.
    ScenarioPage(PageContext& context, core::ScenarioStore* store, const QList<QAction*>& actions,
                 QWidget* parent = nullptr);

    ScenarioTableModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QTextBrowser* details() const { return m_details; }
    QSplitter* splitter() const { return m_splitter; }
    /// Rows of the model (not of the sorted view): the current one, or -1.
    int currentRow() const;
    /// The selected rows of the model, highest first (so removing them one by one keeps the rest valid).
    QList<int> selectedRows() const;
    void selectRow(int modelRow);
    /// A hint above the table (what to edit first) with a button that dismisses it.
    void showHint(const QString& text);
    QFrame* hint() const { return m_hint; }
    /// Workload... (Ctrl+L): the load of the current serving scenario, as traffic at service levels or a
    /// throughput target, or the run of an RL scenario, in a dialog (a traffic or RL row's Work cell opens it
    /// on a double-click too). Enabled on a serving or RL scenario of the user's own.
    QAction* servingLoadAction() const { return m_servingLoadAction; }
    /// Opens that dialog on the current row (window-modal; OK applies it as one undoable edit).
    void editServingLoad();
    void editRlRun(int row);
    ServingLoadDialog* servingLoadDialog() const; // the open one, or null
    RlRunDialog* rlRunDialog() const;             // the open one, or null

    /// Adds a scenario (named uniquely) after the current one as an undoable step; returns its row.
    int addScenario(const core::Scenario& scenario);
    /// A new scenario in the current one's region, on its card and price choice; with none selected, in
    /// the remembered region.
    void addNewScenario();
    void duplicateSelected();
    void deleteSelected();
    /// The first start's table: `sample` (not an undoable step: the workspace starts there, like a file
    /// just opened) with a hint naming `regionName`, unless the user dismissed it before.
    void startWith(const std::vector<core::Scenario>& sample, const QString& regionName);
    /// The splitter between the table and the details as the user left it (kept in QSettings).
    void restoreLayout();
    void saveLayout() const;

    // The store (scenario_page_store.cpp).
    /// Reads the stored scenarios into the table (at start); one that cannot be read is left as it is,
    /// and this session saves nothing to the store.
    void loadStored();
    /// Reads the stored scenarios again after someone else changed them: on a team store others' shared
    /// rows are brought up to date and the user's own left as they are (saying so when another window of
    /// theirs changed them); on a file the table is taken from it, as one undoable step. Returns what the
    /// status bar says (empty when nothing this page shows changed).
    QString followStored();
    /// False once a save of the table to the store failed, until a save succeeds: the table then holds
    /// what the store does not.
    bool savedInStore() const { return m_saved; }
    /// Shares or unshares the scenario of `row` in the store (the Shared column's box, the context menu).
    void shareScenario(int row, bool shared);

    // Files (scenario_page_files.cpp).
    /// Replaces the table with a file's scenarios (undoable); false, with the reason shown, if the file
    /// cannot be read (the table stays as it was).
    bool openFile(const QString& path);
    /// Writes the table to a file (all or nothing); false, with the reason shown, if it cannot.
    bool saveFile(const QString& path);
    QStringList recentFiles() const;
    /// File > Open scenarios... (Ctrl+O), Save scenarios (Ctrl+S), Save scenarios as... and the recent files.
    QAction* openAction() const { return m_open; }
    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }
    QMenu* recentMenu() const { return m_recentMenu; }

signals:
    /// A cell that names a missing price was clicked: the window offers to add it.
    void missingPriceClicked(int modelRow, bool purchase);
    /// A file was opened into the table: the window shows this tab.
    void fileOpened();
    /// Saving the table to the store failed (a dropped connection, a refusal): the table is kept.
    void storeSaveFailed(const QString& message);

private:
    /// Opens `dialog` on the model's `row`; when accepted, its scenario (`edited`) replaces that row's as one
    /// undoable edit.
    void openOnRow(QDialog* dialog, int row, const std::function<core::Result<core::Scenario>()>& edited);
    void showDetails();
    void fitColumns();
    void updateServingLoadAction();
    void setUpContextMenu(const QList<QAction*>& actions);
    void saveToStore();
    /// A team member with no scenarios of their own yet, seeing the team's shared ones: a hint on what
    /// they are and how to start one's own.
    void hintAtTeamScenarios();
    /// The context menu's share action as the current row allows: checked when shared, disabled (saying
    /// why) on a local store and on another's scenario.
    void updateShareAction();
    void setUpFileActions();
    void openFileFromDialog();
    void saveFileAs();
    void rememberRecentFile(const QString& path);
    void fillRecentMenu();
    /// Says why `reason` stopped a file operation: in the status bar, and in a box when the window is shown.
    void refuseFile(const QString& title, const QString& reason);

    PageContext& m_context;
    core::ScenarioStore* m_store;
    bool m_saved = true;
    QString m_file;                   // the file last opened or saved
    QAction* m_shareAction = nullptr; // "Shared with the team" on the table's context menu
    QAction* m_open = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QMenu* m_recentMenu = nullptr;
    ScenarioTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QTextBrowser* m_details;
    QSplitter* m_splitter;
    QFrame* m_hint;
    QLabel* m_hintText;
    QAction* m_servingLoadAction;
    QPointer<ServingLoadDialog> m_loadDialog;
    QPointer<RlRunDialog> m_rlDialog;
};

} // namespace gpuplan::ui
