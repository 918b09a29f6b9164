// The scenario table on a team store (issue 16): each row's owner and shared flag as the store gave them.
// The user's own rows have a "Shared with the team" check box in the Shared column, which asks the window
// to share or unshare the scenario in the store (only the store changes the flag, and may refuse); the
// others' shared rows name their owner and are read-only: no cell is editable, every tooltip says whose it
// is and that a duplicate makes a copy of one's own. On a local store the column is disabled and says why.
// The others' rows follow the user's own; when someone else shares, unshares, edits, renames or deletes one,
// the window re-reads them and setOthersScenarios changes only those rows.
#include "scenarios/scenario_table_model.h"

#include <QApplication>
#include <QPalette>

#include <map>
#include <set>

namespace gpuplan::ui {
namespace {

// Another user's row of a team store (a row without an owner is the user's own, not yet saved).
bool othersRow(const ScenarioRow& r, const QString& teamUser) {
    return !teamUser.isEmpty() && !r.owner.owner.empty() && QString::fromStdString(r.owner.owner) != teamUser;
}

} // namespace

std::vector<ScenarioOwner> ScenarioTableModel::owners() const {
    std::vector<ScenarioOwner> out;
    for (const ScenarioRow& r : m_rows)
        out.push_back(r.owner);
    return out;
}

int ScenarioTableModel::ownRowCount() const {
    for (int row = 0; row < rowCount(); ++row)
        if (isOthers(row))
            return row;
    return rowCount();
}

OthersChange ScenarioTableModel::setOthersScenarios(const std::vector<core::Scenario>& scenarios,
                                                    const std::vector<ScenarioOwner>& owners) {
    OthersChange change;
    auto keyOf = [](const std::string& owner, const std::string& name) { return owner + '\n' + name; };
    std::map<std::string, std::size_t> wanted; // owner and name -> index in `scenarios`
    for (std::size_t i = 0; i < scenarios.size() && i < owners.size(); ++i)
        wanted.emplace(keyOf(owners[i].owner, scenarios[i].name), i);
    std::set<std::string> present;
    // Bottom up: a removal moves only rows below it, which are others' too (they follow the user's own).
    for (int row = rowCount() - 1; row >= 0; --row) {
        if (!isOthers(row))
            continue;
        ScenarioRow& r = m_rows[static_cast<std::size_t>(row)];
        const auto found = wanted.find(keyOf(r.owner.owner, r.scenario.name));
        if (found == wanted.end()) {
            change.removed.insert(change.removed.begin(), {r.owner.owner, r.scenario.name});
            beginRemoveRows({}, row, row);
            m_rows.erase(m_rows.begin() + row);
            m_previews.erase(m_previews.begin() + row);
            endRemoveRows();
            continue;
        }
        present.insert(found->first);
        const core::Scenario& now = scenarios[found->second];
        if (now == r.scenario)
            continue;
        change.changed.insert(change.changed.begin(), {r.owner.owner, now.name});
        r = evaluate(now);
        r.owner = owners[found->second];
        m_previews[static_cast<std::size_t>(row)].reset();
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
    for (std::size_t i = 0; i < scenarios.size() && i < owners.size(); ++i) {
        if (present.count(keyOf(owners[i].owner, scenarios[i].name)))
            continue;
        if (!othersRow(ScenarioRow{scenarios[i], owners[i], {}, {}, {}, {}}, m_teamUser))
            continue; // the user's own: never put in by someone else's change
        change.added.push_back({owners[i].owner, scenarios[i].name});
        beginInsertRows({}, rowCount(), rowCount());
        m_rows.push_back(evaluate(scenarios[i]));
        m_rows.back().owner = owners[i];
        m_previews.push_back(std::nullopt);
        endInsertRows();
    }
    return change;
}

void ScenarioTableModel::setOwnScenarios(const std::vector<core::Scenario>& own,
                                         const std::vector<ScenarioOwner>& owners) {
    std::map<std::string, ScenarioOwner> ownBefore;
    std::vector<core::Scenario> all;
    std::vector<ScenarioOwner> whose;
    for (const ScenarioRow& r : m_rows)
        if (!othersRow(r, m_teamUser))
            ownBefore.emplace(r.scenario.name, r.owner);
    for (std::size_t i = 0; i < own.size(); ++i) {
        all.push_back(own[i]);
        const auto before = ownBefore.find(own[i].name);
        whose.push_back(i < owners.size() && !owners[i].owner.empty() ? owners[i]
                        : before != ownBefore.end()                   ? before->second
                                                                      : ScenarioOwner{});
    }
    for (const ScenarioRow& r : m_rows)
        if (othersRow(r, m_teamUser)) {
            all.push_back(r.scenario);
            whose.push_back(r.owner);
        }
    setScenarios(all, whose);
}

bool ScenarioTableModel::isOthers(int row) const {
    if (row < 0 || row >= rowCount())
        return false;
    return othersRow(m_rows[static_cast<std::size_t>(row)], m_teamUser);
}

void ScenarioTableModel::setShared(int row, bool shared) {
    if (row < 0 || row >= rowCount() || isOthers(row))
        return;
    ScenarioOwner& owner = m_rows[static_cast<std::size_t>(row)].owner;
    owner.shared = shared;
    if (owner.owner.empty())
        owner.owner = m_teamUser.toStdString();
    emit dataChanged(index(row, Shared), index(row, Shared));
}

Qt::ItemFlags ScenarioTableModel::sharingFlags(const ScenarioRow& r, int column, Qt::ItemFlags f) const {
    if (othersRow(r, m_teamUser))
        return f & ~Qt::ItemIsEditable;
    if (column != Shared)
        return f;
    if (m_teamUser.isEmpty())
        return (f & ~Qt::ItemIsEnabled) | Qt::ItemIsUserCheckable;
    return f | Qt::ItemIsUserCheckable;
}

std::optional<QVariant> ScenarioTableModel::sharingData(const ScenarioRow& r, int column, int role) const {
    const QString owner = QString::fromStdString(r.owner.owner);
    if (othersRow(r, m_teamUser)) {
        if (role == Qt::ToolTipRole)
            return tr("%1's scenario, shared with the team: read-only for you. Duplicate it (Ctrl+D) to "
                      "change a copy of your own.")
                .arg(owner);
        if (role == Qt::ForegroundRole && column != Shared)
            return QApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        if (column == Shared && role == Qt::DisplayRole)
            return tr("%1's (read-only)").arg(owner);
        if (column == Shared)
            return QVariant();
        return std::nullopt;
    }
    if (column != Shared)
        return std::nullopt;
    switch (role) {
    case Qt::CheckStateRole:
        return r.owner.shared ? Qt::Checked : Qt::Unchecked;
    case Qt::DisplayRole:
        if (m_teamUser.isEmpty())
            return tr("Local store");
        return r.owner.shared ? tr("Shared") : tr("Private");
    case Qt::ToolTipRole:
        if (m_teamUser.isEmpty())
            return tr("A local store has no team to share with: connect to a team store (File > Connect to "
                      "team store...) to share scenarios.");
        return r.owner.shared ? tr("Shared with the team: everyone in the team store sees it read-only. "
                                   "Clear the box to make it private again.")
                              : tr("Private: only you see it. Tick the box to share it with the team.");
    default:
        return QVariant();
    }
}

} // namespace gpuplan::ui
