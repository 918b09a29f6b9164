#pragma once
// The "API prices" tab: the APIs' prices per million tokens that self-hosting is weighed against, as a table
// that owns its editing. Cells are edited in place, a price is duplicated (then edited into another one) or
// deleted; each change is written to the store against the version the tab read and pushed onto the shared
// undo stack. A change that meets someone else's is refused, naming it, and the tab reads the store again, so
// nobody's edit is lost. Under the table, the selected price's source, address and how it was checked.

#include "core/prices/price_store.h"
#include "page_context.h"

#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QUndoStack;

namespace gpuplan::ui {

class ApiPriceTableModel;
class WordFilterProxy;

class ApiPricePage : public QWidget {
    Q_OBJECT
public:
    /// The context gives the store and the undo stack; it must outlive the page.
    explicit ApiPricePage(PageContext& context, QWidget* parent = nullptr);

    /// Reads the prices from the store again (at start, and when someone else changed them).
    void reload();
    /// Whether edits may be made; `why` tells the user why not (a viewer's role on a team store).
    void setEditable(bool editable, const QString& why = {});
    bool editable() const { return m_editable; }

    /// Duplicate and delete as the window's Edit menu routes them to this tab. A copy keeps the figures
    /// and says where they were copied from; it differs from the original by its date (today).
    void duplicateSelected();
    void deleteSelected();

    ApiPriceTableModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QLineEdit* filter() const { return m_filter; }
    QLabel* details() const { return m_details; }

signals:
    /// Why an edit was refused, for the status bar.
    void refused(const QString& why);
    /// What a change did, for the status bar.
    void done(const QString& what);
    /// The table's prices changed (read again, edited, added or deleted): what is weighed against them
    /// follows.
    void pricesChanged(const std::vector<core::ApiPriceRecord>& prices);

private:
    /// Writes the change (before none: an add; after none: a delete) and pushes it onto the undo stack;
    /// false, with the reason shown and the table read again, when the store refused it.
    bool carryOut(const std::optional<core::ApiPriceRecord>& before,
                  const std::optional<core::ApiPriceRecord>& after, const QString& text);
    /// The table's row as the store now holds it (none: gone); `replacing` the id it had before.
    void showStored(const std::optional<core::ApiPriceRecord>& stored, std::int64_t replacing);
    void showDetails();
    void updateCount();

    core::PriceStore& m_store;
    QUndoStack* m_undo;
    ApiPriceTableModel* m_model;
    WordFilterProxy* m_proxy;
    QTableView* m_view;
    QLineEdit* m_filter;
    QLabel* m_count;
    QLabel* m_details;
    QPushButton* m_duplicate;
    QPushButton* m_delete;
    bool m_editable = true;
};

} // namespace gpuplan::ui
