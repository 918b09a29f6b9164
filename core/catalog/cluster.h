#pragma once
// Where a job runs: how many GPUs of one type, how they are grouped into nodes, and the network
// between nodes. Network figures are per GPU and per direction (one NIC per GPU on HGX nodes).

#include "core/catalog/gpu_spec.h"

#include <algorithm>
#include <string>

namespace gpuplan::core {

struct Network {
    std::string id;            // "ib-ndr"
    std::string name;          // "InfiniBand NDR 400 Gb/s per GPU"
    double bandwidth = 0;      // bytes/s per direction of one link
    bool sharedByNode = false; // one link for the whole node instead of one per GPU
    std::string source;

    bool operator==(const Network&) const = default;
};

struct Cluster {
    const GpuSpec* gpu = nullptr; // not owned; lives in the catalog
    int gpuCount = 1;
    int gpusPerNode = 8;
    Network network;
    /// Host (CPU) memory of one node, for what ZeRO-Offload keeps there. A cluster input: 2 TB by
    /// default, the system memory NVIDIA lists for DGX A100 640GB and DGX H100 nodes (docs/estimation.md
    /// section 3.5 says how sure that figure is).
    double hostMemoryPerNode = 2e12;

    int nodes() const { return (gpuCount + gpusPerNode - 1) / gpusPerNode; }
    /// GPUs a collective reaches over the fast link: the node, or the whole NVLink domain where one spans
    /// several nodes (72 GPUs on 18 trays of 4 in a GB200/GB300 NVL72 rack, joined by NVLink switches).
    int scaleUpGpus() const { return gpu ? gpu->scaleUpGpus(gpusPerNode) : gpusPerNode; }
    /// Inter-node bandwidth available to each GPU when all of a node's GPUs talk at once.
    double interNodeBandwidthPerGpu() const {
        return network.sharedByNode ? network.bandwidth / gpusPerNode : network.bandwidth;
    }
    /// Per-GPU bandwidth of a collective over `group` consecutive GPUs: the fast link (NVLink, or PCIe
    /// beyond its domain) when the group fits in a node or its NVLink domain, else the network.
    double groupBandwidth(int group) const {
        return group <= scaleUpGpus() ? gpu->intraNodeBandwidth(group) : interNodeBandwidthPerGpu();
    }
    /// Per-GPU bandwidth of a ring collective (all-reduce, all-gather, reduce-scatter) over `members`
    /// GPUs spaced `stride` apart. Across nodes NCCL runs one ring per NIC, so a ring with k members in
    /// each node crosses the network on k NICs at once: k times a GPU's share of the network, at most
    /// the node's own links (nccl-tests' bus bandwidth on multi-node HGX reaches the node's NIC total).
    /// An NVLink domain of several nodes counts as one node here: its GPUs reach each other on NVLink.
    double ringBandwidth(int stride, int members) const {
        const int span = stride * members;
        const int domain = scaleUpGpus();
        if (span <= domain)
            return gpu->intraNodeBandwidth(span);
        const int perDomain = std::max(1, std::min(members, domain / std::max(1, stride)));
        const double acrossDomains = perDomain * interNodeBandwidthPerGpu();
        return perDomain > 1 ? std::min(acrossDomains, gpu->intraNodeBandwidth(domain)) : acrossDomains;
    }
};

} // namespace gpuplan::core
