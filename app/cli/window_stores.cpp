#include "cli/window_stores.h"

#include "cli/store_access.h"
#include "pg/pg_store.h"
#include "pg/pg_team.h"
#include "store.h"

namespace gpuplan::cli {
namespace {

core::Result<core::Catalog> catalogOf(db::SqlStore& store) {
    auto texts = store.catalogTexts();
    if (!texts)
        return core::fail(texts.error());
    auto catalog = core::Catalog::fromTexts(texts.value());
    if (!catalog)
        return core::fail("the catalog in the store is not usable: " + catalog.error());
    return catalog;
}

class WindowStore : public ui::OpenStore {
public:
    WindowStore(std::unique_ptr<db::SqlStore> store, core::Catalog catalog, ui::StoreAccess access)
        : m_store(std::move(store)), m_catalog(std::move(catalog)), m_access(std::move(access)) {}
    core::PriceStore& prices() override { return *m_store; }
    core::ScenarioStore* scenarios() override { return m_store.get(); }
    core::CatalogStore* catalogStore() override { return m_store.get(); }
    const core::Catalog& catalog() const override { return m_catalog; }
    core::Result<core::Catalog> readCatalog() override { return catalogOf(*m_store); }
    ui::StoreAccess access() const override { return m_access; }
    core::StoreChangeSource* changes() override { return m_store.get(); }

private:
    std::unique_ptr<db::SqlStore> m_store;
    core::Catalog m_catalog;
    ui::StoreAccess m_access;
};

// What a team store's user may do: the roles of migrations-pg/0002.sql (the server enforces them).
core::Result<ui::StoreAccess> teamAccess(db::PgStore& store, const db::PgUrl& url) {
    auto role = db::sessionTeamRole(store);
    if (!role)
        return core::fail(role.error());
    ui::StoreAccess access;
    const QString host =
        url.host.isEmpty() || url.host.startsWith(QLatin1Char('/')) ? QStringLiteral("localhost") : url.host;
    access.name = QString::fromStdString(store.author()) + QLatin1Char('@') + host + QLatin1Char('/') +
                  (url.dbname.isEmpty() ? QString::fromStdString(store.author()) : url.dbname);
    access.role = role->empty() ? QStringLiteral("none") : QString::fromStdString(role.value());
    const bool admin = access.role == QLatin1String("owner") || access.role == QLatin1String("admin");
    access.editPrices = admin || access.role == QLatin1String("editor");
    access.editCatalog = admin;
    return access;
}

} // namespace

core::Result<std::unique_ptr<ui::OpenStore>> windowStore(std::unique_ptr<db::SqlStore> store) {
    auto catalog = catalogOf(*store);
    if (!catalog)
        return core::fail(catalog.error());
    ui::StoreAccess access;
    access.name = store->location();
    if (auto* team = dynamic_cast<db::PgStore*>(store.get())) {
        auto parsed = db::parsePgUrl(team->location());
        if (!parsed)
            return core::fail(parsed.error());
        auto teamRights = teamAccess(*team, parsed.value());
        if (!teamRights)
            return core::fail(teamRights.error());
        access = teamRights.value();
    }
    return std::unique_ptr<ui::OpenStore>(
        std::make_unique<WindowStore>(std::move(store), std::move(catalog).value(), std::move(access)));
}

core::Result<std::unique_ptr<ui::OpenStore>> WindowStoreOpener::openTeamStore(const ui::TeamLogin& login) {
    auto url = db::parsePgUrl(login.url);
    if (!url)
        return core::fail(url.error());
    url.value().password = login.password; // in memory only: QSqlDatabase::setPassword
    auto team = db::PgStore::open(url.value());
    if (!team)
        return core::fail(team.error());
    return windowStore(std::move(team).value());
}

core::Result<std::unique_ptr<ui::OpenStore>> WindowStoreOpener::openLocalStore() {
    const QString named = storePath();
    auto file = db::SqliteStore::open(db::looksLikePgUrl(named) ? db::SqliteStore::defaultPath() : named);
    if (!file)
        return core::fail(file.error());
    return windowStore(std::move(file).value());
}

} // namespace gpuplan::cli
