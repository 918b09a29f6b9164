#include "core/prices/skypilot_csv.h"

#include "core/csv.h"
#include "core/number_parse.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <optional>
#include <set>

namespace gpuplan::core {
namespace {

struct Row {
    int line = 0;
    std::string cloud, instance, accelerator, gpuInfo, region, zone;
    double count = 0;
    double vcpus = 0, memoryGiB = 0;
    std::optional<double> price, spot;
    std::string priceText, spotText; // as written in the file, for the source
};

// GCP machine types whose GPUs come with the type (SkyPilot's gcp_catalog._ACC_INSTANCE_TYPE_DICTS):
// the catalog leaves their AcceleratorName empty and prices the GPUs in separate rows.
std::optional<std::pair<std::string, int>> gcpAttachedGpus(const std::string& type) {
    auto count = [&](std::size_t at) {
        int n = 0;
        for (; at < type.size() && type[at] >= '0' && type[at] <= '9'; ++at)
            n = n * 10 + (type[at] - '0');
        return n;
    };
    struct Family {
        const char* prefix;
        const char* accelerator;
    };
    for (const Family f :
         {Family{"a2-highgpu-", "A100"}, Family{"a2-megagpu-", "A100"}, Family{"a2-ultragpu-", "A100-80GB"},
          Family{"a3-highgpu-", "H100"}, Family{"a3-edgegpu-", "H100"}, Family{"a3-megagpu-", "H100-MEGA"},
          Family{"a3-ultragpu-", "H200"}, Family{"a4-highgpu-", "B200"}}) {
        const std::string prefix = f.prefix;
        if (type.rfind(prefix, 0) == 0 && count(prefix.size()) > 0)
            return std::pair{std::string(f.accelerator), count(prefix.size())};
    }
    if (type.rfind("g2-standard-", 0) == 0) { // L4: g2-standard-{4..32} 1, -24 2, -48 4, -96 8
        const int cpus = count(12);
        const int gpus = cpus == 24 ? 2 : cpus == 48 ? 4 : cpus == 96 ? 8 : cpus > 0 ? 1 : 0;
        if (gpus > 0)
            return std::pair{std::string("L4"), gpus};
    }
    return std::nullopt;
}

// vCPUs of the N1 host SkyPilot attaches other GPUs to (gcp_catalog._NUM_ACC_TO_NUM_CPU).
int n1HostCpus(const std::string& accelerator, int count) {
    if (accelerator == "T4")
        return count == 1 ? 4 : count == 2 ? 8 : count == 4 ? 48 : 0;
    return count >= 1 && count <= 16 ? 8 * count : 0;
}

// A computed price (a sum, a count) without float noise: 43.06615, not 43.066150000000002.
std::string plainDecimal(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.10g", v);
    return buffer;
}

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return s;
}

std::string gpuInfoMemory(const std::string& info) {
    const std::string key = "'SizeInMiB': ";
    const std::size_t at = info.find(key);
    if (at == std::string::npos)
        return {};
    std::size_t end = at + key.size();
    while (end < info.size() && info[end] >= '0' && info[end] <= '9')
        ++end;
    return info.substr(at + key.size(), end - at - key.size());
}

class Reader {
public:
    Reader(const SkyPilotMaps& maps, const SkyPilotSnapshot& snapshot) : m_maps(maps), m_snapshot(snapshot) {}

    ParsedPrices read(std::string_view textIn);

private:
    std::optional<Row> row(const CsvTable& table, const CsvRow& raw);
    void gcp(const std::vector<Row>& rows);
    /// `how(spot)` names where the machine price comes from: the instance, or GCP's host and GPU rows.
    void price(const Row& r, const std::string& gpu, std::optional<double> machineOnDemand,
               std::optional<double> machineSpot, const std::function<std::string(bool spot)>& how);
    std::string sourcePrefix(const std::string& cloud, const std::string& accelerator) const;
    void skip(const std::string& why) { ++m_out.skipped[why]; }

