#include "catalog/gpu_commands.h"

#include <QCoreApplication>

namespace gpuplan::ui {

std::int64_t gpuVersionToWriteAt(core::CatalogStore& store, const std::string& id,
                                 const std::optional<core::GpuSpec>& expected, std::int64_t lastSeen) {
    auto now = store.storedGpu(id);
    if (!now)
        return lastSeen;
    if (!now.value())
        return expected ? lastSeen : 0;
    // Compared as catalog rows, the layout the store keeps: the same figures whatever the version.
    return expected && core::gpuDifferences(*now.value(), *expected).empty() ? now.value()->version
                                                                             : lastSeen;
}

GpuChangeCommand::GpuChangeCommand(Apply apply, core::CatalogStore& store,
                                   std::optional<core::GpuSpec> before, std::optional<core::GpuSpec> after)
    : m_apply(std::move(apply)), m_store(store), m_id(after ? after->id : before->id),
      m_before(std::move(before)), m_after(std::move(after)), m_version(m_before ? m_before->version : 0) {
    const QString id = QString::fromStdString(m_id);
    const char* context = "gpuplan::ui::GpuChangeCommand";
    setText(!m_before  ? QCoreApplication::translate(context, "add GPU %1").arg(id)
            : !m_after ? QCoreApplication::translate(context, "delete GPU %1").arg(id)
                       : QCoreApplication::translate(context, "edit GPU %1").arg(id));
}

void GpuChangeCommand::set(const std::optional<core::GpuSpec>& state,
                           const std::optional<core::GpuSpec>& expected) {
    const std::int64_t version = gpuVersionToWriteAt(m_store, m_id, expected, m_version);
    const bool later = m_applied;
    m_applied = true;
    auto applied = m_apply(m_id, state, version);
    m_conflict.reset();
    if (!applied) {
        m_error = QString::fromStdString(applied.error());
        if (const core::GpuConflict* c = applied.gpuConflict())
            m_conflict = *c;
        if (later && m_refused)
            m_refused(m_error);
        return;
    }
    m_error.clear();
    m_version = applied.value() ? applied.value()->version : 0;
}

void GpuChangeCommand::rebaseOnto(const core::GpuSpec& theirs) {
    m_before = theirs;
    m_version = theirs.version;
    m_applied = false; // the next redo is the change made anew, against their version
}

void GpuChangeCommand::redo() {
    set(m_after, m_before);
}

void GpuChangeCommand::undo() {
    set(m_before, m_after);
}

} // namespace gpuplan::ui
