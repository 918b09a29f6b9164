#include "core/catalog/catalog.h"

#include "core/csv.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpuplan::core {
namespace {

constexpr double kTera = 1e12;
constexpr double kGiga = 1e9;

Result<LinkType> parseLink(const std::string& text, int line) {
    if (text == "pcie")
        return LinkType::PCIe;
    if (text == "nvlink-bridge")
        return LinkType::NVLinkBridge;
    if (text == "nvlink-switch")
        return LinkType::NVLinkSwitch;
    if (text == "infinity-fabric")
        return LinkType::InfinityFabric;
    if (text == "tpu-ici")
        return LinkType::TpuIci;
    if (text == "neuronlink")
        return LinkType::NeuronLink;
    if (text == "unified-bus")
        return LinkType::UnifiedBus;
    return fail("line " + std::to_string(line) + ": unknown link type '" + text +
                "' (pcie, nvlink-bridge, nvlink-switch, infinity-fabric, tpu-ici, neuronlink, unified-bus)");
}

template <typename T> std::string idList(const std::vector<T>& items) {
    std::string out;
    for (const auto& item : items)
        out += (out.empty() ? "" : ", ") + item.id;
    return out;
}

} // namespace

std::string_view linkTypeName(LinkType t) {
    switch (t) {
    case LinkType::PCIe:
        return "PCIe";
    case LinkType::NVLinkBridge:
        return "NVLink bridge";
    case LinkType::NVLinkSwitch:
        return "NVLink/NVSwitch";
    case LinkType::InfinityFabric:
        return "Infinity Fabric";
    case LinkType::TpuIci:
        return "TPU ICI (torus)";
    case LinkType::NeuronLink:
        return "NeuronLink";
    case LinkType::UnifiedBus:
        return "Unified Bus (UB)";
    }
    return "?";
}

Result<std::vector<GpuSpec>> parseGpuCsv(std::string_view text) {
    auto table = parseCsv(text);
    if (!table)
        return fail("GPU catalog: " + table.error());
    std::vector<GpuSpec> out;
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        GpuSpec g;
        g.id = r.text("id");
        if (g.id.empty())
            return fail("GPU catalog: line " + std::to_string(row.line) + ": the id is empty");
        g.name = r.text("name");
        g.vendor = r.text("vendor");
        g.architecture = r.text("architecture");
        g.die = r.text("die");
        g.formFactor = r.text("form_factor");
        g.memoryType = r.text("memory_type");
        g.source = r.text("source");
        g.verification = r.text("verification");
        g.unverified = r.text("unverified") == "yes";
        g.defaultNetwork = r.text("network");
        struct Field {
            const char* column;
            double* target;
            double scale;
            bool required;
        };
        double mig = 0, perNode = 8, domain = 1;
        const Field fields[] = {
            {"memory_gb", &g.memoryBytes, kGiga, true},
            {"mem_bw_tbps", &g.memoryBandwidth, kTera, true},
            {"fp32_tflops", &g.peak[index(Precision::FP32)], kTera, false},
            {"tf32_tflops", &g.peak[index(Precision::TF32)], kTera, false},
            {"bf16_tflops", &g.peak[index(Precision::BF16)], kTera, false},
            {"fp16_tflops", &g.peak[index(Precision::FP16)], kTera, false},
            {"fp8_tflops", &g.peak[index(Precision::FP8)], kTera, false},
            {"int8_tops", &g.peak[index(Precision::INT8)], kTera, false},
            // Added with issue 31: a file written before it has no such column, and reads as no FP4.
            {"fp4_tflops", &g.peak[index(Precision::FP4)], kTera, false},
            // Not published for some accelerators (TPUs, Trainium, Ascend 910C): blank, and owning is not
            // costed.
            {"tdp_w", &g.tdpWatts, 1.0, false},
            // Added with issue 31 (store schema 13): an earlier file has none, and reads as not given.
            {"system_kw", &g.systemWatts, 1000.0, false},
            {"link_gbps_per_dir", &g.linkBandwidth, kGiga, true},
            {"link_domain", &domain, 1.0, true},
            {"pcie_gbps_per_dir", &g.pcieBandwidth, kGiga, true},
            {"mig", &mig, 1.0, false},
            {"gpus_per_node", &perNode, 1.0, true},
        };
        for (const Field& f : fields) {
            auto v = f.required ? r.number(f.column) : r.numberOr(f.column, 0.0);
            if (!v)
                return fail("GPU catalog: " + v.error());
            if (v.value() < 0)
                return fail("GPU catalog: line " + std::to_string(row.line) + ", column '" + f.column +
                            "': negative value");
            *f.target = v.value() * f.scale;
        }
        // Whole counts that fit an int (a fuzzed "3p" once overflowed the cast).
        for (const auto& [column, value] :
             {std::pair{"link_domain", domain}, std::pair{"mig", mig}, std::pair{"gpus_per_node", perNode}})
            if (value > 1e6 || value != std::floor(value))
                return fail("GPU catalog: line " + std::to_string(row.line) + ", column '" + column +
                            "': not a whole number of a sensible size");
        // A store's catalog text carries each row's version; the bundled files and exports do not.
        auto version = r.numberOr("version", 0.0);
        if (!version)
            return fail("GPU catalog: " + version.error());
        if (version.value() < 0 || version.value() > 1e15 || version.value() != std::floor(version.value()))
            return fail("GPU catalog: line " + std::to_string(row.line) +
                        ", column 'version': not a version");
        g.version = static_cast<std::int64_t>(version.value());
        g.migInstances = static_cast<int>(mig);
        g.defaultGpusPerNode = std::max(1, static_cast<int>(perNode));
        g.linkDomain = std::max(1, static_cast<int>(domain));
        auto link = parseLink(r.text("link"), row.line);
        if (!link)
            return fail("GPU catalog: " + link.error());
        g.link = link.value();
        if (g.memoryBytes <= 0 || g.memoryBandwidth <= 0)
            return fail("GPU catalog: line " + std::to_string(row.line) +
                        ": memory and bandwidth must be positive");
        // The editor's rules hold for a file too: a GPU read without a source or a 16-bit figure would
        // be one the catalog editor refuses (a fuzzed header without "source" once got one in).
        if (auto rules = checkGpuFields(g); !rules)
            return fail("GPU catalog: line " + std::to_string(row.line) + ": " + rules.error());
        out.push_back(std::move(g));
    }
    return out;
}

