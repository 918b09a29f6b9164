// An RL row whose generation pool runs on a card of its own (issue 34: "split pools of chosen sizes and GPU
// types"): the run is planned with generation on that card, in the split named or the fastest split of the
// row's GPUs between the two cards; each pool is costed at its card's rent and server price in the row's
// region; the RL run dialog chooses the card; the file keeps it; the workbook gives the generation pool a
// line of its own with live formulas; bad input is refused by name.
#include "compare/comparison_data.h"
#include "display_format.h"
#include "main_window.h"
#include "patience.h"
#include "prices/add_price_dialog.h"
#include "scenarios/rl_run_dialog.h"
#include "scenarios/scenario_details.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "test_support.h"

#include "core/planning/scenario.h"
#include "core/planning/scenario_cost.h"
#include "core/planning/scenario_regions.h"
#include "core/planning/scenario_rl.h"
#include "core/prices/memory_price_store.h"
#include "core/rl/rl_estimator.h"
#include "core/rl/rl_placement.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QJsonObject>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QtTest>

#include <cmath>

using namespace gpuplan;

namespace {

// GRPO of Qwen3 32B on 32 GPUs: 8 H20 generate, 24 H100 train.
core::Scenario mixedPools() {
    core::Scenario s = test::grpoScenario("GRPO", 32);
    s.rl.placement = core::RlPlacementChoice::Split;
    s.rl.generationGpus = 8;
    s.rl.generationGpuId = "h20";
    return s;
}

core::PriceRecord serverPrice(const char* gpu, const char* amount) {
    core::PriceRecord p = test::monthlyPrice(gpu, amount);
    p.kind = core::PriceKind::Purchase;
    p.unit = core::PriceUnit::OneOff;
    p.gpusPerMachine = 8;
    return p;
}

// Shanghai with a tariff; H100 at 10 CNY an hour (7,300 a month) and H20 at 5 (3,650); servers of eight.
struct ShanghaiPrices {
    std::vector<core::Region> regions{test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.3)};
    std::vector<core::PriceRecord> prices{test::monthlyPrice("h100-sxm", "7300"),
                                          test::monthlyPrice("h20", "3650"),
                                          serverPrice("h100-sxm", "2000000"), serverPrice("h20", "1200000")};
    ShanghaiPrices() {
        for (std::size_t i = 0; i < prices.size(); ++i)
            prices[i].id = static_cast<std::int64_t>(i + 1);
    }
};

} // namespace

class TestRlPoolCards : public QObject {
    Q_OBJECT
private slots:
    // The row's run is core/rl's with generation on the H20 pool: the same step as estimateRl's with that
    // layout, not the all-H100 split's; the plan and the estimate name both cards.
    void theGenerationPoolRunsOnItsOwnCard() {
        const core::Catalog& catalog = test::catalog();
        const core::Scenario s = mixedPools();
        const core::ScenarioEstimate e = core::estimateScenario(s, catalog);
        QVERIFY2(e.ok, core::englishText(e.problem).c_str());
        QVERIFY(e.rl && e.generationCard);
        QCOMPARE(e.gpus, 32);
        QCOMPARE(e.generationCard->gpuId, std::string("h20"));
        QCOMPARE(e.generationCard->gpus, 8);
        QCOMPARE(e.generationCard->gpuWatts, catalog.gpu("h20")->tdpWatts);
        QCOMPARE(e.generationCard->memoryCapacity, catalog.gpu("h20")->memoryBytes);
        QCOMPARE(e.rl->generationGpus, 8);
        QCOMPARE(e.rl->trainingGpus, 24);
        QCOMPARE(e.plan.id, core::MessageId::PlanRlSplitCards);
        const std::string plan = core::englishText(e.plan);
        QVERIFY2(plan.find("8 x H20 96GB (HGX) generate + 24 x H100 SXM 80GB train") == 0, plan.c_str());

        core::RlScenario direct =
            core::rlScenarioOf(s, catalog, *catalog.model("qwen3-32b"), *catalog.gpu("h100-sxm"), 24);
        direct.layout.placement = core::RlPlacement::Split;
        direct.layout.generationGpus = 8;
        QCOMPARE(direct.layout.generationGpu, catalog.gpu("h20"));
        const auto r = core::estimateRl(direct);
        QVERIFY(r);
        QCOMPARE(e.rl->stepSeconds, r->stepSeconds);
        QCOMPARE(e.wallSeconds, r->wallSeconds);

        core::Scenario allH100 = s;
        allH100.rl.generationGpuId.clear();
        const core::ScenarioEstimate same = core::estimateScenario(allH100, catalog);
        QVERIFY(same.ok && !same.generationCard);
        QCOMPARE(same.plan.id, core::MessageId::PlanRlSplit);
        // The H20 decodes at 4.0 TB/s against the H100's 3.35, but computes at a seventh: not the same step.
        QVERIFY(std::abs(same.rl->phases.generation - e.rl->phases.generation) > 1e-3);
        // The scenario's own card named again is both pools on it.
        allH100.rl.generationGpuId = "h100-sxm";
        QVERIFY(!core::estimateScenario(allH100, catalog).generationCard);
    }

