// The Compare tab on the real window (offscreen, in-memory store): the side-by-side table with
// ratios, charts whose series are the core's sweep, serving and cost figures, charts that follow
// the chosen cards and the prices, and screenshots in both languages (its exports:
// test_compare_exports.cpp).
#include "catalog/gpu_choice.h"
#include "compare/comparison_model.h"
#include "compare/line_chart.h"
#include "compare_fixture.h"
#include "prices/prices_page.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "screenshot_check.h"
#include "ui_language.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHorizontalBarSeries>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QtTest>

#include <qcustomplot.h>

using namespace gpuplan;
using namespace gpuplan::comparetest;

class TestCompare : public QObject {
    Q_OBJECT
private slots:
    void sideBySideWithRatiosAndTheBetterValue() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        showCompareTab(w);
        ui::ComparePage* page = w.comparePage();
        QCOMPARE(page->choice()->chosen(),
                 (std::vector<std::string>{"a100-80gb-sxm", "h100-sxm", "h200-sxm"}));
        ui::ComparisonModel* m = page->model();
        QCOMPARE(m->columnCount(), 4);
        QVERIFY(
            m->headerData(1, Qt::Horizontal, Qt::DisplayRole).toString().contains(QLatin1String("baseline")));
        const int bw = m->rowOf("bandwidth");
        QCOMPARE(m->index(bw, 2).data(Qt::UserRole).toDouble(), 3.35);
        QVERIFY2(m->index(bw, 2).data().toString().contains(QString::fromUtf8("(×1.64)")),
                 qPrintable(m->index(bw, 2).data().toString()));
        QVERIFY(m->index(bw, 3).data(Qt::FontRole).value<QFont>().bold()); // the H200's is the best
        const int rent = m->rowOf("price");
        QCOMPARE(m->index(rent, 1).data(Qt::UserRole).toDouble(), 5000.0 / 730);
        QVERIFY(m->index(rent, 1).data(Qt::BackgroundRole).isValid()); // the cheapest hour
        // The scenario on every card: H100 faster than A100, and costs in CNY.
        QVERIFY(m->rowOf("scenario_time") >= 0);
        const int time = m->rowOf("scenario_time");
        QVERIFY(m->index(time, 2).data(Qt::UserRole).toDouble() <
                m->index(time, 1).data(Qt::UserRole).toDouble());
        QVERIFY(m->index(m->rowOf("cost_per_pflop_hour"), 1).data(Qt::UserRole).toDouble() > 0);

