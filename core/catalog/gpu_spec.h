#pragma once
// One GPU model of the catalog: datasheet figures (dense, no sparsity) in SI units, plus where
// they come from. Estimation reads only the numeric fields; the text is for people.

#include "core/catalog/precision.h"

#include <cstdint>
#include <string>

namespace gpuplan::core {

/// The fast link between accelerators. TpuIci (Google's inter-chip interconnect, a 2D or 3D torus),
/// NeuronLink (AWS Trainium) and UnifiedBus (Huawei's UB of a CloudMatrix supernode) join many hosts, as an
/// NVLink switch does in an NVL72 rack: the estimate takes each as a fabric at the chip's bandwidth per
/// direction (a torus's all-to-all and long rings get less; the rows' notes say so).
enum class LinkType { PCIe, NVLinkBridge, NVLinkSwitch, InfinityFabric, TpuIci, NeuronLink, UnifiedBus };
inline constexpr LinkType kLinkTypes[] = {
    LinkType::PCIe,   LinkType::NVLinkBridge, LinkType::NVLinkSwitch, LinkType::InfinityFabric,
    LinkType::TpuIci, LinkType::NeuronLink,   LinkType::UnifiedBus};

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

    double tdpWatts = 0; // board power; 0 = not published (TPUs, Trainium, Ascend 910C): owning is not costed
    /// Power of the system the card is sold and fed in, at full load, in watts, where that is a whole NVLink
    /// domain of several nodes (an NVL72 rack: 72 GPUs, 36 Grace CPUs, NVLink switch trays, NICs, pumps);
    /// 0 = not given (owning counts the GPUs' board power plus an assumed host per server).
    double systemWatts = 0;
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
        const bool spansNodes = link == LinkType::NVLinkSwitch || link == LinkType::TpuIci ||
                                link == LinkType::NeuronLink || link == LinkType::UnifiedBus;
        return spansNodes && linkDomain > gpusPerNode ? linkDomain : gpusPerNode;
    }
    /// GPUs in the system systemWatts feeds: the NVLink domain where it spans nodes (72), else a node.
    int systemGpus() const { return scaleUpGpus(defaultGpusPerNode); }
    /// True for a card sold and fed by the rack rather than by the server (GB200/GB300 NVL72). A TPU pod or a
    /// Trainium UltraServer is rented by the slice, not bought: not a rack here.
    bool soldByRack() const { return link == LinkType::NVLinkSwitch && linkDomain > defaultGpusPerNode; }
    /// Watts the rest of the system draws per GPU (CPUs, switches, NICs, fans and pumps) from systemWatts;
    /// negative where the catalog does not say.
    double hostWattsPerGpu() const { return systemWatts > 0 ? systemWatts / systemGpus() - tdpWatts : -1; }
    /// Bandwidth between two GPUs of a group of `groupSize` GPUs inside one node or NVLink domain.
    double intraNodeBandwidth(int groupSize) const {
        return groupSize <= linkDomain ? linkBandwidth : pcieBandwidth;
    }
};

} // namespace gpuplan::core
