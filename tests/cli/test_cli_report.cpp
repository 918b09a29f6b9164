// `gpuplan report`: bad input gets exit 2 and one line; a failed report leaves no file and an old
// file as it was; the PDF has the summary page, the text pages and four chart pages, selectable text,
// and figures equal to the core's for the same inputs; a card or a region without prices is named,
// not left as an empty page.
#include "cli_runner.h"
#include "report_checks.h"

#include "compare/comparison_data.h"
#include "scenarios/scenario_file.h"

#include <QDate>
#include <QDir>
#include <QFile>

using namespace clitest;
using namespace gpuplan;

namespace {

const char* kScenarios =
    R"({"format":"gpuplan-scenarios","version":1,"scenarios":[{"name":"LoRA 70B","workload":"lora",)"
    R"("model":"llama2-70b","tokens":1e9,"gpu":"h100-sxm","gpus":8,"precision":"bf16","region":"cn-shanghai"}]})";

using reportcheck::pages;
using reportcheck::pdfText;

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

    void aTrafficServingScenarioIsWeighedAgainstTheApis() {
        // Serving sized for a request rate (issue 32): each card's cheapest deployment at the p90 limits is
        // ranked by its cost a month, and the recommended one is weighed against the stored APIs that serve
        // the model (the seeded DeepSeek prices), with the load from which renting costs less.
        const QString traffic = m_dir.filePath(QStringLiteral("traffic.json"));
        QFile f(traffic);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"format":"gpuplan-scenarios","version":1,"scenarios":[{"name":"R1","workload":"inference",)"
            R"("model":"deepseek-r1","gpu":"h200-sxm","gpus":"auto","precision":"fp8","region":"us-east",)"
            R"("input_tokens":2000,"output_tokens":1000,"requests_per_second":20,"max_ttft_s":2}]})");
        f.close();
        const QString out = m_dir.filePath(QStringLiteral("traffic.pdf"));
        const Run r = clitest::gpuplan({QStringLiteral("report"), QStringLiteral("--scenario"), traffic,
                                        QStringLiteral("--out"), out, QStringLiteral("--gpus"),
                                        QStringLiteral("h200-sxm,h100-sxm,b200"), QStringLiteral("--date"),
                                        QStringLiteral("2026-12-06")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        reportcheck::expectValidPdf(out);
        const QString flat = pdfText(out).simplified();
        for (const char* expected :
             {"Serving the load: cost per token, power and the APIs", "20 requests/s on", "p90 TTFT",
              "Per million prompt tokens computed", "Output tokens per MWh", "Against the APIs",
              "DeepSeek deepseek-reasoner (DeepSeek-R1)", "This load through the API",
              // its chart pages: the rent over request rates against the APIs, and the frontier
              "Rent against the APIs", "renting the cheapest deployment against the APIs",
              "Serving frontier"})
            QVERIFY2(flat.contains(QLatin1String(expected)), expected);
        QVERIFY2(flat.contains(QLatin1String("Renting costs less than this API from about")) ||
                     flat.contains(QLatin1String("Renting costs more than this API at every load")),
                 qPrintable(flat.left(2000)));
        // The cards are ranked by their cost a month for the load (recommend_traffic.cpp).
        QVERIFY2(flat.contains(QRegularExpression(QStringLiteral("Recommended: [\\d,]+ × \\S.* a month"))),
                 qPrintable(flat.left(1200)));
        QVERIFY(flat.contains(QLatin1String("per million output tokens")));
        // No AMD card among these: no note on AMD's serving software.
        QVERIFY(!flat.contains(QLatin1String("AMD cards are served")));
    }

    void anRlRunIsComparedByPhaseOnEachCard() {
        // GRPO of a 32B model (issue 34): each card planned in its fastest placement and ranked by the rent
        // of the run; the text has each card's step by phase and the placement, a chart page the same phases
        // as stacked bars, and the assumptions the RL estimate's range; in each language.
        const QString file = m_dir.filePath(QStringLiteral("grpo.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"gpuplan-scenarios","version":1,"scenarios":[{"name":"GRPO 32B","workload":)"
                R"("grpo","model":"qwen3-32b","gpu":"h100-sxm","gpus":64,"precision":"bf16","region":)"
                R"("us-east","rl":{"prompts":512,"rollouts":8,"prompt_tokens":512,"generated_tokens":4096,)"
                R"("max_generated":16384,"steps":500,"placement":"best"}}]})");
        f.close();
        for (const char* lang : {"en", "zh_CN"}) {
            const QString out = m_dir.filePath(QStringLiteral("grpo_%1.pdf").arg(QLatin1String(lang)));
            const Run r = clitest::gpuplan(
                {QStringLiteral("report"), QStringLiteral("--scenario"), file, QStringLiteral("--out"), out,
                 QStringLiteral("--gpus"), QStringLiteral("h100-sxm,h200-sxm,b200"), QStringLiteral("--lang"),
                 QLatin1String(lang), QStringLiteral("--date"), QStringLiteral("2026-12-06")});
            QVERIFY2(r.status == 0, qPrintable(r.err));
            reportcheck::expectValidPdf(out);
            const QString flat = pdfText(out).simplified();
            const bool en = QLatin1String(lang) == QLatin1String("en");
            const QStringList expected =
                en ? QStringList{QStringLiteral("RL post-training: each card's step by phase"),
                                 QStringLiteral("colocated on 64"),
                                 QStringLiteral("generation (rollouts)"),
                                 QStringLiteral("policy update"),
                                 QStringLiteral("RL step by phase"),
                                 QStringLiteral("seconds a step"),
                                 QStringLiteral("RL time ranges take each step 20%"),
                                 QStringLiteral("calibrated on NeMo RL's published GRPO steps")}
                   : QStringList{QStringLiteral("强化学习后训练：各卡每步的各阶段用时"),
                                 QStringLiteral("共置于 64 张"), QStringLiteral("强化学习每步各阶段用时"),
                                 QStringLiteral("每步秒数")};
            for (const QString& e : expected)
                QVERIFY2(flat.contains(e), qPrintable(e));
            // The checklist's node row gives no MFU: an RL run has none of its own (it read "MFU 0%").
            QVERIFY2(!flat.contains(QStringLiteral("MFU")), qPrintable(flat.left(1200)));
            // Nor an FP8 comparison it never made ("No compared card has FP8" among H100, H200 and B200).
            QVERIFY2(!flat.contains(QStringLiteral("No compared card has FP8")), qPrintable(flat.left(1200)));
            if (en)
                QVERIFY(flat.contains(QStringLiteral("what FP8 would save is not estimated for RL runs")));
            if (en) // ranked by the run's rent, as training is
                QVERIFY2(flat.contains(QRegularExpression(QStringLiteral("Recommended: 64 × \\S"))),
                         qPrintable(flat.left(1200)));
        }
    }

    void anRlRunOnTwoCardsIsShownBesideTheComparison() {
        // Generation on 16 H20, training on 16 H100 (issue 34's split pools of chosen GPU types): each card
        // runs the whole run split as the row places it, and the row's own two-card run is said apart, its
        // rent each pool at its card's price in Shanghai.
        const QString file = m_dir.filePath(QStringLiteral("grpo_two_cards.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"format":"gpuplan-scenarios","version":1,"scenarios":[{"name":"GRPO 32B","workload":)"
            R"("grpo","model":"qwen3-32b","gpu":"h100-sxm","gpus":32,"precision":"bf16","region":)"
            R"("cn-shanghai","rl":{"prompts":512,"rollouts":8,"prompt_tokens":512,"generated_tokens":4096,)"
            R"("max_generated":16384,"steps":500,"placement":"split","generation_gpus":16,)"
            R"("generation_gpu":"h20"}}]})");
        f.close();
        const QString out = m_dir.filePath(QStringLiteral("grpo_two_cards.pdf"));
        const Run r = clitest::gpuplan({QStringLiteral("report"), QStringLiteral("--scenario"), file,
                                        QStringLiteral("--out"), out, QStringLiteral("--gpus"),
                                        QStringLiteral("h100-sxm,h20"), QStringLiteral("--date"),
                                        QStringLiteral("2026-12-07")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QString flat = pdfText(out).simplified();
        QVERIFY2(flat.contains(QStringLiteral("Each card split as the scenario places the run")),
                 qPrintable(flat.left(2000)));
        QVERIFY2(flat.contains(QRegularExpression(QStringLiteral(
                     "The scenario itself splits the run over two cards: 16 × H20 96GB \\(HGX\\) "
                     "generate and 16 × H100 SXM 80GB train\\. One step takes .* its rent, each "
                     "pool at its card's price, is [0-9,]+ CNY"))),
                 qPrintable(flat));

        // With the fastest placement and the H20 generating, the row searches the splits between the cards;
        // the comparison runs each card in its own fastest placement.
        const QString fastest = m_dir.filePath(QStringLiteral("grpo_two_cards_fastest.json"));
        QFile g(fastest);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(
            R"({"format":"gpuplan-scenarios","version":1,"scenarios":[{"name":"GRPO 32B","workload":)"
            R"("grpo","model":"qwen3-32b","gpu":"h100-sxm","gpus":32,"precision":"bf16","region":)"
            R"("cn-shanghai","rl":{"prompts":512,"rollouts":8,"prompt_tokens":512,"generated_tokens":4096,)"
            R"("max_generated":16384,"steps":500,"placement":"best","generation_gpu":"h20"}}]})");
        g.close();
        const QString fastestPdf = m_dir.filePath(QStringLiteral("grpo_two_cards_fastest.pdf"));
        const Run searched = clitest::gpuplan({QStringLiteral("report"), QStringLiteral("--scenario"),
                                               fastest, QStringLiteral("--out"), fastestPdf,
                                               QStringLiteral("--gpus"), QStringLiteral("h100-sxm,h20"),
                                               QStringLiteral("--date"), QStringLiteral("2026-12-07")});
        QVERIFY2(searched.status == 0, qPrintable(searched.err));
        const QString text = pdfText(fastestPdf).simplified();
        QVERIFY2(text.contains(QStringLiteral("Each card in the placement that runs a step fastest")),
                 qPrintable(text.left(2000)));
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral(
                     "The scenario itself splits the run over two cards: (8|16|24) × H20 96GB \\(HGX\\) "
                     "generate and (8|16|24) × H100 SXM 80GB train\\."))),
                 qPrintable(text));
    }

    void servingOnAnAmdCardStatesItsSoftwaresFactor() {
        // An MI300X among the cards: the assumptions say it serves at amd_serving_factor of the rates fitted
        // on NVIDIA's cards (docs/estimation.md 7.5), in each language.
        const QString file = m_dir.filePath(QStringLiteral("amd.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"gpuplan-scenarios","version":1,"scenarios":[{"name":"70B chat","workload":)"
                R"("inference","model":"llama3-70b","gpu":"mi300x","gpus":"auto","precision":"fp8",)"
                R"("region":"us-east","input_tokens":2000,"output_tokens":500,"requests_per_second":5,)"
                R"("max_ttft_s":2,"max_tpot_s":0.05}]})");
        f.close();
        for (const char* lang : {"en", "zh_CN"}) {
            const QString out = m_dir.filePath(QStringLiteral("amd_%1.pdf").arg(QLatin1String(lang)));
            const Run r = clitest::gpuplan(
                {QStringLiteral("report"), QStringLiteral("--scenario"), file, QStringLiteral("--out"), out,
                 QStringLiteral("--gpus"), QStringLiteral("mi300x,h100-sxm"), QStringLiteral("--lang"),
                 QLatin1String(lang), QStringLiteral("--date"), QStringLiteral("2026-12-06")});
            QVERIFY2(r.status == 0, qPrintable(r.err));
            const QString flat = pdfText(out).simplified().remove(QLatin1Char(' '));
            const QString expected = QString::fromUtf8(
                lang == std::string("en") ? "AMDcardsareservedat0.45oftheratesfittedonNVIDIA'scards"
                                          : "AMD卡的推理速度按NVIDIA卡拟合速率的0.45计算");
            QVERIFY2(flat.contains(expected), qPrintable(flat.left(3000)));
        }
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
        QVERIFY(pages(out) >= 7);
        reportcheck::expectValidPdf(out);
        const QString text = pdfText(out);
        QVERIFY(text.contains(QLatin1String("GPU comparison for approval")));
        QVERIFY(text.contains(QLatin1String("Prepared by: Li Wei")));
        QVERIFY(text.contains(QLatin1String("Date: Monday, November 30, 2026")));
        for (const char* heading :
             {"Recommendation", "Checklist", "Cost in CNY", "Workload results", "Rent by region and provider",
              "Buying: three-year cost of owning", "Assumptions", "Sources", "Method",
              "Training time versus model size", "Rent against buy", "Sensitivity of the rent"})
            QVERIFY2(text.contains(QLatin1String(heading)), heading);

        // The recommendation is core::recommend()'s on the same store's prices, computed here.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const core::Scenario scenario = ui::parseScenariosFile(kScenarios).value().front();
        const ui::ReportInputs in =
            reportcheck::inputsFor(storeForThisTest(), scenario, {"h100-sxm", "a100-80gb-sxm", "h200-sxm"});
        const QString flat = text.simplified();
        QVERIFY2(flat.contains(reportcheck::expectedRecommendation(in)), qPrintable(flat.left(800)));
        ui::ComparisonInputs ci{in.catalog,  in.gpuIds, in.gpuIds.front(), in.regionId,
                                in.scenario, in.prices, in.regions,        in.rates};
        const ui::ComparisonData cmp = ui::buildComparison(ci);
        QVERIFY(text.contains(ui::durationText(cmp.estimates[0].wallSeconds)));
        // Shanghai has no price of its own for these cards: the national ones are used, and said so; the
        // H200 has none in any place around Shanghai, and the report names the missing price.
        QVERIFY(flat.contains(QLatin1String("Mainland China (none in Shanghai)")));
        QVERIFY(flat.contains(QLatin1String(
            "Missing: a rent price for H200 SXM 141GB in Shanghai, Mainland China or Worldwide")));
        reportcheck::expectPricesSourced(ui::reportText(in).value());
    }

    void nothingPricedIsNamedNotLeftEmpty() {
        // Cards with no rent price anywhere around Beijing: no recommendation on cost, and the pages that
        // need a price say which is missing (instead of empty axes).
        const QString out = m_dir.filePath(QStringLiteral("unpriced.pdf"));
        const Run r = clitest::gpuplan(
            {QStringLiteral("report"), QStringLiteral("--scenario"), m_scenario, QStringLiteral("--out"), out,
             QStringLiteral("--gpus"), QStringLiteral("mi300x,ascend-910b"), QStringLiteral("--region"),
             QStringLiteral("cn-beijing"), QStringLiteral("--date"), QStringLiteral("2026-11-30")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QString flat = pdfText(out).simplified();
        QVERIFY2(flat.contains(QLatin1String("No recommendation: no compared card has a rent price in "
                                             "Beijing, Mainland China or Worldwide.")),
                 qPrintable(flat.left(600)));
        QVERIFY(flat.contains(QLatin1String("Missing: a rent price for Instinct MI300X")));
        for (int page = pages(out) - 2; page <= pages(out); ++page) // rent against buy, sensitivity
            QVERIFY(pdfText(out, page).contains(
                QLatin1String("No chart: no compared card has a rent price here.")));
    }

    // Issue 31: a scenario in FP4 is costed on each card in the lowest precision it has, and the report
    // says which: B200 in FP4, H100 in FP8, A100 in BF16, FP4 marked uncalibrated.
    void anFp4ScenarioSaysEachCardsPrecision() {
        const QString file = m_dir.filePath(QStringLiteral("fp4.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"gpuplan-scenarios","version":1,"scenarios":[{"name":"Pretrain 70B FP4",)"
                R"("workload":"pretrain","model":"llama3-70b","tokens":1e11,"gpu":"b200","gpus":64,)"
                R"("precision":"fp4","region":"us"}]})");
        f.close();
        const QString out = m_dir.filePath(QStringLiteral("fp4.pdf"));
        const Run r = clitest::gpuplan({QStringLiteral("report"), QStringLiteral("--scenario"), file,
                                        QStringLiteral("--out"), out, QStringLiteral("--gpus"),
                                        QStringLiteral("b200,h100-sxm,a100-80gb-sxm"),
                                        QStringLiteral("--date"), QStringLiteral("2026-11-30")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        const QString flat = pdfText(out).simplified();
        for (const char* part :
             {"B200 180GB (HGX) trains in FP4:", "H100 SXM 80GB has no FP4 and trains in FP8:",
              "A100 80GB SXM has neither FP4 nor FP8 and trains in BF16.", "64 × FP4",
              "FP4 is not calibrated"})
            QVERIFY2(flat.contains(QString::fromUtf8(part)), part);
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
        QVERIFY(pages(out) >= 7);
        // Searchable: the characters the page shows, not the Kangxi radicals sharing their glyphs.
        QVERIFY(text.contains(QStringLiteral("方案")) && text.contains(QStringLiteral("日期")));
        reportcheck::expectSearchable(text);
        reportcheck::expectValidPdf(out);
    }
};

QTEST_MAIN(TestCliReport)
#include "test_cli_report.moc"
