// Writing the report: the text laid out on A4 pages by QTextDocument (repeating table headers), a
// footer on every page, then one page per chart drawn as vectors, all through QSaveFile.
#include "catalog/gpu_choice.h"
#include "compare/bar_charts.h"
#include "compare/compare_page.h"
#include "compare/line_chart.h"
#include "report/report_document.h"
#include "report/report_pages.h"

#include <QAbstractTextDocumentLayout>
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

QString tr(const char* text) {
    return QCoreApplication::translate("gpuplan::ui", text);
}

constexpr double kFooter = 24; // points reserved at the bottom of each page

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

core::Status paintReport(const ReportInputs& input, QPagedPaintDevice& device,
                         const std::function<bool()>& cancel) {
    if (auto ok = checkReport(input); !ok)
        return ok;
    ReportInputs in = input;
    if (in.regionId.empty())
        in.regionId = in.scenario.regionId;
    ComparisonInputs ci{in.catalog,  in.gpuIds, in.gpuIds.front(), in.regionId,
                        in.scenario, in.prices, in.regions,        in.rates};
    const ComparisonData cmp = buildComparison(ci);
    if (!cmp.problem.empty())
        return core::fail(cmp.problem);

    // The charts, from the same page the workbench shows, laid out offscreen; the sweep finishes first.
    ComparePage charts;
    charts.setAttribute(Qt::WA_DontShowOnScreen);
    charts.resize(1100, 760);
    charts.setCatalog(*in.catalog);
    charts.setPriceData(in.prices, in.regions, in.rates);
    charts.setScenario(in.scenario);
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

    QTextDocument doc;
    // DejaVu Sans for Latin text and digits (its glyphs map back to text in every PDF reader), Noto Sans
    // CJK SC for Chinese, by fallback; both are embedded.
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC")});
    font.setPointSizeF(9);
    doc.setDefaultFont(font);
    doc.setDefaultStyleSheet(
        QStringLiteral("h1 { font-size: 20pt; } h2 { font-size: 13pt; margin-top: 14px; } "
                       "th { text-align: left; }"));
    doc.setHtml(reportHtml(in, cmp));
    doc.setTextWidth(area.width());
    const std::vector<TextPage> pages = paginate(doc, area.height() - kFooter);
    const int textPages = static_cast<int>(pages.size());
    const std::pair<QWidget*, const char*> chartPages[] = {
        {charts.timeChart(), QT_TRANSLATE_NOOP("gpuplan::ui", "Training time versus model size")},
        {charts.costChart(), QT_TRANSLATE_NOOP("gpuplan::ui", "Rent versus model size")},
        {charts.rentBuyChart(), QT_TRANSLATE_NOOP("gpuplan::ui", "Rent against buy")},
        {charts.tornadoChart(), QT_TRANSLATE_NOOP("gpuplan::ui", "Sensitivity of the rent")}};
    const int total = textPages + 4;

    QCPPainter painter(&device);
    painter.setMode(QCPPainter::pmVectorized);
    painter.scale(device.logicalDpiX() / 72.0, device.logicalDpiY() / 72.0);
    auto footer = [&](int page) {
        painter.save();
        painter.setFont(QFont(font.family(), 7));
        painter.setPen(Qt::darkGray);
        painter.drawText(QRectF(0, area.height() - kFooter + 8, area.width(), kFooter - 8), Qt::AlignRight,
                         QCoreApplication::translate("gpuplan::ui", "GpuPlan, %1: page %2 of %3")
                             .arg(QLocale().toString(in.date, QLocale::ShortFormat))
                             .arg(page)
                             .arg(total));
        painter.restore();
    };
    for (int p = 0; p < textPages; ++p) {
        if (cancel && cancel()) {
            painter.end();
            return core::fail("cancelled: nothing was written");
        }
        if (p > 0)
            device.newPage();
        drawPage(painter, doc, pages[static_cast<std::size_t>(p)], area.width());
        footer(p + 1);
    }
    int page = textPages;
    for (const auto& [chart, title] : chartPages) {
        // A Qt Charts view draws what it has laid out: bring its tab to the front first.
        charts.views()->setCurrentWidget(chart);
        QCoreApplication::processEvents();
        device.newPage();
        ++page;
        painter.save();
        painter.setFont(QFont(font.family(), 13, QFont::Bold));
        painter.drawText(QRectF(0, 0, area.width(), 30), Qt::AlignLeft, tr(title));
        const QRectF box(0, 40, area.width(), area.width() * 0.75);
        if (auto* line = qobject_cast<LineChart*>(chart)) {
            painter.translate(box.topLeft());
            line->plot()->toPainter(&painter, static_cast<int>(box.width()), static_cast<int>(box.height()));
        } else if (auto* view = qobject_cast<QChartView*>(chart)) {
            view->render(&painter, box);
        }
        painter.restore();
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
    QPdfWriter writer(&file);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
    writer.setResolution(72); // one unit a point: text and charts keep their sizes
    writer.setTitle(QCoreApplication::translate("gpuplan::ui", "GPU comparison for approval"));
    writer.setCreator(QStringLiteral("GpuPlan"));
    auto painted = paintReport(input, writer, cancel);
    if (!painted) {
        file.cancelWriting();
        return painted;
    }
    if (!file.commit())
        return core::fail("cannot write " + path.toStdString() + ": " + file.errorString().toStdString());
    return core::ok();
}

} // namespace gpuplan::ui
