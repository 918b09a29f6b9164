#pragma once
// The fuzz targets (issue 13): one function per reader of outside input. Each returns 0 and aborts
// with a message on stderr when a property every input must keep is broken (a parsed value that is not
// finite, a record the reader accepted that its own writer cannot write back). The same functions are
// built twice: as libFuzzer executables (fuzz_*, clang with GPUPLAN_BUILD_FUZZERS) and into the normal
// suite's test_fuzz_corpora, which replays every seed and every past finding (tests/fuzz/regressions).

#include <cstddef>
#include <cstdint>

namespace gpuplan::fuzz {

int fuzzPriceCsv(const std::uint8_t* data, std::size_t size);     // price CSV (GpuPlan layout)
int fuzzSkyPilotCsv(const std::uint8_t* data, std::size_t size);  // SkyPilot vms.csv
int fuzzCatalogCsv(const std::uint8_t* data, std::size_t size);   // GPUs, models, networks, regions, rates
int fuzzScenarioJson(const std::uint8_t* data, std::size_t size); // a scenarios file
int fuzzNumberParse(const std::uint8_t* data, std::size_t size);  // numbers and durations typed by a user
int fuzzModelConfig(const std::uint8_t* data, std::size_t size);  // a Hugging Face config.json
int fuzzXlsx(const std::uint8_t* data, std::size_t size);         // an .xlsx price list

} // namespace gpuplan::fuzz

// In a libFuzzer build each target's file defines the entry point libFuzzer calls.
#ifdef GPUPLAN_LIBFUZZER
#define GPUPLAN_FUZZ_ENTRY(function)                                                                         \
    extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {                      \
        return gpuplan::fuzz::function(data, size);                                                          \
    }
#else
#define GPUPLAN_FUZZ_ENTRY(function)
#endif
