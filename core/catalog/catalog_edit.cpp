// Editing the catalog's GPUs and models (the workbench's catalog editors): a row written back to its
// catalog CSV layout, checked by the same parser that reads the bundled catalog, then put into a Catalog.
#include "core/catalog/catalog.h"
#include "core/csv.h"

#include <algorithm>
#include <cstdio>

namespace gpuplan::core {
namespace {

std::string scaledNumber(double v, double scale) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6g", v / scale);
    return buf;
}

std::string optionalNumber(double v, double scale) {
    return v > 0 ? scaledNumber(v, scale) : std::string();
}

std::string linkId(LinkType t) {
    switch (t) {
    case LinkType::PCIe:
        return "pcie";
    case LinkType::NVLinkBridge:
        return "nvlink-bridge";
    case LinkType::NVLinkSwitch:
        return "nvlink-switch";
    case LinkType::InfinityFabric:
        return "infinity-fabric";
    case LinkType::TpuIci:
        return "tpu-ici";
    case LinkType::NeuronLink:
        return "neuronlink";
    case LinkType::UnifiedBus:
        return "unified-bus";
    }
    return "pcie";
}

} // namespace

std::string writeGpuCsv(const std::vector<GpuSpec>& gpus) {
    std::string out = std::string(kGpuCsvHeader) + "\n";
    for (const GpuSpec& g : gpus) {
        const std::string fields[] = {g.id,
                                      g.name,
                                      g.vendor,
                                      g.architecture,
                                      g.die,
                                      g.formFactor,
                                      scaledNumber(g.memoryBytes, 1e9),
                                      g.memoryType,
                                      scaledNumber(g.memoryBandwidth, 1e12),
                                      optionalNumber(g.peak[index(Precision::FP32)], 1e12),
                                      optionalNumber(g.peak[index(Precision::TF32)], 1e12),
                                      optionalNumber(g.peak[index(Precision::BF16)], 1e12),
                                      optionalNumber(g.peak[index(Precision::FP16)], 1e12),
                                      optionalNumber(g.peak[index(Precision::FP8)], 1e12),
                                      optionalNumber(g.peak[index(Precision::INT8)], 1e12),
                                      optionalNumber(g.peak[index(Precision::FP4)], 1e12),
                                      optionalNumber(g.tdpWatts, 1),
                                      optionalNumber(g.systemWatts, 1000),
                                      linkId(g.link),
                                      scaledNumber(g.linkBandwidth, 1e9),
                                      std::to_string(g.linkDomain),
                                      scaledNumber(g.pcieBandwidth, 1e9),
                                      g.migInstances > 0 ? std::to_string(g.migInstances) : std::string(),
                                      std::to_string(g.defaultGpusPerNode),
                                      g.defaultNetwork,
                                      g.unverified ? "yes" : "no",
                                      g.verification,
                                      g.source};
        out += csvLine({std::begin(fields), std::end(fields)});
    }
    return out;
}

Status checkGpuFields(const GpuSpec& g) {
    if (g.id.empty() || !std::all_of(g.id.begin(), g.id.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
        }))
        return fail("a GPU id is lower-case letters, digits and '-' (got '" + g.id + "')");
    if (g.name.empty())
        return fail("a GPU needs a name");
    if (g.source.empty())
        return fail("say where the figures come from (source)");
    if (!(g.linkBandwidth > 0) || !(g.pcieBandwidth > 0))
        return fail("link bandwidth and PCIe bandwidth must be positive");
    if (g.tdpWatts < 0)
        return fail("power must be positive, or blank where it is not published");
    if (!(g.peak[index(Precision::BF16)] > 0) && !(g.peak[index(Precision::FP16)] > 0))
        return fail("a GPU for LLM work needs a BF16 or FP16 figure");
    // The system's power holds its GPUs' own: a smaller figure is a typo (watts for kW, a tray for a rack).
    if (g.systemWatts > 0 && g.systemWatts < g.systemGpus() * g.tdpWatts)
        return fail("the system's power (" + scaledNumber(g.systemWatts, 1000) + " kW) is below its " +
                    std::to_string(g.systemGpus()) + " GPUs' own " +
                    scaledNumber(g.systemGpus() * g.tdpWatts, 1000) + " kW");
    return ok();
}

Result<GpuSpec> validateGpu(const GpuSpec& g) {
    if (auto fields = checkGpuFields(g); !fields)
        return fail(fields.error());
    auto parsed = parseGpuCsv(writeGpuCsv({g}));
    if (!parsed)
        return fail(parsed.error());
    GpuSpec checked = parsed->front();
    checked.version = g.version; // not in the CSV layout: the version the edit was made against stays
    return checked;
}

Status Catalog::putGpu(const GpuSpec& gpu) {
    auto valid = validateGpu(gpu);
    if (!valid)
        return fail(valid.error());
    if (!network(gpu.defaultNetwork))
        return fail(unknownNetworkMessage(gpu.defaultNetwork));
    for (GpuSpec& g : m_gpus)
        if (g.id == gpu.id) {
            g = valid.value();
            return ok();
        }
    m_gpus.push_back(valid.value());
    return ok();
}

bool Catalog::calibrated(std::string_view gpuId) const {
    const auto it = m_efficiency.find(gpuId);
    return it != m_efficiency.end() &&
           std::any_of(it->second.fitted.begin(), it->second.fitted.end(), [](bool f) { return f; });
}

Status Catalog::removeGpu(std::string_view id) {
    const auto it = std::find_if(m_gpus.begin(), m_gpus.end(), [&](const GpuSpec& g) { return g.id == id; });
    if (it == m_gpus.end())
        return fail(unknownGpuMessage(id));
    if (calibrated(id))
        return fail(it->name + " is calibrated on published runs: it cannot be deleted");
    m_gpus.erase(it);
    m_efficiency.erase(std::string(id));
    return ok();
}

Status Catalog::putModel(const ModelSpec& model) {
    auto valid = validateStoredModel(model);
    if (!valid)
        return fail(valid.error());
    for (ModelSpec& m : m_models)
        if (m.id == model.id) {
            m = valid.value();
            return ok();
        }
    m_models.push_back(valid.value());
    return ok();
}

Status Catalog::removeModel(std::string_view id) {
    const auto it =
        std::find_if(m_models.begin(), m_models.end(), [&](const ModelSpec& m) { return m.id == id; });
    if (it == m_models.end())
        return fail(unknownModelMessage(id));
    m_models.erase(it);
    return ok();
}

} // namespace gpuplan::core
