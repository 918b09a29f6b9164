#include "cli/serve_plan/serve_plan_api.h"
#include "cli/cli_text.h"

#include <QJsonObject>
#include <QLocale>
#include <QStringList>

namespace gpuplan::cli {
namespace {

// --api-price IN,CACHED,OUT: an API's prices per million tokens (CACHED may be left empty: the input price).
core::Result<core::ApiPrice> typedApiPrice(const QString& text) {
    const QStringList parts = text.split(QLatin1Char(','));
    double v[3] = {0, 0, 0};
    bool ok = parts.size() == 3;
    for (int i = 0; ok && i < 3; ++i) {
        if (i == 1 && parts[i].trimmed().isEmpty())
            continue;
        v[i] = parts[i].trimmed().toDouble(&ok);
        ok = ok && v[i] >= 0;
    }
    if (!ok)
        return core::fail(
            QStringLiteral(
                "--api-price is INPUT,CACHED,OUTPUT per million tokens (0.28,0.028,0.42), not '%1'")
                .arg(text)
                .toStdString());
    if (parts[1].trimmed().isEmpty())
        v[1] = v[0];
    return core::ApiPrice{v[0], v[1], v[2]};
}

} // namespace

core::Result<std::vector<ApiCandidate>> apiCandidatesFromArgs(const Arguments& args, db::SqlStore& store,
                                                              const core::ExchangeRates& rates,
                                                              const std::string& modelId,
                                                              const std::string& currency,
                                                              std::vector<std::string>& skipped) {
    std::vector<ApiCandidate> out;
    if (const auto typed = args.value(QStringLiteral("api-price"))) {
        if (args.has(QStringLiteral("api")))
            return core::fail(
                std::string("give --api (stored prices) or --api-price (typed ones), not both"));
        auto price = typedApiPrice(*typed);
        if (!price)
            return core::fail(price.error());
        out.push_back({std::nullopt, price.value(), currency});
        return out;
    }
    auto all = store.apiPrices();
    if (!all)
        return core::fail(all.error());
    std::vector<core::ApiPriceRecord> chosen;
    if (const auto text = args.value(QStringLiteral("api"))) {
        chosen = core::apiPricesMatching(all.value(), text->toStdString());
        if (chosen.empty())
            return core::fail("--api: no stored API price of a model or provider containing '" +
                              text->toStdString() + "' (see 'gpuplan api-prices')");
    } else {
        chosen = core::apiPricesServing(all.value(), modelId);
    }
    for (const core::ApiPriceRecord& p : chosen) {
        auto factor = rates.factor(p.currency, currency);
        if (!factor) {
            skipped.push_back(p.label() + " (" + p.currency + ": no exchange rate to " + currency + ")");
            continue;
        }
        const double f = factor.value();
        out.push_back({p,
                       core::ApiPrice{p.inputPerMillion * f, p.cachedOrInput() * f, p.outputPerMillion * f},
                       p.currency});
    }
    return out;
}

core::Result<std::vector<ApiVerdict>> compareWithApis(const core::ServingSearchRequest& request,
                                                      const std::vector<ApiCandidate>& apis) {
    std::vector<ApiVerdict> out;
    for (const ApiCandidate& api : apis) {
        ApiVerdict v{api, api.price.perRequest(request.load) * request.load.requestsPerSecond * 3600, {}};
        auto b = core::breakEvenLoad(request, api.price);
        if (!b)
            return core::fail(b.error());
        v.breakEven = b.value();
        out.push_back(std::move(v));
    }
    return out;
}

void writeApiVerdicts(QTextStream& out, const std::vector<ApiVerdict>& verdicts, double firstCostPerHour,
                      const core::ServingLoad& load, const QString& currency) {
    const QLocale c = QLocale::c();
    for (const ApiVerdict& v : verdicts) {
        if (v.api.stored) {
            const core::ApiPriceRecord& p = *v.api.stored;
            out << "Against " << u(p.label()) << ", " << u(core::apiPriceFigures(p))
                << " per million input / cached / output tokens ("
                << (p.effectiveDate.empty() ? QStringLiteral("undated") : u(p.effectiveDate)) << "; "
                << u(p.source) << "):\n   ";
        } else {
            out << "Against the API (--api-price):\n   ";
        }
        out << " it costs " << c.toString(v.costPerHour, 'f', 2) << " " << currency
            << " per hour at this load";
        if (v.api.stored && u(v.api.currency) != currency)
            out << " (converted from " << u(v.api.currency) << ")";
        out << "; the first deployment costs " << QString::number(firstCostPerHour / v.costPerHour, 'f', 2)
            << " x that.\n    ";
        if (v.breakEven.found)
            out << "Self-hosting costs less than this API from about "
                << QString::number(v.breakEven.requestsPerSecond, 'g', 3) << " requests/s ("
                << c.toString(v.breakEven.requestsPerSecond * load.output.mean, 'f', 0)
                << " output tokens/s), on " << u(v.breakEven.deployment) << ".\n";
        else
            out << "Self-hosting costs more than this API at every load up to 10,000 requests/s.\n";
    }
}

QJsonArray apiVerdictsJson(const std::vector<ApiVerdict>& verdicts) {
    QJsonArray out;
    for (const ApiVerdict& v : verdicts) {
        QJsonObject o{{QStringLiteral("cost_per_hour"), v.costPerHour},
                      {QStringLiteral("input_per_mtok"), v.api.price.input},
                      {QStringLiteral("cached_input_per_mtok"), v.api.price.cachedInput},
                      {QStringLiteral("output_per_mtok"), v.api.price.output},
                      {QStringLiteral("break_even_found"), v.breakEven.found},
                      {QStringLiteral("break_even_requests_per_second"), v.breakEven.requestsPerSecond},
                      {QStringLiteral("break_even_deployment"), u(v.breakEven.deployment)}};
        if (v.api.stored) {
            o.insert(QStringLiteral("id"), static_cast<qint64>(v.api.stored->id));
            o.insert(QStringLiteral("provider"), u(v.api.stored->provider));
            o.insert(QStringLiteral("model"), u(v.api.stored->model));
            o.insert(QStringLiteral("stored_currency"), u(v.api.currency));
            o.insert(QStringLiteral("effective_date"), u(v.api.stored->effectiveDate));
            o.insert(QStringLiteral("source"), u(v.api.stored->source));
        }
        out.append(o);
    }
    return out;
}

} // namespace gpuplan::cli
