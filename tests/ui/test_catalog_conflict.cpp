// A GPU edited in the workbench's catalog table after someone else changed it (issue 16): the store refuses
// the stale save, the page asks (the answer injected, no modal loop), "Keep theirs" puts their GPU in the
// table and writes nothing, "Apply mine" writes the user's figure over theirs as an undoable edit whose undo
// brings theirs back; a GPU deleted meanwhile leaves the table. The page's own edits undone and redone
// one by one are never refused as stale. The dialog names their figures, who and when, in both languages.
#include "catalog/gpu_catalog_model.h"
#include "catalog/gpu_catalog_page.h"
#include "catalog/gpu_conflict_dialog.h"
#include "cli/bundled_data.h"
#include "page_fixture.h"
#include "patience.h"
#include "ui_language.h"

#include "core/prices/memory_price_store.h"

#include <QAbstractButton>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplan;
using G = ui::GpuCatalogModel;

namespace {

// Alice's store: every change in it is signed "alice" at one pinned time; it starts with no GPUs of its
// own, so the page's first save of a bundled GPU adds it there.
core::MemoryPriceStore aliceStore() {
    return core::MemoryPriceStore([] { return std::string("2026-12-02T09:30:00Z"); }, "alice");
}

// The catalog view's index of a GPU's column.
QModelIndex cellOf(ui::GpuCatalogPage& page, const char* id, int column) {
    auto* proxy = static_cast<QSortFilterProxyModel*>(page.view()->model());
    return proxy->mapFromSource(page.model()->index(page.model()->rowOf(id), column));
}

// Types `text` into the cell's editor and commits it with Enter, as a user would.
void typeInto(ui::GpuCatalogPage& page, const char* id, int column, const QString& text) {
    QTableView* view = page.view();
    const QModelIndex cell = cellOf(page, id, column);
    view->setCurrentIndex(cell);
    view->edit(cell);
    auto* editor = view->findChild<QLineEdit*>(QStringLiteral("catalogText"));
    QVERIFY2(editor, "the cell's editor is a line edit");
    editor->clear();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(!view->findChild<QLineEdit*>(QStringLiteral("catalogText")),
                             test::kPatienceMs); // committed (queued) and closed
}

// Someone else's save of the GPU, behind the page's back, at the version the store holds.
void theyChange(core::MemoryPriceStore& store, const char* id, double watts) {
    core::GpuSpec theirs = store.storedGpu(id)->value();
    theirs.tdpWatts = watts;
    QVERIFY(store.saveGpu(theirs));
}

double storedTdp(core::MemoryPriceStore& store, const char* id) {
    return store.storedGpu(id)->value().tdpWatts;
}

} // namespace

