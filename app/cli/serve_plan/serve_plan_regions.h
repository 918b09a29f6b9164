#pragma once
// `gpuplan plan serve`: a deployment as JSON, and the cheapest deployment in each of several regions.

#include "cli/arguments.h"
#include "sql_store.h"

#include "core/serving/serving_search.h"

#include <QJsonObject>
#include <QStringList>
#include <QTextStream>
#include <map>
#include <string>

namespace gpuplan::cli {

/// A deployment as JSON, with its power and output tokens per MWh at the facility's PUE.
QJsonObject servingOptionJson(const core::ServingOption& o, double pue);

/// The search in each region over the GPUs priced there (or those of --gpus that are), with the stored
/// prices of the region and --rent where given; one line (or JSON object) per region. The power is at each
/// region's PUE (or its area's), or at `pue` where --pue gives one or a region has none.
int runServePlanByRegion(const Arguments& args, db::SqlStore& store, core::ServingSearchRequest request,
                         const std::map<std::string, double>& rent, const std::string& currency, double pue,
                         const QStringList& regions, const QString& format, QTextStream& out,
                         QTextStream& err);

} // namespace gpuplan::cli
