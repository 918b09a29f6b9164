// The scenario table's framework and attention-kernel columns on the real window (offscreen, in-memory
// store): a choice re-plans the row where it matters (Hopper), changes nothing where it does not (A100),
// is one undo step, is not offered for serving, and survives a scenarios file; bad input is refused.
#include "cli/bundled_data.h"
#include "main_window.h"
#include "patience.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "test_support.h"

#include "core/prices/memory_price_store.h"

#include <QComboBox>
#include <QJsonObject>
#include <QTableView>
#include <QtTest>

#include <algorithm>

using namespace gpuplan;
using Col = ui::ScenarioTableModel;
using core::AttentionKernel;
using core::Framework;

namespace {

core::MemoryPriceStore store() {
    core::MemoryPriceStore s;
    s.addProvider({"idc-cn", "IDC", "test"});
    s.saveRegion(test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.4, "test"));
    return s;
}

const core::Catalog& catalog() {
    static const core::Catalog c = cli::loadBundledCatalog().value();
    return c;
}

QModelIndex viewIndex(ui::MainWindow& w, int row, int column) {
    auto* proxy = static_cast<QAbstractProxyModel*>(w.scenarioPage()->view()->model());
    return proxy->mapFromSource(w.scenarioPage()->model()->index(row, column));
}

double hours(ui::MainWindow& w, int row) {
    return w.scenarioPage()->model()->row(row).estimate.wallSeconds / 3600;
}

// Opens a choice cell's editor (the delegate's combo box) and chooses `value` in it.
void chooseInTheCell(ui::MainWindow& w, int row, int column, const char* value, int choices) {
    QTableView* view = w.scenarioPage()->view();
    view->setCurrentIndex(viewIndex(w, row, column));
    view->edit(viewIndex(w, row, column));
    auto* combo = view->findChild<QComboBox*>(QStringLiteral("scenarioChoice"));
    QVERIFY(combo);
    QCOMPARE(combo->count(), choices);
    const int at = combo->findData(QString::fromLatin1(value));
    QVERIFY(at >= 0);
    combo->setCurrentIndex(at);
    emit combo->activated(at);
}

} // namespace

