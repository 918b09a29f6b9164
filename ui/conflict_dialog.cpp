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
