// The PriceStore contract, run against the SQLite store, the PostgreSQL team store (each test in a fresh
// database on the server of GPUPLAN_TEST_PG_URL, dropped after) and the in-memory store alike: every
// change is recorded and revertable, duplicates and unknown references are refused, imports are
// all-or-nothing, and a refused write leaves the stored content unchanged.
#include "database/pg_test_server.h"
#include "pg/pg_store.h"
#include "store.h"
#include "test_support.h"

#include "cli/bundled_data.h"
#include "core/catalog/catalog.h"
#include "core/prices/memory_price_store.h"

#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <memory>

using namespace gpuplan;

namespace {

core::PriceRecord price(const char* gpu, const char* region, const char* amount,
                        const char* date = "2026-01-01") {
    core::PriceRecord p;
    p.gpuId = gpu;
    p.providerId = "idc-cn";
    p.regionId = region;
    p.kind = core::PriceKind::Monthly;
    p.unit = core::PriceUnit::GpuMonth;
    p.amount = core::Money::parse(amount, "CNY").value();
    p.effectiveDate = date;
    p.source = "test quote";
    return p;
}

std::vector<core::PriceRecord> all(core::PriceStore& s) {
    return s.prices({}).value();
}

} // namespace

class TestPriceStoreContract : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;
    std::unique_ptr<test::ScratchDatabases> m_databases;

    std::unique_ptr<core::PriceStore> make(const QString& kind) {
        if (kind == QLatin1String("postgresql")) {
            const QString url = m_databases->create();
            if (url.isEmpty())
                qFatal("cannot create a database on the test server");
            auto s = db::PgStore::open(db::parsePgUrl(url).value(), db::PgStore::Mode::Create);
            if (!s)
                qFatal("%s", s.error().c_str());
            return std::move(s).value();
        }
        if (kind == QLatin1String("sqlite")) {
            auto s =
                db::SqliteStore::open(m_dir.filePath(QStringLiteral("contract-%1.sqlite").arg(m_files++)));
            if (!s)
                qFatal("%s", s.error().c_str());
            return std::move(s).value();
        }
        auto m = std::make_unique<core::MemoryPriceStore>();
        if (kind == QLatin1String("memory-team"))
            m->joinTeam();
        m->addProvider({"idc-cn", "IDC", ""});
        for (const char* r : {"cn-beijing", "cn-shanghai"})
            m->saveRegion(test::region(r, r, r, "CNY", std::nullopt, 1.5, ""));
        return m;
    }

