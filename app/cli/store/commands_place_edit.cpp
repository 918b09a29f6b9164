// Changing regions and exchange rates from the command line: `region set` and `rate set`. Each edit is made
// against the version read just before writing, or the one the user saw (--if-version), and the store
// refuses it, naming who changed the row and what it is now, when someone else changed it meanwhile.
#include "cli/cli.h"
#include "cli/cli_text.h"
#include "cli/command_support.h"
#include "cli/store_access.h"
#include "store.h"

#include "core/number_parse.h"

#include <QDate>

namespace gpuplan::cli {
namespace {

// --NAME as a number in [min, max] into `target`; false (with the message written) when it is not.
bool numberOption(const Arguments& args, const char* name, double min, double max,
                  std::optional<double>& target, QTextStream& err) {
    const auto text = args.value(QString::fromLatin1(name));
    if (!text)
        return true;
    auto v = core::parseQuantity(text->toStdString());
    if (!v || v.value() < min || v.value() > max) {
        badInput(err, QStringLiteral("--%1: '%2' is not a number from %3 to %4")
                          .arg(QString::fromLatin1(name), *text)
                          .arg(min)
                          .arg(max));
        return false;
    }
    target = v.value();
    return true;
}

// --if-version V, the version of the region or rate the user last saw, put in `version`; without it `version`
// stays the one just read (0 for a row not stored yet, which has no version to give).
bool versionOption(const Arguments& args, const char* listing, std::int64_t& version, QTextStream& err) {
    auto given = ifVersionOption(args, listing);
    if (!given) {
        badInput(err, given.error());
        return false;
    }
    if (!given.value())
        return true;
    if (version == 0) {
        badInput(err, QStringLiteral("--if-version: there is no such row to change yet (it would be added)"));
        return false;
    }
    version = *given.value();
    return true;
}

int regionSet(const Arguments& args, QTextStream& out, QTextStream& err, db::SqlStore& store) {
    const auto id = args.value(QStringLiteral("id"));
    if (!id)
        return badInput(err, QStringLiteral("give --id REGION (see 'gpuplan regions')"));
    auto regions = store.regions();
    if (!regions)
        return badInput(err, regions.error());
    core::Region r;
    r.id = id->toStdString();
    for (const core::Region& known : regions.value())
        if (known.id == r.id)
            r = known;
    if (!versionOption(args, "regions", r.version, err))
        return 2;
    const core::Region before = r;
    const bool isNew = r.nameEn.empty();
    for (const auto& [name, target] :
         {std::pair{"name-en", &r.nameEn}, std::pair{"name-zh", &r.nameZh},
          std::pair{"currency", &r.currency}, std::pair{"parent", &r.parent},
          std::pair{"source", &r.electricity.source}, std::pair{"source-url", &r.electricity.url},
          std::pair{"date", &r.electricity.effectiveDate}, std::pair{"pue-source", &r.pueSource.source}})
        if (const auto v = args.value(QString::fromLatin1(name)))
            *target = v->toStdString();
    if (isNew && (r.nameEn.empty() || r.nameZh.empty() || r.currency.empty()))
        return badInput(err, QStringLiteral("a new region needs --name-en, --name-zh and --currency"));
    std::optional<double> pue;
    if (!numberOption(args, "electricity", 0, 100, r.electricityPerKwh, err) ||
        !numberOption(args, "low", 0, 100, r.electricity.low, err) ||
        !numberOption(args, "high", 0, 100, r.electricity.high, err) ||
        !numberOption(args, "pue", 1, 3, pue, err))
        return 2;
    if (pue)
        r.pue = *pue;
    if (args.has(QStringLiteral("electricity")) && !args.has(QStringLiteral("source")) &&
        before.electricity.source.empty())
        return badInput(err,
                        QStringLiteral("an electricity price needs --source (where the figure comes from)"));
    // A changed figure without a new source gets an "edited" source naming the former one.
    if (!isNew)
        r = core::withEditProvenance(before, r, QDate::currentDate().toString(Qt::ISODate).toStdString(),
                                     store.author());
    if (r.electricityPerKwh && r.electricity.effectiveDate.empty())
        r.electricity.effectiveDate = QDate::currentDate().toString(Qt::ISODate).toStdString();
    auto stored = store.saveRegion(r);
    if (!stored)
        return badInput(err, stored.error());
    out << "stored region " << u(r.id) << " (version " << stored->version << ")\n";
    return 0;
}

int rateSet(const Arguments& args, QTextStream& out, QTextStream& err, db::SqlStore& store) {
    const std::string currency = args.valueOr(QStringLiteral("currency"), QString()).toStdString();
    auto rates = store.exchangeRates();
    if (!rates)
        return badInput(err, rates.error());
    core::ExchangeRate r;
    r.currency = currency;
    for (const core::ExchangeRate& known : rates.value())
        if (known.currency == currency)
            r = known;
    if (!versionOption(args, "rates", r.version, err))
        return 2;
    const core::ExchangeRate before = r;
    const bool stored = !before.source.empty();
    if (!args.has(QStringLiteral("usd-per-unit")) && !stored)
        return badInput(err, QStringLiteral("give --usd-per-unit (USD for one unit of the currency)"));
    std::optional<double> value;
    if (!numberOption(args, "usd-per-unit", 1e-9, 1e9, value, err) ||
        !numberOption(args, "low", 1e-9, 1e9, r.low, err) ||
        !numberOption(args, "high", 1e-9, 1e9, r.high, err))
        return 2;
    if (value)
        r.usdPerUnit = *value;
    for (const auto& [name, target] :
         {std::pair{"date", &r.effectiveDate}, std::pair{"source", &r.source}, std::pair{"url", &r.url}})
        if (const auto v = args.value(QString::fromLatin1(name)))
            *target = v->toStdString();
    if (r.effectiveDate.empty() || (value && !args.has(QStringLiteral("date"))))
        r.effectiveDate = QDate::currentDate().toString(Qt::ISODate).toStdString();
    // A new rate outside the stored range drops the range rather than contradict it.
    if ((r.low && r.usdPerUnit < *r.low) || (r.high && r.usdPerUnit > *r.high))
        if (!args.has(QStringLiteral("low")) && !args.has(QStringLiteral("high")))
            r.low = r.high = std::nullopt;
    if (stored)
        r = core::withEditProvenance(before, r, QDate::currentDate().toString(Qt::ISODate).toStdString(),
                                     store.author());
    auto written = store.saveExchangeRate(r);
    if (!written)
        return badInput(err, written.error());
    out << "stored 1 " << u(r.currency) << " = " << r.usdPerUnit << " USD (" << u(r.effectiveDate) << "; "
        << u(r.source) << "; version " << written->version << ")\n";
    return 0;
}

} // namespace

int runPlaceEdit(const Arguments& args, QTextStream& out, QTextStream& err) {
    auto opened = openStore();
    if (!opened)
        return badInput(err, opened.error());
    if (args.spec().words.first() == QLatin1String("region"))
        return regionSet(args, out, err, *opened.value());
    return rateSet(args, out, err, *opened.value());
}

} // namespace gpuplan::cli
