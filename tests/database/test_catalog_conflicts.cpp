// Two people editing the same GPU of the catalog never overwrite each other silently (issue 16): every GPU
// carries a version, and a save or delete made against a version that has moved on is refused with the other
// person's GPU (and, on a team store, who changed it and when), nothing written. Tested with two real
// connections: one SQLite file opened twice, and two admins (login roles of the test server) on one team
// store; the in-memory store the UI's tests use behaves the same.
#include "database/pg_team_users.h"
#include "database/pg_test_server.h"
#include "pg/pg_store.h"
#include "store.h"

#include "cli/bundled_data.h"
#include "core/catalog/catalog.h"
#include "core/prices/memory_price_store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplan;

namespace {

// The GPU as `store` holds it now, with its version.
core::GpuSpec read(core::CatalogStore& store, const char* id) {
    auto gpu = store.storedGpu(id);
    if (!gpu || !gpu.value())
        qFatal("the store holds no GPU %s", id);
    return *gpu.value();
}

// The signed changes to GPUs: a migration's bookkeeping must add none.
const QString kGpuChanges = QStringLiteral("SELECT count(*) FROM change_log WHERE table_name = 'gpus'");

core::GpuSpec withTdp(core::GpuSpec gpu, double watts) {
    gpu.tdpWatts = watts;
    return gpu;
}

} // namespace

class TestCatalogConflicts : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ScratchDatabases> m_databases;

    // `second` saves and deletes the GPU `first` changed meanwhile: both refused with `first`'s figures
    // (and author where the store records one), nothing written; then "apply mine" is saved.
    void secondSaveMeetsTheFirst(core::CatalogStore& first, core::CatalogStore& second, const char* id,
                                 const std::string& author) {
        const core::GpuSpec seen = read(second, id); // both read the same GPU
        QCOMPARE(read(first, id).version, seen.version);
        auto saved = first.saveGpu(withTdp(seen, 650));
        QVERIFY2(saved, saved ? "" : saved.error().c_str());
        QCOMPARE(saved->version, seen.version + 1);

        auto refused = second.saveGpu(withTdp(seen, 800));
        QVERIFY(!refused);
        const core::GpuConflict* conflict = refused.gpuConflict();
        QVERIFY2(conflict, refused.error().c_str());
        QCOMPARE(conflict->id, std::string(id));
        QCOMPARE(conflict->versionSeen, seen.version);
        QVERIFY(conflict->current);
        QCOMPARE(conflict->current->tdpWatts, 650.0);
        QCOMPARE(conflict->current->version, saved->version);
        QCOMPARE(conflict->changedBy, author);
        QCOMPARE(conflict->changedAt.empty(), author.empty());
        const QString text = QString::fromStdString(refused.error());
        for (const QString& part :
             {QStringLiteral("GPU %1 (").arg(QLatin1String(id)), QStringLiteral("tdp_w 650 (yours 800)"),
              QStringLiteral("nothing was written"),
              QString::fromStdString("was changed by " + (author.empty() ? "someone else" : author))})
            QVERIFY2(text.contains(part), qPrintable(text));
        auto deleted = second.removeGpu(id, seen.version);
        QVERIFY(!deleted);
        QVERIFY2(deleted.gpuConflict(), deleted.error().c_str());
        QCOMPARE(read(first, id), saved.value()); // nothing written

        // "Apply mine": the same save made against the version it met.
        core::GpuSpec mine = withTdp(seen, 800);
        mine.version = conflict->current->version;
        auto applied = second.saveGpu(mine);
        QVERIFY2(applied, applied ? "" : applied.error().c_str());
        QCOMPARE(applied->version, saved->version + 1);
        QCOMPARE(read(first, id).tdpWatts, 800.0);
    }

    // A GPU added by the one and deleted by the other: the second adding the same id meets the first's; an
    // edit of a GPU deleted meanwhile meets the deletion.
    void addedAndDeletedMeanwhile(core::CatalogStore& first, core::CatalogStore& second) {
        core::GpuSpec quote = read(first, "h100-sxm");
        quote.id = "h100-quote";
        quote.name = "H100 (our quote)";
        quote.version = 0;
        auto added = first.saveGpu(quote);
        QVERIFY2(added, added ? "" : added.error().c_str());
        auto addedToo = second.saveGpu(withTdp(quote, 690));
        QVERIFY(!addedToo);
        QVERIFY2(addedToo.gpuConflict() && addedToo.gpuConflict()->current, addedToo.error().c_str());
        QVERIFY2(addedToo.error().find("was added by") != std::string::npos, addedToo.error().c_str());
        const core::GpuSpec seen = read(second, "h100-quote");
        QVERIFY(first.removeGpu("h100-quote", added->version));
        auto gone = second.saveGpu(withTdp(seen, 690));
        QVERIFY(!gone);
        QVERIFY2(gone.gpuConflict() && !gone.gpuConflict()->current, gone.error().c_str());
        QVERIFY2(gone.error().find("was deleted by") != std::string::npos, gone.error().c_str());
        QVERIFY(!second.storedGpu("h100-quote")->has_value());
    }

