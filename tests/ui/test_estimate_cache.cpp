// Kept estimates (ui/estimate_cache): one scenario is planned once per catalog, whatever its name, region or
// chosen price; a changed scenario or catalog is planned again. The Compare page's table and the report's
// charts take the kept estimate instead of planning the same scenario on each card again, and the Scenarios
// table plans a row again only when an input of its plan changes.
#include "catalog/gpu_choice.h"
#include "cli/bundled_data.h"
#include "compare/compare_page.h"
#include "compare/comparison_model.h"
#include "estimate_cache.h"
#include "page_context.h"
#include "scenarios/scenario_table_model.h"
#include "test_support.h"

#include "core/prices/memory_price_store.h"

#include <QComboBox>
#include <QtTest>

using namespace gpuplan;

namespace {

const core::Catalog& catalog() {
    static const core::Catalog c = cli::loadBundledCatalog().value();
    return c;
}

core::Scenario lora(int gpus) {
    core::Scenario s;
    s.name = "LoRA 8B";
    s.kind = core::ScenarioKind::Lora;
    s.modelId = "llama3-8b";
    s.tokens = 1e8;
    s.gpuId = "h100-sxm";
    s.gpus = gpus;
    s.regionId = "us-east";
    return s;
}

// An estimate no planner gives: a page that shows it took the kept one.
core::ScenarioEstimate marked(int gpus) {
    core::ScenarioEstimate e = core::estimateScenario(lora(8), catalog());
    e.gpus = gpus;
    return e;
}

} // namespace

class TestEstimateCache : public QObject {
    Q_OBJECT
private slots:
    void keepsAnEstimateWhateverItsNameRegionOrPrice() {
        ui::EstimateCache cache;
        cache.remember(lora(8), marked(7777));
        core::Scenario elsewhere = lora(8);
        elsewhere.name = "renamed";
        elsewhere.regionId = "cn-shanghai";
        elsewhere.priceId = 42;
        QCOMPARE(cache.estimate(elsewhere, catalog()).gpus, 7777);
        QCOMPARE(cache.size(), 1);
        // Another count is another job: planned, and kept beside the first.
        QCOMPARE(cache.estimate(lora(16), catalog()).gpus, 16);
        QCOMPARE(cache.size(), 2);
        cache.clear();
        QCOMPARE(cache.estimate(lora(8), catalog()).gpus, 8);
    }

    void keepsTheLatestThirtyTwo() {
        ui::EstimateCache cache;
        cache.remember(lora(1), marked(7777));
        for (int n = 2; n <= 40; ++n)
            cache.remember(lora(n), marked(n));
        QCOMPARE(cache.size(), 32);
        QCOMPARE(cache.estimate(lora(40), catalog()).gpus, 40); // kept
        QCOMPARE(cache.estimate(lora(1), catalog()).gpus, 1);   // dropped, so planned again
    }

    // The page's comparison takes the kept estimate of each card; a region change plans nothing again; a new
    // catalog drops what was kept.
    void thePageUsesWhatItKeptUntilTheCatalogChanges() {
        core::MemoryPriceStore store;
        ui::PageContext context(catalog(), store);
        ui::ComparePage page(context);
        page.setCatalog(catalog());
        page.choice()->setChosen({"h100-sxm", "h200-sxm"}, "h100-sxm");
        core::Scenario onH200 = lora(8);
        onH200.gpuId = "h200-sxm";
        page.estimates().remember(onH200, marked(7777));
        page.setScenario(lora(8));
        page.show();
        ui::ComparisonModel* m = page.model();
        const int count = m->rowOf("scenario_gpus");
        QVERIFY(count >= 0);
        QCOMPARE(m->index(count, 1).data(Qt::UserRole).toDouble(), 8.0);
        QCOMPARE(m->index(count, 2).data(Qt::UserRole).toDouble(), 7777.0);
        QCOMPARE(page.estimates().size(), 2);

        page.region()->setCurrentIndex(page.region()->findData(QStringLiteral("cn-shanghai")));
        QCOMPARE(page.estimates().size(), 2);
        QCOMPARE(m->index(count, 2).data(Qt::UserRole).toDouble(), 7777.0);

        page.setCatalog(catalog());
        QCOMPARE(m->index(count, 2).data(Qt::UserRole).toDouble(), 8.0);
    }

    // The Scenarios table: a row renamed or moved to another region (typed, previewed, committed) keeps its
    // plan; a changed count plans it again; so does a new catalog.
    void aTableRowIsPlannedAgainOnlyWhenItsPlanChanges() {
        ui::ScenarioTableModel model(catalog());
        model.setPriceData({},
                           {test::region("us-east", "US East", "美国东部", "USD", 0.08, 1.3, "test"),
                            test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.4, "test")},
                           core::ExchangeRates());
        model.estimates().remember(lora(8), marked(7777));
        model.setScenarios({lora(8)});
        QCOMPARE(model.row(0).estimate.gpus, 7777);
        model.preview(0, ui::ScenarioTableModel::Name, QStringLiteral("renamed"));
        QVERIFY(model.setData(model.index(0, ui::ScenarioTableModel::Name), QStringLiteral("renamed")));
        QVERIFY(model.setData(model.index(0, ui::ScenarioTableModel::Region), QStringLiteral("cn-shanghai")));
        QCOMPARE(model.row(0).scenario.name, std::string("renamed"));
        QCOMPARE(model.row(0).scenario.regionId, std::string("cn-shanghai"));
        QCOMPARE(model.row(0).estimate.gpus, 7777);
        QVERIFY(model.setData(model.index(0, ui::ScenarioTableModel::Count), QStringLiteral("16")));
        QCOMPARE(model.row(0).estimate.gpus, 16);
        QVERIFY(model.setData(model.index(0, ui::ScenarioTableModel::Count), QStringLiteral("8")));
        QCOMPARE(model.row(0).estimate.gpus, 7777); // still kept
        model.setCatalog(catalog());
        QCOMPARE(model.row(0).estimate.gpus, 8);
    }
};

QTEST_MAIN(TestEstimateCache)
#include "test_estimate_cache.moc"
