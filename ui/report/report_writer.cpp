// Writing the report: the first page (the summary above the time-and-cost chart), the text after it
// laid out on A4 pages (repeating table headers, no heading left at a page foot), a footer on every
// page (the GpuPlan version that wrote it, the date, the page), then one page per chart drawn as vectors
// across the page; the PDF's text layer made searchable (pdf_unicode.h), all through QSaveFile.
#include "catalog/gpu_choice.h"
#include "compare/compare_page.h"
#include "compare/line_chart.h"
#include "core/prices/memory_price_store.h"
#include "qt_text.h"
#include "report/pdf_unicode.h"
#include "report/report_charts.h"
#include "report/report_decision.h"
#include "report/report_document.h"
#include "report/report_html.h"
#include "report/report_pages.h"
#include "report/report_rl.h"

#include "gpuplan_version.h"

#include <QBuffer>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QEventLoop>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTabWidget>
#include <QTextDocument>
#include <QTimer>

#include <qcustomplot.h>

#include <algorithm>

namespace gpuplan::ui {
namespace {

// The writer's functions return core types, which lupdate would take for their context: its strings
// name theirs ("gpuplan::ui", the report's) explicitly.

constexpr double kFooter = 24;           // points reserved at the bottom of each page
constexpr double kMinSummaryChart = 230; // the first page's chart is at least this tall
// Type sizes in pixels of the page's coordinates, which are points: the layout then does not depend on
// the screen's resolution (at 96 dpi a 9 pt font would print at 12 pt).
constexpr int kBodyPixels = 9;
constexpr int kNotePixels = 8;
// DejaVu Sans for Latin text and digits (its glyphs map back to text in every PDF reader), Noto Sans CJK SC
// for Chinese, by fallback; both are embedded.
constexpr const char* kLatinFamily = "DejaVu Sans";
constexpr const char* kCjkFamily = "Noto Sans CJK SC";

struct Prepared {
    ReportInputs in;
    ComparisonData cmp;
    ReportDecision decision;
    ReportText text;
};

core::Result<Prepared> prepare(const ReportInputs& input) {
    if (auto ok = checkReport(input); !ok)
        return core::fail(ok.error());
    Prepared r;
    r.in = input;
    if (r.in.regionId.empty())
        r.in.regionId = r.in.scenario.regionId;
    const ReportInputs& in = r.in;
    ComparisonInputs ci{in.catalog,  in.gpuIds, in.gpuIds.front(), in.regionId,
                        in.scenario, in.prices, in.regions,        in.rates};
    r.cmp = buildComparison(ci);
    if (!r.cmp.problem.empty())
        return core::fail(r.cmp.problem);
    r.decision = decide(in, r.cmp);
    // One numbering of the sources for the whole report, in the order the figures appear.
    Citations cite;
    r.text.summary = summaryHtml(in, r.cmp, r.decision, cite);
    r.text.priceNote = priceNote(in, r.decision, cite);
    r.text.body =
        servingEconomicsSection(in, r.cmp, r.decision) + rlSection(in, r.cmp) + bodyHtml(in, r.cmp, cite);
    return r;
}

// A document in the report's type, `pixels` for body text, laid out at `width` with its tables sized to
// their content.
void setUp(QTextDocument& doc, const QString& html, double width, int pixels) {
    QFont font(QString::fromLatin1(kLatinFamily));
    font.setFamilies({QString::fromLatin1(kLatinFamily), QString::fromLatin1(kCjkFamily)});
    font.setPixelSize(pixels);
    doc.setDefaultFont(font);
    doc.setDefaultStyleSheet(
        QStringLiteral("h1 { font-size: %1px; } h2 { font-size: %2px; margin-top: %3px; } "
                       "th { text-align: left; }")
            .arg(pixels * 2)
            .arg(pixels + 4)
            .arg(pixels));
    doc.setHtml(html);
    doc.setTextWidth(width);
    fitTableColumns(doc);
}

} // namespace

core::Status checkReport(const ReportInputs& in) {
    if (!in.catalog)
        return core::fail("no catalog");
    if (in.gpuIds.size() < 2 || in.gpuIds.size() > 6)
        return core::fail("a report compares 2 to 6 GPUs (got " + std::to_string(in.gpuIds.size()) + ")");
    for (const std::string& id : in.gpuIds)
        if (!in.catalog->gpu(id))
            return core::fail(in.catalog->unknownGpuMessage(id));
    if (!in.scenario.modelId.empty() && !in.catalog->model(in.scenario.modelId))
        return core::fail("scenario '" + in.scenario.name +
                          "': " + in.catalog->unknownModelMessage(in.scenario.modelId));
    return core::ok();
}

core::Result<ReportText> reportText(const ReportInputs& input) {
    auto prepared = prepare(input);
    if (!prepared)
        return core::fail(prepared.error());
    return prepared->text;
}

core::Status paintReport(const ReportInputs& input, QPagedPaintDevice& device,
                         const std::function<bool()>& cancel) {
    auto prepared = prepare(input);
    if (!prepared)
        return core::fail(prepared.error());
    const Prepared& r = prepared.value();
    const ReportInputs& in = r.in;

    // The charts, from the same page the workbench shows, laid out offscreen; the sweep finishes first.
    // The sensitivity chart is the recommendation's (the scenario's own card when there is none).
    core::Scenario scenario = in.scenario;
    if (r.decision.recommendation && r.decision.recommendation->options.front().gpus > 0)
        scenario.gpuId = r.decision.recommendation->options.front().gpuId;
    scenario.regionId = in.regionId;
    // A page of its own, on the inputs' catalog: the figures come from the inputs, never from a store.
    core::MemoryPriceStore noStore;
    PageContext context(*in.catalog, noStore);
    ComparePage charts(context);
    // The comparison above planned the scenario on every card already, on the same catalog.
    for (std::size_t i = 0; i < in.gpuIds.size() && i < r.cmp.estimates.size(); ++i)
        charts.estimates().remember(scenarioOnCard(in.scenario, in.catalog->gpu(in.gpuIds[i]), in.regionId),
                                    r.cmp.estimates[i]);
    charts.setAttribute(Qt::WA_DontShowOnScreen);
    charts.resize(1100, 760);
    charts.setPriceData(in.prices, in.regions, in.rates);
    charts.setApiPrices(in.apiPrices);
    charts.setScenario(scenario);
    charts.choice()->setChosen(in.gpuIds, in.gpuIds.front());
    charts.region()->setCurrentIndex(
        std::max(0, charts.region()->findData(QString::fromStdString(in.regionId))));
    charts.show();
    if (charts.sweeping()) {
        QEventLoop wait;
        QObject::connect(&charts, &ComparePage::sweepFinished, &wait, &QEventLoop::quit);
        QTimer::singleShot(120000, &wait, &QEventLoop::quit);
        wait.exec();
        if (charts.sweeping())
            return core::fail("the charts' sweep did not finish in two minutes");
    }
    charts.plotAllCharts(); // the page plots only the chart on screen; the report shows them all

    // Everything is laid out in points; a device at another resolution (a printer) is scaled.
    const QRectF area(QPointF(0, 0), device.pageLayout().paintRect(QPageLayout::Point).size());
    const double textHeight = area.height() - kFooter;

    // The first page: the summary, in a smaller type if it must, above the time-and-cost chart.
    QTextDocument summary;
    for (int pixels = kBodyPixels; pixels >= kBodyPixels - 2; --pixels) {
        setUp(summary, r.text.summary, area.width(), pixels);
        if (summary.size().height() + kMinSummaryChart <= textHeight)
            break;
    }
    const double summaryHeight = std::min(summary.size().height(), textHeight);
    QTextDocument doc;
    setUp(doc, r.text.body, area.width(), kBodyPixels);
    const std::vector<TextPage> pages = paginate(doc, textHeight);
    const int textPages = static_cast<int>(pages.size());
    // Serving sized for traffic has no size sweep to chart: its pages are the rent against the APIs over
    // request rates (the break-even loads) and the serving frontier instead.
    const bool traffic = in.scenario.kind == core::ScenarioKind::Inference && in.scenario.traffic.set();
    using ChartPage = std::pair<QWidget*, const char*>;
    const ChartPage sizeOrServing[2][2] = {
        {{charts.timeChart(), QT_TRANSLATE_NOOP("gpuplan::ui", "Training time versus model size")},
         {charts.costChart(), QT_TRANSLATE_NOOP("gpuplan::ui", "Rent versus model size")}},
        {{charts.apiChart(), QT_TRANSLATE_NOOP("gpuplan::ui", "Rent against the APIs")},
         {charts.frontierChart(), QT_TRANSLATE_NOOP("gpuplan::ui", "Serving frontier")}}};
    // An RL run has no size sweep either: its page is each card's step by phase (no widget: drawn here).
    std::vector<ChartPage> chartPages;
    if (core::isRlKind(in.scenario.kind))
        chartPages.push_back({nullptr, QT_TRANSLATE_NOOP("gpuplan::ui", "RL step by phase")});
    else
        chartPages = {sizeOrServing[traffic][0], sizeOrServing[traffic][1]};
    chartPages.push_back({charts.rentBuyChart(), QT_TRANSLATE_NOOP("gpuplan::ui", "Rent against buy")});
    chartPages.push_back(
        {charts.tornadoChart(), QT_TRANSLATE_NOOP("gpuplan::ui", "Sensitivity of the rent")});
    const int total = 1 + textPages + static_cast<int>(chartPages.size());

    QCPPainter painter(&device);
    painter.setMode(QCPPainter::pmVectorized);
    painter.scale(device.logicalDpiX() / 72.0, device.logicalDpiY() / 72.0);
    auto footer = [&](int page) {
        painter.save();
        painter.setFont(QFont(QString::fromLatin1(kLatinFamily), 7));
        painter.setPen(Qt::darkGray);
        painter.drawText(QRectF(0, area.height() - kFooter + 8, area.width(), kFooter - 8), Qt::AlignRight,
                         QCoreApplication::translate("gpuplan::ui", "GpuPlan %1, %2: page %3 of %4")
                             .arg(QString::fromLatin1(gpuplan::kVersion),
                                  // ISO 8601, as the sources' dates: "11/30/26" reads differently
                                  // on either side of the Atlantic.
                                  in.date.toString(Qt::ISODate))
                             .arg(page)
                             .arg(total));
        painter.restore();
    };
    auto cancelled = [&] {
        if (!cancel || !cancel())
            return false;
        painter.end();
        return true;
    };
    drawPage(painter, summary, TextPage{0, summaryHeight, 0, 0}, area.width());
    drawTimeCostChart(painter, QRectF(0, summaryHeight + 4, area.width(), textHeight - summaryHeight - 8), in,
                      r.cmp, r.decision);
    footer(1);
    for (int p = 0; p < textPages; ++p) {
        if (cancelled())
            return core::fail("cancelled: nothing was written");
        device.newPage();
        drawPage(painter, doc, pages[static_cast<std::size_t>(p)], area.width());
        footer(p + 2);
    }
    int page = 1 + textPages;
    const bool priced = std::any_of(r.decision.prices.begin(), r.decision.prices.end(),
                                    [](const CardPrice& p) { return p.rent.has_value(); });
    for (const auto& [chart, title] : chartPages) {
        if (cancelled())
            return core::fail("cancelled: nothing was written");
        // A Qt Charts view draws what it has laid out: bring its tab to the front first.
        if (chart)
            charts.views()->setCurrentWidget(chart);
        QCoreApplication::processEvents();
        device.newPage();
        ++page;
        painter.save();
        painter.setFont(QFont(QString::fromLatin1(kLatinFamily), 13, QFont::Bold));
        painter.drawText(QRectF(0, 0, area.width(), 24), Qt::AlignLeft, tr(title));
        painter.restore();
        double top = 28;
        // The rent charts name the prices they rest on (dated and cited) and any that is missing.
        const bool rentChart = chart && chart != charts.timeChart() && chart != charts.frontierChart();
        if (rentChart && !r.text.priceNote.isEmpty()) {
            QTextDocument note;
            setUp(note, QStringLiteral("<p>%1</p>").arg(r.text.priceNote), area.width(), kNotePixels);
            painter.save();
            painter.translate(0, top);
            drawPage(painter, note, TextPage{0, note.size().height(), 0, 0}, area.width());
            painter.restore();
            top += note.size().height() + 4;
        }
        const QRectF box(0, top, area.width(), textHeight - top - 4);
        if (rentChart && !priced) {
            // No axes without a single price: the page says which price is missing instead.
            QTextDocument missing;
            setUp(missing,
                  QStringLiteral("<p><b>%1</b></p>")
                      .arg(QCoreApplication::translate("gpuplan::ui",
                                                       "No chart: no compared card has a rent price here.")),
                  area.width(), kBodyPixels + 2);
            painter.save();
            painter.translate(0, top + 40);
            drawPage(painter, missing, TextPage{0, missing.size().height(), 0, 0}, area.width());
            painter.restore();
        } else if (!chart) {
            drawRlPhaseChart(painter, box, in, r.cmp);
        } else if (auto* line = qobject_cast<LineChart*>(chart)) {
            drawLineChart(painter, *line, box);
        } else if (auto* view = qobject_cast<QChartView*>(chart)) {
            drawChartView(painter, *view, box);
        }
        footer(page);
    }
    painter.end();
    if (cancel && cancel())
        return core::fail("cancelled: nothing was written");
    return core::ok();
}

core::Status writeReport(const ReportInputs& input, const QString& path,
                         const std::function<bool()>& cancel) {
    if (auto ok = checkReport(input); !ok)
        return ok;
    // Opened first: an unwritable path is refused before any work; the old file stays until the commit.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return core::fail("cannot write " + path.toStdString() + ": " + file.errorString().toStdString());
    QBuffer written;
    written.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&written);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setResolution(72); // one unit a point: text and charts keep their sizes
        writer.setTitle(QCoreApplication::translate("gpuplan::ui", "GPU comparison for approval"));
        writer.setCreator(QStringLiteral("GpuPlan"));
        auto painted = paintReport(input, writer, cancel);
        if (!painted) {
            file.cancelWriting();
            return painted;
        }
    }
    // The text layer as the page reads: ideographs, not the radicals Qt's reverse glyph map picks.
    const QFont cjk(QString::fromLatin1(kCjkFamily));
    auto fixed = fixToUnicode(written.data(), [&](char32_t c) { return searchableText(cjk, c); });
    if (!fixed) {
        file.cancelWriting();
        return core::fail("the report's text layer could not be made searchable: " + fixed.error());
    }
    if (file.write(fixed->pdf) != fixed->pdf.size() || !file.commit())
        return core::fail("cannot write " + path.toStdString() + ": " + file.errorString().toStdString());
    return core::ok();
}

} // namespace gpuplan::ui
