// The catalog editor on the real window (offscreen, in-memory store): GPUs edited in place with
// validation, added by duplicating, deleted with the rules, every change undoable, and scenarios
// re-planned on the edited catalog.
#include "catalog/gpu_catalog_model.h"
#include "catalog/gpu_catalog_page.h"
#include "cli/bundled_data.h"
#include "main_window.h"
#include "patience.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "test_support.h"

#include "core/prices/memory_price_store.h"

#include <QAbstractItemModelTester>
#include <QDoubleValidator>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplan;
using G = ui::GpuCatalogModel;

namespace {

core::MemoryPriceStore store() {
    core::MemoryPriceStore s;
    s.addProvider({"idc-cn", "IDC", "test"});
    s.saveRegion(test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.4, "test"));
    core::PriceRecord p;
    p.gpuId = "l4";
    p.providerId = "idc-cn";
    p.regionId = "cn-shanghai";
    p.kind = core::PriceKind::Monthly;
    p.unit = core::PriceUnit::GpuMonth;
    p.amount = core::Money::parse("900", "CNY").value();
    p.effectiveDate = "2025-01-01";
    p.source = "test";
    s.setPrice(p, "test");
    return s;
}

const core::Catalog& bundled() {
    static const core::Catalog c = cli::loadBundledCatalog().value();
    return c;
}

// The catalog view's index of a GPU's column.
QModelIndex cellOf(ui::MainWindow& w, const char* id, int column) {
    auto* proxy = static_cast<QSortFilterProxyModel*>(w.gpuCatalogPage()->view()->model());
    return proxy->mapFromSource(
        w.gpuCatalogPage()->model()->index(w.gpuCatalogPage()->model()->rowOf(id), column));
}

void select(ui::MainWindow& w, const char* id) {
    w.gpuCatalogPage()->view()->setCurrentIndex(cellOf(w, id, G::Name));
    w.gpuCatalogPage()->view()->selectRow(cellOf(w, id, G::Name).row());
}

} // namespace

class TestCatalogEditor : public QObject {
    Q_OBJECT
private slots:
    void modelPassesTheContractTester() {
        ui::GpuCatalogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGpus(bundled().gpus());
        core::GpuSpec g = bundled().gpus().front();
        g.id = "extra";
        model.replace(g);
        QCOMPARE(model.rowCount(), int(bundled().gpus().size()) + 1);
        g.tdpWatts = 1;
        model.replace(g);
        model.remove("extra");
        QCOMPARE(model.rowCount(), int(bundled().gpus().size()));
        QCOMPARE(model.columnCount(), int(G::ColumnCount));
    }

    void editingAGpuReachesTheStoreTheEstimatesAndUndo() {
        auto s = store();
        ui::MainWindow w(bundled(), s, QStringLiteral("memory"), &s, &s);
        w.show();
        core::Scenario job;
        job.name = "job";
        job.modelId = "llama2-13b";
        job.tokens = 1e9;
        job.gpuId = "h100-sxm";
        job.gpus = 8;
        w.scenarioPage()->addScenario(job);
        const double before = w.scenarioPage()->model()->row(0).estimate.wallSeconds;
        QAbstractItemModel* view = w.gpuCatalogPage()->view()->model();

        // Halve the H100's BF16 figure: the scenario takes longer.
        QVERIFY(view->setData(cellOf(w, "h100-sxm", G::Bf16), QStringLiteral("494.5")));
        QCOMPARE(w.catalog().gpu("h100-sxm")->peak[core::index(core::Precision::BF16)], 494.5e12);
        QCOMPARE(s.savedGpus().at("h100-sxm").peak[core::index(core::Precision::BF16)], 494.5e12);
        QVERIFY(w.scenarioPage()->model()->row(0).estimate.wallSeconds > 1.5 * before);
        QCOMPARE(cellOf(w, "h100-sxm", G::Bf16).data().toString(), QStringLiteral("494.5"));
        QVERIFY(w.isWindowModified());

        w.undoStack()->undo();
        QCOMPARE(w.catalog().gpu("h100-sxm")->peak[core::index(core::Precision::BF16)],
                 bundled().gpu("h100-sxm")->peak[core::index(core::Precision::BF16)]);
        QCOMPARE(w.scenarioPage()->model()->row(0).estimate.wallSeconds, before);

        // Bad values are refused with the reason; nothing changes.
        const int steps = w.undoStack()->count();
        const std::pair<int, const char*> bad[] = {{G::Tdp, "lots"},       {G::Tdp, "0"},
                                                   {G::Name, ""},          {G::GpusPerNode, "0"},
                                                   {G::Link, "telepathy"}, {G::Network, "carrier-pigeon"}};
        for (const auto& [column, text] : bad) {
            QVERIFY(!view->setData(cellOf(w, "h100-sxm", column), QString::fromLatin1(text)));
            QVERIFY2(!w.lastMessage().isEmpty(), text);
        }
        QVERIFY2(w.lastMessage().contains(QLatin1String("unknown network")), qPrintable(w.lastMessage()));
        QCOMPARE(w.undoStack()->count(), steps);
        QCOMPARE(w.catalog().gpu("h100-sxm")->tdpWatts, bundled().gpu("h100-sxm")->tdpWatts);
        QVERIFY(!(cellOf(w, "h100-sxm", G::Id).flags() & Qt::ItemIsEditable));

        // A rack's power (issue 31): an NVL72's is edited in kW; one below its 72 GPUs' own is refused naming
        // both; blank is "not given". A TPU's board power is blank (not published) and says so.
        QCOMPARE(cellOf(w, "gb300-nvl72", G::SystemPower).data().toString(), QStringLiteral("142 kW"));
        QVERIFY(!view->setData(cellOf(w, "gb300-nvl72", G::SystemPower), QStringLiteral("50")));
        QVERIFY2(w.lastMessage().contains(QLatin1String("below its 72 GPUs' own 100.8 kW")),
                 qPrintable(w.lastMessage()));
        QVERIFY(view->setData(cellOf(w, "gb300-nvl72", G::SystemPower), QStringLiteral("130")));
        QCOMPARE(s.savedGpus().at("gb300-nvl72").systemWatts, 130e3);
        QVERIFY(view->setData(cellOf(w, "gb300-nvl72", G::SystemPower), QString()));
        QCOMPARE(w.catalog().gpu("gb300-nvl72")->systemWatts, 0.0);
        QCOMPARE(cellOf(w, "tpu-v6e", G::Tdp).data().toString(), QStringLiteral("not published"));
        QCOMPARE(cellOf(w, "h100-sxm", G::SystemPower).data().toString(), QString());
    }

