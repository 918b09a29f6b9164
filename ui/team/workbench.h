#pragma once
// The workbench window and the store it works on, switched together: File > Connect to team store... and
// File > Use local store ask the StoreOpener (app/) for the other store and, when it opens, put a new window
// on it in place of the old one, where the old one was. A new window rather than the old one rewired: the
// undo history, the models and every editor refer to the store they were made on, and an undo must never
// reach a store other than the one it was done on.
//
// The scenario table is saved to its store on every change, so switching loses nothing, except when a save
// failed (the table then holds what no store does): the user is asked to save it to a file, discard it or
// stay. It is not carried into the other store: that store has its own scenario library (a team's), and
// writing a private table into it unasked would replace that library.
//
// A store that cannot be opened, and a save that fails (the server stopped, the connection dropped), are
// explained in a message in the window, which stays on the store it had; the message offers Retry and Use
// local store.

#include "team/store_opener.h"

#include "core/planning/scenario.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include <QMessageBox>

namespace gpuplan::ui {

class MainWindow;
class PasswordKeeper;
struct ScenarioOwner;

class Workbench : public QObject {
    Q_OBJECT
public:
    /// `opener` and `passwords` must outlive this.
    Workbench(StoreOpener& opener, PasswordKeeper& passwords, QObject* parent = nullptr);
    ~Workbench() override;

    /// Puts the first window on `store` (shown when `show`); `login` when it is a team store (for Retry).
    MainWindow* start(std::unique_ptr<OpenStore> store, std::optional<TeamLogin> login = {},
                      bool show = true);
    MainWindow* window() const { return m_window.get(); }

    /// The connect dialog, then connectTo() with what was typed.
    void connectFromDialog();
    /// Opens the team store and puts the window on it; false (with the problem shown in the window, which
    /// stays on its store) when it cannot be opened, or the user kept the current store.
    bool connectTo(const TeamLogin& login);
    /// Back to the local store; false when it cannot be opened or the user kept the current store.
    bool useLocalStore();
    /// Opens the current store again (a new connection) and saves the window's table there: Retry after
    /// a save failed.
    bool retry();

    /// The message a failure shows (null when none is shown): its text names the problem, its buttons are
    /// Retry, Use local store and Close.
    QMessageBox* problem() const { return m_problem; }

    /// What to do with a table no store holds when switching stores: Save (to a file), Discard or
    /// Cancel. Replaceable for tests; by default a question box.
    enum class UnsavedTable { Save, Discard, Cancel };
    std::function<UnsavedTable(MainWindow*)> askAboutUnsavedTable;
    /// The file to save such a table in (empty: cancelled). Replaceable for tests; by default a file dialog.
    std::function<QString(MainWindow*)> askForScenarioFile;

private:
    bool mayLeaveCurrentTable();
    /// `carried` (with whose each row is) is the table a failed save held, put in the new window.
    void install(std::unique_ptr<OpenStore> store, const std::vector<core::Scenario>* carried,
                 const std::vector<ScenarioOwner>* owners = nullptr);
    void showProblem(const QString& text, std::function<bool()> retry);

    StoreOpener& m_opener;
    PasswordKeeper& m_passwords;
    // The store outlives its window: members are destroyed in reverse order, so the window goes first.
    std::unique_ptr<OpenStore> m_store;
    std::unique_ptr<MainWindow> m_window;
    std::optional<TeamLogin> m_login; // the team store open now (for Retry); none: the local store
    QPointer<QMessageBox> m_problem;
    std::function<bool()> m_retry;
    struct Retired {
        std::unique_ptr<OpenStore> store;
        std::unique_ptr<MainWindow> window;
    };
    std::vector<Retired> m_retired; // replaced windows, deleted once their own events are over
};

} // namespace gpuplan::ui
