#include "prices/price_commands.h"

#include "prices/edit_price_command.h"

#include <QCoreApplication>

namespace gpuplan::ui {

AddPriceCommand::AddPriceCommand(core::PriceStore& store, core::PriceRecord price, const QString& what,
                                 std::function<void()> changed)
    : m_store(store), m_price(std::move(price)), m_changed(std::move(changed)) {
    setText(QCoreApplication::translate("gpuplan::ui::AddPriceCommand", "add price: %1").arg(what));
}

void AddPriceCommand::redo() {
    core::PriceRecord fresh = m_price;
    fresh.id = 0;
    auto stored = m_store.setPrice(fresh, "added in the workbench");
    if (!stored) {
        m_error = QString::fromStdString(stored.error());
        return;
    }
    m_error.clear();
    m_price = stored.value();
    m_changed();
}

void AddPriceCommand::undo() {
    // Edits of the price made since (undone by now) moved its version on.
    auto removed =
        m_store.removePrice(m_price.id, versionToWriteAt(m_store, m_price.id, m_price, m_price.version),
                            "undone in the workbench");
    m_error = removed ? QString() : QString::fromStdString(removed.error());
    m_changed();
}

DeletePriceCommand::DeletePriceCommand(core::PriceStore& store, core::PriceRecord price, const QString& what,
                                       std::function<void()> changed)
    : m_store(store), m_price(std::move(price)), m_changed(std::move(changed)) {
    setText(QCoreApplication::translate("gpuplan::ui::DeletePriceCommand", "delete price: %1").arg(what));
}

void DeletePriceCommand::redo() {
    auto removed = m_store.removePrice(m_price.id, m_price.version, "deleted in the workbench");
    m_error = removed ? QString() : QString::fromStdString(removed.error());
    m_changed();
}

void DeletePriceCommand::undo() {
    // The newest change of this price is the delete: reverting it restores the row and its id.
    auto history = m_store.history(m_price.id);
    if (!history || history->empty()) {
        m_error = history ? QCoreApplication::translate("gpuplan::ui::DeletePriceCommand",
                                                        "no history to restore from")
                          : QString::fromStdString(history.error());
        return;
    }
    auto restored = m_store.revert(history->front().id, "undone in the workbench");
    m_error = restored ? QString() : QString::fromStdString(restored.error());
    // The price comes back at a new version (above every one it had); a redo deletes it at that one.
    if (auto back = m_store.history(m_price.id); restored && back && !back->empty() && back->front().after)
        m_price.version = back->front().after->version;
    m_changed();
}

RevertPriceCommand::RevertPriceCommand(core::PriceStore& store, std::int64_t priceId, std::int64_t changeId,
                                       std::function<void()> changed)
    : m_store(store), m_priceId(priceId), m_changeId(changeId), m_changed(std::move(changed)) {
    setText(QCoreApplication::translate("gpuplan::ui::RevertPriceCommand", "revert price change %1")
                .arg(changeId));
}

void RevertPriceCommand::redo() {
    auto done = m_store.revert(m_changeId, "reverted in the workbench");
    m_error = done ? QString() : QString::fromStdString(done.error());
    m_changed();
}

void RevertPriceCommand::undo() {
    // The newest change of the price is this revert: reverting it restores the state before.
    auto history = m_store.history(m_priceId);
    if (!history || history->empty()) {
        m_error = history ? QCoreApplication::translate("gpuplan::ui::RevertPriceCommand",
                                                        "no history to restore from")
                          : QString::fromStdString(history.error());
        return;
    }
    auto done = m_store.revert(history->front().id, "undone in the workbench");
    m_error = done ? QString() : QString::fromStdString(done.error());
    m_changed();
}

} // namespace gpuplan::ui
