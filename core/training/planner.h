#pragma once
// Parallel-plan search: tensor x pipeline x data parallel x micro-batch x ZeRO stage x
// recomputation, keeping the plans that fit and ranking them by step throughput.

#include "core/training/training_estimator.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace gpuplan::core {

struct PlanSearchOptions {
    int topK = 5;
    /// Every combination, including ones the default search skips because they cannot win:
    /// ZeRO stages with one data-parallel rank, selective recomputation with flash attention,
    /// micro-batches that are not powers of two.
    bool exhaustive = false;
    bool includeNaive = false; // also rank the naive layer split
    /// ZeRO-Offload as a last resort: when no plan fits in GPU memory, search again with the
    /// optimizer (then also the parameters) offloaded to host memory. Off by default so that count
    /// searches and "does it fit" answers mean GPU memory; the command line turns it on.
    bool offloadWhenNothingFits = false;
};

struct PlanSearchResult {
    std::vector<TrainingEstimate> best; // fastest first; empty when nothing fits
    std::uint64_t evaluated = 0;        // plans estimated
    std::uint64_t feasible = 0;         // plans that fit in memory
    TrainingEstimate closest;           // when nothing fits: the plan needing the least memory (host
                                        // memory first: one that fits the GPUs is closer)
};

PlanSearchResult searchPlans(const TrainingEstimator& estimator, const PlanSearchOptions& options = {});

/// Every plan the search estimates, in the search's order (searchPlans ranks what this visits;
/// the calibration fit keeps the ones that fit and re-times only those).
/// With `offload`, plans that do not fit are tried again with ZeRO-Offload (every offload choice
/// when exhaustive).
void enumeratePlans(const TrainingEstimator& estimator, bool exhaustive,
                    const std::function<void(const TrainingEstimate&)>& visit, bool offload = false);

/// The naive layer split over all GPUs of the cluster (one busy at a time), with the largest
/// micro-batch that fits, or the smallest one if none fits.
TrainingEstimate naivePlan(const TrainingEstimator& estimator);

struct CountSearchResult {
    int gpus = 0; // 0 = not found within the limit
    PlanSearchResult plans;
};

/// The smallest GPU count (1, 2, 4, then whole nodes) on which some plan fits.
CountSearchResult smallestFittingCount(const TrainingScenario& scenario, int maxGpus = 65536);

/// The smallest GPU count whose best plan finishes the job's tokens within `deadlineSeconds`.
/// Assumes time falls as GPUs are added once the model fits (checked on the answer).
CountSearchResult countForDeadline(const TrainingScenario& scenario, double deadlineSeconds,
                                   int maxGpus = 65536);

} // namespace gpuplan::core
