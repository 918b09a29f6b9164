#include "core/prices/cost.h"

#include <cmath>

namespace gpuplan::core {

std::string_view priceUnitName(PriceUnit u) {
    switch (u) {
    case PriceUnit::GpuHour:
        return "gpu-hour";
    case PriceUnit::MachineHour:
        return "machine-hour";
    case PriceUnit::GpuMonth:
        return "gpu-month";
    case PriceUnit::MachineMonth:
        return "machine-month";
    case PriceUnit::OneOff:
        return "one-off";
    case PriceUnit::Card:
        return "card";
    }
    return "?";
}

bool isPurchaseUnit(PriceUnit u) {
    return u == PriceUnit::OneOff || u == PriceUnit::Card;
}

std::optional<PriceUnit> parsePriceUnit(std::string_view s) {
    for (PriceUnit u : {PriceUnit::GpuHour, PriceUnit::MachineHour, PriceUnit::GpuMonth,
                        PriceUnit::MachineMonth, PriceUnit::OneOff, PriceUnit::Card})
        if (priceUnitName(u) == s)
            return u;
    return std::nullopt;
}

double RentPrice::perGpuHour() const {
    const double a = amount.toDouble();
    switch (unit) {
    case PriceUnit::GpuHour:
        return a;
    case PriceUnit::MachineHour:
        return a / gpusPerMachine;
    case PriceUnit::GpuMonth:
        return a / kHoursPerMonth;
    case PriceUnit::MachineMonth:
        return a / gpusPerMachine / kHoursPerMonth;
    case PriceUnit::OneOff:
    case PriceUnit::Card:
        return 0;
    }
    return a;
}

Money rentCost(const RentPrice& price, int gpus, double hours) {
    const int machines = (gpus + price.gpusPerMachine - 1) / price.gpusPerMachine;
    switch (price.unit) {
    case PriceUnit::GpuHour:
        return price.amount.times(static_cast<double>(gpus) * hours);
    case PriceUnit::MachineHour:
        return price.amount.times(static_cast<double>(machines) * hours);
    case PriceUnit::GpuMonth:
        return price.amount.times(static_cast<double>(gpus) * hours / kHoursPerMonth);
    case PriceUnit::MachineMonth:
        return price.amount.times(static_cast<double>(machines) * hours / kHoursPerMonth);
    case PriceUnit::OneOff:
    case PriceUnit::Card:
        return price.amount.times(0);
    }
    return price.amount;
}

Result<OwnershipCost> ownershipCost(const OwnershipInputs& in, int gpus) {
    const std::string& cur = in.serverPrice.currency();
    for (const Money* m : {&in.facilityPerKw, &in.maintenancePerYear})
        if (!m->currency().empty() && m->currency() != cur)
            return fail(message(MessageId::OwnershipMixedCurrencies, {text(cur), text(m->currency())}));
    if (gpus <= 0 || in.gpusPerServer <= 0)
        return fail(message(MessageId::OwnershipGpuCounts));
    if (in.utilization < 0 || in.utilization > 1)
        return fail(message(MessageId::OwnershipUtilization));
    if (in.pue < 1)
        return fail(message(MessageId::OwnershipPue));
    if (!(in.years > 0))
        return fail(message(MessageId::OwnershipHorizon));
    if (in.residualFraction < 0 || in.residualFraction > 1)
        return fail(message(MessageId::OwnershipResidual));
    OwnershipCost c;
    c.servers = (gpus + in.gpusPerServer - 1) / in.gpusPerServer;
    const double hours = in.years * kHoursPerYear;
    c.capex = in.serverPrice.times(c.servers);
    // IT load: GPUs at their board power while working, hosts always on.
    c.itKw = gpus * in.gpuWatts / 1000.0 * in.utilization + c.servers * in.hostKw;
    c.energyKwh = c.itKw * in.pue * hours;
    const Money zero = Money::fromMinor(0, cur);
    c.facility = in.facilityPerKw.currency().empty()
                     ? zero
                     : in.facilityPerKw.times(gpus * in.gpuWatts / 1000.0 + c.servers * in.hostKw);
    if (in.electricityPerKwh < 0)
        return fail(message(MessageId::OwnershipElectricityNegative));
    c.energy = Money::fromDouble(in.electricityPerKwh * c.energyKwh, cur); // rounded once, to the minor unit
    c.maintenance =
        in.maintenancePerYear.currency().empty() ? zero : in.maintenancePerYear.times(c.servers * in.years);
    c.residual = c.capex.times(in.residualFraction);
    c.total = c.capex.plus(c.facility)
                  .value()
                  .plus(c.energy)
                  .value()
                  .plus(c.maintenance)
                  .value()
                  .minus(c.residual)
                  .value();
    c.depreciationPerYear = c.capex.minus(c.residual).value().times(1.0 / in.years);
    c.gpuHoursUsed = gpus * hours * in.utilization;
    c.perGpuHour = c.gpuHoursUsed > 0 ? c.total.toDouble() / c.gpuHoursUsed : 0;
    return c;
}

Result<BreakEven> breakEven(const RentPrice& rent, const OwnershipInputs& own, int gpus) {
    if (rent.amount.currency() != own.serverPrice.currency())
        return fail(message(MessageId::BreakEvenCurrencies,
                            {text(rent.amount.currency()), text(own.serverPrice.currency())}));
    OwnershipInputs oneYear = own;
    oneYear.years = 1;
    oneYear.residualFraction = 0;
    auto year = ownershipCost(oneYear, gpus);
    if (!year)
        return year.failure();
    return breakEvenFrom(year->capex.toDouble() + year->facility.toDouble(),
                         (year->energy.toDouble() + year->maintenance.toDouble()) / 12.0,
                         rent.perGpuHour() * gpus * kHoursPerMonth * own.utilization);
}

BreakEven breakEvenFrom(double upfront, double ownRunningPerMonth, double rentPerMonth) {
    BreakEven b;
    b.upfront = upfront;
    b.ownRunningPerMonth = ownRunningPerMonth;
    b.rentPerMonth = rentPerMonth;
    const double saving = b.rentPerMonth - b.ownRunningPerMonth;
    if (saving > 0) {
        b.reached = true;
        b.months = b.upfront / saving;
    }
    return b;
}

double costPerMillionTokens(double costPerGpuHour, double tokensPerSecondPerGpu) {
    return tokensPerSecondPerGpu > 0 ? costPerGpuHour / (tokensPerSecondPerGpu * 3600.0) * 1e6 : 0;
}

double costPerPflopHour(double costPerGpuHour, double deliveredFlopsPerSecondPerGpu) {
    return deliveredFlopsPerSecondPerGpu > 0 ? costPerGpuHour / (deliveredFlopsPerSecondPerGpu / 1e15) : 0;
}

} // namespace gpuplan::core
