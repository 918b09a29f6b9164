#pragma once
// A price's history (every insert, edit, delete and revert, newest first) with the values before
// and after; "Revert" puts the price back as it was before the selected change.

#include "core/prices/price_store.h"

#include <QDialog>

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

private:
    std::vector<core::PriceChange> m_changes;
    QTableWidget* m_table;
    QPushButton* m_revert;
    std::int64_t m_chosen = 0;
};

} // namespace gpuplan::ui
