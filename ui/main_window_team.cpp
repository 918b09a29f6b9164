// MainWindow's scenarios on a team store (issue 16): sharing the user's own (the Shared box and the context
// menu), following what the others share, and a first word for a member with nothing of their own yet.
//
// Others' shared rows follow the user's own rows. When someone else shares, unshares, edits, renames or
// deletes a scenario this user sees, the store announces it (store_change_follower.cpp) and the window reads
// the team's scenarios again: only the others' rows change, so the user's own, with any unsaved edit and an
// editor open on one, stay as they are, and nothing is saved by it.
#include "main_window.h"
#include "qt_text.h"
#include "scenarios/scenario_commands.h"

#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"

#include <QAction>
#include <QFrame>
#include <QMenu>
#include <QStatusBar>

#include <algorithm>

namespace gpuplan::ui {
namespace {

// "alice shared "H100 job"; bob changed "Serving"" for the status bar, at most three named.
QString describe(const OthersChange& change) {
    QStringList said;
    for (const OthersScenario& s : change.added)
        said << MainWindow::tr("%1 shared \"%2\"").arg(u(s.owner), u(s.name));
    for (const OthersScenario& s : change.changed)
        said << MainWindow::tr("%1 changed \"%2\"").arg(u(s.owner), u(s.name));
    for (const OthersScenario& s : change.removed)
        said << MainWindow::tr("%1's \"%2\" is no longer shared with you").arg(u(s.owner), u(s.name));
    constexpr int kNamed = 3;
    if (said.size() > kNamed) {
        const int more = static_cast<int>(said.size()) - kNamed;
        said = said.mid(0, kNamed);
        said << MainWindow::tr("%n more", nullptr, more);
    }
    return said.join(QStringLiteral("; "));
}

} // namespace

QTableView* MainWindow::scenarioView() const {
    return m_scenarioPage->view();
}

QString MainWindow::followStoredScenarios() {
    if (!m_scenarioStore)
        return {};
    const bool team = !m_scenarioModel->teamUser().isEmpty();
    auto stored = m_scenarioStore->scenarios();
    std::vector<core::StoredScenario> others, own;
    if (stored)
        for (const core::StoredScenario& s : stored.value())
            (core::ownScenario(s, m_scenarioStore->teamUser()) ? own : others).push_back(s);
    auto scenarios =
        stored ? fromStored(others) : core::Result<std::vector<core::Scenario>>(core::fail(stored.error()));
    if (!scenarios)
        return team ? tr("Shared scenarios were changed by another user but cannot be read: %1")
                          .arg(u(scenarios.error()))
                    : tr("The scenarios were changed by another program or window but cannot be read: %1")
                          .arg(u(scenarios.error()));
    QStringList said;
    if (team) {
        std::vector<ScenarioOwner> owners;
        for (const core::StoredScenario& s : others)
            owners.push_back({s.owner, s.shared});
        if (const OthersChange change = m_scenarioModel->setOthersScenarios(scenarios.value(), owners);
            !change.empty())
            said << tr("Shared scenarios: %1").arg(describe(change));
    }
    // Compared as scenarios, not as text: a server may keep the JSON in a form of its own.
    std::vector<core::Scenario> mine;
    for (int row = 0; row < m_scenarioModel->rowCount(); ++row)
        if (!m_scenarioModel->isOthers(row))
            mine.push_back(m_scenarioModel->row(row).scenario);
    const auto kept = fromStored(own);
    const bool ownDiffer =
        kept &&
        (kept.value().size() != mine.size() ||
         !std::equal(mine.begin(), mine.end(), kept.value().begin(),
                     [](const auto& a, const auto& b) { return scenarioToJson(a) == scenarioToJson(b); }));
    if (!m_scenariosSaved || !ownDiffer)
        return said.join(QStringLiteral("; "));
    if (team) {
        // The same user in another window saved over this one's rows: this window keeps its table (its
        // next change saves it), but says so rather than pretend nothing happened. Taking theirs would
        // need the rows' sharing too, which a replacement of the table does not carry.
        said << tr("your own scenarios were changed in another window: this one keeps its table, and "
                   "its next change saves it over them");
        return said.join(QStringLiteral("; "));
    }
    // A file another window or program wrote: the table it holds now is taken, as one undoable step (so
    // the earlier steps still find their rows), and not saved back, since the store holds it already. This
    // window had nothing unsaved: every change of its table is saved as it is made.
    const int current = m_scenarioPage->currentRow();
    const std::string selected = current >= 0 ? m_scenarioModel->row(current).scenario.name : std::string();
    core::ScenarioStore* store = m_scenarioStore;
    m_scenarioStore = nullptr;
    m_undo->push(new ReplaceScenariosCommand(*m_scenarioModel, kept.value(),
                                             tr("take the scenarios changed in another window")));
    m_scenarioStore = store;
    for (int row = 0; row < m_scenarioModel->rowCount(); ++row) // the selected scenario, if it is still there
        if (!selected.empty() && m_scenarioModel->row(row).scenario.name == selected)
            m_scenarioPage->selectRow(row);
    return tr("The scenarios were changed in another window or by another program: table refreshed (Undo "
              "puts this window's back)");
}

void MainWindow::hintAtTeamScenarios() {
    if (m_scenarioModel->teamUser().isEmpty() || m_scenarioModel->rowCount() == 0 ||
        m_scenarioModel->ownRowCount() > 0)
        return;
    m_scenarioPage->showHint(
        tr("You have no scenarios of your own on this team store yet. The rows shown are your team's shared "
           "scenarios, read-only, with their owners. Duplicate one (Ctrl+D) to change a copy of your own, or "
           "start a new scenario (Ctrl+N)."));
    // Gone once the user has a scenario of their own.
    connect(m_scenarioModel, &ScenarioTableModel::scenariosChanged, m_scenarioPage, [this] {
        if (m_scenarioModel->ownRowCount() > 0)
            m_scenarioPage->hint()->hide();
    });
}

void MainWindow::updateShareAction() {
    const int row = m_scenarioPage->currentRow();
    const QModelIndex cell =
        row >= 0 ? m_scenarioModel->index(row, ScenarioTableModel::Shared) : QModelIndex();
    const bool enabled = cell.isValid() && (m_scenarioModel->flags(cell) & Qt::ItemIsEnabled) &&
                         (m_scenarioModel->flags(cell) & Qt::ItemIsUserCheckable);
    m_shareAction->setEnabled(enabled);
    m_shareAction->setChecked(cell.isValid() && cell.data(Qt::CheckStateRole).toInt() == Qt::Checked);
    m_shareAction->setToolTip(cell.isValid() ? cell.data(Qt::ToolTipRole).toString()
                                             : tr("Select one of your scenarios to share it with the team"));
}

void MainWindow::shareScenario(int row, bool shared) {
    const QString name = u(m_scenarioModel->row(row).scenario.name);
    if (!m_scenarioStore) {
        showRefusal(tr("the scenarios are not kept in a store: there is no team to share with"));
        return;
    }
    // The store shares the saved scenario: a table the store did not take is not shared half-way.
    auto done = m_scenariosSaved ? m_scenarioStore->setScenarioShared(name.toStdString(), shared)
                                 : core::Status(core::fail("the table is not saved in the store"));
    if (!done) {
        showRefusal(tr("cannot share or unshare %1: %2").arg(name, u(done.error())));
        return;
    }
    m_scenarioModel->setShared(row, shared);
    statusBar()->showMessage(shared ? tr("%1 is shared with the team: they see it read-only").arg(name)
                                    : tr("%1 is private again").arg(name),
                             5000);
}
} // namespace gpuplan::ui
