// The shipped examples (examples/), each reported in English and in Chinese as examples/README.md says:
// the price list imports; the first page is the summary alone with core::recommend()'s recommendation;
// every price shown is dated and cited to a source; the text layer is searchable (no Kangxi radicals,
// 方案 where the page shows it); dates and amounts stay whole; no heading ends a page; the PDF is valid.
#include "cli_runner.h"
#include "report_checks.h"
#include "ui/ui_language.h"

#include "scenarios/scenario_file.h"

using namespace clitest;
using namespace gpuplan;

namespace {

QString example(const QString& name) {
    return QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/") + name;
}

} // namespace

class TestCliReportExamples : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        // The example price list is in the import format and holds the bundled figures: a store that
        // has them already finds every row unchanged.
        const Run r =
            clitest::gpuplan({QStringLiteral("import"), QStringLiteral("csv"), example("prices.csv")});
        QVERIFY2(r.status == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(QLatin1String("0 new, 0 changed")), qPrintable(r.out));
    }

    void report_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("lang");
        for (const char* file :
             {"shanghai-finetune-a100-h100.json", "beijing-procurement.json", "us-cloud-comparison.json"})
            for (const char* lang : {"en", "zh_CN"})
                QTest::addRow("%s %s", file, lang) << QString::fromLatin1(file) << QString::fromLatin1(lang);
    }

    void report() {
        QFETCH(QString, file);
        QFETCH(QString, lang);
        const QString pdf = m_dir.filePath(file + lang + QStringLiteral(".pdf"));
        const Run r = clitest::gpuplan({QStringLiteral("report"), QStringLiteral("--scenario"), example(file),
                                        QStringLiteral("--out"), pdf, QStringLiteral("--lang"), lang,
                                        QStringLiteral("--date"), QStringLiteral("2026-11-30")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        reportcheck::expectValidPdf(pdf);
        const QString text = reportcheck::pdfText(pdf);

        // The same inputs here, in the same language: the cards the command compares by default.
        const uitest::Language language(lang);
        QVERIFY(language.ok(lang));
        if (lang == QLatin1String("en"))
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const core::Scenario scenario = ui::readScenariosFile(example(file)).value().front();
        std::vector<std::string> cards{scenario.gpuId};
        for (const char* id : {"a100-80gb-sxm", "h100-sxm", "h200-sxm"})
            if (scenario.gpuId != id)
                cards.push_back(id);
        const ui::ReportInputs in = reportcheck::inputsFor(storeForThisTest(), scenario, cards);
        QVERIFY(in.catalog);
        const ui::ReportText report = ui::reportText(in).value();

        // Page one is the summary on its own, with the engine's recommendation.
        const QString expected = reportcheck::expectedRecommendation(in);
        const QString first = reportcheck::pdfText(pdf, 1).simplified();
        QVERIFY2(first.contains(expected),
                 qPrintable(expected + QStringLiteral("\n---\n") + first.left(600)));
        const QString bodyHeading = QCoreApplication::translate(
            "gpuplan::ui", "Specifications, prices and the scenario on each card");
        QVERIFY(!first.contains(bodyHeading));
        QVERIFY(text.contains(bodyHeading));

        reportcheck::expectPricesSourced(report);
        reportcheck::expectSearchable(text);
        if (lang == QLatin1String("zh_CN")) // the title as the page shows it
            QVERIFY2(text.contains(QStringLiteral("方案")) && text.contains(QStringLiteral("审批")),
                     qPrintable(text.left(200)));
        reportcheck::expectWhole(report, text);
        reportcheck::expectNoHeadingAtFoot(pdf, report);
    }

    void oneCardIsNamedInTheSingular() {
        // A scenario of one card reads "1 card" (it read "1 cards").
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        core::Scenario scenario =
            ui::readScenariosFile(example(QStringLiteral("shanghai-finetune-a100-h100.json")))
                .value()
                .front();
        scenario.gpus = 1;
        scenario.kind = core::ScenarioKind::Lora; // so that it fits on one card
        scenario.modelId = "llama3-8b";
        const ui::ReportInputs in =
            reportcheck::inputsFor(storeForThisTest(), scenario, {"a100-80gb-sxm", "h100-sxm"});
        QVERIFY(in.catalog);
        const auto text = ui::reportText(in);
        QVERIFY2(text.ok(), text.ok() ? "" : text.error().c_str());
        const QString summary = text.value().summary;
        QVERIFY2(summary.contains(QStringLiteral(", 1 card in ")) &&
                     !summary.contains(QStringLiteral("1 cards")),
                 qPrintable(summary.left(800)));
    }
};

QTEST_MAIN(TestCliReportExamples)
#include "test_cli_report_examples.moc"
