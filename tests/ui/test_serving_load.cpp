// The serving load dialog (issue 32) on the real window: a serving row switched from a throughput target to
// traffic at service levels and back, each as one undoable edit; figures that cannot be are refused with the
// reason and OK disabled; another user's scenario is not edited.
#include "catalog/gpu_choice.h"
#include "cli/bundled_data.h"
#include "compare/compare_page.h"
#include "compare/line_chart.h"
#include "main_window.h"
#include "prices/api_price_page.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "scenarios/serving_load_dialog.h"
#include "test_support.h"

#include "core/prices/memory_price_store.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplan;
using Col = ui::ScenarioTableModel;

namespace {

const core::Catalog& catalog() {
    return test::catalog();
}

// A store with a monthly H200 rent in US East and DeepSeek's API price for R1.
core::MemoryPriceStore pricedStore() {
    core::MemoryPriceStore s;
    s.addProvider({"idc-cn", "IDC", "test"});
    s.saveRegion(test::region("us-east", "US East", "美国东部", "USD", 0.08, 1.3, "test"));
    // 2,555 USD a month is 3.50 an hour.
    s.setPrice(test::monthlyPrice("h200-sxm", "2555", "us-east", "USD"), "test");
    s.saveApiPrice(test::apiPrice("DeepSeek", "USD", 0.55, 0.14, 2.19));
    return s;
}

core::Scenario throughputRow() {
    core::Scenario s = test::trafficScenario("R1");
    s.traffic = {};
    s.load = 2000;
    return s;
}

} // namespace

