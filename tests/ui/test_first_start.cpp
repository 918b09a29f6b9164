// The first start, as a buyer meets it: a new store (the bundled data) and no settings. In each
// locale the window opens on the sample workspace in the locale's region, every result cell and the
// rent-against-buy bars of every compared card have numbers, and what the user chooses is remembered.
// Screenshots of every tab in both languages are kept as artifacts.
#include "patience.h"
#include "test_support.h"

#include "catalog/gpu_choice.h"
#include "compare/compare_page.h"
#include "main_window.h"
#include "prices/add_price_dialog.h"
#include "prices/prices_page.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "store.h"
#include "ui_language.h"

#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QFrame>
#include <QProcess>
#include <QSettings>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>

using namespace gpuplan;
using Columns = ui::ScenarioTableModel;

class TestFirstStart : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    struct Opened {
        std::unique_ptr<db::SqliteStore> store;
        std::unique_ptr<ui::MainWindow> window;
    };
    // The store as main.cpp opens it, in its own file per test case.
    static Opened open(const QString& path) {
        auto store = db::SqliteStore::open(path);
        if (!store)
            qFatal("store: %s", store.error().c_str());
        auto catalog = core::Catalog::fromTexts(store.value()->catalogTexts().value());
        Opened o;
        o.store = std::move(store).value();
        o.window = std::make_unique<ui::MainWindow>(catalog.value(), *o.store, QStringLiteral("test"),
                                                    o.store.get(), o.store.get());
        o.window->resize(1440, 860);
        o.window->show();
        return o;
    }

