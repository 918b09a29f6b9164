#pragma once
// `gpuplan plan serve`: owning the first deployment against renting it. Owning its cards costs the same every
// hour of the years kept, busy or not (the servers bought at the region's cheapest stored purchase price, run
// at board power with the region's electricity and PUE: core::ownershipCost, three years, no resale); renting
// costs only the hours rented. So owning is cheaper when the load keeps the deployment busy more than the
// ratio of the two per hour, and renting elastically (only the replicas the load needs) below it.

#include "cli/arguments.h"
#include "sql_store.h"

#include "core/serving/serving_search.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <utility>

namespace gpuplan::cli {

struct OwningVerdict {
    bool known = false;
    QString problem;           // why it is not known (no region, no purchase price, no electricity price)
    double ownPerHour = 0;     // in the result currency, over the years kept
    double rentPerHour = 0;    // the deployment's rent
    double breakEvenShare = 0; // ownPerHour / rentPerHour: the busy share above which owning is cheaper
    QStringList basis;         // the purchase prices and the tariff used, for the output
};

/// --pue, else the PUE of the --price-region (or of the area around it that has a tariff), else the cost
/// model's 1.5; with where it comes from ("--pue", "region us-east", "default").
core::Result<std::pair<double, QString>> pueFromArgs(const Arguments& args, db::SqlStore& store);

/// Owning `option` (priced by rent in `currency`) in the --price-region, at `pue`, against renting it: the
/// region's purchase prices and tariff read from `store`, converted at `rates`.
OwningVerdict owningAgainstRenting(const Arguments& args, db::SqlStore& store,
                                   const core::ExchangeRates& rates, const core::ServingOption& option,
                                   const std::string& currency, double pue);

/// The verdict for a person: the two costs per hour and the busy share above which owning costs less (with
/// the average load that is, given the deployment's `requestsPerSecond`), or why it is not costed.
void writeOwning(QTextStream& out, const OwningVerdict& v, double requestsPerSecond, const QString& currency);
QJsonObject owningJson(const OwningVerdict& v);

} // namespace gpuplan::cli
