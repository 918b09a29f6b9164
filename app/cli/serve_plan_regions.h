#pragma once
// `gpuplan plan serve`: a deployment as JSON, and the cheapest deployment in each of several regions.

#include "arguments.h"

#include "core/serving/serving_search.h"

#include <QJsonObject>
#include <QStringList>
#include <QTextStream>
#include <map>
#include <string>

namespace gpuplan::cli {

QJsonObject servingOptionJson(const core::ServingOption& o);

/// The search in each region over the GPUs priced there (or those of --gpus that are), with the stored
/// prices of the region and --rent where given; one line (or JSON object) per region.
int runServePlanByRegion(const Arguments& args, core::ServingSearchRequest request,
                         const std::map<std::string, double>& rent, const std::string& currency,
                         const QStringList& regions, const QString& format, QTextStream& out,
                         QTextStream& err);

} // namespace gpuplan::cli
