#include "core/serving/serving_queue.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplan::core {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

double normalCdf(double z) {
    return 0.5 * std::erfc(-z / std::sqrt(2.0));
}

} // namespace

double normalQuantile(double q) {
    q = std::clamp(q, 1e-12, 1.0 - 1e-12);
    // Bisection on the exact CDF, to the last bit: exactness beats speed (an RL step's thousands of lengths
    // ask for a quantile each).
    double lo = -10, hi = 10;
    for (int i = 0; i < 100; ++i) {
        const double mid = 0.5 * (lo + hi);
        if (mid == lo || mid == hi) // adjacent doubles: the rest of the steps would change nothing
            break;
        (normalCdf(mid) < q ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

double poissonQuantile(double mean, double q) {
    if (!(mean > 0))
        return 0;
    if (mean > 1000) // the normal approximation is within a request or two here
        return std::ceil(mean + normalQuantile(q) * std::sqrt(mean) - 0.5);
    // Sum the probabilities in log space so a large mean does not underflow exp(-mean).
    double logP = -mean, sum = 0;
    for (int n = 0;; ++n) {
        if (n > 0)
            logP += std::log(mean / n);
        sum += std::exp(logP);
        if (sum >= q || n > mean + 50 * std::sqrt(mean) + 50)
            return n;
    }
}

double lognormalSigma(double mean, double p90) {
    if (!(mean > 0) || !(p90 > mean))
        return 0;
    // p90 / mean = exp(z sigma - sigma^2 / 2) rises with sigma up to sigma = z, where it is exp(z^2 / 2).
    // Once: an RL step's lengths ask for sigma thousands of times.
    static const double z = normalQuantile(0.9);
    const double target = std::log(p90 / mean);
    if (target >= z * z / 2)
        return z;
    double lo = 0, hi = z;
    for (int i = 0; i < 100; ++i) {
        const double mid = 0.5 * (lo + hi);
        (z * mid - mid * mid / 2 < target ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

double QueueWait::quantile(double q) const {
    if (utilization >= 1)
        return kInfinity;
    if (utilization <= 0 || utilization <= 1 - q)
        return 0; // at least a share q of the requests find the server free
    // P(W > t) = rho exp(-t rho / mean): the chance of waiting, times an exponential tail of the mean
    // that keeps E[W] exact.
    return mean / utilization * std::log(utilization / (1 - q));
}

QueueWait mg1Wait(double rate, double meanService, double serviceSecondMoment) {
    QueueWait w;
    w.utilization = rate * meanService;
    w.mean = w.utilization < 1 ? rate * serviceSecondMoment / (2 * (1 - w.utilization)) : kInfinity;
    return w;
}

} // namespace gpuplan::core
