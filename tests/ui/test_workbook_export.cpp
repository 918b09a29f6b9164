// File > Export workbook... (issue 35) in the window: the action with its shortcut in the File menu; the
// scenario table written as it is shown, with the Compare tab's comparison of the selected scenario; without
// a selected scenario the workbook is written without a comparison and the status bar says why; a folder that
// does not exist is refused, nothing written; in Chinese the sheets and headers are Chinese.
#include "cli/bundled_data.h"
#include "compare/compare_page.h"
#include "main_window.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "test_support.h"
#include "ui_language.h"
#include "workbook/workbook_export.h"
#include "workbook/xlsx_reader.h"

#include "core/prices/memory_price_store.h"

#include <QAction>
#include <QMenuBar>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplan;

namespace {

const core::Catalog& catalog() {
    static const core::Catalog c = cli::loadBundledCatalog().value();
    return c;
}

core::MemoryPriceStore store() {
    core::MemoryPriceStore s = test::shanghaiPriceStore();
    s.setPrice(test::monthlyPrice("h200-sxm", "11000"), "test");
    return s;
}

core::Scenario lora(const char* name, const char* gpu) {
    core::Scenario s;
    s.name = name;
    s.modelId = "llama2-70b";
    s.tokens = 1e9;
    s.gpuId = gpu;
    s.gpus = 8;
    s.regionId = "cn-shanghai";
    return s;
}

core::Result<std::vector<ui::XlsxSheet>> readBack(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return core::fail("the workbook was not written");
    return ui::readXlsx(f.readAll());
}

} // namespace

class TestWorkbookExport : public QObject {
    Q_OBJECT
private slots:
    void exportTheWorkbookFromTheWindow() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        QAction* action = w.findChild<QAction*>(QStringLiteral("actionExportWorkbook"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
        QVERIFY(w.menuBar()->actions().first()->menu()->actions().contains(action)); // in the File menu
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.xlsx"));
        QVERIFY(!w.workbookExport()->exportTo(path)); // an empty table
        QVERIFY(w.lastMessage().contains(QLatin1String("no scenarios to export")));
        QVERIFY(!QFile::exists(path));

        w.scenarioPage()->addScenario(lora("LoRA 70B on H100", "h100-sxm"));
        w.scenarioPage()->addScenario(lora("LoRA 70B on A100", "a100-80gb-sxm"));
        w.scenarioPage()->view()->setCurrentIndex(QModelIndex()); // nothing selected: no comparison
        w.comparePage()->setScenario(std::nullopt);
        QVERIFY2(w.workbookExport()->exportTo(path), qPrintable(w.lastMessage()));
        QVERIFY2(w.statusBar()->currentMessage().contains(
                     QLatin1String("without a comparison: select a scenario")),
                 qPrintable(w.statusBar()->currentMessage()));
        auto sheets = readBack(path);
        QVERIFY2(sheets, sheets ? "" : sheets.error().c_str());
        QCOMPARE(sheets->size(), std::size_t(3)); // Scenarios, Prices, Assumptions
        QCOMPARE(sheets->front().rows.size(), std::size_t(3));
        // The rows as the table shows them, its rent among them.
        const ui::ScenarioTableModel& table = *w.scenarioPage()->model();
        QCOMPARE(sheets->front().cell(1, 0).text,
                 table.index(0, ui::ScenarioTableModel::Name).data().toString());
        QCOMPARE(sheets->front().cell(2, 0).text, QStringLiteral("LoRA 70B on A100"));
        const double rent = table.row(0).cost.rent.toDouble();
        bool found = false;
        for (const auto& [column, c] : sheets->front().rows[1])
            found |= c.text == QString::number(rent, 'g', 15);
        QVERIFY2(found, "the row's rent is in the sheet");

        // With a scenario selected, the Compare tab's cards compared on it.
        w.scenarioPage()->view()->setCurrentIndex(w.scenarioPage()->view()->model()->index(0, 0));
        QVERIFY2(w.workbookExport()->exportTo(path), qPrintable(w.lastMessage()));
        QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Workbook written to %1").arg(path));
        sheets = readBack(path);
        QVERIFY(sheets);
        QCOMPARE(sheets->size(), std::size_t(4));
        QCOMPARE(sheets->at(1).name, QStringLiteral("Comparison"));
        QVERIFY(sheets->at(1).cell(0, 0).text.startsWith(QLatin1String("LoRA 70B on H100: ")));
        // The cards as the Compare tab planned them: its kept estimate (one no planner gives) is the one
        // written.
        core::Scenario onA100 = lora("LoRA 70B on H100", "a100-80gb-sxm");
        core::ScenarioEstimate kept = core::estimateScenario(onA100, catalog());
        kept.gpus = 7777;
        w.comparePage()->estimates().remember(onA100, kept);
        QVERIFY2(w.workbookExport()->exportTo(path), qPrintable(w.lastMessage()));
        sheets = readBack(path);
        QVERIFY(sheets);
        bool keptWritten = false;
        for (const auto& row : sheets->at(1).rows)
            for (const auto& [column, c] : row)
                keptWritten |= c.text == QStringLiteral("7777");
        QVERIFY(keptWritten);

        // A folder that does not exist: refused, nothing written, the previous workbook as it was.
        const QByteArray before = [&] {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        QVERIFY(!w.workbookExport()->exportTo(dir.filePath(QStringLiteral("missing/plan.xlsx"))));
        QVERIFY(w.lastMessage().contains(QLatin1String("does not exist")));
        QFile same(path);
        QVERIFY(same.open(QIODevice::ReadOnly));
        QCOMPARE(same.readAll(), before);
    }

    void inChineseTheSheetsAreChinese() {
        const uitest::Language chinese(QStringLiteral("zh_CN"));
        QVERIFY(chinese.ok(QStringLiteral("zh_CN")));
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.scenarioPage()->addScenario(lora("LoRA 70B", "h100-sxm"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.xlsx"));
        QVERIFY2(w.workbookExport()->exportTo(path), qPrintable(w.lastMessage()));
        auto sheets = readBack(path);
        QVERIFY(sheets);
        QStringList names;
        for (const ui::XlsxSheet& sheet : sheets.value())
            names << sheet.name;
        QVERIFY2(names.contains(QStringLiteral("方案")) && names.contains(QStringLiteral("价格")) &&
                     names.contains(QStringLiteral("假设")),
                 qPrintable(names.join(QLatin1Char(','))));
        const ui::XlsxSheet& prices =
            sheets->at(static_cast<std::size_t>(names.indexOf(QStringLiteral("价格"))));
        QCOMPARE(prices.cell(0, 1).text, QStringLiteral("供应商"));
        QCOMPARE(sheets->front().cell(0, 0).text, QStringLiteral("方案"));
    }
};

QTEST_MAIN(TestWorkbookExport)
#include "test_workbook_export.moc"