    // A card the catalog lacks, or a generation card without split pools, is refused on the Work cell.
    void badInputIsRefusedByName() {
        core::Scenario s = mixedPools();
        s.rl.generationGpuId = "h21";
        core::ScenarioEstimate e = core::estimateScenario(s, test::catalog());
        QVERIFY(!e.ok);
        QCOMPARE(e.problemField, core::ScenarioField::Tokens);
        QVERIFY2(core::englishText(e.problem).find("h21") != std::string::npos,
                 core::englishText(e.problem).c_str());
        s = mixedPools();
        s.rl.placement = core::RlPlacementChoice::Colocated;
        e = core::estimateScenario(s, test::catalog());
        QVERIFY(!e.ok);
        QCOMPARE(e.problem.id, core::MessageId::ScenarioRlGenerationCardNeedsSplit);
        QCOMPARE(
            core::englishText(e.problem),
            std::string("a generation pool on H20 96GB (HGX) needs split pools: choose them in the RL run, "
                        "with the pool's size"));
    }

    // "The fastest" with a generation card: the row searches the splits of its GPUs between the two cards
    // (no colocation across two cards), takes core/rl's fastest, lists the splits tried and costs each pool.
    void theFastestSplitBetweenTheTwoCards() {
        const core::Catalog& catalog = test::catalog();
        core::Scenario s = mixedPools();
        s.rl.placement = core::RlPlacementChoice::Best;
        const core::ScenarioEstimate e = core::estimateScenario(s, catalog);
        QVERIFY2(e.ok, core::englishText(e.problem).c_str());
        QVERIFY(e.rl && e.generationCard);
        QCOMPARE(e.gpus, 32);
        QCOMPARE(e.plan.id, core::MessageId::PlanRlSplitCards);
        core::RlScenario base =
            core::rlScenarioOf(s, catalog, *catalog.model("qwen3-32b"), *catalog.gpu("h100-sxm"), 32);
        QCOMPARE(base.layout.generationGpu, catalog.gpu("h20"));
        const auto search = core::searchRlPlacements(base);
        QVERIFY(search);
        QCOMPARE(e.rl->stepSeconds, search->ranked.front().estimate.stepSeconds);
        QCOMPARE(e.generationCard->gpus, search->ranked.front().estimate.generationGpus);
        QCOMPARE(e.rlPlacements.size(), std::size_t(3)); // 8, 16 or 24 H20s generating
        for (const core::RlPlacementTried& t : e.rlPlacements)
            QVERIFY(t.placement == core::RlPlacement::Split && t.generationGpus % 8 == 0);

        // Each pool at its card's rent: 10 CNY an hour an H100, 5 an H20.
        const ShanghaiPrices sh;
        const core::ScenarioPrices p = core::choosePrices(s, sh.prices, sh.regions);
        QVERIFY(p.generationRent);
        const core::ScenarioCost c = core::costScenario(s, e, p, core::ExchangeRates());
        QVERIFY2(c.rentKnown, core::englishText(c.rentProblem).c_str());
        const int h20 = e.generationCard->gpus;
        QVERIFY(std::abs(c.rent.toDouble() - e.wallSeconds / 3600 * ((32 - h20) * 10 + h20 * 5)) < 0.02);
        // The details list the splits tried, and say which card does what in each.
        ui::ScenarioRow row;
        row.scenario = s;
        row.estimate = e;
        row.prices = p;
        row.cost = c;
        const QString html = ui::scenarioDetailsHtml(row, QStringLiteral("GRPO"), QStringLiteral("Shanghai"));
        QVERIFY2(
            html.contains(QLatin1String("Placements tried")) &&
                html.contains(QLatin1String("Each generates on H20 96GB (HGX) and trains on H100 SXM 80GB.")),
            qPrintable(html));
        // Each split's rent: its H20s at 5 CNY an hour and its H100s at 10, for its run's hours.
        for (const core::RlPlacementTried& t : e.rlPlacements)
            QVERIFY2(html.contains(
                         QStringLiteral("rent ") +
                         ui::moneyText(t.wallSeconds / 3600 * (t.generationGpus * 5 + t.trainingGpus * 10),
                                       QStringLiteral("CNY"))),
                     qPrintable(html));

        // An automatic count searches the splits at each count it tries.
        core::Scenario automatic = s;
        automatic.gpus = 0;
        const core::ScenarioEstimate a = core::estimateScenario(automatic, catalog);
        QVERIFY2(a.ok, core::englishText(a.problem).c_str());
        QVERIFY(a.countChosen && a.generationCard && a.gpus >= 2);
        // One GPU cannot hold a pool of each card: refused on the count.
        core::Scenario one = s;
        one.gpus = 1;
        const core::ScenarioEstimate refused = core::estimateScenario(one, catalog);
        QVERIFY(!refused.ok);
        QCOMPARE(refused.problemField, core::ScenarioField::Count);
        QCOMPARE(refused.problem.id, core::MessageId::RlTwoCardsNeedTwoGpus);

        // The dialog offers the card with the fastest placement, and says what it does.
        const std::vector<std::pair<QString, QString>> cards{
            {QStringLiteral("H100 SXM 80GB"), QStringLiteral("h100-sxm")},
            {QStringLiteral("H20 96GB (HGX)"), QStringLiteral("h20")}};
        ui::RlRunDialog d(s, cards);
        QVERIFY(d.generationCard()->isEnabled());
        QCOMPARE(d.scenario().value().rl.generationGpuId, std::string("h20"));
        QCOMPARE(d.scenario().value().rl.placement, core::RlPlacementChoice::Best);
        QVERIFY(ui::RlRunDialog::describe(s, QStringLiteral("H20 96GB (HGX)"))
                    .contains(QStringLiteral("generating on H20 96GB (HGX): the fastest split")));
        // DPO generates nothing: no card to choose.
        core::Scenario dpo = s;
        dpo.kind = core::ScenarioKind::Dpo;
        dpo.rl.generationGpuId.clear();
        ui::RlRunDialog dpoDialog(dpo, cards);
        QVERIFY(!dpoDialog.generationCard()->isEnabled());
    }

