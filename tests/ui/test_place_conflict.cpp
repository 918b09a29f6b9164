// An exchange rate or a region edited in the workbench after someone else changed it (issue 16): the store
// refuses the stale save, the page asks (the real dialog built, the answer injected without a modal loop),
// "Keep theirs" shows theirs and writes nothing, "Apply mine" writes the user's figure over theirs as an
// undoable edit whose undo brings theirs back. The page's own edits undone and redone are never refused as
// stale; an undo over someone else's later change is refused and says so. The dialog names their figures and
// the user's, in both languages.
#include "cli/bundled_data.h"
#include "fake_change_source.h"
#include "main_window.h"
#include "page_fixture.h"
#include "patience.h"
#include "prices/exchange_rate_model.h"
#include "prices/exchange_rates_dialog.h"
#include "prices/place_conflict_dialog.h"
#include "prices/prices_page.h"
#include "prices/region_dialog.h"
#include "store_change_follower.h"
#include "test_support.h"
#include "ui_language.h"

#include "core/prices/memory_price_store.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace gpuplan;
using R = ui::ExchangeRateModel;

namespace {

// A store with Shanghai and a CNY rate, each at version 1.
core::MemoryPriceStore storeWithPlaces() {
    core::MemoryPriceStore store([] { return std::string("2026-12-02T09:30:00Z"); }, "alice");
    store.saveRegion(test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.4, "test tariff"));
    store.saveExchangeRate({"CNY", 0.14, "2026-11-28", "test rate", {}, {}, "", "", 0});
    return store;
}

double storedRate(core::MemoryPriceStore& store) {
    return store.exchangeRates().value().front().usdPerUnit;
}

core::Region storedShanghai(core::MemoryPriceStore& store) {
    return store.regions().value().front();
}

// Someone else's save of the CNY rate behind the page's back, at the version the store holds.
void theySetRate(core::MemoryPriceStore& store, double usdPerUnit) {
    core::ExchangeRate theirs = store.exchangeRates().value().front();
    theirs.usdPerUnit = usdPerUnit;
    theirs.source = "their bank";
    QVERIFY(store.saveExchangeRate(theirs));
}

// The user types a rate into the page's rate table (as the rates dialog's cell editor commits it).
bool userSetsRate(ui::PricesPage& page, const char* text) {
    return page.rateModel()->setData(page.rateModel()->index(0, R::UsdPerUnit), QString::fromLatin1(text));
}

} // namespace

class TestPlaceConflict : public QObject {
    Q_OBJECT
private slots:
    void rateKeepTheirsOrApplyMine() {
        auto store = storeWithPlaces();
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        int asked = 0;
        ui::ConflictChoice answer = ui::ConflictChoice::KeepTheirs;
        QString shown;
        page.resolvePlaceConflict = [&](ui::ConflictDialog& dialog) {
            ++asked;
            shown = dialog.text() + QLatin1Char('\n') + dialog.informativeText();
            return answer;
        };

        theySetRate(store, 0.139); // the page still shows 0.14 at version 1
        QVERIFY(!userSetsRate(page, "0.145"));
        QCOMPARE(asked, 1);
        for (const QString& part : {QStringLiteral("The CNY exchange rate was changed by someone else"),
                                    QStringLiteral("0.139"), QStringLiteral("0.145")})
            QVERIFY2(shown.contains(part), qPrintable(shown));
        QCOMPARE(storedRate(store), 0.139);                    // nothing written
        QCOMPARE(page.rateModel()->rate(0).usdPerUnit, 0.139); // the table shows theirs
        QCOMPARE(on.context.undo()->count(), 0);
        QVERIFY2(on.context.lastMessage().contains(
                     QLatin1String("kept the CNY exchange rate as someone else left it")),
                 qPrintable(on.context.lastMessage()));

        theySetRate(store, 0.138);
        answer = ui::ConflictChoice::ApplyMine;
        QVERIFY(userSetsRate(page, "0.146"));
        QCOMPARE(asked, 2);
        QCOMPARE(storedRate(store), 0.146);
        QCOMPARE(page.rateModel()->rate(0).usdPerUnit, 0.146);
        QCOMPARE(on.context.undo()->count(), 1);
        on.context.undo()->undo(); // brings theirs back, not what the table showed before
        QCOMPARE(storedRate(store), 0.138);
        on.context.undo()->redo();
        QCOMPARE(storedRate(store), 0.146);

        // Someone changes it after the user's edit: the user's undo is refused, theirs stays.
        theySetRate(store, 0.137);
        on.context.undo()->undo();
        QCOMPARE(storedRate(store), 0.137);
        QVERIFY2(on.context.lastMessage().contains(
                     QLatin1String("the CNY exchange rate was changed by someone else")),
                 qPrintable(on.context.lastMessage()));
        QCOMPARE(asked, 2); // an undo is refused, not asked about
    }

