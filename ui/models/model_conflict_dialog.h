#pragma once
// What the Models tab asks when an edit meets someone else's change of the same model (the store refused
// it: the model moved to a newer version, was deleted, or was added by someone else since the tab read the
// catalog): who changed it and when (where the store records it), their figures and the user's where they
// differ, with "Keep theirs" and "Apply mine" (ConflictDialog). A model deleted meanwhile can only be
// acknowledged.

#include "conflict_dialog.h"
#include "core/catalog/catalog_store.h"

#include <QStringList>

#include <optional>

namespace gpuplan::ui {

class ModelConflictDialog : public ConflictDialog {
    Q_OBJECT
public:
    /// `mine`: the model the user saved; none when the user was deleting it.
    ModelConflictDialog(const core::ModelConflict& conflict, const std::optional<core::ModelSpec>& mine,
                        QWidget* parent = nullptr);
};

/// Their figures and the user's, one line each, in the Models table's column titles: the columns where
/// they differ, or (a delete, the same figures) the model's main ones.
QStringList modelConflictValues(const core::ModelSpec& theirs, const std::optional<core::ModelSpec>& mine);

} // namespace gpuplan::ui
