// The Models tab (issue 30): the model catalog edited in place, duplicated, deleted and imported from
// Hugging Face config.json files through the real file dialog and by dropping files on the window; every
// change an undoable write to the store, a stale one resolved as the user answers; a refused file leaves the
// catalog and the store untouched.
#include "cli/bundled_data.h"
#include "main_window.h"
#include "models/model_conflict_dialog.h"
#include "models/model_page.h"
#include "models/model_table_model.h"
#include "patience.h"
#include "ui_language.h"

#include "core/prices/memory_price_store.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMimeData>
#include <QPointer>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplan;
using M = ui::ModelTableModel;

namespace {

QString configs(const char* name) {
    return QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/model_configs/") + QLatin1String(name);
}

struct Page {
    core::MemoryPriceStore store{[] { return std::string("2026-12-03T10:00:00Z"); }, "alice"};
    ui::PageContext context{cli::loadBundledCatalog().value(), store};
    QUndoStack& undo = *context.undo();
    ui::ModelPage page{context};
    std::vector<std::pair<std::string, bool>> changes; // the window's view of each change: id, kept
    QStringList refusals;
    Page() {
        page.setModels(cli::loadBundledCatalog()->models());
        page.setStore(&store);
        QObject::connect(&page, &ui::ModelPage::modelChanged,
                         [this](const std::string& id, const auto& model) {
                             changes.emplace_back(id, model.has_value());
                         });
        QObject::connect(&page, &ui::ModelPage::refused, [this](const QString& why) { refusals << why; });
    }
    QModelIndex cell(const char* id, int column) const {
        auto* proxy = static_cast<QSortFilterProxyModel*>(page.view()->model());
        return proxy->mapFromSource(page.model()->index(page.model()->rowOf(id), column));
    }
    // Types `text` into the cell's editor and commits it with Enter, as a user would.
    void typeInto(const char* id, int column, const QString& text) {
        QTableView* view = page.view();
        view->setCurrentIndex(cell(id, column));
        view->edit(cell(id, column));
        QWidget* editor = QApplication::focusWidget();
        QVERIFY2(editor && view->isAncestorOf(editor), "the cell has an editor");
        if (auto* line = qobject_cast<QLineEdit*>(editor))
            line->selectAll();
        else if (auto* spin = qobject_cast<QAbstractSpinBox*>(editor))
            spin->selectAll();
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isPersistentEditorOpen(cell(id, column)) &&
                                     !(QApplication::focusWidget() && QApplication::focusWidget() != view &&
                                       view->isAncestorOf(QApplication::focusWidget())),
                                 test::kPatienceMs);
    }
};

} // namespace

