// The Compare tab's exports on the real window (offscreen, in-memory store): each chart as PNG, SVG and
// PDF files that open, on the clipboard as an image, refusals that leave no file behind, and the
// comparison report from the workbench.
#include "compare_fixture.h"
#include "scenarios/scenario_page.h"

#include <QApplication>
#include <QClipboard>
#include <QGuiApplication>
#include <QProcess>
#include <QSvgRenderer>
#include <QTemporaryDir>

#include <qcustomplot.h>

using namespace gpuplan;
using namespace gpuplan::comparetest;

class TestCompareExports : public QObject {
    Q_OBJECT
private slots:
    void exportsAreValidFilesAndFailuresLeaveNothing() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.resize(1400, 860);
        showCompareTab(w);
        ui::ComparePage* page = w.comparePage();
        waitForSweep(page);
        QTemporaryDir dir;
        for (int tab : {1, 3}) { // a QCustomPlot chart and a Qt Charts one
            page->views()->setCurrentIndex(tab);
            QApplication::processEvents();
            const QString png = dir.filePath(QStringLiteral("chart%1.png").arg(tab));
            QVERIFY(page->exportCurrentChart(png));
            const QImage image(png);
            QVERIFY(!image.isNull());
            QCOMPARE(image.size(), page->currentChart()->size().expandedTo(QSize(640, 400)));
            const QString svg = dir.filePath(QStringLiteral("chart%1.svg").arg(tab));
            QVERIFY(page->exportCurrentChart(svg));
            QVERIFY(QSvgRenderer(svg).isValid());
            const QString pdf = dir.filePath(QStringLiteral("chart%1.pdf").arg(tab));
            QVERIFY(page->exportCurrentChart(pdf));
            QProcess info;
            info.start(QStringLiteral("pdfinfo"), {pdf});
            QVERIFY(info.waitForFinished(test::kPatienceMs));
            const QByteArray out = info.readAllStandardOutput();
            QVERIFY2(
                QRegularExpression(QStringLiteral("Pages:\\s+1\\n")).match(QString::fromUtf8(out)).hasMatch(),
                out.constData());
        }
        page->copyCurrentChart(); // the chart on the clipboard, as an image
        QVERIFY(!QGuiApplication::clipboard()->image().isNull());
        QVERIFY(QGuiApplication::clipboard()->image().width() >= 640);
        QVERIFY(!page->exportCurrentChart(dir.filePath(QStringLiteral("chart.bmp"))));
        QVERIFY(!page->exportCurrentChart(dir.filePath(QStringLiteral("missing/dir/chart.png"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("missing/dir/chart.png"))));
        page->views()->setCurrentIndex(0);
        QVERIFY(!page->exportCurrentChart(dir.filePath(QStringLiteral("table.png"))));
    }

    void exportTheReportFromTheWorkbench() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QVERIFY(!w.comparePage()->exportReport(pdf)); // no scenario yet
        QVERIFY(w.lastMessage().contains(QLatin1String("select a scenario")));
        QVERIFY(!QFile::exists(pdf));
        w.scenarioPage()->addScenario(lora70b());
        QVERIFY2(w.comparePage()->exportReport(pdf), qPrintable(w.lastMessage()));
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY(info.waitForFinished(test::kPatienceMs));
        const auto pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                               .match(QString::fromUtf8(info.readAllStandardOutput()));
        QVERIFY(pages.hasMatch() && pages.captured(1).toInt() >= 6);
        QVERIFY(w.findChild<QAction*>(QStringLiteral("actionExportReport")));
        QCOMPARE(w.findChild<QAction*>(QStringLiteral("actionPreviewReport"))->shortcut(),
                 QKeySequence(QKeySequence::Print));
    }
};

QTEST_MAIN(TestCompareExports)
#include "test_compare_exports.moc"
