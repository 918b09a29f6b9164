#pragma once
// In-memory stand-ins for the workbench's stores and keyring (tests of ui::Workbench): a keyring in a map, a
// memory store whose scenario saves can be made to fail like a dropped connection, and an opener that hands
// out a local and a team store, as the window gets them from app/cli/window_stores.cpp.
#include "cli/bundled_data.h"
#include "main_window.h"
#include "team/password_keeper.h"
#include "team/store_opener.h"
#include "team/workbench.h"

#include "core/prices/memory_price_store.h"

#include <QMap>

#include <memory>

namespace uitest {

using namespace gpuplan;

class FakeKeyring : public ui::PasswordKeeper {
public:
    QString read(const QString& key) override { return kept.value(key); }
    core::Status write(const QString& key, const QString& password) override {
        kept[key] = password;
        return core::ok();
    }
    void forget(const QString& key) override { kept.remove(key); }
    QMap<QString, QString> kept;
};

// An in-memory store whose scenario saves can be made to fail, like a connection that dropped.
class FlakyStore : public core::MemoryPriceStore {
public:
    core::Status replaceScenarios(const std::vector<core::StoredScenario>& scenarios) override {
        if (failSaves)
            return core::fail("server closed the connection unexpectedly");
        return core::MemoryPriceStore::replaceScenarios(scenarios);
    }
    bool failSaves = false;
};

class MemoryStore : public ui::OpenStore {
public:
    MemoryStore(FlakyStore& store, ui::StoreAccess access)
        : m_store(store), m_catalog(cli::loadBundledCatalog().value()), m_access(std::move(access)) {}
    core::PriceStore& prices() override { return m_store; }
    core::ScenarioStore* scenarios() override { return &m_store; }
    core::CatalogStore* catalogStore() override { return &m_store; }
    const core::Catalog& catalog() const override { return m_catalog; }
    // The bundled catalog with the GPUs saved through the store (an admin's edits, another user's).
    core::Result<core::Catalog> readCatalog() override {
        core::Catalog catalog = m_catalog;
        for (const auto& [id, gpu] : m_store.savedGpus())
            if (auto put = catalog.putGpu(gpu); !put)
                return core::fail(put.error());
        return catalog;
    }
    ui::StoreAccess access() const override { return m_access; }

private:
    FlakyStore& m_store;
    core::Catalog m_catalog;
    ui::StoreAccess m_access;
};

// Hands out in-memory stores: the local one, and a team store per URL unless told to refuse.
class FakeOpener : public ui::StoreOpener {
public:
    core::Result<std::unique_ptr<ui::OpenStore>> openTeamStore(const ui::TeamLogin& login) override {
        ++teamOpens;
        lastPassword = login.password;
        if (!refuseWith.empty())
            return core::fail(refuseWith);
        ui::StoreAccess access{QStringLiteral("bob@db.example.com/team"), role,
                               role != QLatin1String("viewer"), role == QLatin1String("admin")};
        return std::unique_ptr<ui::OpenStore>(std::make_unique<MemoryStore>(team, access));
    }
    core::Result<std::unique_ptr<ui::OpenStore>> openLocalStore() override {
        ui::StoreAccess access;
        access.name = QStringLiteral("/home/bob/store.sqlite");
        return std::unique_ptr<ui::OpenStore>(std::make_unique<MemoryStore>(local, access));
    }
    FlakyStore local, team;
    QString role = QStringLiteral("viewer");
    std::string refuseWith;
    int teamOpens = 0;
    QString lastPassword;
};

inline const ui::TeamLogin kTeam{
    QStringLiteral("postgresql://bob@db.example.com:5432/team?sslmode=verify-full"),
    QStringLiteral("s3cret")};

// A workbench started on the fake local store and switched to the fake team store with `role`.
struct OnFakeTeam {
    explicit OnFakeTeam(const QString& role) {
        opener.role = role;
        bench.start(opener.openLocalStore().value(), {}, false);
        connected = bench.connectTo(kTeam);
    }
    FakeOpener opener;
    FakeKeyring keyring;
    ui::Workbench bench{opener, keyring};
    bool connected = false;
};

} // namespace uitest
