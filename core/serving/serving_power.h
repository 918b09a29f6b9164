#pragma once
// The electric power a serving deployment draws and the output tokens it makes per MWh (issue 32). Serving
// runs around the clock, so every GPU is counted at its board power (TDP) and every server's host is always
// on: an upper bound, since a decode-bound GPU seldom draws its full board power, and no sourced curve of
// power against load is stored. The host is the cost model's (docs/estimation.md, section 8): 1.3 kW per
// server unless given, or the rest of the rack's power for a card fed by the rack (GB200/GB300 NVL72).

#include "core/serving/serving_types.h"

namespace gpuplan::core {

struct ServingPower {
    bool known = false;            // false where a card's board power is not published (TPU, Trainium)
    double itKw = 0;               // the GPUs at board power, and their hosts
    double pue = 1;                // the facility's, as given
    double facilityKw = 0;         // itKw x PUE
    double outputTokensPerMwh = 0; // at the outcome's load, per MWh the facility draws
};

/// The power of `deployment` (servers of the card's default size, each with `hostKwPerServer` besides the
/// GPUs) and its output tokens per MWh at `outcome`'s load.
ServingPower servingPower(const ServingDeployment& deployment, const ServingOutcome& outcome, double pue,
                          double hostKwPerServer = 1.3);

} // namespace gpuplan::core
