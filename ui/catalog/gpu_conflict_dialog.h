#pragma once
// What the workbench asks when a catalog edit meets someone else's change (the store refused it: the GPU
// moved to a newer version, was deleted, or was added by someone else since the window read the catalog):
// the GPU, who changed it and when (where the store records it), their figures and the user's where they
// differ, with "Keep theirs" (the table takes their GPU; nothing is written) and "Apply mine" (the user's
// change is made over theirs, undoable like any edit). A GPU deleted meanwhile can only be acknowledged.

#include "conflict_dialog.h"
#include "core/catalog/catalog_store.h"

#include <QStringList>

#include <optional>

namespace gpuplan::ui {

class GpuConflictDialog : public ConflictDialog {
    Q_OBJECT
public:
    /// `mine`: the GPU the user saved; none when the user was deleting it.
    GpuConflictDialog(const core::GpuConflict& conflict, const std::optional<core::GpuSpec>& mine,
                      QWidget* parent = nullptr);
};

/// Their figures and the user's, one line each, in the catalog table's column titles and the user's
/// locale: the columns where they differ ("Memory: 96 GB; TDP: 700 W"), or without anything of the user's
/// to compare (a delete, the same figures) the GPU's main ones.
QStringList gpuConflictValues(const core::GpuSpec& theirs, const std::optional<core::GpuSpec>& mine);

} // namespace gpuplan::ui
