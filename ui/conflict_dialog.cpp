#include "conflict_dialog.h"

#include <QDateTime>
#include <QLocale>
#include <QPushButton>

namespace gpuplan::ui {

ConflictDialog::ConflictDialog(QWidget* parent) : QMessageBox(parent) {
    setIcon(QMessageBox::Warning);
}

void ConflictDialog::acknowledgeOnly() {
    m_keepTheirs = addButton(tr("OK"), QMessageBox::AcceptRole);
    setDefaultButton(static_cast<QPushButton*>(m_keepTheirs));
}

void ConflictDialog::offerKeepOrApply() {
    m_keepTheirs = addButton(tr("Keep theirs"), QMessageBox::RejectRole);
    m_applyMine = addButton(tr("Apply mine"), QMessageBox::AcceptRole);
    m_keepTheirs->setObjectName(QStringLiteral("keepTheirs"));
    m_applyMine->setObjectName(QStringLiteral("applyMine"));
    // Keeping theirs writes nothing, so it is what Enter and Escape choose.
    setDefaultButton(static_cast<QPushButton*>(m_keepTheirs));
    setEscapeButton(m_keepTheirs);
}

void ConflictDialog::describeRowConflict(const RowConflictText& t) {
    if (t.deletedMeanwhile) {
        setText(tr("%1 was deleted by %2 while you were editing it.").arg(t.what, t.by));
        setInformativeText(tr("Your change was not saved."));
        acknowledgeOnly();
        return;
    }
    if (t.addedBySomeoneElse)
        setText(t.addedMeanwhile);
    else if (t.deleting)
        setText(tr("%1 was changed by %2 while you were deleting it.").arg(t.what, t.by));
    else
        setText(tr("%1 was changed by %2 while you were editing it.").arg(t.what, t.by));
    setInformativeText(
        t.deleting ? tr("Their values: %1\n\nKeep theirs, or delete it all the same?").arg(t.values.value(0))
                   : tr("Their values: %1\nYour values: %2\n\nKeep theirs, or apply yours over it?")
                         .arg(t.values.value(0), t.values.value(1)));
    offerKeepOrApply();
}

QString conflictAuthorText(const std::string& changedBy, const std::string& changedAt) {
    const QString who =
        changedBy.empty() ? ConflictDialog::tr("someone else") : QString::fromStdString(changedBy);
    return changedAt.empty() ? who : ConflictDialog::tr("%1 at %2").arg(who, conflictTimeText(changedAt));
}

ConflictChoice ConflictDialog::choice() const {
    return m_applyMine && clickedButton() == m_applyMine ? ConflictChoice::ApplyMine
                                                         : ConflictChoice::KeepTheirs;
}

QString conflictTimeText(const std::string& changedAt) {
    const QDateTime when = QDateTime::fromString(QString::fromStdString(changedAt), Qt::ISODate);
    if (!when.isValid())
        return QString::fromStdString(changedAt);
    return QLocale().toString(when.toLocalTime(), QLocale::ShortFormat);
}

} // namespace gpuplan::ui
