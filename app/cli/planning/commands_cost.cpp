// `gpuplan cost`: what a workload costs to rent and to own, with ranges, unit costs, the
// rent-versus-buy break-even and the sensitivity of the rent to each input.
#include "cli/cli.h"
#include "cli/cli_text.h"
#include "cli/command_support.h"
#include "cli/planning/estimate_output.h"
#include "cli/price_options.h"
#include "cli/scenario_options.h"
#include "cli/store_access.h"

#include "core/number_parse.h"
#include "core/planning/ranges.h"
#include "core/prices/cost.h"
#include "core/prices/price_store.h"
#include "core/training/planner.h"
#include "core/training/training_messages.h"

#include <QJsonArray>
#include <QJsonObject>

namespace gpuplan::cli {
namespace {

using core::fail;

// The job's wall hours and GPU throughput: given (--hours) or estimated (a training scenario).
struct Workload {
    double hours = 0;
    double tokens = 0; // 0 when given in hours
    double tokensPerSecondPerGpu = 0;
    double modelFlopsPerSecondPerGpu = 0;
    QString description;
    QStringList notes;
};

core::Result<Workload> workloadFromArgs(const Arguments& args, const core::Catalog& catalog, int& gpus,
                                        const core::GpuSpec*& gpu, int& gpusPerNode) {
    Workload w;
    if (args.has(QStringLiteral("hours"))) {
        auto cluster = clusterFromArgs(args, catalog, true);
        if (!cluster)
            return fail(cluster.error());
        auto h = positiveQuantity(args, QStringLiteral("hours"));
        if (!h)
            return fail(h.error());
        w.hours = h.value();
        gpus = cluster->gpuCount;
        gpu = cluster->gpu;
        gpusPerNode = cluster->gpusPerNode;
        w.description = QStringLiteral("%1 x %2 for %3 hours").arg(gpus).arg(u(gpu->name)).arg(w.hours);
        return w;
    }
    ScenarioRules rules;
    if (const auto m = args.value(QStringLiteral("method")))
        rules.finetune = *m != QLatin1String("pretrain");
    auto input = buildScenario(args, catalog, rules);
    if (!input)
        return fail(input.error() + " (or give --hours for a plain rental)");
    core::TrainingScenario& s = input.value()->scenario;
    s.efficiency = &catalog.efficiency(s.cluster.gpu->id);
    s.params = &catalog.globals();
    auto est = core::TrainingEstimator::create(s);
    if (!est)
        return fail(est.error());
    const core::PlanSearchResult r = core::searchPlans(est.value());
    if (r.best.empty())
        return fail(s.model->name + " does not fit on " + std::to_string(s.cluster.gpuCount) + " x " +
                    s.cluster.gpu->name + " (see 'gpuplan plan --min-gpus')");
    const core::TrainingEstimate& e = r.best.front();
    gpus = s.cluster.gpuCount;
    gpu = s.cluster.gpu;
    gpusPerNode = s.cluster.gpusPerNode;
    w.hours = e.wallSeconds / 3600.0;
    w.tokens = s.job.tokens;
    w.tokensPerSecondPerGpu = e.tokensPerSecond / gpus;
    w.modelFlopsPerSecondPerGpu = w.tokensPerSecondPerGpu * e.modelFlopsPerToken;
    w.description = QStringLiteral("%1, %2 tokens on %3 x %4 (%5)")
                        .arg(u(s.model->name), formatCount(s.job.tokens))
                        .arg(gpus)
                        .arg(u(gpu->name), u(core::describePlan(e.plan, e.layersPerStage)));
    w.notes = input.value()->notes + estimateWarnings(est.value(), e) + standardNotes(est.value(), e);
    return w;
}

// --price-id N: a rent price from the store (not a purchase price).
core::Result<core::PriceRecord> storedPrice(const Arguments& args) {
    auto id = core::parseCount(args.value(QStringLiteral("price-id"))->toStdString());
    if (!id || id.value() <= 0)
        return fail("--price-id must be a positive id (see 'gpuplan prices')");
    auto store = openStore();
    if (!store)
        return fail(store.error());
    auto all = store.value()->prices({});
    if (!all)
        return fail(all.error());
    for (const core::PriceRecord& p : all.value()) {
        if (p.id != id.value())
            continue;
        if (p.unit == core::PriceUnit::OneOff)
            return fail("price " + std::to_string(p.id) + " is a purchase price: give it as --server-price");
        return p;
    }
    return fail("no price with id " + std::to_string(id.value()) + " (see 'gpuplan prices')");
}

core::Result<core::Money> moneyOption(const Arguments& args, const QString& name,
                                      const std::string& currency) {
    auto m = core::Money::parse(args.value(name)->toStdString(), currency);
    if (!m)
        return fail("--" + name.toStdString() + ": " + m.error());
    if (m->minor() < 0)
        return fail("--" + name.toStdString() + " must not be negative");
    return m;
}

core::Result<double> fraction(const Arguments& args, const QString& name, double fallback, double lo,
                              double hi) {
    if (!args.has(name))
        return fallback;
    auto v = core::parseQuantity(args.value(name)->toStdString());
    if (!v || v.value() < lo || v.value() > hi)
        return fail("--" + name.toStdString() + " must be a number from " + std::to_string(lo).substr(0, 4) +
                    " to " + std::to_string(hi).substr(0, 5));
    return v;
}

} // namespace

int runCostCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    int status = 0;
    auto ctx = prepareCommand(args, err, status);
    if (!ctx)
        return status;
    int gpus = 0;
    int perNode = 8;
    const core::GpuSpec* gpu = nullptr;
    auto work = workloadFromArgs(args, ctx->catalog, gpus, gpu, perNode);
    if (!work)
        return badInput(err, work.error());
    auto price = rentPriceFromArgs(args, perNode);
    if (!price)
        return badInput(err, price.error());
    std::optional<core::PriceRecord> stored;
    if (args.has(QStringLiteral("price-id"))) {
        if (*price)
            return badInput(err, QStringLiteral("give --price or --price-id, not both"));
        auto found = storedPrice(args);
        if (!found)
            return badInput(err, found.error());
        stored = found.value();
        core::RentPrice fromStore;
        fromStore.amount = stored->amount;
        fromStore.unit = stored->unit;
        fromStore.gpusPerMachine = stored->gpusPerMachine;
        price.value() = fromStore;
        work.value().notes << QStringLiteral("price %1: %2 %3 / %4, %5 (%6)")
                                  .arg(stored->id)
                                  .arg(u(stored->providerId), u(stored->regionId),
                                       u(std::string(core::priceKindName(stored->kind))),
                                       u(stored->effectiveDate), u(stored->source));
    }
    if (!*price)
        return badInput(
            err,
            QStringLiteral("no rent price: give --price AMOUNT [--price-unit gpu-hour|machine-hour|gpu-month|"
                           "machine-month] [--currency CNY]"));
    const core::RentPrice rent = **price;
    const std::string currency = rent.amount.currency();
    auto rates = ratesFromArgs(args);
    auto display = currencyFromArgs(args, QStringLiteral("display-currency"));
    if (!rates || !display)
        return badInput(err, !rates ? rates.error() : display.error());
    const std::string shown = args.has(QStringLiteral("display-currency")) ? display.value() : currency;
    auto fx = rates->factor(currency, shown);
    if (!fx)
        return badInput(err, fx.error());
    if (shown != currency && work)
        work.value().notes << QStringLiteral("amounts ") + rateNote(args, {currency}, shown);
    // A stored price brings its own low/high; --price-range overrides it.
    const double storedLow = stored && stored->low ? stored->low->toDouble() : rent.amount.toDouble();
    const double storedHigh = stored && stored->high ? stored->high->toDouble() : rent.amount.toDouble();
    auto priceRange = rangeFromArgs(args, QStringLiteral("price-range"), storedLow, storedHigh);
    auto effRange = rangeFromArgs(args, QStringLiteral("efficiency-range"), 0.85, 1.15);
    auto fxRange = rangeFromArgs(args, QStringLiteral("rate-range"), fx.value(), fx.value());
    for (const auto* r : {&priceRange, &effRange, &fxRange})
        if (!*r)
            return badInput(err, r->error());

