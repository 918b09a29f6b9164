#pragma once
// An undoable change of one catalog GPU (catalog_row_command.h): added, edited or deleted, written against
// the version the store was last seen at.

#include "catalog/catalog_row_command.h"
#include "core/catalog/gpu_spec.h"

namespace gpuplan::ui {

using GpuChangeCommand = CatalogRowCommand<core::GpuSpec>;

/// What the undo stack calls a change: "add GPU h100-quote", "edit GPU ...", "delete GPU ...".
QString gpuChangeText(const std::optional<core::GpuSpec>& before, const std::optional<core::GpuSpec>& after);

} // namespace gpuplan::ui
