// `gpuplan plan serve --regions`: the cheapest deployment in each region a buyer compares, from the prices
// stored for it; and the JSON of a deployment the command prints.
#include "cli/serve_plan/serve_plan_regions.h"
#include "cli/cli_text.h"

#include "cli/command_support.h"
#include "cli/price_options.h"

#include "core/inference/inference_estimator.h"
#include "core/serving/serving_power.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <algorithm>

namespace gpuplan::cli {
namespace {

QJsonObject poolJson(const core::ServingPool& p) {
    return {{QStringLiteral("gpu"), u(p.gpu->id)},
            {QStringLiteral("replicas"), p.replicas},
            {QStringLiteral("tp"), p.tp},
            {QStringLiteral("ep"), p.ep},
            {QStringLiteral("gpus"), p.gpus()}};
}

} // namespace

QJsonObject servingOptionJson(const core::ServingOption& o, double pue) {
    const core::ServingDeployment& d = o.deployment;
    const core::ServingOutcome& r = o.outcome;
    QJsonObject j{{QStringLiteral("label"), u(core::deploymentLabel(d))},
                  {QStringLiteral("mode"), d.mode == core::ServingMode::Aggregated
                                               ? QStringLiteral("aggregated")
                                               : QStringLiteral("disaggregated")},
                  {QStringLiteral("precision"), u(std::string(core::servingPrecisionName(d.weights)))},
                  {QStringLiteral("gpus"), d.gpus()},
                  {QStringLiteral("decode"), poolJson(d.decode)},
                  {QStringLiteral("ttft_seconds"), r.ttftSeconds},
                  {QStringLiteral("tpot_seconds"), r.tpotSeconds},
                  {QStringLiteral("e2e_seconds"), r.e2eSeconds},
                  {QStringLiteral("ttft_mean_seconds"), r.ttftMeanSeconds},
                  {QStringLiteral("tpot_mean_seconds"), r.tpotMeanSeconds},
                  {QStringLiteral("decode_batch"), r.decodeBatch},
                  {QStringLiteral("max_decode_batch"), r.maxDecodeBatch},
                  {QStringLiteral("prefill_utilization"), r.prefillUtilization},
                  {QStringLiteral("kv_transfer_seconds"), r.kvTransferSeconds},
                  {QStringLiteral("decode_stall_seconds"), r.decodeStallSeconds},
                  {QStringLiteral("requests_per_second"), r.requestsPerSecond},
                  {QStringLiteral("output_tokens_per_second"), r.outputTokensPerSecond},
                  {QStringLiteral("cost_per_hour"), o.costPerHour},
                  {QStringLiteral("cost_per_million_output_tokens"), o.costPerMillionOutput},
                  {QStringLiteral("input_cost_per_million"), o.inputCostPerMillion},
                  {QStringLiteral("output_cost_per_million"), o.outputCostPerMillion},
                  {QStringLiteral("why"), u(o.why)}};
    if (d.mode == core::ServingMode::Disaggregated)
        j.insert(QStringLiteral("prefill"), poolJson(d.prefill));
    if (const core::ServingPower power = core::servingPower(d, r, pue); power.known) {
        j.insert(QStringLiteral("it_kw"), power.itKw);
        j.insert(QStringLiteral("pue"), power.pue);
        j.insert(QStringLiteral("facility_kw"), power.facilityKw);
        j.insert(QStringLiteral("output_tokens_per_mwh"), power.outputTokensPerMwh);
    }
    return j;
}

int runServePlanByRegion(const Arguments& args, db::SqlStore& store, core::ServingSearchRequest request,
                         const std::map<std::string, double>& rent, const std::string& currency, double pue,
                         const QStringList& regions, const QString& format, QTextStream& out,
                         QTextStream& err) {
    std::vector<std::string> named;
    if (const auto list = args.value(QStringLiteral("gpus")))
        for (const QString& id : list->split(QLatin1Char(','), Qt::SkipEmptyParts))
            named.push_back(id.trimmed().toStdString());
    // Every region's prices first, so a misspelt region or a missing rate stops before any output.
    auto known = store.regions();
    if (!known)
        return badInput(err, known.error());
    std::vector<std::map<std::string, double>> pricesByRegion;
    for (const QString& region : regions) {
        const std::string id = region.trimmed().toStdString();
        if (std::none_of(known->begin(), known->end(), [&](const core::Region& r) { return r.id == id; }))
            return badInput(
                err, QStringLiteral("unknown region '%1' (see 'gpuplan regions')").arg(region.trimmed()));
        auto stored = storedPricesInRegion(args, region.trimmed(), currency, nullptr);
        if (!stored && stored.error().find("no stored") == std::string::npos)
            return badInput(err, stored.error());
        std::map<std::string, double> prices = rent;
        if (stored)
            for (const auto& [gpu, price] : stored.value())
                prices.emplace(gpu, price);
        pricesByRegion.push_back(std::move(prices));
    }
    int status = 0;
    if (rejectUnusedOptions(args, err, status))
        return status;
    const QString cur = u(currency);
    const QLocale c = QLocale::c();
    QJsonArray rows;
    int pct = static_cast<int>(request.load.slo.percentile * 100 + 0.5);
    if (format != QLatin1String("json"))
        out << "Cheapest deployment for " << u(request.model.name) << " in each region (stored prices, "
            << cur << "):\n";
    for (qsizetype i = 0; i < regions.size(); ++i) {
        const QString region = regions[i].trimmed();
        const std::map<std::string, double>& prices = pricesByRegion[static_cast<std::size_t>(i)];
        request.pricePerGpuHour = prices;
        request.gpuIds.clear();
        for (const auto& [id, price] : prices)
            if (named.empty() || std::find(named.begin(), named.end(), id) != named.end())
                request.gpuIds.push_back(id);
        request.top = 1;
        QJsonObject row{{QStringLiteral("region"), region}};
        std::string problem;
        std::optional<core::ServingOption> best;
        if (request.gpuIds.empty()) {
            problem = "no stored " +
                      args.valueOr(QStringLiteral("price-kind"), QStringLiteral("on-demand")).toStdString() +
                      " price for the GPU types considered (--price-kind monthly for monthly rents)";
        } else if (auto found = core::searchServing(request)) {
            best = found->options.front();
        } else {
            problem = found.error().substr(0, found.error().find('\n'));
        }
        // Each region's power at its own PUE (or the area's around it), unless --pue sets one for all.
        const core::Region* tariff = core::tariffRegion(known.value(), region.toStdString());
        const double regionPue = args.has(QStringLiteral("pue")) || !tariff ? pue : tariff->pue;
        if (best)
            row.insert(QStringLiteral("best"), servingOptionJson(*best, regionPue));
        else
            row.insert(QStringLiteral("problem"), u(problem));
        rows.append(row);
        if (format == QLatin1String("json"))
            continue;
        out << "  " << region << ": ";
        if (!best) {
            out << u(problem) << "\n";
            continue;
        }
        const core::ServingOutcome& r = best->outcome;
        out << u(core::deploymentLabel(best->deployment)) << ", " << best->deployment.gpus() << " GPUs, "
            << c.toString(best->costPerHour, 'f', 2) << " " << cur << " per hour, "
            << QString::number(best->costPerMillionOutput, 'f', 3) << " per million output tokens; p" << pct
            << " TTFT " << QString::number(r.ttftSeconds, 'f', 2) << " s, p" << pct << " TPOT "
            << QString::number(r.tpotSeconds * 1000, 'f', 1) << " ms\n";
    }
    if (format == QLatin1String("json"))
        out << QJsonDocument(
                   QJsonObject{{QStringLiteral("currency"), cur}, {QStringLiteral("regions"), rows}})
                   .toJson();
    return 0;
}

} // namespace gpuplan::cli
