#pragma once
// The "Compare" tab: the chosen cards (2 to 6) with a baseline and a region on the left; on the right
// the side-by-side table and the charts: time and cost versus model size (planned on a worker thread,
// with progress and cancel), rent against buy, serving throughput and unit cost versus batch, the serving
// frontier (throughput per GPU against speed per user), and the selected scenario's sensitivity. Every chart
// follows the cards, the scenario, the catalog and the prices; a price edit re-costs from the cached sweep
// without planning again. The PDF report of the comparison is written from here (compare_report.cpp).

#include "background_job.h"
#include "compare/bar_charts.h"
#include "compare/comparison_data.h"
#include "core/planning/sweep.h"
#include "estimate_cache.h"
#include "page_context.h"
#include "report/report_document.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QAction;
class QChartView;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;

namespace gpuplan::ui {

class ComparisonModel;
class GpuChoice;
class LineChart;

class ComparePage : public QWidget {
    Q_OBJECT
public:
    /// The context's catalog is the one compared (followed as it changes); the context must outlive the page.
    explicit ComparePage(PageContext& context, QWidget* parent = nullptr);
    ~ComparePage() override;

    /// The report's inputs: the scenario, the chosen cards (the baseline first), the region, the prices and
    /// rates; refused (saying what to choose) with no scenario or fewer than 2 or more than 6 cards.
    core::Result<ReportInputs> reportInputs() const;
    /// Writes the PDF report; false, with the reason in the status channel, when it cannot.
    bool exportReport(const QString& path);
    /// File > Export report... (Ctrl+E) and Report preview... (Ctrl+P).
    QAction* exportReportAction() const { return m_exportReport; }
    QAction* previewReportAction() const { return m_previewReport; }

    void setCatalog(const core::Catalog& catalog);
    /// The stored rates with their dates, to name the ones a comparison converted with.
    void setRateRecords(std::vector<core::ExchangeRate> rates) { m_rateRecords = std::move(rates); }
    void setPriceData(std::vector<core::PriceRecord> prices, std::vector<core::Region> regions,
                      core::ExchangeRates rates);
    void setPrices(std::vector<core::PriceRecord> prices);
    /// The scenario the charts and the results rows run (the Scenarios tab's current one).
    void setScenario(const std::optional<core::Scenario>& scenario);

    /// Writes the chart on the current chart tab (by extension: .png, .svg, .pdf).
    core::Status exportCurrentChart(const QString& path);
    void copyCurrentChart();
    QWidget* currentChart() const;

    GpuChoice* choice() const { return m_choice; }
    QComboBox* region() const { return m_region; }
    ComparisonModel* model() const { return m_model; }
    QTabWidget* views() const { return m_views; }
    LineChart* timeChart() const { return m_time; }
    LineChart* costChart() const { return m_cost; }
    LineChart* servingChart() const { return m_serving; }
    LineChart* frontierChart() const { return m_frontier; }
    LineChart* apiChart() const { return m_apiChart; }
    /// The stored API prices the "Rent vs API" chart weighs each card's rent against (api_chart.cpp).
    void setApiPrices(std::vector<core::ApiPriceRecord> prices);
    QChartView* rentBuyChart() const { return m_rentBuy; }
    QChartView* tornadoChart() const { return m_tornado; }
    const std::vector<core::SweepPoint>& sweep() const { return m_sweep; }
    /// The scenario estimates the page keeps on its catalog (cleared with each catalog): the report hands
    /// over the ones it made, so its charts do not plan the same scenario on each card again, and the
    /// workbook's comparison takes the page's.
    EstimateCache& estimates() const { return m_estimates; }
    bool sweeping() const { return m_running != nullptr; }
    void cancelSweep();
    /// Plots every chart now, shown or not (the report draws them all). Otherwise a chart is plotted
    /// when its tab is shown, so a price edit re-plots only the chart on screen within one frame.
    void plotAllCharts();

signals:
    void sweepFinished();
    void message(const QString& text);

protected:
    void showEvent(QShowEvent* event) override;

private:
    // While the tab is hidden, changes only mark what is out of date; showing the tab brings it up to date,
    // so a price edit on another tab costs nothing here.
    void requestRefresh();
    void requestSweep();
    void refresh();    // table, rent/buy, serving, tornado; cost series from the cached sweep
    void startSweep(); // time and cost versus size: plans on a worker
    enum Chart {
        TimeChart = 1,
        CostChart = 2,
        RentBuyChart = 4,
        ServingChart = 8,
        TornadoChart = 16,
        FrontierChart = 32,
        ApiChart = 64
    };
    /// Plots the out-of-date charts among `which` (all of them: the one on screen).
    void plotStale(int which = 0);
    void plotSizes(); // the size charts from m_sweep and the current prices
    void plotServing();
    void plotFrontier();     // frontier_chart.cpp
    void plotApiBreakEven(); // api_chart.cpp
    void plotTornado();
    core::Scenario workload() const; // the scenario, or the default the charts say they use
    /// The workload's model: its preset, or a shape derived from its parameter count (compare_charts.cpp).
    core::Result<core::ModelSpec> workloadModel() const;
    void exportFromDialog();
    void setUpReportActions(); // compare_report.cpp
    void exportReportFromDialog();
    void previewReport();

    PageContext& m_context;
    QAction* m_exportReport = nullptr;
    QAction* m_previewReport = nullptr;
    std::shared_ptr<const core::Catalog> m_catalog;
    std::vector<core::PriceRecord> m_prices;
    std::vector<core::Region> m_regions;
    core::ExchangeRates m_rates;
    std::vector<core::ExchangeRate> m_rateRecords;
    std::vector<core::ApiPriceRecord> m_apiPrices;
    std::optional<core::Scenario> m_scenario;
    ComparisonData m_data;
    mutable EstimateCache m_estimates; // a cache: filled by const readers too
    std::vector<CardBars> m_bars;      // the rent-against-buy chart's, until it is plotted
    std::vector<core::SweepPoint> m_sweep;
    std::vector<std::string> m_sweptCards;
    std::shared_ptr<std::atomic<bool>> m_running; // the running sweep's keep-going flag
    using SweepJob = BackgroundJob<std::vector<core::SweepPoint>>;
    std::vector<std::unique_ptr<SweepJob>> m_workers; // started and not yet reported back
    bool m_refreshDue = false;
    bool m_sweepDue = false;
    int m_stale = 0; // charts (Chart flags) whose data changed since they were plotted

    GpuChoice* m_choice;
    QComboBox* m_region;
    QLabel* m_workloadLabel;
    QLabel* m_notes;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    ComparisonModel* m_model;
    QTableView* m_table;
    QTabWidget* m_views;
    LineChart* m_time;
    LineChart* m_cost;
    LineChart* m_serving;
    LineChart* m_frontier;
    LineChart* m_apiChart;
    QChartView* m_rentBuy;
    QChartView* m_tornado;
};

} // namespace gpuplan::ui
