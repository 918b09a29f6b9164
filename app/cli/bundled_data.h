#pragma once
// The catalog and calibration bundled with the program (Qt resources built from resources/).

#include "core/calibration/calibration.h"
#include "core/calibration/inference_calibration.h"
#include "core/calibration/rl_calibration.h"
#include "core/calibration/serving_load_calibration.h"
#include "core/catalog/catalog.h"

#include <QString>

namespace gpuplan::cli {

/// Reads a bundled text file such as ":/catalog/gpus.csv"; empty on failure.
QString readResource(const QString& path);

core::Result<core::Catalog> loadBundledCatalog();
core::Result<std::vector<core::PublishedRun>> loadBundledPublishedRuns();
core::Result<std::vector<core::PublishedInference>> loadBundledPublishedInference();
core::Result<std::vector<core::PublishedServingPoint>> loadBundledPublishedServing();
core::Result<std::vector<core::PublishedRlStep>> loadBundledPublishedRl();
core::Result<std::vector<core::PublishedRlRefit>> loadBundledPublishedRlRefits();

} // namespace gpuplan::cli
