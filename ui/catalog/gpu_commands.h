#pragma once
// An undoable change of one catalog GPU: added (no "before"), edited, or deleted (no "after").
// The window supplies how a state is applied (store, catalog, views), so this stays a plain pair
// of states; error() says why the last application failed.

#include "core/catalog/gpu_spec.h"
#include "core/result.h"

#include <QUndoCommand>

#include <functional>
#include <optional>

namespace gpuplan::ui {

class GpuChangeCommand : public QUndoCommand {
public:
    /// Makes the GPU `id` be `state` (nullopt: absent).
    using Apply =
        std::function<core::Status(const std::string& id, const std::optional<core::GpuSpec>& state)>;

    GpuChangeCommand(Apply apply, std::optional<core::GpuSpec> before, std::optional<core::GpuSpec> after);
    void redo() override;
    void undo() override;
    const QString& error() const { return m_error; }

private:
    void set(const std::optional<core::GpuSpec>& state);
    Apply m_apply;
    std::string m_id;
    std::optional<core::GpuSpec> m_before, m_after;
    QString m_error;
};

} // namespace gpuplan::ui