private slots:
    void init() { QSettings().clear(); } // this test program's own settings: a first start each time

    void sampleWorkspaceInTheLocalesRegion_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("currency");
        QTest::newRow("en") << "en"
                            << "us-east"
                            << "USD";
        QTest::newRow("zh_CN") << "zh_CN"
                               << "cn-beijing"
                               << "CNY";
    }
    void sampleWorkspaceInTheLocalesRegion() {
        QFETCH(QString, language);
        QFETCH(QString, region);
        QFETCH(QString, currency);
        const uitest::Language inLanguage(language);
        QVERIFY(inLanguage.ok(language));
        const QString path = m_dir.filePath(language + QStringLiteral(".sqlite"));
        {
            Opened o = open(path);
            ui::MainWindow& w = *o.window;
            QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
            QVERIFY(ui::MainWindow::firstStartPending());
            w.startFirstTime();
            QVERIFY(!ui::MainWindow::firstStartPending());

            // The seeds' cases, in the locale's region: LoRA 72B on three cards, pre-training 13B on 64,
            // serving 70B; and GRPO of a 32B model as NeMo RL published it (issue 34).
            ui::ScenarioTableModel* m = w.scenarioPage()->model();
            QCOMPARE(m->rowCount(), 6);
            QCOMPARE(m->row(5).scenario.kind, core::ScenarioKind::Grpo);
            QVERIFY(m->row(5).estimate.rl.has_value());
            for (int row = 0; row < m->rowCount(); ++row) {
                QCOMPARE(QString::fromStdString(m->row(row).scenario.regionId), region);
                QVERIFY2(m->row(row).estimate.ok, core::englishText(m->row(row).estimate.problem).c_str());
                for (int c = Columns::Time; c < Columns::ColumnCount; ++c) {
                    if (!Columns::isResult(c))
                        continue;
                    const QModelIndex i = m->index(row, c);
                    const QString shown = i.data().toString();
                    QVERIFY2(!shown.isEmpty() && shown != QStringLiteral("—") &&
                                 i.data(Columns::MissingPriceRole).toString().isEmpty(),
                             qPrintable(QStringLiteral("row %1 column %2: '%3' (%4)")
                                            .arg(row)
                                            .arg(c)
                                            .arg(shown, i.data(Qt::ToolTipRole).toString())));
                }
            }
            // Money in the display currency: a USD rent in Beijing reads in CNY, converted ("~").
            for (int row = 0; row < m->rowCount(); ++row)
                for (int c : {int(Columns::Rent), int(Columns::Buy)})
                    QVERIFY2(m->index(row, c).data().toString().contains(currency),
                             qPrintable(m->index(row, c).data().toString()));
            QVERIFY(w.scenarioPage()->hint()->isVisible());
            QCOMPARE(w.pricesPage()->regionChoice()->currentData().toString(), region);
            QCOMPARE(w.pricesPage()->displayCurrency()->currentData().toString(), currency);
            QCOMPARE(w.undoStack()->count(), 0); // the sample is where the workspace starts, not an edit

            // Compare & charts: the rent and the buy bar of every card are above zero.
            w.tabs()->setCurrentWidget(w.comparePage());
            QChartView* bars = w.comparePage()->rentBuyChart();
            w.comparePage()->views()->setCurrentWidget(bars);
            QTRY_VERIFY_WITH_TIMEOUT(bars->chart() && !bars->chart()->series().isEmpty(), test::kPatienceMs);
            auto* series = qobject_cast<QStackedBarSeries*>(bars->chart()->series().front());
            QVERIFY(series);
            const int categories = static_cast<int>(series->barSets().front()->count());
            QCOMPARE(categories, 2 * static_cast<int>(w.comparePage()->choice()->chosen().size()));
            for (int c = 0; c < categories; ++c) {
                double total = 0;
                for (QBarSet* set : series->barSets())
                    total += set->at(c);
                QVERIFY2(total > 0, qPrintable(QStringLiteral("bar %1 is empty").arg(c)));
            }
            QTRY_VERIFY_WITH_TIMEOUT(!w.comparePage()->sweeping(), test::kPatienceMs);
            // The report for approval, without typing a price: it recommends a card for the region.
            w.scenarioPage()->selectRow(0);
            const QString pdf = m_dir.filePath(language + QStringLiteral(".pdf"));
            QVERIFY2(w.comparePage()->exportReport(pdf), qPrintable(w.lastMessage()));
            QProcess text;
            text.start(QStringLiteral("pdftotext"),
                       {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"),
                        pdf, QStringLiteral("-")});
            QVERIFY(text.waitForFinished(30000));
            const QString firstPage = QString::fromUtf8(text.readAllStandardOutput());
            QVERIFY2(firstPage.contains(language == QLatin1String("en") ? QStringLiteral("Recommended: 8 × ")
                                                                        : QStringLiteral("推荐：8 × ")),
                     qPrintable(firstPage.left(600)));
            for (int tab = 0; tab < w.tabs()->count(); ++tab) {
                w.tabs()->setCurrentIndex(tab);
                QTest::qWait(50);
                QVERIFY(w.grab().toImage().save(
                    QStringLiteral(GPUPLAN_ARTIFACT_DIR "/first_start_tab%1_%2.png").arg(tab).arg(language)));
            }
        }
        // The next start: no sample again, the same region and currency.
        Opened again = open(path);
        QVERIFY(!ui::MainWindow::firstStartPending());
        QCOMPARE(again.window->scenarioPage()->model()->rowCount(), 6);
        QCOMPARE(again.window->pricesPage()->regionChoice()->currentData().toString(), region);
        QCOMPARE(again.window->pricesPage()->displayCurrency()->currentData().toString(), currency);
    }

    void theUsersOwnChoicesAreRemembered() {
        Opened o = open(m_dir.filePath(QStringLiteral("choices.sqlite")));
        o.window->startFirstTime();
        QComboBox* regionBox = o.window->pricesPage()->regionChoice();
        const int tokyo = regionBox->findData(QStringLiteral("jp-tokyo"));
        QVERIFY(tokyo > 0);
        regionBox->setCurrentIndex(tokyo);
        emit regionBox->activated(tokyo); // as a user's pick
        QComboBox* currencyBox = o.window->pricesPage()->displayCurrency();
        const int jpy = currencyBox->findData(QStringLiteral("JPY"));
        currencyBox->setCurrentIndex(jpy);
        emit currencyBox->activated(jpy);
        // Dismissed, the hint stays away.
        o.window->scenarioPage()->hint()->findChild<QToolButton*>(QStringLiteral("dismissHint"))->click();
        QVERIFY(!o.window->scenarioPage()->hint()->isVisible());
        o.window.reset();
        Opened again = open(m_dir.filePath(QStringLiteral("choices.sqlite")));
        QCOMPARE(again.window->pricesPage()->regionChoice()->currentData().toString(),
                 QStringLiteral("jp-tokyo"));
        QCOMPARE(again.window->pricesPage()->displayCurrency()->currentData().toString(),
                 QStringLiteral("JPY"));
        QSettings().remove(QStringLiteral("workspace/firstStartDone"));
        again.window->startFirstTime();
        QVERIFY(!again.window->scenarioPage()->hint()->isVisible());
        // A new scenario without a current one lands in the remembered region.
        again.window->scenarioPage()->view()->setCurrentIndex({});
        again.window->scenarioPage()->addNewScenario();
        const int last = again.window->scenarioPage()->model()->rowCount() - 1;
        QCOMPARE(again.window->scenarioPage()->model()->row(last).scenario.regionId, std::string("jp-tokyo"));
    }

    void aStoreWithScenariosKeepsThem() {
        const QString path = m_dir.filePath(QStringLiteral("kept.sqlite"));
        {
            Opened o = open(path);
            core::Scenario mine;
            mine.name = "my own";
            mine.modelId = "llama2-7b";
            mine.gpuId = "a100-80gb-sxm";
            mine.tokens = 1e9;
            mine.regionId = "cn-shanghai";
            o.window->scenarioPage()->addScenario(mine);
        }
        Opened o = open(path); // settings cleared: a first start on a store that has a scenario
        o.window->startFirstTime();
        QCOMPARE(o.window->scenarioPage()->model()->rowCount(), 1);
        QCOMPARE(o.window->scenarioPage()->model()->row(0).scenario.name, std::string("my own"));
        QVERIFY(!o.window->scenarioPage()->hint()->isVisible());
    }

    void aFileOpenedOverTheSampleHidesItsHint() {
        // The hint describes the sample; once a file has replaced the table it no longer applies.
        Opened o = open(m_dir.filePath(QStringLiteral("opened.sqlite")));
        o.window->startFirstTime();
        QVERIFY(o.window->scenarioPage()->hint()->isVisible());
        QVERIFY(o.window->scenarioPage()->openFile(
            QStringLiteral(GPUPLAN_SOURCE_DIR "/examples/shanghai-finetune-a100-h100.json")));
        QVERIFY(!o.window->scenarioPage()->hint()->isVisible());
        // A file that cannot be read leaves the hint as it was (the window, hidden, shows no message box).
        Opened other = open(m_dir.filePath(QStringLiteral("not-opened.sqlite")));
        QSettings().remove(QStringLiteral("workspace/firstStartDone"));
        other.window->startFirstTime();
        other.window->hide();
        QVERIFY(!other.window->scenarioPage()->hint()->isHidden());
        QVERIFY(!other.window->scenarioPage()->openFile(m_dir.filePath(QStringLiteral("missing.gpuplan"))));
        QVERIFY(!other.window->scenarioPage()->hint()->isHidden());
    }

    void aNewScenarioFollowsTheCurrentOne() {
        Opened o = open(m_dir.filePath(QStringLiteral("new.sqlite")));
        o.window->startFirstTime();
        ui::MainWindow& w = *o.window;
        core::Scenario chosen = w.scenarioPage()->model()->row(0).scenario;
        chosen.regionId = "cn-shanghai";
        chosen.gpuId = "a100-80gb-sxm";
        // A price chosen by hand: one of the A100's stored rents.
        const auto prices = o.store->prices({}).value();
        const auto rent = std::find_if(prices.begin(), prices.end(), [](const core::PriceRecord& p) {
            return p.gpuId == "a100-80gb-sxm" && p.kind == core::PriceKind::OnDemand;
        });
        QVERIFY(rent != prices.end());
        chosen.priceId = rent->id;
        const int row = w.scenarioPage()->addScenario(chosen);
        w.scenarioPage()->selectRow(row);
        w.scenarioPage()->addNewScenario();
        const core::Scenario& fresh = w.scenarioPage()->model()->row(w.scenarioPage()->currentRow()).scenario;
        QCOMPARE(fresh.regionId, std::string("cn-shanghai"));
        QCOMPARE(fresh.gpuId, std::string("a100-80gb-sxm"));
        QCOMPARE(fresh.priceId, chosen.priceId);
        QVERIFY(fresh.name != chosen.name);
    }

    void aMissingPriceIsAddedFromItsCell() {
        Opened o = open(m_dir.filePath(QStringLiteral("missing.sqlite")));
        ui::MainWindow& w = *o.window;
        QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
        // The L4 has no stored server price in Singapore: the buy cell says so and is a link.
        core::Scenario s;
        s.name = "L4 in Singapore";
        s.kind = core::ScenarioKind::Inference;
        s.modelId = "llama2-7b";
        s.gpuId = "l4";
        s.gpus = 1;
        s.regionId = "sg";
        const int row = w.scenarioPage()->addScenario(s);
        QVERIFY2(w.scenarioPage()->model()->row(row).estimate.ok,
                 core::englishText(w.scenarioPage()->model()->row(row).estimate.problem).c_str());
        const QModelIndex buy = w.scenarioPage()->model()->index(row, Columns::Buy);
        QCOMPARE(buy.data(Columns::MissingPriceRole).toString(), QStringLiteral("purchase"));
        QVERIFY2(buy.data().toString().contains(QLatin1String("L4 24GB")), qPrintable(buy.data().toString()));
        // Its tooltip names the card as the window does, not by its id.
        const QString why = buy.data(Qt::ToolTipRole).toString();
        QVERIFY2(why.contains(QLatin1String("L4 24GB")) && !why.contains(QLatin1String(" l4 ")),
                 qPrintable(why));
        // One click opens the price dialog on that card, region, kind and currency.
        bool checked = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<ui::AddPriceDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCOMPARE(dialog->gpu()->currentData().toString(), QStringLiteral("l4"));
            QCOMPARE(dialog->region()->currentData().toString(), QStringLiteral("sg"));
            QCOMPARE(dialog->kind()->currentData().toString(), QStringLiteral("purchase"));
            QCOMPARE(dialog->unit()->currentData().toString(), QStringLiteral("one-off"));
            QCOMPARE(dialog->currency()->currentText(), QStringLiteral("SGD"));
            checked = true;
            dialog->reject();
        });
        QTableView* view = w.scenarioPage()->view();
        view->scrollTo(view->model()->index(row, Columns::Buy));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->visualRect(view->model()->index(row, Columns::Buy)).center());
        QVERIFY(checked);
    }
};

QTEST_MAIN(TestFirstStart)
#include "test_first_start.moc"
