#pragma once
// Rent and buy: what a GPU-hour costs either way, what a job costs, unit costs and the
// rent-versus-buy break-even (docs/estimation.md, section 8). Prices are exact Money; time and
// energy are estimates in double, turned into Money once per figure.

#include "core/prices/money.h"

#include <optional>
#include <string>
#include <string_view>

namespace gpuplan::core {

/// OneOff: a whole machine of gpusPerMachine GPUs, bought; Card: one GPU card bought without the
/// server around it (a market quote buyers compare, but not enough to cost owning a server).
enum class PriceUnit { GpuHour, MachineHour, GpuMonth, MachineMonth, OneOff, Card };

std::string_view priceUnitName(PriceUnit u); // "gpu-hour", ..., "one-off" (a server), "card"
/// True for the units of a purchase (one-off and card).
bool isPurchaseUnit(PriceUnit u);
std::optional<PriceUnit> parsePriceUnit(std::string_view s);

/// Hours in a rental month: 730 (8,760 / 12), the convention of cloud price sheets.
inline constexpr double kHoursPerMonth = 730.0;
inline constexpr double kHoursPerYear = 8760.0;

struct RentPrice {
    Money amount;
    PriceUnit unit = PriceUnit::GpuHour;
    int gpusPerMachine = 8;
    /// The price of one GPU for one hour, in the price's currency (a double: a rate, not a sum);
    /// 0 for a one-off purchase price.
    double perGpuHour() const;
};

/// Rent for `gpus` cards over `hours` of wall time. Machine prices are charged per whole machine
/// (8 cards per machine unless the price says otherwise), so 12 cards rent 2 machines.
Money rentCost(const RentPrice& price, int gpus, double hours);

struct OwnershipInputs {
    Money serverPrice; // one server with its GPUs (capex)
    int gpusPerServer = 8;
    double gpuWatts = 0;      // board power per GPU (TDP)
    double hostKw = 1.3;      // CPUs, memory, NICs, fans per server
    double utilization = 0.7; // fraction of hours the GPUs work
    double pue = 1.5;         // facility power / IT power
    double electricityPerKwh =
        0;                       // regional price in the server price's currency (a rate: sub-cent precision)
    Money facilityPerKw;         // one-off power and cooling work per kW of IT load (zero if none)
    Money maintenancePerYear;    // per server (zero if none)
    double residualFraction = 0; // resale value at the end of the horizon, fraction of capex
    double years = 3;
};

struct OwnershipCost {
    int servers = 0;
    Money capex;
    Money facility;
    Money energy;              // over the horizon
    Money maintenance;         // over the horizon
    Money residual;            // credited at the end
    Money total;               // capex + facility + energy + maintenance - residual
    Money depreciationPerYear; // straight line: (capex - residual) / years
    double itKw = 0;           // GPUs at utilization plus hosts
    double energyKwh = 0;
    double gpuHoursUsed = 0; // gpus x hours x utilization over the horizon
    double perGpuHour = 0;   // total / gpu-hours used, in the currency
};

/// The three-year (or `years`) cost of owning `gpus` cards. All Money must share one currency.
Result<OwnershipCost> ownershipCost(const OwnershipInputs& in, int gpus);

struct BreakEven {
    bool reached = false;
    double months = 0; // when cumulative rent passes cumulative ownership cost
    double rentPerMonth = 0;
    double ownRunningPerMonth = 0;
    double upfront = 0;
};

/// Renting `gpus` at `utilization` (hours billed only when used) against buying them.
Result<BreakEven> breakEven(const RentPrice& rent, const OwnershipInputs& own, int gpus);
/// When renting at `rentPerMonth` passes owning (`upfront`, then `ownRunningPerMonth`): breakEven()'s last
/// step, also for cards owned and rented in parts (an RL run's two pools) whose sums are known.
BreakEven breakEvenFrom(double upfront, double ownRunningPerMonth, double rentPerMonth);

/// Cost per unit of delivered work, from a cost per GPU-hour (any currency, as a double).
double costPerMillionTokens(double costPerGpuHour, double tokensPerSecondPerGpu);
double costPerPflopHour(double costPerGpuHour, double deliveredFlopsPerSecondPerGpu);

} // namespace gpuplan::core