class TestScenarioSoftware : public QObject {
    Q_OBJECT
private slots:
    void fusedKernelsShortenAnH100JobAndUndoRestores() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
        w.scenarioPage()->addScenario(test::loraScenario("h100 job", "h100-sxm", 8));
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.attention, AttentionKernel::Flash2);
        QCOMPARE(w.scenarioPage()->model()->index(0, Col::Attention).data().toString(),
                 QStringLiteral("FlashAttention-2"));
        const double flash2 = hours(w, 0);
        QVERIFY(flash2 > 0);

        chooseInTheCell(w, 0, Col::Attention, "fused", 3);
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.attention, AttentionKernel::Fused);
        // FlashAttention-2 reaches about a third of Hopper's peak; fused kernels run at the GEMMs' rate.
        QVERIFY2(hours(w, 0) < flash2,
                 qPrintable(QStringLiteral("%1 h vs %2 h").arg(hours(w, 0)).arg(flash2)));
        QVERIFY(s.scenarios()->front().json.find("\"attention\":\"fused\"") != std::string::npos); // saved

        QTest::keySequence(&w, QKeySequence::Undo);
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.attention, AttentionKernel::Flash2);
        QCOMPARE(hours(w, 0), flash2);
    }

    void aTunedFrameworkShortensAnH100JobButNotAnA100One() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
        w.scenarioPage()->addScenario(test::loraScenario("h100 job", "h100-sxm", 8));
        w.scenarioPage()->addScenario(test::loraScenario("a100 job", "a100-80gb-sxm", 8));
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.framework, Framework::PyTorch);
        QVERIFY(w.scenarioPage()
                    ->model()
                    ->index(0, Col::Framework)
                    .data()
                    .toString()
                    .startsWith(QLatin1String("PyTorch")));
        const double pytorchH100 = hours(w, 0);
        const double pytorchA100 = hours(w, 1);
        // The details say what generic PyTorch costs on Hopper; on the A100 there is nothing to say.
        auto noted = [&w](int row) {
            const auto& notes = w.scenarioPage()->model()->row(row).estimate.notes;
            return std::any_of(notes.begin(), notes.end(), [](const core::Message& m) {
                return m.id == core::MessageId::NoteFrameworkPyTorchHopper;
            });
        };
        QVERIFY(noted(0));
        QVERIFY(!noted(1));

        chooseInTheCell(w, 0, Col::Framework, "tuned", 2);
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.framework, Framework::Tuned);
        QVERIFY2(hours(w, 0) < 0.95 * pytorchH100,
                 qPrintable(QStringLiteral("%1 h vs %2 h").arg(hours(w, 0)).arg(pytorchH100)));
        chooseInTheCell(w, 1, Col::Framework, "tuned", 2);
        QCOMPARE(hours(w, 1), pytorchA100);

        QTest::keySequence(&w, QKeySequence::Undo);
        QTest::keySequence(&w, QKeySequence::Undo);
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.framework, Framework::PyTorch);
        QCOMPARE(hours(w, 0), pytorchH100);
    }

    void onAnA100TheKernelChangesNothing() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.scenarioPage()->addScenario(test::loraScenario("a100 job", "a100-80gb-sxm", 8));
        const double flash2 = hours(w, 0);
        QVERIFY(w.scenarioPage()->view()->model()->setData(viewIndex(w, 0, Col::Attention),
                                                           QStringLiteral("fused")));
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.attention, AttentionKernel::Fused);
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
        w.scenarioPage()->addScenario(serve);
        for (int column : {int(Col::Attention), int(Col::Framework)}) {
            const QModelIndex cell = w.scenarioPage()->model()->index(0, column);
            QVERIFY(!(w.scenarioPage()->model()->flags(cell) & Qt::ItemIsEditable));
            QCOMPARE(cell.data().toString(), QStringLiteral("—"));
            QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QLatin1String("do not depend")));
        }
    }

    void badInputIsRefusedWithTheReason() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.scenarioPage()->addScenario(test::loraScenario("job", "h100-sxm", 8));
        const auto typed = w.scenarioPage()->model()->edited(w.scenarioPage()->model()->row(0).scenario,
                                                             Col::Attention, QStringLiteral("warp"));
        QVERIFY(!typed.ok());
        QCOMPARE(QString::fromStdString(typed.error()), QStringLiteral("unknown attention kernel 'warp'"));
        const auto framework = w.scenarioPage()->model()->edited(w.scenarioPage()->model()->row(0).scenario,
                                                                 Col::Framework, QStringLiteral("jax"));
        QVERIFY(!framework.ok());
        QCOMPARE(QString::fromStdString(framework.error()), QStringLiteral("unknown framework 'jax'"));
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.attention,
                 AttentionKernel::Flash2); // nothing changed
    }

    void aScenariosFileKeepsTheTraffic() {
        core::Scenario s = test::trafficScenario();
        s.traffic = {20, 4000, 2500, 0.4, 2, 0.033};
        const auto back = ui::scenarioFromJson(ui::scenarioToJson(s));
        QVERIFY(back.ok());
        QCOMPARE(back->traffic, s.traffic);
        // Without a rate nothing of it is written, so older files read the same.
        s.traffic = {};
        QVERIFY(!ui::scenarioToJson(s).contains(QStringLiteral("requests_per_second")));
        QJsonObject bad = ui::scenarioToJson(s);
        bad.insert(QStringLiteral("prefix_hit_share"), 2.0);
        const auto refused = ui::scenarioFromJson(bad);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().find("prefix_hit_share") != std::string::npos, refused.error().c_str());
    }

    // Users with a think time (a closed loop) instead of a rate: kept, and a file that gives both, or a think
    // time without users, is refused naming the keys.
    void aScenariosFileKeepsItsUsers() {
        core::Scenario s = test::trafficScenario();
        s.traffic = {0, 4000, 2500, 0.4, 2, 0.033, 150, 12.5};
        const QJsonObject json = ui::scenarioToJson(s);
        QVERIFY(!json.contains(QStringLiteral("requests_per_second")));
        QCOMPARE(json.value(QStringLiteral("users")).toDouble(), 150.0);
        QCOMPARE(json.value(QStringLiteral("think_s")).toDouble(), 12.5);
        const auto back = ui::scenarioFromJson(json);
        QVERIFY(back.ok());
        QCOMPARE(back->traffic, s.traffic);

        QJsonObject both = json;
        both.insert(QStringLiteral("requests_per_second"), 5.0);
        const auto refusedBoth = ui::scenarioFromJson(both);
        QVERIFY(!refusedBoth.ok());
        QCOMPARE(QString::fromStdString(refusedBoth.error()),
                 QStringLiteral("give 'requests_per_second' or 'users', not both"));
        QJsonObject thinkAlone = json;
        thinkAlone.remove(QStringLiteral("users"));
        thinkAlone.insert(QStringLiteral("requests_per_second"), 5.0);
        const auto refusedThink = ui::scenarioFromJson(thinkAlone);
        QVERIFY(!refusedThink.ok());
        QVERIFY2(refusedThink.error().find("'think_s'") != std::string::npos, refusedThink.error().c_str());
    }

    void aScenariosFileKeepsTheKernel() {
        core::Scenario s = test::loraScenario("job", "h100-sxm", 8);
        // The default is not written, so files that never chose a kernel read and write as before.
        QVERIFY(!ui::scenarioToJson(s).contains(QLatin1String("attention")));
        QVERIFY(!ui::scenarioToJson(s).contains(QLatin1String("framework")));
        s.attention = AttentionKernel::Fused;
        s.framework = Framework::Tuned;
        const QJsonObject o = ui::scenarioToJson(s);
        QCOMPARE(o.value(QLatin1String("attention")).toString(), QStringLiteral("fused"));
        QCOMPARE(o.value(QLatin1String("framework")).toString(), QStringLiteral("tuned"));
        const auto back = ui::scenarioFromJson(o);
        QVERIFY(back.ok());
        QVERIFY(back.value() == s);

        QJsonObject bad = o;
        bad.insert(QStringLiteral("attention"), QStringLiteral("flash9"));
        const auto refused = ui::scenarioFromJson(bad);
        QVERIFY(!refused.ok());
        QCOMPARE(QString::fromStdString(refused.error()),
                 QStringLiteral("unknown 'attention' 'flash9' (flash2, fused or none)"));
        QJsonObject badFramework = o;
        badFramework.insert(QStringLiteral("framework"), QStringLiteral("megatron"));
        QCOMPARE(QString::fromStdString(ui::scenarioFromJson(badFramework).error()),
                 QStringLiteral("unknown 'framework' 'megatron' (pytorch or tuned)"));
    }
};

QTEST_MAIN(TestScenarioSoftware)
#include "test_scenario_software.moc"
