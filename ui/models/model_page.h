#pragma once
// The "Models" tab: the model catalog as a table that owns its editing. Models are added (as a copy of the
// selected one, or from a Hugging Face config.json: the Import button, File > Import model config..., files
// dropped on the window), duplicated, edited in place and deleted; each change is written to the store
// against the version the tab read (CatalogStore) and pushed onto the shared undo stack. When someone else
// changed the model meanwhile, the tab asks (ModelConflictDialog) whether to keep theirs or apply this
// change over it. Without a catalog store (a viewer or editor of a team store) the table is read-only and
// says why. Every change the store took goes into the page context's catalog (page_context.h), which
// re-plans the scenarios that use the model.

#include "conflict_dialog.h"
#include "core/catalog/catalog_store.h"
#include "page_context.h"

#include <QStringList>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QUndoStack;

namespace gpuplan::ui {

class ModelTableModel;
class WordFilterProxy;

class ModelPage : public QWidget {
    Q_OBJECT
public:
    /// The models shown are the context's catalog's; the context must outlive the page.
    explicit ModelPage(PageContext& context, QWidget* parent = nullptr);

    /// The catalog's models as the window read them (with their store versions).
    void setModels(std::vector<core::ModelSpec> models);
    /// The catalog's models as another user or program left them: rows changed, added or removed one by
    /// one, so a cell editor open on another row keeps what is typed in it.
    void follow(const std::vector<core::ModelSpec>& models);
    /// Where edits are written; null makes the table read-only, `why` saying so (a role, no store).
    void setStore(core::CatalogStore* store, const QString& why = {});

    /// The model id a new copy of `base` gets: "<id>-copy", "<id>-copy2", ...
    std::string freeId(const std::string& base) const;
    /// Adds `model` as a new row of the catalog (undoable); false, with the reason shown, when refused.
    bool addModel(core::ModelSpec model);
    /// New, duplicate and delete as the window's Edit menu routes them to this tab.
    void newModelFromDialog();
    void duplicateSelected();
    void deleteSelected();
    /// Reads config.json files (or model folders, or folders of them) and adds every model they make, all
    /// or nothing: one refused file, or an id the catalog has, adds none and says why. One undo step.
    bool importConfigs(const QStringList& paths);
    /// Asks for config files with a file dialog, then importConfigs().
    void importConfigsFromDialog();

    ModelTableModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QLineEdit* filter() const { return m_filter; }
    bool editable() const { return m_store != nullptr; }

    /// Decides a conflict with someone else's change; the default asks with ModelConflictDialog (tests
    /// answer without a dialog).
    std::function<ConflictChoice(const core::ModelConflict&, const std::optional<core::ModelSpec>& mine)>
        resolveConflict;
    /// Picks the files to import; the default is a file dialog (tests give paths).
    std::function<QStringList()> chooseConfigFiles;

signals:
    /// The store now holds `model` under `id` (none: deleted): the context's catalog has taken it.
    void modelChanged(const std::string& id, const std::optional<core::ModelSpec>& model);
    /// Why an edit or an import was refused, for the status bar.
    void refused(const QString& why);
    /// What an import or a change did, for the status bar.
    void done(const QString& what);

private:
    core::Result<std::optional<core::ModelSpec>>
    apply(const std::string& id, const std::optional<core::ModelSpec>& model, std::int64_t version);
    void showModel(const std::string& id, const std::optional<core::ModelSpec>& model);
    bool carryOutChange(const std::optional<core::ModelSpec>& before,
                        const std::optional<core::ModelSpec>& after);
    std::optional<core::ModelSpec> selectedModel() const;
    void updateCount();

    PageContext& m_context;
    QUndoStack* m_undo;
    core::CatalogStore* m_store = nullptr;
    ModelTableModel* m_model;
    WordFilterProxy* m_proxy;
    QTableView* m_view;
    QLineEdit* m_filter;
    QLabel* m_count;
    QPushButton* m_import;
};

} // namespace gpuplan::ui
