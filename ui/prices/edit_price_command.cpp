#include "prices/edit_price_command.h"

#include "prices/price_table_model.h"

#include <QCoreApplication>

namespace gpuplan::ui {

EditPriceCommand::EditPriceCommand(core::PriceStore& store, PriceTableModel& model, core::PriceRecord before,
                                   core::PriceRecord after)
    : m_store(store), m_model(model), m_before(std::move(before)), m_after(std::move(after)),
      m_version(m_before.version) {
    setText(QCoreApplication::translate("gpuplan::ui::EditPriceCommand", "edit price: %1")
                .arg(m_model.describe(m_after)));
}

std::int64_t versionToWriteAt(core::PriceStore& store, std::int64_t id, const core::PriceRecord& expected,
                              std::int64_t lastSeen) {
    auto changes = store.history(id); // newest first: its "after" is the price as it is now
    if (!changes || changes->empty() || !changes->front().after)
        return lastSeen;
    const core::PriceRecord& now = *changes->front().after;
    return now.version > 0 && now.sameValues(expected) ? now.version : lastSeen;
}

void EditPriceCommand::apply(core::PriceRecord record, const core::PriceRecord& expected, const char* note) {
    record.version = versionToWriteAt(m_store, record.id, expected, m_version);
    auto stored = m_store.setPrice(record, note);
    if (!stored) {
        m_error = QString::fromStdString(stored.error());
        m_conflict.reset();
        if (const core::PriceConflict* c = stored.conflict())
            m_conflict = *c;
        return;
    }
    m_error.clear();
    m_conflict.reset();
    m_version = stored->version;
    m_model.replace(stored.value());
}

void EditPriceCommand::rebaseOnto(const core::PriceRecord& theirs) {
    m_before = theirs;
    m_version = theirs.version;
}

void EditPriceCommand::redo() {
    apply(m_after, m_before, "edited in the workbench");
}

void EditPriceCommand::undo() {
    apply(m_before, m_after, "undone in the workbench");
}

} // namespace gpuplan::ui