    void ownEditsUndoAndRedoFreely() {
        auto store = storeWithPlaces();
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        int asked = 0;
        page.resolvePlaceConflict = [&](ui::ConflictDialog&) {
            ++asked;
            return ui::ConflictChoice::KeepTheirs;
        };
        QVERIFY(userSetsRate(page, "0.141"));
        QVERIFY(userSetsRate(page, "0.142"));
        QVERIFY(page.editRegion(storedShanghai(store), [&] {
            core::Region r = storedShanghai(store);
            r.pue = 1.3;
            return r;
        }()));
        QCOMPARE(on.context.undo()->count(), 3);
        // OK on an unchanged region, a rate cell committed unchanged: nothing written, no undo step.
        QVERIFY(page.editRegion(storedShanghai(store), storedShanghai(store)));
        QVERIFY(userSetsRate(page, "0.142"));
        QCOMPARE(on.context.undo()->count(), 3);
        QCOMPARE(storedShanghai(store).version, std::int64_t(2));
        for (int i = 0; i < 3; ++i)
            on.context.undo()->undo();
        QCOMPARE(storedRate(store), 0.14);
        QCOMPARE(storedShanghai(store).pue, 1.4);
        for (int i = 0; i < 3; ++i)
            on.context.undo()->redo();
        QCOMPARE(storedRate(store), 0.142);
        QCOMPARE(storedShanghai(store).pue, 1.3);
        QCOMPARE(storedShanghai(store).version, std::int64_t(4)); // added, edited, undone, redone
        QCOMPARE(asked, 0);
        QVERIFY2(on.context.lastMessage().isEmpty(), qPrintable(on.context.lastMessage()));
    }

