#pragma once
// What the workbench asks when a price edit meets someone else's change (the store refused it: the price
// moved to a newer version since the table read it): the other person's value, who set it and when, and
// the user's own, with "Keep theirs" (the table takes their value; nothing is written) and "Apply mine"
// (the user's value is written over theirs, undoable like any edit). A price deleted meanwhile can only be
// acknowledged.

#include "core/prices/price_store.h"

#include <QMessageBox>

namespace gpuplan::ui {

class PriceTableModel;

enum class ConflictChoice { KeepTheirs, ApplyMine };

class PriceConflictDialog : public QMessageBox {
    Q_OBJECT
public:
    PriceConflictDialog(const PriceTableModel& model, const core::PriceConflict& conflict,
                        const core::PriceRecord& mine, QWidget* parent = nullptr);
    /// The user's answer: "Apply mine" only when that button was pressed (closing the dialog keeps theirs).
    ConflictChoice choice() const;
    QAbstractButton* keepTheirsButton() const { return m_keepTheirs; }
    /// Null when the price was deleted meanwhile (there is nothing to apply over).
    QAbstractButton* applyMineButton() const { return m_applyMine; }

private:
    QAbstractButton* m_keepTheirs = nullptr;
    QAbstractButton* m_applyMine = nullptr;
};

/// "3.10 USD / GPU-hour": a price's amount and unit as the conflict dialog names them.
QString conflictValueText(const core::PriceRecord& p);
/// When a change was made, from the history's ISO 8601 UTC time, in the user's time zone and locale.
QString conflictTimeText(const std::string& changedAt);

} // namespace gpuplan::ui
