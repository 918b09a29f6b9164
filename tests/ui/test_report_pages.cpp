// The report's page breaks: a long table is never cut inside a row, and its header row repeats at
// the top of every page it continues on (checked on the PDF's text, page by page).
#include "report/report_pages.h"

#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>

using namespace gpuplan;

class TestReportPages : public QObject {
    Q_OBJECT
private slots:
    void rowsStayWholeAndHeadersRepeat() {
        QString html = QStringLiteral(
            "<p>Intro</p><table border=1 cellpadding=3><thead><tr><th>Head A</th><th>Head B</th>"
            "</tr></thead>");
        for (int i = 0; i < 60; ++i)
            html += QStringLiteral("<tr><td>row %1</td><td>upper line %1<br>lower line %1</td></tr>").arg(i);
        html += QStringLiteral("</table><p>After the table</p>");
        QTextDocument doc;
        doc.setHtml(html);
        doc.setTextWidth(400);
        const std::vector<ui::TextPage> pages = ui::paginate(doc, 300);
        QVERIFY(pages.size() >= 5);
        for (std::size_t i = 1; i < pages.size(); ++i)
            QCOMPARE(pages[i].top, pages[i - 1].bottom); // nothing skipped, nothing twice

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("pages.pdf"));
        {
            QPdfWriter writer(pdf);
            writer.setResolution(72);
            writer.setPageSize(QPageSize(QSizeF(420, 330), QPageSize::Point));
            writer.setPageMargins(QMarginsF(10, 10, 10, 10));
            QPainter painter(&writer);
            for (std::size_t i = 0; i < pages.size(); ++i) {
                if (i > 0)
                    writer.newPage();
                ui::drawPage(painter, doc, pages[i], 400);
            }
        }
        int seen = 0;
        for (std::size_t p = 1; p <= pages.size(); ++p) {
            QProcess text;
            text.start(QStringLiteral("pdftotext"),
                       {QStringLiteral("-f"), QString::number(p), QStringLiteral("-l"), QString::number(p),
                        pdf, QStringLiteral("-")});
            QVERIFY(text.waitForFinished());
            const QString page = QString::fromUtf8(text.readAllStandardOutput());
            if (p > 1 && page.contains(QLatin1String("row ")))
                QVERIFY2(page.contains(QLatin1String("Head A")),
                         qPrintable(QStringLiteral("page %1").arg(p)));
            for (int i = 0; i < 60; ++i) {
                const bool first = page.contains(QStringLiteral("upper line %1\n").arg(i));
                const bool second = page.contains(QStringLiteral("lower line %1\n").arg(i));
                QVERIFY2(first == second, qPrintable(page)); // both halves of a row on the same page
                seen += first;
            }
        }
        QCOMPARE(seen, 60);
    }
};

QTEST_MAIN(TestReportPages)
#include "test_report_pages.moc"