    void duplicateAndDeleteAreUndoable() {
        auto s = store();
        ui::MainWindow w(bundled(), s, QStringLiteral("memory"), &s, &s);
        w.show();
        w.tabs()->setCurrentIndex(1);
        select(w, "h100-sxm");
        w.findChild<QAction*>(QStringLiteral("actionDuplicate"))->trigger();
        QVERIFY(w.catalog().gpu("h100-sxm-copy"));
        const QModelIndex copy = cellOf(w, "h100-sxm-copy", G::Name);
        QVERIFY(copy.data(Qt::FontRole).value<QFont>().italic()); // unverified until checked
        QVERIFY(copy.data(Qt::ToolTipRole).toString().contains(QLatin1String("copied from h100-sxm")));
        QVERIFY(s.savedGpus().count("h100-sxm-copy"));

        select(w, "h100-sxm-copy");
        w.findChild<QAction*>(QStringLiteral("actionDelete"))->trigger();
        QVERIFY(!w.catalog().gpu("h100-sxm-copy"));
        QCOMPARE(w.gpuCatalogPage()->model()->rowOf("h100-sxm-copy"), -1);
        w.undoStack()->undo();
        QVERIFY(w.catalog().gpu("h100-sxm-copy"));
        w.undoStack()->undo();
        QVERIFY(!w.catalog().gpu("h100-sxm-copy"));

        // Calibrated cards and cards with prices stay.
        select(w, "h100-sxm");
        w.gpuCatalogPage()->deleteSelected();
        QVERIFY(w.lastMessage().contains(QLatin1String("calibrated on published runs")));
        select(w, "l4");
        w.gpuCatalogPage()->deleteSelected();
        QVERIFY2(w.lastMessage().contains(QLatin1String("prices name l4")), qPrintable(w.lastMessage()));
        QVERIFY(w.catalog().gpu("l4") && w.catalog().gpu("h100-sxm"));
        QVERIFY(!w.gpuCatalogPage()->addGpu(*bundled().gpu("l4")));
        QVERIFY(w.lastMessage().contains(QLatin1String("exists")));
    }

    void numbersAreTypedThroughAValidator() {
        auto s = store();
        ui::MainWindow w(bundled(), s, QStringLiteral("memory"), &s, &s);
        w.show();
        w.tabs()->setCurrentIndex(1);
        QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
        w.gpuCatalogPage()->view()->edit(cellOf(w, "a10", G::Memory));
        auto* edit = w.gpuCatalogPage()->view()->findChild<QLineEdit*>(QStringLiteral("catalogText"));
        QVERIFY(edit);
        QVERIFY(qobject_cast<const QDoubleValidator*>(edit->validator()));
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("4x8")); // the letter is not accepted
        QCOMPARE(edit->text(), QStringLiteral("48"));
    }

    void withoutACatalogStoreTheCatalogIsReadOnly() {
        auto s = store();
        ui::MainWindow w(bundled(), s, QStringLiteral("memory"));
        QVERIFY(
            !w.gpuCatalogPage()->view()->model()->setData(cellOf(w, "a10", G::Tdp), QStringLiteral("200")));
        QVERIFY(w.lastMessage().contains(QLatin1String("read-only")));
        QCOMPARE(w.catalog().gpu("a10")->tdpWatts, bundled().gpu("a10")->tdpWatts);
    }
};

QTEST_MAIN(TestCatalogEditor)
#include "test_catalog_editor.moc"
