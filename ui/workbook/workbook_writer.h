#pragma once
// The Excel workbook export (issue 35): the scenario table, the comparison of 2-6 cards, the prices and
// the assumptions as one .xlsx, written with libxlsxwriter. Costs are live formulas over the price and
// count cells (rent, purchase, three-year ownership), written with their values so a viewer that does not
// recalculate still shows GpuPlan's numbers; prices are linked to the Prices sheet, which imports back
// (workbook/price_sheet.h). Headers and sheet names follow the current translation.

#include "compare/comparison_data.h"
#include "core/planning/scenario_cost.h"

#include <QString>

#include <optional>
#include <vector>

namespace gpuplan::ui {

/// The Compare & charts view of one scenario on 2-6 cards, with its size sweep (empty for serving and RL).
struct WorkbookComparison {
    core::Scenario scenario;
    std::vector<std::string> gpuIds; // the first is the baseline
    ComparisonData data;
    std::vector<core::SweepPoint> sweep;
};

class ScenarioTableModel;

struct WorkbookInputs {
    const core::Catalog* catalog = nullptr;
    /// The scenario table, planned and costed on the stored prices (its rows and their shown texts).
    const ScenarioTableModel* table = nullptr;
    std::optional<WorkbookComparison> comparison;
    std::vector<core::PriceRecord> prices; // every stored price: the Prices sheet
    std::vector<core::Region> regions;
    std::vector<core::ExchangeRate> rateRecords;
    core::OwnershipAssumptions assumptions;
    bool chinese = false; // the Prices sheet's headers in Chinese (the rest follows the translation)
};

/// The size sweep of the comparison's charts: each card at `sizes` model sizes (log-spaced), as the
/// Compare page plans it (fixed count or the deadline's fewest cards; FP8/FP4 where the card has it).
std::vector<core::SweepRequest> sizeSweepRequests(const core::Scenario& scenario,
                                                  const std::vector<std::string>& gpuIds,
                                                  const core::Catalog& catalog, int sizes);

/// Writes the workbook to `path` through a temporary file in its folder: a failure leaves no partial
/// file and an existing file as it was.
core::Status writeWorkbook(const WorkbookInputs& inputs, const QString& path);

} // namespace gpuplan::ui
