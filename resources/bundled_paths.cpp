#include "bundled_paths.h"

namespace gpuplan::resources {

const char* const kGpuCatalog = ":/catalog/gpus.csv";
const char* const kModelPresets = ":/catalog/models.csv";
const char* const kNetworks = ":/catalog/networks.csv";
const char* const kEfficiency = ":/calibration/efficiency.csv";
const char* const kGlobalParams = ":/calibration/global_params.csv";
const char* const kRegions = ":/prices/regions.csv";
const char* const kProviders = ":/prices/providers.csv";
const char* const kSeedPrices = ":/prices/seed_prices.csv";
const char* const kApiPrices = ":/prices/api_prices.csv";
const char* const kSkyPilotSample = ":/prices/skypilot_sample_vms.csv";
const char* const kSkyPilotGpuMap = ":/prices/skypilot_gpu_map.csv";
const char* const kSkyPilotCommits = ":/prices/skypilot_sample_commits.csv";
const char* const kCloudRegions = ":/prices/cloud_regions.csv";
const char* const kExchangeRates = ":/prices/exchange_rates.csv";
const char* const kPublishedRuns = ":/calibration/published_runs.csv";
const char* const kPublishedInference = ":/calibration/published_inference.csv";
const char* const kPublishedServing = ":/calibration/published_serving.csv";
const char* const kPublishedRl = ":/calibration/published_rl.csv";
const char* const kPublishedRlRefit = ":/calibration/published_rl_refit.csv";

} // namespace gpuplan::resources