class TestServingLoad : public QObject {
    Q_OBJECT
private slots:
    // The dialog opens on the row's load and gives back the scenario as typed.
    void theDialogTurnsAThroughputTargetIntoTraffic() {
        ui::ServingLoadDialog d(throughputRow());
        QVERIFY(d.byTokens()->isChecked());
        QCOMPARE(d.tokensPerSecond()->value(), 2000.0);
        QVERIFY(!d.requestsPerSecond()->isEnabled());
        QCOMPARE(d.inputMean()->value(), 2000);
        QCOMPARE(d.outputMean()->value(), 1000);

        d.byRequests()->setChecked(true);
        QVERIFY(d.requestsPerSecond()->isEnabled());
        QVERIFY(!d.tokensPerSecond()->isEnabled());
        d.requestsPerSecond()->setValue(20);
        d.inputP90()->setValue(6000);
        d.outputP90()->setValue(1500);
        d.prefixHitPercent()->setValue(30);
        d.maxTtftSeconds()->setValue(2);
        d.maxTpotMilliseconds()->setValue(33.3);
        QVERIFY(d.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        const auto s = d.scenario();
        QVERIFY(s.ok());
        QCOMPARE(s->traffic.requestsPerSecond, 20.0);
        QCOMPARE(s->traffic.inputP90, 6000.0);
        QCOMPARE(s->traffic.outputP90, 1500.0);
        QCOMPARE(s->traffic.prefixHitShare, 0.3);
        QCOMPARE(s->traffic.maxTtftSeconds, 2.0);
        QVERIFY(qAbs(s->traffic.maxTpotSeconds - 0.0333) < 1e-9);
        QCOMPARE(s->inputTokens, 2000);

        // Back to a throughput target: the traffic is dropped, so the file keeps none.
        d.byTokens()->setChecked(true);
        d.tokensPerSecond()->setValue(5000);
        QVERIFY(d.scenario().ok());
        QCOMPARE(d.scenario()->traffic, core::ServingTraffic{});
        QCOMPARE(d.scenario()->load, 5000.0);
    }

    // A p90 below its mean cannot be (nine in ten requests at most the p90): the dialog says which and keeps
    // OK disabled; so does a traffic load of no requests.
    void impossibleFiguresAreRefusedWithTheReason() {
        ui::ServingLoadDialog d(test::trafficScenario());
        QVERIFY(d.byRequests()->isChecked());
        QVERIFY(d.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        d.outputP90()->setValue(500); // the mean is 1,000
        QVERIFY(!d.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY2(d.problem()->text().contains(
                     QLatin1String("answer tokens' p90 (500) is below their mean (1,000)")),
                 qPrintable(d.problem()->text()));
        d.outputP90()->setValue(0); // fixed lengths
        QVERIFY(d.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY(d.problem()->text().isEmpty());
        d.requestsPerSecond()->setValue(0);
        QVERIFY(!d.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY2(d.problem()->text().contains(QLatin1String("arrival rate must be above zero")),
                 qPrintable(d.problem()->text()));
    }

    // On the window: Serving load... opens the dialog on the current serving row, OK applies it as one undo
    // step and the row is re-planned for the traffic; undo restores the throughput target. A training row has
    // no serving load.
    void theWindowAppliesTheLoadAsOneUndoableEdit() {
        core::MemoryPriceStore store;
        ui::MainWindow w(catalog(), store, QStringLiteral("memory"), &store);
        w.show();
        w.addScenario(test::loraScenario("job", "a100-80gb-sxm", 8));
        w.addScenario(throughputRow());
        ui::ScenarioPage* page = w.scenarioPage();
        QAction* action = w.findChild<QAction*>(QStringLiteral("actionServingLoad"));
        QVERIFY(action);
        page->selectRow(0);
        QVERIFY(!action->isEnabled());
        page->selectRow(1);
        QVERIFY(action->isEnabled());
        const QString before = w.scenarioModel()->index(1, Col::Work).data().toString();
        const int steps = w.undoStack()->count();

        action->trigger();
        ui::ServingLoadDialog* d = page->servingLoadDialog();
        QVERIFY(d && d->isVisible());
        d->byRequests()->setChecked(true);
        d->requestsPerSecond()->setValue(20);
        d->maxTtftSeconds()->setValue(2);
        d->buttons()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY(!page->servingLoadDialog());

        QCOMPARE(w.undoStack()->count(), steps + 1);
        const ui::ScenarioRow& row = w.scenarioModel()->row(1);
        QCOMPARE(row.scenario.traffic.requestsPerSecond, 20.0);
        QVERIFY(row.estimate.ok);
        QCOMPARE(w.scenarioModel()->index(1, Col::Work).data().toString(), QStringLiteral("20 requests/s"));
        const QString tip = w.scenarioModel()->index(1, Col::Work).data(Qt::ToolTipRole).toString();
        QVERIFY2(
            tip.startsWith(QLatin1String("20 requests/s; prompts 2,000 tokens (p90 2,000), answers 1,000")),
            qPrintable(tip));
        // It sorts with the throughput rows by its output tokens per second: 20 requests of 1,000 tokens.
        QCOMPARE(w.scenarioModel()->index(1, Col::Work).data(Col::SortRole).toDouble(), 20000.0);
        QVERIFY2(
            QString::fromStdString(core::englishText(row.estimate.plan)).contains(QLatin1String("p90 TTFT")),
            qPrintable(QString::fromStdString(core::englishText(row.estimate.plan))));

        // Cancel changes nothing; OK without a change adds no undo step.
        action->trigger();
        page->servingLoadDialog()->reject();
        QTRY_VERIFY(!page->servingLoadDialog());
        action->trigger();
        page->servingLoadDialog()->buttons()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY(!page->servingLoadDialog());
        QCOMPARE(w.undoStack()->count(), steps + 1);

        w.undoStack()->undo();
        QCOMPARE(w.scenarioModel()->row(1).scenario.traffic.requestsPerSecond, 0.0);
        QCOMPARE(w.scenarioModel()->index(1, Col::Work).data().toString(), before);
    }

    // A traffic row's details weigh its rent against the stored API that serves its model, with the load
    // from which renting costs less; deleting the API price on its tab takes it out of the details.
    void theDetailsWeighTheRentAgainstTheApis() {
        core::MemoryPriceStore store = pricedStore();
        ui::MainWindow w(catalog(), store, QStringLiteral("memory"), &store);
        w.show();
        core::Scenario s = test::trafficScenario("R1");
        s.regionId = "us-east";
        w.addScenario(s);
        w.scenarioPage()->selectRow(0);
        QVERIFY(w.scenarioModel()->row(0).cost.rentKnown);
        const core::ScenarioServingCost& cost = w.scenarioModel()->servingCost(0);
        QVERIFY(cost.known);
        QCOMPARE(cost.apis.size(), std::size_t(1));
        QVERIFY(cost.apis.front().breakEven.found);
        const QString details = w.scenarioPage()->details()->toPlainText();
        QVERIFY2(details.contains(QLatin1String("Against the APIs")), qPrintable(details));
        QVERIFY2(details.contains(QLatin1String("DeepSeek deepseek-reasoner")), qPrintable(details));
        QVERIFY2(details.contains(QLatin1String("Renting costs less than this API from about")),
                 qPrintable(details));
        QVERIFY2(details.contains(QLatin1String("Output tokens per MWh")), qPrintable(details));

        const auto stored = store.apiPrices().value();
        QVERIFY(store.removeApiPrice(stored.front().id, stored.front().version).ok());
        w.apiPricePage()->reload();
        QVERIFY(w.scenarioModel()->servingCost(0).apis.empty());
        QTRY_VERIFY2(
            w.scenarioPage()->details()->toPlainText().contains(QLatin1String("No stored API price serves")),
            qPrintable(w.scenarioPage()->details()->toPlainText()));
    }

    // Compare & charts, "Rent vs API": each priced card's cheapest deployment an hour against each API
    // serving the model, whose line is its cost of the same requests (by hand at every rate).
    void theApiChartDrawsEachCardAgainstEachApi() {
        core::MemoryPriceStore store = pricedStore();
        ui::ComparePage page;
        page.setCatalog(catalog());
        page.setPriceData(store.prices({}).value(), store.regions().value(), core::ExchangeRates());
        core::Scenario s = test::trafficScenario("R1");
        s.regionId = "us-east";
        s.traffic.prefixHitShare = 0.5;
        page.setScenario(s);
        page.choice()->setChosen({"h200-sxm", "h100-sxm"}, "h200-sxm"); // the H100 has no rent here
        page.region()->setCurrentIndex(page.region()->findData(QStringLiteral("us-east")));
        page.setApiPrices(store.apiPrices().value());
        page.show();
        page.plotAllCharts();
        const std::vector<ui::LineSeries>& lines = page.apiChart()->series();
        QCOMPARE(lines.size(), std::size_t(2));
        QCOMPARE(lines[0].name, QStringLiteral("H200 SXM 141GB"));
        QVERIFY(!lines[0].dashed && lines[1].dashed);
        QVERIFY(lines[0].x.size() > 10);
        // The cheapest deployment costs more at a higher rate, never less.
        for (int i = 1; i < lines[0].y.size(); ++i)
            QVERIFY(lines[0].y[i] >= lines[0].y[i - 1] - 1e-9);
        // The API: 1,000 uncached and 1,000 cached prompt tokens and 1,000 output tokens a request.
        const double perRequest = (1000 * 0.55 + 1000 * 0.14 + 1000 * 2.19) / 1e6;
        for (int i = 0; i < lines[1].x.size(); ++i)
            QVERIFY(qAbs(lines[1].y[i] - perRequest * lines[1].x[i] * 3600) < 1e-9 * lines[1].y[i]);
    }
};

QTEST_MAIN(TestServingLoad)
#include "test_serving_load.moc"
