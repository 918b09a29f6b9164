#pragma once
// SkyPilot's catalog (github.com/skypilot-org/skypilot-catalog, catalogs/v7/<cloud>/vms.csv) read as
// it is published: each cloud orders its columns its own way, the cloud is the folder's name, CPU
// instances sit among the GPU ones, and GCP prices a GPU VM in two rows (the host VM's vCPUs and
// memory, and the GPUs attached to it), which SkyPilot adds together; so does this reader.

#include "core/prices/price_csv.h"

#include <map>
#include <string>
#include <string_view>

namespace gpuplan::core {

/// Which snapshot of the catalog a file is, for the prices' dates and sources.
struct SkyPilotSnapshot {
    /// The cloud of a single cloud's vms.csv (its folder's name). Files with a Cloud column (the
    /// shared sample) name the cloud per row and may leave this empty.
    std::string cloud;
    /// The snapshot's date when known ("" = undated: the prices then carry no effective date).
    std::string date;
    /// Where the rows come from, named in every source: "catalog commit 001367d" or "file aws/vms.csv".
    std::string origin;
    /// The catalog's schema folder the file was read from, named in every source.
    std::string catalog = "v7";

    /// Where a part of a file that holds several clouds was read: a refresh reads a cloud's new
    /// accelerators at a later commit (and catalog) than the rest of its rows.
    struct Part {
        std::string catalog = "v7";
        std::string origin;
    };
    /// Keyed by cloud, or by "cloud/AcceleratorName", which wins; overrides `origin` and `catalog`.
    std::map<std::string, Part> parts;
};

/// What the catalog's names mean here.
struct SkyPilotMaps {
    /// AcceleratorName -> GPU id; a key "A100@81920" applies when GpuInfo gives 81920 MiB per GPU.
    std::map<std::string, std::string> accelerators;
    /// "cloud:region" -> the named region it lies in ("aws:us-east-1" -> "us-east").
    std::map<std::string, std::string> regionParents;
    /// "cloud:region" -> where it is ("N. Virginia"), for the region's name.
    std::map<std::string, std::string> regionLocations;
    /// The area of cloud regions the map does not place ("global" where the store has it).
    std::string defaultParent;
};

/// Parses one vms.csv. Each priced GPU row becomes an on-demand (and a spot) price per GPU-hour in
/// USD; one price per GPU, cloud, region and kind (the cheapest per GPU-hour over zones and sizes).
/// Rows that are not GPU prices (CPU instances, TPUs, GCP hosts without their GPU row) are counted
/// in `skipped`; rows naming accelerators the catalog lacks are errors grouped by accelerator.
ParsedPrices parseSkyPilotCsv(std::string_view text, const SkyPilotMaps& maps,
                              const SkyPilotSnapshot& snapshot);

/// Reads the accelerator map (accelerator,memory_mib,gpu,note).
Result<std::map<std::string, std::string>> parseAcceleratorMap(std::string_view text);

/// Reads the cloud region map (cloud,region,parent,location,source) into `maps`.
Status parseCloudRegionMap(std::string_view text, SkyPilotMaps& maps);

/// Adds `more` (another cloud's file) to `into`; errors keep their file names.
void mergeParsedPrices(ParsedPrices& into, ParsedPrices more);

} // namespace gpuplan::core
