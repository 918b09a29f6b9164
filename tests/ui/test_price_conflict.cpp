// A price edited in the workbench's table after someone else changed it (issue 16): the store refuses the
// stale save, the page asks (the dialog's answer injected, no modal loop), "Keep theirs" puts their value
// in the table and writes nothing, "Apply mine" writes the user's value over theirs as an undoable edit whose
// undo brings theirs back. The dialog names their value, who set it and when, in English and Chinese.
#include "cli/bundled_data.h"
#include "page_fixture.h"
#include "patience.h"
#include "prices/price_conflict_dialog.h"
#include "prices/price_table_model.h"
#include "prices/prices_page.h"
#include "test_support.h"
#include "ui_language.h"

#include "core/prices/memory_price_store.h"

#include <QAbstractButton>
#include <QLineEdit>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplan;

namespace {

// Alice's store: every change in it is signed "alice" at one pinned time.
core::MemoryPriceStore storeWithPrices() {
    core::MemoryPriceStore s([] { return std::string("2026-12-01T22:50:00Z"); }, "alice");
    s.addProvider({"idc-cn", "IDC", "test"});
    s.saveRegion(test::region("cn-shanghai", "Shanghai", "上海", "CNY", std::nullopt, 1.5, ""));
    s.setPrice(test::monthlyPrice("a100-80gb-sxm", "5000"), "test");
    s.setPrice(test::monthlyPrice("h100-sxm", "8500"), "test");
    return s;
}

core::PriceFilter h100() {
    core::PriceFilter f;
    f.gpuId = "h100-sxm";
    return f;
}

// Someone else's edit of the H100 price, written to the store behind the page's back.
void theyChangeTheH100(core::MemoryPriceStore& store, const char* amount) {
    core::PriceRecord theirs = store.prices(h100()).value().front();
    theirs.amount = core::Money::parse(amount, "CNY").value();
    QVERIFY(store.setPrice(theirs, "their quote"));
}

std::string storedH100(core::MemoryPriceStore& store) {
    return store.prices(h100()).value().front().amount.toString();
}

} // namespace

class TestPriceConflict : public QObject {
    Q_OBJECT
private slots:
    void keepTheirsOrApplyMine() {
        auto store = storeWithPrices();
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        page.show();
        int asked = 0;
        ui::ConflictChoice answer = ui::ConflictChoice::KeepTheirs;
        core::PriceConflict met;
        core::PriceRecord mine;
        page.resolveConflict = [&](const core::PriceConflict& theirs, const core::PriceRecord& wanted) {
            ++asked;
            met = theirs;
            mine = wanted;
            return answer;
        };
        QTableView* view = page.view();
        int price = -1;
        for (int c = 0; c < view->model()->columnCount(); ++c)
            if (view->model()->headerData(c, Qt::Horizontal).toString() == QLatin1String("Price"))
                price = c;
        QTest::keyClicks(page.filter(), QStringLiteral("h100"));
        const QModelIndex cell = view->model()->index(0, price);
        QCOMPARE(cell.data(Qt::EditRole).toString(), QStringLiteral("8500.00"));

        // An edit with nobody in between is saved without asking.
        QVERIFY(view->model()->setData(cell, QStringLiteral("8400")));
        QCOMPARE(asked, 0);
        QCOMPARE(on.context.undo()->count(), 1);

        // Keep theirs: the table takes their value, nothing is written, nothing to undo.
        theyChangeTheH100(store, "9100");
        const std::size_t changes = store.history(0)->size();
        QVERIFY(!view->model()->setData(cell, QStringLiteral("8200")));
        QCOMPARE(asked, 1);
        QVERIFY(met.current);
        QCOMPARE(met.current->amount.toString(), std::string("9100.00 CNY"));
        QCOMPARE(met.changedBy, std::string("alice"));
        QCOMPARE(met.changedAt, std::string("2026-12-01T22:50:00Z"));
        QCOMPARE(mine.amount.toString(), std::string("8200.00 CNY"));
        QCOMPARE(storedH100(store), std::string("9100.00 CNY"));
        QCOMPARE(store.history(0)->size(), changes);
        QCOMPARE(cell.data(Qt::EditRole).toString(), QStringLiteral("9100.00"));
        QCOMPARE(on.context.undo()->count(), 1);
        QVERIFY(on.context.lastMessage().contains(QLatin1String("9100.00 CNY")));

        // Apply mine, over a newer change of theirs: written, and undone back to their value.
        theyChangeTheH100(store, "9300");
        answer = ui::ConflictChoice::ApplyMine;
        QVERIFY(view->model()->setData(cell, QStringLiteral("8200")));
        QCOMPARE(asked, 2);
        QCOMPARE(met.current->amount.toString(), std::string("9300.00 CNY"));
        QCOMPARE(storedH100(store), std::string("8200.00 CNY"));
        QCOMPARE(cell.data(Qt::EditRole).toString(), QStringLiteral("8200.00"));
        QCOMPARE(on.context.undo()->count(), 2);
        on.context.undo()->undo();
        QCOMPARE(storedH100(store), std::string("9300.00 CNY"));
        QCOMPARE(cell.data(Qt::EditRole).toString(), QStringLiteral("9300.00"));
        on.context.undo()->redo();
        QCOMPARE(storedH100(store), std::string("8200.00 CNY"));
        QCOMPARE(asked, 2); // undo and redo write against the versions they left

        // Deleted meanwhile: the row goes, nothing is written.
        const core::PriceRecord now = store.prices(h100()).value().front();
        QVERIFY(store.removePrice(now.id, now.version, "withdrawn"));
        QVERIFY(!view->model()->setData(cell, QStringLiteral("8000")));
        QCOMPARE(asked, 3);
        QVERIFY(!met.current);
        QVERIFY(store.prices(h100()).value().empty());
        QCOMPARE(view->model()->rowCount(), 0);
    }