    // Each pool at its card's rent, worked out by hand; each price's range moves its own pool's share; owning
    // is the two pools' servers and energy; a card without a rent in the region names that card.
    void eachPoolIsCostedAtItsCardsPrices() {
        const ShanghaiPrices sh;
        const core::Scenario s = mixedPools();
        const core::ScenarioEstimate e = core::estimateScenario(s, test::catalog());
        QVERIFY(e.ok);
        const core::ScenarioPrices p = core::choosePrices(s, sh.prices, sh.regions);
        QVERIFY(p.rent && p.generationRent && p.purchase && p.generationPurchase);
        QCOMPARE(p.rent->gpuId, std::string("h100-sxm"));
        QCOMPARE(p.generationRent->gpuId, std::string("h20"));
        const core::ScenarioCost c = core::costScenario(s, e, p, core::ExchangeRates());
        QVERIFY2(c.rentKnown, core::englishText(c.rentProblem).c_str());
        const double hours = e.wallSeconds / 3600;
        QVERIFY(std::abs(c.rent.toDouble() - hours * (24 * 10 + 8 * 5)) < 0.02);
        QCOMPARE(c.rentPerGpuHour, 8.75); // (24 x 10 + 8 x 5) / 32
        QCOMPARE(c.pools.size(), std::size_t(2));
        QVERIFY(std::abs(c.pools[0].rent.toDouble() - hours * 240) < 0.01);
        QVERIFY(std::abs(c.pools[1].rent.toDouble() - hours * 40) < 0.01);
        QVERIFY(std::abs(c.pools[0].rentPerGpuHour - 10) < 1e-9 &&
                std::abs(c.pools[1].rentPerGpuHour - 5) < 1e-9);
        // Both prices, and the RL estimate's speed, move the rent; the H100's most.
        QCOMPARE(c.sensitivity.size(), std::size_t(3));
        bool generationPrice = false;
        for (const core::Sensitivity& x : c.sensitivity)
            generationPrice |= core::englishText(x.name) == "generation pool's rent price";
        QVERIFY(generationPrice);
        // Owning: three servers of H100 and one of H20, energy at each card's board power.
        QVERIFY2(c.buyKnown, core::englishText(c.buyProblem).c_str());
        QCOMPARE(c.ownership.servers, 4);
        QCOMPARE(c.ownership.capex.toDouble(), 3 * 2000000.0 + 1 * 1200000.0);
        QCOMPARE(c.pools[0].ownership.capex.toDouble(), 6000000.0);
        QCOMPARE(c.pools[1].ownership.capex.toDouble(), 1200000.0);
        QVERIFY(std::abs(c.ownership.energyKwh -
                         (c.pools[0].ownership.energyKwh + c.pools[1].ownership.energyKwh)) < 1e-6);
        // 8 cards of 400 W and a host against 24 of 700 W and three hosts
        QVERIFY(c.pools[1].ownership.itKw < c.pools[0].ownership.itKw / 3);
        QVERIFY(c.breakEven && c.breakEven->reached);

        // No H20 rent in Shanghai: the rent is unknown, and the problem names the H20.
        std::vector<core::PriceRecord> noH20{sh.prices[0], sh.prices[2], sh.prices[3]};
        const core::ScenarioCost unknown =
            core::costScenario(s, e, core::choosePrices(s, noH20, sh.regions), core::ExchangeRates());
        QVERIFY(!unknown.rentKnown);
        QVERIFY2(core::englishText(unknown.rentProblem).find("H20 96GB (HGX)") != std::string::npos,
                 core::englishText(unknown.rentProblem).c_str());
        // One card type: no pools, and the rent is the GPU-hours at the H100's price.
        core::Scenario one = s;
        one.rl.generationGpuId.clear();
        const core::ScenarioEstimate oneEstimate = core::estimateScenario(one, test::catalog());
        const core::ScenarioCost oneCost = core::costScenario(
            one, oneEstimate, core::choosePrices(one, sh.prices, sh.regions), core::ExchangeRates());
        QVERIFY(oneCost.pools.empty());
        QVERIFY(std::abs(oneCost.rent.toDouble() - oneEstimate.gpuHours * 10) < 0.02);
    }

