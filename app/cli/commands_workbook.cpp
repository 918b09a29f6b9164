// `gpuplan export workbook FILE.xlsx [--scenarios FILE.json] [--name S] [--gpus a,b,...] [--region R]
// [--lang en|zh_CN]`: the workbench's Excel workbook (issue 35) for the store's scenarios (or a scenario
// file's), with the comparison of one of them on 2-6 cards, every stored price and the assumptions.
#include "cli/cli.h"
#include "cli/command_support.h"
#include "cli/store_access.h"

#include "scenarios/scenario_file.h"
#include "scenarios/scenario_table_model.h"
#include "workbook/workbook_writer.h"

#include <QFileInfo>

namespace gpuplan::cli {
namespace {

constexpr int kSweepSizes = 13; // 1B to 1T: a point per half decade and a little more

core::Result<std::vector<core::Scenario>> chosenScenarios(const Arguments& args, db::SqlStore& store) {
    if (const auto path = args.value(QStringLiteral("scenarios")))
        return ui::readScenariosFile(*path);
    auto stored = store.scenarios();
    if (!stored)
        return core::fail(stored.error());
    return ui::fromStored(stored.value());
}

} // namespace

int runWorkbookCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    int status = 0;
    auto ctx = prepareCommand(args, err, status);
    if (!ctx)
        return status;
    const QString path = args.positional().value(0);
    if (!path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive))
        return badInput(err, QStringLiteral("give the workbook to write: export workbook FILE.xlsx"));
    CommandLanguage language;
    if (auto installed = language.install(args.valueOr(QStringLiteral("lang"), QStringLiteral("en")));
        !installed)
        return badInput(err, installed.error());
    auto store = openStore();
    if (!store)
        return badInput(err, store.error());
    auto scenarios = chosenScenarios(args, *store.value());
    if (!scenarios)
        return badInput(err, scenarios.error());
    if (scenarios->empty())
        return badInput(err,
                        QStringLiteral("no scenarios to export: give --scenarios FILE.json, or add some in "
                                       "the workbench"));
    QString name;
    const core::Scenario* chosen = namedScenario(args, scenarios.value(), name);
    if (!chosen)
        return badInput(err, QStringLiteral("no scenario called '%1' to compare").arg(name));
    const std::vector<std::string> gpuIds = comparedCards(args, *chosen);
    for (const std::string& id : gpuIds)
        if (!ctx->catalog.gpu(id))
            return badInput(err, QStringLiteral("--gpus: unknown GPU '%1' (see 'gpuplan gpus')")
                                     .arg(QString::fromStdString(id)));
    if (gpuIds.size() < 2 || gpuIds.size() > 6)
        return badInput(err, QStringLiteral("--gpus: give 2 to 6 cards to compare"));
    const std::string region =
        args.valueOr(QStringLiteral("region"), QString::fromStdString(chosen->regionId)).toStdString();
    if (rejectUnusedOptions(args, err, status))
        return status;
    auto prices = store.value()->prices({});
    auto regions = store.value()->regions();
    auto rates = store.value()->exchangeRates();
    if (!prices || !regions || !rates)
        return badInput(err, !prices ? prices.error() : !regions ? regions.error() : rates.error());
    const core::ExchangeRates exchange = core::toExchangeRates(rates.value());

    ui::ScenarioTableModel table(ctx->catalog);
    table.setPriceData(prices.value(), regions.value(), exchange);
    table.setRateRecords(rates.value());
    table.setScenarios(scenarios.value());

    ui::WorkbookComparison cmp;
    cmp.scenario = *chosen;
    cmp.gpuIds = gpuIds;
    cmp.data = ui::buildComparison(
        {&ctx->catalog, gpuIds, gpuIds.front(), region, *chosen, prices.value(), regions.value(), exchange});
    for (const core::SweepRequest& r : ui::sizeSweepRequests(*chosen, gpuIds, ctx->catalog, kSweepSizes)) {
        const auto points = core::runSweep(r);
        cmp.sweep.insert(cmp.sweep.end(), points.begin(), points.end());
    }

    ui::WorkbookInputs in;
    in.catalog = &ctx->catalog;
    in.table = &table;
    in.comparison = std::move(cmp);
    in.prices = std::move(prices).value();
    in.regions = std::move(regions).value();
    in.rateRecords = std::move(rates).value();
    in.chinese = language.chinese();
    if (auto written = ui::writeWorkbook(in, path); !written)
        return badInput(err, written.error());
    out << "wrote " << QFileInfo(path).absoluteFilePath() << " (" << table.rowCount() << " scenarios, "
        << in.prices.size() << " prices)\n";
    return 0;
}

} // namespace gpuplan::cli
