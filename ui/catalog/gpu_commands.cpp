#include "catalog/gpu_commands.h"

#include <QCoreApplication>

namespace gpuplan::ui {

GpuChangeCommand::GpuChangeCommand(Apply apply, std::optional<core::GpuSpec> before,
                                   std::optional<core::GpuSpec> after)
    : m_apply(std::move(apply)), m_id(after ? after->id : before->id), m_before(std::move(before)),
      m_after(std::move(after)) {
    const QString id = QString::fromStdString(m_id);
    const char* context = "gpuplan::ui::GpuChangeCommand";
    setText(!m_before  ? QCoreApplication::translate(context, "add GPU %1").arg(id)
            : !m_after ? QCoreApplication::translate(context, "delete GPU %1").arg(id)
                       : QCoreApplication::translate(context, "edit GPU %1").arg(id));
}

void GpuChangeCommand::set(const std::optional<core::GpuSpec>& state) {
    auto applied = m_apply(m_id, state);
    m_error = applied ? QString() : QString::fromStdString(applied.error());
}

void GpuChangeCommand::redo() {
    set(m_after);
}

void GpuChangeCommand::undo() {
    set(m_before);
}

} // namespace gpuplan::ui
