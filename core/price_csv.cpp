#include "core/price_csv.h"

#include "core/csv.h"
#include "core/number_parse.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace gpuplan::core {
namespace {

bool validUtf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        int n = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : -1;
        if (n < 0 || i + static_cast<std::size_t>(n) >= s.size() + (n == 0 ? 1 : 0))
            return false;
        for (int k = 1; k <= n; ++k)
            if ((static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]) >> 6) != 0x2)
                return false;
        i += static_cast<std::size_t>(n) + 1;
    }
    return true;
}

// Returns the line of the first invalid UTF-8 byte, or 0.
int firstBadUtf8Line(std::string_view text) {
    int line = 1;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '\n') {
            if (!validUtf8(text.substr(start, i - start)))
                return line;
            ++line;
            start = i + 1;
        }
    }
    return 0;
}

} // namespace

ParsedPrices parsePriceCsv(std::string_view text, const std::vector<std::string>& knownGpus) {
    ParsedPrices out;
    if (const int bad = firstBadUtf8Line(text)) {
        out.errors.push_back({bad, "", "not UTF-8 text: save the file as UTF-8"});
        return out;
    }
    auto table = parseCsv(text);
    if (!table) {
        out.errors.push_back({0, "", table.error()});
        return out;
    }
    const std::vector<std::string> required = {"gpu",    "provider", "region",         "kind",  "unit",
                                               "amount", "currency", "effective_date", "source"};
    for (const std::string& c : required)
        if (table->column(c) < 0) {
            out.errors.push_back(
                {1, c, "missing column '" + c + "' (expected " + std::string(kPriceCsvHeader) + ")"});
            return out;
        }
    const std::set<std::string> gpus(knownGpus.begin(), knownGpus.end());
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        auto err = [&](const char* column, const std::string& reason) {
            out.errors.push_back({row.line, column, reason});
        };
        PriceRecord p;
        p.gpuId = r.text("gpu");
        p.providerId = r.text("provider");
        p.regionId = r.text("region");
        p.effectiveDate = r.text("effective_date");
        p.source = r.text("source");
        p.note = r.text("note");
        if (!gpus.count(p.gpuId)) {
            err("gpu", "unknown GPU '" + p.gpuId + "'");
            continue;
        }
        const auto kind = parsePriceKind(r.text("kind"));
        if (!kind) {
            err("kind", "unknown kind '" + r.text("kind") +
                            "' (on-demand, spot, reserved-1y, reserved-3y, monthly, purchase)");
            continue;
        }
        p.kind = *kind;
        const auto unit = parsePriceUnit(r.text("unit"));
        if (!unit) {
            err("unit", "unknown unit '" + r.text("unit") +
                            "' (gpu-hour, machine-hour, gpu-month, machine-month, one-off)");
            continue;
        }
        p.unit = *unit;
        const std::string currency = r.text("currency");
        if (!isKnownCurrency(currency)) {
            err("currency", "unknown currency '" + currency + "'");
            continue;
        }
        auto amount = Money::parse(r.text("amount"), currency);
        if (!amount) {
            err("amount", amount.error());
            continue;
        }
        if (amount->minor() <= 0) {
            err("amount", "the amount must be positive, got " + r.text("amount"));
            continue;
        }
        p.amount = amount.value();
        bool bad = false;
        for (const auto& [column, target] : {std::pair{"low", &p.low}, std::pair{"high", &p.high}}) {
            if (r.text(column).empty())
                continue;
            auto m = Money::parse(r.text(column), currency);
            if (!m || m->minor() < 0) {
                err(column, m ? "must not be negative" : m.error());
                bad = true;
                break;
            }
            *target = m.value();
        }
        if (bad)
            continue;
        if (!r.text("gpus_per_machine").empty()) {
            auto n = parseCount(r.text("gpus_per_machine"));
            if (!n || n.value() <= 0 || n.value() > 1024) {
                err("gpus_per_machine",
                    "'" + r.text("gpus_per_machine") + "' is not a positive whole number");
                continue;
            }
            p.gpusPerMachine = static_cast<int>(n.value());
        }
        auto valid = validatePrice(p);
        if (!valid) {
            err("", valid.error());
            continue;
        }
        out.records.push_back(std::move(p));
        out.lines.push_back(row.line);
    }
    // Duplicate natural keys inside one file are refused: which one would win is a guess.
    std::map<std::string, int> seen;
    for (std::size_t i = 0; i < out.records.size(); ++i) {
        auto [it, inserted] = seen.emplace(out.records[i].key(), out.lines[i]);
        if (!inserted)
            out.errors.push_back({out.lines[i], "",
                                  "duplicates line " + std::to_string(it->second) +
                                      " (same GPU, provider, region, kind, unit and date)"});
    }
    return out;
}

