#include "scenarios/scenario_commands.h"
#include "qt_text.h"

#include "scenarios/scenario_table_model.h"

namespace gpuplan::ui {
EditScenarioCommand::EditScenarioCommand(ScenarioTableModel& model, int row, core::Scenario before,
                                         core::Scenario after)
    : m_model(model), m_row(row), m_before(std::move(before)), m_after(std::move(after)) {
    setText(ScenarioTableModel::tr("edit scenario %1").arg(u(m_after.name)));
}

void EditScenarioCommand::redo() {
    m_model.replaceScenario(m_row, m_after);
}

void EditScenarioCommand::undo() {
    m_model.replaceScenario(m_row, m_before);
}

AddScenarioCommand::AddScenarioCommand(ScenarioTableModel& model, int row, core::Scenario scenario,
                                       bool remove)
    : m_model(model), m_row(row), m_scenario(std::move(scenario)), m_remove(remove) {
    setText(remove ? ScenarioTableModel::tr("delete scenario %1").arg(u(m_scenario.name))
                   : ScenarioTableModel::tr("add scenario %1").arg(u(m_scenario.name)));
}

void AddScenarioCommand::add() {
    m_model.insertScenario(m_row, m_scenario);
}

void AddScenarioCommand::take() {
    m_model.removeScenario(m_row);
}

void AddScenarioCommand::redo() {
    m_remove ? take() : add();
}

void AddScenarioCommand::undo() {
    m_remove ? add() : take();
}

ReplaceScenariosCommand::ReplaceScenariosCommand(ScenarioTableModel& model, std::vector<core::Scenario> after,
                                                 const QString& text)
    : QUndoCommand(text), m_model(model), m_after(std::move(after)) {
    for (int row = 0; row < model.rowCount(); ++row)
        if (!model.isOthers(row)) {
            m_before.push_back(model.row(row).scenario);
            m_beforeOwners.push_back(model.row(row).owner);
        }
}

void ReplaceScenariosCommand::redo() {
    m_model.setOwnScenarios(m_after);
}

void ReplaceScenariosCommand::undo() {
    m_model.setOwnScenarios(m_before, m_beforeOwners);
}

} // namespace gpuplan::ui
