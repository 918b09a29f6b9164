// Benchmarks of the workbench (issue 5): with 50 scenarios in the table, editing one price in the
// price table re-costs every dependent scenario and repaints, under 16 ms (one frame); and what
// planning one scenario costs, from a small LoRA job to Llama 3.1 405B pre-training with a deadline
// (the work a table re-plan does per row).
#include "catalog/gpu_choice.h"
#include "cli/bundled_data.h"
#include "compare/compare_page.h"
#include "compare/line_chart.h"
#include "main_window.h"
#include "prices/price_table_model.h"
#include "prices/prices_page.h"
#include "report/report_document.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "test_support.h"

#include "core/prices/memory_price_store.h"

#include <QApplication>
#include <QDate>
#include <QTableView>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace gpuplan;

namespace {

const core::Catalog& catalog() {
    static const core::Catalog c = cli::loadBundledCatalog().value();
    return c;
}

const char* kGpus[] = {"a100-80gb-sxm", "h100-sxm", "h200-sxm", "l40s", "b200"};

core::MemoryPriceStore& store() {
    static core::MemoryPriceStore s = [] {
        core::MemoryPriceStore m;
        m.addProvider({"idc-cn", "IDC", "bench"});
        m.saveRegion(test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.4, "bench"));
        for (const char* gpu : kGpus)
            m.setPrice(test::monthlyPrice(gpu, "8000"), "bench");
        return m;
    }();
    return s;
}

// 50 scenarios: 10 of each GPU, LoRA and full fine-tuning of 7B to 70B models, fixed and auto counts.
std::vector<core::Scenario> fiftyScenarios() {
    const char* models[] = {"llama2-7b", "llama2-13b", "qwen-14b", "llama3-8b", "llama2-70b"};
    std::vector<core::Scenario> out;
    for (int i = 0; i < 50; ++i) {
        core::Scenario s;
        s.name = "scenario " + std::to_string(i + 1);
        s.kind = i % 2 ? core::ScenarioKind::Lora : core::ScenarioKind::FullFinetune;
        s.modelId = models[(i / 5) % 5];
        s.tokens = 1e9;
        s.gpuId = kGpus[i % 5];
        s.gpus = i % 3 ? 8 : 0;
        s.regionId = "cn-shanghai";
        out.push_back(s);
    }
    return out;
}

void BM_PriceEditRecosts50Scenarios(benchmark::State& state) {
    ui::MainWindow window(catalog(), store(), QStringLiteral("bench"), &store());
    window.resize(1440, 860);
    window.show();
    window.scenarioPage()->model()->setScenarios(fiftyScenarios());
    QApplication::processEvents();
    QAbstractItemModel* prices = window.pricesPage()->view()->model();
    const QModelIndex h100 = [&] {
        for (int r = 0; r < prices->rowCount(); ++r)
            if (prices->index(r, 0)
                    .data(ui::PriceTableModel::SearchRole)
                    .toString()
                    .startsWith(QLatin1String("h100-sxm ")))
                return prices->index(r, 4);
        return QModelIndex();
    }();
    int dependent = 0;
    for (int r = 0; r < 50; ++r)
        dependent += window.scenarioPage()->model()->row(r).scenario.gpuId == "h100-sxm";
    int i = 0;
    for (auto _ : state) {
        // Through the price table as a user edits: store, undo stack, re-costing, repaint.
        prices->setData(h100, QString::number(8000 + (++i % 2) * 500));
        QApplication::processEvents();
    }
    state.counters["dependent_rows"] = dependent;
}
BENCHMARK(BM_PriceEditRecosts50Scenarios)->Unit(benchmark::kMillisecond);

// Issue 6: six cards x 40 sizes on the time and cost charts; a price edit re-costs the cached sweep and
// replots every chart of the Compare tab (the cost chart on screen), without planning again.
void BM_PriceEditReplots40SizesBy6Gpus(benchmark::State& state) {
    ui::MainWindow window(catalog(), store(), QStringLiteral("bench"), &store());
    window.resize(1440, 860);
    window.show();
    window.tabs()->setCurrentWidget(window.comparePage());
    ui::ComparePage* page = window.comparePage();
    page->views()->setCurrentIndex(2); // cost versus model size
    page->choice()->setChosen({"a100-80gb-sxm", "h100-sxm", "h200-sxm", "l40s", "b200", "mi300x"},
                              "a100-80gb-sxm");
    while (page->sweeping())
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    QApplication::processEvents();
    QAbstractItemModel* prices = window.pricesPage()->view()->model();
    QModelIndex h100;
    for (int r = 0; r < prices->rowCount(); ++r)
        if (prices->index(r, 0)
                .data(ui::PriceTableModel::SearchRole)
                .toString()
                .startsWith(QLatin1String("h100-sxm ")))
            h100 = prices->index(r, 4);
    if (!h100.isValid()) {
        state.SkipWithError("no H100 price in the table");
        return;
    }
    std::size_t points = 0;
    for (const ui::LineSeries& s : page->costChart()->series())
        points += static_cast<std::size_t>(s.x.size());
    int i = 0;
    for (auto _ : state) {
        prices->setData(h100, QString::number(8000 + (++i % 2) * 500));
        QApplication::processEvents();
    }
    state.counters["cost_points"] = static_cast<double>(points);
    state.counters["sweeps_started"] = page->sweeping() ? 1 : 0;
}
BENCHMARK(BM_PriceEditReplots40SizesBy6Gpus)->Unit(benchmark::kMillisecond);

