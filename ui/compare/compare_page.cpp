#include "compare/compare_page.h"
#include "qt_text.h"

#include "prices/region_chooser.h"

#include "prices/exchange_rate_model.h"

#include "catalog/gpu_choice.h"
#include "compare/bar_charts.h"
#include "compare/chart_export.h"
#include "compare/comparison_model.h"
#include "compare/line_chart.h"
#include "display_format.h"
#include "message_text.h"

#include <QChartView>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace gpuplan::ui {
ComparePage::ComparePage(PageContext& context, QWidget* parent) : QWidget(parent), m_context(context) {
    setObjectName(QStringLiteral("comparePage"));
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    m_choice = new GpuChoice(left);
    leftLayout->addWidget(m_choice, 1);
    leftLayout->addWidget(new QLabel(tr("Prices from region:"), left));
    m_region = new QComboBox(left);
    m_region->setObjectName(QStringLiteral("compareRegion"));
    leftLayout->addWidget(m_region);
    m_workloadLabel = new QLabel(left);
    m_workloadLabel->setWordWrap(true);
    leftLayout->addWidget(m_workloadLabel);
    m_progress = new QProgressBar(left);
    m_progress->setObjectName(QStringLiteral("sweepProgress"));
    m_progress->setFormat(tr("planning %v of %m sizes"));
    m_progress->hide();
    m_cancel = new QPushButton(tr("Cancel"), left);
    m_cancel->setObjectName(QStringLiteral("cancelSweep"));
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, this, &ComparePage::cancelSweep);
    leftLayout->addWidget(m_progress);
    leftLayout->addWidget(m_cancel);
    m_notes = new QLabel(left);
    m_notes->setObjectName(QStringLiteral("compareNotes"));
    m_notes->setWordWrap(true);
    m_notes->setStyleSheet(QStringLiteral("color: #8a5a00"));
    leftLayout->addWidget(m_notes);

    m_model = new ComparisonModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_time = new LineChart(this);
    m_cost = new LineChart(this);
    m_serving = new LineChart(this);
    m_frontier = new LineChart(this);
    m_frontier->setObjectName(QStringLiteral("frontierChart"));
    m_frontier->setLegendCorner(Qt::AlignBottom | Qt::AlignLeft); // the curves fall towards the right
    m_apiChart = new LineChart(this);
    m_apiChart->setObjectName(QStringLiteral("apiChart"));
    m_apiChart->setLegendCorner(Qt::AlignBottom | Qt::AlignRight); // costs rise with the rate
    m_rentBuy = new QChartView(this);
    m_tornado = new QChartView(this);
    m_views = new QTabWidget(this);
    m_views->setObjectName(QStringLiteral("compareViews"));
    m_views->addTab(m_table, tr("Side by side"));
    m_views->addTab(m_time, tr("Time vs model size"));
    m_views->addTab(m_cost, tr("Cost vs model size"));
    m_views->addTab(m_rentBuy, tr("Rent vs buy"));
    m_views->addTab(m_serving, tr("Serving"));
    m_views->addTab(m_frontier, tr("Serving frontier"));
    m_views->addTab(m_apiChart, tr("Rent vs API"));
    m_views->addTab(m_tornado, tr("Sensitivity"));

    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    auto* exportRow = new QHBoxLayout;
    auto* exportButton = new QPushButton(tr("Export chart..."), right);
    exportButton->setObjectName(QStringLiteral("exportChart"));
    exportButton->setToolTip(tr("PNG, SVG or PDF"));
    auto* copyButton = new QPushButton(tr("Copy chart"), right);
    connect(exportButton, &QPushButton::clicked, this, &ComparePage::exportFromDialog);
    connect(copyButton, &QPushButton::clicked, this, &ComparePage::copyCurrentChart);
    exportRow->addWidget(new QLabel(tr("Drag to pan, wheel to zoom; hover a point for its values."), right),
                         1);
    exportRow->addWidget(exportButton);
    exportRow->addWidget(copyButton);
    auto enableExport = [this, exportButton, copyButton] {
        exportButton->setEnabled(currentChart() != nullptr);
        copyButton->setEnabled(currentChart() != nullptr);
    };
    connect(m_views, &QTabWidget::currentChanged, this, enableExport);
    connect(m_views, &QTabWidget::currentChanged, this, [this] { plotStale(); });
    enableExport();
    rightLayout->addLayout(exportRow);
    rightLayout->addWidget(m_views, 1);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 4);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_choice, &GpuChoice::changed, this, [this] {
        requestRefresh();
        requestSweep();
    });
    connect(m_choice, &GpuChoice::refused, this, &ComparePage::message);
    connect(m_region, &QComboBox::currentIndexChanged, this, &ComparePage::requestRefresh);
    setUpReportActions(); // compare_report.cpp

    // The charts follow the context's catalog; what the page says goes to its status channel.
    setCatalog(context.catalog());
    connect(&context, &PageContext::catalogChanged, this, [this] { setCatalog(m_context.catalog()); });
    connect(this, &ComparePage::message, &context,
            [&context](const QString& text) { context.tell(text, 8000); });
}

