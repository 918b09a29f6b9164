#include "core/serving/serving_power.h"
#include "core/catalog/gpu_spec.h"

namespace gpuplan::core {

namespace {

// The kW of one pool's GPUs and the hosts they need, or a negative number where the card's power is unknown.
double poolKw(const ServingPool& pool, double hostKwPerServer) {
    if (!pool.gpu || pool.gpus() == 0)
        return 0;
    const GpuSpec& g = *pool.gpu;
    const int gpus = pool.gpus();
    if (g.systemWatts > 0) // a rack's share per GPU: the GPU, its Grace CPU, switch trays, NICs and pumps
        return gpus * g.systemWatts / g.systemGpus() / 1000.0;
    if (!(g.tdpWatts > 0))
        return -1;
    const int servers = (gpus + g.defaultGpusPerNode - 1) / g.defaultGpusPerNode;
    return gpus * g.tdpWatts / 1000.0 + servers * hostKwPerServer;
}

} // namespace

ServingPower servingPower(const ServingDeployment& deployment, const ServingOutcome& outcome, double pue,
                          double hostKwPerServer) {
    ServingPower p;
    p.pue = pue;
    const double decode = poolKw(deployment.decode, hostKwPerServer);
    const double prefill =
        deployment.mode == ServingMode::Disaggregated ? poolKw(deployment.prefill, hostKwPerServer) : 0;
    if (decode < 0 || prefill < 0)
        return p;
    p.known = true;
    p.itKw = decode + prefill;
    p.facilityKw = p.itKw * pue;
    // Tokens an hour over the MWh drawn in that hour.
    if (p.facilityKw > 0)
        p.outputTokensPerMwh = outcome.outputTokensPerSecond * 3600.0 / (p.facilityKw / 1000.0);
    return p;
}

} // namespace gpuplan::core