    // In the table: the GPU cell names both cards; a generation card without a rent or server price in the
    // region is the one the cell names and its link adds a price for.
    void theTableNamesTheCardThatLacksAPrice() {
        const ShanghaiPrices sh;
        ui::ScenarioTableModel m(test::catalog());
        m.setPriceData({sh.prices[0], sh.prices[2]}, sh.regions, core::ExchangeRates()); // the H100's alone
        m.setScenarios({mixedPools()});
        using Col = ui::ScenarioTableModel;
        QCOMPARE(m.index(0, Col::Gpu).data().toString(),
                 QStringLiteral("H100 SXM 80GB (generation: H20 96GB (HGX))"));
        QCOMPARE(m.index(0, Col::Rent).data().toString(), QStringLiteral("no H20 96GB (HGX) rent: add..."));
        QCOMPARE(m.index(0, Col::Buy).data().toString(),
                 QStringLiteral("no H20 96GB (HGX) server price: add..."));
        QCOMPARE(m.index(0, Col::Rent).data(Col::MissingPriceRole).toString(), QStringLiteral("rent"));
        QCOMPARE(Col::unpricedCard(m.row(0), false).first, std::string("h20"));
        QCOMPARE(Col::unpricedCard(m.row(0), true).first, std::string("h20"));
        // With the H20's prices too, the row is costed and nothing is missing.
        m.setPrices(sh.prices);
        QVERIFY(m.row(0).cost.rentKnown && m.row(0).cost.buyKnown);
        QVERIFY(m.index(0, Col::Rent).data(Col::MissingPriceRole).toString().isEmpty());
        // Without the H100's own rent, the H100 is the card named.
        m.setPrices({sh.prices[1], sh.prices[2], sh.prices[3]});
        QCOMPARE(Col::unpricedCard(m.row(0), false).first, std::string("h100-sxm"));
    }