    const SkyPilotMaps& m_maps;
    const SkyPilotSnapshot& m_snapshot;
    ParsedPrices m_out;
    std::map<std::string, std::size_t> m_keyIndex;
    std::set<std::string> m_regions, m_providers;
};

std::optional<Row> Reader::row(const CsvTable& table, const CsvRow& raw) {
    CsvRecord r(table, raw);
    Row out;
    out.line = raw.line;
    out.cloud = table.column("Cloud") >= 0 ? r.text("Cloud") : m_snapshot.cloud;
    out.instance = r.text("InstanceType");
    out.accelerator = r.text("AcceleratorName");
    out.gpuInfo = r.text("GpuInfo");
    out.region = r.text("Region");
    out.zone = r.text("AvailabilityZone");
    if (out.cloud.empty()) {
        m_out.errors.push_back({raw.line, "Cloud", "the row names no cloud"});
        return std::nullopt;
    }
    if (out.region.empty()) {
        m_out.errors.push_back({raw.line, "Region", "the row names no region"});
        return std::nullopt;
    }
    for (auto [column, target] : {std::pair{"vCPUs", &out.vcpus}, std::pair{"MemoryGiB", &out.memoryGiB}})
        if (auto v = parseQuantity(r.text(column)))
            *target = v.value();
    const std::string count = r.text("AcceleratorCount");
    if (!count.empty()) {
        auto n = parseQuantity(count);
        // 1024 is the price layout's own limit per machine (gpus_per_machine); beyond it a count is a
        // typo, and would not fit the int a machine's size is kept in.
        if (!n || n.value() < 0 || n.value() > 1024) {
            m_out.errors.push_back({raw.line, "AcceleratorCount", "'" + count + "' is not a GPU count"});
            return std::nullopt;
        }
        out.count = n.value();
    }
    out.priceText = r.text("Price");
    out.spotText = r.text("SpotPrice");
    for (auto [column, target] : {std::pair{"Price", &out.price}, std::pair{"SpotPrice", &out.spot}}) {
        const std::string cell = r.text(column);
        if (cell.empty())
            continue;
        auto v = parseQuantity(cell);
        if (!v || !(v.value() >= 0)) {
            m_out.errors.push_back({raw.line, column, "'" + cell + "' is not a price"});
            return std::nullopt;
        }
        *target = v.value();
    }
    return out;
}

std::string Reader::sourcePrefix(const std::string& cloud, const std::string& accelerator) const {
    SkyPilotSnapshot::Part part{m_snapshot.catalog, m_snapshot.origin};
    for (const std::string& key : {cloud + "/" + accelerator, cloud})
        if (auto named = m_snapshot.parts.find(key); named != m_snapshot.parts.end()) {
            part = named->second;
            break;
        }
    std::string out = "SkyPilot catalog " + part.catalog + ", " + cloud + "/vms.csv, ";
    out += m_snapshot.date.empty() ? "undated snapshot" : "snapshot of " + m_snapshot.date;
    if (!part.origin.empty())
        out += " (" + part.origin + ")";
    return out;
}

void Reader::price(const Row& r, const std::string& gpu, std::optional<double> machineOnDemand,
                   std::optional<double> machineSpot, const std::function<std::string(bool spot)>& how) {
    const std::string region = r.cloud + ":" + r.region;
    const int perMachine = std::max(1, static_cast<int>(r.count + 0.5));
    bool priced = false;
    for (const auto& [machine, kind] :
         {std::pair{machineOnDemand, PriceKind::OnDemand}, std::pair{machineSpot, PriceKind::Spot}}) {
        if (!machine || !(*machine > 0))
            continue;
        PriceRecord p;
        p.gpuId = gpu;
        p.providerId = r.cloud;
        p.regionId = region;
        p.kind = kind;
        p.unit = PriceUnit::GpuHour;
        p.gpusPerMachine = perMachine;
        // A machine price shared by its GPUs, to the cent (per-GPU figures are rates).
        p.amount = Money::fromDouble(*machine / r.count, "USD");
        if (p.amount.minor() <= 0)
            continue;
        p.effectiveDate = m_snapshot.date;
        p.source = sourcePrefix(r.cloud, r.accelerator) + ": " + how(kind == PriceKind::Spot) +
                   plainDecimal(*machine) + " USD per " + (kind == PriceKind::Spot ? "spot " : "") +
                   "machine-hour / " + plainDecimal(r.count) + (r.count == 1 ? " GPU" : " GPUs");
        p.verification = "list price as SkyPilot's fetcher read it from the cloud's pricing API";
        priced = true;
        // One price per GPU, cloud, region and kind: the same instance repeats per zone, and
        // instances with 1 to 8 GPUs differ; the buyer's figure is the cheapest per GPU-hour.
        auto known = m_keyIndex.find(p.key());
        if (known != m_keyIndex.end()) {
            if (p.amount.minor() < m_out.records[known->second].amount.minor()) {
                m_out.records[known->second] = std::move(p);
                m_out.lines[known->second] = r.line;
            }
            continue;
        }
        m_keyIndex[p.key()] = m_out.records.size();
        m_out.records.push_back(std::move(p));
        m_out.lines.push_back(r.line);
    }
    if (!priced) {
        skip("GPU rows without a price");
        return;
    }
    if (m_regions.insert(region).second) {
        auto location = m_maps.regionLocations.find(region);
        const std::string name =
            r.cloud + " " + r.region +
            (location != m_maps.regionLocations.end() ? " (" + location->second + ")" : std::string());
        Region created{region, name, name, "USD", std::nullopt, 1.5, {}, {}, {}};
        auto parent = m_maps.regionParents.find(region);
        created.parent = parent != m_maps.regionParents.end() ? parent->second : m_maps.defaultParent;
        m_out.regions.push_back(std::move(created));
    }
    if (m_providers.insert(r.cloud).second)
        m_out.providers.push_back(Provider{r.cloud, r.cloud, "SkyPilot catalog"});
}

// GCP: a host row prices the VM's vCPUs and memory, an accelerator row (no InstanceType) prices the
// GPUs in one zone. SkyPilot's list_accelerators adds the two: the accelerator's host type (implied by
// the machine family, else the cheapest N1 VM with SkyPilot's default vCPUs) in the same zone, or, when
// a file keeps one zone per region, in the same region.
void Reader::gcp(const std::vector<Row>& rows) {
    // Each host once: the GPUs its machine type carries, or its fitness as an N1 host; by region.
    struct Host {
        const Row* row;
        std::string accelerator; // the GPUs the machine type carries ("" for an N1 VM)
        int count = 0;
        bool n1 = false;
    };
    std::map<std::string, std::vector<Host>> hostsByRegion;
    std::vector<const Row*> accelerators;
    for (const Row& r : rows) {
        if (r.instance.empty()) {
            accelerators.push_back(&r);
            continue;
        }
        Host h{&r, r.accelerator, static_cast<int>(r.count + 0.5), r.instance.rfind("n1-", 0) == 0};
        if (auto attached = gcpAttachedGpus(r.instance)) {
            if (h.accelerator.empty())
                h.accelerator = attached->first;
            if (h.count <= 0)
                h.count = attached->second;
        }
        if (r.price)
            hostsByRegion[r.region].push_back(h);
    }
    static const std::set<std::string> attachedFamilies = {"A100", "A100-80GB", "H100", "H100-MEGA",
                                                           "H200", "B200",      "L4"};
    std::set<int> usedHosts;
    for (const Row* a : accelerators) {
        const int count = static_cast<int>(a->count + 0.5);
        const bool n1 = !attachedFamilies.count(a->accelerator);
        const int needCpus = n1 ? n1HostCpus(a->accelerator, count) : 0;
        auto fits = [&](const Host& h) {
            if (!n1)
                return h.accelerator == a->accelerator && h.count == count;
            return h.n1 && needCpus > 0 && h.row->vcpus >= needCpus && h.row->memoryGiB >= 4.0 * needCpus;
        };
        const Row* best = nullptr;
        const auto regionHosts = hostsByRegion.find(a->region);
        for (int sameZone : {1, 0}) {
            if (regionHosts == hostsByRegion.end())
                break;
            for (const Host& h : regionHosts->second)
                if (fits(h) && (!sameZone || h.row->zone == a->zone) &&
                    (!best || *h.row->price < *best->price))
                    best = h.row;
            if (best)
                break;
        }
        if (!best) {
            skip("GCP accelerator rows without their host VM in the file");
            continue;
        }
        usedHosts.insert(best->line);
        auto gpu = m_maps.accelerators.find(a->accelerator);
        Row priced = *a;
        priced.count = count;
        std::optional<double> onDemand, spot;
        if (a->price)
            onDemand = *a->price + *best->price;
        if (a->spot && best->spot)
            spot = *a->spot + *best->spot;
        const Row* host = best;
        // The two prices as the file writes them, and their sum.
        auto how = [host, a, count](bool isSpot) {
            return host->instance + " host " + (isSpot ? host->spotText : host->priceText) + " + " +
                   a->accelerator + " x" + std::to_string(count) + " " +
                   (isSpot ? a->spotText : a->priceText) + " = ";
        };
        price(priced, gpu->second, onDemand, spot, how);
    }
    std::vector<const Row*> hosts;
    for (const Row& r : rows)
        if (!r.instance.empty())
            hosts.push_back(&r);
    for (const Row* h : hosts)
        if (!usedHosts.count(h->line))
            skip(gcpAttachedGpus(h->instance) || !h->accelerator.empty()
                     ? "GCP GPU host rows without their accelerator row (priced only with it)"
                     : "CPU-only rows");
}

ParsedPrices Reader::read(std::string_view textIn) {
    if (const int bad = firstBadUtf8Line(textIn)) {
        m_out.errors.push_back({bad, "", "not UTF-8 text"});
        return std::move(m_out);
    }
    auto table = parseCsv(textIn);
    if (!table) {
        m_out.errors.push_back({0, "", table.error()});
        return std::move(m_out);
    }
    for (const char* c : {"InstanceType", "AcceleratorName", "AcceleratorCount", "Region", "Price"})
        if (table->column(c) < 0) {
            m_out.errors.push_back(
                {1, c, std::string("missing column '") + c + "': not a SkyPilot v7 vms.csv"});
            return std::move(m_out);
        }
    if (table->column("Cloud") < 0 && m_snapshot.cloud.empty()) {
        m_out.errors.push_back(
            {1, "Cloud",
             "the file has no Cloud column: name the cloud (--cloud aws) or import it from its "
             "catalogs/v7/<cloud>/ folder"});
        return std::move(m_out);
    }
    std::vector<Row> gcpRows;
    for (const CsvRow& raw : table->rows) {
        std::optional<Row> r = row(table.value(), raw);
        if (!r)
            continue;
        if (r->accelerator.rfind("tpu-", 0) == 0) {
            skip("TPU rows (not GPUs)");
            continue;
        }
        const bool gcpHost = r->cloud == "gcp" && !r->instance.empty();
        if ((r->accelerator.empty() || r->count <= 0) && !(gcpHost && gcpAttachedGpus(r->instance))) {
            if (gcpHost && r->instance.rfind("n1-", 0) == 0)
                gcpRows.push_back(*r); // a possible host for N1-attached GPUs
            else
                skip("CPU-only rows");
            continue;
        }
        std::string accelerator = r->accelerator;
        if (accelerator.empty())
            accelerator = gcpAttachedGpus(r->instance)->first;
        // The most specific name first: a PCIe instance of the accelerator (Lambda's gpu_1x_h100_pcie
        // names its card plain "H100"), then the memory GpuInfo gives, then the name alone.
        const std::string memory = gpuInfoMemory(r->gpuInfo);
        auto gpu = m_maps.accelerators.end();
        if (lower(r->instance).find("pcie") != std::string::npos)
            gpu = m_maps.accelerators.find(accelerator + "-PCIE");
        if (gpu == m_maps.accelerators.end() && !memory.empty())
            gpu = m_maps.accelerators.find(accelerator + "@" + memory);
        if (gpu == m_maps.accelerators.end())
            gpu = m_maps.accelerators.find(accelerator);
        if (gpu == m_maps.accelerators.end()) {
            m_out.errors.push_back({r->line, "AcceleratorName",
                                    "accelerator '" + accelerator + "' is not in the catalog",
                                    "name accelerator " + accelerator + ", which is not in the catalog"});
            continue;
        }
        if (r->cloud == "gcp") {
            gcpRows.push_back(*r);
            continue;
        }
        if (!r->price && !r->spot) {
            skip("GPU rows without a price");
            continue;
        }
        const std::string instance = r->instance;
        price(*r, gpu->second, r->price, r->spot, [instance](bool) { return instance + " "; });
    }
    gcp(gcpRows);
    return std::move(m_out);
}

} // namespace

