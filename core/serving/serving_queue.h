#pragma once
// Queueing formulas for serving under load (docs/estimation.md, section 7.4): the standard normal and
// Poisson quantiles, lognormal lengths through a mean and a p90, and the M/G/1 waiting time.

namespace gpuplan::core {

/// z with P(Z <= z) = q for a standard normal Z (0 < q < 1).
double normalQuantile(double q);

/// Smallest n with P(N <= n) >= q for N ~ Poisson(mean).
double poissonQuantile(double mean, double q);

/// The sigma of a lognormal with this mean whose 90th percentile is p90. A p90 at or below the mean gives
/// 0 (a fixed length); a p90 beyond what any lognormal of that mean reaches (2.27 x the mean) gives the
/// largest sigma, whose p90 is that bound.
double lognormalSigma(double mean, double p90);

/// Waiting time before service in an M/G/1 queue (Poisson arrivals at `rate`, service times with mean
/// `meanService` and second moment `serviceSecondMoment`).
struct QueueWait {
    double utilization = 0; // rate x mean service; >= 1 is unstable
    double mean = 0;        // Pollaczek-Khinchine
    /// The q-quantile: the waiting time's tail taken as exponential with the exact mean and the exact
    /// chance of waiting at all (the utilization). Infinite when unstable.
    double quantile(double q) const;
};
QueueWait mg1Wait(double rate, double meanService, double serviceSecondMoment);

} // namespace gpuplan::core
