#include "page_context.h"
#include "qt_text.h"

#include <QLocale>
#include <QUndoStack>

#include <algorithm>

namespace gpuplan::ui {
namespace {

// The names of the GPUs that `next` adds, changes or removes against `now`, for the status bar.
QStringList changedGpus(const core::Catalog& now, const core::Catalog& next) {
    QStringList changed;
    for (const core::GpuSpec& gpu : now.gpus())
        if (!next.gpu(gpu.id))
            changed << u(gpu.name);
    for (const core::GpuSpec& gpu : next.gpus())
        if (const core::GpuSpec* before = now.gpu(gpu.id); !before || !(*before == gpu))
            changed << u(gpu.name);
    return changed;
}

} // namespace

PageContext::PageContext(const core::Catalog& catalog, core::PriceStore& prices,
                         core::CatalogStore* catalogStore, QObject* parent)
    : QObject(parent), m_catalog(catalog), m_prices(prices), m_catalogStore(catalogStore),
      m_undo(new QUndoStack(this)) {}

bool PageContext::putGpu(const core::GpuSpec& gpu) {
    return changed(m_catalog.putGpu(gpu));
}

bool PageContext::removeGpu(const std::string& id) {
    return changed(m_catalog.removeGpu(id));
}

bool PageContext::putModel(const core::ModelSpec& model) {
    return changed(m_catalog.putModel(model));
}

bool PageContext::removeModel(const std::string& id) {
    return changed(m_catalog.removeModel(id));
}

bool PageContext::changed(const core::Status& done) {
    if (!done)
        return false;
    emit catalogChanged();
    return true;
}

QString PageContext::followCatalog(bool ifChanged) {
    if (!m_readCatalog && ifChanged)
        return {};
    if (!m_readCatalog)
        return tr("The GPU catalog was changed by another user: reopen the store to use the new catalog");
    auto read = m_readCatalog();
    if (!read)
        return tr("The GPU catalog was changed by another user but cannot be read: %1").arg(u(read.error()));
    core::Catalog next = std::move(read).value();
    if (ifChanged && next == m_catalog)
        return {}; // another program wrote something else: nothing to re-plan
    // The pages that show the catalog change row by row rather than the whole table again: a reset would
    // close a cell editor open there and lose what is typed in it.
    const QStringList changed = changedGpus(m_catalog, next);
    emit catalogReadAgain(next);
    m_catalog = std::move(next);
    emit catalogChanged(); // every scenario planned and costed again
    if (changed.isEmpty() && ifChanged)
        return tr("The models, networks or calibration were changed by another program or user: scenarios "
                  "re-planned with them");
    if (changed.isEmpty()) // models, networks or efficiencies
        return tr("The GPU catalog was changed by another user: scenarios re-planned with it");
    if (ifChanged)
        return tr("The GPU catalog was changed by another program or user (%1): scenarios re-planned with it")
            .arg(QLocale().createSeparatedList(changed));
    return tr("The GPU catalog was changed by another user (%1): scenarios re-planned with it")
        .arg(QLocale().createSeparatedList(changed));
}

void PageContext::setAccess(const StoreAccess& access) {
    m_access = access;
    if (!access.editCatalog)
        m_catalogStore = nullptr; // the catalog pages' own read-only mode
    emit accessChanged();
}

QString PageContext::whyNotAllowed(bool allowed, const char* role) const {
    if (allowed)
        return {};
    if (!m_access.teamStore()) // a local file whose catalog cannot be written, say
        return tr("not possible on this store");
    const QString needed =
        QLatin1String(role) == QLatin1String("admin") ? tr("the admin role") : tr("the editor role");
    return tr("needs %1 on team store %2").arg(needed, m_access.name);
}

QString PageContext::refuse(const QString& reason) {
    m_lastMessage = tr("Not changed: %1").arg(reason);
    emit refused(m_lastMessage);
    return m_lastMessage;
}

void PageContext::tell(const QString& what, int milliseconds) {
    emit told(what, milliseconds);
}

} // namespace gpuplan::ui