        // The baseline can change; a seventh card is refused.
        ui::GpuChoice* choice = page->choice();
        choice->baselineBox()->setCurrentIndex(choice->baselineBox()->findData(QStringLiteral("h100-sxm")));
        QCOMPARE(m->index(bw, 2).data().toString(), QStringLiteral("3.35"));
        QSignalSpy refused(choice, &ui::GpuChoice::refused);
        for (int r = 0; r < choice->list()->count(); ++r)
            choice->list()->item(r)->setCheckState(Qt::Checked);
        QCOMPARE(int(choice->chosen().size()), ui::GpuChoice::kMax);
        QVERIFY(!refused.isEmpty());
    }

    // An FP4 scenario is costed in FP4 on a card with it, FP8 on one with only FP8 and BF16 on an A100, and
    // the comparison's notes name the precision each card ran in (issue 31).
    void eachCardIsCostedInThePrecisionItHas() {
        core::Scenario s;
        s.kind = core::ScenarioKind::Pretrain;
        s.modelId = "llama3-8b";
        s.gpus = 8;
        s.tokens = 1e9;
        s.precision = "fp4";
        const core::Catalog& c = test::catalog();
        QCOMPARE(ui::costedPrecision(s, c.gpu("b200")), std::string("fp4"));
        QCOMPARE(ui::costedPrecision(s, c.gpu("h100-sxm")), std::string("fp8"));
        QCOMPARE(ui::costedPrecision(s, c.gpu("a100-80gb-sxm")), std::string("bf16"));
        ui::ComparisonInputs in;
        in.catalog = &c;
        in.gpuIds = {"b200", "h100-sxm", "a100-80gb-sxm"};
        in.baseline = "b200";
        in.scenario = s;
        const ui::ComparisonData d = ui::buildComparison(in);
        QVERIFY2(d.notes.contains(QStringLiteral("h100-sxm has no FP4: its scenario runs in FP8")),
                 qPrintable(d.notes.join(QLatin1Char('\n'))));
        QVERIFY(d.notes.contains(QStringLiteral("a100-80gb-sxm has no FP4: its scenario runs in BF16")));
        QCOMPARE(d.estimates.size(), std::size_t(3));
        for (const core::ScenarioEstimate& e : d.estimates)
            QVERIFY2(e.ok, qPrintable(QString::fromStdString(core::englishText(e.problem))));
        // FP4 makes the B200 faster than the same card in FP8 would be.
        core::Scenario fp8 = s;
        fp8.precision = "fp8";
        fp8.gpuId = "b200";
        QVERIFY(d.estimates[0].wallSeconds < core::estimateScenario(fp8, c).wallSeconds);
    }

    void sizeChartsAreTheSweepAndFollowTheCardsAndPrices() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.scenarioPage()->addScenario(lora70b());
        showCompareTab(w);
        ui::ComparePage* page = w.comparePage();
        waitForSweep(page);
        QVERIFY(page->timeChart()->series().empty()); // plotted when its tab is shown, not before
        page->views()->setCurrentWidget(page->timeChart());
        QCOMPARE(page->timeChart()->series().size(), std::size_t(3));

        // The plotted points are the core's sweep for the same request.
        core::SweepRequest req;
        req.catalog = &catalog();
        req.gpuIds = {"h100-sxm"};
        req.sizes = core::logSpaced(1e9, 1e12, 40);
        req.job.method = core::Method::Lora;
        req.job.tokens = 1e9;
        req.gpuCount = 8;
        const std::vector<core::SweepPoint> direct = core::runSweep(req);
        const ui::LineSeries& h100 = page->timeChart()->series()[1];
        QCOMPARE(h100.name, QStringLiteral("H100 SXM 80GB"));
        int plotted = 0;
        for (const core::SweepPoint& p : direct) {
            if (!p.ok)
                continue;
            QCOMPARE(h100.x[plotted], p.params);
            QCOMPARE(h100.y[plotted], p.best.wallSeconds / 3600);
            QCOMPARE(h100.low[plotted], p.best.wallSeconds / 3600 / 1.15);
            ++plotted;
        }
        QCOMPARE(h100.x.size(), plotted);
        QVERIFY(plotted > 5);
        QCOMPARE(page->timeChart()->plot()->graphCount(), 9); // a line and two band edges per card
        const ui::LineSeries& h100Cost = page->costChart()->series()[1];
        QCOMPARE(h100Cost.y[0], direct[0].best.gpuHours * 8500.0 / 730);

        // Hovering a point shows its exact values.
        QCustomPlot* plot = page->timeChart()->plot();
        plot->resize(900, 600);
        plot->replot();
        const QPointF pixel(plot->xAxis->coordToPixel(h100.x[3]), plot->yAxis->coordToPixel(h100.y[3]));
        QVERIFY2(page->timeChart()->tipAt(pixel).startsWith(QLatin1String("H100 SXM 80GB")),
                 qPrintable(page->timeChart()->tipAt(pixel)));

        // A price edit re-costs without planning again.
        core::PriceFilter h100Filter;
        h100Filter.gpuId = "h100-sxm";
        h100Filter.kind = core::PriceKind::Monthly;
        core::PriceRecord edited = s.prices(h100Filter).value().front();
        edited.amount = core::Money::parse("17000", "CNY").value();
        s.setPrice(edited, "test");
        const double before = page->costChart()->series()[1].y[0];
        w.pricesPage()->reloadPrices();
        QVERIFY(!page->sweeping());
        // The cost chart is re-plotted when it is shown (the time chart in front does not depend on prices).
        QCOMPARE(page->costChart()->series()[1].y[0], before);
        page->views()->setCurrentWidget(page->costChart());
        QCOMPARE(page->costChart()->series()[1].y[0], direct[0].best.gpuHours * 17000.0 / 730);

        // Fewer cards: fewer lines, after a fresh sweep.
        page->choice()->setChosen({"a100-80gb-sxm", "h100-sxm"}, "a100-80gb-sxm");
        waitForSweep(page);
        QCOMPARE(page->timeChart()->series().size(), std::size_t(2));
        QCOMPARE(page->model()->columnCount(), 3);
    }

    void aHiddenTabWaitsUntilShown() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
        ui::ComparePage* page = w.comparePage();
        QCOMPARE(page->model()->rowCount(), 0); // nothing computed while the Scenarios tab is in front
        QVERIFY(!page->sweeping());
        w.tabs()->setCurrentWidget(page);
        QVERIFY(page->model()->rowCount() > 10);
        waitForSweep(page);
        page->views()->setCurrentWidget(page->timeChart());
        QCOMPARE(page->timeChart()->series().size(), std::size_t(3));
    }

    void aSweepCanBeCancelled() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        showCompareTab(w);
        ui::ComparePage* page = w.comparePage();
        waitForSweep(page);
        page->choice()->setChosen({"a100-80gb-sxm", "h100-sxm", "h200-sxm", "b200", "l40s", "mi300x"},
                                  "h100-sxm");
        QVERIFY(page->sweeping());
        page->cancelSweep();
        QVERIFY(!page->sweeping());
        QTest::qWait(200);
        QVERIFY(!page->sweeping());
    }

    void rentAgainstBuyServingAndSensitivity() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.scenarioPage()->addScenario(lora70b());
        showCompareTab(w);
        ui::ComparePage* page = w.comparePage();
        waitForSweep(page);
        // Rent against buy: the H100 has a purchase price and Shanghai an electricity price.
        page->views()->setCurrentWidget(page->rentBuyChart());
        auto* bars = qobject_cast<QStackedBarSeries*>(page->rentBuyChart()->chart()->series().front());
        QVERIFY(bars);
        const core::ScenarioCost& h100 = page->model()->comparison().costs[1];
        QVERIFY(h100.buyKnown);
        const auto expected = core::rentBuyBars(h100, 8).value();
        for (QBarSet* set : bars->barSets()) {
            if (set->label() == QLatin1String("Hardware"))
                QCOMPARE(set->at(3), expected.capex - expected.residual); // H100: rent is bar 2, buy bar 3
            if (set->label() == QLatin1String("Rent"))
                QCOMPARE(set->at(2), expected.rent);
        }
        // Serving: the curve of each card is the core's.
        page->views()->setCurrentWidget(page->servingChart());
        QVERIFY(!page->servingChart()->series().empty());
        QVERIFY(page->servingChart()->series().front().y.size() >= 3);
        // The frontier: one line per card that holds the model, the core's points, faster per user to the
        // right and fewer tokens per GPU there.
        page->views()->setCurrentWidget(page->frontierChart());
        QVERIFY(!page->frontierChart()->series().empty());
        const ui::LineSeries& front = page->frontierChart()->series().front();
        QVERIFY(front.x.size() >= 2);
        for (int i = 1; i < front.x.size(); ++i)
            QVERIFY(front.x[i] != front.x[i - 1] &&
                    (front.x[i] > front.x[i - 1]) == (front.y[i] < front.y[i - 1]));
        // Sensitivity: the rent's inputs, largest swing on top.
        page->views()->setCurrentWidget(page->tornadoChart());
        auto* tornado = qobject_cast<QHorizontalBarSeries*>(page->tornadoChart()->chart()->series().front());
        QVERIFY(tornado);
        QCOMPARE(tornado->barSets().size(), 2);
        // The efficiency moves the rent; the price, stored without a range, would be a bar of zero width and
        // is named in the title instead.
        QCOMPARE(tornado->barSets().front()->count(), 1);
        const QString title = page->tornadoChart()->chart()->title();
        QVERIFY2(title.contains(QLatin1String("(no range stored for rent price)")), qPrintable(title));
        // Serving at a given count: only the price could move the rent, and it has no range, so no bar at all
        // and the title says why.
        core::Scenario serving = lora70b();
        serving.kind = core::ScenarioKind::Inference;
        serving.modelId = "llama3-8b";
        serving.inputTokens = 1000;
        serving.outputTokens = 200;
        serving.load = 1000;
        page->setScenario(serving);
        page->views()->setCurrentWidget(page->rentBuyChart());
        page->views()->setCurrentWidget(page->tornadoChart());
        const QString none = page->tornadoChart()->chart()->title();
        QVERIFY2(
            none.contains(QLatin1String("no input of the rent has a range (rent price stored without one)")),
            qPrintable(none));
        auto* empty = qobject_cast<QHorizontalBarSeries*>(page->tornadoChart()->chart()->series().front());
        QVERIFY(empty && empty->barSets().front()->count() == 0);
    }

    void screenshotsInBothLanguages_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("zh_CN") << "zh_CN";
    }
    void screenshotsInBothLanguages() {
        QFETCH(QString, language);
        const uitest::Language inLanguage(language);
        QVERIFY(inLanguage.ok(language));
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.scenarioPage()->addScenario(lora70b());
        w.resize(1440, 860);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
        w.tabs()->setCurrentWidget(w.comparePage());
        ui::ComparePage* page = w.comparePage();
        waitForSweep(page);
        const char* names[] = {"compare_table",   "compare_time",    "compare_cost",
                               "compare_rentbuy", "compare_serving", "compare_sensitivity"};
        for (int tab = 0; tab < 6; ++tab) {
            page->views()->setCurrentIndex(tab);
            QApplication::processEvents();
            const QImage shot = w.grab().toImage();
            QVERIFY2(uitest::distinctColours(shot) > 20, names[tab]);
            QVERIFY(shot.save(
                QStringLiteral(GPUPLAN_ARTIFACT_DIR "/%1_%2.png").arg(QLatin1String(names[tab]), language)));
        }
    }
};

QTEST_MAIN(TestCompare)
#include "test_compare.moc"
