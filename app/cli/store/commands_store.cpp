// The price store from the command line: regions, providers and prices (listed, set, deleted, with
// history and revert), imports (GpuPlan CSV, SkyPilot), export, and backup.
#include "cli/cli.h"
#include "cli/cli_text.h"
#include "cli/command_support.h"
#include "cli/store_access.h"

#include "core/calibration/reference_csv.h"
#include "core/csv.h"
#include "core/prices/price_csv.h"

#include <QDate>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSaveFile>

namespace gpuplan::cli {
namespace {

QString csvField(const QString& s) {
    return QString::fromStdString(core::csvQuote(s.toStdString()));
}

QJsonObject priceJson(const core::PriceRecord& p) {
    QJsonObject o{{QStringLiteral("id"), static_cast<qint64>(p.id)},
                  {QStringLiteral("version"), static_cast<qint64>(p.version)},
                  {QStringLiteral("gpu"), u(p.gpuId)},
                  {QStringLiteral("provider"), u(p.providerId)},
                  {QStringLiteral("region"), u(p.regionId)},
                  {QStringLiteral("kind"), u(std::string(core::priceKindName(p.kind)))},
                  {QStringLiteral("unit"), u(std::string(core::priceUnitName(p.unit)))},
                  {QStringLiteral("gpus_per_machine"), p.gpusPerMachine},
                  {QStringLiteral("amount"), u(p.amount.amountText())},
                  {QStringLiteral("currency"), u(p.amount.currency())},
                  {QStringLiteral("low"), p.low ? QJsonValue(u(p.low->amountText())) : QJsonValue()},
                  {QStringLiteral("high"), p.high ? QJsonValue(u(p.high->amountText())) : QJsonValue()},
                  {QStringLiteral("effective_date"), u(p.effectiveDate)},
                  {QStringLiteral("source"), u(p.source)},
                  {QStringLiteral("note"), u(p.note)},
                  {QStringLiteral("source_url"), u(p.sourceUrl)},
                  {QStringLiteral("verification"), u(p.verification)},
                  {QStringLiteral("indicative"), p.indicative}};
    return o;
}

QJsonValue optionalNumber(const std::optional<double>& v) {
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonObject figureJson(const core::FigureSource& f) {
    return QJsonObject{{QStringLiteral("low"), optionalNumber(f.low)},
                       {QStringLiteral("high"), optionalNumber(f.high)},
                       {QStringLiteral("effective_date"), u(f.effectiveDate)},
                       {QStringLiteral("source"), u(f.source)},
                       {QStringLiteral("url"), u(f.url)},
                       {QStringLiteral("verification"), u(f.verification)}};
}

int listRegions(CommandContext& ctx, QTextStream& out, QTextStream& err) {
    auto store = openStore();
    if (!store)
        return badInput(err, store.error());
    auto regions = store.value()->regions();
    if (!regions)
        return badInput(err, regions.error());
    if (ctx.format == QLatin1String("json")) {
        QJsonArray arr;
        for (const core::Region& r : regions.value())
            arr.append(
                QJsonObject{{QStringLiteral("id"), u(r.id)},
                            {QStringLiteral("name_en"), u(r.nameEn)},
                            {QStringLiteral("name_zh"), u(r.nameZh)},
                            {QStringLiteral("currency"), u(r.currency)},
                            {QStringLiteral("parent"), u(r.parent)},
                            {QStringLiteral("electricity_per_kwh"), optionalNumber(r.electricityPerKwh)},
                            {QStringLiteral("electricity"), figureJson(r.electricity)},
                            {QStringLiteral("pue"), r.pue},
                            {QStringLiteral("pue_source"), figureJson(r.pueSource)},
                            {QStringLiteral("version"), static_cast<qint64>(r.version)}});
        writeJson(out, arr);
        return 0;
    }
    if (ctx.format == QLatin1String("csv")) {
        out << QChar(0xFEFF) << u(core::writeRegionCsv(regions.value()));
        return 0;
    }
    for (const core::Region& r : regions.value()) {
        // A region without its own tariff uses the nearest area's (a cloud region its metro's).
        const core::Region* tariff = core::tariffRegion(regions.value(), r.id);
        QString power = QStringLiteral("no electricity price");
        if (tariff == &r)
            power = QStringLiteral("%1 per kWh (%2), PUE %3")
                        .arg(QString::number(*r.electricityPerKwh, 'f', 4),
                             r.electricity.effectiveDate.empty() ? QStringLiteral("undated")
                                                                 : u(r.electricity.effectiveDate))
                        .arg(r.pue);
        else if (tariff)
            power = QStringLiteral("electricity and PUE of %1").arg(u(tariff->id));
        const QString name =
            r.nameZh == r.nameEn ? u(r.nameEn) : u(r.nameEn) + QStringLiteral(" / ") + u(r.nameZh);
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(u(r.id), -26)
                   .arg(name, -36)
                   .arg(u(r.currency), 4)
                   .arg(r.parent.empty() ? QStringLiteral("-") : QStringLiteral("in ") + u(r.parent), -12)
                   .arg(power);
    }
    return 0;
}

int listProviders(CommandContext& ctx, QTextStream& out, QTextStream& err) {
    auto store = openStore();
    if (!store)
        return badInput(err, store.error());
    auto providers = store.value()->providers();
    if (!providers)
        return badInput(err, providers.error());
    if (ctx.format == QLatin1String("json")) {
        QJsonArray arr;
        for (const core::Provider& p : providers.value())
            arr.append(QJsonObject{{QStringLiteral("id"), u(p.id)},
                                   {QStringLiteral("name"), u(p.name)},
                                   {QStringLiteral("source"), u(p.source)}});
        writeJson(out, arr);
        return 0;
    }
    if (ctx.format == QLatin1String("csv")) {
        out << QChar(0xFEFF) << "id,name,source\n";
        for (const core::Provider& p : providers.value())
            out << csvField(u(p.id)) << ',' << csvField(u(p.name)) << ',' << csvField(u(p.source)) << "\n";
        return 0;
    }
    for (const core::Provider& p : providers.value())
        out << QStringLiteral("%1 %2  %3\n").arg(u(p.id), -12).arg(u(p.name), -50).arg(u(p.source));
    return 0;
}

int listRates(CommandContext& ctx, QTextStream& out, QTextStream& err) {
    auto store = openStore();
    if (!store)
        return badInput(err, store.error());
    auto rates = store.value()->exchangeRates();
    if (!rates)
        return badInput(err, rates.error());
    if (ctx.format == QLatin1String("json")) {
        QJsonArray arr;
        for (const core::ExchangeRate& r : rates.value())
            arr.append(QJsonObject{{QStringLiteral("currency"), u(r.currency)},
                                   {QStringLiteral("usd_per_unit"), r.usdPerUnit},
                                   {QStringLiteral("low"), optionalNumber(r.low)},
                                   {QStringLiteral("high"), optionalNumber(r.high)},
                                   {QStringLiteral("effective_date"), u(r.effectiveDate)},
                                   {QStringLiteral("source"), u(r.source)},
                                   {QStringLiteral("url"), u(r.url)},
                                   {QStringLiteral("verification"), u(r.verification)},
                                   {QStringLiteral("version"), static_cast<qint64>(r.version)}});
        writeJson(out, arr);
        return 0;
    }
    if (rates->empty())
        out << "no exchange rates stored: add one with 'gpuplan rate set --currency CNY --usd-per-unit 0.14 "
               "--source ...'\n";
    for (const core::ExchangeRate& r : rates.value())
        out << u(r.currency) << "  " << QString::number(r.usdPerUnit, 'g', 8) << " USD"
            << (r.low && r.high ? QStringLiteral(" (%1 - %2)").arg(*r.low, 0, 'g', 6).arg(*r.high, 0, 'g', 6)
                                : QString())
            << "  " << u(r.effectiveDate) << "  " << u(r.source) << "\n";
    return 0;
}

int listPrices(CommandContext& ctx, QTextStream& out, QTextStream& err) {
    core::PriceFilter filter;
    filter.gpuId = ctx.args.valueOr(QStringLiteral("gpu"), QString()).toStdString();
    filter.regionId = ctx.args.valueOr(QStringLiteral("region"), QString()).toStdString();
    filter.providerId = ctx.args.valueOr(QStringLiteral("provider"), QString()).toStdString();
    if (const auto k = ctx.args.value(QStringLiteral("kind"))) {
        filter.kind = core::parsePriceKind(k->toStdString());
        if (!filter.kind)
            return badInput(
                err, QStringLiteral(
                         "unknown --kind '%1' (on-demand, spot, reserved-1y, reserved-3y, monthly, purchase)")
                         .arg(*k));
    }
    int status = 0;
    if (rejectUnusedOptions(ctx.args, err, status))
        return status;
    auto store = openStore();
    if (!store)
        return badInput(err, store.error());
    auto prices = store.value()->prices(filter);
    if (!prices)
        return badInput(err, prices.error());
    if (ctx.format == QLatin1String("json")) {
        QJsonArray arr;
        for (const core::PriceRecord& p : prices.value())
            arr.append(priceJson(p));
        writeJson(out, arr);
        return 0;
    }
    if (ctx.format == QLatin1String("csv")) {
        out << QString::fromStdString(core::writePriceCsv(prices.value()));
        return 0;
    }
    out << QStringLiteral("%1 %2 %3 %4 %5 %6  %7\n")
               .arg(QStringLiteral("id"), 6)
               .arg(QStringLiteral("gpu"), -15)
               .arg(QStringLiteral("provider / region"), -34)
               .arg(QStringLiteral("kind"), -11)
               .arg(QStringLiteral("price"), 26)
               .arg(QStringLiteral("date"), -10)
               .arg(QStringLiteral("range"));
    for (const core::PriceRecord& p : prices.value())
        out << QStringLiteral("%1 %2 %3 %4 %5 %6  %7\n")
                   .arg(p.id, 6)
                   .arg(u(p.gpuId), -15)
                   .arg(u(p.providerId + " / " + p.regionId).left(34), -34)
                   .arg(u(std::string(core::priceKindName(p.kind))), -11)
                   .arg(u(p.amount.toString()) + QStringLiteral(" / ") +
                            u(std::string(core::priceUnitName(p.unit))),
                        26)
                   .arg(u(p.effectiveDate), -10)
                   .arg(p.low && p.high ? u(p.low->amountText() + " - " + p.high->amountText()) : QString());
    out << prices->size() << " prices\n";
    return 0;
}

} // namespace

int runStoreListing(const Arguments& args, QTextStream& out, QTextStream& err) {
    int status = 0;
    auto ctx = prepareCommand(args, err, status);
    if (!ctx)
        return status;
    const QString& what = args.spec().words.first();
    if (what == QLatin1String("prices"))
        return listPrices(*ctx, out, err);
    if (what == QLatin1String("rates"))
        return listRates(*ctx, out, err);
    return what == QLatin1String("regions") ? listRegions(*ctx, out, err) : listProviders(*ctx, out, err);
}

} // namespace gpuplan::cli
