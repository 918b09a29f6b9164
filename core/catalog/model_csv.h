#pragma once
// The model catalog's CSV layout (resources/catalog/models.csv, `export models`, `import models`): the
// basic shape in fixed columns and each architecture field in an optional column of its own, blank when
// the model does not have it, so files written before a column existed still read.

#include "core/catalog/model_spec.h"
#include "core/csv.h"
#include "core/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::core {

/// The header writeModelCsv writes.
extern const std::string_view kModelCsvHeader;

/// The optional architecture columns of one row (experts ... max_context, tied_embeddings) into `m`: the
/// published-runs calibration set describes its models with the same columns.
Status readArchitectureColumns(const CsvRecord& record, int line, ModelSpec& m);

/// Models in that layout; every row validated (validateModel), the first bad one named by line.
Result<std::vector<ModelSpec>> parseModelCsv(std::string_view text);
/// Models in that layout, read back unchanged by parseModelCsv.
std::string writeModelCsv(const std::vector<ModelSpec>& models);

/// The rules a model kept in a store meets, whether read from a file, imported from a config.json or
/// entered in the Models tab: an id of [a-z0-9.-_], a name, a source, a shape validateModel accepts, and a
/// row that survives a write and read of the catalog CSV (so the store holds what the editor showed).
/// The version the edit was made against stays.
Result<ModelSpec> validateStoredModel(const ModelSpec& model);

} // namespace gpuplan::core
