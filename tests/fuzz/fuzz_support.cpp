#include "fuzz_support.h"

#include "core/catalog/catalog.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace gpuplan::fuzz {

std::string sourceFile(const char* relative) {
    const std::string path = std::string(GPUPLAN_SOURCE_DIR) + "/" + relative;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "fuzz: cannot read %s\n", path.c_str());
        std::abort();
    }
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

const std::vector<std::string>& bundledGpuIds() {
    static const std::vector<std::string> ids = [] {
        std::vector<std::string> out;
        auto gpus = core::parseGpuCsv(sourceFile("resources/catalog/gpus.csv"));
        if (!gpus) {
            std::fprintf(stderr, "fuzz: the bundled catalog does not parse: %s\n", gpus.error().c_str());
            std::abort();
        }
        for (const core::GpuSpec& g : gpus.value())
            out.push_back(g.id);
        return out;
    }();
    return ids;
}

void broken(std::string_view property, std::string_view detail) {
    std::fprintf(stderr, "fuzz: property broken: %.*s\n%.*s\n", static_cast<int>(property.size()),
                 property.data(), static_cast<int>(detail.size()), detail.data());
    std::abort();
}

} // namespace gpuplan::fuzz
