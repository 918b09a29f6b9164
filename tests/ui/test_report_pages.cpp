// The report's page breaks: a long table is never cut inside a row, and its header row repeats at
// the top of every page it continues on (checked on the PDF's text, page by page); a heading never
// ends a page; columns are sized to their content; and the Chinese text layer reads as the page shows.
#include "patience.h"
#include "report/pdf_unicode.h"
#include "report/report_pages.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTextTable>
#include <QtTest>

using namespace gpuplan;

namespace {

QString pdfText(const QString& pdf) {
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    text.waitForFinished(test::kPatienceMs);
    return QString::fromUtf8(text.readAllStandardOutput());
}

bool hasRadical(const QString& text) {
    for (char32_t c : text.toUcs4())
        if (ui::isCjkRadical(c))
            return true;
    return false;
}

} // namespace

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
            QVERIFY(text.waitForFinished(test::kPatienceMs));
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

    void aHeadingNeverEndsAPage() {
        // Paragraphs, then a heading where the first page ends: the break moves above the heading.
        QString html;
        for (int i = 0; i < 40; ++i)
            html += QStringLiteral("<p>line %1</p>").arg(i);
        html += QStringLiteral("<h2>Heading</h2><p>after</p>");
        QTextDocument doc;
        doc.setHtml(html);
        doc.setTextWidth(300);
        // The page ends just below the heading's top: without the rule the heading would end page 1.
        const QTextBlock heading = doc.findBlock(doc.toPlainText().indexOf(QLatin1String("Heading")));
        const double top = doc.documentLayout()->blockBoundingRect(heading).top();
        const std::vector<ui::TextPage> pages =
            ui::paginate(doc, top + heading.layout()->lineAt(0).height() + 2);
        QVERIFY(pages.size() >= 2);
        QVERIFY2(pages[0].bottom <= top + 0.5,
                 qPrintable(QStringLiteral("%1 > %2").arg(pages[0].bottom).arg(top)));
    }

    void columnsFitTheirContent() {
        // A date column among wordy ones (as in the rent table): Qt alone shares the width out and
        // breaks the date at a hyphen; sized to content, the date stays whole and the table in the width.
        QString row = QStringLiteral("<tr><td>2026-05-13</td>");
        for (int c = 0; c < 5; ++c)
            row += QStringLiteral("<td>%1</td>").arg(QStringLiteral("words that wrap ").repeated(6));
        QTextDocument doc;
        doc.setHtml(
            QStringLiteral("<table border=1 cellpadding=3 width=100%><tr><th>Date</th><th>A</th><th>B</th>"
                           "<th>C</th><th>D</th><th>E</th></tr>%1</table>")
                .arg(row));
        doc.setTextWidth(400);
        ui::fitTableColumns(doc);
        auto* table = qobject_cast<QTextTable*>(doc.rootFrame()->childFrames().front());
        QVERIFY(table);
        doc.size(); // lays the document out
        const QTextBlock date = table->cellAt(1, 0).firstCursorPosition().block();
        QCOMPARE(date.layout()->lineCount(), 1);
        QVERIFY(doc.documentLayout()->frameBoundingRect(table).width() <= 400);
    }

    // The cause, verified: Qt's reverse glyph map writes Kangxi radicals for ideographs that Noto Sans CJK
    // draws with the same glyph; the rewritten file reads as the page shows, and stays a valid PDF.
    void chineseTextLayerIsSearchable() {
        QTemporaryDir dir;
        const QString raw = dir.filePath(QStringLiteral("raw.pdf"));
        const QFont cjk(QStringLiteral("Noto Sans CJK SC"), 12);
        const QString shown = QStringLiteral("方案对比 日期 用 fine-tuning");
        {
            QPdfWriter writer(raw);
            QPainter painter(&writer);
            painter.setFont(cjk);
            painter.drawText(QPointF(100, 300), shown);
        }
        const QString before = pdfText(raw);
        QVERIFY2(hasRadical(before), qPrintable(before)); // U+2F45 where the page shows 方
        QFile file(raw);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        auto fixed = ui::fixToUnicode(bytes, [&](char32_t c) { return ui::searchableText(cjk, c); });
        QVERIFY2(fixed.ok(), fixed.ok() ? "" : fixed.error().c_str());
        QVERIFY(fixed->replaced > 0);
        const QString out = dir.filePath(QStringLiteral("fixed.pdf"));
        QFile written(out);
        QVERIFY(written.open(QIODevice::WriteOnly));
        written.write(fixed->pdf);
        written.close();
        const QString after = pdfText(out);
        QVERIFY2(!hasRadical(after), qPrintable(after));
        QVERIFY2(after.contains(QStringLiteral("方案对比")) && after.contains(QStringLiteral("日期")),
                 qPrintable(after));
        { // qpdf comes with packaging/install-deps.sh: a missing one fails the test
            QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("qpdf")).isEmpty(),
                     "qpdf is not installed");
            QProcess check;
            check.start(QStringLiteral("qpdf"), {QStringLiteral("--check"), out});
            QVERIFY(check.waitForFinished(test::kPatienceMs));
            QVERIFY2(check.exitCode() == 0, check.readAllStandardOutput().constData());
        }
        // A file with nothing to change comes back as it was; one that is not a PDF is refused by name.
        auto again = ui::fixToUnicode(fixed->pdf, [&](char32_t c) { return ui::searchableText(cjk, c); });
        QVERIFY(again.ok() && again->replaced == 0 && again->pdf == fixed->pdf);
        auto broken = ui::fixToUnicode(QByteArray("%PDF-1.4\nnot a pdf"), [](char32_t) { return QString(); });
        QVERIFY(!broken.ok());
        QVERIFY(QString::fromStdString(broken.error()).contains(QLatin1String("cross-reference")));
    }

    void radicalsMapToTheIdeographOfTheirGlyph() {
        const QFont cjk(QStringLiteral("Noto Sans CJK SC"));
        QCOMPARE(ui::searchableText(cjk, 0x2F45), QStringLiteral("方")); // KANGXI RADICAL SQUARE
        QCOMPARE(ui::searchableText(cjk, 0x2F47), QStringLiteral("日")); // KANGXI RADICAL SUN
        QCOMPARE(ui::searchableText(cjk, 0xFB01), QStringLiteral("fi")); // the ligature's letters
        QVERIFY(ui::searchableText(cjk, 0x65B9).isEmpty());              // an ideograph stays
        QVERIFY(ui::searchableText(cjk, u'a').isEmpty());
    }
};

QTEST_MAIN(TestReportPages)
#include "test_report_pages.moc"
