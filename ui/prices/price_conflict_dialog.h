#pragma once
// What the workbench asks when a price edit meets someone else's change (the store refused it: the price
// moved to a newer version since the table read it): the other person's value, who set it and when, and
// the user's own, with "Keep theirs" (the table takes their value; nothing is written) and "Apply mine"
// (the user's value is written over theirs, undoable like any edit). A price deleted meanwhile can only be
// acknowledged.

#include "conflict_dialog.h"
#include "core/prices/price_store.h"

namespace gpuplan::ui {

class PriceTableModel;

class PriceConflictDialog : public ConflictDialog {
    Q_OBJECT
public:
    PriceConflictDialog(const PriceTableModel& model, const core::PriceConflict& conflict,
                        const core::PriceRecord& mine, QWidget* parent = nullptr);
};

/// "3.10 USD / GPU-hour": a price's amount and unit as the conflict dialog names them.
QString conflictValueText(const core::PriceRecord& p);

} // namespace gpuplan::ui
