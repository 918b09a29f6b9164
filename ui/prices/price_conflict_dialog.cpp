#include "prices/price_conflict_dialog.h"

#include "prices/price_table_model.h"

namespace gpuplan::ui {

QString conflictValueText(const core::PriceRecord& p) {
    return QStringLiteral("%1 / %2").arg(QString::fromStdString(p.amount.toString()),
                                         PriceTableModel::unitText(p.unit));
}

PriceConflictDialog::PriceConflictDialog(const PriceTableModel& model, const core::PriceConflict& conflict,
                                         const core::PriceRecord& mine, QWidget* parent)
    : ConflictDialog(parent) {
    setObjectName(QStringLiteral("priceConflictDialog"));
    setWindowTitle(tr("Price changed by someone else"));
    const QString what = model.describe(conflict.current ? *conflict.current : mine);
    const QString who =
        conflict.changedBy.empty() ? tr("someone else") : QString::fromStdString(conflict.changedBy);
    const QString when = conflictTimeText(conflict.changedAt);
    if (!conflict.current) {
        setText(tr("%1 was deleted by %2 at %3 while you were editing it.").arg(what, who, when));
        setInformativeText(tr("Your value (%1) was not saved.").arg(conflictValueText(mine)));
        acknowledgeOnly();
        return;
    }
    setText(tr("%1 was changed by %2 at %3 while you were editing it.").arg(what, who, when));
    setInformativeText(tr("Their value: %1\nYour value: %2\n\nKeep theirs, or apply yours over it?")
                           .arg(conflictValueText(*conflict.current), conflictValueText(mine)));
    offerKeepOrApply();
}

} // namespace gpuplan::ui
