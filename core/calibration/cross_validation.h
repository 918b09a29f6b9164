#pragma once
// Leave-one-publication-out cross-validation of the calibration (docs/estimation.md, sections 6
// and 7). The fitted error of `gpuplan calibrate` is measured on the rows the parameters were fitted
// to; here each source group (sourceGroup) is left out in turn, the parameters are refitted on the
// others, and the left-out rows are predicted: an honest error for a publication the fit never saw.

#include "core/calibration/calibration.h"
#include "core/calibration/inference_calibration.h"

#include <string>
#include <vector>

namespace gpuplan::core {

struct HeldOutRow {
    std::string id;
    std::string group;
    double reported = 0;
    bool estimated = false;
    std::string problem; // why there is no estimate
    double estimate = 0; // predicted by parameters fitted without the row's group
    double error = 0;    // estimate / reported - 1
    bool fitted = true;  // false: a row that is compared, never fitted (fit=no)
};

struct GroupResult {
    std::string group;
    int rows = 0;
    double medianAbsError = 0;
    double worstAbsError = 0;
    std::string worstId;
    bool compared = false; // none of its rows is fitted (fit=no): the fold is the full fit
    /// The parameters as fitted without this group (the fit's own lines).
    std::vector<std::string> fittedWithout;
    /// Parameters its rows need that no other group fits, and the value used for them instead.
    std::vector<std::string> unconstrained;
};

struct CrossValidationReport {
    std::vector<HeldOutRow> rows;    // in the calibration file's order
    std::vector<GroupResult> groups; // in order of first appearance
    double medianAbsError = 0;       // over the fitted rows with an estimate
    double worstAbsError = 0;        // over the fitted rows with an estimate
    std::string worstId;
    double medianAbsErrorAllRows = 0; // inference: including the compared rows
};

/// The groups in order of first appearance.
std::vector<std::string> sourceGroups(const std::vector<PublishedRun>& runs);
std::vector<std::string> sourceGroups(const std::vector<PublishedInference>& runs);

/// Refits the training parameters (fitCalibration) without each group and predicts it. Efficiencies
/// the fold cannot fit are not taken from the catalog (the full fit saw the left-out group): they are
/// cleared, so the estimator falls back to the fold's default_matmul_efficiency, as it does for any
/// GPU without a published run.
CrossValidationReport crossValidateTraining(const Catalog& catalog, const std::vector<PublishedRun>& runs);

/// Refits the serving parameters (fitInferenceCalibration) without each group and predicts it. The
/// matmul efficiencies are the catalog's: they are fitted on training runs, none of which is a
/// serving publication.
CrossValidationReport crossValidateInference(const Catalog& catalog,
                                             const std::vector<PublishedInference>& runs);

} // namespace gpuplan::core
