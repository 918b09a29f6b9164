#include "catalog/gpu_commands.h"

#include <QCoreApplication>

namespace gpuplan::ui {

QString gpuChangeText(const std::optional<core::GpuSpec>& before, const std::optional<core::GpuSpec>& after) {
    const QString id = QString::fromStdString(after ? after->id : before->id);
    const char* context = "gpuplan::ui::GpuChangeCommand";
    return !before  ? QCoreApplication::translate(context, "add GPU %1").arg(id)
           : !after ? QCoreApplication::translate(context, "delete GPU %1").arg(id)
                    : QCoreApplication::translate(context, "edit GPU %1").arg(id);
}

} // namespace gpuplan::ui