ParsedPrices parseSkyPilotCsv(std::string_view text, const SkyPilotMaps& maps,
                              const SkyPilotSnapshot& snapshot) {
    return Reader(maps, snapshot).read(text);
}

Result<std::map<std::string, std::string>> parseAcceleratorMap(std::string_view text) {
    auto table = parseCsv(text);
    if (!table)
        return fail("accelerator map: " + table.error());
    std::map<std::string, std::string> out;
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        const std::string memory = r.text("memory_mib");
        out[r.text("accelerator") + (memory.empty() ? "" : "@" + memory)] = r.text("gpu");
    }
    return out;
}

Status parseCloudRegionMap(std::string_view text, SkyPilotMaps& maps) {
    auto table = parseCsv(text);
    if (!table)
        return fail("cloud region map: " + table.error());
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        const std::string key = r.text("cloud") + ":" + r.text("region");
        if (!r.text("parent").empty())
            maps.regionParents[key] = r.text("parent");
        if (!r.text("location").empty())
            maps.regionLocations[key] = r.text("location");
    }
    return ok();
}

void mergeParsedPrices(ParsedPrices& into, ParsedPrices more) {
    into.errors.insert(into.errors.end(), more.errors.begin(), more.errors.end());
    into.records.insert(into.records.end(), more.records.begin(), more.records.end());
    into.lines.insert(into.lines.end(), more.lines.begin(), more.lines.end());
    for (Region& r : more.regions)
        if (std::none_of(into.regions.begin(), into.regions.end(),
                         [&](const Region& x) { return x.id == r.id; }))
            into.regions.push_back(std::move(r));
    for (Provider& p : more.providers)
        if (std::none_of(into.providers.begin(), into.providers.end(),
                         [&](const Provider& x) { return x.id == p.id; }))
            into.providers.push_back(std::move(p));
    for (const auto& [why, n] : more.skipped)
        into.skipped[why] += n;
}

} // namespace gpuplan::core
