#pragma once
// Paths of the data bundled into the program (Qt resource system), in one place.

namespace gpuplan::resources {

extern const char* const kGpuCatalog;         // ":/catalog/gpus.csv"
extern const char* const kModelPresets;       // ":/catalog/models.csv"
extern const char* const kNetworks;           // ":/catalog/networks.csv"
extern const char* const kEfficiency;         // ":/calibration/efficiency.csv"
extern const char* const kGlobalParams;       // ":/calibration/global_params.csv"
extern const char* const kPublishedInference; // ":/calibration/published_inference.csv"
extern const char* const kPublishedServing;   // ":/calibration/published_serving.csv"
extern const char* const kPublishedRl;        // ":/calibration/published_rl.csv"
extern const char* const kPublishedRlRefit;   // ":/calibration/published_rl_refit.csv"
extern const char* const kRegions;            // ":/prices/regions.csv"
extern const char* const kProviders;          // ":/prices/providers.csv"
extern const char* const kSeedPrices;         // ":/prices/seed_prices.csv"
extern const char* const kSkyPilotSample;     // ":/prices/skypilot_sample_vms.csv"
extern const char* const kSkyPilotGpuMap;     // ":/prices/skypilot_gpu_map.csv"
extern const char* const kSkyPilotCommits;    // ":/prices/skypilot_sample_commits.csv"
extern const char* const kCloudRegions;       // ":/prices/cloud_regions.csv"
extern const char* const kExchangeRates;      // ":/prices/exchange_rates.csv"
extern const char* const kApiPrices;          // ":/prices/api_prices.csv"
extern const char* const kPublishedRuns;      // ":/calibration/published_runs.csv"

} // namespace gpuplan::resources
