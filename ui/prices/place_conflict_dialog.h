#pragma once
// What the workbench asks when an edit of a region or an exchange rate meets someone else's change (the
// store refused it: the row moved to a newer version, or someone added it, since the window read it): the
// row, who changed it and when (where the store records it), their figures and the user's where they differ,
// with "Keep theirs" (the window shows theirs; nothing is written) and "Apply mine" (the user's change is
// made over theirs, undoable like any edit). A row no longer in the store can only be acknowledged.

#include "conflict_dialog.h"
#include "core/prices/price_store.h"

#include <QStringList>

namespace gpuplan::ui {

class PlaceConflictDialog : public ConflictDialog {
    Q_OBJECT
public:
    PlaceConflictDialog(const core::RegionConflict& conflict, const core::Region& mine,
                        QWidget* parent = nullptr);
    PlaceConflictDialog(const core::RateConflict& conflict, const core::ExchangeRate& mine,
                        QWidget* parent = nullptr);

private:
    // Says what happened to `what` and offers the choice: `values` holds their line and the user's.
    void ask(const QString& what, const std::string& changedBy, const std::string& changedAt,
             std::int64_t versionSeen, bool exists, const QStringList& values);
};

/// "Shanghai (cn-shanghai)", "the CNY exchange rate": the row as the window's messages name it.
QString placeName(const core::Region& region);
QString placeName(const core::ExchangeRate& rate);

/// Their figures and the user's, one line each, in the region dialog's and the rate table's words and the
/// user's locale: those that differ ("Electricity per kWh: 0.72; PUE: 1.3"), or the main ones when none do.
QStringList placeConflictValues(const core::Region& theirs, const core::Region& mine);
QStringList placeConflictValues(const core::ExchangeRate& theirs, const core::ExchangeRate& mine);

} // namespace gpuplan::ui