ComparePage::~ComparePage() {
    // Cancelled and joined before anything they report to goes: a worker stops at its next size.
    cancelSweep();
    m_workers.clear(); // each job joins its thread
}

void ComparePage::requestRefresh() {
    if (!isVisible()) {
        m_refreshDue = true;
        return;
    }
    refresh();
}

void ComparePage::requestSweep() {
    if (!isVisible()) {
        m_sweepDue = true;
        return;
    }
    startSweep();
}

void ComparePage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_refreshDue) {
        m_refreshDue = false;
        refresh();
    }
    if (m_sweepDue) {
        m_sweepDue = false;
        startSweep();
    }
}

void ComparePage::setCatalog(const core::Catalog& catalog) {
    m_catalog = std::make_shared<const core::Catalog>(catalog);
    m_estimates.clear(); // made on the old catalog
    const QSignalBlocker quiet(m_choice);
    m_choice->setCatalog(catalog);
    if (m_choice->chosen().empty()) // the comparison buyers ask for first
        m_choice->setChosen({"a100-80gb-sxm", "h100-sxm", "h200-sxm"}, "a100-80gb-sxm");
    requestRefresh();
    requestSweep();
}

void ComparePage::setPriceData(std::vector<core::PriceRecord> prices, std::vector<core::Region> regions,
                               core::ExchangeRates rates) {
    m_regions = std::move(regions);
    m_rates = std::move(rates);
    const QString chosen = m_region->currentData().toString();
    {
        const QSignalBlocker quiet(m_region);
        fillRegionChooser(m_region, m_regions);
        m_region->setCurrentIndex(
            std::max(0, m_region->findData(chosen.isEmpty() ? QStringLiteral("cn-shanghai") : chosen)));
    }
    setPrices(std::move(prices));
}

void ComparePage::setPrices(std::vector<core::PriceRecord> prices) {
    m_prices = std::move(prices);
    requestRefresh(); // costs only: the sweep's plans do not depend on prices
}

void ComparePage::setScenario(const std::optional<core::Scenario>& scenario) {
    if (scenario == m_scenario)
        return; // the table re-costed a row (a price edit): setPrices() brings the page up to date

    const bool sameWork =
        scenario && m_scenario && scenario->kind == m_scenario->kind &&
        scenario->modelId == m_scenario->modelId && scenario->params == m_scenario->params &&
        scenario->tokens == m_scenario->tokens && scenario->gpus == m_scenario->gpus &&
        scenario->precision == m_scenario->precision && scenario->deadlineHours == m_scenario->deadlineHours;
    m_scenario = scenario;
    if (scenario && !scenario->regionId.empty()) {
        const QSignalBlocker quiet(m_region);
        const int i = m_region->findData(u(scenario->regionId));
        if (i >= 0)
            m_region->setCurrentIndex(i);
    }
    requestRefresh();
    if (!sameWork)
        requestSweep();
}

core::Scenario ComparePage::workload() const {
    if (m_scenario)
        return *m_scenario;
    core::Scenario s; // what the charts use before a scenario is selected (their title says so)
    s.name = tr("LoRA fine-tuning of Llama 2 70B on 1B tokens, 8 cards").toStdString();
    s.kind = core::ScenarioKind::Lora;
    s.modelId = "llama2-70b";
    s.tokens = 1e9;
    s.gpus = 8;
    return s;
}

void ComparePage::refresh() {
    if (!m_catalog)
        return;
    const std::vector<std::string> cards = m_choice->chosen();
    ComparisonInputs in;
    in.catalog = m_catalog.get();
    in.gpuIds = cards;
    in.baseline = m_choice->baseline();
    in.regionId = m_region->currentData().toString().toStdString();
    in.scenario = workload();
    in.prices = m_prices;
    in.regions = m_regions;
    in.rates = m_rates;
    in.estimates = &m_estimates;
    m_data = buildComparison(in);
    std::vector<QString> names;
    int baseline = 0;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const core::GpuSpec* g = m_catalog->gpu(cards[i]);
        names.push_back(g ? u(g->name) : u(cards[i]));
        if (cards[i] == in.baseline)
            baseline = static_cast<int>(i);
    }
    m_model->setComparison(m_data, names, baseline);
    m_workloadLabel->setText(tr("Results and charts run: %1").arg(u(workload().name)));
    QStringList notes;
    if (!m_data.problem.empty())
        notes << messageText(m_data.problem);
    notes << m_data.notes;
    if (!m_data.converted.empty()) {
        QStringList from;
        for (const std::string& c : m_data.converted)
            from << u(c);
        notes << ratesNote(m_rateRecords, from, u(m_data.currency));
    }
    std::vector<CardBars> bars;
    for (std::size_t i = 0; i < m_data.costs.size(); ++i) {
        const core::ScenarioCost& c = m_data.costs[i];
        auto b = core::rentBuyBars(c, m_data.estimates[i].gpus);
        QString missing = messageText(!c.rentKnown ? c.rentProblem : c.buyProblem);
        // One axis, one currency: a card priced in another is converted at the stored rates.
        if (b) {
            if (auto converted = core::barsIn(*b, c, m_data.currency, m_rates)) {
                b = converted.value();
            } else {
                missing = u(converted.error());
                b.reset();
            }
        }
        bars.push_back({names[i], b, missing});
        if (!c.buyKnown && c.rentKnown)
            notes << tr("%1, buy: %2").arg(names[i], messageText(c.buyProblem));
    }
    notes.removeDuplicates();
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_bars = std::move(bars);
    // The time chart does not depend on prices: only a new sweep makes it stale.
    m_stale |= CostChart | RentBuyChart | ServingChart | TornadoChart | FrontierChart | ApiChart;
    plotStale();
}