class TestModelPage : public QObject {
    Q_OBJECT
private slots:
    // Edited in place: the store has the figure, the window hears of it, undo and redo write it back; a
    // figure the catalog refuses changes nothing and says why.
    void editInPlaceWithUndo() {
        Page p;
        p.page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&p.page, test::kPatienceMs));
        p.typeInto("qwen3-32b", M::Seq, QStringLiteral("8192"));
        QCOMPARE(p.store.storedModel("qwen3-32b")->value().seqLen, 8192);
        QCOMPARE(p.page.model()->model(p.page.model()->rowOf("qwen3-32b")).seqLen, 8192);
        QCOMPARE(p.changes.size(), std::size_t(1));
        QCOMPARE(p.undo.count(), 1);
        p.undo.undo();
        QCOMPARE(p.store.storedModel("qwen3-32b")->value().seqLen, 4096);
        p.undo.redo();
        QCOMPARE(p.store.storedModel("qwen3-32b")->value().seqLen, 8192);

        const std::int64_t version = p.store.storedModel("qwen3-32b")->value().version;
        p.typeInto("qwen3-32b", M::Heads, QStringLiteral("7")); // 7 heads do not divide the 8 KV heads
        QCOMPARE(p.store.storedModel("qwen3-32b")->value().version, version);
        QCOMPARE(p.store.storedModel("qwen3-32b")->value().heads, 64);
        QVERIFY(!p.refusals.isEmpty());
        QCOMPARE(p.undo.count(), 1);
        // Parameters as the catalog writes them ("235B"); the shape's own count stays beside it.
        QVERIFY(p.page.model()->setData(p.page.model()->index(p.page.model()->rowOf("qwen3-32b"), M::Params),
                                        QStringLiteral("33B")));
        QCOMPARE(p.store.storedModel("qwen3-32b")->value().params, 33e9);
    }

    // Duplicate, delete and the filter; "keep theirs" and "apply mine" when someone else changed the model.
    void duplicateDeleteAndConflicts() {
        Page p;
        p.page.view()->setCurrentIndex(p.cell("qwen3-8b", M::Name));
        p.page.duplicateSelected();
        const core::ModelSpec copy = p.store.storedModel("qwen3-8b-copy")->value();
        QCOMPARE(copy.layers, 36);
        QVERIFY2(copy.source.find("copied from qwen3-8b") == 0, copy.source.c_str());
        p.page.filter()->setText(QStringLiteral("qwen3-8b copy"));
        QCOMPARE(p.page.view()->model()->rowCount(), 1);
        p.page.filter()->clear();

        p.page.view()->selectRow(p.cell("qwen3-8b-copy", M::Name).row());
        p.page.deleteSelected();
        QVERIFY(!p.store.storedModel("qwen3-8b-copy")->has_value());
        QCOMPARE(p.page.model()->rowOf("qwen3-8b-copy"), -1);
        p.undo.undo(); // the delete undone: back in the store and the table
        QVERIFY(p.store.storedModel("qwen3-8b-copy")->has_value());
        QVERIFY(p.page.model()->rowOf("qwen3-8b-copy") >= 0);

        // Someone else changes the copy behind the tab's back.
        core::ModelSpec theirs = p.store.storedModel("qwen3-8b-copy")->value();
        theirs.seqLen = 2048;
        QVERIFY(p.store.saveModel(theirs));
        int asked = 0;
        int theirsSeq = 2048;
        ui::ConflictChoice answer = ui::ConflictChoice::KeepTheirs;
        p.page.resolveConflict = [&](const core::ModelConflict& c,
                                     const std::optional<core::ModelSpec>& mine) {
            ++asked;
            [&] {
                QCOMPARE(c.current->seqLen, theirsSeq);
                QCOMPARE(mine->seqLen, 16384);
            }();
            return answer;
        };
        const QModelIndex seq = p.page.model()->index(p.page.model()->rowOf("qwen3-8b-copy"), M::Seq);
        QVERIFY(!p.page.model()->setData(seq, 16384));
        QCOMPARE(asked, 1);
        QCOMPARE(p.store.storedModel("qwen3-8b-copy")->value().seqLen, 2048); // theirs kept
        QCOMPARE(seq.data(M::SortRole).toInt(), 2048);                        // and shown
        theirs = p.store.storedModel("qwen3-8b-copy")->value();
        theirs.seqLen = theirsSeq = 1024;
        QVERIFY(p.store.saveModel(theirs));
        answer = ui::ConflictChoice::ApplyMine;
        QVERIFY(p.page.model()->setData(seq, 16384));
        QCOMPARE(asked, 2);
        QCOMPARE(p.store.storedModel("qwen3-8b-copy")->value().seqLen, 16384);
        p.undo.undo(); // puts theirs back, not the row the table showed before
        QCOMPARE(p.store.storedModel("qwen3-8b-copy")->value().seqLen, 1024);
    }

    // File > Import model config... through the real file dialog: two configs chosen, both added as one
    // undo step; a file that is not a config, or a model id the catalog has, adds nothing.
    void importThroughTheFileDialog() {
        core::MemoryPriceStore store([] { return std::string("2026-12-03T10:00:00Z"); }, "alice");
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"), &store,
                              &store);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window, test::kPatienceMs));
        ui::ModelPage* page = window.modelPage();
        const int before = page->model()->rowCount();
        QTemporaryDir dir;
        for (const char* name : {"glm-4.5.json", "qwen3-8b.json"})
            QVERIFY(QFile::copy(configs(name), dir.filePath(QStringLiteral("ours-") + QLatin1String(name))));
        const auto chooseInDialog = [&](const QStringList& names) {
            QTimer::singleShot(0, [&, names] {
                QTRY_VERIFY_WITH_TIMEOUT(qobject_cast<QFileDialog*>(QApplication::activeModalWidget()),
                                         test::kPatienceMs);
                auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
                QCOMPARE(dialog->objectName(), QStringLiteral("modelConfigDialog"));
                dialog->setDirectory(dir.path());
                QStringList quoted;
                for (const QString& n : names)
                    quoted << QLatin1Char('"') + n + QLatin1Char('"');
                auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
                QVERIFY(name);
                name->setText(quoted.join(QLatin1Char(' ')));
                QTest::keyClick(name, Qt::Key_Return); // as a user accepts it
            });
            window.findChild<QAction*>(QStringLiteral("actionImportModelConfig"))->trigger();
        };
        chooseInDialog({QStringLiteral("ours-glm-4.5.json"), QStringLiteral("ours-qwen3-8b.json")});
        QCOMPARE(window.tabs()->currentWidget(), page);
        QCOMPARE(page->model()->rowCount(), before + 2);
        QCOMPARE(store.storedModel("ours-glm-4.5")->value().experts, 160);
        QVERIFY(window.catalog().model("ours-qwen3-8b")); // the scenarios can use it now
        QCOMPARE(window.undoStack()->count(), 1);
        window.undoStack()->undo();
        QCOMPARE(page->model()->rowCount(), before);
        QVERIFY(store.savedModels().empty());

        // A refused file: nothing added to the table, the catalog or the store.
        QFile bad(dir.filePath(QStringLiteral("weights.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("not json");
        bad.close();
        chooseInDialog({QStringLiteral("ours-qwen3-8b.json"), QStringLiteral("weights.json")});
        QCOMPARE(page->model()->rowCount(), before);
        QVERIFY(!window.catalog().model("ours-qwen3-8b"));
        QVERIFY(store.savedModels().empty());
        QCOMPARE(window.undoStack()->count(), 1); // the earlier import, undone; nothing new

        // Dropped on the window: a model folder.
        QTemporaryDir folder;
        QVERIFY(QFile::copy(configs("gemma3-27b.json"), folder.filePath(QStringLiteral("config.json"))));
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(folder.path())});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        // Named after its folder, as a model folder from the Hub is.
        const std::string name = QFileInfo(folder.path()).fileName().toStdString();
        std::string id;
        for (const core::ModelSpec& m : page->model()->models())
            if (m.name == name)
                id = m.id;
        QVERIFY2(!id.empty(), name.c_str());
        QCOMPARE(page->model()->model(page->model()->rowOf(id)).slidingLayers, 52);
    }

    // The tab, the menu entry and the conflict dialog in both languages; the window on the Models tab kept
    // as a screenshot (build/artifacts/models-tab-LANG.png).
    void bothLanguages_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("tab");
        QTest::addColumn<QString>("keep");
        QTest::newRow("en") << "en"
                            << "Models"
                            << "Keep theirs";
        QTest::newRow("zh_CN") << "zh_CN" << QStringLiteral("模型") << QStringLiteral("保留对方的");
    }
    void bothLanguages() {
        QFETCH(QString, language);
        QFETCH(QString, tab);
        QFETCH(QString, keep);
        uitest::Language lang(language);
        QVERIFY(lang.ok(language));
        core::MemoryPriceStore store([] { return std::string("2026-12-03T10:00:00Z"); }, "alice");
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"), &store,
                              &store);
        window.resize(1440, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window, test::kPatienceMs));
        window.tabs()->setCurrentWidget(window.modelPage());
        QCOMPARE(window.tabs()->tabText(window.tabs()->currentIndex()), tab);
        QVERIFY(!window.findChild<QAction*>(QStringLiteral("actionImportModelConfig"))->text().isEmpty());
        window.grab().save(QStringLiteral(GPUPLAN_ARTIFACT_DIR "/models-tab-%1.png").arg(language));
        core::ModelSpec theirs = *cli::loadBundledCatalog()->model("qwen3-8b"), mine = theirs;
        theirs.seqLen = 8192;
        theirs.version = 2;
        mine.seqLen = 16384;
        ui::ModelConflictDialog dialog({"qwen3-8b", 1, theirs, "bob", "2026-12-03T09:30:00Z"}, mine);
        QCOMPARE(dialog.keepTheirsButton()->text(), keep);
        const QString text = dialog.text() + QLatin1Char('\n') + dialog.informativeText();
        for (const QString& part : {QStringLiteral("bob"), QStringLiteral("8,192"), QStringLiteral("16,384")})
            QVERIFY2(text.contains(part), qPrintable(text));
        if (language == QLatin1String("zh_CN"))
            QVERIFY2(!text.contains(QLatin1String("changed by")), qPrintable(text));
    }

    // Another user's changes of the catalog followed row by row: a model gone, one changed, one added; an
    // editor open on another row stays open.
    void followsOthersChanges() {
        Page p;
        p.page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&p.page, test::kPatienceMs));
        p.page.view()->edit(p.cell("qwen3-8b", M::Name));
        const QPointer<QWidget> editor = QApplication::focusWidget();
        QVERIFY(editor && p.page.view()->isAncestorOf(editor));
        std::vector<core::ModelSpec> models = p.page.model()->models();
        models.erase(
            std::find_if(models.begin(), models.end(), [](const auto& m) { return m.id == "llama2-7b"; }));
        core::ModelSpec added = models.front();
        added.id = "theirs";
        models.push_back(added);
        for (core::ModelSpec& m : models)
            if (m.id == "qwen3-32b")
                m.seqLen = 2048;
        p.page.follow(models);
        QCOMPARE(p.page.model()->rowOf("llama2-7b"), -1);
        QVERIFY(p.page.model()->rowOf("theirs") >= 0);
        QCOMPARE(p.page.model()->model(p.page.model()->rowOf("qwen3-32b")).seqLen, 2048);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(editor && editor->isVisible()); // a reset would have closed it
    }

    // Without a catalog store (a viewer or editor of a team store) the table cannot be edited or imported
    // into, and says why.
    void readOnlyWithoutAStore() {
        Page p;
        p.page.setStore(nullptr, QStringLiteral("changing the catalog needs the admin role"));
        QVERIFY(!p.page.importConfigs({configs("glm-4.5.json")}));
        QVERIFY(p.store.savedModels().empty());
        QCOMPARE(p.page.view()->toolTip(), QStringLiteral("changing the catalog needs the admin role"));
        QCOMPARE(p.page.view()->editTriggers(), QAbstractItemView::NoEditTriggers);
    }
};

QTEST_MAIN(TestModelPage)
#include "test_model_page.moc"
