// `gpuplan plan serve`: the deployment that carries a serving load at its service levels with the fewest
// GPUs or the lowest cost per hour, aggregated or disaggregated, and the runners-up.
#include "cli/cli.h"
#include "cli/cli_text.h"
#include "cli/command_support.h"
#include "cli/price_options.h"
#include "cli/scenario_options.h"
#include "cli/serve_plan/serve_plan_api.h"
#include "cli/serve_plan/serve_plan_load.h"
#include "cli/serve_plan/serve_plan_own.h"
#include "cli/serve_plan/serve_plan_regions.h"
#include "cli/store_access.h"

#include <algorithm>

#include "core/inference/inference_estimator.h"
#include "core/number_parse.h"
#include "core/serving/serving_power.h"
#include "core/serving/serving_search.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <set>

namespace gpuplan::cli {
namespace {

QString ms(double s) {
    return s >= 1 ? QString::number(s, 'f', 2) + QStringLiteral(" s")
                  : QString::number(s * 1000.0, 'f', 1) + QStringLiteral(" ms");
}

core::Result<std::vector<core::ServingPrecision>> precisionsFromArgs(const Arguments& args) {
    std::vector<core::ServingPrecision> out;
    for (const QString& p :
         args.valueOr(QStringLiteral("precision"), QStringLiteral("bf16")).split(QLatin1Char(','))) {
        auto parsed = core::parseServingPrecision(p.trimmed().toLower().toStdString());
        if (!parsed)
            return core::fail(QStringLiteral("unknown --precision '%1' (fp16, bf16, fp8, int8, int4 or fp4)")
                                  .arg(p)
                                  .toStdString());
        out.push_back(*parsed);
    }
    return out;
}

} // namespace

int runServePlanCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    int status = 0;
    auto ctx = prepareCommand(args, err, status);
    if (!ctx)
        return status;
    core::ServingSearchRequest req;
    req.catalog = &ctx->catalog;
    auto model = modelFromArgs(args, ctx->catalog, nullptr);
    if (!model)
        return badInput(err, model.error());
    req.model = model.value();
    const bool frontier = args.flag(QStringLiteral("frontier"));
    QString lengthsNote; // where a trace's lengths came from
    auto load = loadFromArgs(args, !frontier, &lengthsNote);
    if (!load)
        return badInput(err, load.error());
    req.load = load.value();
    auto weights = precisionsFromArgs(args);
    if (!weights)
        return badInput(err, weights.error());
    req.weights = weights.value();
    if (const auto kv = args.value(QStringLiteral("kv-precision"))) {
        req.kv = core::parseServingPrecision(kv->toLower().toStdString());
        if (!req.kv || !core::kvCacheFormat(*req.kv))
            return badInput(err,
                            QStringLiteral("unknown --kv-precision '%1' (fp16, bf16, fp8 or fp4)").arg(*kv));
    }
    const QString mode = args.valueOr(QStringLiteral("mode"), QStringLiteral("both"));
    if (mode != QLatin1String("both") && mode != QLatin1String("aggregated") &&
        mode != QLatin1String("disaggregated"))
        return badInput(err,
                        QStringLiteral("unknown --mode '%1' (aggregated, disaggregated or both)").arg(mode));
    req.aggregated = mode != QLatin1String("disaggregated");
    req.disaggregated = mode != QLatin1String("aggregated");
    req.mixGpuTypes = !args.flag(QStringLiteral("same-gpu-type"));
    auto acceptance = optionalQuantity(args, QStringLiteral("acceptance-length"), 1);
    auto draft = optionalQuantity(args, QStringLiteral("draft-tokens"), 0);
    // --chunk-tokens off (or 0): no chunked prefill.
    const bool unchunked = args.value(QStringLiteral("chunk-tokens")) == QLatin1String("off") ||
                           args.value(QStringLiteral("chunk-tokens")) == QLatin1String("0");
    auto chunk = unchunked ? core::Result<double>(0.0)
                           : optionalQuantity(args, QStringLiteral("chunk-tokens"), req.prefillChunkTokens);
    auto maxGpus = optionalQuantity(args, QStringLiteral("max-gpus"), req.maxGpus);
    auto top = optionalQuantity(args, QStringLiteral("top"), 5);
    for (const auto* r : {&acceptance, &draft, &chunk, &maxGpus, &top})
        if (!*r)
            return badInput(err, r->error());
    if (acceptance.value() < 1)
        return badInput(err, QStringLiteral("--acceptance-length is the tokens kept per step, at least 1"));
    req.speculative = {acceptance.value(), static_cast<int>(draft.value())};
    if (req.speculative.draftTokens > 0 && acceptance.value() > req.speculative.draftTokens + 1)
        return badInput(err,
                        QStringLiteral("--acceptance-length %1 is more than the %2 drafted tokens plus one")
                            .arg(acceptance.value())
                            .arg(req.speculative.draftTokens));
    req.prefillChunkTokens = static_cast<int>(chunk.value());
    req.maxGpus = static_cast<int>(std::min(1e6, maxGpus.value()));
    req.top = static_cast<int>(std::min(100.0, top.value()));

