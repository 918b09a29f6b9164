// `gpuplan report`: bad input gets exit 2 and one line; a failed report leaves no file and an old
// file as it was; the PDF has the text pages and four chart pages, selectable text, and figures
// equal to the core's for the same inputs.
#include "cli_runner.h"

#include "compare/comparison_data.h"
#include "display_format.h"
#include "store.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>

using namespace clitest;
using namespace gpuplan;

namespace {

const char* kScenarios =
    R"({"format":"gpuplan-scenarios","version":1,"scenarios":[{"name":"LoRA 70B","workload":"lora",)"
    R"("model":"llama2-70b","tokens":1e9,"gpu":"h100-sxm","gpus":8,"precision":"bf16","region":"cn-shanghai"}]})";

QString pdfText(const QString& pdf) {
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    p.waitForFinished();
    return QString::fromUtf8(p.readAllStandardOutput());
}

int pages(const QString& pdf) {
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {pdf});
    p.waitForFinished();
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                       .match(QString::fromUtf8(p.readAllStandardOutput()));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

} // namespace

class TestCliReport : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_scenario;

private slots:
    void initTestCase() {
        m_scenario = m_dir.filePath(QStringLiteral("plan.json"));
        QFile f(m_scenario);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kScenarios);
    }

    void badInputIsOneLine() {
        const QString out = m_dir.filePath(QStringLiteral("r.pdf"));
        expectOneLineError(QStringLiteral("report --out %1").arg(out), QStringLiteral("give --scenario"));
        expectOneLineError(
            QStringLiteral("report --scenario %1/missing.json --out %2").arg(m_dir.path(), out),
            QStringLiteral("cannot open"));
        expectOneLineError(
            QStringLiteral("report --scenario %1 --out %2 --gpus h100-sxm,z100").arg(m_scenario, out),
            QStringLiteral("unknown GPU 'z100'"));
        expectOneLineError(
            QStringLiteral("report --scenario %1 --out %2 --gpus h100-sxm").arg(m_scenario, out),
            QStringLiteral("2 to 6 GPUs"));
        expectOneLineError(
            QStringLiteral("report --scenario %1 --out /nonexistent/dir/r.pdf").arg(m_scenario),
            QStringLiteral("cannot write /nonexistent/dir/r.pdf"));
        expectOneLineError(QStringLiteral("report --scenario %1 --out %2 --lang fr").arg(m_scenario, out),
                           QStringLiteral("unknown --lang 'fr'"));
        expectOneLineError(QStringLiteral("report --scenario %1 --out r.txt").arg(m_scenario),
                           QStringLiteral("FILE.pdf"));
        expectOneLineError(QStringLiteral("report --scenario %1 --out %2 --name Other").arg(m_scenario, out),
                           QStringLiteral("no scenario called 'Other'"));
        QVERIFY(!QFile::exists(out));
    }

    void aFailedReportLeavesTheOldFile() {
        const QString out = m_dir.filePath(QStringLiteral("old.pdf"));
        QFile old(out);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the approved report");
        old.close();
        const Run r = clitest::gpuplan({QStringLiteral("report"), QStringLiteral("--scenario"), m_scenario,
                                        QStringLiteral("--out"), out, QStringLiteral("--gpus"),
                                        QStringLiteral("h100-sxm,z100")});
        QCOMPARE(r.status, 2);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("the approved report"));
        // No temporary file is left behind either.
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files).filter(QStringLiteral("old")).size(), 1);
    }

    void theReportsFiguresAreTheCoresFigures() {
        const QString out = m_dir.filePath(QStringLiteral("report.pdf"));
        const Run r = clitest::gpuplan({QStringLiteral("report"), QStringLiteral("--scenario"), m_scenario,
                                        QStringLiteral("--out"), out, QStringLiteral("--date"),
                                        QStringLiteral("2026-11-30"), QStringLiteral("--prepared-by"),
                                        QStringLiteral("Li Wei")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QVERIFY(pages(out) >= 6);
        const QString text = pdfText(out);
        QVERIFY(text.contains(QLatin1String("GPU comparison for approval")));
        QVERIFY(text.contains(QLatin1String("Prepared by: Li Wei")));
        QVERIFY(text.contains(QLatin1String("Date: Monday, November 30, 2026")));
        for (const char* heading :
             {"Summary and recommendation", "Workload results", "Rent by region and provider",
              "Buying: three-year cost of owning", "Assumptions", "Sources", "Method",
              "Training time versus model size", "Rent against buy", "Sensitivity of the rent"})
            QVERIFY2(text.contains(QLatin1String(heading)), heading);

        // The same comparison computed here from the same store: the printed rents are these.
        auto store = db::SqliteStore::open(storeForThisTest());
        QVERIFY(store);
        auto catalog = core::Catalog::fromTexts(store.value()->catalogTexts().value()).value();
        ui::ComparisonInputs in;
        in.catalog = &catalog;
        in.gpuIds = {"h100-sxm", "a100-80gb-sxm", "h200-sxm"};
        in.baseline = "h100-sxm";
        in.regionId = "cn-shanghai";
        in.scenario = core::Scenario{};
        in.scenario->name = "LoRA 70B";
        in.scenario->kind = core::ScenarioKind::Lora;
        in.scenario->modelId = "llama2-70b";
        in.scenario->tokens = 1e9;
        in.scenario->gpuId = "h100-sxm";
        in.scenario->gpus = 8;
        in.scenario->regionId = "cn-shanghai";
        in.prices = store.value()->prices({}).value();
        in.regions = store.value()->regions().value();
        in.rates = core::toExchangeRates(store.value()->exchangeRates().value());
        const ui::ComparisonData cmp = ui::buildComparison(in);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        // Each card's rent in the region's currency, converted at the stored rate where its price is not.
        auto inCny = [&](const core::ScenarioCost& c) {
            return ui::moneyText(c.rent.toDouble() * in.rates.factor(c.currency, "CNY").value(),
                                 QStringLiteral("CNY"));
        };
        const QString h100Rent = inCny(cmp.costs[0]);
        const QString a100Rent = inCny(cmp.costs[1]);
        QVERIFY2(text.contains(
                     QStringLiteral("Recommended for this workload: H100 SXM 80GB, the lowest rent\n(%1)")
                         .arg(h100Rent)) ||
                     text.contains(QStringLiteral("the lowest rent (%1)").arg(h100Rent)),
                 qPrintable(h100Rent));
        QVERIFY2(text.contains(QStringLiteral("A100 80GB SXM costs %1").arg(a100Rent)), qPrintable(a100Rent));
        QVERIFY(text.contains(ui::durationText(cmp.estimates[0].wallSeconds)));
    }

    void goldenText_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << "en";
        QTest::newRow("zh_CN") << "zh_CN";
    }
    // The whole text of the report (pdftotext) against the reviewed copy in tests/golden/. Hand-entered
    // figures would carry today's date, so today's date reads <today> (the seeded data has none).
    void goldenText() {
        QFETCH(QString, lang);
        const QString out = m_dir.filePath(QStringLiteral("golden_%1.pdf").arg(lang));
        const Run r = clitest::gpuplan({QStringLiteral("report"), QStringLiteral("--scenario"), m_scenario,
                                        QStringLiteral("--out"), out, QStringLiteral("--lang"), lang,
                                        QStringLiteral("--date"), QStringLiteral("2026-11-30"),
                                        QStringLiteral("--prepared-by"), QStringLiteral("Li Wei")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QString text = pdfText(out);
        // pdftotext joins a date broken at a line end ("2026-11-" + "30" -> "2026-1130"): both forms.
        const QDate today = QDate::currentDate();
        text.replace(today.toString(Qt::ISODate), QStringLiteral("<today>"));
        text.replace(today.toString(QStringLiteral("yyyy-MMdd")), QStringLiteral("<today>"));
        QFile actual(QStringLiteral(GPUPLAN_ARTIFACT_DIR "/report_%1.actual.txt").arg(lang));
        if (actual.open(QIODevice::WriteOnly))
            actual.write(text.toUtf8());
        QFile golden(QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/golden/report_%1.txt").arg(lang));
        QVERIFY2(golden.open(QIODevice::ReadOnly), qPrintable(golden.fileName()));
        const QStringList want = QString::fromUtf8(golden.readAll()).split(QLatin1Char('\n'));
        const QStringList got = text.split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < std::min(want.size(), got.size()); ++i)
            QVERIFY2(
                want[i] == got[i],
                qPrintable(QStringLiteral("line %1: want '%2', got '%3'").arg(i + 1).arg(want[i], got[i])));
        QCOMPARE(got.size(), want.size());
    }

    void chineseReport() {
        const QString out = m_dir.filePath(QStringLiteral("report_zh.pdf"));
        const Run r =
            clitest::gpuplan({QStringLiteral("report"), QStringLiteral("--scenario"), m_scenario,
                              QStringLiteral("--out"), out, QStringLiteral("--lang"), QStringLiteral("zh_CN"),
                              QStringLiteral("--date"), QStringLiteral("2026-11-30")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QString text = pdfText(out);
        QVERIFY2(text.contains(QStringLiteral("审批")), qPrintable(text.left(300))); // the title, in Chinese
        QVERIFY(text.contains(QStringLiteral("2026")));
        QVERIFY(pages(out) >= 6);
    }
};

QTEST_MAIN(TestCliReport)
#include "test_cli_report.moc"
