#include "prices/edit_price_command.h"

#include "prices/price_table_model.h"

#include <QCoreApplication>

namespace gpuplan::ui {

EditPriceCommand::EditPriceCommand(core::PriceStore& store, PriceTableModel& model, core::PriceRecord before,
                                   core::PriceRecord after)
    : m_store(store), m_model(model), m_before(std::move(before)), m_after(std::move(after)) {
    setText(QCoreApplication::translate("gpuplan::ui::EditPriceCommand", "edit price: %1")
                .arg(m_model.describe(m_after)));
}

void EditPriceCommand::apply(const core::PriceRecord& record, const char* note) {
    auto stored = m_store.setPrice(record, note);
    if (!stored) {
        m_error = QString::fromStdString(stored.error());
        return;
    }
    m_error.clear();
    m_model.replace(stored.value());
}

void EditPriceCommand::redo() {
    apply(m_after, "edited in the workbench");
}

void EditPriceCommand::undo() {
    apply(m_before, "undone in the workbench");
}

} // namespace gpuplan::ui