    // Ownership, when a server price is given.
    std::optional<core::OwnershipInputs> own;
    for (const char* ownershipOnly : {"region", "electricity", "pue", "host-kw", "utilization", "residual",
                                      "years", "facility-per-kw", "maintenance-per-year"})
        if (args.has(QString::fromLatin1(ownershipOnly)) && !args.has(QStringLiteral("server-price")))
            return badInput(err, QStringLiteral("--%1 is for ownership costs: give --server-price too")
                                     .arg(QString::fromLatin1(ownershipOnly)));
    if (args.has(QStringLiteral("server-price")) && !(gpu->tdpWatts > 0))
        return badInput(err,
                        QStringLiteral("%1's board power is not published: owning it is not costed (give its "
                                       "power in the catalog, or leave out --server-price)")
                            .arg(u(gpu->name)));
    if (args.has(QStringLiteral("server-price"))) {
        core::OwnershipInputs in;
        auto server = moneyOption(args, QStringLiteral("server-price"), currency);
        if (!server)
            return badInput(err, server.error());
        in.serverPrice = server.value();
        // Electricity and PUE: given, or the stored region's (converted to the price currency).
        std::optional<core::Region> region;
        if (const auto id = args.value(QStringLiteral("region"))) {
            auto store = openStore();
            if (!store)
                return badInput(err, store.error());
            auto regions = store.value()->regions();
            if (!regions)
                return badInput(err, regions.error());
            for (const core::Region& r : regions.value())
                if (r.id == id->toStdString())
                    region = r;
            if (!region)
                return badInput(err,
                                QStringLiteral("unknown --region '%1' (see 'gpuplan regions')").arg(*id));
            // A cloud region uses the tariff of the named region it lies in.
            if (const core::Region* tariff = core::tariffRegion(regions.value(), region->id))
                region = *tariff;
        }
        if (!args.has(QStringLiteral("electricity"))) {
            if (!region)
                return badInput(
                    err,
                    QStringLiteral("--server-price needs --electricity (price per kWh in %1) or --region "
                                   "with a stored electricity price")
                        .arg(u(currency)));
            if (!region->electricityPerKwh)
                return badInput(
                    err,
                    QStringLiteral("region %1 has no electricity price yet: give --electricity or set it "
                                   "with 'gpuplan region set --id %1 --electricity ... --source ...'")
                        .arg(u(region->id)));
            auto f = rates->factor(region->currency, currency);
            if (!f)
                return badInput(err, "region " + region->id + " prices electricity in " + region->currency +
                                         ": " + f.error());
            in.electricityPerKwh = *region->electricityPerKwh * f.value();
            work.value().notes << QStringLiteral(
                                      "electricity %1 %2 per kWh (%3, %4) and PUE %5 (%6) from region %7")
                                      .arg(*region->electricityPerKwh)
                                      .arg(u(region->currency), u(region->electricity.source),
                                           u(region->electricity.effectiveDate))
                                      .arg(region->pue)
                                      .arg(u(region->pueSource.source), u(region->id));
            if (region->currency != currency)
                work.value().notes << QStringLiteral("electricity ") +
                                          rateNote(args, {region->currency}, currency);
        }
        for (const auto& [name, target] :
             {std::pair{QStringLiteral("facility-per-kw"), &in.facilityPerKw},
              std::pair{QStringLiteral("maintenance-per-year"), &in.maintenancePerYear}}) {
            if (!args.has(name))
                continue;
            auto m = moneyOption(args, name, currency);
            if (!m)
                return badInput(err, m.error());
            *target = m.value();
        }
        if (args.has(QStringLiteral("electricity"))) {
            auto e = fraction(args, QStringLiteral("electricity"), 0, 0, 1000);
            if (!e)
                return badInput(err, e.error());
            in.electricityPerKwh = e.value();
        }
        auto util = fraction(args, QStringLiteral("utilization"), 0.7, 0.01, 1.0);
        auto pue = fraction(args, QStringLiteral("pue"), region ? region->pue : 1.5, 1.0, 3.0);
        // A card sold by the rack (an NVL72) is bought and fed as the rack: --server-price is the rack's, and
        // the rest of the rack draws what the catalog's system power says besides the GPUs.
        const int unitGpus = gpu->soldByRack() ? gpu->systemGpus() : perNode;
        const double catalogHostKw = gpu->hostWattsPerGpu() >= 0 ? gpu->hostWattsPerGpu() * unitGpus / 1000.0
                                                                 : in.hostKw; // the assumption
        auto host = fraction(args, QStringLiteral("host-kw"), catalogHostKw, 0.0, 200.0);
        auto residual = fraction(args, QStringLiteral("residual"), 0.0, 0.0, 1.0);
        auto years = fraction(args, QStringLiteral("years"), 3.0, 0.1, 20.0);
        for (const auto* r : {&util, &pue, &host, &residual, &years})
            if (!*r)
                return badInput(err, r->error());
        in.utilization = util.value();
        in.pue = pue.value();
        in.hostKw = host.value();
        in.residualFraction = residual.value();
        in.years = years.value();
        in.gpusPerServer = unitGpus;
        in.gpuWatts = gpu->tdpWatts;
        if (gpu->soldByRack())
            work.value().notes << QStringLiteral(
                                      "%1 is bought by the rack: --server-price is one rack of %2 GPUs, "
                                      "drawing %3 kW besides them%4")
                                      .arg(QString::fromStdString(gpu->name))
                                      .arg(unitGpus)
                                      .arg(in.hostKw, 0, 'f', 1)
                                      .arg(args.has(QStringLiteral("host-kw"))
                                               ? QStringLiteral(" (--host-kw)")
                                               : QStringLiteral(" (the catalog's system power)"));
        own = in;
    }
    if (rejectUnusedOptions(args, err, status))
        return status;

