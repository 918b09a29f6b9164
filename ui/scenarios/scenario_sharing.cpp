// The scenario table on a team store (issue 16): each row's owner and shared flag as the store gave them.
// The user's own rows have a "Shared with the team" check box in the Shared column, which asks the window
// to share or unshare the scenario in the store (only the store changes the flag, and may refuse); the
// others' shared rows name their owner and are read-only: no cell is editable, every tooltip says whose it
// is and that a duplicate makes a copy of one's own. On a local store the column is disabled and says why.
#include "scenarios/scenario_table_model.h"

#include <QApplication>
#include <QPalette>

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