    // Others change a rate while the user types in another cell of the rates dialog: the table takes
    // their rate without closing the editor, and the user's figure, committed, is saved over theirs at the
    // version read with it (no conflict: the user's cell was the only thing they had not seen).
    void aRateBeingTypedSurvivesOthersChange() {
        auto store = storeWithPlaces();
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        int asked = 0;
        page.resolvePlaceConflict = [&](ui::ConflictDialog&) {
            ++asked;
            return ui::ConflictChoice::KeepTheirs;
        };
        ui::ExchangeRatesDialog dialog(page.rateModel(),
                                       [&](const core::ExchangeRate& r) { return page.setExchangeRate(r); });
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog, test::kPatienceMs));
        QTableView* view = dialog.view();
        const QModelIndex date = view->model()->index(0, R::Date);
        view->setCurrentIndex(date);
        view->edit(date);
        QPointer<QLineEdit> editor = view->viewport()->findChild<QLineEdit*>();
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("2026-11-30")); // typed, as a user does

        theySetRate(store, 0.139);
        page.reloadPrices(); // what the window does when it hears of their change
        QVERIFY(editor && editor->isVisible());
        QCOMPARE(editor->text(), QStringLiteral("2026-11-30"));
        QCOMPARE(page.rateModel()->rate(0).usdPerUnit, 0.139);
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(store.exchangeRates().value().front().effectiveDate,
                                  std::string("2026-11-30"), test::kPatienceMs);
        QCOMPARE(storedRate(store), 0.139); // theirs kept, with the user's date
        QCOMPARE(asked, 0);
    }

    void regionKeepTheirsOrApplyMine() {
        auto store = storeWithPlaces();
        test::OnPricesPage on(store);
        ui::PricesPage& page = on.page;
        ui::ConflictChoice answer = ui::ConflictChoice::KeepTheirs;
        QString shown;
        page.resolvePlaceConflict = [&](ui::ConflictDialog& dialog) {
            shown = dialog.text() + QLatin1Char('\n') + dialog.informativeText();
            return answer;
        };
        const core::Region seen = storedShanghai(store); // as the region dialog opened it
        core::Region theirs = seen;
        theirs.electricityPerKwh = 0.72;
        theirs.electricity.source = "their tariff";
        QVERIFY(store.saveRegion(theirs));
        core::Region mine = seen;
        mine.pue = 1.25;
        QVERIFY(!page.editRegion(seen, mine));
        for (const QString& part : {QStringLiteral("Shanghai (cn-shanghai) was changed by someone else"),
                                    QStringLiteral("0.72"), QStringLiteral("1.25")})
            QVERIFY2(shown.contains(part), qPrintable(shown));
        QCOMPARE(*storedShanghai(store).electricityPerKwh, 0.72);
        QCOMPARE(storedShanghai(store).pue, 1.4);
        QCOMPARE(on.context.undo()->count(), 0);

        answer = ui::ConflictChoice::ApplyMine;
        QVERIFY(page.editRegion(seen, mine));
        QCOMPARE(storedShanghai(store).pue, 1.25);
        QCOMPARE(*storedShanghai(store).electricityPerKwh, 0.8); // the user's region, as the user saw it
        on.context.undo()->undo();
        QCOMPARE(*storedShanghai(store).electricityPerKwh, 0.72); // theirs again
        QCOMPARE(storedShanghai(store).pue, 1.4);
    }

    // Others change the region while its dialog is open: untouched, the dialog takes their values and says
    // so; once the user has typed, the typing stays, the dialog says what they changed, and OK asks.
    void anOpenRegionDialogFollowsOthersChanges() {
        auto store = storeWithPlaces();
        uitest::FakeChangeSource source;
        ui::MainWindow window(cli::loadBundledCatalog().value(), store, QStringLiteral("memory"));
        window.followStoreChanges(&source);
        window.show();
        QString shown;
        window.pricesPage()->resolvePlaceConflict = [&](ui::ConflictDialog& dialog) {
            shown = dialog.text() + QLatin1Char('\n') + dialog.informativeText();
            return ui::ConflictChoice::ApplyMine;
        };
        QComboBox* regions = window.pricesPage()->regionChoice();
        regions->setCurrentIndex(regions->findData(QStringLiteral("cn-shanghai")));
        const auto theyChange = [&](double pue) {
            core::Region theirs = storedShanghai(store);
            theirs.pue = pue;
            theirs.pueSource.source = "their survey";
            QVERIFY(store.saveRegion(theirs));
            QSignalSpy followed(window.storeChangeFollower(), &ui::StoreChangeFollower::followed);
            source.announce("regions", "cn-shanghai");
            QVERIFY(followed.wait(test::kPatienceMs));
        };
        QStringList seen; // what the open dialog showed, step by step
        QTimer::singleShot(0, [&] {
            ui::RegionDialog* dialog = window.pricesPage()->regionDialog();
            if (!dialog)
                return;
            theyChange(1.3);
            seen << dialog->pue()->text() << dialog->notice()->text();
            dialog->electricity()->selectAll();
            QTest::keyClicks(dialog->electricity(), QStringLiteral("0.9"));
            theyChange(1.2);
            seen << dialog->pue()->text() << dialog->electricity()->text() << dialog->notice()->text();
            dialog->accept();
        });
        window.findChild<QPushButton*>(QStringLiteral("editRegion"))->click();
        QVERIFY(!window.pricesPage()->regionDialog());
        QCOMPARE(seen.size(), 5);
        QCOMPARE(seen[0], QStringLiteral("1.3")); // untouched: their value
        QVERIFY2(seen[1].contains(QLatin1String("now shows their values")), qPrintable(seen[1]));
        QCOMPARE(seen[2], QStringLiteral("1.3")); // typed in: their later change is only named
        QCOMPARE(seen[3], QStringLiteral("0.9"));
        QVERIFY2(seen[4].contains(QLatin1String("PUE: 1.2")) &&
                     seen[4].contains(QLatin1String("OK will ask")),
                 qPrintable(seen[4]));
        QVERIFY2(shown.contains(QLatin1String("was changed by someone else")), qPrintable(shown));
        QCOMPARE(*storedShanghai(store).electricityPerKwh, 0.9); // applied over theirs, as the user chose
        QCOMPARE(storedShanghai(store).pue, 1.3);
    }

    void dialogNamesTheirFigures_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("keep");
        QTest::addColumn<QString>("changed");
        QTest::newRow("en") << "en"
                            << "Keep theirs"
                            << "was changed by alice";
        QTest::newRow("zh_CN") << "zh_CN" << QStringLiteral("保留对方的") << QStringLiteral("alice");
    }
    void dialogNamesTheirFigures() {
        QFETCH(QString, language);
        QFETCH(QString, keep);
        QFETCH(QString, changed);
        uitest::Language lang(language);
        QVERIFY(lang.ok(language));
        core::ExchangeRate theirs{"CNY", 0.139, "2026-12-01", "their bank", {}, {}, "", "", 3}, mine = theirs;
        mine.usdPerUnit = 0.145;
        ui::PlaceConflictDialog rate(core::RateConflict{"CNY", 2, theirs, "alice", "2026-12-02T09:30:00Z"},
                                     mine);
        QCOMPARE(rate.keepTheirsButton()->text(), keep);
        QVERIFY(rate.applyMineButton());
        const QString text = rate.text() + QLatin1Char('\n') + rate.informativeText();
        for (const QString& part : {changed, QStringLiteral("CNY"), QStringLiteral("0.139"),
                                    QStringLiteral("0.145"), QStringLiteral("2026")})
            QVERIFY2(text.contains(part), qPrintable(text));
        if (language == QLatin1String("zh_CN"))
            QVERIFY2(!text.contains(QLatin1String("changed by")) &&
                         !text.contains(QLatin1String("Their values")),
                     qPrintable(text));
        rate.show();
        QVERIFY(QTest::qWaitForWindowExposed(&rate, test::kPatienceMs));
        rate.grab().save(QStringLiteral(GPUPLAN_ARTIFACT_DIR "/rate-conflict-%1.png").arg(language));

        core::Region region =
            test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.72, 1.4, "their tariff");
        core::Region yours = region;
        yours.pue = 1.25;
        ui::PlaceConflictDialog regionDialog(core::RegionConflict{"cn-shanghai", 0, region, "alice", ""},
                                             yours);
        const QString regionText = regionDialog.text() + QLatin1Char('\n') + regionDialog.informativeText();
        for (const QString& part :
             {QStringLiteral("cn-shanghai"), QStringLiteral("1.25"), QStringLiteral("1.4")})
            QVERIFY2(regionText.contains(part), qPrintable(regionText));
        if (language == QLatin1String("en"))
            QVERIFY2(regionText.contains(QLatin1String("was added by alice while you were adding it")),
                     qPrintable(regionText));
        regionDialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&regionDialog, test::kPatienceMs));
        regionDialog.grab().save(
            QStringLiteral(GPUPLAN_ARTIFACT_DIR "/region-conflict-%1.png").arg(language));
        // No longer in the store: only acknowledged.
        ui::PlaceConflictDialog gone(core::RateConflict{"CNY", 2, std::nullopt, "", ""}, mine);
        QVERIFY(!gone.applyMineButton());
        QCOMPARE(gone.choice(), ui::ConflictChoice::KeepTheirs);
    }
};

QTEST_MAIN(TestPlaceConflict)
#include "test_place_conflict.moc"
