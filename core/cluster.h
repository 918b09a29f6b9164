#pragma once
// Where a job runs: how many GPUs of one type, how they are grouped into nodes, and the network
// between nodes. Network figures are per GPU and per direction (one NIC per GPU on HGX nodes).

#include "core/gpu_spec.h"

#include <string>

namespace gpuplan::core {

struct Network {
    std::string id;            // "ib-ndr"
    std::string name;          // "InfiniBand NDR 400 Gb/s per GPU"
    double bandwidth = 0;      // bytes/s per direction of one link
    bool sharedByNode = false; // one link for the whole node instead of one per GPU
    std::string source;
};

struct Cluster {
    const GpuSpec* gpu = nullptr; // not owned; lives in the catalog
    int gpuCount = 1;
    int gpusPerNode = 8;
    Network network;

    int nodes() const { return (gpuCount + gpusPerNode - 1) / gpusPerNode; }
    /// Inter-node bandwidth available to each GPU when all of a node's GPUs talk at once.
    double interNodeBandwidthPerGpu() const {
        return network.sharedByNode ? network.bandwidth / gpusPerNode : network.bandwidth;
    }
};

} // namespace gpuplan::core
