// The scenario workspace on the real window (offscreen, in-memory store): editing cells, results
// that follow inputs and prices, marked invalid cells, undo, the store's copy, scenario files, the
// editors of the delegate and the details panel.
#include "cli/bundled_data.h"
#include "main_window.h"
#include "patience.h"
#include "prices/prices_page.h"
#include "prices/region_dialog.h"
#include "scenarios/scenario_details.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "test_support.h"

#include "core/prices/memory_price_store.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QUndoStack>
#include <QUndoView>
#include <QtTest>

using namespace gpuplan;
using Col = ui::ScenarioTableModel;

namespace {

core::MemoryPriceStore store() {
    core::MemoryPriceStore s;
    s.addProvider({"idc-cn", "IDC", "test"});
    s.saveRegion(test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.4, "test"));
    s.setPrice(test::monthlyPrice("a100-80gb-sxm", "5000"), "test");
    s.setPrice(test::monthlyPrice("h100-sxm", "8500"), "test");
    return s;
}

const core::Catalog& catalog() {
    static const core::Catalog c = cli::loadBundledCatalog().value();
    return c;
}

core::Scenario lora(const char* name, const char* gpu, int gpus) {
    return test::loraScenario(name, gpu, gpus);
}

// The model's cell (source coordinates) as shown.
QString cell(ui::MainWindow& w, int row, int column) {
    return w.scenarioPage()->model()->index(row, column).data().toString();
}

QModelIndex viewIndex(ui::MainWindow& w, int row, int column) {
    QTableView* view = w.scenarioPage()->view();
    auto* proxy = static_cast<QAbstractProxyModel*>(view->model());
    return proxy->mapFromSource(w.scenarioPage()->model()->index(row, column));
}

} // namespace

class TestScenarios : public QObject {
    Q_OBJECT
private slots:
    void aFirstTimeUsersPath() {
        // Add a region's price, build three scenarios, compare their costs, undo a mistake: the issue's "done
        // when", through the window's actions and cells.
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
        core::PriceRecord h200 = test::monthlyPrice("h200-sxm", "11000");
        QVERIFY(w.pricesPage()->addPrice(h200));
        QAction* add = w.findChild<QAction*>(QStringLiteral("actionNew"));
        QAbstractItemModel* view = w.scenarioPage()->view()->model();
        const char* gpus[] = {"a100-80gb-sxm", "h100-sxm", "h200-sxm"};
        for (int i = 0; i < 3; ++i) {
            QTest::keySequence(&w, QKeySequence::New); // Ctrl+N on the Scenarios tab
            QCOMPARE(w.scenarioPage()->model()->rowCount(), i + 1);
            QVERIFY(view->setData(viewIndex(w, i, Col::Model), QStringLiteral("llama2-70b")));
            view->setData(viewIndex(w, i, Col::Gpu), QString::fromLatin1(gpus[i])); // false when already so
            QCOMPARE(w.scenarioPage()->model()->row(i).scenario.gpuId, std::string(gpus[i]));
            QVERIFY(view->setData(viewIndex(w, i, Col::Count), QStringLiteral("8")));
            view->setData(viewIndex(w, i, Col::Region), QStringLiteral("Shanghai")); // by its shown name
            QCOMPARE(w.scenarioPage()->model()->row(i).scenario.regionId, std::string("cn-shanghai"));
        }
        QVERIFY(add->isEnabled());
        std::vector<double> rents;
        for (int i = 0; i < 3; ++i) {
            QVERIFY2(w.scenarioPage()->model()->row(i).cost.rentKnown,
                     core::englishText(w.scenarioPage()->model()->row(i).cost.rentProblem).c_str());
            rents.push_back(w.scenarioPage()->model()->row(i).cost.rent.toDouble());
            QVERIFY(cell(w, i, Col::Rent).endsWith(QLatin1String(" CNY")));
        }
        // The faster cards cost less for this job at these prices, as the seed argues.
        QVERIFY(rents[1] < rents[0]);
        // Sorting on the rent column orders by the amounts, not the text.
        w.scenarioPage()->view()->sortByColumn(Col::Rent, Qt::AscendingOrder);
        QVERIFY(view->index(0, Col::Rent).data(Col::SortRole).toDouble() <=
                view->index(1, Col::Rent).data(Col::SortRole).toDouble());

        // A mistake: the H200 scenario deleted; Ctrl+Z brings it back.
        w.scenarioPage()->selectRow(2);
        QTest::keyClick(w.scenarioPage()->view(), Qt::Key_Delete);
        QCOMPARE(w.scenarioPage()->model()->rowCount(), 2);
        QTest::keySequence(&w, QKeySequence::Undo);
        QCOMPARE(w.scenarioPage()->model()->rowCount(), 3);
        QCOMPARE(w.scenarioPage()->model()->row(2).scenario.gpuId, std::string("h200-sxm"));
        QCOMPARE(w.scenarioPage()->model()->row(2).cost.rent.toDouble(), rents[2]);
    }

