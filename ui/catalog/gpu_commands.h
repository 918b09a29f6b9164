#pragma once
// An undoable change of one catalog GPU: added (no "before"), edited, or deleted (no "after").
// The window supplies how a state is applied (store, catalog, views), so this stays a plain pair
// of states; error() says why the last application failed. Each application is written against the
// version of the GPU the store was last seen at, so an edit never lands silently on someone else's
// change: the store refuses it and conflict() tells what the GPU is now and who changed it.

#include "core/catalog/catalog_store.h"
#include "core/catalog/gpu_spec.h"
#include "core/result.h"

#include <QUndoCommand>

#include <cstdint>
#include <functional>
#include <optional>

namespace gpuplan::ui {

/// The version an undo or redo of this window writes GPU `id` at. The window's own commands undone before
/// it moved the version on but left the figures it expects (`expected`, none: no GPU): then the version
/// the store is at (0 when it holds none). Someone else's change leaves other figures: then `lastSeen`,
/// which the store refuses as stale.
std::int64_t gpuVersionToWriteAt(core::CatalogStore& store, const std::string& id,
                                 const std::optional<core::GpuSpec>& expected, std::int64_t lastSeen);

class GpuChangeCommand : public QUndoCommand {
public:
    /// Makes the GPU `id` be `state` (nullopt: absent), written against `version`; the GPU as stored
    /// (none after a delete), or why not (a stale write carries the conflict).
    using Apply = std::function<core::Result<std::optional<core::GpuSpec>>(
        const std::string& id, const std::optional<core::GpuSpec>& state, std::int64_t version)>;

    /// `before` as the window read it (its version is the one the change is made against).
    GpuChangeCommand(Apply apply, core::CatalogStore& store, std::optional<core::GpuSpec> before,
                     std::optional<core::GpuSpec> after);
    void redo() override;
    void undo() override;
    const QString& error() const { return m_error; }
    /// What the last redo or undo met when someone else had changed the GPU since (null otherwise).
    const core::GpuConflict* conflict() const { return m_conflict ? &*m_conflict : nullptr; }
    /// "Apply mine" over the other person's change: the change is made against their version, and its
    /// undo puts their GPU back (not the one the table showed before).
    void rebaseOnto(const core::GpuSpec& theirs);
    /// Told why an undo or a later redo was refused (the first redo's refusal the window shows itself).
    void onRefused(std::function<void(const QString&)> refused) { m_refused = std::move(refused); }

private:
    void set(const std::optional<core::GpuSpec>& state, const std::optional<core::GpuSpec>& expected);
    Apply m_apply;
    core::CatalogStore& m_store;
    std::string m_id;
    std::optional<core::GpuSpec> m_before, m_after;
    std::int64_t m_version; // the stored GPU's version as this command last saw or left it (0: none)
    bool m_applied = false; // a redo ran already: the next failure is an undo's or a later redo's
    QString m_error;
    std::optional<core::GpuConflict> m_conflict;
    std::function<void(const QString&)> m_refused;
};

} // namespace gpuplan::ui
