// The .xlsx reader (issue 35) on workbooks built here part by part, so each cell type and each kind of
// damage is written exactly as a spreadsheet program writes it: shared strings with rich and phonetic runs,
// inline strings, numbers, booleans, dates by built-in and custom formats and as ISO text, error values,
// formulas with and without their saved values; then price lists read from sheets, and every refusal.
#include "prices/price_import.h"
#include "workbook/price_sheet.h"
#include "workbook/xlsx_reader.h"

#include <QTemporaryDir>
#include <QtTest>

#include "xlsx_parts.h"

#include <map>

using namespace gpuplan;

namespace {

using xlsxtest::inlineRows;
using xlsxtest::workbook;
using xlsxtest::zipOf;

const QStringList kHeader = xlsxtest::kPriceHeader;
const QStringList kRow = xlsxtest::kPriceRow;
const std::vector<std::string> kGpus{"h100-sxm", "a100-80gb-sxm"};

} // namespace

class TestXlsxReader : public QObject {
    Q_OBJECT
private slots:
    void readsEveryKindOfCell() {
        const QByteArray strings = "<si><t>plain</t></si><si><r><t>rich </t></r><r><t>text</t></r>"
                                   "<rPh><t>ふりがな</t></rPh></si><si><t>上海</t></si>";
        // Style 1: built-in date 14; style 2: a custom date; style 3: a custom number that is not a date.
        const QByteArray styles = "<numFmts><numFmt numFmtId=\"164\" formatCode=\"yyyy/mm/dd\"/>"
                                  "<numFmt numFmtId=\"165\" formatCode=\"&quot;day &quot;0.00\"/></numFmts>"
                                  "<cellXfs><xf numFmtId=\"0\"/><xf numFmtId=\"14\"/><xf numFmtId=\"164\"/>"
                                  "<xf numFmtId=\"165\"/></cellXfs>";
        const QByteArray data =
            "<row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c><c r=\"B1\" t=\"s\"><v>1</v></c>"
            "<c r=\"C1\" t=\"s\"><v>2</v></c><c r=\"E1\" t=\"inlineStr\"><is><t>inline</t></is></c></row>"
            "<row r=\"3\"><c r=\"A3\"><v>2.4900000000000002</v></c><c r=\"B3\"><v>30000</v></c>"
            "<c r=\"C3\" t=\"b\"><v>1</v></c><c r=\"D3\" s=\"1\"><v>45962</v></c><c r=\"E3\" "
            "s=\"2\"><v>45962.5</v></c>"
            "<c r=\"F3\" s=\"3\"><v>7</v></c><c r=\"G3\" t=\"d\"><v>2025-11-01T00:00:00</v></c></row>"
            // Cells without references follow the previous one; a row without a number follows the last.
            "<row><c><v>1</v></c><c><v>2</v></c></row>"
            "<row r=\"5\"><c r=\"A5\" t=\"e\"><v>#REF!</v></c><c r=\"B5\"><f>C5*2</f></c>"
            "<c r=\"C5\"><f>1+1</f><v>2</v></c><c r=\"D5\" "
            "t=\"str\"><f>\"a\"&amp;\"b\"</f><v>ab</v></c></row>"
            // The last column, and cells out of order: each kept once, in its place.
            "<row r=\"6\"><c r=\"XFD6\"><v>9</v></c><c r=\"B6\"><v>1</v></c><c r=\"B6\"><v>3</v></c></row>";
        auto sheets = ui::readXlsx(zipOf(workbook({{QStringLiteral("Quotes"), data}}, strings, styles)));
        QVERIFY2(sheets, sheets ? "" : sheets.error().c_str());
        QCOMPARE(sheets->size(), std::size_t(1));
        const ui::XlsxSheet& s = sheets->front();
        QCOMPARE(s.name, QStringLiteral("Quotes"));
        const auto text = [&](int row, int column) { return s.cell(std::size_t(row), column).text; };
        QCOMPARE(text(0, 0), QStringLiteral("plain"));
        QCOMPARE(text(0, 1), QStringLiteral("rich text")); // the runs joined, the phonetic guide left out
        QCOMPARE(text(0, 2), QStringLiteral("上海"));
        QCOMPARE(text(0, 3), QString());
        QCOMPARE(text(0, 4), QStringLiteral("inline"));
        QVERIFY(s.rows.at(1).empty());                // a row the file leaves out
        QCOMPARE(text(2, 0), QStringLiteral("2.49")); // as typed, not the binary fraction
        QCOMPARE(text(2, 1), QStringLiteral("30000"));
        QCOMPARE(text(2, 2), QStringLiteral("true"));
        QCOMPARE(text(2, 3), QStringLiteral("2025-11-01")); // built-in date format
        QCOMPARE(text(2, 4), QStringLiteral("2025-11-01")); // custom date format, time of day dropped
        QCOMPARE(text(2, 5), QStringLiteral("7"));          // quoted "day " does not make a date
        QCOMPARE(text(2, 6), QStringLiteral("2025-11-01")); // ISO date cell
        QCOMPARE(text(3, 0), QStringLiteral("1"));
        QCOMPARE(text(3, 1), QStringLiteral("2"));
        QCOMPARE(s.cell(4, 0).problem, QStringLiteral("the error value #REF!"));
        QVERIFY(s.cell(4, 1).problem.contains(QStringLiteral("=C5*2")));
        QVERIFY(s.cell(4, 1).problem.contains(QStringLiteral("without its value")));
        QCOMPARE(text(4, 2), QStringLiteral("2")); // a formula's saved value
        QCOMPARE(text(4, 3), QStringLiteral("ab"));
        QCOMPARE(text(5, 16383), QStringLiteral("9"));
        QCOMPARE(text(5, 1), QStringLiteral("3"));
        QCOMPARE(s.rows.at(5).size(), std::size_t(2)); // two cells held, not 16,384
        QCOMPARE(text(9, 0), QString());               // past the last row
    }