class TestCatalogConflict : public QObject {
    Q_OBJECT
private slots:
    void keepTheirsOrApplyMine() {
        auto store = aliceStore();
        test::OnGpuCatalogPage on(store, &store);
        ui::GpuCatalogPage& page = on.page;
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page, test::kPatienceMs));
        int asked = 0;
        ui::ConflictChoice answer = ui::ConflictChoice::KeepTheirs;
        core::GpuConflict met;
        std::optional<core::GpuSpec> mine;
        page.resolveConflict = [&](const core::GpuConflict& theirs,
                                   const std::optional<core::GpuSpec>& wanted) {
            ++asked;
            met = theirs;
            mine = wanted;
            return answer;
        };
        QAbstractItemModel* view = page.view()->model();

        // An edit with nobody in between is saved without asking.
        typeInto(page, "h100-sxm", G::Tdp, QStringLiteral("650"));
        QCOMPARE(asked, 0);
        QCOMPARE(storedTdp(store, "h100-sxm"), 650.0);
        QCOMPARE(on.context.undo()->count(), 1);

        // Keep theirs: the table takes their GPU, nothing is written, nothing to undo.
        theyChange(store, "h100-sxm", 720);
        const std::int64_t version = store.storedGpu("h100-sxm")->value().version;
        typeInto(page, "h100-sxm", G::Tdp, QStringLiteral("600"));
        QCOMPARE(asked, 1);
        QVERIFY(met.current);
        QCOMPARE(met.current->tdpWatts, 720.0);
        QCOMPARE(met.changedBy, std::string("alice"));
        QCOMPARE(met.changedAt, std::string("2026-12-02T09:30:00Z"));
        QVERIFY(mine);
        QCOMPARE(mine->tdpWatts, 600.0);
        QCOMPARE(storedTdp(store, "h100-sxm"), 720.0);
        QCOMPARE(store.storedGpu("h100-sxm")->value().version, version);
        QCOMPARE(cellOf(page, "h100-sxm", G::Tdp).data(Qt::EditRole).toDouble(), 720.0);
        QCOMPARE(on.context.catalog().gpu("h100-sxm")->tdpWatts, 720.0);
        QCOMPARE(on.context.undo()->count(), 1);
        QVERIFY2(on.context.lastMessage().contains(QLatin1String("alice")),
                 qPrintable(on.context.lastMessage()));

        // Apply mine, over a newer change of theirs: written, and undone back to their figure.
        theyChange(store, "h100-sxm", 730);
        answer = ui::ConflictChoice::ApplyMine;
        QVERIFY(view->setData(cellOf(page, "h100-sxm", G::Tdp), QStringLiteral("600")));
        QCOMPARE(asked, 2);
        QCOMPARE(met.current->tdpWatts, 730.0);
        QCOMPARE(storedTdp(store, "h100-sxm"), 600.0);
        QCOMPARE(on.context.catalog().gpu("h100-sxm")->tdpWatts, 600.0);
        QCOMPARE(on.context.undo()->count(), 2);
        on.context.undo()->undo();
        QCOMPARE(storedTdp(store, "h100-sxm"), 730.0);
        QCOMPARE(cellOf(page, "h100-sxm", G::Tdp).data(Qt::EditRole).toDouble(), 730.0);
        on.context.undo()->redo();
        QCOMPARE(storedTdp(store, "h100-sxm"), 600.0);
        QCOMPARE(asked, 2); // undo and redo write against the versions they left

        // Their change under the page's undo: the undo is refused as stale, saying why, nothing written.
        theyChange(store, "h100-sxm", 740);
        on.context.undo()->undo();
        QCOMPARE(storedTdp(store, "h100-sxm"), 740.0);
        QVERIFY2(on.context.lastMessage().contains(QLatin1String("was changed by alice")),
                 qPrintable(on.context.lastMessage()));

        // Deleted meanwhile: the row goes, nothing is written.
        QVERIFY(page.addGpu([&] {
            core::GpuSpec quote = *on.context.catalog().gpu("h100-sxm");
            quote.id = "h100-quote";
            quote.version = 0;
            return quote;
        }()));
        QVERIFY(store.removeGpu("h100-quote", store.storedGpu("h100-quote")->value().version));
        QVERIFY(!view->setData(cellOf(page, "h100-quote", G::Tdp), QStringLiteral("500")));
        QCOMPARE(asked, 3);
        QVERIFY(!met.current);
        QVERIFY(!store.storedGpu("h100-quote")->has_value());
        QCOMPARE(page.model()->rowOf("h100-quote"), -1);
        QVERIFY(!on.context.catalog().gpu("h100-quote"));
    }

    // The page's own edits of one GPU, undone and redone one by one, each meeting the version the others
    // left (the first edit's undo comes after the second's undo moved the version on); an added GPU edited
    // and both undone is gone again.
    void ownEditsUndoOneByOne() {
        auto store = aliceStore();
        test::OnGpuCatalogPage on(store, &store);
        ui::GpuCatalogPage& page = on.page;
        page.show();
        int asked = 0;
        page.resolveConflict = [&](const core::GpuConflict&, const std::optional<core::GpuSpec>&) {
            ++asked;
            return ui::ConflictChoice::KeepTheirs;
        };
        const double bundledTdp = on.context.catalog().gpu("h100-sxm")->tdpWatts;
        QAbstractItemModel* view = page.view()->model();
        QVERIFY(view->setData(cellOf(page, "h100-sxm", G::Tdp), QStringLiteral("650")));
        QVERIFY(view->setData(cellOf(page, "h100-sxm", G::Tdp), QStringLiteral("640")));
        on.context.undo()->undo();
        on.context.undo()->undo();
        QCOMPARE(storedTdp(store, "h100-sxm"), bundledTdp);
        QCOMPARE(on.context.catalog().gpu("h100-sxm")->tdpWatts, bundledTdp);
        on.context.undo()->redo();
        on.context.undo()->redo();
        QCOMPARE(storedTdp(store, "h100-sxm"), 640.0);
        QCOMPARE(asked, 0);
        QVERIFY2(on.context.lastMessage().isEmpty(), qPrintable(on.context.lastMessage()));

        core::GpuSpec quote = *on.context.catalog().gpu("h100-sxm");
        quote.id = "h100-quote";
        quote.version = 0;
        QVERIFY(page.addGpu(quote));
        QVERIFY(view->setData(cellOf(page, "h100-quote", G::Tdp), QStringLiteral("500")));
        on.context.undo()->undo();
        on.context.undo()->undo();
        QVERIFY2(!store.storedGpu("h100-quote")->has_value(), qPrintable(on.context.lastMessage()));
        QVERIFY(!on.context.catalog().gpu("h100-quote"));
        on.context.undo()->redo();
        QVERIFY(store.storedGpu("h100-quote")->has_value());
        QCOMPARE(asked, 0);
        QVERIFY2(on.context.lastMessage().isEmpty(), qPrintable(on.context.lastMessage()));
    }

    void dialogNamesTheirFigures_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("keep");
        QTest::addColumn<QString>("apply");
        QTest::newRow("en") << "en"
                            << "Keep theirs"
                            << "Apply mine";
        QTest::newRow("zh_CN") << "zh_CN" << QStringLiteral("保留对方的") << QStringLiteral("应用我的");
    }
    void dialogNamesTheirFigures() {
        QFETCH(QString, language);
        QFETCH(QString, keep);
        QFETCH(QString, apply);
        uitest::Language lang(language);
        QVERIFY(lang.ok(language));
        core::GpuSpec theirs = *cli::loadBundledCatalog()->gpu("h100-sxm"), mine = theirs;
        theirs.tdpWatts = 720;
        theirs.version = 3;
        mine.tdpWatts = 600;
        ui::GpuConflictDialog dialog({"h100-sxm", 2, theirs, "alice", "2026-12-02T09:30:00Z"}, mine);
        QCOMPARE(dialog.keepTheirsButton()->text(), keep);
        QVERIFY(dialog.applyMineButton());
        QCOMPARE(dialog.applyMineButton()->text(), apply);
        const QString text = dialog.text() + QLatin1Char('\n') + dialog.informativeText();
        for (const QString& part : {QStringLiteral("alice"), QStringLiteral("720"), QStringLiteral("600"),
                                    QStringLiteral("2026"), QString::fromStdString(theirs.name)})
            QVERIFY2(text.contains(part), qPrintable(text));
        if (language == QLatin1String("zh_CN"))
            QVERIFY2(!text.contains(QLatin1String("changed by")), qPrintable(text));
        QCOMPARE(dialog.choice(), ui::ConflictChoice::KeepTheirs); // closed without choosing
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog, test::kPatienceMs));
        dialog.grab().save(QStringLiteral(GPUPLAN_ARTIFACT_DIR "/gpu-conflict-%1.png").arg(language));
        dialog.applyMineButton()->click();
        QCOMPARE(dialog.choice(), ui::ConflictChoice::ApplyMine);

        // A file names nobody and no time; a delete has nothing of the user's to compare.
        ui::GpuConflictDialog unsigned_({"h100-sxm", 2, theirs, "", ""}, std::nullopt);
        QVERIFY(unsigned_.applyMineButton());
        QVERIFY2(unsigned_.informativeText().contains(QLatin1String("720")),
                 qPrintable(unsigned_.informativeText()));
        // Deleted meanwhile: only acknowledged.
        ui::GpuConflictDialog gone({"h100-sxm", 2, std::nullopt, "alice", "2026-12-02T09:30:00Z"}, mine);
        QVERIFY(!gone.applyMineButton());
        QCOMPARE(gone.choice(), ui::ConflictChoice::KeepTheirs);
    }
};

QTEST_MAIN(TestCatalogConflict)
#include "test_catalog_conflict.moc"
