#pragma once
// Where the catalog editors write GPUs and models: the store's gpus and models tables, or the in-memory
// store in tests. Validation is the core's (validateGpu, validateStoredModel); a GPU that prices name
// cannot be removed.
//
// Every stored GPU and model carries a version (GpuSpec::version, ModelSpec::version), as prices do: two
// admins editing the same row never overwrite each other silently. A save or delete is made against the
// version the editor read and is refused, with nothing written, when the row has changed since; the
// refusal carries the conflict (Result::gpuConflict(), Result::modelConflict()).

#include "core/catalog/catalog.h"
#include "core/catalog/gpu_spec.h"
#include "core/catalog/model_csv.h"
#include "core/catalog/model_spec.h"
#include "core/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace gpuplan::core {

/// What a save or delete of a catalog row (a GPU, a model) met when the row had changed since it was read
/// (its version moved on, it was deleted, or another row of that id was added): the row as it is now, and
/// who made the latest change and when where the store records it (a team store's change_log; a file
/// records no author for the catalog).
template <class Row> struct CatalogRowConflict {
    std::string id;
    std::int64_t versionSeen = 0; // the version the edit was made against (0: it added a new row)
    std::optional<Row> current;   // the row now; none when it was deleted meanwhile
    std::string changedBy;        // the author of the latest change; empty when the store does not say
    std::string changedAt;        // when, ISO 8601 UTC; empty likewise
};

/// What differs between the kinds of catalog rows, for the code that handles both alike: the word a
/// message names a row by, its CSV layout (one parser for files, stores and edits) and its checks.
template <class Row> struct CatalogRowKind;

template <> struct CatalogRowKind<GpuSpec> {
    static constexpr std::string_view noun = "GPU";
    static constexpr std::string_view table = "gpus";
    static std::string_view header() { return kGpuCsvHeader; }
    static std::string write(const std::vector<GpuSpec>& rows) { return writeGpuCsv(rows); }
    static Result<std::vector<GpuSpec>> parse(std::string_view text) { return parseGpuCsv(text); }
    static Result<GpuSpec> validate(const GpuSpec& gpu) { return validateGpu(gpu); }
    /// The columns a conflict about a delete names: what says which GPU it is and what it does.
    static constexpr std::string_view mainColumns[] = {"memory_gb", "mem_bw_tbps", "bf16_tflops",
                                                       "fp8_tflops", "tdp_w"};
};

template <> struct CatalogRowKind<ModelSpec> {
    static constexpr std::string_view noun = "model";
    static constexpr std::string_view table = "models";
    static std::string_view header() { return kModelCsvHeader; }
    static std::string write(const std::vector<ModelSpec>& rows) { return writeModelCsv(rows); }
    static Result<std::vector<ModelSpec>> parse(std::string_view text) { return parseModelCsv(text); }
    static Result<ModelSpec> validate(const ModelSpec& model) { return validateStoredModel(model); }
    static constexpr std::string_view mainColumns[] = {"params", "active_params", "layers", "hidden",
                                                       "experts"};
};

/// The refusal of a stale save or delete, in English: "GPU h100-sxm (H100 SXM 80GB) was changed by bob at
/// 2026-12-01T22:50:00Z since you read it (version 3): it now has memory_gb 96 (yours 80), tdp_w 700
/// (version 4); nothing was written". `mine` is the row the caller tried to save (none for a delete): the
/// figures where theirs differs are named with both values; without one, the row's main figures. The
/// failure carries the conflict itself (Result::gpuConflict(), Result::modelConflict()).
Error gpuConflictError(GpuConflict conflict, const std::optional<GpuSpec>& mine);
Error modelConflictError(ModelConflict conflict, const std::optional<ModelSpec>& mine);
inline Error catalogConflictError(GpuConflict c, const std::optional<GpuSpec>& mine) {
    return gpuConflictError(std::move(c), mine);
}
inline Error catalogConflictError(ModelConflict c, const std::optional<ModelSpec>& mine) {
    return modelConflictError(std::move(c), mine);
}

/// The catalog columns where two rows differ, each as "column theirs (yours mine)".
std::string gpuDifferences(const GpuSpec& theirs, const GpuSpec& mine);
std::string modelDifferences(const ModelSpec& theirs, const ModelSpec& mine);
inline std::string catalogDifferences(const GpuSpec& t, const GpuSpec& m) {
    return gpuDifferences(t, m);
}
inline std::string catalogDifferences(const ModelSpec& t, const ModelSpec& m) {
    return modelDifferences(t, m);
}

/// `row` with the given columns of its catalog CSV layout set to new text and read back as the catalog
/// reads it, so a bad figure is refused naming its column and line; its version stays. What `gpu set`,
/// `model set` and the Models table's cells edit through.
template <class Row>
Result<Row> withCatalogFields(const Row& row, const std::vector<std::pair<std::string, std::string>>& fields);

/// The conflict a failed save or delete of a `Row` carries; null for any other failure (or success).
template <class Row, class T> const CatalogRowConflict<Row>* catalogConflictOf(const Result<T>& result) {
    if constexpr (std::is_same_v<Row, GpuSpec>)
        return result.gpuConflict();
    else
        return result.modelConflict();
}

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
    /// The same three for the models (the Models tab, `gpuplan model set|delete|import`).
    virtual Result<ModelSpec> saveModel(const ModelSpec& model) = 0;
    virtual Status removeModel(const std::string& id, std::int64_t version) = 0;
    virtual Result<std::optional<ModelSpec>> storedModel(const std::string& id) = 0;

    // The same calls named by the row's type, for the code that edits GPUs and models alike.
    Result<GpuSpec> saveCatalogRow(const GpuSpec& gpu) { return saveGpu(gpu); }
    Result<ModelSpec> saveCatalogRow(const ModelSpec& model) { return saveModel(model); }
    template <class Row> Status removeCatalogRow(const std::string& id, std::int64_t version) {
        if constexpr (std::is_same_v<Row, GpuSpec>)
            return removeGpu(id, version);
        else
            return removeModel(id, version);
    }
    template <class Row> Result<std::optional<Row>> storedCatalogRow(const std::string& id) {
        if constexpr (std::is_same_v<Row, GpuSpec>)
            return storedGpu(id);
        else
            return storedModel(id);
    }
};

} // namespace gpuplan::core
