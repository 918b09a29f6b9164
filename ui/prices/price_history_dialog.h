#pragma once
// A price's history (every insert, edit, delete and revert, newest first) with the values before
// and after; "Revert" puts the price back as it was before the selected change.

#include "core/prices/price_store.h"

#include <QDialog>

class QLabel;
class QTableWidget;
class QPushButton;

namespace gpuplan::ui {

class PriceHistoryDialog : public QDialog {
    Q_OBJECT
public:
    PriceHistoryDialog(const std::vector<core::PriceChange>& changes, QWidget* parent = nullptr);
    /// The change the user chose to revert, or 0.
    std::int64_t chosenChange() const { return m_chosen; }
    QTableWidget* table() const { return m_table; }
    QPushButton* revertButton() const { return m_revert; }
    /// The price's history read again while the dialog is open (another user changed the price): the list
    /// refilled with the same change selected, and a notice above it; nothing when no change is new.
    void setChanges(const std::vector<core::PriceChange>& changes);
    QLabel* notice() const { return m_notice; }

private:
    void fill();
    std::vector<core::PriceChange> m_changes;
    QLabel* m_notice;
    QTableWidget* m_table;
    QPushButton* m_revert;
    std::int64_t m_chosen = 0;
};

} // namespace gpuplan::ui
