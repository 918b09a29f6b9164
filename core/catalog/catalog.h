#pragma once
// Everything the estimator looks up by id: GPUs, model presets, networks and the calibrated
// efficiency parameters. Built from CSV text (the bundled resources, later the store); the core
// does no file I/O itself.

#include "core/calibration/calibration_params.h"
#include "core/catalog/cluster.h"
#include "core/catalog/gpu_spec.h"
#include "core/catalog/model_csv.h"
#include "core/catalog/model_spec.h"
#include "core/result.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::core {

struct CatalogTexts {
    std::string gpus;       // resources/catalog/gpus.csv
    std::string models;     // resources/catalog/models.csv
    std::string networks;   // resources/catalog/networks.csv
    std::string efficiency; // resources/calibration/efficiency.csv
    std::string globals;    // resources/calibration/global_params.csv
};

class Catalog {
public:
    static Result<Catalog> fromTexts(const CatalogTexts& texts);

    const std::vector<GpuSpec>& gpus() const { return m_gpus; }
    const std::vector<ModelSpec>& models() const { return m_models; }
    const std::vector<Network>& networks() const { return m_networks; }
    const GlobalParams& globals() const { return m_globals; }
    GlobalParams& globals() { return m_globals; }

    const GpuSpec* gpu(std::string_view id) const;
    const ModelSpec* model(std::string_view id) const;
    const Network* network(std::string_view id) const;
    /// Efficiency of a GPU; an entry with no values when the GPU has no calibration rows.
    const GpuEfficiency& efficiency(std::string_view gpuId) const;
    GpuEfficiency& efficiency(std::string_view gpuId) { return m_efficiency[std::string(gpuId)]; }

    /// "unknown GPU 'x' (known: a10, a100-40gb-pcie, ...)".
    std::string unknownGpuMessage(std::string_view id) const;
    Message unknownGpu(std::string_view id) const; // the same as a message
    /// Adds a GPU or replaces the one with its id, after validateGpu() and a check of its network.
    Status putGpu(const GpuSpec& gpu);
    /// Removes a GPU; refused for GPUs calibrated on published runs (their fit would be lost).
    Status removeGpu(std::string_view id);
    /// True when a published run constrains the GPU's efficiency.
    bool calibrated(std::string_view gpuId) const;
    /// Adds a model or replaces the one with its id, after validateStoredModel().
    Status putModel(const ModelSpec& model);
    /// Removes a model (scenarios that name it say "unknown model" until it is back: undo brings it).
    Status removeModel(std::string_view id);
    std::string unknownModelMessage(std::string_view id) const;
    Message unknownModel(std::string_view id) const;
    std::string unknownNetworkMessage(std::string_view id) const;
    /// The same GPUs, models, networks, efficiencies and global parameters, figure for figure.
    bool operator==(const Catalog&) const = default;

private:
    std::vector<GpuSpec> m_gpus;
    std::vector<ModelSpec> m_models;
    std::vector<Network> m_networks;
    std::map<std::string, GpuEfficiency, std::less<>> m_efficiency;
    GlobalParams m_globals;
};

Result<std::vector<GpuSpec>> parseGpuCsv(std::string_view text);
/// The header of the GPU catalog CSV (resources/catalog/gpus.csv).
inline constexpr std::string_view kGpuCsvHeader =
    "id,name,vendor,architecture,die,form_factor,memory_gb,memory_type,mem_bw_tbps,fp32_tflops,tf32_tflops,"
    "bf16_tflops,fp16_tflops,fp8_tflops,int8_tops,fp4_tflops,tdp_w,system_kw,link,link_gbps_per_dir,"
    "link_domain,pcie_gbps_per_dir,mig,gpus_per_node,network,unverified,verification,source";
/// GPUs in that layout (what parseGpuCsv reads back unchanged).
std::string writeGpuCsv(const std::vector<GpuSpec>& gpus);
/// The rules every GPU meets, read from a file or entered in the editor: an id of [a-z0-9-], a name, a
/// source, positive power and link figures, a 16-bit figure.
Status checkGpuFields(const GpuSpec& gpu);
/// Checks a GPU entered by hand (checkGpuFields) and that it survives a write and read of its CSV row.
Result<GpuSpec> validateGpu(const GpuSpec& gpu);
Result<std::vector<Network>> parseNetworkCsv(std::string_view text);

} // namespace gpuplan::core
