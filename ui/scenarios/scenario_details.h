#pragma once
// The details panel of the selected scenario: its plan, the time breakdown of one step (or of a
// request), memory per GPU by part, the rent with its range and what moves it, and the cost of
// owning the cards for three years with the break-even point. Rich text for a QTextBrowser.

#include "scenarios/scenario_table_model.h"

#include <QString>

namespace gpuplan::ui {

/// `rates` (the stored ones) name the rate and date of every conversion the costs made. `serving`: a traffic
/// row's economics (ScenarioTableModel::servingCost), shown after its costs.
/// `byRegion`: a training or RL row's job at the rent of every region that prices its card
/// (ScenarioTableModel::rentsByRegion), shown after its costs.
QString scenarioDetailsHtml(const ScenarioRow& row, const QString& kindText, const QString& regionText,
                            const std::vector<core::ExchangeRate>& rates = {},
                            const core::ScenarioServingCost* serving = nullptr,
                            const std::vector<core::RegionRent>& byRegion = {});

/// That section alone: the cheapest regions first, the row's own marked; empty without any.
QString rentsByRegionHtml(const std::vector<core::RegionRent>& byRegion, const ScenarioRow& row);

/// That section alone: cost per million tokens by phase, power, owning against renting, and each API that
/// serves the model with the load from which renting costs less; empty when `cost` is not known.
QString servingEconomicsHtml(const core::ScenarioServingCost& cost, const core::Scenario& scenario);

} // namespace gpuplan::ui
