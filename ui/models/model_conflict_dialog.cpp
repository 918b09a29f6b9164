#include "models/model_conflict_dialog.h"

#include "models/model_table_model.h"

namespace gpuplan::ui {

QStringList modelConflictValues(const core::ModelSpec& theirs, const std::optional<core::ModelSpec>& mine) {
    ModelTableModel model;
    model.setModels(mine ? std::vector<core::ModelSpec>{theirs, *mine}
                         : std::vector<core::ModelSpec>{theirs});
    QList<int> columns;
    if (mine)
        for (int c = ModelTableModel::Name; c < ModelTableModel::ColumnCount; ++c)
            if (model.index(0, c).data(ModelTableModel::SortRole) !=
                model.index(1, c).data(ModelTableModel::SortRole))
                columns << c;
    if (columns.isEmpty())
        columns = {ModelTableModel::Name, ModelTableModel::Params, ModelTableModel::ActiveParams,
                   ModelTableModel::Layers, ModelTableModel::Hidden};
    QStringList lines;
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList values;
        for (int c : columns) {
            const QModelIndex cell = model.index(row, c);
            const QString shown =
                c == ModelTableModel::Earlier
                    ? (cell.data(Qt::CheckStateRole).toInt() == Qt::Checked ? ModelConflictDialog::tr("yes")
                                                                            : ModelConflictDialog::tr("no"))
                    : cell.data().toString();
            values << QStringLiteral("%1: %2").arg(
                model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString(), shown);
        }
        lines << values.join(QStringLiteral("; "));
    }
    return lines;
}

ModelConflictDialog::ModelConflictDialog(const core::ModelConflict& conflict,
                                         const std::optional<core::ModelSpec>& mine, QWidget* parent)
    : ConflictDialog(parent) {
    setObjectName(QStringLiteral("modelConflictDialog"));
    setWindowTitle(tr("Model changed by someone else"));
    const core::ModelSpec* named = conflict.current ? &*conflict.current : mine ? &*mine : nullptr;
    const QString id = QString::fromStdString(conflict.id);
    RowConflictText t;
    t.what = named ? QStringLiteral("%1 (%2)").arg(QString::fromStdString(named->name), id) : id;
    t.by = conflictAuthorText(conflict.changedBy, conflict.changedAt);
    t.addedMeanwhile =
        tr("%1 was added by %2 while you were adding a model with the same id.").arg(t.what, t.by);
    t.deletedMeanwhile = !conflict.current;
    t.addedBySomeoneElse = conflict.versionSeen == 0;
    t.deleting = !mine;
    if (conflict.current)
        t.values = modelConflictValues(*conflict.current, mine);
    describeRowConflict(t);
}

} // namespace gpuplan::ui
