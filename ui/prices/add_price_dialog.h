#pragma once
// The dialog for a new price: GPU, provider and region from the catalog and the store, kind and
// unit from fixed lists, amount and range in the chosen currency, date and source. OK stays
// disabled until the price is valid, and the reason is shown.

#include "core/catalog/catalog.h"
#include "core/prices/price_store.h"

#include <QDialog>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace gpuplan::ui {

class AddPriceDialog : public QDialog {
    Q_OBJECT
public:
    AddPriceDialog(const core::Catalog& catalog, const std::vector<core::Region>& regions,
                   const std::vector<core::Provider>& providers, QWidget* parent = nullptr);

    /// Starts the form on a GPU, a region (and its currency) and a kind: a price the workbench found
    /// missing. A purchase is a server's (one-off); a rent is per GPU-hour.
    void preset(const std::string& gpuId, const std::string& regionId, core::PriceKind kind);

    /// Someone else changed the catalog, the regions or the providers while the dialog is open: the lists
    /// follow, keeping what is chosen. A choice no longer there falls back to the first and says so.
    void setChoices(const core::Catalog& catalog, const std::vector<core::Region>& regions,
                    const std::vector<core::Provider>& providers);

    /// The price as entered, or why it is not valid.
    core::Result<core::PriceRecord> price() const;

    // For tests: the fields, by purpose.
    QComboBox* gpu() const { return m_gpu; }
    QComboBox* region() const { return m_region; }
    QComboBox* provider() const { return m_provider; }
    QComboBox* kind() const { return m_kind; }
    QComboBox* unit() const { return m_unit; }
    QComboBox* currency() const { return m_currency; }
    QLineEdit* amount() const { return m_amount; }
    QLineEdit* source() const { return m_source; }
    QLabel* problem() const { return m_problem; }

private:
    void validate();
    void fillChoices(const core::Catalog& catalog, const std::vector<core::Region>& regions,
                     const std::vector<core::Provider>& providers);

    QComboBox* m_gpu;
    QComboBox* m_provider;
    QComboBox* m_region;
    QComboBox* m_kind;
    QComboBox* m_unit;
    QComboBox* m_currency;
    QLineEdit* m_amount;
    QLineEdit* m_low;
    QLineEdit* m_high;
    QDateEdit* m_date;
    QLineEdit* m_source;
    QLineEdit* m_note;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
    std::vector<core::Region> m_regions;
    QString m_gone; // a choice someone else removed while the dialog was open
};

} // namespace gpuplan::ui