std::string writePriceCsv(const std::vector<PriceRecord>& prices) {
    std::string out = "\xEF\xBB\xBF";
    out += std::string(kPriceCsvHeader) + "\n";
    for (const PriceRecord& p : prices) {
        out += csvQuote(p.gpuId) + "," + csvQuote(p.providerId) + "," + csvQuote(p.regionId) + "," +
               std::string(priceKindName(p.kind)) + "," + std::string(priceUnitName(p.unit)) + "," +
               std::to_string(p.gpusPerMachine) + "," + p.amount.amountText() + "," + p.amount.currency() +
               "," + (p.low ? p.low->amountText() : "") + "," + (p.high ? p.high->amountText() : "") + "," +
               p.effectiveDate + "," + csvQuote(p.source) + "," + csvQuote(p.note) + "\n";
    }
    return out;
}

Result<std::map<std::string, std::string>> parseAcceleratorMap(std::string_view text) {
    auto table = parseCsv(text);
    if (!table)
        return fail("accelerator map: " + table.error());
    std::map<std::string, std::string> out;
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        out[r.text("accelerator")] = r.text("gpu");
    }
    return out;
}

ParsedPrices parseSkyPilotCsv(std::string_view text,
                              const std::map<std::string, std::string>& acceleratorToGpu,
                              const std::string& effectiveDate) {
    ParsedPrices out;
    if (const int bad = firstBadUtf8Line(text)) {
        out.errors.push_back({bad, "", "not UTF-8 text"});
        return out;
    }
    auto table = parseCsv(text);
    if (!table) {
        out.errors.push_back({0, "", table.error()});
        return out;
    }
    for (const char* c :
         {"Cloud", "InstanceType", "AcceleratorName", "AcceleratorCount", "Region", "Price", "SpotPrice"})
        if (table->column(c) < 0) {
            out.errors.push_back(
                {1, c, std::string("missing column '") + c + "': not a SkyPilot v7 vms.csv"});
            return out;
        }
    std::map<std::string, std::size_t> keyIndex;
    std::set<std::string> regions, providers;
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        const std::string accel = r.text("AcceleratorName");
        if (accel.empty())
            continue; // CPU-only instance
        auto gpu = acceleratorToGpu.find(accel);
        if (gpu == acceleratorToGpu.end()) {
            out.errors.push_back(
                {row.line, "AcceleratorName", "no GpuPlan GPU for accelerator '" + accel + "'"});
            continue;
        }
        auto count = parseQuantity(r.text("AcceleratorCount"));
        if (!count || !(count.value() > 0)) {
            out.errors.push_back({row.line, "AcceleratorCount",
                                  "'" + r.text("AcceleratorCount") + "' is not a positive count"});
            continue;
        }
        const std::string cloud = r.text("Cloud");
        const std::string region = cloud + ":" + r.text("Region");
        for (const auto& [column, kind] :
             {std::pair{"Price", PriceKind::OnDemand}, std::pair{"SpotPrice", PriceKind::Spot}}) {
            const std::string cell = r.text(column);
            if (cell.empty())
                continue;
            auto v = parseQuantity(cell);
            if (!v || !(v.value() > 0)) {
                out.errors.push_back({row.line, column, "'" + cell + "' is not a positive price"});
                continue;
            }
            PriceRecord p;
            p.gpuId = gpu->second;
            p.providerId = cloud;
            p.regionId = region;
            p.kind = kind;
            p.unit = PriceUnit::GpuHour;
            p.gpusPerMachine = static_cast<int>(count.value());
            // A machine price shared by its GPUs, to the cent (per-GPU figures are rates).
            p.amount = Money::fromDouble(v.value() / count.value(), "USD");
            if (p.amount.minor() <= 0)
                continue;
            p.effectiveDate = effectiveDate;
            p.source = "SkyPilot catalog v7 (" + cloud + " " + r.text("InstanceType") + ", " + cell +
                       " USD per machine-hour / " + r.text("AcceleratorCount") + " GPUs)";
            // One price per GPU, cloud, region and kind: the same instance repeats per zone, and
            // instances with 1 to 8 GPUs differ; the buyer's figure is the cheapest per GPU-hour.
            auto known = keyIndex.find(p.key());
            if (known != keyIndex.end()) {
                if (p.amount.minor() < out.records[known->second].amount.minor())
                    out.records[known->second] = std::move(p);
                continue;
            }
            keyIndex[p.key()] = out.records.size();
            out.records.push_back(std::move(p));
            out.lines.push_back(row.line);
        }
        if (regions.insert(region).second)
            out.regions.push_back(Region{region, cloud + " " + r.text("Region"),
                                         cloud + " " + r.text("Region"), "USD", std::nullopt, 1.5,
                                         "SkyPilot catalog region"});
        if (providers.insert(cloud).second)
            out.providers.push_back(Provider{cloud, cloud, "SkyPilot catalog"});
    }
    return out;
}

} // namespace gpuplan::core