    void columnNames() {
        QCOMPARE(ui::columnName(0), QStringLiteral("A"));
        QCOMPARE(ui::columnName(25), QStringLiteral("Z"));
        QCOMPARE(ui::columnName(26), QStringLiteral("AA"));
        QCOMPARE(ui::columnName(16383), QStringLiteral("XFD"));
    }

    void refusesWhatIsNotAWorkbook_data() {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("reason");
        QTest::newRow("password-protected")
            << QByteArray("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1 then the encrypted package")
            << QStringLiteral("password-protected");
        const QByteArray good = zipOf(workbook({{QStringLiteral("S"), inlineRows({kHeader, kRow})}}));
        QTest::newRow("truncated") << good.left(good.size() / 2) << QStringLiteral("damaged zip archive");
        QTest::newRow("not a zip") << QByteArray("gpu,provider,region\n")
                                   << QStringLiteral("not a readable .xlsx");
        QTest::newRow("a zip of something else")
            << zipOf({{QStringLiteral("readme.txt"), "hello"}}) << QStringLiteral("not a workbook");
        xlsxtest::Parts broken = workbook({{QStringLiteral("S"), "<row r=\"1\"><c r=\"A1\"><v>1</v></row>"}});
        QTest::newRow("malformed XML") << zipOf(broken) << QStringLiteral("not well-formed XML");
        QTest::newRow("no sheets") << zipOf(workbook({})) << QStringLiteral("has no worksheet");
        QTest::newRow("a cell past the last row")
            << zipOf(workbook({{QStringLiteral("S"), "<row r=\"1\"><c r=\"A2000000\"><v>1</v></c></row>"}}))
            << QStringLiteral("not a cell reference");
        xlsxtest::Parts missing = workbook({{QStringLiteral("S"), ""}});
        missing.erase(QStringLiteral("xl/worksheets/sheet1.xml"));
        QTest::newRow("a sheet missing") << zipOf(missing) << QStringLiteral("lacks its part");
    }
    void refusesWhatIsNotAWorkbook() {
        QFETCH(QByteArray, data);
        QFETCH(QString, reason);
        auto sheets = ui::readXlsx(data);
        QVERIFY(!sheets);
        QVERIFY2(QString::fromStdString(sheets.error()).contains(reason), sheets.error().c_str());
    }

