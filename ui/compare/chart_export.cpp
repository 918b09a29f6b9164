#include "compare/chart_export.h"

#include "compare/line_chart.h"

#include <QApplication>
#include <QBuffer>
#include <QChartView>
#include <QClipboard>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <qcustomplot.h>

namespace gpuplan::ui {
namespace {

// Draws the chart on a paint device at `size` (vectors where the device keeps them).
void draw(QWidget* chart, QPaintDevice* device, QSize size) {
    if (auto* line = qobject_cast<LineChart*>(chart)) {
        QCPPainter painter(device);
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        line->plot()->toPainter(&painter, size.width(), size.height());
        painter.end();
        return;
    }
    QPainter painter(device);
    if (auto* view = qobject_cast<QChartView*>(chart))
        view->render(&painter, QRectF(QPointF(0, 0), size));
    else
        chart->render(&painter);
    painter.end();
}

QImage image(QWidget* chart, QSize size) {
    if (auto* line = qobject_cast<LineChart*>(chart))
        return line->plot()->toPixmap(size.width(), size.height()).toImage();
    QImage out(size, QImage::Format_ARGB32);
    out.fill(Qt::white);
    QPainter painter(&out);
    painter.setRenderHint(QPainter::Antialiasing);
    if (auto* view = qobject_cast<QChartView*>(chart))
        view->render(&painter, QRectF(QPointF(0, 0), size)); // the view's scene, scaled to the size
    else
        chart->render(&painter);
    return out;
}

} // namespace

core::Status exportChart(QWidget* chart, const QString& path, QSize size) {
    if (!size.isValid())
        size = chart->size().expandedTo(QSize(640, 400));
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext != QLatin1String("png") && ext != QLatin1String("svg") && ext != QLatin1String("pdf"))
        return core::fail("export as .png, .svg or .pdf (got '" + path.toStdString() + "')");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return core::fail("cannot write " + path.toStdString() + ": " + file.errorString().toStdString());
    if (ext == QLatin1String("png")) {
        if (!image(chart, size).save(&file, "PNG"))
            return core::fail("cannot encode the PNG");
    } else if (ext == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(QStringLiteral("GpuPlan chart"));
        draw(chart, &svg, size);
    } else {
        QPdfWriter pdf(&file);
        pdf.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(72); // one point a pixel: the chart keeps its proportions
        pdf.setTitle(QStringLiteral("GpuPlan chart"));
        draw(chart, &pdf, size);
    }
    if (!file.commit())
        return core::fail("cannot write " + path.toStdString() + ": " + file.errorString().toStdString());
    return core::ok();
}

void copyChart(QWidget* chart) {
    QApplication::clipboard()->setImage(image(chart, chart->size().expandedTo(QSize(640, 400))));
}

} // namespace gpuplan::ui
