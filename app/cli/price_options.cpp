#include "cli/price_options.h"

#include "cli/store_access.h"
#include "core/number_parse.h"
#include "core/planning/scenario_cost.h"

namespace gpuplan::cli {

using core::fail;

core::Result<std::string> currencyFromArgs(const Arguments& args, const QString& option) {
    const std::string c = args.valueOr(option, QStringLiteral("USD")).toStdString();
    if (!core::isKnownCurrency(c))
        return fail("--" + option.toStdString() + ": unknown currency '" + c +
                    "' (USD, CNY, EUR, HKD, SGD, JPY, GBP, ...)");
    return c;
}

core::Result<std::optional<core::RentPrice>> rentPriceFromArgs(const Arguments& args, int gpusPerMachine,
                                                               const QString& option) {
    const auto amount = args.value(option);
    const auto unitText = args.value(QStringLiteral("price-unit"));
    auto currency = currencyFromArgs(args);
    if (!amount) {
        if (unitText)
            return fail("--price-unit needs --" + option.toStdString());
        return std::optional<core::RentPrice>();
    }
    if (!currency)
        return fail(currency.error());
    auto money = core::Money::parse(amount->toStdString(), currency.value());
    if (!money)
        return fail("--" + option.toStdString() + ": " + money.error());
    if (money->minor() <= 0)
        return fail("--" + option.toStdString() + " must be positive, got " + amount->toStdString());
    core::RentPrice price;
    price.amount = money.value();
    price.gpusPerMachine = gpusPerMachine;
    if (unitText) {
        const auto unit = core::parsePriceUnit(unitText->toStdString());
        if (!unit || *unit == core::PriceUnit::OneOff)
            return fail("unknown --price-unit '" + unitText->toStdString() +
                        "' (gpu-hour, machine-hour, gpu-month or machine-month)");
        price.unit = *unit;
    }
    return std::optional<core::RentPrice>(price);
}

core::Result<core::ExchangeRates> ratesFromArgs(const Arguments& args) {
    // The store's rates first (when it opens), then --rate for this run.
    core::ExchangeRates rates("USD");
    if (auto store = openStore())
        if (auto stored = store.value()->exchangeRates())
            rates = core::toExchangeRates(stored.value());
    const auto text = args.value(QStringLiteral("rate"));
    if (!text)
        return rates;
    for (const QString& item : text->split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList kv = item.split(QLatin1Char('='));
        if (kv.size() != 2)
            return fail("--rate: '" + item.toStdString() + "' is not CURRENCY=USD-PER-UNIT (e.g. CNY=0.14)");
        const std::string currency = kv[0].trimmed().toStdString();
        if (!core::isKnownCurrency(currency))
            return fail("--rate: unknown currency '" + currency + "'");
        auto v = core::parseQuantity(kv[1].toStdString());
        if (!v || !(v.value() > 0))
            return fail("--rate: '" + kv[1].toStdString() + "' is not a positive rate");
        rates.set(currency, v.value());
    }
    return rates;
}

core::Result<std::map<std::string, double>> perGpuPricesFromArgs(const Arguments& args) {
    std::map<std::string, double> out;
    const auto text = args.value(QStringLiteral("rent"));
    if (!text)
        return out;
    for (const QString& item : text->split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList kv = item.split(QLatin1Char('='));
        if (kv.size() != 2)
            return fail("--rent: '" + item.toStdString() +
                        "' is not GPU=PRICE-PER-GPU-HOUR (e.g. h100-sxm=2.99)");
        auto v = core::parseQuantity(kv[1].toStdString());
        if (!v || !(v.value() > 0))
            return fail("--rent: '" + kv[1].toStdString() + "' is not a positive price");
        out[kv[0].trimmed().toStdString()] = v.value();
    }
    return out;
}

core::Result<std::pair<double, double>> rangeFromArgs(const Arguments& args, const QString& option,
                                                      double low, double high) {
    const auto text = args.value(option);
    if (!text)
        return std::pair{low, high};
    const QStringList parts = text->split(QLatin1Char(':'));
    if (parts.size() != 2)
        return fail("--" + option.toStdString() + ": '" + text->toStdString() + "' is not LOW:HIGH");
    auto lo = core::parseQuantity(parts[0].toStdString());
    auto hi = core::parseQuantity(parts[1].toStdString());
    if (!lo || !hi || !(lo.value() > 0) || hi.value() < lo.value())
        return fail("--" + option.toStdString() + ": '" + text->toStdString() + "' needs 0 < LOW <= HIGH");
    return std::pair{lo.value(), hi.value()};
}

core::Result<std::map<std::string, double>>
storedPricesFromArgs(const Arguments& args, const std::string& currency, std::set<std::string>* converted) {
    return storedPricesInRegion(args, args.value(QStringLiteral("price-region")), currency, converted);
}

core::Result<std::map<std::string, double>> rentsFromArgs(const Arguments& args, const std::string& currency,
                                                          std::set<std::string>* converted,
                                                          const core::Catalog* catalog) {
    auto rents = perGpuPricesFromArgs(args);
    if (!rents)
        return rents;
    if (catalog)
        for (const auto& [id, price] : rents.value())
            if (!catalog->gpu(id))
                return fail("--rent: " + catalog->unknownGpuMessage(id));
    auto stored = storedPricesFromArgs(args, currency, converted);
    if (!stored)
        return stored;
    for (const auto& [id, price] : stored.value())
        rents.value().emplace(id, price); // --rent wins where both give a price
    return rents;
}

core::Result<std::map<std::string, double>>
storedPricesInRegion(const Arguments& args, const std::optional<QString>& region, const std::string& currency,
                     std::set<std::string>* converted, std::map<std::string, std::string>* origins) {
    std::map<std::string, double> out;
    const auto provider = args.value(QStringLiteral("price-provider"));
    const QString kindText = args.valueOr(QStringLiteral("price-kind"), QStringLiteral("on-demand"));
    if (!region) {
        if (provider)
            return fail("--price-provider needs --price-region");
        return out;
    }
    const auto kind = core::parsePriceKind(kindText.toStdString());
    if (!kind || *kind == core::PriceKind::Purchase)
        return fail("--price-kind must be a rent kind (on-demand, spot, reserved-1y, reserved-3y, monthly)");
    auto rates = ratesFromArgs(args);
    if (!rates)
        return fail(rates.error());
    auto store = openStore();
    if (!store)
        return fail(store.error());
    core::PriceFilter filter;
    filter.providerId = provider.value_or(QString()).toStdString();
    filter.kind = kind;
    auto prices = store.value()->prices(filter);
    auto regions = store.value()->regions();
    if (!prices || !regions)
        return fail(!prices ? prices.error() : regions.error());
    // Each GPU's cheapest price in the nearest scope that has one, as the workbench picks it: the
    // region with the cloud regions inside it, then the areas it lies in (a national range where no
    // city price exists).
    const std::string regionId = region->toStdString();
    const auto scopes = core::priceScopes(regions.value(), regionId);
    const auto perGpuHour = [](const core::PriceRecord& p) { return p.rent().perGpuHour(); };
    std::set<std::string> gpus;
    for (const core::PriceRecord& p : prices.value())
        gpus.insert(p.gpuId);
    for (const std::string& gpu : gpus) {
        const auto best = core::nearestCheapest(
            prices.value(), scopes, [&](const core::PriceRecord& p) { return p.gpuId == gpu; }, perGpuHour,
            currency, rates.value());
        if (!best)
            continue;
        auto fx = rates->factor(best->amount.currency(), currency);
        if (!fx)
            return fail("stored prices in " + best->amount.currency() + ": " + fx.error());
        if (converted && best->amount.currency() != currency)
            converted->insert(best->amount.currency());
        out[gpu] = perGpuHour(*best) * fx.value();
        if (origins)
            (*origins)[gpu] = best->providerId + ", " + best->regionId;
    }
    if (out.empty())
        return fail("no stored " + kindText.toStdString() + " price in region '" + regionId + "'" +
                    (filter.providerId.empty() ? "" : " from '" + filter.providerId + "'") +
                    " (see 'gpuplan prices')");
    return out;
}

QString rateNote(const Arguments& args, const std::set<std::string>& from, const std::string& to) {
    if (from.empty())
        return {};
    std::set<std::string> currencies = from;
    currencies.insert(to);
    currencies.erase("USD");
    std::vector<core::ExchangeRate> stored;
    if (auto store = openStore())
        if (auto rates = store.value()->exchangeRates())
            stored = rates.value();
    const QString given = args.valueOr(QStringLiteral("rate"), QString());
    QStringList parts;
    for (const std::string& c : currencies) {
        const QString code = QString::fromStdString(c);
        if (given.contains(code + QLatin1Char('='))) {
            parts << QStringLiteral("1 %1 = %2 USD (--rate)")
                         .arg(code,
                              given.section(code + QLatin1Char('='), 1, 1).section(QLatin1Char(','), 0, 0));
            continue;
        }
        for (const core::ExchangeRate& r : stored)
            if (r.currency == c)
                parts << QStringLiteral("1 %1 = %2 USD (%3, %4)")
                             .arg(code, QString::number(r.usdPerUnit, 'g', 6),
                                  QString::fromStdString(r.effectiveDate), QString::fromStdString(r.source));
    }
    return parts.isEmpty() ? QString() : QStringLiteral("converted at ") + parts.join(QStringLiteral("; "));
}

} // namespace gpuplan::cli
