// The workbench on a real new store (the bundled data, as a buyer first sees it): the prices that
// apply in Beijing include mainland China's national ones, the rates and the region's tariff come
// with their sources and dates; screenshots of each view in both languages are kept as artifacts.
#include "patience.h"
#include "test_support.h"

#include "compare/compare_page.h"
#include "main_window.h"
#include "prices/exchange_rates_dialog.h"
#include "prices/price_table_model.h"
#include "prices/prices_page.h"
#include "prices/region_dialog.h"
#include "scenarios/scenario_page.h"
#include "screenshot_check.h"
#include "store.h"
#include "ui_language.h"

#include "core/catalog/catalog.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>

using namespace gpuplan;

class TestSeededPrices : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void buyersRegionShowsEverythingThatAppliesThere_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("zh_CN") << "zh_CN";
    }
    void buyersRegionShowsEverythingThatAppliesThere() {
        QFETCH(QString, language);
        const uitest::Language inLanguage(language);
        QVERIFY(inLanguage.ok(language));
        auto store = db::SqliteStore::open(m_dir.filePath(language + QStringLiteral(".sqlite")));
        QVERIFY(store.ok());
        auto catalog = core::Catalog::fromTexts(store.value()->catalogTexts().value());
        QVERIFY(catalog.ok());
        ui::MainWindow window(catalog.value(), *store.value(), QStringLiteral("seeded"), store.value().get(),
                              store.value().get());
        window.resize(1440, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window, test::kPatienceMs));
        // A LoRA job in Beijing costs renting and owning out of the box; the details name the tariff and
        // the rates of every conversion, with their dates.
        core::Scenario job;
        job.name = "LoRA 70B";
        job.kind = core::ScenarioKind::Lora;
        job.modelId = "llama2-70b";
        job.tokens = 1e9;
        job.gpuId = "a100-80gb-sxm";
        job.gpus = 8;
        job.regionId = "cn-beijing";
        window.scenarioPage()->addScenario(job);
        window.scenarioPage()->view()->selectRow(0);
        const QString details = window.scenarioPage()->details()->toPlainText();
        if (language == QLatin1String("en")) {
            QVERIFY2(
                details.contains(QLatin1String("Electricity: 0.681335 CNY per kWh in Beijing (2024-07-01")),
                qPrintable(details));
            QVERIFY(details.contains(QLatin1String("Converted at 1 CNY = 0.147584 USD (2026-06-01")));
            QVERIFY(details.contains(QLatin1String("Break-even against renting")));
        }
        QVERIFY(window.grab().toImage().save(
            QStringLiteral(GPUPLAN_ARTIFACT_DIR "/scenario_beijing_%1.png").arg(language)));
        // An H100 job in US East is costed with Lambda's Virginia price, and the details name the United
        // States' cheapest comparable offer (issue 31, item 6).
        core::Scenario east = job;
        east.name = "LoRA 70B, US East";
        east.gpuId = "h100-sxm";
        east.regionId = "us-east";
        window.scenarioPage()->addScenario(east);
        window.scenarioPage()->view()->selectRow(1);
        const QString eastDetails = window.scenarioPage()->details()->toPlainText();
        QVERIFY2(eastDetails.contains(language == QLatin1String("en")
                                          ? QStringLiteral("Cheapest comparable offer in United States: ")
                                          : QStringLiteral("美国 市场上最便宜的同类报价：")),
                 qPrintable(eastDetails));
        QVERIFY2(eastDetails.contains(QLatin1String("lambda")), qPrintable(eastDetails));
        QVERIFY(window.grab().toImage().save(
            QStringLiteral(GPUPLAN_ARTIFACT_DIR "/scenario_us_east_%1.png").arg(language)));
        window.scenarioPage()->view()->selectRow(0); // Beijing's again: the comparison below is of its prices
        // Compared in Beijing's currency: the note names the rates that converted the USD prices.
        window.tabs()->setCurrentWidget(window.comparePage());
        QTRY_VERIFY_WITH_TIMEOUT(window.findChild<QLabel*>(QStringLiteral("compareNotes"))
                                     ->text()
                                     .contains(QLatin1String("2026-06-01")),
                                 test::kPatienceMs);
        window.tabs()->setCurrentWidget(window.pricesPage()->view()->parentWidget());

        // Beijing: its own prices, mainland China's national ones and the worldwide purchase prices.
        QComboBox* region = window.pricesPage()->regionChoice();
        region->setCurrentIndex(region->findData(QStringLiteral("cn-beijing")));
        QAbstractItemModel* view = window.pricesPage()->view()->model();
        QStringList regions;
        for (int r = 0; r < view->rowCount(); ++r)
            regions << view->index(r, ui::PriceTableModel::Region).data().toString();
        const QString national = language == QLatin1String("zh_CN") ? QStringLiteral("中国大陆")
                                                                    : QStringLiteral("Mainland China");
        QVERIFY2(regions.contains(national), qPrintable(regions.join(',')));
        QVERIFY(view->rowCount() >= 30);
        // Shown in CNY, converted amounts say at which rate and date.
        window.pricesPage()->displayCurrency()->setCurrentIndex(
            window.pricesPage()->displayCurrency()->findData(QStringLiteral("CNY")));
        QVERIFY(window.findChild<QLabel*>(QStringLiteral("ratesNote"))
                    ->text()
                    .contains(QLatin1String("2026-06-01")));
        const QImage prices = window.grab().toImage();
        QVERIFY(uitest::distinctColours(prices) > 20);
        QVERIFY(prices.save(QStringLiteral(GPUPLAN_ARTIFACT_DIR "/prices_beijing_%1.png").arg(language)));

        // The exchange rates, each with its date and source.
        ui::ExchangeRatesDialog rates(window.pricesPage()->rateModel(), {}, &window);
        rates.show();
        QVERIFY(QTest::qWaitForWindowExposed(&rates, test::kPatienceMs));
        QCOMPARE(rates.view()->model()->rowCount(), 6);
        QVERIFY(
            rates.grab().toImage().save(QStringLiteral(GPUPLAN_ARTIFACT_DIR "/rates_%1.png").arg(language)));
        rates.close();

        // Beijing's tariff with its range, date, source and how it was checked.
        core::Region beijing;
        for (const core::Region& r : store.value()->regions().value())
            if (r.id == "cn-beijing")
                beijing = r;
        ui::RegionDialog dialog(beijing, &window);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog, test::kPatienceMs));
        QCOMPARE(dialog.date()->text(), QStringLiteral("2024-07-01"));
        QVERIFY(!dialog.range()->text().isEmpty());
        QVERIFY(dialog.problem()->text().isEmpty());
        // OK without a change changes nothing: every digit of the figures is shown.
        const core::Region unchanged = dialog.region().value();
        QCOMPARE(unchanged.electricityPerKwh, beijing.electricityPerKwh);
        QCOMPARE(unchanged.electricity.low, beijing.electricity.low);
        QCOMPARE(unchanged.electricity.high, beijing.electricity.high);
        QCOMPARE(unchanged.pue, beijing.pue);
        QVERIFY(dialog.grab().toImage().save(
            QStringLiteral(GPUPLAN_ARTIFACT_DIR "/region_%1.png").arg(language)));
        dialog.range()->setText(QStringLiteral("0.9 - 0.4"));
        QVERIFY(!dialog.problem()->text().isEmpty()); // a range upside down is refused with the reason
    }
};

QTEST_MAIN(TestSeededPrices)
#include "test_seeded_prices.moc"
