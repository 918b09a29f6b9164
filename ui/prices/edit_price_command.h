#pragma once
// One edit of a stored price as an undoable command: redo writes the new row to the store, undo
// writes the old one back (the store records both in its price history). Each write is made against the
// version the store was last seen at, so an edit never lands silently on someone else's change: the
// store refuses it and conflict() tells what the price is now and who changed it.

#include "core/prices/price_store.h"

#include <QUndoCommand>

#include <optional>

namespace gpuplan::ui {

class PriceTableModel;

/// The version an undo or redo of this window writes price `id` at. Commands of this window undone before
/// it moved the version on but left the values it expects (`expected`): then the version the store is at.
/// Someone else's change leaves other values: then `lastSeen`, which the store refuses as stale.
std::int64_t versionToWriteAt(core::PriceStore& store, std::int64_t id, const core::PriceRecord& expected,
                              std::int64_t lastSeen);

class EditPriceCommand : public QUndoCommand {
public:
    /// `before` as the table read it (its version is the one the edit is made against), `after` as wanted.
    EditPriceCommand(core::PriceStore& store, PriceTableModel& model, core::PriceRecord before,
                     core::PriceRecord after);
    void redo() override;
    void undo() override;
    /// The store's answer to the last redo or undo ("" when it succeeded).
    const QString& error() const { return m_error; }
    /// What the last redo or undo met when someone else had changed the price since (null otherwise).
    const core::PriceConflict* conflict() const { return m_conflict ? &*m_conflict : nullptr; }
    /// "Apply mine" over the other person's change: the edit is made against their version, and its undo
    /// puts their record back (not the one the table showed before).
    void rebaseOnto(const core::PriceRecord& theirs);

private:
    void apply(core::PriceRecord record, const core::PriceRecord& expected, const char* note);

    core::PriceStore& m_store;
    PriceTableModel& m_model;
    core::PriceRecord m_before;
    core::PriceRecord m_after;
    std::int64_t m_version; // the stored price's version as this command last saw or left it
    QString m_error;
    std::optional<core::PriceConflict> m_conflict;
};

} // namespace gpuplan::ui
