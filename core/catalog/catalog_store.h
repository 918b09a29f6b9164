#pragma once
// Where the catalog editor writes GPUs: the store's gpus table, or the in-memory store in tests.
// Validation is the core's (validateGpu); a GPU that prices name cannot be removed.
//
// Every stored GPU carries a version (GpuSpec::version), as prices do: two admins editing the same GPU
// never overwrite each other silently. A save or delete is made against the version the editor read and
// is refused, with nothing written, when the GPU has changed since; the refusal carries the GpuConflict.

#include "core/catalog/gpu_spec.h"
#include "core/result.h"

#include <cstdint>
#include <optional>
#include <string>

namespace gpuplan::core {

/// What a GPU save or delete met when the GPU had changed since it was read (its version moved on, it was
/// deleted, or another GPU of that id was added): the GPU as it is now, and who made the latest change and
/// when where the store records it (a team store's change_log; a file records no author for the catalog).
struct GpuConflict {
    std::string gpuId;
    std::int64_t versionSeen = 0;   // the version the edit was made against (0: it added a new GPU)
    std::optional<GpuSpec> current; // the GPU now; none when it was deleted meanwhile
    std::string changedBy;          // the author of the latest change; empty when the store does not say
    std::string changedAt;          // when, ISO 8601 UTC; empty likewise
};

/// The refusal of a stale GPU save or delete, in English: "GPU h100-sxm (H100 SXM 80GB) was changed by bob
/// at 2026-12-01T22:50:00Z since you read it (version 3): it now has memory_gb 96 (yours 80), tdp_w 700
/// (version 4); nothing was written". `mine` is the GPU the caller tried to save (none for a delete): the
/// figures where theirs differs are named with both values; without one, the GPU's main figures.
/// The failure carries the conflict itself (Result::gpuConflict()).
Error gpuConflictError(GpuConflict conflict, const std::optional<GpuSpec>& mine);

/// The catalog columns (kGpuCsvHeader) where two GPUs differ, each as "column theirs (yours mine)".
std::string gpuDifferences(const GpuSpec& theirs, const GpuSpec& mine);

class CatalogStore {
public:
    virtual ~CatalogStore() = default;
    /// Adds a GPU (`gpu.version` 0: refused as a conflict when a GPU of that id exists) or updates the
    /// stored one while it is still at `gpu.version` (checked and written in one transaction); the GPU
    /// comes back as stored, with its new version. A stale save writes nothing and fails with the conflict.
    virtual Result<GpuSpec> saveGpu(const GpuSpec& gpu) = 0;
    /// Removes a GPU still at `version` (a stale one is refused like a stale save); refused too while a
    /// stored price names it or a published run calibrates it.
    virtual Status removeGpu(const std::string& id, std::int64_t version) = 0;
    /// The GPU as the store holds it now, with its version; none when it holds no GPU of that id. Undo and
    /// redo ask this to tell the window's own earlier changes from someone else's.
    virtual Result<std::optional<GpuSpec>> storedGpu(const std::string& id) = 0;
};

} // namespace gpuplan::core
