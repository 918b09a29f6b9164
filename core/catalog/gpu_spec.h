#pragma once
// One GPU model of the catalog: datasheet figures (dense, no sparsity) in SI units, plus where
// they come from. Estimation reads only the numeric fields; the text is for people.

#include "core/catalog/precision.h"

#include <cstdint>
#include <string>

namespace gpuplan::core {

enum class LinkType { PCIe, NVLinkBridge, NVLinkSwitch, InfinityFabric };

std::string_view linkTypeName(LinkType t);

struct GpuSpec {
    std::string id;           // "h100-sxm": lower-case, stable, used on the command line
    std::string name;         // "H100 SXM 80GB"
    std::string vendor;       // "NVIDIA"
    std::string architecture; // "Hopper"
    std::string die;          // "GH100": GPUs on one die share calibrated efficiencies
    std::string formFactor;   // "SXM5"
    std::string memoryType;   // "HBM3"

    double memoryBytes = 0;         // usable device memory, bytes (decimal GB x 1e9)
    double memoryBandwidth = 0;     // bytes/s
    PerPrecision<double> peak = {}; // dense peak FLOP/s (OP/s for INT8); 0 = not supported

    LinkType link = LinkType::PCIe;
    double linkBandwidth = 0; // bytes/s per direction per GPU on the fast intra-node link
    int linkDomain = 1;       // GPUs that share that link at full speed (8 behind NVSwitch, 2 for a bridge)
    double pcieBandwidth = 0; // bytes/s per direction, effective, for traffic outside the link domain

    double tdpWatts = 0;
    int migInstances = 0;
    int defaultGpusPerNode = 8;
    std::string defaultNetwork; // id of a Network, e.g. "ib-ndr"

    std::string source;       // where the figures come from
    std::string verification; // what was and was not verified
    bool unverified = false;  // a figure used for estimation is secondary or assumed

    /// The stored row's version (catalog_store.h): 1 when added, one more with every change, so a save
    /// made against a GPU someone else changed since it was read is refused. 0 = not read from a store
    /// (the bundled catalog, a new GPU). Not a figure: the catalog CSV layout has no such column.
    std::int64_t version = 0;

    bool supports(Precision p) const { return peak[index(p)] > 0; }
    /// The precisions it has a figure for, as a refusal names them: "fp32, tf32, bf16, fp16, fp8, int8".
    std::string precisionNames() const {
        std::string out;
        for (std::size_t i = 0; i < kPrecisionCount; ++i)
            if (peak[i] > 0)
                out += (out.empty() ? "" : ", ") + std::string(precisionName(static_cast<Precision>(i)));
        return out;
    }
    bool operator==(const GpuSpec&) const = default;
    /// GPUs a collective reaches over the fast link in nodes of `gpusPerNode`: the node, or the whole NVLink
    /// domain where one spans several nodes (72 GPUs on 18 trays of 4 in a GB200/GB300 NVL72 rack, joined by
    /// NVLink switches).
    int scaleUpGpus(int gpusPerNode) const {
        return link == LinkType::NVLinkSwitch && linkDomain > gpusPerNode ? linkDomain : gpusPerNode;
    }
    /// Bandwidth between two GPUs of a group of `groupSize` GPUs inside one node or NVLink domain.
    double intraNodeBandwidth(int groupSize) const {
        return groupSize <= linkDomain ? linkBandwidth : pcieBandwidth;
    }
};

} // namespace gpuplan::core
