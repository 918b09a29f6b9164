// RL post-training in the workbench (issue 34): an RL row is planned on core/rl's estimator at its count or
// the fewest nodes, in the placement it names or the fastest one; its run is edited in the RL run dialog as
// one undoable edit (figures that cannot be are refused with the reason and OK disabled); its details show
// the phases, where they run and their memory; it is saved to and read from a scenario file; bad figures in
// a file are refused by name.
#include "display_format.h"
#include "main_window.h"
#include "scenarios/rl_run_dialog.h"
#include "scenarios/scenario_details.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "test_support.h"

#include "core/planning/scenario.h"
#include "core/planning/scenario_cost.h"
#include "core/prices/memory_price_store.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplan;
using Col = ui::ScenarioTableModel;

namespace {

core::ScenarioEstimate estimate(const core::Scenario& s) {
    return core::estimateScenario(s, test::catalog());
}

} // namespace

class TestRlScenario : public QObject {
    Q_OBJECT
private slots:
    // At a given count: the RL estimate's figures, its plan named by placement, its notes; the fastest
    // placement is at least as fast as colocated and as a split the user names.
    void aGivenCountIsPlannedOnTheRlEstimator() {
        core::Scenario s = test::grpoScenario("GRPO", 32);
        const core::ScenarioEstimate best = estimate(s);
        QVERIFY2(best.ok, core::englishText(best.problem).c_str());
        QVERIFY(best.training && best.rl);
        QCOMPARE(best.gpus, 32);
        QCOMPARE(best.wallSeconds, best.rl->wallSeconds);
        QCOMPARE(best.gpuHours, best.rl->gpuHours);
        QCOMPARE(best.tokensPerSecond, best.rl->trainedTokensPerStep / best.rl->stepSeconds);
        QVERIFY(!best.notes.empty());
        QCOMPARE(best.notes.front().id, core::MessageId::NoteRlCalibrated);
        s.rl.placement = core::RlPlacementChoice::Colocated;
        const core::ScenarioEstimate colocated = estimate(s);
        QVERIFY(colocated.ok);
        QCOMPARE(colocated.plan.id, core::MessageId::PlanRlColocated);
        s.rl.placement = core::RlPlacementChoice::Split;
        s.rl.generationGpus = 16;
        const core::ScenarioEstimate split = estimate(s);
        QVERIFY2(split.ok, core::englishText(split.problem).c_str());
        QCOMPARE(split.plan.id, core::MessageId::PlanRlSplit);
        QCOMPARE(split.rl->generationGpus, 16);
        QCOMPARE(split.rl->trainingGpus, 16);
        QCOMPARE(split.gpus, 32);
        QVERIFY(best.rl->stepSeconds <= colocated.rl->stepSeconds + 1e-9);
        QVERIFY(best.rl->stepSeconds <= split.rl->stepSeconds + 1e-9);
        // GPU-hours are every GPU of the run for its wall time.
        QVERIFY(std::abs(split.gpuHours - split.wallSeconds * 32 / 3600) < 1e-6);
    }

