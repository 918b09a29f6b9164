#pragma once
// Editing a region: its names, electricity price per kWh (in the region's currency) with its range,
// date, source and URL, and its PUE with its source. The ownership ("buy") figures of every scenario
// in the region (and in the cloud regions inside it) use them. OK stays disabled, with the reason
// shown, until the values are valid. A figure changed without a new source gets an "edited" source
// when the edit is stored (core::withEditProvenance), so the source shown stays true.

#include "core/prices/price_store.h"

#include <QDialog>

#include <functional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTextBrowser;

namespace gpuplan::ui {

class RegionDialog : public QDialog {
    Q_OBJECT
public:
    explicit RegionDialog(const core::Region& region, QWidget* parent = nullptr);
    /// The region as entered, or why it is not valid.
    core::Result<core::Region> region() const;
    /// The region as the dialog last read it, with its version: what OK's edit is saved against.
    const core::Region& seen() const { return m_region; }
    /// Someone else changed the region while the dialog is open (`theirs`, read again from the store). When
    /// the user has typed nothing the dialog takes their region (its fields and version) and says so;
    /// otherwise what is typed stays, the dialog says what they changed, and OK asks whether to keep theirs.
    void followStored(const core::Region& theirs);
    QLabel* notice() const { return m_notice; }

    QLineEdit* electricity() const { return m_electricity; }
    QLineEdit* range() const { return m_range; }
    QLineEdit* date() const { return m_date; }
    QLineEdit* pue() const { return m_pue; }
    QLineEdit* source() const { return m_source; }
    QLineEdit* url() const { return m_url; }
    QLineEdit* pueSource() const { return m_pueSource; }
    QLabel* problem() const { return m_problem; }

private:
    void validate();
    void fill(const core::Region& region);
    bool typedIn() const; // any field changed by the user since the dialog last filled it
    core::Region m_region;
    QLineEdit* m_nameEn;
    QLineEdit* m_nameZh;
    QLineEdit* m_electricity;
    QLineEdit* m_range;
    QLineEdit* m_date;
    QLineEdit* m_pue;
    QLineEdit* m_source;
    QLineEdit* m_url;
    QLineEdit* m_pueSource;
    QTextBrowser* m_electricityNote;
    QTextBrowser* m_pueNote;
    QLabel* m_notice;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
};

} // namespace gpuplan::ui