    void modelPassesTheContractTester() {
        auto s = store();
        ui::ScenarioTableModel model(catalog());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPriceData(s.prices({}).value(), s.regions().value(), core::ExchangeRates());
        model.insertScenario(0, lora("a", "a100-80gb-sxm", 8));
        model.insertScenario(1, lora("b", "h100-sxm", 0));
        model.replaceScenario(0, lora("a", "h100-sxm", 8));
        model.setPrices(s.prices({}).value());
        model.removeScenario(0);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.columnCount(), int(Col::ColumnCount));
    }

    // A serving row sized for traffic (issue 32; from a scenarios file) shows its rate and the search's
    // deployment, and its load cell cannot be typed over with tokens per second the estimate would ignore.
    void aTrafficRowShowsItsRateAndDeployment() {
        ui::ScenarioTableModel model(catalog());
        const core::Scenario s = test::trafficScenario();
        model.insertScenario(0, s);
        QCOMPARE(model.index(0, int(Col::Work)).data().toString(), QStringLiteral("20 requests/s"));
        QVERIFY(!(model.flags(model.index(0, int(Col::Work))) & Qt::ItemIsEditable));
        QVERIFY(model.flags(model.index(0, int(Col::Gpu))) & Qt::ItemIsEditable);
        QVERIFY(model.row(0).estimate.ok);
        // The details label its latencies as the load's 90th percentiles.
        const QString details = ui::scenarioDetailsHtml(model.row(0), QStringLiteral("Inference"), QString());
        QVERIFY2(details.contains(QLatin1String("Time to first token, p90 under the load")),
                 qPrintable(details));
        QVERIFY2(QString::fromStdString(core::englishText(model.row(0).estimate.plan))
                     .contains(QLatin1String("p90 TTFT")),
                 qPrintable(QString::fromStdString(core::englishText(model.row(0).estimate.plan))));
    }

    // The model chooser lists today's models first and the presets of earlier generations after them,
    // marked as such (issue 30).
    void theModelChooserPutsEarlierGenerationsLast() {
        ui::ScenarioTableModel model(catalog());
        model.insertScenario(0, lora("a", "h100-sxm", 8));
        const auto choices = model.choices(0, int(Col::Model));
        QCOMPARE(choices.size(), catalog().models().size());
        bool earlierSeen = false;
        for (const auto& [shown, id] : choices) {
            const bool earlier = catalog().model(id.toStdString())->earlierGeneration;
            QVERIFY2(!earlierSeen || earlier, qPrintable(shown)); // none current after an earlier one
            earlierSeen = earlierSeen || earlier;
            QCOMPARE(shown.endsWith(QLatin1String(" (earlier generation)")), earlier);
        }
        QVERIFY(earlierSeen);
        QCOMPARE(choices.front().first, QStringLiteral("Llama 3.1 8B"));
    }

    void editingAPriceReCostsTheScenariosThatUseItAndUndoRestores() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.show();
        w.scenarioPage()->addScenario(lora("A100 job", "a100-80gb-sxm", 8));
        w.scenarioPage()->addScenario(lora("H100 job", "h100-sxm", 8));
        const QString a100Rent = cell(w, 0, Col::Rent);
        const QString h100Rent = cell(w, 1, Col::Rent);
        QVERIFY2(a100Rent.endsWith(QLatin1String(" CNY")), qPrintable(a100Rent));
        const double rentBefore = w.scenarioPage()->model()->row(1).cost.rent.toDouble();

        // Edit the H100 price in the price table, as a user does.
        QTableView* prices = w.pricesPage()->view();
        int row = -1;
        for (int r = 0; r < prices->model()->rowCount(); ++r)
            if (prices->model()->index(r, 0).data().toString().contains(QLatin1String("H100"),
                                                                        Qt::CaseInsensitive))
                row = r;
        QVERIFY(row >= 0);
        QSignalSpy changed(w.scenarioPage()->model(), &QAbstractItemModel::dataChanged);
        QVERIFY(prices->model()->setData(prices->model()->index(row, 4), QStringLiteral("17000")));
        QVERIFY(!changed.isEmpty());
        // Double the price, double the rent (each rounded to the fen once).
        QVERIFY(qAbs(w.scenarioPage()->model()->row(1).cost.rent.toDouble() - 2 * rentBefore) < 0.015);
        QVERIFY(cell(w, 1, Col::Rent) != h100Rent);
        QCOMPARE(cell(w, 0, Col::Rent), a100Rent); // the A100 scenario does not use that price

        w.undoStack()->undo();
        QCOMPARE(cell(w, 1, Col::Rent), h100Rent);
        QCOMPARE(w.scenarioPage()->model()->row(1).cost.rent.toDouble(), rentBefore);
    }

    void editingCellsIsUndoableAndBadInputIsRefused() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.show();
        w.scenarioPage()->addScenario(lora("job", "a100-80gb-sxm", 8));
        QAbstractItemModel* view = w.scenarioPage()->view()->model();
        const QString time8 = cell(w, 0, Col::Time);
        const int steps = w.undoStack()->count();

        QVERIFY(view->setData(viewIndex(w, 0, Col::Count), QStringLiteral("16")));
        QCOMPARE(cell(w, 0, Col::Count), QStringLiteral("16"));
        QVERIFY(cell(w, 0, Col::Time) != time8);
        QVERIFY(w.isWindowModified());
        QCOMPARE(w.undoStack()->count(), steps + 1);

        for (const QString& bad : {QStringLiteral("many"), QStringLiteral("0"), QStringLiteral("100000")}) {
            QVERIFY(!view->setData(viewIndex(w, 0, Col::Count), bad));
            QVERIFY2(w.lastMessage().contains(QLatin1String("whole number from 1 to 65,536")),
                     qPrintable(w.lastMessage()));
        }
        QVERIFY(!view->setData(viewIndex(w, 0, Col::Model), QStringLiteral("gpt-9")));
        QVERIFY2(w.lastMessage().contains(QLatin1String("neither a model preset nor a size")),
                 qPrintable(w.lastMessage()));
        QVERIFY(!view->setData(viewIndex(w, 0, Col::Name), QString()));
        QCOMPARE(w.undoStack()->count(), steps + 1); // refusals leave no undo step
        QCOMPARE(cell(w, 0, Col::Count), QStringLiteral("16"));

        w.findChild<QAction*>(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(cell(w, 0, Col::Count), QStringLiteral("8"));
        QCOMPARE(cell(w, 0, Col::Time), time8);

        // "auto" picks the count; a typed size replaces the preset.
        QVERIFY(view->setData(viewIndex(w, 0, Col::Count), QStringLiteral("auto")));
        QVERIFY2(cell(w, 0, Col::Count).startsWith(QLatin1String("auto: ")),
                 qPrintable(cell(w, 0, Col::Count)));
        QVERIFY(view->setData(viewIndex(w, 0, Col::Model), QStringLiteral("13B")));
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.params, 13e9);
        QVERIFY(cell(w, 0, Col::Model).contains(QLatin1String("13B")));

        // A card sold by the rack is counted by the rack too (issue 31): "2 racks" of GB300 NVL72 is 144
        // GPUs; an A100 is not sold by the rack, and says so.
        QVERIFY(!view->setData(viewIndex(w, 0, Col::Count), QStringLiteral("2 racks")));
        QVERIFY2(w.lastMessage().contains(QLatin1String("A100 80GB SXM is not sold by the rack")),
                 qPrintable(w.lastMessage()));
        QVERIFY(view->setData(viewIndex(w, 0, Col::Gpu), QStringLiteral("gb300-nvl72")));
        QVERIFY(view->setData(viewIndex(w, 0, Col::Count), QStringLiteral("2 racks")));
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.gpus, 144);
        QVERIFY(view->setData(viewIndex(w, 0, Col::Count), QStringLiteral("1 rack")));
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.gpus, 72);
        // In Chinese, with or without the classifier ("2 个机柜" was refused).
        QVERIFY(view->setData(viewIndex(w, 0, Col::Count), QStringLiteral("3 个机柜")));
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.gpus, 216);
        QVERIFY(view->setData(viewIndex(w, 0, Col::Count), QStringLiteral("2机柜")));
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.gpus, 144);
    }

    void aScenarioThatCannotRunMarksTheCellAndSaysWhy() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.show();
        core::Scenario full = lora("too big", "a100-80gb-sxm", 1);
        full.kind = core::ScenarioKind::FullFinetune;
        full.modelId = "llama3-405b"; // too large for one card even with everything offloaded to the host
        w.scenarioPage()->addScenario(full);
        const QModelIndex count = w.scenarioPage()->model()->index(0, Col::Count);
        QVERIFY(count.data(Col::ProblemRole).toBool());
        QVERIFY(count.data(Qt::BackgroundRole).isValid());
        QVERIFY2(count.data(Qt::ToolTipRole).toString().contains(QLatin1String("does not fit on 1 x A100")),
                 qPrintable(count.data(Qt::ToolTipRole).toString()));
        QCOMPARE(cell(w, 0, Col::Rent), QStringLiteral("—"));
        QVERIFY(!w.scenarioPage()->model()->index(0, Col::Gpu).data(Col::ProblemRole).toBool());
        QVERIFY(w.scenarioPage()->details()->toPlainText().contains(QLatin1String("No estimate")));
    }

    void theDetailsPanelShowsTheBreakdown() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.show();
        w.scenarioPage()->addScenario(lora("job", "h100-sxm", 8));
        const QString text = w.scenarioPage()->details()->toPlainText();
        for (const char* part : {"One step", "matrix compute", "Memory per GPU", "optimizer state",
                                 "Rent of the job", "What moves the rent most", "rent price", "efficiency",
                                 "Buy (three years)", "no server purchase price"})
            QVERIFY2(text.contains(QLatin1String(part)), part);
        // With a purchase price the ownership figures appear.
        core::PriceRecord server = test::monthlyPrice("h100-sxm", "2400000");
        server.kind = core::PriceKind::Purchase;
        server.unit = core::PriceUnit::OneOff;
        QVERIFY(w.pricesPage()->addPrice(server));
        QVERIFY(cell(w, 0, Col::Buy).endsWith(QLatin1String(" CNY")));
        const QString owned = w.scenarioPage()->details()->toPlainText();
        QVERIFY(owned.contains(QLatin1String("Break-even against renting")));
        // No residual value was given: it reads 0, not a subtracted "−0.00".
        QVERIFY2(owned.contains(QLatin1String("Residual value")), qPrintable(owned));
        QVERIFY2(!owned.contains(QStringLiteral("−0.00")) && !owned.contains(QStringLiteral("−0 ")),
                 qPrintable(owned));
    }

    void aRegionsElectricityPriceFeedsTheCostOfOwning() {
        auto s = store();
        s.saveRegion(test::region("cn-beijing", "Beijing", "北京", "CNY", std::nullopt, 1.5, ""));
        core::PriceRecord rent = test::monthlyPrice("h100-sxm", "8500");
        rent.regionId = "cn-beijing";
        s.setPrice(rent, "test");
        core::PriceRecord server = test::monthlyPrice("h100-sxm", "2400000");
        server.regionId = "cn-beijing";
        server.kind = core::PriceKind::Purchase;
        server.unit = core::PriceUnit::OneOff;
        s.setPrice(server, "test");
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        core::Scenario job = lora("job", "h100-sxm", 8);
        job.regionId = "cn-beijing";
        w.scenarioPage()->addScenario(job);
        QCOMPARE(cell(w, 0, Col::Buy), QStringLiteral("—"));
        QVERIFY(w.scenarioPage()
                    ->model()
                    ->index(0, Col::Buy)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("no electricity price")));

        core::Region beijing = s.regions().value().front();
        QCOMPARE(beijing.id, std::string("cn-beijing"));
        beijing.electricityPerKwh = 0.65;
        beijing.electricity.source = "a utility tariff";
        QVERIFY(w.pricesPage()->editRegion(s.regions().value().front(), beijing));
        QVERIFY2(cell(w, 0, Col::Buy).endsWith(QLatin1String(" CNY")), qPrintable(cell(w, 0, Col::Buy)));
        QCOMPARE(*s.regions().value().front().electricityPerKwh, 0.65);
        w.undoStack()->undo();
        QCOMPARE(cell(w, 0, Col::Buy), QStringLiteral("—"));
        QVERIFY(!s.regions().value().front().electricityPerKwh);

        // The dialog refuses what makes no sense and says why.
        ui::RegionDialog dialog(beijing);
        dialog.pue()->setText(QStringLiteral("0.5"));
        QVERIFY(dialog.problem()->text().contains(QLatin1String("PUE")));
        dialog.pue()->setText(QStringLiteral("1.3"));
        dialog.source()->clear();
        QVERIFY(dialog.problem()->text().contains(QLatin1String("where the electricity price comes from")));
        dialog.source()->setText(QStringLiteral("tariff"));
        QVERIFY(dialog.problem()->text().isEmpty());
        QCOMPARE(dialog.region()->pue, 1.3);
    }

    void typingPreviewsTheResultsBeforeTheEditIsCommitted() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
        w.scenarioPage()->addScenario(lora("job", "h100-sxm", 8));
        QTableView* view = w.scenarioPage()->view();
        const QString time8 = cell(w, 0, Col::Time);
        view->setCurrentIndex(viewIndex(w, 0, Col::Count));
        view->edit(viewIndex(w, 0, Col::Count));
        auto* edit = view->findChild<QLineEdit*>(QStringLiteral("scenarioText"));
        QVERIFY(edit);
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("32"));
        QVERIFY(cell(w, 0, Col::Time) != time8);                      // previewed
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.gpus, 8); // not committed
        QTest::keyClick(edit, Qt::Key_Return); // the delegate commits on the next event loop pass
        QTRY_COMPARE_WITH_TIMEOUT(w.scenarioPage()->model()->row(0).scenario.gpus, 32, test::kPatienceMs);

        // A choice column offers the catalog; choosing commits.
        view->edit(viewIndex(w, 0, Col::Gpu));
        auto* combo = view->findChild<QComboBox*>(QStringLiteral("scenarioChoice"));
        QVERIFY(combo);
        QCOMPARE(combo->count(), int(catalog().gpus().size()));
        const int a100 = combo->findData(QStringLiteral("a100-80gb-sxm"));
        QVERIFY(a100 >= 0);
        combo->setCurrentIndex(a100);
        emit combo->activated(a100);
        QCOMPARE(w.scenarioPage()->model()->row(0).scenario.gpuId, std::string("a100-80gb-sxm"));
    }

    void scenariosAreKeptInTheStore() {
        auto s = store();
        {
            ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
            w.scenarioPage()->addScenario(lora("one", "h100-sxm", 8));
            w.scenarioPage()->addScenario(lora("two", "a100-80gb-sxm", 0));
            w.scenarioPage()->duplicateSelected();
        }
        QCOMPARE(s.scenarios()->size(), std::size_t(3));
        ui::MainWindow again(catalog(), s, QStringLiteral("memory"), &s);
        QCOMPARE(again.scenarioPage()->model()->rowCount(), 3);
        QCOMPARE(cell(again, 2, Col::Name), QStringLiteral("two (copy)"));
        QCOMPARE(again.scenarioPage()->model()->row(1).scenario.gpus, 0);
        // Deleting is one undo step and reaches the store.
        again.scenarioPage()->selectRow(0);
        again.scenarioPage()->deleteSelected();
        QCOMPARE(s.scenarios()->size(), std::size_t(2));
        again.undoStack()->undo();
        QCOMPARE(s.scenarios()->size(), std::size_t(3));
        QCOMPARE(s.scenarios()->front().name, std::string("one"));
    }

    void openAndSaveScenarioFiles() {
        QTemporaryDir dir;
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.scenarioPage()->addScenario(lora("kept", "h100-sxm", 8));
        core::Scenario serve = lora("serve", "h100-sxm", 0);
        serve.kind = core::ScenarioKind::Inference;
        serve.load = 3000;
        serve.deadlineHours = 0;
        serve.budget = 250000;
        w.scenarioPage()->addScenario(serve);
        const QString path = dir.filePath(QStringLiteral("plan.json"));
        QVERIFY(w.scenarioPage()->saveFile(path));
        QVERIFY(!w.isWindowModified());
        QCOMPARE(w.scenarioPage()->recentFiles().front(), QFileInfo(path).absoluteFilePath());
        auto back = ui::readScenariosFile(path);
        QVERIFY2(back, back ? "" : back.error().c_str());
        QCOMPARE(back->size(), std::size_t(2));
        QCOMPARE(back->at(1).load, 3000.0);
        QCOMPARE(back->at(1).budget, 250000.0);
        QCOMPARE(back->at(1).kind, core::ScenarioKind::Inference);

        // Bad files are refused with the reason; the table stays.
        const std::pair<const char*, const char*> bad[] = {
            {"{ not json", "not JSON"},
            {"{\"format\":\"other\"}", "not a GpuPlan scenario file"},
            {"{\"format\":\"gpuplan-scenarios\",\"version\":1,\"scenarios\":[{\"name\":\"x\",\"workload\":"
             "\"lora\","
             "\"gpu\":\"h100-sxm\",\"model\":\"llama2-7b\",\"gpus\":\"lots\"}]}",
             "scenario 1: 'gpus' must be a number"},
            // Found by fuzzing: a count beyond an int reached the conversion.
            {"{\"format\":\"gpuplan-scenarios\",\"version\":1,\"scenarios\":[{\"name\":\"x\",\"workload\":"
             "\"lora\",\"gpu\":\"h100-sxm\",\"model\":\"llama2-7b\",\"gpus\":9999999999}]}",
             "scenario 1: 'gpus' must be a number from 1 to 65536"},
            {"{\"format\":\"gpuplan-scenarios\",\"version\":1,\"scenarios\":[{\"name\":\"x\",\"workload\":"
             "\"lora\","
             "\"gpu\":\"h100-sxm\",\"model\":\"llama2-7b\"},{\"name\":\"x\",\"workload\":\"lora\",\"gpu\":"
             "\"h100-sxm\","
             "\"model\":\"llama2-7b\"}]}",
             "two scenarios are called 'x'"},
            {"{\"format\":\"gpuplan-scenarios\",\"version\":9,\"scenarios\":[]}", "newer GpuPlan"}};
        const QString badPath = dir.filePath(QStringLiteral("bad.json"));
        for (const auto& [text, why] : bad) {
            QFile f(badPath);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(text);
            f.close();
            QVERIFY(!w.scenarioPage()->openFile(badPath));
            QVERIFY2(w.lastMessage().contains(QLatin1String(why)), qPrintable(w.lastMessage()));
            QCOMPARE(w.scenarioPage()->model()->rowCount(), 2);
        }
        QVERIFY(!w.scenarioPage()->openFile(dir.filePath(QStringLiteral("missing.json"))));
        QVERIFY(w.lastMessage().contains(QLatin1String("cannot open")));

        // An unwritable target leaves the old file as it was.
        const QByteArray saved = [&] {
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        QVERIFY(!w.scenarioPage()->saveFile(dir.filePath(QStringLiteral("no/such/dir/plan.json"))));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), saved);

        // Opening a good file replaces the table as one undoable step.
        w.scenarioPage()->selectRow(0);
        w.scenarioPage()->deleteSelected();
        QCOMPARE(w.scenarioPage()->model()->rowCount(), 1);
        QVERIFY(w.scenarioPage()->openFile(path));
        QCOMPARE(w.scenarioPage()->model()->rowCount(), 2);
        QCOMPARE(s.scenarios()->size(), std::size_t(2));
        w.undoStack()->undo();
        QCOMPARE(w.scenarioPage()->model()->rowCount(), 1);
        QVERIFY(w.findChild<QMenu*>(QStringLiteral("menuRecent"))->actions().size() >= 1);
    }

    void theUndoHistoryListsEverySteps() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        w.show();
        w.scenarioPage()->addScenario(lora("job", "h100-sxm", 8));
        w.scenarioPage()->view()->model()->setData(viewIndex(w, 0, Col::Count), QStringLiteral("16"));
        QAction* show = w.findChild<QAction*>(QStringLiteral("actionUndoHistory"));
        QVERIFY(show);
        show->trigger();
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("undoHistoryDock"));
        QVERIFY(dock->isVisible());
        auto* view = w.findChild<QUndoView*>(QStringLiteral("undoView"));
        QCOMPARE(view->model()->rowCount(), 3); // the clean start, add, edit
        QVERIFY(view->model()->index(2, 0).data().toString().contains(QLatin1String("edit scenario job")));
        // Clicking the first entry goes back to it.
        view->setCurrentIndex(view->model()->index(0, 0));
        QCOMPARE(w.scenarioPage()->model()->rowCount(), 0);
    }

    void actionsFollowTheTab() {
        auto s = store();
        ui::MainWindow w(catalog(), s, QStringLiteral("memory"), &s);
        QAction* add = w.findChild<QAction*>(QStringLiteral("actionNew"));
        QCOMPARE(add->shortcut(), QKeySequence(QKeySequence::New));
        QCOMPARE(w.tabs()->currentWidget(), static_cast<QWidget*>(w.scenarioPage()));
        add->trigger();
        add->trigger();
        QCOMPARE(w.scenarioPage()->model()->rowCount(), 2);
        QVERIFY(cell(w, 1, Col::Name) != cell(w, 0, Col::Name));
        QVERIFY2(w.scenarioPage()->model()->row(0).estimate.ok,
                 core::englishText(w.scenarioPage()->model()->row(0).estimate.problem).c_str());
        QVERIFY(
            w.scenarioPage()->model()->row(0).cost.rentKnown); // the default region prices the default GPU
        w.tabs()->setCurrentIndex(w.tabs()->indexOf(w.pricesPage()->view()->parentWidget()));
        QVERIFY(add->text().contains(QLatin1String("price")));
        QVERIFY(!w.findChild<QAction*>(QStringLiteral("actionDuplicate"))->isEnabled());
    }
};

QTEST_MAIN(TestScenarios)
#include "test_scenarios.moc"
