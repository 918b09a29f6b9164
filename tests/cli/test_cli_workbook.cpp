// `gpuplan export workbook` and `gpuplan import xlsx` (issue 35) through the real executable: the workbook's
// sheets and figures read back; every refusal names its problem and leaves the file and the store as they
// were; a refused row is named by its sheet row, and --valid-only imports the rest. LibreOffice's side (the
// formulas recalculated, a price edited there) is tests/workbook/check_workbook.py.
#include "cli_runner.h"
#include "xlsx_parts.h"

#include "workbook/price_sheet.h"
#include "workbook/xlsx_reader.h"

#include <QtTest>

using namespace gpuplan;

namespace {

const QString kScenarios = QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/workbook/scenarios.json");

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString& path, const QByteArray& data) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(data);
}

QString storedPrices(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("prices-now.csv"));
    const auto run = clitest::gpuplan({QStringLiteral("export"), QStringLiteral("prices"), path});
    if (run.status != 0)
        qFatal("export prices failed");
    return QString::fromUtf8(readAll(path));
}

} // namespace

class TestCliWorkbook : public QObject {
    Q_OBJECT
private slots:
    void theWorkbookHoldsTheScenariosComparisonPricesAndAssumptions() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.xlsx"));
        const auto run = clitest::gpuplan(
            {QStringLiteral("export"), QStringLiteral("workbook"), path, QStringLiteral("--scenarios"),
             kScenarios, QStringLiteral("--gpus"), QStringLiteral("h100-sxm,a100-80gb-sxm,h200-sxm")});
        QVERIFY2(run.status == 0, qPrintable(run.err));
        QVERIFY(run.out.contains(QStringLiteral("(7 scenarios, ")));
        auto sheets = ui::readXlsx(readAll(path));
        QVERIFY2(sheets, sheets ? "" : sheets.error().c_str());
        QCOMPARE(sheets->size(), std::size_t(4));
        QCOMPARE(sheets->at(0).name, QStringLiteral("Scenarios"));
        QCOMPARE(sheets->at(1).name, QStringLiteral("Comparison"));
        const ui::XlsxSheet& scenarios = sheets->at(0);
        // The header, seven scenarios, and the line of the last one's generation pool, on its own card.
        QCOMPARE(scenarios.rows.size(), std::size_t(9));
        QCOMPARE(scenarios.cell(1, 0).text, QStringLiteral("LoRA 72B on 8x A100, Shanghai"));
        // The unpriced row says why, in its notes, and has no cost.
        const auto& unpriced = scenarios.rows[6];
        QVERIFY(unpriced.back().second.text.contains(QStringLiteral("unknown region 'antarctica'")));
        // Each pool on its line at its card's price, for the run's hours (check_workbook.py recalculates
        // them).
        QCOMPARE(scenarios.cell(7, 4).text, QStringLiteral("H100 SXM 80GB"));
        QCOMPARE(scenarios.cell(8, 0).text,
                 QStringLiteral("GRPO 32B: 16x H20 generate, 16x H100 train: generation pool"));
        QCOMPARE(scenarios.cell(8, 4).text, QStringLiteral("H20 96GB (HGX)"));
        QCOMPARE(scenarios.cell(7, 5).text, QStringLiteral("16"));
        QCOMPARE(scenarios.cell(8, 5).text, QStringLiteral("16"));
        QCOMPARE(scenarios.cell(8, 11).text, scenarios.cell(7, 11).text);
        // The H20's rent is below the H100's for as many GPUs and hours.
        QVERIFY(scenarios.cell(8, 20).text.toDouble() > 0);
        QVERIFY(scenarios.cell(8, 20).text.toDouble() < scenarios.cell(7, 20).text.toDouble());
        // The comparison names its three cards, the baseline first, and each card's ratio to it.
        const ui::XlsxSheet& comparison = sheets->at(1);
        QCOMPARE(comparison.cell(2, 2).text, QStringLiteral("H100 SXM 80GB (baseline)"));
        QCOMPARE(comparison.cell(2, 5).text, QStringLiteral("H100 SXM 80GB / baseline"));
        // The Prices sheet imports back as it is: every price unchanged.
        const auto back = clitest::gpuplan(
            {QStringLiteral("import"), QStringLiteral("xlsx"), path, QStringLiteral("--dry-run")});
        QVERIFY2(back.status == 0, qPrintable(back.err));
        QVERIFY2(back.out.contains(QStringLiteral("(0 new, 0 changed, ")), qPrintable(back.out));
    }

    void refusalsLeaveTheFileAsItWas() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.xlsx"));
        write(path, "the previous workbook");
        const QStringList base{QStringLiteral("export"), QStringLiteral("workbook"), path,
                               QStringLiteral("--scenarios"), kScenarios};
        const std::vector<std::pair<QStringList, QString>> refused{
            {{QStringLiteral("--gpus"), QStringLiteral("h100-sxm,z900")},
             QStringLiteral("unknown GPU 'z900'")},
            {{QStringLiteral("--gpus"), QStringLiteral("h100-sxm")}, QStringLiteral("give 2 to 6 cards")},
            {{QStringLiteral("--lang"), QStringLiteral("fr")}, QStringLiteral("unknown --lang 'fr'")},
            {{QStringLiteral("--name"), QStringLiteral("nothing")},
             QStringLiteral("no scenario called 'nothing'")},
        };
        for (const auto& [extra, why] : refused) {
            const auto run = clitest::gpuplan(base + extra);
            QCOMPARE(run.status, 2);
            QVERIFY2(run.err.contains(why), qPrintable(run.err));
            QCOMPARE(readAll(path), QByteArray("the previous workbook"));
        }
        const auto csv = clitest::gpuplan(
            {QStringLiteral("export"), QStringLiteral("workbook"), dir.filePath(QStringLiteral("p.csv"))});
        QCOMPARE(csv.status, 2);
        QVERIFY(csv.err.contains(QStringLiteral("FILE.xlsx")));
        const QString nowhere = dir.filePath(QStringLiteral("missing/plan.xlsx"));
        const auto missing = clitest::gpuplan({QStringLiteral("export"), QStringLiteral("workbook"), nowhere,
                                               QStringLiteral("--scenarios"), kScenarios});
        QCOMPARE(missing.status, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("does not exist")), qPrintable(missing.err));
        QVERIFY(!QFile::exists(nowhere));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(),
                 1); // no temporary left behind
    }

    void badWorkbooksImportNothing_data() {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("reason");
        QTest::newRow("password-protected") << QByteArray("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1 encrypted")
                                            << QStringLiteral("password-protected");
        QTest::newRow("corrupt") << QByteArray("PK\x03\x04 truncated")
                                 << QStringLiteral("damaged zip archive");
        QTest::newRow("no price list")
            << xlsxtest::zipOf(xlsxtest::workbook(
                   {{QStringLiteral("Quote"),
                     xlsxtest::inlineRows({{QStringLiteral("Item"), QStringLiteral("Price")}})}}))
            << QStringLiteral("no sheet of the workbook is a price list");
    }
    void badWorkbooksImportNothing() {
        QFETCH(QByteArray, data);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString before = storedPrices(dir);
        const QString path = dir.filePath(QStringLiteral("quote.xlsx"));
        write(path, data);
        const auto run = clitest::gpuplan({QStringLiteral("import"), QStringLiteral("xlsx"), path});
        QCOMPARE(run.status, 2);
        QVERIFY2(run.err.contains(reason), qPrintable(run.err));
        QCOMPARE(storedPrices(dir), before);
    }

    void aRowWithoutAValueIsRefusedByItsRow() {
        QTemporaryDir dir;
        const QString before = storedPrices(dir);
        QStringList good = xlsxtest::kPriceRow;
        good[2] = QStringLiteral("cn-beijing");
        good[6] = QStringLiteral("8800");
        QByteArray rows = xlsxtest::inlineRows({xlsxtest::kPriceHeader, good});
        rows += "<row r=\"3\"><c r=\"A3\" t=\"inlineStr\"><is><t>a100-80gb-sxm</t></is></c>"
                "<c r=\"G3\"><f>G2*0.9</f></c></row>";
        const QString path = dir.filePath(QStringLiteral("quote.xlsx"));
        write(path, xlsxtest::zipOf(xlsxtest::workbook({{QStringLiteral("Sheet1"), rows}})));
        const auto refused = clitest::gpuplan({QStringLiteral("import"), QStringLiteral("xlsx"), path});
        QCOMPARE(refused.status, 2);
        QVERIFY2(refused.out.contains(QStringLiteral("line 3")) &&
                     refused.out.contains(QStringLiteral(
                         "line 3, amount: cell G3: a formula (=G2*0.9) saved without its value")),
                 qPrintable(refused.out));
        QVERIFY(refused.err.contains(QStringLiteral("nothing was imported")));
        QCOMPARE(storedPrices(dir), before);
        const auto rest = clitest::gpuplan(
            {QStringLiteral("import"), QStringLiteral("xlsx"), path, QStringLiteral("--valid-only")});
        QVERIFY2(rest.status == 0, qPrintable(rest.err));
        QVERIFY2(rest.out.contains(QStringLiteral("imported 1 prices")), qPrintable(rest.out));
        QVERIFY(storedPrices(dir) != before);
        // A workbook given to the CSV import, and a CSV to the workbook import, are sent to the right one.
        const auto asCsv = clitest::gpuplan({QStringLiteral("import"), QStringLiteral("csv"), path});
        QVERIFY(asCsv.err.contains(QStringLiteral("is a workbook: import it with 'import xlsx'")));
        const QString csv = dir.filePath(QStringLiteral("prices-now.csv"));
        const auto asXlsx = clitest::gpuplan({QStringLiteral("import"), QStringLiteral("xlsx"), csv});
        QVERIFY(asXlsx.err.contains(QStringLiteral("is not an .xlsx workbook")));
    }
};

QTEST_GUILESS_MAIN(TestCliWorkbook)
#include "test_cli_workbook.moc"
