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
#include "core/serving/length_trace.h"
#include "display_format.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QUndoStack>
#include <QtTest>

#include <cmath>

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

    // Traffic of users who think between requests instead of a rate: the boxes follow the choice, the
    // scenario carries the users and no rate, and no users at all is refused with the reason.
    void usersWithAThinkTimeReplaceTheRate() {
        ui::ServingLoadDialog d(throughputRow());
        QVERIFY(!d.byUsers()->isEnabled() && !d.users()->isEnabled());
        d.byRequests()->setChecked(true);
        QVERIFY(d.byRate()->isChecked() && d.requestsPerSecond()->isEnabled() && !d.users()->isEnabled());
        d.byUsers()->setChecked(true);
        QVERIFY(d.byRequests()->isChecked()); // the two choices are apart
        QVERIFY(!d.requestsPerSecond()->isEnabled() && d.users()->isEnabled() &&
                d.thinkSeconds()->isEnabled());
        d.users()->setValue(150);
        d.thinkSeconds()->setValue(30);
        auto s = d.scenario();
        QVERIFY(s.ok());
        QCOMPARE(s->traffic.users, 150.0);
        QCOMPARE(s->traffic.thinkSeconds, 30.0);
        QCOMPARE(s->traffic.requestsPerSecond, 0.0);
        QCOMPARE(ui::trafficLoadText(s->traffic), QStringLiteral("150 users, 30 s think time"));

        d.users()->setValue(0);
        QVERIFY(!d.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY2(d.problem()->text().contains(QLatin1String("at least one user")),
                 qPrintable(d.problem()->text()));
        d.byRate()->setChecked(true);
        s = d.scenario();
        QVERIFY(s.ok());
        QCOMPARE(s->traffic.users, 0.0);
        QCOMPARE(s->traffic.thinkSeconds, 0.0);
        QVERIFY(s->traffic.requestsPerSecond > 0);

        // A dialog opened on a users row starts on them.
        core::Scenario users = test::trafficScenario();
        users.traffic.requestsPerSecond = 0;
        users.traffic.users = 40;
        ui::ServingLoadDialog again(users);
        QVERIFY(again.byUsers()->isChecked());
        QCOMPARE(again.users()->value(), 40.0);
    }

    // Lengths read from a trace of requests fill the means and p90s as core::parseLengthTrace finds them; a
    // trace that is refused, or a file that cannot be read, changes nothing and says why.
    void lengthsComeFromATrace() {
        ui::ServingLoadDialog d(test::trafficScenario());
        QTemporaryDir dir;
        QByteArray csv = "request,prompt_tokens,completion_tokens\n";
        for (int i = 1; i <= 40; ++i)
            csv += QByteArray::number(i) + ',' + QByteArray::number(100 * i) + ',' +
                   QByteArray::number(7 * i + 3) + '\n';
        const QString good = dir.filePath(QStringLiteral("chat.csv"));
        QFile f(good);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(csv);
        f.close();
        const auto expected = core::parseLengthTrace(csv.toStdString());
        QVERIFY(expected.ok());
        QVERIFY(d.readTrace(good).ok());
        QCOMPARE(d.inputMean()->value(), int(std::lround(expected->input.mean)));
        QCOMPARE(d.inputP90()->value(), int(std::lround(expected->input.p90)));
        QCOMPARE(d.outputMean()->value(), int(std::lround(expected->output.mean)));
        QCOMPARE(d.outputP90()->value(), int(std::lround(expected->output.p90)));
        QCOMPARE(d.inputMean()->value(), 2050); // (100 + 4,000) / 2
        QCOMPARE(d.traceNote()->text(), QStringLiteral("40 requests read from chat.csv"));
        QVERIFY(d.buttons()->button(QDialogButtonBox::Ok)->isEnabled());

        const QString bad = dir.filePath(QStringLiteral("bad.csv"));
        QFile b(bad);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write("input_tokens\n5\n");
        b.close();
        QVERIFY(!d.readTrace(bad).ok());
        QVERIFY2(d.traceNote()->text().startsWith(QLatin1String("bad.csv not used: ")),
                 qPrintable(d.traceNote()->text()));
        QCOMPARE(d.inputMean()->value(), 2050);
        QVERIFY(!d.readTrace(dir.filePath(QStringLiteral("missing.csv"))).ok());
        QVERIFY2(d.traceNote()->text().startsWith(QLatin1String("Cannot read missing.csv")),
                 qPrintable(d.traceNote()->text()));
        QCOMPARE(d.outputP90()->value(), int(std::lround(expected->output.p90)));
    }

    // On the window, a row sized for users shows them in its Work cell, is planned for their closed loop,
    // and its details give the rate they send.
    void aUsersRowShowsTheRateItsUsersSend() {
        core::MemoryPriceStore store = pricedStore();
        ui::MainWindow w(catalog(), store, QStringLiteral("memory"), &store);
        w.show();
        core::Scenario s = test::trafficScenario("R1");
        s.regionId = "us-east";
        s.traffic.requestsPerSecond = 0;
        s.traffic.users = 150;
        s.traffic.thinkSeconds = 30;
        w.scenarioPage()->addScenario(s);
        w.scenarioPage()->selectRow(0);
        const ui::ScenarioRow& row = w.scenarioPage()->model()->row(0);
        QVERIFY2(row.estimate.ok, core::englishText(row.estimate.problem).c_str());
        QCOMPARE(w.scenarioPage()->model()->index(0, Col::Work).data().toString(),
                 QStringLiteral("150 users, 30 s think time"));
        const core::ScenarioServingCost& cost = w.scenarioPage()->model()->servingCost(0);
        QVERIFY(cost.known);
        QVERIFY(cost.requestsPerSecond > 0 && cost.requestsPerSecond < 150.0 / 30);
        const QString details = w.scenarioPage()->details()->toPlainText();
        QVERIFY2(details.contains(QLatin1String("what 150 users send at these latencies")),
                 qPrintable(details));
    }

    // On the window: Serving load... opens the dialog on the current serving row, OK applies it as one undo
    // step and the row is re-planned for the traffic; undo restores the throughput target. A training row has
    // no serving load.
    void theWindowAppliesTheLoadAsOneUndoableEdit() {
        core::MemoryPriceStore store;
        ui::MainWindow w(catalog(), store, QStringLiteral("memory"), &store);
        w.show();
        w.scenarioPage()->addScenario(test::loraScenario("job", "a100-80gb-sxm", 8));
        w.scenarioPage()->addScenario(throughputRow());
        ui::ScenarioPage* page = w.scenarioPage();
        QAction* action = w.findChild<QAction*>(QStringLiteral("actionServingLoad"));
        QVERIFY(action);
        page->selectRow(0);
        QVERIFY(!action->isEnabled());
        page->selectRow(1);
        QVERIFY(action->isEnabled());
        const QString before = w.scenarioPage()->model()->index(1, Col::Work).data().toString();
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
        const ui::ScenarioRow& row = w.scenarioPage()->model()->row(1);
        QCOMPARE(row.scenario.traffic.requestsPerSecond, 20.0);
        QVERIFY(row.estimate.ok);
        QCOMPARE(w.scenarioPage()->model()->index(1, Col::Work).data().toString(),
                 QStringLiteral("20 requests/s"));
        const QString tip = w.scenarioPage()->model()->index(1, Col::Work).data(Qt::ToolTipRole).toString();
        QVERIFY2(
            tip.startsWith(QLatin1String("20 requests/s; prompts 2,000 tokens (p90 2,000), answers 1,000")),
            qPrintable(tip));
        // It sorts with the throughput rows by its output tokens per second: 20 requests of 1,000 tokens.
        QCOMPARE(w.scenarioPage()->model()->index(1, Col::Work).data(Col::SortRole).toDouble(), 20000.0);
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
        QCOMPARE(w.scenarioPage()->model()->row(1).scenario.traffic.requestsPerSecond, 0.0);
        QCOMPARE(w.scenarioPage()->model()->index(1, Col::Work).data().toString(), before);
    }

    // A traffic row's details weigh its rent against the stored API that serves its model, with the load
    // from which renting costs less; deleting the API price on its tab takes it out of the details.
    void theDetailsWeighTheRentAgainstTheApis() {
        core::MemoryPriceStore store = pricedStore();
        ui::MainWindow w(catalog(), store, QStringLiteral("memory"), &store);
        w.show();
        core::Scenario s = test::trafficScenario("R1");
        s.regionId = "us-east";
        w.scenarioPage()->addScenario(s);
        w.scenarioPage()->selectRow(0);
        QVERIFY(w.scenarioPage()->model()->row(0).cost.rentKnown);
        const core::ScenarioServingCost& cost = w.scenarioPage()->model()->servingCost(0);
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
        QVERIFY(w.scenarioPage()->model()->servingCost(0).apis.empty());
        QTRY_VERIFY2(
            w.scenarioPage()->details()->toPlainText().contains(QLatin1String("No stored API price serves")),
            qPrintable(w.scenarioPage()->details()->toPlainText()));
    }

    // Compare & charts, "Rent vs API": each priced card's cheapest deployment an hour against each API
    // serving the model, whose line is its cost of the same requests (by hand at every rate).
    void theApiChartDrawsEachCardAgainstEachApi() {
        core::MemoryPriceStore store = pricedStore();
        ui::PageContext context(catalog(), store);
        ui::ComparePage page(context);
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
        // A chart with lines does not say it has none (the report printed both until 2026-12-07).
        QVERIFY2(!page.apiChart()->shownTitle().contains(QLatin1String("None of the chosen cards")),
                 qPrintable(page.apiChart()->shownTitle()));
        QVERIFY(!lines[0].dashed && lines[1].dashed);
        QVERIFY(lines[0].x.size() > 10);
        // The cheapest deployment costs more at a higher rate, never less.
        for (int i = 1; i < lines[0].y.size(); ++i)
            QVERIFY(lines[0].y[i] >= lines[0].y[i - 1] - 1e-9);
        // The API: 1,000 uncached and 1,000 cached prompt tokens and 1,000 output tokens a request.
        const double perRequest = (1000 * 0.55 + 1000 * 0.14 + 1000 * 2.19) / 1e6;
        for (int i = 0; i < lines[1].x.size(); ++i)
            QVERIFY(qAbs(lines[1].y[i] - perRequest * lines[1].x[i] * 3600) < 1e-9 * lines[1].y[i]);

        // A load of users: the rates are centred on what they send on the H200 (the middle of 25 points),
        // less than 150 users / 30 s, as each also waits for the answer: with no TPOT limit, a slow one.
        s.traffic.requestsPerSecond = 0;
        s.traffic.users = 150;
        s.traffic.thinkSeconds = 30;
        page.setScenario(s);
        page.plotAllCharts();
        const std::vector<ui::LineSeries>& users = page.apiChart()->series();
        QCOMPARE(users.size(), std::size_t(2));
        const double centre = users[1].x[12];
        QVERIFY2(centre > 0.1 && centre < 150.0 / 30, qPrintable(QString::number(centre)));

        // Only the H100, which has no rent here, and no API prices: nothing to plot, and the chart says why.
        page.choice()->setChosen({"h100-sxm"}, "h100-sxm");
        page.setApiPrices({});
        page.plotAllCharts();
        QVERIFY(page.apiChart()->series().empty());
        QVERIFY2(page.apiChart()->shownTitle().contains(QLatin1String("None of the chosen cards")),
                 qPrintable(page.apiChart()->shownTitle()));
    }
};

QTEST_MAIN(TestServingLoad)
#include "test_serving_load.moc"
