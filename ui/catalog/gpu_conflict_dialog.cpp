#include "catalog/gpu_conflict_dialog.h"

#include "catalog/gpu_catalog_model.h"

namespace gpuplan::ui {

QStringList gpuConflictValues(const core::GpuSpec& theirs, const std::optional<core::GpuSpec>& mine) {
    // The catalog table's own titles and display text, so the figures read as the table shows them.
    GpuCatalogModel model;
    model.setGpus(mine ? std::vector<core::GpuSpec>{theirs, *mine} : std::vector<core::GpuSpec>{theirs});
    QList<int> columns;
    if (mine)
        for (int c = GpuCatalogModel::Name; c < GpuCatalogModel::ColumnCount; ++c)
            if (model.index(0, c).data() != model.index(1, c).data())
                columns << c;
    if (columns.isEmpty())
        columns = {GpuCatalogModel::Name, GpuCatalogModel::Memory, GpuCatalogModel::Bandwidth,
                   GpuCatalogModel::Bf16, GpuCatalogModel::Fp8,    GpuCatalogModel::Tdp};
    QStringList lines;
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList values;
        for (int c : columns)
            values << QStringLiteral("%1: %2").arg(
                model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString(),
                model.index(row, c).data().toString());
        lines << values.join(QStringLiteral("; "));
    }
    return lines;
}

GpuConflictDialog::GpuConflictDialog(const core::GpuConflict& conflict,
                                     const std::optional<core::GpuSpec>& mine, QWidget* parent)
    : ConflictDialog(parent) {
    setObjectName(QStringLiteral("gpuConflictDialog"));
    setWindowTitle(tr("GPU changed by someone else"));
    const core::GpuSpec* named = conflict.current ? &*conflict.current : mine ? &*mine : nullptr;
    const QString what = named ? QStringLiteral("%1 (%2)").arg(QString::fromStdString(named->name),
                                                               QString::fromStdString(conflict.gpuId))
                               : QString::fromStdString(conflict.gpuId);
    const QString who =
        conflict.changedBy.empty() ? tr("someone else") : QString::fromStdString(conflict.changedBy);
    // A file records no author or time for the catalog: then the sentence leaves the time out.
    const QString by =
        conflict.changedAt.empty() ? who : tr("%1 at %2").arg(who, conflictTimeText(conflict.changedAt));
    if (!conflict.current) {
        setText(tr("%1 was deleted by %2 while you were editing it.").arg(what, by));
        setInformativeText(tr("Your change was not saved."));
        acknowledgeOnly();
        return;
    }
    if (conflict.versionSeen == 0)
        setText(tr("%1 was added by %2 while you were adding a GPU with the same id.").arg(what, by));
    else if (!mine)
        setText(tr("%1 was changed by %2 while you were deleting it.").arg(what, by));
    else
        setText(tr("%1 was changed by %2 while you were editing it.").arg(what, by));
    const QStringList values = gpuConflictValues(*conflict.current, mine);
    setInformativeText(
        mine ? tr("Their values: %1\nYour values: %2\n\nKeep theirs, or apply yours over it?")
                   .arg(values.value(0), values.value(1))
             : tr("Their values: %1\n\nKeep theirs, or delete it all the same?").arg(values.value(0)));
    offerKeepOrApply();
}

} // namespace gpuplan::ui
