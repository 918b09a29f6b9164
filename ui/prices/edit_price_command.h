#pragma once
// One edit of a stored price as an undoable command: redo writes the new row to the store, undo
// writes the old one back (the store records both in its price history).

#include "core/prices/price_store.h"

#include <QUndoCommand>

namespace gpuplan::ui {

class PriceTableModel;

class EditPriceCommand : public QUndoCommand {
public:
    EditPriceCommand(core::PriceStore& store, PriceTableModel& model, core::PriceRecord before,
                     core::PriceRecord after);
    void redo() override;
    void undo() override;
    /// The store's answer to the last redo or undo ("" when it succeeded).
    const QString& error() const { return m_error; }

private:
    void apply(const core::PriceRecord& record, const char* note);

    core::PriceStore& m_store;
    PriceTableModel& m_model;
    core::PriceRecord m_before;
    core::PriceRecord m_after;
    QString m_error;
};

} // namespace gpuplan::ui
