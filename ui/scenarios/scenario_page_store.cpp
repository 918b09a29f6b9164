// The scenario table kept in the store (issue 16): saved on every change, shared with the team (the Shared
// box and the context menu), following what the others share, and a first word for a member with nothing of
// their own yet.
//
// Others' shared rows follow the user's own rows. When someone else shares, unshares, edits, renames or
// deletes a scenario this user sees, the store announces it (store_change_follower.cpp) and the page reads
// the team's scenarios again: only the others' rows change, so the user's own, with any unsaved edit and an
// editor open on one, stay as they are, and nothing is saved by it.
#include "qt_text.h"
#include "scenarios/scenario_commands.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"

#include <QAction>
#include <QFrame>
#include <QItemSelectionModel>
#include <QMenu>
#include <QMessageBox>
#include <QTableView>
#include <QUndoStack>

#include <algorithm>

namespace gpuplan::ui {
namespace {

// "alice shared "H100 job"; bob changed "Serving"" for the status bar, at most three named.
QString describeOthersChange(const OthersChange& change) {
    QStringList said;
    for (const OthersScenario& s : change.added)
        said << ScenarioPage::tr("%1 shared \"%2\"").arg(u(s.owner), u(s.name));
    for (const OthersScenario& s : change.changed)
        said << ScenarioPage::tr("%1 changed \"%2\"").arg(u(s.owner), u(s.name));
    for (const OthersScenario& s : change.removed)
        said << ScenarioPage::tr("%1's \"%2\" is no longer shared with you").arg(u(s.owner), u(s.name));
    constexpr int kNamed = 3;
    if (said.size() > kNamed) {
        const int more = static_cast<int>(said.size()) - kNamed;
        said = said.mid(0, kNamed);
        said << ScenarioPage::tr("%n more", nullptr, more);
    }
    return said.join(QStringLiteral("; "));
}

} // namespace

void ScenarioPage::setUpContextMenu(const QList<QAction*>& actions) {
    // The row's context menu: the table's actions and, on a team store, sharing the row's scenario.
    m_shareAction = new QAction(tr("Shared with the team"), this);
    m_shareAction->setObjectName(QStringLiteral("actionShareScenario"));
    m_shareAction->setCheckable(true);
    connect(m_shareAction, &QAction::triggered, this, [this](bool shared) {
        if (const int row = currentRow(); row >= 0)
            shareScenario(row, shared);
        updateShareAction();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ScenarioPage::updateShareAction);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ScenarioPage::updateShareAction);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ScenarioPage::updateShareAction);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this, actions](const QPoint& at) {
        QMenu menu(this);
        menu.setToolTipsVisible(true); // a disabled share says why
        menu.addActions(actions);
        menu.addAction(m_servingLoadAction);
        menu.addSeparator();
        menu.addAction(m_shareAction);
        menu.exec(m_view->viewport()->mapToGlobal(at));
    });
    updateShareAction();
}

void ScenarioPage::loadStored() {
    if (!m_store)
        return;
    auto stored = m_store->scenarios();
    auto scenarios = stored ? fromStored(stored.value())
                            : core::Result<std::vector<core::Scenario>>(core::fail(stored.error()));
    if (!scenarios) {
        // Keep the stored copy as it is: this session does not overwrite what it could not read.
        QMessageBox::warning(this, tr("Scenarios"),
                             tr("The stored scenarios cannot be read (%1). They are left as they are, and "
                                "this session does not save scenarios to the store: save them to a file.")
                                 .arg(u(scenarios.error())));
        m_store = nullptr;
        return;
    }
    core::ScenarioStore* store = m_store;
    m_store = nullptr; // loading is not a change to save back
    std::vector<ScenarioOwner> owners;
    for (const core::StoredScenario& s : stored.value())
        owners.push_back({s.owner, s.shared});
    m_model->setTeamUser(u(store->teamUser()));
    m_model->setScenarios(scenarios.value(), owners);
    m_store = store;
    if (m_model->rowCount() > 0)
        selectRow(0);
    hintAtTeamScenarios();
}

void ScenarioPage::saveToStore() {
    if (!m_store)
        return;
    // One transaction in the store: a failed save (a refusal, a dropped connection) leaves the stored
    // table as it was, and this one stays in the page; whoever owns the stores offers to retry.
    // Others' shared rows go with their owner, so the store leaves them out.
    std::vector<core::StoredScenario> rows = toStored(m_model->scenarios());
    const std::vector<ScenarioOwner> owners = m_model->owners();
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].owner = owners[i].owner;
    auto saved = m_store->replaceScenarios(rows);
    m_saved = static_cast<bool>(saved);
    if (!saved)
        emit storeSaveFailed(
            m_context.refuse(tr("the scenarios could not be saved to the store: %1").arg(u(saved.error()))));
}

