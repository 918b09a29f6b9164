// The GPU catalog tab as a page on its own (issue 33): columns sort on their typed values (192 GB after 24
// GB), the filter narrows the rows, every figure names its source and an unverified row is in italics; the
// model passes QAbstractItemModelTester. Editing, read-only roles and conflicts are in
// test_catalog_editor.cpp and test_catalog_conflict.cpp.
#include "catalog/gpu_catalog_model.h"
#include "catalog/gpu_catalog_page.h"
#include "cli/bundled_data.h"
#include "page_fixture.h"
#include "patience.h"
#include "test_support.h"

#include "core/prices/memory_price_store.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QtTest>

using namespace gpuplan;

class TestGpuCatalogPage : public QObject {
    Q_OBJECT
private slots:
    void theModelPassesTheContractTester() {
        ui::GpuCatalogModel catalog;
        QAbstractItemModelTester tester(&catalog, QAbstractItemModelTester::FailureReportingMode::QtTest);
        catalog.setGpus(cli::loadBundledCatalog()->gpus());
        QCOMPARE(catalog.rowCount(), int(cli::loadBundledCatalog()->gpus().size()));
    }

    void catalogSortsOnTypedValuesAndFilters() {
        auto store = test::shanghaiPriceStore();
        test::OnGpuCatalogPage on(store);
        ui::GpuCatalogPage& page = on.page;
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page, test::kPatienceMs));
        QTableView* view = page.view();
        const int all = int(cli::loadBundledCatalog()->gpus().size());
        QCOMPARE(view->model()->rowCount(), all);
        // Click "Memory": 24 GB first, 192 GB last (as text, "192 GB" would sort before "24 GB").
        const int memory = test::column(view, QStringLiteral("Memory"));
        QVERIFY(memory >= 0);
        QTest::mouseClick(view->horizontalHeader()->viewport(), Qt::LeftButton, {},
                          QPoint(view->horizontalHeader()->sectionViewportPosition(memory) + 5, 5));
        const QAbstractItemModel* m = view->model();
        auto memoryAt = [&](int row) {
            return m->index(row, memory).data(ui::GpuCatalogModel::SortRole).toDouble();
        };
        bool ascending = true;
        for (int r = 1; r < m->rowCount(); ++r)
            ascending = ascending && memoryAt(r - 1) <= memoryAt(r);
        bool descending = true;
        for (int r = 1; r < m->rowCount(); ++r)
            descending = descending && memoryAt(r - 1) >= memoryAt(r);
        QVERIFY(ascending || descending);
        QCOMPARE(m->index(ascending ? 0 : m->rowCount() - 1, memory).data().toString(),
                 QStringLiteral("16 GB"));
        // Typing in the filter narrows the rows.
        QTest::keyClicks(page.filter(), QStringLiteral("hopper"));
        QCOMPARE(view->model()->rowCount(), 7); // H100 SXM, PCIe and NVL, H200 SXM and NVL, H800, H20
        page.filter()->clear();
        QCOMPARE(view->model()->rowCount(), all);
    }

    void sourcesAndUnverifiedRows() {
        ui::GpuCatalogModel catalog;
        catalog.setGpus(cli::loadBundledCatalog()->gpus());
        for (int r = 0; r < catalog.rowCount(); ++r) {
            const QModelIndex i = catalog.index(r, ui::GpuCatalogModel::Memory);
            QVERIFY(i.data(Qt::ToolTipRole).toString().startsWith(QLatin1String("Source: ")));
            const bool italic =
                i.data(Qt::FontRole).isValid() && i.data(Qt::FontRole).value<QFont>().italic();
            QCOMPARE(italic, catalog.gpu(r).unverified);
        }
    }
};

QTEST_MAIN(TestGpuCatalogPage)
#include "test_gpu_catalog_page.moc"