    void readsAPriceListFromTheFirstSheetThatIsOne() {
        // A notes sheet first, then the price list under a comment row, with Chinese headers.
        QStringList chinese;
        for (const QString& key : kHeader)
            for (const ui::PriceSheetColumn& c : ui::priceSheetColumns())
                if (key == QLatin1String(c.key))
                    chinese << ui::priceSheetHeader(c, true);
        const QByteArray data =
            zipOf(workbook({{QStringLiteral("Notes"), inlineRows({{QStringLiteral("from sales")}})},
                            {QStringLiteral("价格"),
                             inlineRows({{QStringLiteral("# quotes of December")}, chinese, kRow})}}));
        const ui::WorkbookPrices read = ui::readPriceWorkbook(data, kGpus);
        QVERIFY2(read.error.empty(), read.error.c_str());
        QCOMPARE(read.sheet, QStringLiteral("价格"));
        QCOMPARE(read.parsed.errors.size(), std::size_t(0));
        QCOMPARE(read.parsed.records.size(), std::size_t(1));
        QCOMPARE(read.parsed.records[0].amount.toString(), std::string("9000.00 CNY"));
        QCOMPARE(read.parsed.lines, std::vector<int>{3}); // the sheet's row
    }

    void refusesRowsWithoutUsableValuesNamingThem() {
        QByteArray rows = inlineRows({kHeader, kRow});
        // Row 3: the amount is a formula saved without its value; row 4: a good row after a line break.
        rows += "<row r=\"3\"><c r=\"A3\" t=\"inlineStr\"><is><t>a100-80gb-sxm</t></is></c>"
                "<c r=\"G3\"><f>G2*0.9</f></c></row>";
        // Row 4: a good price whose source holds a line break; row 5: a price the checks refuse, still named
        // by its row although the line break makes its CSV line the sixth.
        QStringList multiLine = kRow;
        multiLine[11] = QStringLiteral("a quote\nwith two lines");
        multiLine[0] = QStringLiteral("a100-80gb-sxm");
        QStringList negative = kRow;
        negative[2] = QStringLiteral("cn-beijing");
        negative[6] = QStringLiteral("-5");
        const QByteArray later = inlineRows({{}, {}, {}, multiLine, negative});
        rows += later.mid(later.indexOf("<row r=\"4\""));
        const ui::WorkbookPrices read =
            ui::readPriceWorkbook(zipOf(workbook({{QStringLiteral("S"), rows}})), kGpus);
        QVERIFY(read.error.empty());
        QCOMPARE(read.parsed.records.size(), std::size_t(2));
        QCOMPARE(read.parsed.lines, (std::vector<int>{2, 4}));
        QCOMPARE(read.parsed.errors.size(), std::size_t(2));
        std::map<int, std::string> byLine;
        for (const core::ImportError& e : read.parsed.errors)
            byLine[e.line] = e.reason;
        QVERIFY2(QString::fromStdString(byLine[3]).contains(
                     QStringLiteral("cell G3: a formula (=G2*0.9) saved without its "
                                    "value")),
                 byLine[3].c_str());
        QVERIFY2(byLine.count(5), "the price refused on row 5 is named by its row");
    }

    void refusesAWorkbookWithoutAPriceList() {
        const QByteArray data = zipOf(workbook(
            {{QStringLiteral("Quote"), inlineRows({{QStringLiteral("Item"), QStringLiteral("Price")}})}}));
        const ui::WorkbookPrices read = ui::readPriceWorkbook(data, kGpus);
        QVERIFY(QString::fromStdString(read.error)
                    .contains(QStringLiteral("no sheet of the workbook is a price list")));
        QVERIFY(
            QString::fromStdString(read.error).contains(QStringLiteral("'Quote' starts with 'Item, Price'")));
        QVERIFY(read.parsed.records.empty());
    }

    void thePriceImportReadsXlsxFiles() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("quote.xlsx"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(zipOf(workbook({{QStringLiteral("S"), inlineRows({kHeader, kRow})}})));
        f.close();
        const ui::PriceFile file = ui::readPriceFile(path, kGpus, {});
        QVERIFY(file.error.empty());
        QVERIFY(file.fromWorkbook);
        QCOMPARE(file.layout, QStringLiteral("gpuplan"));
        QCOMPARE(file.parsed.records.size(), std::size_t(1));
        // A damaged one is refused naming the file.
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("PK\x03\x04 and nothing of a zip after it");
        f.close();
        const ui::PriceFile bad = ui::readPriceFile(path, kGpus, {});
        QVERIFY2(QString::fromStdString(bad.error).startsWith(
                     QStringLiteral("quote.xlsx: the file is not a readable")),
                 bad.error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestXlsxReader)
#include "test_xlsx_reader.moc"
