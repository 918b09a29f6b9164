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
    RowConflictText t;
    t.what = named ? QStringLiteral("%1 (%2)").arg(QString::fromStdString(named->name),
                                                   QString::fromStdString(conflict.id))
                   : QString::fromStdString(conflict.id);
    t.by = conflictAuthorText(conflict.changedBy, conflict.changedAt);
    t.addedMeanwhile =
        tr("%1 was added by %2 while you were adding a GPU with the same id.").arg(t.what, t.by);
    t.deletedMeanwhile = !conflict.current;
    t.addedBySomeoneElse = conflict.versionSeen == 0;
    t.deleting = !mine;
    if (conflict.current)
        t.values = gpuConflictValues(*conflict.current, mine);
    describeRowConflict(t);
}

} // namespace gpuplan::ui