private slots:
    void init() {
        if (QTest::currentDataTag() != QLatin1String("postgresql"))
            return;
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
    }
    void cleanup() { m_databases.reset(); } // drops the test's databases

    void contract_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("sqlite") << "sqlite";
        QTest::newRow("postgresql") << "postgresql";
        QTest::newRow("memory") << "memory";
    }

    void contract() {
        QFETCH(QString, kind);
        auto store = make(kind);
        const std::size_t before = all(*store).size();

        // insert, update, history
        auto inserted = store->setPrice(price("h100-sxm", "cn-beijing", "9000"), "first quote");
        QVERIFY2(inserted.ok(), inserted.ok() ? "" : inserted.error().c_str());
        QVERIFY(inserted->id > 0);
        core::PriceRecord changed = inserted.value();
        changed.amount = core::Money::parse("8800", "CNY").value();
        QVERIFY(store->setPrice(changed, "renegotiated").ok());
        auto history = store->history(inserted->id).value();
        QCOMPARE(history.size(), std::size_t(2));
        QCOMPARE(history[0].action, std::string("update")); // newest first
        QCOMPARE(history[0].before->amount.toString(), std::string("9000.00 CNY"));
        QCOMPARE(history[0].after->amount.toString(), std::string("8800.00 CNY"));
        QCOMPARE(history[0].note, std::string("renegotiated"));

        // revert the update: the old amount is back, and the revert is itself recorded
        QVERIFY(store->revert(history[0].id, "undo").ok());
        core::PriceFilter f;
        f.regionId = "cn-beijing";
        f.gpuId = "h100-sxm";
        QCOMPARE(store->prices(f).value().front().amount.toString(), std::string("9000.00 CNY"));
        QCOMPARE(store->history(inserted->id).value().front().action, std::string("revert"));

        // delete, and revert the delete
        QVERIFY(store->removePrice(inserted->id, store->prices(f).value().front().version, "gone").ok());
        QVERIFY(store->prices(f).value().empty());
        const auto del = store->history(inserted->id).value().front();
        QCOMPARE(del.action, std::string("delete"));
        QVERIFY(store->revert(del.id, "restore").ok());
        QCOMPARE(store->prices(f).value().size(), std::size_t(1));

        // updating a region that has prices keeps them (an upsert, not a delete and insert)
        core::Region beijing = test::region("cn-beijing", "Beijing", "北京", "CNY", 0.65, 1.3, "test tariff");
        for (const core::Region& r : store->regions().value())
            if (r.id == "cn-beijing")
                beijing.version = r.version; // saved against the version read
        QVERIFY(store->saveRegion(beijing).ok());
        for (const core::Region& r : store->regions().value())
            if (r.id == "cn-beijing") {
                QCOMPARE(r.electricityPerKwh.value_or(0), 0.65);
                QCOMPARE(r.pue, 1.3);
            }
        QCOMPARE(store->prices(f).value().size(), std::size_t(1));

        // refusals leave the content unchanged
        const auto snapshot = all(*store);
        QVERIFY(!store->setPrice(price("h100-sxm", "cn-beijing", "9000"), "duplicate key").ok());
        QVERIFY(!store->setPrice(price("h100-sxm", "mars", "9000"), "unknown region").ok());
        core::PriceRecord bad = price("h100-sxm", "cn-shanghai", "100");
        bad.low = core::Money::parse("200", "CNY").value();
        auto refused = store->setPrice(bad, "low above amount");
        QVERIFY(!refused.ok());
        QVERIFY(QString::fromStdString(refused.error()).contains(QLatin1String("above the amount")));
        QVERIFY(!store->removePrice(999999, 1, "no such").ok());
        QVERIFY(!store->revert(999999, "no such").ok());
        QCOMPARE(all(*store).size(), snapshot.size());
        QCOMPARE(all(*store).size(), before + 1);
    }

    // Every stored price carries a version (1 when added, one on with every change); an edit or removal
    // made against a version that moved on is refused with the price as it is now and who changed it,
    // and nothing is written. A new price (id 0) is not checked.
    void staleEditsAreRefused_data() { contract_data(); }
    void staleEditsAreRefused() {
        QFETCH(QString, kind);
        auto store = make(kind);
        auto added = store->setPrice(price("h100-sxm", "cn-beijing", "9000"), "first quote");
        QVERIFY2(added, added ? "" : added.error().c_str());
        QCOMPARE(added->version, std::int64_t(1));
        core::PriceFilter f;
        f.regionId = "cn-beijing";
        f.gpuId = "h100-sxm";
        QCOMPARE(store->prices(f).value().front().version, std::int64_t(1)); // every read returns it
        core::PriceRecord mine = added.value(), theirs = added.value();
        theirs.amount = core::Money::parse("8800", "CNY").value();
        auto saved = store->setPrice(theirs, "theirs");
        QVERIFY(saved);
        QCOMPARE(saved->version, std::int64_t(2));

        mine.amount = core::Money::parse("8500", "CNY").value();
        auto stale = store->setPrice(mine, "mine");
        QVERIFY(!stale);
        QVERIFY2(stale.conflict(), stale.error().c_str());
        QCOMPARE(stale.conflict()->versionSeen, std::int64_t(1));
        QCOMPARE(stale.conflict()->current->amount.toString(), std::string("8800.00 CNY"));
        QCOMPARE(stale.conflict()->current->version, std::int64_t(2));
        QCOMPARE(stale.conflict()->changedBy, store->author());
        QVERIFY(!stale.conflict()->changedAt.empty());
        QVERIFY2(stale.error().find("was changed by " + store->author()) != std::string::npos,
                 stale.error().c_str());
        QVERIFY(store->removePrice(added->id, 1, "mine").conflict());
        QCOMPARE(store->history(added->id).value().size(), std::size_t(2)); // nothing written
        QCOMPARE(store->prices(f).value().front().amount.toString(), std::string("8800.00 CNY"));
        // A refusal for another reason carries no conflict; a new record is not checked.
        QVERIFY(!store->setPrice(price("h100-sxm", "mars", "9000"), "unknown region").conflict());
        core::PriceRecord fresh = price("h100-sxm", "cn-shanghai", "9100");
        fresh.version = 77;
        auto inserted = store->setPrice(fresh, "new");
        QVERIFY(inserted);
        QCOMPARE(inserted->version, std::int64_t(1));

        // A revert moves the version on too; a price deleted and put back comes back above every
        // version it had, so an edit made before the deletion stays refused.
        QVERIFY(store->revert(store->history(added->id)->front().id, "undo theirs"));
        QCOMPARE(store->prices(f).value().front().version, std::int64_t(3));
        QVERIFY(store->removePrice(added->id, 3, "gone"));
        auto gone = store->setPrice(theirs, "edit of a deleted price");
        QVERIFY(gone.conflict());
        QVERIFY(!gone.conflict()->current);
        QVERIFY2(gone.error().find("was deleted by") != std::string::npos, gone.error().c_str());
        QVERIFY(store->revert(store->history(added->id)->front().id, "put back"));
        QVERIFY(store->prices(f).value().front().version > 3);
        theirs.version = 3;
        QVERIFY(store->setPrice(theirs, "stale after the deletion").conflict());

        // An import that changes a stored price moves its version on.
        const core::PriceRecord before = store->prices(f).value().front();
        auto report = store->importPrices({price("h100-sxm", "cn-beijing", "7000")}, false, "import");
        QVERIFY(report && report->written);
        QCOMPARE(store->prices(f).value().front().version, before.version + 1);
    }

    void importIsAllOrNothing_data() { contract_data(); }
    void importIsAllOrNothing() {
        QFETCH(QString, kind);
        auto store = make(kind);
        const auto snapshot = all(*store);
        // one bad record (unknown region) stops the whole import
        std::vector<core::PriceRecord> batch{price("a100-80gb-sxm", "cn-beijing", "5000"),
                                             price("h100-sxm", "cn-beijing", "8500"),
                                             price("h100-sxm", "mars", "1")};
        auto report = store->importPrices(batch, false, "import");
        QVERIFY(report.ok());
        QVERIFY(!report->written);
        QCOMPARE(report->errors.size(), std::size_t(1));
        QCOMPARE(report->errors.front().line, 3);
        QCOMPARE(all(*store).size(), snapshot.size());
        // duplicates inside one batch are refused too
        batch.back() = batch.front();
        QVERIFY(!store->importPrices(batch, false, "import")->written);
        QCOMPARE(all(*store).size(), snapshot.size());
        // a dry run reports and writes nothing
        batch.pop_back();
        auto dry = store->importPrices(batch, true, "dry");
        QCOMPARE(dry->inserted, 2);
        QVERIFY(!dry->written);
        QCOMPARE(all(*store).size(), snapshot.size());
        // the real import, then the same again: nothing changes the second time
        auto done = store->importPrices(batch, false, "import");
        QVERIFY(done->written);
        QCOMPARE(done->inserted, 2);
        auto again = store->importPrices(batch, false, "import");
        QCOMPARE(again->unchanged, 2);
        QCOMPARE(all(*store).size(), snapshot.size() + 2);
        // an import that changes an amount updates, with history
        batch[0].amount = core::Money::parse("4800", "CNY").value();
        auto update = store->importPrices(batch, false, "new quote");
        QCOMPARE(update->updated, 1);
        QCOMPARE(update->unchanged, 1);
    }

    void scenariosAreReplacedAllOrNothing_data() { contract_data(); }
    void scenariosAreReplacedAllOrNothing() {
        QFETCH(QString, kind);
        auto owner = make(kind);
        auto* store = dynamic_cast<core::ScenarioStore*>(owner.get());
        QVERIFY(store);
        QVERIFY(store->scenarios()->empty());
        QVERIFY(store->replaceScenarios({{"b", "{\"name\":\"b\"}"}, {"a", "{\"name\":\"a\"}"}}));
        QCOMPARE(store->scenarios()->size(), std::size_t(2));
        QCOMPARE(store->scenarios()->front().name, std::string("b")); // table order, not name order
        auto refused = store->replaceScenarios({{"x", "{}"}, {"x", "{}"}});
        QVERIFY(!refused);
        QVERIFY(refused.error().find("two scenarios are called 'x'") != std::string::npos);
        QVERIFY(!store->replaceScenarios({{"", "{}"}}));
        QCOMPARE(store->scenarios()->size(), std::size_t(2));
        QCOMPARE(store->scenarios()->back().json, std::string("{\"name\":\"a\"}"));
        QVERIFY(store->replaceScenarios({}));
        QVERIFY(store->scenarios()->empty());
    }

    // Shared or not, who owns it, and a save that keeps both: the same on every store, a team store (the
    // server's or the memory store's) sharing, a local one refusing to.
    void scenariosKeepOwnerAndSharing_data() {
        contract_data();
        QTest::newRow("memory-team") << "memory-team";
    }
    void scenariosKeepOwnerAndSharing() {
        QFETCH(QString, kind);
        auto owner = make(kind);
        auto* store = dynamic_cast<core::ScenarioStore*>(owner.get());
        QVERIFY(store);
        const std::string me = store->teamUser();
        QCOMPARE(me.empty(), kind == QLatin1String("sqlite") || kind == QLatin1String("memory"));
        QVERIFY(store->replaceScenarios({{"a", "{\"v\":1}"}, {"b", "{}"}}));
        auto shared = store->setScenarioShared("a", true);
        if (me.empty()) {
            QVERIFY(!shared);
            QVERIFY2(shared.error().find("a local store has no team to share with") != std::string::npos,
                     shared.error().c_str());
            for (const core::StoredScenario& s : store->scenarios().value())
                QVERIFY(s.owner.empty() && !s.shared);
            return;
        }
        QVERIFY2(shared, shared ? "" : shared.error().c_str());
        QVERIFY(store->setScenarioShared("a", true)); // already so: nothing to do
        // A changed scenario, a new one between two, and another owner's row handed in: the flag stays,
        // the order is the table's, and the other owner's row is not written.
        QVERIFY(store->replaceScenarios(
            {{"a", "{\"v\":2}", me, false}, {"c", "{}"}, {"b", "{}"}, {"x", "{}", "mallory", true}}));
        auto rows = store->scenarios().value();
        QCOMPARE(rows.size(), std::size_t(3));
        QCOMPARE(rows[0].name + rows[1].name + rows[2].name, std::string("acb"));
        QCOMPARE(rows[0].json, std::string("{\"v\":2}"));
        QVERIFY(rows[0].shared && !rows[1].shared && !rows[2].shared);
        for (const core::StoredScenario& s : rows)
            QCOMPARE(s.owner, me);
        // Renamed where it stands: the same scenario, still shared.
        QVERIFY(store->replaceScenarios({{"a2", "{\"v\":2}"}, {"c", "{}"}, {"b", "{}"}}));
        rows = store->scenarios().value();
        QCOMPARE(rows[0].name, std::string("a2"));
        QVERIFY(rows[0].shared);
        QVERIFY(store->setScenarioShared("a2", false));
        QVERIFY(!store->scenarios()->front().shared);
        auto unknown = store->setScenarioShared("nope", true);
        QVERIFY(!unknown);
        QVERIFY2(unknown.error().find("no scenario called 'nope'") != std::string::npos,
                 unknown.error().c_str());
    }

    void gpusAreSavedAndRemovedWithChecks_data() { contract_data(); }
    void gpusAreSavedAndRemovedWithChecks() {
        QFETCH(QString, kind);
        auto owner = make(kind);
        auto* store = dynamic_cast<core::CatalogStore*>(owner.get());
        QVERIFY(store);
        core::GpuSpec g = *cli::loadBundledCatalog()->gpu("l4");
        g.id = "l4-quote";
        g.name = "L4 (our quote)";
        auto added = store->saveGpu(g);
        QVERIFY2(added, added ? "" : added.error().c_str());
        QCOMPARE(added->version, std::int64_t(1));
        g.tdpWatts = 75; // an update of the same id, against the version added
        g.version = added->version;
        auto updated = store->saveGpu(g);
        QVERIFY2(updated, updated ? "" : updated.error().c_str());
        QCOMPARE(updated->version, std::int64_t(2));
        QCOMPARE(updated->tdpWatts, 75.0);
        QCOMPARE(store->storedGpu("l4-quote")->value(), updated.value());
        QVERIFY(!store->storedGpu("no-such-gpu")->has_value());
        core::GpuSpec bad = updated.value();
        bad.name.clear();
        QVERIFY(!store->saveGpu(bad));
        QVERIFY(owner->setPrice(price("l4-quote", "cn-beijing", "900"), "test"));
        auto refused = store->removeGpu("l4-quote", updated->version);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("prices name l4-quote") != std::string::npos, refused.error().c_str());
        core::PriceFilter quoted;
        quoted.gpuId = "l4-quote";
        const core::PriceRecord quote = owner->prices(quoted)->front();
        QVERIFY(owner->removePrice(quote.id, quote.version, "test"));
        QVERIFY(store->removeGpu("l4-quote", updated->version));
        if (kind != QLatin1String("memory")) {
            auto* sql = static_cast<db::SqlStore*>(owner.get());
            QVERIFY(sql->catalogTexts()->gpus.find("l4-quote") == std::string::npos);
            core::PriceFilter a100;
            a100.gpuId = "a100-40gb-sxm"; // calibrated; its seeded prices go first
            for (const core::PriceRecord& p : owner->prices(a100).value())
                QVERIFY(owner->removePrice(p.id, p.version, "test"));
            auto calibrated =
                store->removeGpu("a100-40gb-sxm", store->storedGpu("a100-40gb-sxm")->value().version);
            QVERIFY(!calibrated);
            QVERIFY(calibrated.error().find("calibrated on published runs") != std::string::npos);
            g.id = "l4-kept";
            g.version = 0; // a new GPU
            QVERIFY(store->saveGpu(g));
            auto texts = sql->catalogTexts();
            auto catalog = core::Catalog::fromTexts(texts.value());
            QVERIFY2(catalog, catalog ? "" : catalog.error().c_str());
            QCOMPARE(catalog->gpu("l4-kept")->tdpWatts, 75.0);
        } else {
            QVERIFY(static_cast<core::MemoryPriceStore*>(owner.get())->savedGpus().empty());
        }
    }
};

QTEST_GUILESS_MAIN(TestPriceStoreContract)
#include "test_price_store_contract.moc"