    // The table's throughput cell: an RL run has no MFU of its own (generation and updates mix), so it shows
    // the tokens it trains a second, as its estimate gives them.
    // A row that names no placement keeps every placement the search tried, fastest first, and its details
    // show the run in each with the phase that costs each runner-up most; a named placement has none.
    void theDetailsShowThePlacementsTried() {
        core::Scenario s = test::grpoScenario("GRPO", 32);
        ui::ScenarioRow row;
        row.scenario = s;
        row.estimate = estimate(s);
        const auto& tried = row.estimate.rlPlacements;
        QVERIFY(tried.size() >= 3);
        QCOMPARE(tried.front().stepSeconds, row.estimate.rl->stepSeconds);
        QCOMPARE(tried.front().wallSeconds, row.estimate.wallSeconds);
        for (std::size_t i = 1; i < tried.size(); ++i)
            QVERIFY(tried[i - 1].stepSeconds <= tried[i].stepSeconds);
        const auto colocated = std::find_if(tried.begin(), tried.end(), [](const core::RlPlacementTried& p) {
            return p.placement == core::RlPlacement::Colocated;
        });
        QVERIFY(colocated != tried.end());
        QCOMPARE(colocated->trainingGpus, 32);
        QVERIFY(std::any_of(tried.begin(), tried.end(), [](const core::RlPlacementTried& p) {
            return p.placement == core::RlPlacement::Split && p.generationGpus + p.trainingGpus == 32;
        }));
        const QString html = ui::scenarioDetailsHtml(row, QStringLiteral("GRPO"), QStringLiteral("Shanghai"));
        for (const char* part : {"Placements tried", "colocated on 32", "the fastest: ", "a step longer: "})
            QVERIFY2(html.contains(QLatin1String(part)), part);
        QVERIFY(!html.contains(QLatin1String("; rent "))); // no price: no rents
        // At 10 CNY an H100 hour (7,300 a month), each placement's rent is its GPUs for its run's hours; one
        // is the cheapest.
        const std::vector<core::Region> regions{
            test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.3)};
        const std::vector<core::PriceRecord> prices{test::monthlyPrice("h100-sxm", "7300")};
        row.scenario.regionId = "cn-shanghai";
        row.prices = core::choosePrices(row.scenario, prices, regions);
        row.cost = core::costScenario(row.scenario, row.estimate, row.prices, core::ExchangeRates());
        QVERIFY(row.cost.rentKnown);
        const QString priced =
            ui::scenarioDetailsHtml(row, QStringLiteral("GRPO"), QStringLiteral("Shanghai"));
        for (const core::RlPlacementTried& p : tried)
            QVERIFY2(priced.contains(QStringLiteral("rent ") +
                                     ui::moneyText(p.wallSeconds / 3600 * 32 * 10, QStringLiteral("CNY"))),
                     qPrintable(priced));
        QCOMPARE(priced.count(QLatin1String(", the cheapest")), 1);
        s.rl.placement = core::RlPlacementChoice::Colocated;
        row.scenario = s;
        row.estimate = estimate(s);
        QVERIFY(row.estimate.rlPlacements.empty());
        QVERIFY(!ui::scenarioDetailsHtml(row, QStringLiteral("GRPO"), QStringLiteral("Shanghai"))
                     .contains(QLatin1String("Placements tried")));
    }

    void theTableShowsTheRunsTokensASecond() {
        ui::ScenarioTableModel model(test::catalog());
        model.setScenarios({test::grpoScenario("GRPO", 32)});
        const core::ScenarioEstimate& e = model.row(0).estimate;
        QVERIFY(e.ok && e.tokensPerSecond > 0);
        QCOMPARE(
            model.index(0, Col::Throughput).data().toString(),
            QStringLiteral("%1 tokens/s").arg(QLocale().toString(std::round(e.tokensPerSecond), 'f', 0)));
        QCOMPARE(model.index(0, Col::Throughput).data(Col::SortRole).toDouble(), e.tokensPerSecond);
    }

    // Auto: the fewest GPUs that hold the run, and with a deadline the fewest whole nodes that meet it.
    void anAutoCountIsTheFewestThatHoldOrMeetTheDeadline() {
        core::Scenario s = test::grpoScenario("GRPO", 0);
        const core::ScenarioEstimate fewest = estimate(s);
        QVERIFY2(fewest.ok, core::englishText(fewest.problem).c_str());
        QVERIFY(fewest.countChosen);
        s.deadlineHours = fewest.wallSeconds / 3600 / 3;
        const core::ScenarioEstimate sooner = estimate(s);
        QVERIFY(sooner.ok);
        QVERIFY(sooner.gpus > fewest.gpus);
        QVERIFY(sooner.wallSeconds <= s.deadlineHours * 3600);
        QCOMPARE(sooner.gpus % 8, 0);
        // A deadline no count meets is refused on the deadline; a run's bad figure on its Work cell, auto or
        // not.
        s.deadlineHours = 0.01;
        const core::ScenarioEstimate never = estimate(s);
        QVERIFY(!never.ok);
        QCOMPARE(never.problemField, core::ScenarioField::Deadline);
        s.deadlineHours = 0;
        s.rl.generatedP90 = 1000;
        const core::ScenarioEstimate bad = estimate(s);
        QVERIFY(!bad.ok);
        QCOMPARE(bad.problemField, core::ScenarioField::Tokens);
    }

    // Bad input is refused, naming the cell that causes it.
    void badInputIsRefusedByItsCell() {
        core::Scenario s = test::grpoScenario();
        s.precision = "fp16";
        core::ScenarioEstimate e = estimate(s);
        QVERIFY(!e.ok);
        QCOMPARE(e.problemField, core::ScenarioField::Precision);
        QCOMPARE(QString::fromStdString(core::englishText(e.problem)),
                 QStringLiteral("an RL run trains in BF16 or FP8, not fp16"));
        s = test::grpoScenario("GRPO", 16);
        s.rl.placement = core::RlPlacementChoice::Split;
        s.rl.generationGpus = 16;
        e = estimate(s);
        QVERIFY(!e.ok);
        QCOMPARE(e.problemField, core::ScenarioField::Tokens);
        QVERIFY(core::englishText(e.problem).find("smaller than the 16 GPUs") != std::string::npos);
        s = test::grpoScenario();
        s.rl.generatedP90 = 1000; // below the mean
        e = estimate(s);
        QVERIFY(!e.ok);
        QCOMPARE(e.problemField, core::ScenarioField::Tokens);
        QVERIFY2(core::englishText(e.problem).find("p90 is below their mean") != std::string::npos,
                 core::englishText(e.problem).c_str());
        QCOMPARE(e.problem.id,
                 core::MessageId::RlP90BelowMean); // a message, so the Chinese table reads it too
    }

    // The job at the rent of every region that prices its card: each price once, under the place it is stored
    // for (an area's own price under the area, a cloud region's under the named region around it), cheapest
    // first in the row's currency, the job's GPU-hours at each rent.
    void theJobIsCostedInEveryRegionThatPricesItsCard() {
        std::vector<core::Region> regions{test::region("cn", "Mainland China", "中国大陆", "CNY"),
                                          test::region("cn-shanghai", "Shanghai", "上海", "CNY"),
                                          test::region("us-east", "US East", "美国东部", "USD"),
                                          test::region("aws:us-east-1", "N. Virginia", "弗吉尼亚北部", "USD"),
                                          test::region("eu-west", "EU West", "欧洲西部", "EUR")};
        regions[1].parent = "cn";
        regions[3].parent = "us-east";
        std::vector<core::PriceRecord> prices{
            test::monthlyPrice("h100-sxm", "7300", "cn-shanghai", "CNY"),   // 10 CNY an hour
            test::monthlyPrice("h100-sxm", "1460", "aws:us-east-1", "USD"), // 2 USD an hour
            test::monthlyPrice("h100-sxm", "2190", "eu-west", "EUR"),       // 3 EUR an hour, no rate to USD
            test::monthlyPrice("a100-80gb-sxm", "730", "us-east", "USD")};  // another card
        for (std::size_t i = 0; i < prices.size(); ++i)
            prices[i].id = static_cast<std::int64_t>(i + 1);
        core::ExchangeRates rates;
        rates.set("CNY", 1.0 / 7); // a yuan is a seventh of a dollar
        core::Scenario s = test::grpoScenario("GRPO", 16);
        const core::ScenarioEstimate e = estimate(s);
        QVERIFY(e.ok);
        const auto byRegion = core::rentsByRegion(s, e, prices, regions, rates, "USD");
        QCOMPARE(byRegion.size(), std::size_t(3));                   // Mainland China has no price of its own
        QCOMPARE(byRegion[0].region.id, std::string("cn-shanghai")); // 10 CNY is 1.43 USD an hour
        QCOMPARE(byRegion[1].region.id, std::string("us-east"));     // the N. Virginia price, 2 USD
        QCOMPARE(byRegion[2].region.id, std::string("eu-west"));     // no rate: last
        QCOMPARE(byRegion[2].converted, -1.0);
        QVERIFY(std::abs(byRegion[1].cost.toDouble() - e.gpuHours * 2) < 0.01);
        QVERIFY(std::abs(byRegion[0].converted - e.gpuHours * 10 / 7) < 0.01);
        // A serving row or a row without an estimate has none.
        QVERIFY(core::rentsByRegion(s, core::ScenarioEstimate{}, prices, regions, rates, "USD").empty());
    }

    // A scenario file keeps the run; a file's bad figure is refused by name and nothing is read.
    void theRunIsSavedAndReadBack() {
        core::Scenario s = test::grpoScenario();
        s.kind = core::ScenarioKind::Ppo;
        s.rl.generatedP90 = 5000;
        s.rl.placement = core::RlPlacementChoice::Split;
        s.rl.generationGpus = 8;
        s.rl.staleness = 1;
        s.rl.reference = false;
        s.rl.rewardSeconds = 12.5;
        const auto back = ui::scenarioFromJson(ui::scenarioToJson(s));
        QVERIFY2(back, back ? "" : back.error().c_str());
        QVERIFY(back.value() == s);
        QJsonObject json = ui::scenarioToJson(s);
        QJsonObject rl = json.value(QStringLiteral("rl")).toObject();
        rl.insert(QStringLiteral("steps"), 0);
        json.insert(QStringLiteral("rl"), rl);
        auto refused = ui::scenarioFromJson(json);
        QVERIFY(!refused);
        QCOMPARE(QString::fromStdString(refused.error()),
                 QStringLiteral("rl: 'steps' must be a number from 1 to 100000000"));
        rl.insert(QStringLiteral("steps"), 10);
        rl.insert(QStringLiteral("placement"), QStringLiteral("sideways"));
        json.insert(QStringLiteral("rl"), rl);
        refused = ui::scenarioFromJson(json);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("unknown 'placement' 'sideways'") != std::string::npos,
                 refused.error().c_str());
    }

    // On the window: the row shows its run, Workload... opens the RL run dialog, a figure that cannot be
    // disables OK with the reason, OK applies the run as one undoable edit and the row is planned again.
    void theDialogEditsTheRunAsOneUndoableEdit() {
        core::MemoryPriceStore store;
        ui::MainWindow w(test::catalog(), store, QStringLiteral("memory"), &store);
        w.show();
        w.scenarioPage()->addScenario(test::loraScenario("job", "a100-80gb-sxm", 8));
        w.scenarioPage()->addScenario(test::grpoScenario("GRPO", 16));
        ui::ScenarioPage* page = w.scenarioPage();
        ui::ScenarioTableModel* m = page->model();
        QCOMPARE(m->index(1, Col::Work).data().toString(), QStringLiteral("64 × 8, 100 steps"));
        const QString tip = m->index(1, Col::Work).data(Qt::ToolTipRole).toString();
        QVERIFY2(
            tip.startsWith(QStringLiteral("64 prompts × 8 rollouts a step, 256-token prompts, 2,000 tokens "
                                          "generated")),
            qPrintable(tip));
        QVERIFY(!(m->flags(m->index(1, Col::Work)) & Qt::ItemIsEditable)); // the dialog edits it
        QAction* action = w.findChild<QAction*>(QStringLiteral("actionServingLoad"));
        page->selectRow(0);
        QVERIFY(!action->isEnabled());
        page->selectRow(1);
        QVERIFY(action->isEnabled());
        const double hoursBefore = m->row(1).estimate.wallSeconds;
        const int steps = w.undoStack()->count();

        action->trigger();
        ui::RlRunDialog* d = page->rlRunDialog();
        QVERIFY(d && d->isVisible());
        QCOMPARE(d->prompts()->value(), 64);
        // The generation pool may go on any other card of the catalog, split (named or the fastest), not
        // colocated.
        QVERIFY(d->generationCard()->findData(QStringLiteral("h20")) > 0);
        QCOMPARE(d->generationCard()->findData(QStringLiteral("h100-sxm")), -1); // the row's own is the first
        QVERIFY(d->generationCard()->isEnabled());
        d->placement()->setCurrentIndex(d->placement()->findData(int(core::RlPlacementChoice::Colocated)));
        QVERIFY(!d->generationCard()->isEnabled());
        d->generatedP90()->setValue(1000); // below the mean of 2,000
        QVERIFY(!d->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        QCOMPARE(d->problem()->text(), QStringLiteral("The generated tokens' p90 is below their mean."));
        d->generatedP90()->setValue(0);
        QVERIFY(d->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        d->placement()->setCurrentIndex(d->placement()->findData(int(core::RlPlacementChoice::Split)));
        QVERIFY(d->generationGpus()->isEnabled());
        QVERIFY(!d->buttons()->button(QDialogButtonBox::Ok)->isEnabled()); // no generation pool yet
        d->generationGpus()->setValue(16);
        QVERIFY(!d->buttons()->button(QDialogButtonBox::Ok)->isEnabled()); // not smaller than the 16 GPUs
        d->placement()->setCurrentIndex(d->placement()->findData(int(core::RlPlacementChoice::Best)));
        d->steps()->setValue(200);
        d->buttons()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY(!page->rlRunDialog());

        QCOMPARE(w.undoStack()->count(), steps + 1);
        QCOMPARE(m->row(1).scenario.rl.steps, 200);
        QVERIFY(m->row(1).estimate.ok);
        QVERIFY(std::abs(m->row(1).estimate.wallSeconds / hoursBefore - 2) < 1e-6); // twice the steps
        w.undoStack()->undo();
        QCOMPARE(m->row(1).scenario.rl.steps, 100);

        // The details: the phases of a step, where they run, each phase's memory.
        page->selectRow(1);
        const QString details = ui::scenarioDetailsHtml(m->row(1), Col::kindText(core::ScenarioKind::Grpo),
                                                        QStringLiteral("Shanghai"));
        for (const char* part : {"GRPO post-training", "generation (rollouts)", "policy update",
                                 "refit (weights into the engines)", "Where the phases run", "Placement",
                                 "KV cache", "calibrated on NeMo RL"})
            QVERIFY2(details.contains(QLatin1String(part)), part);
        // Colocated, the optimizer states' round trip to host memory is a phase of its own.
        const bool colocated = m->row(1).estimate.rl->layout.placement == core::RlPlacement::Colocated;
        QCOMPARE(details.contains(QLatin1String("optimizer states to host memory and back")), colocated);
        // With the regions that price its card: the job's rent in each (issue 34's cost by region).
        core::RegionRent shanghai{test::region("cn-shanghai", "Shanghai", "上海", "CNY"),
                                  test::monthlyPrice("h100-sxm", "7300"),
                                  core::Money::parse("1000", "CNY").value(), 142.86};
        const QString withRegions =
            ui::scenarioDetailsHtml(m->row(1), Col::kindText(core::ScenarioKind::Grpo),
                                    QStringLiteral("Shanghai"), {}, nullptr, {shanghai});
        QVERIFY(withRegions.contains(QLatin1String("Rent by region")));
        QVERIFY(withRegions.contains(QLatin1String("<b>Shanghai</b>"))); // the row's own region
        QVERIFY(withRegions.contains(QLatin1String("1,000 CNY")));
    }
};

QTEST_MAIN(TestRlScenario)
#include "test_rl_scenario.moc"
