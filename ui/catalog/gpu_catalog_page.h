#pragma once
// The "GPU catalog" tab: the GPUs as a table that owns its editing. GPUs are edited in place, added (as a
// copy of the selected one), duplicated and deleted; each change is checked against the catalog's rules,
// written to the store against the version the tab read (CatalogStore) and pushed onto the shared undo
// stack. When someone else changed the GPU meanwhile, the tab asks (GpuConflictDialog) whether to keep
// theirs or apply this change over it. Without a catalog store (a viewer or editor of a team store) the
// table is read-only and says why. Every change the store took goes into the catalog the estimates use (the
// page context's, page_context.h), which re-plans the scenarios, as for the Models tab (models/model_page.h).

#include "conflict_dialog.h"
#include "core/catalog/catalog.h"
#include "core/catalog/catalog_store.h"
#include "page_context.h"

#include <QStringList>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QLineEdit;
class QTableView;
class QUndoStack;

namespace gpuplan::ui {

class GpuCatalogModel;
class WordFilterProxy;

class GpuCatalogPage : public QWidget {
    Q_OBJECT
public:
    /// The context's catalog is the one the estimates use: the page reads it (the rules a change must pass,
    /// the networks a GPU can name) and puts into it what the store took; the context must outlive the page.
    explicit GpuCatalogPage(PageContext& context, QWidget* parent = nullptr);

    /// Where edits are written; null makes the table read-only, `why` saying so (a role, no store).
    void setStore(core::CatalogStore* store, const QString& why = {});
    /// The GPUs of `next` (another user's or program's catalog) in place of the context's: rows changed,
    /// added or removed one by one, so a cell editor open on another row keeps what is typed in it. The
    /// context calls it (catalogReadAgain) before it takes `next`.
    void follow(const std::vector<core::GpuSpec>& next);

    /// Adds `gpu` to the catalog and the store as an undoable step, selecting its row; false (with the
    /// reason given by refused()) if refused.
    bool addGpu(const core::GpuSpec& gpu);
    /// New, duplicate and delete as the window's Edit menu routes them to this tab. A new GPU starts as a
    /// copy of the selected one under an id the user types; a duplicate is "<id>-copy", marked unverified.
    void newGpuFromDialog();
    void duplicateSelected();
    void deleteSelected();
    /// Puts the keyboard in the filter with its text selected (View > Filter).
    void focusFilter();

    GpuCatalogModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QLineEdit* filter() const { return m_filter; }
    /// GPUs shown through the filter, and in all.
    int shownCount() const;
    int count() const;

    /// Decides a conflict with someone else's change of the GPU (`mine`: none for a delete); the default
    /// asks with GpuConflictDialog (tests answer without a dialog).
    std::function<ConflictChoice(const core::GpuConflict&, const std::optional<core::GpuSpec>& mine)>
        resolveConflict;

signals:
    /// The store now holds `gpu` under `id` (none: deleted), and the context's catalog has taken it (where
    /// the catalog's rules accept it); the page's row shows what the catalog holds.
    void gpuChanged(const std::string& id, const std::optional<core::GpuSpec>& gpu);
    /// Why an edit was refused, for the status bar.
    void refused(const QString& why);
    /// The filter's text changed what is shown (the window's status bar counts the rows).
    void shownChanged();

private:
    core::Result<std::optional<core::GpuSpec>>
    apply(const std::string& id, const std::optional<core::GpuSpec>& gpu, std::int64_t version);
    void showGpu(const std::string& id, const std::optional<core::GpuSpec>& gpu);
    bool carryOutChange(const std::optional<core::GpuSpec>& before,
                        const std::optional<core::GpuSpec>& after);
    std::optional<core::GpuSpec> selectedGpu() const;
    core::GpuSpec copyOf(const core::GpuSpec& gpu, const std::string& id) const;

    PageContext& m_context;
    const core::Catalog* m_catalog;
    QUndoStack* m_undo;
    core::CatalogStore* m_store = nullptr;
    GpuCatalogModel* m_model;
    WordFilterProxy* m_proxy;
    QTableView* m_view;
    QLineEdit* m_filter;
};

} // namespace gpuplan::ui
