#pragma once
// Undoable edits of the scenario table: change one scenario, add, remove, or replace them all (a
// file opened). The table itself is the state; the window saves it to the store on each change.

#include "core/planning/scenario.h"
#include "scenarios/scenario_table_model.h"

#include <QUndoCommand>

#include <vector>

namespace gpuplan::ui {

class EditScenarioCommand : public QUndoCommand {
public:
    EditScenarioCommand(ScenarioTableModel& model, int row, core::Scenario before, core::Scenario after);
    void redo() override;
    void undo() override;

private:
    ScenarioTableModel& m_model;
    int m_row;
    core::Scenario m_before, m_after;
};

/// Adds (redo) or removes (undo) one scenario at a row; `remove` swaps the two.
class AddScenarioCommand : public QUndoCommand {
public:
    AddScenarioCommand(ScenarioTableModel& model, int row, core::Scenario scenario, bool remove = false);
    void redo() override;
    void undo() override;

private:
    void add();
    void take();
    ScenarioTableModel& m_model;
    int m_row;
    core::Scenario m_scenario;
    bool m_remove;
};

/// Replaces the user's own scenarios (a file opened); others' shared rows stay as they are then, since
/// they follow their owners' changes rather than this history.
class ReplaceScenariosCommand : public QUndoCommand {
public:
    ReplaceScenariosCommand(ScenarioTableModel& model, std::vector<core::Scenario> after,
                            const QString& text);
    void redo() override;
    void undo() override;

private:
    ScenarioTableModel& m_model;
    std::vector<core::Scenario> m_before, m_after; // the user's own rows
    std::vector<ScenarioOwner> m_beforeOwners;     // undone, shared ones are shared again
};

} // namespace gpuplan::ui