Result<std::vector<Network>> parseNetworkCsv(std::string_view text) {
    auto table = parseCsv(text);
    if (!table)
        return fail("networks: " + table.error());
    std::vector<Network> out;
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        auto bw = r.number("gbps_per_dir");
        if (!bw)
            return fail("networks: " + bw.error());
        if (bw.value() <= 0)
            return fail("networks: line " + std::to_string(row.line) + ": bandwidth must be positive");
        const std::string scope = r.text("scope");
        if (scope != "gpu" && scope != "node")
            return fail("networks: line " + std::to_string(row.line) + ": scope must be 'gpu' or 'node'");
        out.push_back(
            Network{r.text("id"), r.text("name"), bw.value() * kGiga, scope == "node", r.text("source")});
    }
    return out;
}

const GpuSpec* Catalog::gpu(std::string_view id) const {
    auto it = std::find_if(m_gpus.begin(), m_gpus.end(), [&](const GpuSpec& g) { return g.id == id; });
    return it == m_gpus.end() ? nullptr : &*it;
}

const ModelSpec* Catalog::model(std::string_view id) const {
    auto it = std::find_if(m_models.begin(), m_models.end(), [&](const ModelSpec& m) { return m.id == id; });
    return it == m_models.end() ? nullptr : &*it;
}

const Network* Catalog::network(std::string_view id) const {
    auto it =
        std::find_if(m_networks.begin(), m_networks.end(), [&](const Network& n) { return n.id == id; });
    return it == m_networks.end() ? nullptr : &*it;
}

const GpuEfficiency& Catalog::efficiency(std::string_view gpuId) const {
    static const GpuEfficiency none;
    auto it = m_efficiency.find(gpuId);
    return it == m_efficiency.end() ? none : it->second;
}

Message Catalog::unknownGpu(std::string_view id) const {
    return message(MessageId::UnknownGpu, {text(std::string(id)), text(idList(m_gpus))});
}
std::string Catalog::unknownGpuMessage(std::string_view id) const {
    return englishText(unknownGpu(id));
}
Message Catalog::unknownModel(std::string_view id) const {
    return message(MessageId::UnknownModel, {text(std::string(id)), text(idList(m_models))});
}
std::string Catalog::unknownModelMessage(std::string_view id) const {
    return englishText(unknownModel(id));
}
std::string Catalog::unknownNetworkMessage(std::string_view id) const {
    return "unknown network '" + std::string(id) + "' (known: " + idList(m_networks) + ")";
}

} // namespace gpuplan::core

#include "core/calibration/calibration_io.h"

namespace gpuplan::core {

Result<Catalog> Catalog::fromTexts(const CatalogTexts& texts) {
    Catalog c;
    auto gpus = parseGpuCsv(texts.gpus);
    if (!gpus)
        return fail(gpus.error());
    auto models = parseModelCsv(texts.models);
    if (!models)
        return fail(models.error());
    auto networks = parseNetworkCsv(texts.networks);
    if (!networks)
        return fail(networks.error());
    auto efficiency = parseEfficiencyCsv(texts.efficiency);
    if (!efficiency)
        return fail(efficiency.error());
    auto globals = parseGlobalParamsCsv(texts.globals);
    if (!globals)
        return fail(globals.error());
    c.m_gpus = std::move(gpus).value();
    c.m_models = std::move(models).value();
    c.m_networks = std::move(networks).value();
    c.m_globals = globals.value();
    for (auto& [id, eff] : efficiency.value()) {
        if (!c.gpu(id))
            return fail("efficiency calibration names " + c.unknownGpuMessage(id));
        c.m_efficiency[id] = eff;
    }
    for (const GpuSpec& g : c.m_gpus)
        if (!c.network(g.defaultNetwork))
            return fail("GPU catalog: '" + g.id + "' names an " + c.unknownNetworkMessage(g.defaultNetwork));
    return c;
}

} // namespace gpuplan::core
