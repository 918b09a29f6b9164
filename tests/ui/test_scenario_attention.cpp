// The scenario table's attention-kernel column on the real window (offscreen, in-memory store): the
// choice re-plans the row where the kernel matters (Hopper), changes nothing where it does not (A100),
// is one undo step, is not offered for serving, and survives a scenarios file; bad input is refused.
#include "cli/bundled_data.h"
#include "main_window.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "test_support.h"

#include "core/prices/memory_price_store.h"

#include <QComboBox>
#include <QJsonObject>
#include <QTableView>
#include <QtTest>

using namespace gpuplan;
using Col = ui::ScenarioTableModel;
using core::AttentionKernel;

namespace {

core::MemoryPriceStore store() {
    core::MemoryPriceStore s;
    s.addProvider({"idc-cn", "IDC", "test"});
    s.addRegion(test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.4, "test"));
    return s;
}

const core::Catalog& catalog() {
    static const core::Catalog c = cli::loadBundledCatalog().value();
    return c;
}

QModelIndex viewIndex(ui::MainWindow& w, int row, int column) {
    auto* proxy = static_cast<QAbstractProxyModel*>(w.scenarioPage()->view()->model());
    return proxy->mapFromSource(w.scenarioModel()->index(row, column));
}

double hours(ui::MainWindow& w, int row) {
    return w.scenarioModel()->row(row).estimate.wallSeconds / 3600;
}

// Opens the attention cell's editor (the delegate's combo box) and chooses `kernel` in it.
void chooseInTheCell(ui::MainWindow& w, int row, const char* kernel) {
    QTableView* view = w.scenarioPage()->view();
    view->setCurrentIndex(viewIndex(w, row, Col::Attention));
    view->edit(viewIndex(w, row, Col::Attention));
    auto* combo = view->findChild<QComboBox*>(QStringLiteral("scenarioChoice"));
    QVERIFY(combo);
    QCOMPARE(combo->count(), 3);
    const int at = combo->findData(QString::fromLatin1(kernel));
    QVERIFY(at >= 0);
    combo->setCurrentIndex(at);
    emit combo->activated(at);
}

} // namespace

class TestScenarioAttention : public QObject {
    Q_OBJECT
private slots:
    void fusedKernelsShortenAnH100JobAndUndoRestores() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.addScenario(test::loraScenario("h100 job", "h100-sxm", 8));
        QCOMPARE(w.scenarioModel()->row(0).scenario.attention, AttentionKernel::Flash2);
        QCOMPARE(w.scenarioModel()->index(0, Col::Attention).data().toString(),
                 QStringLiteral("FlashAttention-2"));
        const double flash2 = hours(w, 0);
        QVERIFY(flash2 > 0);

        chooseInTheCell(w, 0, "fused");
        QCOMPARE(w.scenarioModel()->row(0).scenario.attention, AttentionKernel::Fused);
        // FlashAttention-2 reaches about a third of Hopper's peak; fused kernels run at the GEMMs' rate.
        QVERIFY2(hours(w, 0) < flash2,
                 qPrintable(QStringLiteral("%1 h vs %2 h").arg(hours(w, 0)).arg(flash2)));
        QVERIFY(s.scenarios()->front().json.find("\"attention\":\"fused\"") != std::string::npos); // saved

        QTest::keySequence(&w, QKeySequence::Undo);
        QCOMPARE(w.scenarioModel()->row(0).scenario.attention, AttentionKernel::Flash2);
        QCOMPARE(hours(w, 0), flash2);
    }

    void onAnA100TheKernelChangesNothing() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.addScenario(test::loraScenario("a100 job", "a100-80gb-sxm", 8));
        const double flash2 = hours(w, 0);
        QVERIFY(w.scenarioPage()->view()->model()->setData(viewIndex(w, 0, Col::Attention),
                                                           QStringLiteral("fused")));
        QCOMPARE(w.scenarioModel()->row(0).scenario.attention, AttentionKernel::Fused);
        QCOMPARE(hours(w, 0), flash2);
        // Unfused attention stores the scores: more memory traffic, a longer job.
        QVERIFY(w.scenarioPage()->view()->model()->setData(viewIndex(w, 0, Col::Attention),
                                                           QStringLiteral("none")));
        QVERIFY(hours(w, 0) > flash2);
    }

    void servingOffersNoKernel() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        core::Scenario serve = test::loraScenario("serve", "h100-sxm", 0);
        serve.kind = core::ScenarioKind::Inference;
        serve.load = 3000;
        w.addScenario(serve);
        const QModelIndex cell = w.scenarioModel()->index(0, Col::Attention);
        QVERIFY(!(w.scenarioModel()->flags(cell) & Qt::ItemIsEditable));
        QCOMPARE(cell.data().toString(), QStringLiteral("—"));
        QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QLatin1String("do not depend")));
    }

    void badInputIsRefusedWithTheReason() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.addScenario(test::loraScenario("job", "h100-sxm", 8));
        const auto typed = w.scenarioModel()->edited(w.scenarioModel()->row(0).scenario, Col::Attention,
                                                     QStringLiteral("warp"));
        QVERIFY(!typed.ok());
        QCOMPARE(QString::fromStdString(typed.error()), QStringLiteral("unknown attention kernel 'warp'"));
        QCOMPARE(w.scenarioModel()->row(0).scenario.attention, AttentionKernel::Flash2); // nothing changed
    }

    void aScenariosFileKeepsTheKernel() {
        core::Scenario s = test::loraScenario("job", "h100-sxm", 8);
        // The default is not written, so files that never chose a kernel read and write as before.
        QVERIFY(!ui::scenarioToJson(s).contains(QLatin1String("attention")));
        s.attention = AttentionKernel::Fused;
        const QJsonObject o = ui::scenarioToJson(s);
        QCOMPARE(o.value(QLatin1String("attention")).toString(), QStringLiteral("fused"));
        const auto back = ui::scenarioFromJson(o);
        QVERIFY(back.ok());
        QVERIFY(back.value() == s);

        QJsonObject bad = o;
        bad.insert(QStringLiteral("attention"), QStringLiteral("flash9"));
        const auto refused = ui::scenarioFromJson(bad);
        QVERIFY(!refused.ok());
        QCOMPARE(QString::fromStdString(refused.error()),
                 QStringLiteral("unknown 'attention' 'flash9' (flash2, fused or none)"));
    }
};

QTEST_MAIN(TestScenarioAttention)
#include "test_scenario_attention.moc"