    // The page's own edits of one price, undone and redone one by one, each meeting the version the
    // others left (an undo of the first edit comes after the second's undo moved the version on).
    void ownEditsUndoOneByOne() {
        auto store = storeWithPrices();
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        page.show();
        int asked = 0;
        page.resolveConflict = [&](const core::PriceConflict&, const core::PriceRecord&) {
            ++asked;
            return ui::ConflictChoice::KeepTheirs;
        };
        QTableView* view = page.view();
        QTest::keyClicks(page.filter(), QStringLiteral("h100"));
        const QModelIndex cell = view->model()->index(0, ui::PriceTableModel::Amount);
        QVERIFY(view->model()->setData(cell, QStringLiteral("8400")));
        QVERIFY(view->model()->setData(cell, QStringLiteral("8300")));
        on.context.undo()->undo();
        on.context.undo()->undo();
        QCOMPARE(storedH100(store), std::string("8500.00 CNY"));
        on.context.undo()->redo();
        on.context.undo()->redo();
        QCOMPARE(storedH100(store), std::string("8300.00 CNY"));
        QCOMPARE(asked, 0);
        QVERIFY(on.context.lastMessage().isEmpty());

        // A price added, edited, and both undone: it is gone again.
        QVERIFY(page.addPrice(test::monthlyPrice("h200-sxm", "11000")));
        core::PriceFilter h200;
        h200.gpuId = "h200-sxm";
        QCOMPARE(store.prices(h200).value().size(), std::size_t(1));
        page.filter()->clear();
        QTest::keyClicks(page.filter(), QStringLiteral("h200"));
        QVERIFY(view->model()->setData(view->model()->index(0, ui::PriceTableModel::Amount),
                                       QStringLiteral("10500")));
        on.context.undo()->undo();
        on.context.undo()->undo();
        QVERIFY2(store.prices(h200).value().empty(), qPrintable(on.context.lastMessage()));
        QCOMPARE(asked, 0);
    }

    void dialogNamesTheirValue_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("keep");
        QTest::addColumn<QString>("apply");
        QTest::newRow("en") << "en"
                            << "Keep theirs"
                            << "Apply mine";
        QTest::newRow("zh_CN") << "zh_CN" << QStringLiteral("保留对方的") << QStringLiteral("应用我的");
    }
    void dialogNamesTheirValue() {
        QFETCH(QString, language);
        QFETCH(QString, keep);
        QFETCH(QString, apply);
        uitest::Language lang(language);
        QVERIFY(lang.ok(language));
        auto store = storeWithPrices();
        ui::PriceTableModel model;
        model.setPrices(store.prices({}).value());
        core::PriceRecord theirs = store.prices(h100()).value().front(), mine = theirs;
        theirs.amount = core::Money::parse("9100", "CNY").value();
        theirs.version = 2;
        mine.amount = core::Money::parse("8200", "CNY").value();
        ui::PriceConflictDialog dialog(model, {theirs.id, 1, theirs, "alice", "2026-12-01T22:50:00Z"}, mine);
        QCOMPARE(dialog.keepTheirsButton()->text(), keep);
        QVERIFY(dialog.applyMineButton());
        QCOMPARE(dialog.applyMineButton()->text(), apply);
        const QString text = dialog.text() + QLatin1Char('\n') + dialog.informativeText();
        for (const QString& part : {QStringLiteral("alice"), QStringLiteral("9100.00 CNY"),
                                    QStringLiteral("8200.00 CNY"), QStringLiteral("2026")})
            QVERIFY2(text.contains(part), qPrintable(text));
        QCOMPARE(dialog.choice(), ui::ConflictChoice::KeepTheirs); // closed without choosing
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog, test::kPatienceMs));
        dialog.grab().save(QStringLiteral(GPUPLAN_ARTIFACT_DIR "/price-conflict-%1.png").arg(language));
        dialog.applyMineButton()->click();
        QCOMPARE(dialog.choice(), ui::ConflictChoice::ApplyMine);

        // Deleted meanwhile: only acknowledged.
        ui::PriceConflictDialog gone(model, {theirs.id, 1, std::nullopt, "alice", "2026-12-01T22:50:00Z"},
                                     mine);
        QVERIFY(!gone.applyMineButton());
        QCOMPARE(gone.choice(), ui::ConflictChoice::KeepTheirs);
    }
};

QTEST_MAIN(TestPriceConflict)
#include "test_price_conflict.moc"
