// The Excel workbook (issue 35): writing 200 scenarios and 5,000 prices (target under 500 ms), and reading a
// 20,000-row .xlsx price list into records and importing them into a new SQLite store (target under 2 s).
// The scenarios are planned and costed before the clock starts: the table has them already when a user
// exports. The 20,000-row file is the Prices sheet of a workbook this program wrote, as a buyer would send
// one back.
#include "cli/bundled_data.h"
#include "scenarios/scenario_table_model.h"
#include "store.h"
#include "workbook/price_sheet.h"
#include "workbook/workbook_writer.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <stdexcept>

using namespace gpuplan;

namespace {

const core::Catalog& catalog() {
    static const core::Catalog c = cli::loadBundledCatalog().value();
    return c;
}

const char* kGpus[] = {"a100-80gb-sxm", "h100-sxm", "h200-sxm", "l40s", "b200"};

QTemporaryDir& dir() {
    static QTemporaryDir d;
    return d;
}

// `count` prices: the five cards in 20 regions from 10 providers, rents and server purchases, each dated.
std::vector<core::PriceRecord> prices(int count, std::vector<core::Region>& regions) {
    for (int r = 0; r < 20; ++r) {
        core::Region region;
        region.id = "bench-r" + std::to_string(r);
        region.nameEn = region.nameZh = "Bench " + std::to_string(r);
        region.currency = r % 2 ? "CNY" : "USD";
        region.electricityPerKwh = r % 2 ? 0.7 : 0.1;
        regions.push_back(region);
    }
    std::vector<core::PriceRecord> out;
    for (int i = 0; i < count; ++i) {
        core::PriceRecord p;
        p.id = i + 1;
        p.gpuId = kGpus[i % 5];
        p.regionId = regions[static_cast<std::size_t>((i / 5) % 20)].id;
        p.providerId = "bench-p" + std::to_string((i / 100) % 10);
        const bool buy = i % 10 == 9;
        p.kind = buy ? core::PriceKind::Purchase : core::PriceKind::OnDemand;
        p.unit = buy ? core::PriceUnit::OneOff : core::PriceUnit::GpuHour;
        p.amount = core::Money::fromMinor(buy ? 25000000 + i : 200 + i % 300, regions[0].currency);
        const int d = i / 1000;
        p.effectiveDate = "2026-" + std::string(d / 28 + 1 < 10 ? "0" : "") + std::to_string(d / 28 + 1) +
                          "-" + (d % 28 + 1 < 10 ? "0" : "") + std::to_string(d % 28 + 1);
        p.source = "bench quote";
        out.push_back(std::move(p));
    }
    return out;
}

struct Exported {
    std::unique_ptr<ui::ScenarioTableModel> table;
    ui::WorkbookInputs in;
};

Exported workbookOf(int scenarios, int priceCount) {
    Exported e;
    e.in.catalog = &catalog();
    e.in.prices = prices(priceCount, e.in.regions);
    e.in.rateRecords = {core::ExchangeRate{"CNY", 0.14, "2026-12-01", "bench", {}, {}, {}, {}, 0}};
    core::ExchangeRates rates;
    rates.set("CNY", 0.14);
    e.table = std::make_unique<ui::ScenarioTableModel>(catalog());
    e.table->setPriceData(e.in.prices, e.in.regions, rates);
    std::vector<core::Scenario> list;
    const char* models[] = {"llama2-7b", "llama2-13b", "qwen-14b", "llama3-8b", "llama2-70b"};
    for (int i = 0; i < scenarios; ++i) {
        core::Scenario s;
        s.name = "scenario " + std::to_string(i + 1);
        s.kind = i % 2 ? core::ScenarioKind::Lora : core::ScenarioKind::FullFinetune;
        s.modelId = models[(i / 5) % 5];
        s.tokens = 1e9;
        s.gpuId = kGpus[i % 5];
        s.gpus = 8;
        s.regionId = "bench-r" + std::to_string(i % 20);
        list.push_back(s);
    }
    e.table->setScenarios(list);
    e.in.table = e.table.get();
    return e;
}

void BM_WriteWorkbook200Scenarios5000Prices(benchmark::State& state) {
    const Exported e = workbookOf(200, 5000);
    const QString path = dir().filePath(QStringLiteral("bench.xlsx"));
    for (auto _ : state)
        if (auto written = ui::writeWorkbook(e.in, path); !written)
            state.SkipWithError(written.error().c_str());
    state.counters["scenarios"] = e.table->rowCount();
    state.counters["prices"] = static_cast<double>(e.in.prices.size());
    state.counters["KiB"] = static_cast<double>(QFile(path).size()) / 1024;
}
BENCHMARK(BM_WriteWorkbook200Scenarios5000Prices)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(5)
    ->UseRealTime();

// The Prices sheet of a workbook of 20,000 prices, as this program writes it.
const QByteArray& workbook20k() {
    static const QByteArray bytes = [] {
        const QString path = dir().filePath(QStringLiteral("prices-20k.xlsx"));
        const Exported e = workbookOf(1, 20000);
        if (auto written = ui::writeWorkbook(e.in, path); !written)
            throw std::runtime_error(written.error());
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            throw std::runtime_error("cannot read the workbook back");
        return f.readAll();
    }();
    return bytes;
}

// The reading alone: unzip, XML, the rows through the CSV import's parser.
void BM_ReadXlsx20000Prices(benchmark::State& state) {
    const std::vector<std::string> gpus(std::begin(kGpus), std::end(kGpus));
    for (auto _ : state) {
        const ui::WorkbookPrices read = ui::readPriceWorkbook(workbook20k(), gpus);
        if (read.parsed.records.size() != 20000)
            state.SkipWithError("the workbook's 20,000 prices were not all read");
    }
}
BENCHMARK(BM_ReadXlsx20000Prices)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

void BM_ImportXlsx20000Prices(benchmark::State& state) {
    const QByteArray& bytes = workbook20k();
    const std::vector<std::string> gpus(std::begin(kGpus), std::end(kGpus));
    int counter = 0;
    for (auto _ : state) {
        state.PauseTiming();
        auto store = db::SqliteStore::open(dir().filePath(QStringLiteral("import-%1.sqlite").arg(counter++)));
        std::vector<core::Region> regions;
        prices(0, regions);
        for (const core::Region& r : regions)
            store.value()->saveRegion(r);
        for (int p = 0; p < 10; ++p)
            store.value()->addProvider({"bench-p" + std::to_string(p), "Bench", "bench"});
        state.ResumeTiming();
        const ui::WorkbookPrices read = ui::readPriceWorkbook(bytes, gpus);
        auto report = store.value()->importPrices(read.parsed.records, false, "bench");
        if (!read.error.empty() || !read.parsed.errors.empty() || !report || report->inserted != 20000)
            state.SkipWithError("the workbook's 20,000 prices were not all imported");
        state.counters["rows"] = static_cast<double>(read.parsed.records.size());
    }
    state.counters["KiB"] = static_cast<double>(bytes.size()) / 1024;
}
BENCHMARK(BM_ImportXlsx20000Prices)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
