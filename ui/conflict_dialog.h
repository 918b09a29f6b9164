#pragma once
// What the workbench asks when an edit meets someone else's change of the same row (the store refused it:
// the row moved to a newer version since the window read it): "Keep theirs" (the window takes their row;
// nothing is written) or "Apply mine" (the user's change is made over theirs, undoable like any edit). A row
// deleted meanwhile can only be acknowledged. The price and catalog dialogs say what changed and who.

#include <QMessageBox>
#include <QStringList>

#include <string>

namespace gpuplan::ui {

enum class ConflictChoice { KeepTheirs, ApplyMine };

class ConflictDialog : public QMessageBox {
    Q_OBJECT
public:
    /// The user's answer: "Apply mine" only when that button was pressed (closing the dialog keeps theirs).
    ConflictChoice choice() const;
    QAbstractButton* keepTheirsButton() const { return m_keepTheirs; }
    /// Null when the row was deleted meanwhile (there is nothing to apply over).
    QAbstractButton* applyMineButton() const { return m_applyMine; }

protected:
    explicit ConflictDialog(QWidget* parent);
    /// A catalog row's conflict (a GPU's, a model's), told the same way for both: `what` names the row,
    /// `by` who changed it and when (conflictAuthorText); `addedMeanwhile` the sentence for a row someone
    /// else added with the same id; `values` their figures and, when the user saved one, the user's.
    struct RowConflictText {
        QString what, by, addedMeanwhile;
        bool deletedMeanwhile = false, addedBySomeoneElse = false, deleting = false;
        QStringList values;
    };
    void describeRowConflict(const RowConflictText& text);
    /// Only an OK button: the other's deletion is acknowledged.
    void acknowledgeOnly();
    /// "Keep theirs" (the default, and what Escape answers) and "Apply mine".
    void offerKeepOrApply();

private:
    QAbstractButton* m_keepTheirs = nullptr;
    QAbstractButton* m_applyMine = nullptr;
};

/// When a change was made, from the store's ISO 8601 UTC time, in the user's time zone and locale.
QString conflictTimeText(const std::string& changedAt);
/// "bob at 03/12/2026 10:00", or "someone else" where the store records no author; a file records no
/// author or time for the catalog, and then the time is left out.
QString conflictAuthorText(const std::string& changedBy, const std::string& changedAt);

} // namespace gpuplan::ui
