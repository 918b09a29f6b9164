#pragma once
// What every page of the window shares, given to each page when it is made (issue 33): the catalog the
// estimates use and where to read it again, the price store, the undo stack, the open store's access (the
// role and what it may edit), and the channel to the status bar (refusals and messages). A page takes from it
// what it needs and listens to its signals; it never reaches into another page or into the window. The window
// makes one, hands it to its pages and shows what the channel says. A page's test makes one of its own with
// the in-memory store, so no page needs the window, SQLite or a server.

#include "core/catalog/catalog.h"
#include "core/catalog/catalog_store.h"
#include "core/prices/price_store.h"
#include "team/store_opener.h"

#include <QObject>
#include <QStringList>

#include <functional>

class QUndoStack;

namespace gpuplan::ui {

class PageContext : public QObject {
    Q_OBJECT
public:
    /// `prices` (and `catalogStore`, where the catalog may be edited; null: read-only) must outlive the
    /// context.
    PageContext(const core::Catalog& catalog, core::PriceStore& prices,
                core::CatalogStore* catalogStore = nullptr, QObject* parent = nullptr);

    /// The catalog the estimates use. Pages change it only through putGpu() and the like, after the store
    /// took the change; catalogChanged() follows every change.
    const core::Catalog& catalog() const { return m_catalog; }
    /// Puts a GPU or model into the catalog, or removes it, where the catalog's rules accept it (the store
    /// holds the change already); false, with nothing changed, where they do not.
    bool putGpu(const core::GpuSpec& gpu);
    bool removeGpu(const std::string& id);
    bool putModel(const core::ModelSpec& model);
    bool removeModel(const std::string& id);

    /// Where the catalog is read again when someone else changed it (the store it was read from).
    using CatalogReader = std::function<core::Result<core::Catalog>()>;
    void setCatalogReader(CatalogReader reader) { m_readCatalog = std::move(reader); }
    /// Reads the catalog again and takes it: catalogReadAgain() lets the pages that show it change row by
    /// row (an open cell editor stays open), then catalogChanged() re-plans. Returns what the status bar
    /// says. `ifChanged`: for a change that may not concern the catalog (another program wrote the file):
    /// nothing happens and nothing is said unless a GPU, model, network, efficiency or parameter differs.
    QString followCatalog(bool ifChanged = false);

    core::PriceStore& prices() const { return m_prices; }
    QUndoStack* undo() const { return m_undo; }

    /// The open store and what its user may do; accessChanged() follows. A role that cannot edit the
    /// catalog leaves no catalog store.
    void setAccess(const StoreAccess& access);
    const StoreAccess& access() const { return m_access; }
    core::CatalogStore* catalogStore() const { return m_catalogStore; }
    /// Why editing is disabled ("needs the editor role on team store X"); empty when allowed. `role` is
    /// "editor" or "admin".
    QString whyNotAllowed(bool allowed, const char* role) const;
    /// The same for the catalog (its store) and for prices, regions, rates and imports (the editor role).
    QString whyCatalogReadOnly() const { return whyNotAllowed(m_catalogStore != nullptr, "admin"); }
    QString whyPricesReadOnly() const { return whyNotAllowed(m_access.editPrices, "editor"); }

    /// The status channel. refuse(): a change was not made, and why ("Not changed: ..."); the message is
    /// kept (lastMessage()) for a dialog that repeats it. tell(): what was done, shown for `milliseconds`.
    QString refuse(const QString& reason);
    void tell(const QString& what, int milliseconds = 5000);
    const QString& lastMessage() const { return m_lastMessage; }

signals:
    /// The catalog changed (an edit on a page, or someone else's catalog taken): re-plan with it.
    void catalogChanged();
    /// Someone else's catalog is about to be taken in place of the current one (which catalog() still is).
    void catalogReadAgain(const core::Catalog& next);
    void accessChanged();
    void refused(const QString& message);
    void told(const QString& message, int milliseconds);

private:
    bool changed(const core::Status& done); // true, and catalogChanged(), when the catalog took it

    core::Catalog m_catalog;
    core::PriceStore& m_prices;
    core::CatalogStore* m_catalogStore;
    QUndoStack* m_undo;
    CatalogReader m_readCatalog;
    StoreAccess m_access;
    QString m_lastMessage;
};

} // namespace gpuplan::ui
