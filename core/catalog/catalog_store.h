#pragma once
// Where the catalog editor writes GPUs: the SQLite store's gpus table, or the in-memory store in
// tests. Validation is the core's (validateGpu); a GPU that prices name cannot be removed.

#include "core/catalog/gpu_spec.h"
#include "core/result.h"

#include <string>

namespace gpuplan::core {

class CatalogStore {
public:
    virtual ~CatalogStore() = default;
    /// Inserts a GPU or updates the one with its id.
    virtual Status saveGpu(const GpuSpec& gpu) = 0;
    /// Removes a GPU; refused while a stored price names it or a published run calibrates it.
    virtual Status removeGpu(const std::string& id) = 0;
};

} // namespace gpuplan::core