    // Rent of the job, exact in the price currency, then shown in the display currency.
    const core::Money rentTypical = core::rentCost(rent, gpus, work->hours);
    auto shownMoney = [&](double amountInPriceCurrency) {
        return core::Money::fromDouble(amountInPriceCurrency * fx.value(), shown);
    };
    const double rentPerHour = rentTypical.toDouble() / work->hours; // for the whole cluster
    const bool estimated = work->tokens > 0;
    std::vector<core::InputRange> inputs{
        {core::message(core::MessageId::InputRentPrice), priceRange->first, rent.amount.toDouble(),
         priceRange->second},
        {core::message(core::MessageId::InputExchangeRate), fxRange->first, fx.value(), fxRange->second}};
    if (estimated)
        inputs.push_back(
            {core::message(core::MessageId::InputEfficiency), effRange->first, 1.0, effRange->second});
    const double priceTypical = rent.amount.toDouble();
    auto rentAt = [&](const std::vector<double>& v) {
        const double hours = estimated ? work->hours / v[2] : work->hours;
        return rentPerHour * (v[0] / priceTypical) * hours * v[1];
    };
    const core::ResultRange rentRange = core::evaluateRange(inputs, rentAt);
    const std::vector<core::Sensitivity> tornado = core::sensitivity(inputs, rentAt);
    const core::ResultRange hoursRange =
        estimated
            ? core::ResultRange{work->hours / effRange->second, work->hours, work->hours / effRange->first}
            : core::ResultRange{work->hours, work->hours, work->hours};

