#pragma once
// The scenario workspace: the scenario table (sortable, edited in place) with its tool buttons,
// and the details panel of the selected scenario beside it.

#include <QList>
#include <QPointer>
#include <QWidget>

class QAction;
class QFrame;
class QLabel;
class QSortFilterProxyModel;
class QSplitter;
class QTableView;
class QTextBrowser;

namespace gpuplan::ui {

class ScenarioTableModel;
class ServingLoadDialog;

class ScenarioPage : public QWidget {
    Q_OBJECT
public:
    ScenarioPage(ScenarioTableModel* model, const QList<QAction*>& actions, QWidget* parent = nullptr);

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
    /// Serving load... (Ctrl+L): the load of the current serving scenario, as traffic at service levels or a
    /// throughput target, in a dialog (a traffic row's Work cell opens it on a double-click too). Enabled on
    /// a serving scenario of the user's own.
    QAction* servingLoadAction() const { return m_servingLoadAction; }
    /// Opens that dialog on the current row (window-modal; OK applies it as one undoable edit).
    void editServingLoad();
    ServingLoadDialog* servingLoadDialog() const; // the open one, or null

signals:
    /// A cell that names a missing price was clicked: the window offers to add it.
    void missingPriceClicked(int modelRow, bool purchase);
    void hintDismissed();

private:
    void showDetails();
    void fitColumns();
    void updateServingLoadAction();

    ScenarioTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QTextBrowser* m_details;
    QSplitter* m_splitter;
    QFrame* m_hint;
    QLabel* m_hintText;
    QAction* m_servingLoadAction;
    QPointer<ServingLoadDialog> m_loadDialog;
};

} // namespace gpuplan::ui