QString ScenarioPage::followStored() {
    if (!m_store)
        return {};
    const bool team = !m_model->teamUser().isEmpty();
    auto stored = m_store->scenarios();
    std::vector<core::StoredScenario> others, own;
    if (stored)
        for (const core::StoredScenario& s : stored.value())
            (core::ownScenario(s, m_store->teamUser()) ? own : others).push_back(s);
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
        if (const OthersChange change = m_model->setOthersScenarios(scenarios.value(), owners);
            !change.empty())
            said << tr("Shared scenarios: %1").arg(describeOthersChange(change));
    }
    // Compared as scenarios, not as text: a server may keep the JSON in a form of its own.
    std::vector<core::Scenario> mine;
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (!m_model->isOthers(row))
            mine.push_back(m_model->row(row).scenario);
    const auto kept = fromStored(own);
    const bool ownDiffer =
        kept &&
        (kept.value().size() != mine.size() ||
         !std::equal(mine.begin(), mine.end(), kept.value().begin(),
                     [](const auto& a, const auto& b) { return scenarioToJson(a) == scenarioToJson(b); }));
    if (!m_saved || !ownDiffer)
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
    const int current = currentRow();
    const std::string selected = current >= 0 ? m_model->row(current).scenario.name : std::string();
    core::ScenarioStore* store = m_store;
    m_store = nullptr;
    m_context.undo()->push(new ReplaceScenariosCommand(*m_model, kept.value(),
                                                       tr("take the scenarios changed in another window")));
    m_store = store;
    for (int row = 0; row < m_model->rowCount(); ++row) // the selected scenario, if it is still there
        if (!selected.empty() && m_model->row(row).scenario.name == selected)
            selectRow(row);
    return tr("The scenarios were changed in another window or by another program: table refreshed (Undo "
              "puts this window's back)");
}

void ScenarioPage::hintAtTeamScenarios() {
    if (m_model->teamUser().isEmpty() || m_model->rowCount() == 0 || m_model->ownRowCount() > 0)
        return;
    showHint(tr("You have no scenarios of your own on this team store yet. The rows shown are your team's "
                "shared scenarios, read-only, with their owners. Duplicate one (Ctrl+D) to change a copy of "
                "your own, or start a new scenario (Ctrl+N)."));
    // Gone once the user has a scenario of their own.
    connect(m_model, &ScenarioTableModel::scenariosChanged, this, [this] {
        if (m_model->ownRowCount() > 0)
            m_hint->hide();
    });
}

void ScenarioPage::updateShareAction() {
    const int row = currentRow();
    const QModelIndex cell = row >= 0 ? m_model->index(row, ScenarioTableModel::Shared) : QModelIndex();
    const bool enabled = cell.isValid() && (m_model->flags(cell) & Qt::ItemIsEnabled) &&
                         (m_model->flags(cell) & Qt::ItemIsUserCheckable);
    m_shareAction->setEnabled(enabled);
    m_shareAction->setChecked(cell.isValid() && cell.data(Qt::CheckStateRole).toInt() == Qt::Checked);
    m_shareAction->setToolTip(cell.isValid() ? cell.data(Qt::ToolTipRole).toString()
                                             : tr("Select one of your scenarios to share it with the team"));
}

void ScenarioPage::shareScenario(int row, bool shared) {
    const QString name = u(m_model->row(row).scenario.name);
    if (!m_store) {
        m_context.refuse(tr("the scenarios are not kept in a store: there is no team to share with"));
        return;
    }
    // The store shares the saved scenario: a table the store did not take is not shared half-way.
    auto done = m_saved ? m_store->setScenarioShared(name.toStdString(), shared)
                        : core::Status(core::fail("the table is not saved in the store"));
    if (!done) {
        m_context.refuse(tr("cannot share or unshare %1: %2").arg(name, u(done.error())));
        return;
    }
    m_model->setShared(row, shared);
    m_context.tell(shared ? tr("%1 is shared with the team: they see it read-only").arg(name)
                          : tr("%1 is private again").arg(name),
                   5000);
}

} // namespace gpuplan::ui
