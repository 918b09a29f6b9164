// Finding things: region choosers grouped as a buyer looks for places and filtered as the user types;
// table filters that match every typed word in any column and either language; prices, undo texts
// and messages that name GPUs, providers and regions as the rest of the window does.
#include "patience.h"
#include "test_support.h"

#include "catalog/gpu_catalog_page.h"
#include "main_window.h"
#include "prices/price_table_model.h"
#include "prices/prices_page.h"
#include "prices/region_chooser.h"
#include "ui_language.h"

#include "core/prices/memory_price_store.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QCompleter>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>

using namespace gpuplan;
using ui::fillRegionChooser;
using ui::regionGroup;

namespace {

std::vector<core::Region> places() {
    std::vector<core::Region> r{
        test::region("global", "Worldwide", "全球", "USD"),
        test::region("cn", "Mainland China", "中国大陆", "CNY"),
        test::region("cn-beijing", "Beijing", "北京", "CNY"),
        test::region("jp-tokyo", "Tokyo", "东京", "JPY"),
        test::region("us-east", "US East (Virginia)", "美国东部（弗吉尼亚）", "USD"),
        test::region("eu-west", "EU West", "欧洲西部", "EUR"),
        test::region("aws:ap-northeast-1", "aws ap-northeast-1 (Tokyo)", "", "USD"),
        test::region("aws:us-east-1", "aws us-east-1", "", "USD"),
        test::region("lambda:us-east-1", "lambda us-east-1", "", "USD"),
        test::region("kr-seoul", "Seoul", "首尔", "KRW"), // a user's own place, in no known area
    };
    const std::pair<const char*, const char*> parents[] = {{"cn", "global"},
                                                           {"cn-beijing", "cn"},
                                                           {"jp-tokyo", "global"},
                                                           {"us-east", "global"},
                                                           {"eu-west", "global"},
                                                           {"aws:ap-northeast-1", "jp-tokyo"},
                                                           {"aws:us-east-1", "us-east"},
                                                           {"lambda:us-east-1", "global"},
                                                           {"kr-seoul", "global"}};
    for (auto& place : r)
        for (const auto& [id, parent] : parents)
            if (place.id == id)
                place.parent = parent;
    return r;
}

QStringList items(const QComboBox& box) {
    QStringList out;
    for (int i = 0; i < box.count(); ++i)
        out << (box.itemData(i).toString().isEmpty() ? QStringLiteral("[%1]").arg(box.itemText(i))
                                                     : box.itemData(i).toString());
    return out;
}

core::MemoryPriceStore storeWithPrices() {
    core::MemoryPriceStore s;
    s.addProvider({"aws", "Amazon Web Services", "test"});
    s.addProvider({"idc-cn", "Mainland China IDC", "test"});
    for (const core::Region& r : places())
        s.saveRegion(r);
    const std::tuple<const char*, const char*, const char*, const char*> rows[] = {
        {"h100-sxm", "aws", "aws:ap-northeast-1", "USD"},
        {"a100-80gb-sxm", "aws", "aws:ap-northeast-1", "USD"},
        {"h100-sxm", "idc-cn", "cn-beijing", "CNY"},
        {"h100-sxm", "aws", "aws:us-east-1", "USD"}};
    for (const auto& [gpu, provider, region, currency] : rows) {
        core::PriceRecord p;
        p.gpuId = gpu;
        p.providerId = provider;
        p.regionId = region;
        p.kind = core::PriceKind::OnDemand;
        p.unit = core::PriceUnit::GpuHour;
        p.amount = core::Money::parse("3", currency).value();
        p.effectiveDate = "2026-01-01";
        p.source = "test";
        s.setPrice(p, "test");
    }
    return s;
}

} // namespace

