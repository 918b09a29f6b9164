#pragma once
// Estimating a published run the way the calibration does: the fastest plan consistent with what
// the source states. The fit asks this for every run at every trial value of every parameter, so the
// part that does not depend on the fitted parameters is done once per run (StatedPlans).

#include "core/calibration/calibration.h"
#include "core/training/training_estimator.h"

#include <map>
#include <string>
#include <vector>

namespace gpuplan::core {

/// A published run's candidate plans: those the planner's search visits that agree with the stated
/// settings and fit in memory. Memory depends on the model, the GPU and the memory overheads
/// (context_bytes, allocator_margin), none of which the fit changes, so the candidates found once
/// stay the candidates while efficiencies, goodput and dp_overlap vary; only their times change.
class StatedPlans {
public:
    StatedPlans(const Catalog& catalog, const PublishedRun& run);

    const PublishedRun& run() const { return *m_run; }
    /// Why the run has no estimate (unknown GPU or network, invalid scenario, nothing fits); empty if it has.
    const std::string& problem() const { return m_problem; }

    /// The fastest candidate under the catalog's current parameters: the plan searchPlans ranks first
    /// among the consistent ones (on a tie, the one it visits first). Remembers which plan wins for each
    /// set of parameter values the run's time depends on, so a trial that moves only another die's
    /// efficiency or goodput times one plan, not all; and the last estimate, so a trial that moves nothing
    /// it reads (another die's efficiency) times none.
    TrainingEstimate fastest(const Catalog& catalog);

private:
    TrainingScenario scenario(const Catalog& catalog) const;
    std::vector<double> timingKey(const Catalog& catalog) const;

    const PublishedRun* m_run;
    std::string m_problem;
    std::vector<Plan> m_candidates;                            // in the search's order
    std::map<std::vector<double>, std::size_t> m_fastestByKey; // index into m_candidates
    std::vector<double> m_lastKey;                             // timingKey and goodput of m_last
    TrainingEstimate m_last;
};

std::vector<StatedPlans> prepareStatedPlans(const Catalog& catalog, const std::vector<PublishedRun>& runs);
std::vector<StatedPlans*> pointersTo(std::vector<StatedPlans>& prepared);

/// fitCalibration over runs prepared once (which plans each run may use does not depend on the values being
/// fitted): cross-validation prepares every run once and fits each fold on its share, so what one fold's
/// trials learnt of a run's fastest plan serves the others' (their descents start alike).
std::vector<std::string> fitPreparedCalibration(Catalog& catalog, const std::vector<StatedPlans*>& prepared);

/// evaluateCalibration over prepared runs (the fit's inner loop; the result is the same).
CalibrationReport evaluatePrepared(const Catalog& catalog, const std::vector<StatedPlans*>& prepared);

} // namespace gpuplan::core