// Issue 7: the whole PDF report for six cards (text, tables, the four charts with their 240-point sweep).
void BM_Report6Gpus(benchmark::State& state) {
    QTemporaryDir dir;
    ui::ReportInputs in;
    in.catalog = &catalog();
    in.scenario = fiftyScenarios()[1];
    in.gpuIds = {"h100-sxm", "a100-80gb-sxm", "h200-sxm", "l40s", "b200", "mi300x"};
    in.regionId = "cn-shanghai";
    in.prices = store().prices({}).value();
    in.regions = store().regions().value();
    in.date = QDate(2026, 11, 30);
    for (auto _ : state) {
        auto written = ui::writeReport(in, dir.filePath(QStringLiteral("report.pdf")));
        if (!written)
            state.SkipWithError(written.error().c_str());
    }
}
BENCHMARK(BM_Report6Gpus)->Unit(benchmark::kMillisecond);

void BM_PlanScenario(benchmark::State& state) {
    core::Scenario s;
    s.gpuId = "h100-sxm";
    s.tokens = 1e9;
    switch (state.range(0)) {
    case 0: // LoRA 7B on 8 cards
        s.modelId = "llama2-7b";
        s.gpus = 8;
        break;
    case 1: // full fine-tuning 70B, auto count
        s.modelId = "llama2-70b";
        s.kind = core::ScenarioKind::FullFinetune;
        break;
    case 2: // Llama 3.1 405B pre-training on 15T tokens within 60 days
        s.modelId = "llama3-405b";
        s.kind = core::ScenarioKind::Pretrain;
        s.tokens = 15e12;
        s.deadlineHours = 60 * 24;
        break;
    default: // serving 70B at 20,000 tokens/s, auto count
        s.modelId = "llama2-70b";
        s.kind = core::ScenarioKind::Inference;
        s.load = 20000;
        break;
    }
    for (auto _ : state)
        benchmark::DoNotOptimize(core::estimateScenario(s, catalog()));
}
BENCHMARK(BM_PlanScenario)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);

// Issue 34's largest RL row: GRPO of DeepSeek-V3 on 256 H100 in Shanghai (512 prompts x 8 rollouts of 4,096
// tokens, at most 16,384), the fastest placement among colocated and the row's seven splits.
core::Scenario deepSeekV3GrpoRow() {
    core::Scenario s;
    s.name = "GRPO DeepSeek-V3";
    s.kind = core::ScenarioKind::Grpo;
    s.modelId = "deepseek-v3";
    s.gpuId = "h100-sxm";
    s.gpus = 256;
    s.regionId = "cn-shanghai";
    s.framework = core::Framework::Tuned;
    s.attention = core::AttentionKernel::Fused;
    s.rl.generatedTokens = 4096;
    return s;
}

// What a planning edit of that row costs: the scenario table plans an edited row on the UI thread
// (docs/estimation.md 13.6).
void BM_PlanDeepSeekV3RlRow(benchmark::State& state) {
    const core::Scenario s = deepSeekV3GrpoRow();
    std::size_t placements = 0;
    for (auto _ : state) {
        const core::ScenarioEstimate e = core::estimateScenario(s, catalog());
        placements = e.rlPlacements.size();
        benchmark::DoNotOptimize(e);
    }
    state.counters["placements"] = static_cast<double>(placements);
}
BENCHMARK(BM_PlanDeepSeekV3RlRow)->Unit(benchmark::kMillisecond);

// The same row generating on H20s: the fastest split of its GPUs between the two cards, at 256 GPUs and at an
// automatic count, which runs that search at every count it tries (docs/estimation.md 13.6).
void BM_PlanDeepSeekV3RlRowOnTwoCards(benchmark::State& state) {
    core::Scenario s = deepSeekV3GrpoRow();
    s.rl.generationGpuId = "h20";
    s.gpus = static_cast<int>(state.range(0));
    int gpus = 0;
    std::size_t placements = 0;
    for (auto _ : state) {
        const core::ScenarioEstimate e = core::estimateScenario(s, catalog());
        gpus = e.gpus;
        placements = e.rlPlacements.size();
        benchmark::DoNotOptimize(e);
    }
    state.counters["gpus"] = gpus;
    state.counters["placements"] = static_cast<double>(placements);
}
BENCHMARK(BM_PlanDeepSeekV3RlRowOnTwoCards)->Arg(256)->Arg(0)->Unit(benchmark::kMillisecond);

// Issue 34: the same row (about 0.2 s to plan) renamed, then moved to another region, as a user types into
// its cells: the table's live preview and the committed edit, which change no input of the plan.
void BM_EditDeepSeekRlRowsNameAndRegion(benchmark::State& state) {
    core::Scenario s = deepSeekV3GrpoRow();
    ui::ScenarioTableModel model(catalog());
    model.setPriceData({},
                       {test::region("us-east", "US East", "美国东部", "USD", 0.08, 1.3, "bench"),
                        test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.4, "bench")},
                       core::ExchangeRates());
    model.setScenarios({s});
    int i = 0, edited = 0;
    for (auto _ : state) {
        const QString name = QStringLiteral("GRPO run %1").arg(++i);
        model.preview(0, ui::ScenarioTableModel::Name, name);
        edited += model.setData(model.index(0, ui::ScenarioTableModel::Name), name);
        edited += model.setData(model.index(0, ui::ScenarioTableModel::Region),
                                QString::fromLatin1(i % 2 ? "us-east" : "cn-shanghai"));
    }
    state.counters["planned"] = model.row(0).estimate.ok;
    state.counters["edits"] = edited;
}
BENCHMARK(BM_EditDeepSeekRlRowsNameAndRegion)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