class TestFinding : public QObject {
    Q_OBJECT
private slots:
    void regionsAreGroupedAsABuyerLooksForThem() {
        QComboBox box;
        fillRegionChooser(&box, places(), QStringLiteral("All regions"));
        QAbstractItemModelTester tester(box.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Headings (no data, not choosable) before their places; clouds under their provider, last.
        QCOMPARE(items(box), QStringList({"[All regions]", "[Mainland China]", "cn-beijing", "cn",
                                          "[Asia-Pacific]", "jp-tokyo", "[Americas]", "us-east", "[Europe]",
                                          "eu-west", "[Worldwide]", "global", "[Other places]", "kr-seoul",
                                          "[aws cloud regions]", "aws:ap-northeast-1", "aws:us-east-1",
                                          "[lambda cloud regions]", "lambda:us-east-1"}));
        const auto* model = box.model();
        QCOMPARE(model->flags(model->index(1, 0)) & Qt::ItemIsSelectable, Qt::NoItemFlags);
        QVERIFY(model->flags(model->index(2, 0)) & Qt::ItemIsSelectable);
        QCOMPARE(box.currentIndex(), 0);
        // Refilled (a reload), the chosen region stays chosen.
        box.setCurrentIndex(box.findData(QStringLiteral("jp-tokyo")));
        fillRegionChooser(&box, places(), QStringLiteral("All regions"));
        QCOMPARE(box.currentData().toString(), QStringLiteral("jp-tokyo"));
    }

    void regionChoosersFilterAsTheUserTypes() {
        QComboBox box;
        fillRegionChooser(&box, places());
        QVERIFY(box.isEditable());
        QCOMPARE(box.currentData().toString(),
                 QStringLiteral("cn-beijing")); // the first choice, not a heading
        QCompleter* c = box.completer();
        auto offered = [c](const QString& typed) {
            c->setCompletionPrefix(typed);
            QStringList ids;
            for (int i = 0; i < c->completionModel()->rowCount(); ++i)
                ids << c->completionModel()->index(i, 0).data(Qt::UserRole).toString();
            return ids;
        };
        QCOMPARE(offered(QStringLiteral("tok")), QStringList({"jp-tokyo", "aws:ap-northeast-1"}));
        QCOMPARE(offered(QStringLiteral("北京")), QStringList({"cn-beijing"})); // in the English window too
        QCOMPARE(offered(QStringLiteral("us-east-1")), QStringList({"aws:us-east-1", "lambda:us-east-1"}));
        QCOMPARE(offered(QStringLiteral("asia-pacific")), QStringList({"jp-tokyo"})); // by its group
        QVERIFY(offered(QStringLiteral("atlantis")).isEmpty());
        // Picking an offer chooses that region, as a user's choice.
        QSignalSpy picked(&box, &QComboBox::activated);
        offered(QStringLiteral("tok"));
        emit c->activated(c->completionModel()->index(1, 0));
        QTRY_COMPARE_WITH_TIMEOUT(picked.count(), 1, test::kPatienceMs);
        QCOMPARE(box.currentData().toString(), QStringLiteral("aws:ap-northeast-1"));
        QCOMPARE(box.currentText(), QStringLiteral("aws ap-northeast-1 (Tokyo)"));
        // Text that names no region goes back to the chosen one's name.
        box.lineEdit()->setText(QStringLiteral("atlantis"));
        emit box.lineEdit()->editingFinished();
        QCOMPARE(box.currentText(), QStringLiteral("aws ap-northeast-1 (Tokyo)"));
    }

    void chineseHeadings() {
        const uitest::Language chinese(QStringLiteral("zh_CN"));
        QVERIFY(chinese.ok(QStringLiteral("zh_CN")));
        QCOMPARE(regionGroup(places()[2], places()), QStringLiteral("中国大陆"));
        QCOMPARE(regionGroup(places()[6], places()), QStringLiteral("aws 云区域"));
    }

    void filtersMatchEveryWordInAnyColumnAndLanguage() {
        auto store = storeWithPrices();
        ui::MainWindow w(test::catalog(), store, QStringLiteral("memory"));
        QLineEdit* filter = w.pricesPage()->filter();
        QTableView* view = w.pricesPage()->view();
        auto shown = [&](const QString& typed) {
            filter->setText(typed);
            return view->model()->rowCount();
        };
        QCOMPARE(shown(QString()), 4);
        QCOMPARE(shown(QStringLiteral("h100 ap-northeast-1")), 1); // both words, in different columns
        QCOMPARE(shown(QStringLiteral("ap-northeast-1 h100")), 1); // in any order
        QCOMPARE(shown(QStringLiteral("H100 SXM")), 3);            // the name as shown
        QCOMPARE(shown(QStringLiteral("h100-sxm")), 3);            // the id
        QCOMPARE(shown(QStringLiteral("北京 h100")), 1);           // the other language's region name
        QCOMPARE(shown(QStringLiteral("amazon tokyo")), 2);        // the provider's name
        QCOMPARE(shown(QStringLiteral("h100 atlantis")), 0);
        // The catalog filter too.
        w.gpuCatalogPage()->filter()->setText(QStringLiteral("nvidia 80"));
        const int both = w.gpuCatalogPage()->view()->model()->rowCount();
        w.gpuCatalogPage()->filter()->setText(QStringLiteral("nvidia"));
        QVERIFY(both > 0 && both < w.gpuCatalogPage()->view()->model()->rowCount());
    }

    void pricesAndUndoTextsNameThings() {
        auto store = storeWithPrices();
        ui::MainWindow w(test::catalog(), store, QStringLiteral("memory"));
        QAbstractItemModel* m = w.pricesPage()->view()->model();
        QStringList gpus, providers, regions;
        for (int r = 0; r < m->rowCount(); ++r) {
            gpus << m->index(r, ui::PriceTableModel::Gpu).data().toString();
            providers << m->index(r, ui::PriceTableModel::Provider).data().toString();
            regions << m->index(r, ui::PriceTableModel::Region).data().toString();
        }
        QVERIFY2(gpus.contains(QStringLiteral("H100 SXM 80GB")) && !gpus.contains(QStringLiteral("h100-sxm")),
                 qPrintable(gpus.join(QLatin1Char(','))));
        QVERIFY(providers.contains(QStringLiteral("Amazon Web Services")));
        QVERIFY(regions.contains(QStringLiteral("Beijing")));
        core::PriceRecord p = store.prices({}).value().front();
        p.id = 0;
        p.regionId = "jp-tokyo";
        QVERIFY(w.pricesPage()->addPrice(p));
        QCOMPARE(w.undoStack()->undoText(), QStringLiteral("add price: H100 SXM 80GB in Tokyo"));
        w.pricesPage()->view()->selectRow(0);
        w.pricesPage()->deleteSelected();
        QVERIFY2(w.undoStack()->undoText().contains(QLatin1String("delete 1 price")),
                 qPrintable(w.undoStack()->undoText()));
        QVERIFY(w.undoStack()
                    ->command(w.undoStack()->count() - 1)
                    ->child(0)
                    ->text()
                    .contains(QLatin1String(" in ")));
        QVERIFY(!w.undoStack()
                     ->command(w.undoStack()->count() - 1)
                     ->child(0)
                     ->text()
                     .contains(QLatin1String("-sxm")));
    }
};

QTEST_MAIN(TestFinding)
#include "test_finding.moc"