private slots:
    void sqliteFileOpenedTwice() {
        const QString file = m_dir.filePath(QStringLiteral("shared.sqlite"));
        auto first = db::SqliteStore::open(file);
        QVERIFY2(first, first ? "" : first.error().c_str());
        auto second = db::SqliteStore::open(file);
        QVERIFY2(second, second ? "" : second.error().c_str());
        QCOMPARE(read(*first.value(), "h100-sxm").version, std::int64_t(1));      // a new store's GPUs
        secondSaveMeetsTheFirst(*first.value(), *second.value(), "h100-sxm", ""); // a file names nobody
        addedAndDeletedMeanwhile(*first.value(), *second.value());
        // Added again after its deletion, the GPU comes back above the version it had (the file keeps the
        // deleted GPU's version), so an edit made against the deleted one is still refused.
        core::GpuSpec again = read(*first.value(), "h100-sxm");
        again.id = "h100-quote";
        again.version = 0;
        auto back = second.value()->saveGpu(again);
        QVERIFY2(back, back ? "" : back.error().c_str());
        QCOMPARE(back->version, std::int64_t(2));
        again.version = 1;
        QVERIFY(first.value()->saveGpu(withTdp(again, 640)).gpuConflict());
        QVERIFY(first.value()->removeGpu("h100-quote", 2));

        // The catalog the window reads carries each GPU's version; the exports keep the file layout.
        const core::Catalog catalog =
            core::Catalog::fromTexts(second.value()->catalogTexts().value()).value();
        QCOMPARE(catalog.gpu("h100-sxm")->version, read(*first.value(), "h100-sxm").version);
        QVERIFY(second.value()->catalogTexts(false)->gpus.find("version") == std::string::npos);
        const test::CliRun listed =
            test::on(file, {QStringLiteral("gpus"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(listed.status, 0);
        for (const QJsonValue& v : QJsonDocument::fromJson(listed.out.toUtf8()).array())
            if (v[QStringLiteral("id")].toString() == QLatin1String("h100-sxm"))
                QCOMPARE(v[QStringLiteral("version")].toInteger(), read(*first.value(), "h100-sxm").version);

        // An import of the catalog moves on the GPUs whose figures it changes, so an edit read before is
        // refused; the others keep their versions.
        const core::GpuSpec before = read(*second.value(), "a100-80gb-sxm");
        const core::GpuSpec untouched = read(*second.value(), "l4");
        const QString exported = m_dir.filePath(QStringLiteral("gpus.csv"));
        QCOMPARE(test::on(file, {QStringLiteral("export"), QStringLiteral("gpus"), exported}).status, 0);
        QFile csv(exported);
        QVERIFY(csv.open(QIODevice::ReadWrite));
        QByteArray rows = csv.readAll();
        const qsizetype a100 = rows.indexOf("\na100-80gb-sxm,");
        QVERIFY(a100 > 0);
        const QByteArray tdp = QByteArray(",") + QByteArray::number(before.tdpWatts) + ",";
        rows.replace(rows.indexOf(tdp, a100), tdp.size(), ",395,");
        csv.resize(0);
        csv.write(rows);
        csv.close();
        const test::CliRun imported =
            test::on(file, {QStringLiteral("import"), QStringLiteral("gpus"), exported});
        QVERIFY2(imported.status == 0, qPrintable(imported.err));
        QCOMPARE(read(*first.value(), "a100-80gb-sxm").tdpWatts, 395.0);
        QCOMPARE(read(*first.value(), "a100-80gb-sxm").version, before.version + 1);
        QCOMPARE(read(*first.value(), "l4").version, untouched.version);
        QVERIFY(!second.value()->saveGpu(withTdp(before, 390)).ok());
    }

    // `gpu set` and `gpu delete` on the command line: one column changed against the version read, a stale
    // --if-version refused naming the figures now (exit 2, nothing written), a new GPU only as a copy of
    // another, a bad figure or a GPU that prices name refused with the reason.
    void commandLineEditsOneGpu() {
        const QString file = m_dir.filePath(QStringLiteral("cli.sqlite"));
        const auto gpu = [&](QStringList args) {
            return test::on(file, QStringList{QStringLiteral("gpu")} + args);
        };
        const test::CliRun set =
            gpu({QStringLiteral("set"), QStringLiteral("--id"), QStringLiteral("h100-sxm"),
                 QStringLiteral("--tdp-w"), QStringLiteral("650")});
        QVERIFY2(set.status == 0, qPrintable(set.err));
        QVERIFY2(set.out.contains(QLatin1String("stored GPU h100-sxm (H100 SXM 80GB, version 2)")),
                 qPrintable(set.out));
        auto store = db::SqliteStore::open(file);
        QVERIFY(store);
        QCOMPARE(read(*store.value(), "h100-sxm").tdpWatts, 650.0);
        QCOMPARE(read(*store.value(), "h100-sxm").memoryBytes, 80e9); // the other columns as they were

        const test::CliRun stale =
            gpu({QStringLiteral("set"), QStringLiteral("--id"), QStringLiteral("h100-sxm"),
                 QStringLiteral("--tdp-w"), QStringLiteral("640"), QStringLiteral("--if-version"),
                 QStringLiteral("1")});
        QCOMPARE(stale.status, 2);
        QVERIFY2(stale.err.contains(QLatin1String("it now has tdp_w 650 (yours 640) (version 2); nothing was "
                                                  "written")),
                 qPrintable(stale.err));
        QCOMPARE(read(*store.value(), "h100-sxm").tdpWatts, 650.0);
        const test::CliRun bad =
            gpu({QStringLiteral("set"), QStringLiteral("--id"), QStringLiteral("h100-sxm"),
                 QStringLiteral("--memory-gb"), QStringLiteral("lots")});
        QCOMPARE(bad.status, 2);
        QVERIFY2(bad.err.contains(QLatin1String("memory_gb")), qPrintable(bad.err));
        QCOMPARE(read(*store.value(), "h100-sxm").version, std::int64_t(2));

        const QStringList quote{QStringLiteral("set"), QStringLiteral("--id"), QStringLiteral("h100-quote"),
                                QStringLiteral("--name"), QStringLiteral("H100 (our quote)")};
        const test::CliRun noBase = gpu(quote);
        QCOMPARE(noBase.status, 2);
        QVERIFY2(noBase.err.contains(QLatin1String("give --copy-of ID")), qPrintable(noBase.err));
        const test::CliRun copied =
            gpu(quote + QStringList{QStringLiteral("--copy-of"), QStringLiteral("h100-sxm")});
        QVERIFY2(copied.status == 0, qPrintable(copied.err));
        const core::GpuSpec added = read(*store.value(), "h100-quote");
        QCOMPARE(added.name, std::string("H100 (our quote)"));
        QCOMPARE(added.tdpWatts, 650.0);
        QVERIFY(added.unverified);
        QVERIFY2(added.verification.find("copied from h100-sxm") == 0, added.verification.c_str());

        const QStringList drop{QStringLiteral("delete"), QStringLiteral("--id"),
                               QStringLiteral("h100-quote")};
        QCOMPARE(gpu(drop + QStringList{QStringLiteral("--if-version"), QStringLiteral("2")}).status, 2);
        QVERIFY(store.value()->storedGpu("h100-quote")->has_value());
        QCOMPARE(gpu(drop).status, 0);
        QVERIFY(!store.value()->storedGpu("h100-quote")->has_value());
        const test::CliRun named =
            gpu({QStringLiteral("delete"), QStringLiteral("--id"), QStringLiteral("h100-sxm")});
        QCOMPARE(named.status, 2);
        QVERIFY2(named.err.contains(QLatin1String("stored prices name h100-sxm")), qPrintable(named.err));
    }

    void teamStoreTwoAdmins() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        const QString owner = m_databases->create();
        QCOMPARE(test::on(owner, {QStringLiteral("team"), QStringLiteral("init")}).status, 0);
        const auto [aliceName, aliceUrl] = test::teamMember(*m_databases, owner, "alice", "admin");
        const auto [bobName, bobUrl] = test::teamMember(*m_databases, owner, "bob", "admin");
        auto alice = db::PgStore::open(db::parsePgUrl(aliceUrl).value());
        auto bob = db::PgStore::open(db::parsePgUrl(bobUrl).value());
        QVERIFY2(alice && bob, alice ? (bob ? "" : bob.error().c_str()) : alice.error().c_str());
        secondSaveMeetsTheFirst(*alice.value(), *bob.value(), "h100-sxm", aliceName);
        addedAndDeletedMeanwhile(*alice.value(), *bob.value());

        // Added again after its deletion, the GPU comes back above every version it had (change_log counts
        // its insert and delete), so an edit made against the deleted one is still refused.
        core::GpuSpec again = read(*alice.value(), "h100-sxm");
        again.id = "h100-quote";
        again.version = 0;
        auto back = bob.value()->saveGpu(again);
        QVERIFY2(back, back ? "" : back.error().c_str());
        QCOMPARE(back->version, std::int64_t(3));
        again.version = 1;
        auto stale = alice.value()->saveGpu(withTdp(again, 640));
        QVERIFY(!stale);
        QCOMPARE(stale.gpuConflict()->changedBy, bobName);
        // On the command line an editor's `gpu set` is refused by the server, nothing changed.
        const auto [carolName, carolUrl] = test::teamMember(*m_databases, owner, "carol", "editor");
        const test::CliRun editor = test::on(carolUrl, {QStringLiteral("gpu"), QStringLiteral("set"),
                                                        QStringLiteral("--id"), QStringLiteral("h100-quote"),
                                                        QStringLiteral("--tdp-w"), QStringLiteral("600")});
        QCOMPARE(editor.status, 2);
        QVERIFY2(
            editor.err.contains(QLatin1String("cannot change GPU h100-quote: the server refused: changing "
                                              "gpus needs the admin role")),
            qPrintable(editor.err));
        QCOMPARE(read(*alice.value(), "h100-quote").version, std::int64_t(3));
        alice = core::fail(std::string("closed"));
        bob = core::fail(std::string("closed"));
        m_databases.reset();
    }

    // A schema-6 team store upgraded to 7: each GPU's version starts at the changes change_log records of it
    // (one for the seeding, one per edit), and the upgrade itself signs nothing.
    void teamStoreUpgradeCountsTheChanges() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        const QString owner = m_databases->create();
        QCOMPARE(test::on(owner, {QStringLiteral("team"), QStringLiteral("init")}).status, 0);
        {
            auto store = test::openAs(owner);
            QVERIFY(store);
            auto once = store->saveGpu(withTdp(read(*store, "h100-sxm"), 650));
            QVERIFY2(once, once ? "" : once.error().c_str());
            QVERIFY(store->saveGpu(withTdp(once.value(), 640)));
        }
        const QString logged = test::pgScalar(owner, kGpuChanges);
        // Back to schema 6: schema 8's columns go too, so both migrations run again.
        for (const char* sql :
             {"ALTER TABLE gpus DROP COLUMN version", "ALTER TABLE regions DROP COLUMN version",
              "ALTER TABLE exchange_rates DROP COLUMN version",
              "DELETE FROM schema_version WHERE version >= 7"})
            QCOMPARE(test::pgScalar(owner, QLatin1String(sql)), QString());
        auto upgraded = test::openAs(owner);
        QVERIFY(upgraded);
        QCOMPARE(upgraded->schemaVersion(), db::kPgSchemaVersion);
        QCOMPARE(read(*upgraded, "h100-sxm").version, std::int64_t(3));
        QCOMPARE(read(*upgraded, "a100-80gb-sxm").version, std::int64_t(1));
        QCOMPARE(test::pgScalar(owner, kGpuChanges), logged);
        upgraded.reset();
        m_databases.reset();
    }

private:
    // A team store made at the current schema with one GPU edited as its admin would, then taken back by
    // `rollback` (a migration's column dropped, its schema_version rows deleted) and opened again, so the
    // upgrade runs once more. `logged` is the count of signed GPU changes before the upgrade, which the
    // upgrade (bookkeeping, not anyone's change) must leave as it was. Null on any failure.
    std::unique_ptr<db::PgStore> upgradedAgain(const QString& owner, const char* edited, double watts,
                                               std::initializer_list<const char*> rollback, QString& logged) {
        if (test::on(owner, {QStringLiteral("team"), QStringLiteral("init")}).status != 0)
            return nullptr;
        {
            auto store = test::openAs(owner);
            if (!store || !store->saveGpu(withTdp(read(*store, edited), watts)))
                return nullptr;
        }
        logged = test::pgScalar(owner, kGpuChanges);
        for (const char* sql : rollback)
            if (!test::pgScalar(owner, QLatin1String(sql)).isEmpty())
                return nullptr;
        return test::openAs(owner);
    }

private slots:
    // A schema-11 team store upgraded to 12 (issue 31): the FP4 column is added, the bundled cards nobody
    // edited get the bundled figure, an edited one keeps what its admin wrote, and the upgrade signs nothing.
    void teamStoreUpgradeAddsFp4ToUneditedCards() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        const QString owner = m_databases->create();
        QString logged;
        auto upgraded = upgradedAgain(
            owner, "b200", 950,
            {"ALTER TABLE gpus DROP COLUMN fp4_tflops", "DELETE FROM schema_version WHERE version >= 12"},
            logged);
        QVERIFY(upgraded);
        QCOMPARE(upgraded->schemaVersion(), db::kPgSchemaVersion);
        QCOMPARE(read(*upgraded, "b300").peak[core::index(core::Precision::FP4)], 14000e12);
        QCOMPARE(read(*upgraded, "mi355x").peak[core::index(core::Precision::FP4)], 10100e12);
        const core::GpuSpec edited = read(*upgraded, "b200");
        QCOMPARE(edited.tdpWatts, 950.0);
        QVERIFY(!edited.supports(core::Precision::FP4));
        QCOMPARE(test::pgScalar(owner, kGpuChanges), logged);
        upgraded.reset();
        m_databases.reset();
    }

    // A schema-13 team store upgraded to 14 (issue 31): the rack-power column is added, the NVL72 rows nobody
    // edited get the bundled figure, an edited one keeps what its admin wrote (none), a TPU's board power may
    // be blank, and nothing is signed.
    void teamStoreUpgradeAddsRackPowerToUneditedRacks() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        const QString owner = m_databases->create();
        QString logged;
        auto upgraded = upgradedAgain(
            owner, "gb200-nvl72", 1150,
            {"ALTER TABLE gpus DROP COLUMN system_kw", "DELETE FROM schema_version WHERE version >= 14"},
            logged);
        QVERIFY(upgraded);
        QCOMPARE(upgraded->schemaVersion(), db::kPgSchemaVersion);
        QCOMPARE(read(*upgraded, "gb300-nvl72").systemWatts, 142e3);
        const core::GpuSpec edited = read(*upgraded, "gb200-nvl72");
        QCOMPARE(edited.tdpWatts, 1150.0);
        QCOMPARE(edited.systemWatts, 0.0);
        QCOMPARE(read(*upgraded, "h100-sxm").systemWatts, 0.0);
        QCOMPARE(read(*upgraded, "tpu-v6e").tdpWatts, 0.0);
        QCOMPARE(read(*upgraded, "tpu-v6e").link, core::LinkType::TpuIci);
        QCOMPARE(test::pgScalar(owner, kGpuChanges), logged);
        upgraded.reset();
        m_databases.reset();
    }

    // The in-memory store of the UI's tests: the same refusals, signed by its author.
    void memoryStore() {
        core::MemoryPriceStore store([] { return std::string("2026-12-02T09:00:00Z"); }, "alice");
        core::GpuSpec h100 = *cli::loadBundledCatalog()->gpu("h100-sxm");
        QVERIFY(store.saveGpu(h100)); // the bundled GPU put into the store, at version 1
        secondSaveMeetsTheFirst(store, store, "h100-sxm", "alice");
        addedAndDeletedMeanwhile(store, store);
    }
};

QTEST_GUILESS_MAIN(TestCatalogConflicts)
#include "test_catalog_conflicts.moc"
