#pragma once
// Adding and deleting a stored price as undoable commands. Undoing a delete reverts the store's
// delete change, so the price comes back with its id and history.

#include "core/prices/price_store.h"

#include <QUndoCommand>

#include <functional>

namespace gpuplan::ui {

class AddPriceCommand : public QUndoCommand {
public:
    /// `changed` reloads the view after the store changed.
    /// `what` names the price in the undo history ("H100 SXM 80GB in Beijing").
    AddPriceCommand(core::PriceStore& store, core::PriceRecord price, const QString& what,
                    std::function<void()> changed);
    void redo() override;
    void undo() override;
    const QString& error() const { return m_error; }

private:
    core::PriceStore& m_store;
    core::PriceRecord m_price; // id 0 until stored
    std::function<void()> m_changed;
    QString m_error;
};

class DeletePriceCommand : public QUndoCommand {
public:
    DeletePriceCommand(core::PriceStore& store, core::PriceRecord price, const QString& what,
                       std::function<void()> changed);
    void redo() override;
    void undo() override;
    const QString& error() const { return m_error; }

private:
    core::PriceStore& m_store;
    core::PriceRecord m_price;
    std::function<void()> m_changed;
    QString m_error;
};

/// Puts a price back as it was before a change (the store records a "revert"); undo reverts that.
class RevertPriceCommand : public QUndoCommand {
public:
    RevertPriceCommand(core::PriceStore& store, std::int64_t priceId, std::int64_t changeId,
                       std::function<void()> changed);
    void redo() override;
    void undo() override;
    const QString& error() const { return m_error; }

private:
    core::PriceStore& m_store;
    std::int64_t m_priceId;
    std::int64_t m_changeId;
    std::function<void()> m_changed;
    QString m_error;
};

} // namespace gpuplan::ui
