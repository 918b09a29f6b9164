#pragma once
// What a training estimate assumed (the batch it chose, an uncalibrated card, an assumed factor)
// and what it warns about (a batch that leaves the cluster idle), as messages every front end
// renders in its language: the command line in English, the workbench through tr().

#include "core/message.h"
#include "core/training/training_estimator.h"

#include <vector>

namespace gpuplan::core {

struct TrainingNotes {
    std::vector<Message> assumptions; // what was chosen or assumed for the user
    std::vector<Message> warnings;    // what makes the estimate worse than it could be
};

/// The notes of `best`, the plan an estimate reports for `estimator`'s scenario.
TrainingNotes trainingNotes(const TrainingEstimator& estimator, const TrainingEstimate& best);

} // namespace gpuplan::core