    auto prices = perGpuPricesFromArgs(args);
    auto currency = currencyFromArgs(args);
    if (!prices || !currency)
        return badInput(err, !prices ? prices.error() : currency.error());
    // One store for every reading below (API prices, regions, purchase prices), and the rates once.
    auto store = openStore();
    if (!store)
        return badInput(err, store.error());
    auto pue = pueFromArgs(args, *store.value());
    if (!pue)
        return badInput(err, pue.error());
    if (const auto regions = args.value(QStringLiteral("regions"))) {
        for (const char* other : {"price-region", "api-price", "api", "frontier"})
            if (args.has(QString::fromLatin1(other)))
                return badInput(err, QStringLiteral("--regions compares the regions' best deployments; give "
                                                    "--%1 with one region at a time (--price-region)")
                                         .arg(QString::fromLatin1(other)));
        return runServePlanByRegion(args, *store.value(), req, prices.value(), currency.value(), pue->first,
                                    regions->split(QLatin1Char(','), Qt::SkipEmptyParts), ctx->format, out,
                                    err);
    }
    std::set<std::string> rented; // --rent wins where both give a price
    for (const auto& [id, price] : prices.value())
        rented.insert(id);
    std::map<std::string, std::string> origins; // the provider and region of each stored price used
    auto stored = storedPricesInRegion(args, args.value(QStringLiteral("price-region")), currency.value(),
                                       nullptr, &origins);
    if (!stored)
        return badInput(err, stored.error());
    for (const auto& [id, price] : stored.value())
        prices.value().emplace(id, price);
    req.pricePerGpuHour = prices.value();
    if (const auto list = args.value(QStringLiteral("gpus"))) {
        for (const QString& id : list->split(QLatin1Char(','), Qt::SkipEmptyParts))
            req.gpuIds.push_back(id.trimmed().toStdString());
    } else {
        for (const auto& [id, price] : req.pricePerGpuHour)
            req.gpuIds.push_back(id);
    }
    if (req.gpuIds.empty())
        return badInput(err,
                        QStringLiteral("no GPU type to consider: give --gpus h100-sxm,h200-sxm or prices "
                                       "(--rent, --price-region)"));
    std::vector<std::string> apisSkipped; // stored API prices in a currency without an exchange rate
    auto rates = ratesFromArgs(args);
    if (!rates)
        return badInput(err, rates.error());
    auto apis = apiCandidatesFromArgs(args, *store.value(), rates.value(), req.model.id, currency.value(),
                                      apisSkipped);
    if (!apis)
        return badInput(err, apis.error());
    const bool apiAsked = args.has(QStringLiteral("api")) || args.has(QStringLiteral("api-price"));
    if (rejectUnusedOptions(args, err, status))
        return status;