void ComparePage::plotStale(int which) {
    if (which == 0) { // the chart on screen
        QWidget* shown = m_views->currentWidget();
        which = shown == m_time       ? TimeChart
                : shown == m_cost     ? CostChart
                : shown == m_rentBuy  ? RentBuyChart
                : shown == m_serving  ? ServingChart
                : shown == m_frontier ? FrontierChart
                : shown == m_apiChart ? ApiChart
                : shown == m_tornado  ? TornadoChart
                                      : 0;
    }
    const int due = m_stale & which;
    if (due & (TimeChart | CostChart)) {
        plotSizes(); // both from the same series
        m_stale &= ~(TimeChart | CostChart);
    }
    if (due & RentBuyChart)
        showRentBuy(m_rentBuy, m_bars, u(m_data.currency),
                    tr("Rent against buy over three years at %1% utilization: %2")
                        .arg(numberText(100 * core::workingShare(workload().kind)), u(workload().name)));
    if (due & ServingChart)
        plotServing();
    if (due & FrontierChart)
        plotFrontier();
    if (due & ApiChart)
        plotApiBreakEven();
    if (due & TornadoChart)
        plotTornado();
    m_stale &= ~due;
}

void ComparePage::plotAllCharts() {
    if (m_refreshDue) {
        m_refreshDue = false;
        refresh();
    }
    plotStale(TimeChart | CostChart | RentBuyChart | ServingChart | TornadoChart | FrontierChart | ApiChart);
}

void ComparePage::plotTornado() {
    const core::Scenario s = workload();
    const core::ScenarioEstimate e = m_estimates.estimate(s, *m_catalog);
    const core::ScenarioPrices p = core::choosePrices(s, m_prices, m_regions, m_rates);
    const core::ScenarioCost c = core::costScenario(s, e, p, m_rates);
    // An input without a range (a price stored without its low and high) would be a bar of zero width, which
    // reads as an input that does not matter: it is named in the title instead.
    std::vector<core::Sensitivity> moving;
    QStringList fixed;
    for (const core::Sensitivity& t : c.sensitivity) {
        if (t.swing() > 0)
            moving.push_back(t);
        else
            fixed << messageText(t.name);
    }
    const QString name = u(s.name);
    const QString title =
        !c.rentKnown
            ? tr("%1: no rent to analyse (%2)").arg(name, messageText(e.ok ? c.rentProblem : e.problem))
        : moving.empty() ? tr("%1: no input of the rent has a range (%2 stored without one)")
                               .arg(name, QLocale().createSeparatedList(fixed))
        : fixed.isEmpty() ? tr("What moves the rent of %1").arg(name)
                          : tr("What moves the rent of %1 (no range stored for %2)")
                                .arg(name, QLocale().createSeparatedList(fixed));
    showTornado(m_tornado, moving, c.rent.toDouble(), u(c.currency), title);
}

QWidget* ComparePage::currentChart() const {
    QWidget* w = m_views->currentWidget();
    return w == m_table ? nullptr : w;
}

core::Status ComparePage::exportCurrentChart(const QString& path) {
    QWidget* chart = currentChart();
    if (!chart)
        return core::fail(
            tr("choose a chart tab first: the table is exported with the report").toStdString());
    return exportChart(chart, path);
}

void ComparePage::copyCurrentChart() {
    if (QWidget* chart = currentChart())
        copyChart(chart);
}

void ComparePage::exportFromDialog() {
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export chart"), m_views->tabText(m_views->currentIndex()) + QStringLiteral(".png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    auto written = exportCurrentChart(path);
    emit message(written ? tr("Chart written to %1").arg(path) : u(written.error()));
}

} // namespace gpuplan::ui
