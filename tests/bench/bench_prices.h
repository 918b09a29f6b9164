#pragma once
// The store benchmarks' 100,000 prices: 5 GPUs x 100 regions x 10 providers x 20 dates, on top of the
// bundled ones; a (GPU, region) pair has 200 prices, as a buyer comparing providers over time would find.
#include "store.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace gpuplan::bench {

inline void add100kPrices(db::SqliteStore& s) {
    std::vector<core::PriceRecord> rows;
    const char* gpus[] = {"a100-80gb-sxm", "h100-sxm", "h200-sxm", "l40s", "b200"};
    for (int r = 0; r < 100; ++r)
        s.saveRegion({"bench-r" + std::to_string(r), "Bench", "Bench", "USD", std::nullopt, 1.5, "", {}, {}});
    for (int p = 0; p < 10; ++p)
        s.addProvider({"bench-p" + std::to_string(p), "Bench", "bench"});
    for (const char* gpu : gpus)
        for (int r = 0; r < 100; ++r)
            for (int p = 0; p < 10; ++p)
                for (int d = 0; d < 20; ++d) {
                    core::PriceRecord x;
                    x.gpuId = gpu;
                    x.regionId = "bench-r" + std::to_string(r);
                    x.providerId = "bench-p" + std::to_string(p);
                    x.kind = core::PriceKind::OnDemand;
                    x.unit = core::PriceUnit::GpuHour;
                    x.amount = core::Money::fromMinor(100 + d, "USD");
                    x.effectiveDate = "2026-01-" + std::string(d + 1 < 10 ? "0" : "") + std::to_string(d + 1);
                    x.source = "bench";
                    rows.push_back(std::move(x));
                }
    auto report = s.importPrices(rows, false, "bench");
    if (!report || !report->written)
        throw std::runtime_error("bench rows were not imported");
}

} // namespace gpuplan::bench