    // On the window: one click on the Rent cell opens the price dialog on the H20, the card that lacks it.
    void theMissingPriceLinkAddsTheGenerationCardsPrice() {
        core::MemoryPriceStore store = test::shanghaiPriceStore(); // H100 and A100 rents, no H20
        ui::MainWindow w(test::catalog(), store, QStringLiteral("memory"), &store);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
        const int row = w.scenarioPage()->addScenario(mixedPools());
        using Col = ui::ScenarioTableModel;
        const QModelIndex rent = w.scenarioPage()->model()->index(row, Col::Rent);
        QCOMPARE(rent.data(Col::MissingPriceRole).toString(), QStringLiteral("rent"));
        bool checked = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<ui::AddPriceDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCOMPARE(dialog->gpu()->currentData().toString(), QStringLiteral("h20"));
            QCOMPARE(dialog->region()->currentData().toString(), QStringLiteral("cn-shanghai"));
            checked = true;
            dialog->reject();
        });
        QTableView* view = w.scenarioPage()->view();
        view->scrollTo(view->model()->index(row, Col::Rent));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->visualRect(view->model()->index(row, Col::Rent)).center());
        QVERIFY(checked);
    }

    // The file keeps the card; the dialog lists the catalog's cards, offers them only for split pools, and a
    // placement that is not split drops the card.
    void theFileAndTheDialogKeepTheCard() {
        const core::Scenario s = mixedPools();
        const QJsonObject json = ui::scenarioToJson(s);
        QCOMPARE(
            json.value(QStringLiteral("rl")).toObject().value(QStringLiteral("generation_gpu")).toString(),
            QStringLiteral("h20"));
        const auto back = ui::scenarioFromJson(json);
        QVERIFY(back && back.value() == s);

        const std::vector<std::pair<QString, QString>> cards{
            {QStringLiteral("H100 SXM 80GB"), QStringLiteral("h100-sxm")},
            {QStringLiteral("H20 96GB (HGX)"), QStringLiteral("h20")},
            {QStringLiteral("L40S"), QStringLiteral("l40s")}};
        ui::RlRunDialog d(s, cards);
        QCOMPARE(d.generationCard()->count(), 3); // the scenario's card, then the two others
        QCOMPARE(d.generationCard()->currentData().toString(), QStringLiteral("h20"));
        QVERIFY(d.generationCard()->isEnabled());
        d.generationCard()->setCurrentIndex(d.generationCard()->findData(QStringLiteral("l40s")));
        QCOMPARE(d.scenario().value().rl.generationGpuId, std::string("l40s"));
        d.placement()->setCurrentIndex(d.placement()->findData(int(core::RlPlacementChoice::Colocated)));
        QVERIFY(!d.generationCard()->isEnabled());
        QVERIFY(d.scenario().value().rl.generationGpuId.empty());
        QVERIFY(d.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        // The Work cell's tooltip names the card.
        QVERIFY(ui::RlRunDialog::describe(s, QStringLiteral("H20 96GB (HGX)"))
                    .contains(QStringLiteral("8 GPUs generating on H20 96GB (HGX)")));
    }

    // The details name each pool's card and price; a comparison runs the whole run on each card.
    void theDetailsAndTheComparison() {
        const ShanghaiPrices sh;
        ui::ScenarioRow row;
        row.scenario = mixedPools();
        row.estimate = core::estimateScenario(row.scenario, test::catalog());
        row.prices = core::choosePrices(row.scenario, sh.prices, sh.regions);
        row.cost = core::costScenario(row.scenario, row.estimate, row.prices, core::ExchangeRates());
        const QString html = ui::scenarioDetailsHtml(row, QStringLiteral("GRPO"), QStringLiteral("Shanghai"));
        for (const char* part : {"Training pool&#x27;s price (24 × H100 SXM 80GB)",
                                 "Generation pool&#x27;s price (8 × H20 96GB (HGX))",
                                 "8 × H20 96GB (HGX) generate, 24 × H100 SXM 80GB train",
                                 "Generation pool&#x27;s purchase (H20 96GB (HGX))"})
            QVERIFY2(html.contains(QString::fromUtf8(part)) ||
                         html.contains(
                             QString::fromUtf8(part).replace(QStringLiteral("&#x27;"), QStringLiteral("'"))),
                     part);
        // Rent by region: the same two pools priced in each region that prices both cards.
        const auto byRegion = core::rentsByRegion(row.scenario, row.estimate, sh.prices, sh.regions,
                                                  core::ExchangeRates(), "CNY");
        QCOMPARE(byRegion.size(), std::size_t(1));
        QCOMPARE(byRegion[0].cost.toDouble(), row.cost.rent.toDouble());
        const QString withRegions = ui::scenarioDetailsHtml(
            row, QStringLiteral("GRPO"), QStringLiteral("Shanghai"), {}, nullptr, byRegion);
        QVERIFY(withRegions.contains(QLatin1String("listed where both cards have a rent")));
        const core::Scenario onB200 =
            ui::scenarioOnCard(row.scenario, test::catalog().gpu("b200"), "cn-shanghai");
        QVERIFY(onB200.rl.generationGpuId.empty());
        QCOMPARE(onB200.rl.generationGpus, 8);
        // The Compare tab says so, once.
        ui::ComparisonInputs in;
        in.catalog = &test::catalog();
        in.gpuIds = {"h100-sxm", "h20"};
        in.regionId = "cn-shanghai";
        in.scenario = row.scenario;
        in.prices = sh.prices;
        in.regions = sh.regions;
        const ui::ComparisonData data = ui::buildComparison(in);
        QCOMPARE(data.notes.filter(QStringLiteral("generation pool on its own card is not compared")).size(),
                 1);
        QCOMPARE(data.estimates.size(), std::size_t(2));
        QVERIFY(!data.estimates[1].generationCard); // the whole run on H20 alone
    }
};

QTEST_MAIN(TestRlPoolCards)
#include "test_rl_pool_cards.moc"
