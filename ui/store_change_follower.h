#pragma once
// What the workbench does when someone else commits a change to the store it shows (issue 16): another
// user of a team store, another program on the same file. It reads the prices again and re-costs the
// scenario table, keeping the price table's selection, and waits while a price cell is being edited, so
// the user's typing is never thrown away; it reads the catalog again and re-plans the scenarios, and the
// team's shared scenarios, changing only others' rows (neither closes an open editor, so neither waits). A
// file another program or window wrote may also bring a new scenario table, taken as one undoable step
// once no scenario cell is being edited. The status bar says what changed. It knows the store only as a
// core::StoreChangeSource, so its tests fake the changes on the in-memory store.

#include "core/store_changes.h"

#include <QObject>
#include <QTimer>

#include <set>

class QTableView;

namespace gpuplan::ui {

class MainWindow;

class StoreChangeFollower : public QObject {
    Q_OBJECT
public:
    /// Follows `source` for `window` (its parent) until destroyed; `source` must outlive it.
    StoreChangeFollower(MainWindow& window, core::StoreChangeSource& source);
    ~StoreChangeFollower() override;

    /// Empty while following; the reason (also shown in the status bar) when the store cannot be followed.
    const QString& problem() const { return m_problem; }

    /// Changes arriving within this time are read in one go (an import announces each of its rows).
    static constexpr int kGatherMs = 100;
    /// How often a change waiting for an edit to end looks again.
    static constexpr int kWaitForEditMs = 250;

signals:
    /// The window has read the changes and shows them; `message` is what the status bar says.
    void followed(const QString& message);

private:
    void received(const core::StoreChange& change);
    void apply();
    static bool editOpen(const QTableView* view);

    MainWindow& m_window;
    core::StoreChangeSource& m_source;
    int m_listener = 0;
    QString m_problem;
    std::set<core::ChangedData> m_pending;
    QTimer m_gather;
};

} // namespace gpuplan::ui