    if (frontier) {
        // Throughput per GPU against tokens per second per user, for charts: no load, no limits, no costs.
        for (const char* costed : {"api", "api-price", "pue"})
            if (args.has(QString::fromLatin1(costed)))
                return badInput(err,
                                QStringLiteral("--frontier draws throughput against speed per user, with no "
                                               "costs or power: leave out --%1")
                                    .arg(QString::fromLatin1(costed)));
        const std::vector<core::FrontierPoint> points = core::servingFrontier(req);
        if (points.empty())
            return badInput(err, QStringLiteral("the model fits on none of the GPU types in %1")
                                     .arg(u(std::string(core::servingPrecisionName(req.weights.front())))));
        QJsonArray rows;
        if (ctx->format != QLatin1String("json"))
            out << "gpu,tp,ep,batch,tokens_per_second_per_user,tokens_per_second_per_gpu\n";
        for (const core::FrontierPoint& p : points) {
            if (ctx->format == QLatin1String("json"))
                rows.append(
                    QJsonObject{{QStringLiteral("gpu"), u(p.gpuId)},
                                {QStringLiteral("tp"), p.tp},
                                {QStringLiteral("ep"), p.ep},
                                {QStringLiteral("batch"), p.batch},
                                {QStringLiteral("tokens_per_second_per_user"), p.tokensPerSecondPerUser},
                                {QStringLiteral("tokens_per_second_per_gpu"), p.tokensPerSecondPerGpu}});
            else
                out << u(p.gpuId) << "," << p.tp << "," << p.ep << "," << p.batch << ","
                    << QString::number(p.tokensPerSecondPerUser, 'f', 2) << ","
                    << QString::number(p.tokensPerSecondPerGpu, 'f', 1) << "\n";
        }
        if (ctx->format == QLatin1String("json"))
            out << QJsonDocument(rows).toJson();
        return 0;
    }
    auto found = core::searchServing(req);
    if (!found)
        return badInput(err, found.error());
    const core::ServingSearchResult& result = found.value();
    const QString cur = u(currency.value());
    // Against the APIs: each one's cost at this load, and the load from which the cheapest deployment costs
    // less. Stored prices of APIs serving the same model are compared by default, where the search is priced.
    std::vector<ApiVerdict> verdicts;
    if (apiAsked && !result.byCost)
        return badInput(err, QStringLiteral("--%1 needs a rent for every GPU type (--rent or --price-region)")
                                 .arg(args.has(QStringLiteral("api")) ? QStringLiteral("api")
                                                                      : QStringLiteral("api-price")));
    if (result.byCost && !apis->empty()) {
        core::ServingSearchRequest atLoad = req;
        atLoad.load.requestsPerSecond = result.options.front().outcome.requestsPerSecond;
        auto compared = compareWithApis(atLoad, apis.value());
        if (!compared)
            return badInput(err, compared.error());
        verdicts = std::move(compared).value();
    }
    // Buying the first deployment's cards against renting them, where it is priced by rent.
    std::optional<OwningVerdict> owning;
    if (result.byCost)
        owning = owningAgainstRenting(args, *store.value(), rates.value(), result.options.front(),
                                      currency.value(), pue->first);
    // The price of each card the list uses, and where a stored one comes from.
    std::set<std::string> listed;
    for (const core::ServingOption& o : result.options)
        for (const core::ServingPool* p : {&o.deployment.prefill, &o.deployment.decode})
            if (p->gpu &&
                (p == &o.deployment.decode || o.deployment.mode == core::ServingMode::Disaggregated))
                listed.insert(p->gpu->id);
    QStringList used;
    QJsonArray usedJson;
    for (const std::string& id : listed)
        if (auto p = req.pricePerGpuHour.find(id); p != req.pricePerGpuHour.end()) {
            const QString from =
                rented.count(id) || !origins.count(id) ? QStringLiteral("--rent") : u(origins.at(id));
            used << QStringLiteral("%1 %2 (%3)").arg(u(id), QString::number(p->second, 'f', 2), from);
            usedJson.append(QJsonObject{{QStringLiteral("gpu"), u(id)},
                                        {QStringLiteral("per_gpu_hour"), p->second},
                                        {QStringLiteral("from"), from}});
        }
    if (ctx->format == QLatin1String("json")) {
        QJsonArray options, refused;
        for (const core::ServingOption& o : result.options)
            options.append(servingOptionJson(o, pue->first));
        for (const std::string& r : result.refused)
            refused.append(u(r));
        QJsonObject doc{
            {QStringLiteral("ranked_by"), result.byCost ? QStringLiteral("cost") : QStringLiteral("gpus")},
            {QStringLiteral("currency"), cur},
            {QStringLiteral("evaluated"), result.evaluated},
            {QStringLiteral("options"), options},
            {QStringLiteral("refused"), refused},
            {QStringLiteral("prices"), usedJson}};
        if (!verdicts.empty())
            doc.insert(QStringLiteral("apis"), apiVerdictsJson(verdicts));
        if (!lengthsNote.isEmpty())
            doc.insert(QStringLiteral("lengths"), lengthsNote);
        if (owning)
            doc.insert(QStringLiteral("owning"), owningJson(*owning));
        out << QJsonDocument(doc).toJson();
        return 0;
    }
    const QLocale c = QLocale::c();
    const int pct = static_cast<int>(req.load.slo.percentile * 100 + 0.5);
    if (!lengthsNote.isEmpty())
        out << lengthsNote << ".\n";
    out << (result.byCost ? "Cheapest" : "Fewest GPUs") << " for " << u(req.model.name) << ", ranked by "
        << (result.byCost ? "cost per hour" : "GPU count") << ":\n";
    int rank = 1;
    for (const core::ServingOption& o : result.options) {
        const core::ServingOutcome& r = o.outcome;
        out << rank++ << ". " << u(core::deploymentLabel(o.deployment)) << ": " << o.deployment.gpus()
            << (o.deployment.gpus() == 1 ? " GPU" : " GPUs");
        if (o.costPerHour > 0)
            out << ", " << c.toString(o.costPerHour, 'f', 2) << " " << cur << " per hour, "
                << QString::number(o.costPerMillionOutput, 'f', 3) << " " << cur
                << " per million output tokens";
        out << "\n     p" << pct << " TTFT " << ms(r.ttftSeconds) << ", p" << pct << " TPOT "
            << ms(r.tpotSeconds) << ", p" << pct << " request " << ms(r.e2eSeconds) << "; decode batch "
            << QString::number(r.decodeBatch, 'f', 1) << " of " << r.maxDecodeBatch
            << " that fit; prefill busy " << QString::number(r.prefillUtilization * 100, 'f', 0) << "%";
        if (r.kvTransferSeconds > 0)
            out << "; KV transfer " << ms(r.kvTransferSeconds);
        if (r.decodeStallSeconds > 0)
            out << "; decoding pauses " << ms(r.decodeStallSeconds) << " while a p" << pct
                << " prompt is prefilled";
        out << "\n";
        if (o.costPerHour > 0)
            out << "     by GPU time: " << QString::number(o.inputCostPerMillion, 'f', 3) << " " << cur
                << " per million prompt tokens computed, " << QString::number(o.outputCostPerMillion, 'f', 3)
                << " " << cur << " per million output tokens\n";
        if (const core::ServingPower power = core::servingPower(o.deployment, r, pue->first); power.known)
            out << "     power " << QString::number(power.itKw, 'f', 1)
                << " kW with every GPU at board power (" << QString::number(power.facilityKw, 'f', 1)
                << " kW at PUE " << power.pue << ", " << pue->second << "): "
                << QString::number(power.outputTokensPerMwh / 1e6, 'f',
                                   power.outputTokensPerMwh >= 1e8 ? 0 : 2)
                << " million output tokens per MWh\n";
        if (!o.why.empty())
            out << "     - " << u(o.why) << "\n";
    }
    if (!result.refused.empty()) {
        out << "Cannot meet the limits:\n";
        for (const std::string& r : result.refused)
            out << "  " << u(r) << "\n";
    }
    if (!used.isEmpty())
        out << "Prices per GPU-hour in " << cur << ": " << used.join(QStringLiteral(", ")) << "\n";
    if (!verdicts.empty())
        writeApiVerdicts(out, verdicts, result.options.front().costPerHour, req.load, cur);
    if (owning)
        writeOwning(out, *owning, result.options.front().outcome.requestsPerSecond, cur);
    for (const std::string& skipped : apisSkipped)
        out << "Not compared: " << u(skipped) << ".\n";
    out << "Evaluated " << c.toString(result.evaluated) << " deployments.\n";
    if (req.model.isMoe())
        out << "Note: for a mixture of experts the serving model is within about 20% (median) of published "
               "DeepSeek, Qwen3, gpt-oss and GLM serving it was not fitted to, and 2-4 times too fast for "
               "some "
               "(DeepSeek-V3.2, GLM-4.6 on A100 and H100; docs/estimation.md, section 7.5).\n";
    const bool anyAmd = std::any_of(req.gpuIds.begin(), req.gpuIds.end(), [&](const std::string& id) {
        const core::GpuSpec* g = ctx->catalog.gpu(id);
        return g && g->vendor == "AMD";
    });
    if (anyAmd)
        out << "Note: "
            << u(core::englishText(core::message(core::MessageId::NoteAmdServingSoftware,
                                                 {core::fixed(ctx->catalog.globals().amdServingFactor, 2)})))
            << " (docs/estimation.md, section 7.5).\n";
    return 0;
}

} // namespace gpuplan::cli
