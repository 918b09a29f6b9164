#pragma once
// The details panel of the selected scenario: its plan, the time breakdown of one step (or of a
// request), memory per GPU by part, the rent with its range and what moves it, and the cost of
// owning the cards for three years with the break-even point. Rich text for a QTextBrowser.

#include "scenarios/scenario_table_model.h"

#include <QString>

namespace gpuplan::ui {

/// `rates` (the stored ones) name the rate and date of every conversion the costs made.
QString scenarioDetailsHtml(const ScenarioRow& row, const QString& kindText, const QString& regionText,
                            const std::vector<core::ExchangeRate>& rates = {});

} // namespace gpuplan::ui
