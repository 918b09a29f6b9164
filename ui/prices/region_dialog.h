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

namespace gpuplan::ui {

class RegionDialog : public QDialog {
    Q_OBJECT
public:
    explicit RegionDialog(const core::Region& region, QWidget* parent = nullptr);
    /// The region as entered, or why it is not valid.
    core::Result<core::Region> region() const;

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
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
};

} // namespace gpuplan::ui
