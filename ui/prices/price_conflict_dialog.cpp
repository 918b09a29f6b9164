#include "prices/price_conflict_dialog.h"

#include "prices/price_table_model.h"

#include <QDateTime>
#include <QLocale>
#include <QPushButton>

namespace gpuplan::ui {

QString conflictValueText(const core::PriceRecord& p) {
    return QStringLiteral("%1 / %2").arg(QString::fromStdString(p.amount.toString()),
                                         PriceTableModel::unitText(p.unit));
}

QString conflictTimeText(const std::string& changedAt) {
    const QDateTime when = QDateTime::fromString(QString::fromStdString(changedAt), Qt::ISODate);
    if (!when.isValid())
        return QString::fromStdString(changedAt);
    return QLocale().toString(when.toLocalTime(), QLocale::ShortFormat);
}

PriceConflictDialog::PriceConflictDialog(const PriceTableModel& model, const core::PriceConflict& conflict,
                                         const core::PriceRecord& mine, QWidget* parent)
    : QMessageBox(parent) {
    setObjectName(QStringLiteral("priceConflictDialog"));
    setIcon(QMessageBox::Warning);
    setWindowTitle(tr("Price changed by someone else"));
    const QString what = model.describe(conflict.current ? *conflict.current : mine);
    const QString who =
        conflict.changedBy.empty() ? tr("someone else") : QString::fromStdString(conflict.changedBy);
    const QString when = conflictTimeText(conflict.changedAt);
    if (!conflict.current) {
        setText(tr("%1 was deleted by %2 at %3 while you were editing it.").arg(what, who, when));
        setInformativeText(tr("Your value (%1) was not saved.").arg(conflictValueText(mine)));
        m_keepTheirs = addButton(tr("OK"), QMessageBox::AcceptRole);
        setDefaultButton(static_cast<QPushButton*>(m_keepTheirs));
        return;
    }
    setText(tr("%1 was changed by %2 at %3 while you were editing it.").arg(what, who, when));
    setInformativeText(tr("Their value: %1\nYour value: %2\n\nKeep theirs, or apply yours over it?")
                           .arg(conflictValueText(*conflict.current), conflictValueText(mine)));
    m_keepTheirs = addButton(tr("Keep theirs"), QMessageBox::RejectRole);
    m_applyMine = addButton(tr("Apply mine"), QMessageBox::AcceptRole);
    m_keepTheirs->setObjectName(QStringLiteral("keepTheirs"));
    m_applyMine->setObjectName(QStringLiteral("applyMine"));
    setDefaultButton(static_cast<QPushButton*>(m_keepTheirs));
    setEscapeButton(m_keepTheirs);
}

ConflictChoice PriceConflictDialog::choice() const {
    return m_applyMine && clickedButton() == m_applyMine ? ConflictChoice::ApplyMine
                                                         : ConflictChoice::KeepTheirs;
}

} // namespace gpuplan::ui
