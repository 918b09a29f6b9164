#include "cli/serve_plan/serve_plan_own.h"
#include "cli/cli_text.h"

#include "core/planning/scenario_cost.h"

#include <QJsonArray>
#include <QLocale>

namespace gpuplan::cli {
namespace {

constexpr double kYears = 3;

} // namespace

core::Result<std::pair<double, QString>> pueFromArgs(const Arguments& args, db::SqlStore& store) {
    if (const auto text = args.value(QStringLiteral("pue"))) {
        bool ok = false;
        const double v = text->toDouble(&ok);
        if (!ok || v < 1 || v > 3)
            return core::fail("--pue: '" + text->toStdString() + "' is not a PUE from 1 to 3");
        return std::pair{v, QStringLiteral("--pue")};
    }
    if (const auto region = args.value(QStringLiteral("price-region"))) {
        auto regions = store.regions();
        if (!regions)
            return core::fail(regions.error());
        if (const core::Region* r = core::tariffRegion(regions.value(), region->toStdString()))
            return std::pair{r->pue, QStringLiteral("region %1").arg(u(r->id))};
    }
    return std::pair{1.5, QStringLiteral("default")};
}

OwningVerdict owningAgainstRenting(const Arguments& args, db::SqlStore& store,
                                   const core::ExchangeRates& rates, const core::ServingOption& option,
                                   const std::string& currency, double pue) {
    OwningVerdict v;
    const auto region = args.value(QStringLiteral("price-region"));
    if (!region) {
        v.problem = QStringLiteral("give --price-region for the purchase prices and electricity of a region");
        return v;
    }
    auto regions = store.regions();
    if (!regions) {
        v.problem = u(regions.error());
        return v;
    }
    const core::Region* tariff = core::tariffRegion(regions.value(), region->toStdString());
    if (!tariff || !tariff->electricityPerKwh) {
        v.problem = QStringLiteral("no electricity price for %1 or an area around it").arg(*region);
        return v;
    }
    v.basis << QStringLiteral("electricity %1 %2/kWh (%3)")
                   .arg(*tariff->electricityPerKwh)
                   .arg(u(tariff->currency), u(tariff->id));
    const auto scopes = core::priceScopes(regions.value(), region->toStdString());
    const core::ServingDeployment& d = option.deployment;
    for (const core::ServingPool* pool : {&d.prefill, &d.decode}) {
        if (!pool->gpu || pool->gpus() == 0 ||
            (pool == &d.prefill && d.mode != core::ServingMode::Disaggregated))
            continue;
        const core::GpuSpec& gpu = *pool->gpu;
        // The card's purchase prices only: on a team store the others are many and none of them applies.
        core::PriceFilter filter;
        filter.gpuId = gpu.id;
        filter.kind = core::PriceKind::Purchase;
        auto offers = store.prices(filter);
        if (!offers) {
            v.problem = u(offers.error());
            return v;
        }
        const auto purchase = core::nearestCheapest(
            offers.value(), scopes,
            [](const core::PriceRecord& p) { return p.unit == core::PriceUnit::OneOff; },
            [](const core::PriceRecord& p) { return p.amount.toDouble() / p.gpusPerMachine; }, currency,
            rates);
        if (!purchase) {
            v.problem =
                QStringLiteral("no server purchase price of %1 applies in %2").arg(u(gpu.id), *region);
            return v;
        }
        const std::string bought = purchase->amount.currency();
        auto power = rates.factor(tariff->currency, bought);
        auto toResult = rates.factor(bought, currency);
        if (!power || !toResult) {
            v.problem = u(!power ? power.error() : toResult.error());
            return v;
        }
        if (!(gpu.tdpWatts > 0)) {
            v.problem = QStringLiteral("the board power of %1 is not published").arg(u(gpu.id));
            return v;
        }
        core::OwnershipInputs in;
        in.serverPrice = purchase->amount;
        in.gpusPerServer = purchase->gpusPerMachine;
        in.gpuWatts = gpu.tdpWatts;
        in.hostKw = gpu.hostWattsPerGpu() >= 0 ? gpu.hostWattsPerGpu() * in.gpusPerServer / 1000.0 : 1.3;
        in.utilization = 1; // serving around the clock, at board power: as the deployment's power
        in.pue = pue;
        in.electricityPerKwh = *tariff->electricityPerKwh * power.value();
        in.years = kYears;
        auto owned = core::ownershipCost(in, pool->gpus());
        if (!owned) {
            v.problem = u(owned.error());
            return v;
        }
        v.ownPerHour += owned->total.toDouble() * toResult.value() / (kYears * core::kHoursPerYear);
        v.basis << QStringLiteral("%1 %2 %3 at %4 (%5, %6)")
                       .arg(owned->servers)
                       .arg(u(gpu.id),
                            owned->servers == 1 ? QStringLiteral("server") : QStringLiteral("servers"))
                       .arg(u(purchase->amount.toString()), u(purchase->providerId),
                            purchase->effectiveDate.empty() ? QStringLiteral("undated")
                                                            : u(purchase->effectiveDate));
    }
    v.rentPerHour = option.costPerHour;
    if (!(v.rentPerHour > 0)) {
        v.problem = QStringLiteral("the deployment has no rent to compare with");
        return v;
    }
    v.breakEvenShare = v.ownPerHour / v.rentPerHour;
    v.known = true;
    return v;
}

void writeOwning(QTextStream& out, const OwningVerdict& v, double requestsPerSecond,
                 const QString& currency) {
    const QLocale c = QLocale::c();
    if (!v.known) {
        out << "Owning the first deployment is not costed: " << v.problem << ".\n";
        return;
    }
    out << "Owning the first deployment: " << c.toString(v.ownPerHour, 'f', 2) << " " << currency
        << " per hour over 3 years, busy or not (" << v.basis.join(QStringLiteral("; "))
        << "); renting it: " << c.toString(v.rentPerHour, 'f', 2) << " " << currency
        << " per hour rented.\n    ";
    if (v.breakEvenShare < 1)
        out << "Owning costs less when the load keeps it busy more than "
            << QString::number(v.breakEvenShare * 100, 'f', 0) << "% of the time (on average about "
            << QString::number(v.breakEvenShare * requestsPerSecond, 'g', 3)
            << " requests/s); below that, renting only the replicas the load needs costs less.\n";
    else
        out << "Owning costs more than renting even with the deployment busy all the time.\n";
}

QJsonObject owningJson(const OwningVerdict& v) {
    if (!v.known)
        return {{QStringLiteral("problem"), v.problem}};
    return {{QStringLiteral("own_per_hour"), v.ownPerHour},
            {QStringLiteral("rent_per_hour"), v.rentPerHour},
            {QStringLiteral("break_even_busy_share"), v.breakEvenShare},
            {QStringLiteral("basis"), QJsonArray::fromStringList(v.basis)}};
}

} // namespace gpuplan::cli