    std::optional<core::OwnershipCost> tco;
    std::optional<core::BreakEven> even;
    if (own) {
        auto c = core::ownershipCost(*own, gpus);
        auto b = core::breakEven(rent, *own, gpus);
        if (!c || !b)
            return badInput(err, !c ? c.error() : b.error());
        tco = c.value();
        even = b.value();
    }
    const double rentPerGpuHour = rent.perGpuHour();
    const double gpuHours = gpus * work->hours;

    if (ctx->format == QLatin1String("json")) {
        auto range = [](const core::ResultRange& r) {
            return QJsonObject{{QStringLiteral("low"), r.low},
                               {QStringLiteral("typical"), r.typical},
                               {QStringLiteral("high"), r.high}};
        };
        QJsonArray sens;
        for (const core::Sensitivity& t : tornado)
            sens.append(QJsonObject{{QStringLiteral("input"), u(core::englishText(t.name))},
                                    {QStringLiteral("at_low"), t.atLow},
                                    {QStringLiteral("at_high"), t.atHigh}});
        QJsonObject o{
            {QStringLiteral("workload"), work->description},
            {QStringLiteral("currency"), u(shown)},
            {QStringLiteral("gpus"), gpus},
            {QStringLiteral("hours"), range(hoursRange)},
            {QStringLiteral("gpu_hours"), gpuHours},
            {QStringLiteral("rent"),
             QJsonObject{{QStringLiteral("exact"), u(shownMoney(rentTypical.toDouble()).amountText())},
                         {QStringLiteral("range"), range(rentRange)},
                         {QStringLiteral("per_gpu_hour"), rentPerGpuHour * fx.value()}}},
            {QStringLiteral("sensitivity"), sens},
            {QStringLiteral("notes"), QJsonArray::fromStringList(work->notes)}};
        if (estimated) {
            o.insert(QStringLiteral("rent_per_million_tokens"),
                     core::costPerMillionTokens(rentPerGpuHour, work->tokensPerSecondPerGpu) * fx.value());
            o.insert(QStringLiteral("rent_per_pflop_hour"),
                     core::costPerPflopHour(rentPerGpuHour, work->modelFlopsPerSecondPerGpu) * fx.value());
        }
        if (tco) {
            o.insert(QStringLiteral("buy"),
                     QJsonObject{{QStringLiteral("years"), own->years},
                                 {QStringLiteral("servers"), tco->servers},
                                 {QStringLiteral("capex"), tco->capex.toDouble() * fx.value()},
                                 {QStringLiteral("facility"), tco->facility.toDouble() * fx.value()},
                                 {QStringLiteral("energy"), tco->energy.toDouble() * fx.value()},
                                 {QStringLiteral("maintenance"), tco->maintenance.toDouble() * fx.value()},
                                 {QStringLiteral("residual"), tco->residual.toDouble() * fx.value()},
                                 {QStringLiteral("total"), tco->total.toDouble() * fx.value()},
                                 {QStringLiteral("depreciation_per_year"),
                                  tco->depreciationPerYear.toDouble() * fx.value()},
                                 {QStringLiteral("energy_kwh"), tco->energyKwh},
                                 {QStringLiteral("it_kw"), tco->itKw},
                                 {QStringLiteral("per_gpu_hour"), tco->perGpuHour * fx.value()},
                                 {QStringLiteral("job_share"), tco->perGpuHour * gpuHours * fx.value()},
                                 {QStringLiteral("break_even_months"),
                                  even->reached ? QJsonValue(even->months) : QJsonValue()}});
        }
        writeJson(out, o);
        return 0;
    }
    const QString cur = u(shown);
    auto money = [&](double v) { return formatCount(v) + QLatin1Char(' ') + cur; };
    out << "Workload        " << work->description << "\n";
    out << "Time            " << formatDuration(hoursRange.typical * 3600);
    if (estimated)
        out << " (" << formatDuration(hoursRange.low * 3600) << " to "
            << formatDuration(hoursRange.high * 3600) << ")";
    out << ", " << formatCount(gpuHours) << " GPU-hours\n";
    out << "Rent            " << u(shownMoney(rentTypical.toDouble()).toString()) << " (low "
        << money(rentRange.low) << ", high " << money(rentRange.high) << ") at " << u(rent.amount.toString())
        << " per " << u(std::string(core::priceUnitName(rent.unit))) << "\n";
    if (estimated)
        out << "Unit cost       "
            << QString::number(core::costPerMillionTokens(rentPerGpuHour, work->tokensPerSecondPerGpu) *
                                   fx.value(),
                               'f', 2)
            << " " << cur << " per million training tokens, "
            << QString::number(core::costPerPflopHour(rentPerGpuHour, work->modelFlopsPerSecondPerGpu) *
                                   fx.value(),
                               'f', 2)
            << " " << cur << " per delivered PFLOP-hour (renting)\n";
    if (tco) {
        out << "Buy (" << own->years << " years)  " << tco->servers << " server(s): capex "
            << money(tco->capex.toDouble() * fx.value()) << ", facility "
            << money(tco->facility.toDouble() * fx.value()) << ", energy "
            << money(tco->energy.toDouble() * fx.value()) << " (" << formatCount(tco->energyKwh)
            << " kWh at PUE " << own->pue << "), maintenance "
            << money(tco->maintenance.toDouble() * fx.value()) << ", residual -"
            << money(tco->residual.toDouble() * fx.value()) << "\n";
        out << "                total " << money(tco->total.toDouble() * fx.value()) << "; "
            << QString::number(tco->perGpuHour * fx.value(), 'f', 2) << " " << cur << " per used GPU-hour at "
            << QString::number(own->utilization * 100, 'f', 0)
            << "% utilization (rent: " << QString::number(rentPerGpuHour * fx.value(), 'f', 2)
            << "); this job's share " << money(tco->perGpuHour * gpuHours * fx.value()) << "\n";
        out << "Break-even      "
            << (even->reached
                    ? QStringLiteral("buying pays off after %1 months of renting at %2% utilization")
                          .arg(even->months, 0, 'f', 1)
                          .arg(own->utilization * 100, 0, 'f', 0)
                    : QStringLiteral("never: renting costs less per month than running owned servers"))
            << "\n";
    }
    out << "Sensitivity     rent when one input moves across its range:\n";
    for (const core::Sensitivity& t : tornado)
        out << "  " << QStringLiteral("%1").arg(u(core::englishText(t.name)), -15) << money(t.atLow) << " .. "
            << money(t.atHigh) << "\n";
    for (const QString& n : work->notes)
        out << "Note            " << n << "\n";
    return 0;
}

} // namespace gpuplan::cli
