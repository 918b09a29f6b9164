// `gpuplan report --scenario FILE.json --out FILE.pdf [--lang en|zh_CN] [--gpus a,b,...] [--name S]
// [--region R] [--prepared-by NAME] [--date YYYY-MM-DD]`: the workbench's PDF comparison report.
#include "cli/cli.h"
#include "cli/command_support.h"
#include "cli/store_access.h"

#include "report/report_document.h"
#include "scenarios/scenario_file.h"

#include <QApplication>
#include <QDate>
#include <QFileInfo>
#include <QLocale>

namespace gpuplan::cli {

int runReportCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    int status = 0;
    auto ctx = prepareCommand(args, err, status);
    if (!ctx)
        return status;
    const auto scenarioPath = args.value(QStringLiteral("scenario"));
    if (!scenarioPath)
        return badInput(err,
                        QStringLiteral("give --scenario FILE.json (a scenario file saved by the workbench)"));
    const auto outPath = args.value(QStringLiteral("out"));
    if (!outPath || !outPath->endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        return badInput(err, QStringLiteral("give --out FILE.pdf"));
    const QString lang = args.valueOr(QStringLiteral("lang"), QStringLiteral("en"));
    if (lang != QLatin1String("en") && lang != QLatin1String("zh_CN"))
        return badInput(err, QStringLiteral("unknown --lang '%1' (en or zh_CN)").arg(lang));
    const QDate date = args.has(QStringLiteral("date"))
                           ? QDate::fromString(args.valueOr(QStringLiteral("date"), QString()), Qt::ISODate)
                           : QDate::currentDate();
    if (!date.isValid())
        return badInput(err, QStringLiteral("--date must be YYYY-MM-DD"));
    auto scenarios = ui::readScenariosFile(*scenarioPath);
    if (!scenarios)
        return badInput(err, scenarios.error());
    if (scenarios->empty())
        return badInput(err, QStringLiteral("%1 holds no scenario").arg(*scenarioPath));
    QString name;
    const core::Scenario* chosen = namedScenario(args, scenarios.value(), name);
    if (!chosen)
        return badInput(err, QStringLiteral("no scenario called '%1' in %2").arg(name, *scenarioPath));

    ui::ReportInputs in;
    in.catalog = &ctx->catalog;
    in.scenario = *chosen;
    in.gpuIds = comparedCards(args, *chosen);
    in.regionId =
        args.valueOr(QStringLiteral("region"), QString::fromStdString(chosen->regionId)).toStdString();
    in.preparedBy = args.valueOr(QStringLiteral("prepared-by"), QString());
    in.date = date;
    if (rejectUnusedOptions(args, err, status))
        return status;
    if (auto ok = ui::checkReport(in); !ok)
        return badInput(err, ok.error());
    auto store = openStore();
    if (!store)
        return badInput(err, store.error());
    auto prices = store.value()->prices({});
    auto regions = store.value()->regions();
    auto rates = store.value()->exchangeRates();
    auto apiPrices = store.value()->apiPrices();
    if (!prices || !regions || !rates || !apiPrices)
        return badInput(err, !prices    ? prices.error()
                             : !regions ? regions.error()
                             : !rates   ? rates.error()
                                        : apiPrices.error());
    in.prices = std::move(prices).value();
    in.regions = std::move(regions).value();
    in.rates = core::toExchangeRates(rates.value());
    in.rateRecords = rates.value();
    in.apiPrices = std::move(apiPrices).value();
    if (!qobject_cast<QApplication*>(QCoreApplication::instance()))
        return badInput(err, QStringLiteral("the report draws charts: run it from the gpuplan program"));

    CommandLanguage language; // the report's, for this command only
    if (auto installed = language.install(lang); !installed)
        return badInput(err, installed.error());
    auto written = ui::writeReport(in, *outPath);
    if (!written)
        return badInput(err, written.error());
    out << "wrote " << QFileInfo(*outPath).absoluteFilePath() << "\n";
    return 0;
}

} // namespace gpuplan::cli
