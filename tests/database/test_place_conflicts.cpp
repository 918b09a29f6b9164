// Two people editing the same region or exchange rate never overwrite each other silently (issue 16): each
// carries a version, as prices and GPUs do, and a save made against a version that has moved on (or adding
// one someone else added meanwhile) is refused with the other person's row (and, on a team store, who changed
// it and when), nothing written. Tested with two real connections: one SQLite file opened twice, and two
// editors (login roles of the test server) on one team store; the in-memory store the UI's tests use behaves
// the same. The command line's `region set` and `rate set` take --if-version.
#include "database/pg_team_users.h"
#include "database/pg_test_server.h"
#include "pg/pg_store.h"
#include "store.h"

#include "core/prices/memory_price_store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplan;

namespace {

core::Region region(core::PriceStore& store, const char* id) {
    for (const core::Region& r : store.regions().value())
        if (r.id == id)
            return r;
    qFatal("the store holds no region %s", id);
    return {};
}

core::ExchangeRate rate(core::PriceStore& store, const char* currency) {
    for (const core::ExchangeRate& r : store.exchangeRates().value())
        if (r.currency == currency)
            return r;
    qFatal("the store holds no %s rate", currency);
    return {};
}

core::Region withPue(core::Region r, double pue) {
    r.pue = pue;
    r.pueSource.source = "site survey";
    return r;
}

core::ExchangeRate withRate(core::ExchangeRate r, double usdPerUnit) {
    r.usdPerUnit = usdPerUnit;
    r.low = r.high = std::nullopt;
    r.effectiveDate = "2026-12-01";
    r.source = "a bank's quote";
    return r;
}

// A new region both add under one id.
core::Region quoteRegion() {
    core::Region r;
    r.id = "cn-wuhan";
    r.nameEn = "Wuhan";
    r.nameZh = "武汉";
    r.currency = "CNY";
    return r;
}

} // namespace

class TestPlaceConflicts : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ScratchDatabases> m_databases;

    // `second` saves the region and the rate `first` changed meanwhile: both refused with `first`'s figures
    // (and author where the store records one), nothing written; then "apply mine" is saved; a region both
    // add is refused to the second as added by the first.
    void secondSaveMeetsTheFirst(core::PriceStore& first, core::PriceStore& second,
                                 const std::string& author) {
        const core::Region seen = region(second, "cn-shanghai");
        QCOMPARE(region(first, "cn-shanghai").version, seen.version);
        auto saved = first.saveRegion(withPue(seen, 1.25));
        QVERIFY2(saved, saved ? "" : saved.error().c_str());
        QCOMPARE(saved->version, seen.version + 1);
        QCOMPARE(region(second, "cn-shanghai").version, saved->version); // every read returns it

        auto refused = second.saveRegion(withPue(seen, 1.4));
        QVERIFY(!refused);
        const core::RegionConflict* conflict = refused.regionConflict();
        QVERIFY2(conflict, refused.error().c_str());
        QCOMPARE(conflict->regionId, std::string("cn-shanghai"));
        QCOMPARE(conflict->versionSeen, seen.version);
        QVERIFY(conflict->current);
        QCOMPARE(conflict->current->pue, 1.25);
        QCOMPARE(conflict->current->version, saved->version);
        QCOMPARE(conflict->changedBy, author);
        QCOMPARE(conflict->changedAt.empty(), author.empty());
        const QString text = QString::fromStdString(refused.error());
        for (const QString& part :
             {QStringLiteral("region cn-shanghai (Shanghai)"), QStringLiteral("PUE 1.25 (yours 1.4)"),
              QStringLiteral("nothing was written"),
              QString::fromStdString("was changed by " + (author.empty() ? "someone else" : author))})
            QVERIFY2(text.contains(part), qPrintable(text));
        QCOMPARE(region(first, "cn-shanghai"), saved.value()); // nothing written
        core::Region mine = withPue(seen, 1.4);
        mine.version = conflict->current->version; // "apply mine"
        auto applied = second.saveRegion(mine);
        QVERIFY2(applied, applied ? "" : applied.error().c_str());
        QCOMPARE(region(first, "cn-shanghai").pue, 1.4);
        QCOMPARE(applied->version, saved->version + 1);

        const core::ExchangeRate cny = rate(second, "CNY");
        auto rateSaved = first.saveExchangeRate(withRate(cny, 0.1391));
        QVERIFY2(rateSaved, rateSaved ? "" : rateSaved.error().c_str());
        QCOMPARE(rateSaved->version, cny.version + 1);
        auto rateRefused = second.saveExchangeRate(withRate(cny, 0.1402));
        QVERIFY(!rateRefused);
        const core::RateConflict* rc = rateRefused.rateConflict();
        QVERIFY2(rc && rc->current, rateRefused.error().c_str());
        QCOMPARE(rc->current->usdPerUnit, 0.1391);
        QCOMPARE(rc->versionSeen, cny.version);
        QCOMPARE(rc->changedBy, author);
        QVERIFY2(rateRefused.error().find("the CNY exchange rate was changed by") != std::string::npos &&
                     rateRefused.error().find("1 CNY = 0.1391 USD of 2026-12-01 (yours 0.1402") !=
                         std::string::npos,
                 rateRefused.error().c_str());
        QCOMPARE(rate(first, "CNY").usdPerUnit, 0.1391);
        QVERIFY(!refused.rateConflict() && !rateRefused.regionConflict()); // each failure carries its own

        auto added = first.saveRegion(quoteRegion());
        QVERIFY2(added, added ? "" : added.error().c_str());
        QCOMPARE(added->version, std::int64_t(1));
        auto addedToo = second.saveRegion(withPue(quoteRegion(), 1.3));
        QVERIFY(!addedToo);
        QVERIFY2(addedToo.regionConflict() && addedToo.regionConflict()->current, addedToo.error().c_str());
        QVERIFY2(addedToo.error().find("was added by") != std::string::npos, addedToo.error().c_str());
        QCOMPARE(region(first, "cn-wuhan").pue, 1.5);
        // A refusal for another reason carries no conflict.
        core::Region lost = region(second, "cn-wuhan");
        lost.parent = "atlantis";
        auto unknown = second.saveRegion(lost);
        QVERIFY(!unknown && !unknown.regionConflict());
        QVERIFY2(unknown.error().find("unknown area 'atlantis'") != std::string::npos,
                 unknown.error().c_str());
    }

private slots:
    void sqliteFileOpenedTwice() {
        const QString file = m_dir.filePath(QStringLiteral("shared.sqlite"));
        auto first = db::SqliteStore::open(file);
        QVERIFY2(first, first ? "" : first.error().c_str());
        auto second = db::SqliteStore::open(file);
        QVERIFY2(second, second ? "" : second.error().c_str());
        QCOMPARE(region(*first.value(), "cn-shanghai").version, std::int64_t(1)); // a new store's rows
        QCOMPARE(rate(*first.value(), "CNY").version, std::int64_t(1));
        secondSaveMeetsTheFirst(*first.value(), *second.value(), ""); // a file names nobody

        // The listings show the versions; `rate set` and `region set` with a stale --if-version are refused
        // (exit 2, naming the row now), with the current one saved.
        const auto versionOf = [&](const char* listing, const char* key, const char* value) {
            const test::CliRun listed =
                test::on(file, {QLatin1String(listing), QStringLiteral("--format"), QStringLiteral("json")});
            for (const QJsonValue& v : QJsonDocument::fromJson(listed.out.toUtf8()).array())
                if (v[QLatin1String(key)].toString() == QLatin1String(value))
                    return v[QStringLiteral("version")].toInteger();
            return qint64(-1);
        };
        const qint64 cny = versionOf("rates", "currency", "CNY");
        QCOMPARE(cny, rate(*first.value(), "CNY").version);
        const QString stale = QString::number(cny - 1);
        const test::CliRun refused =
            test::on(file, {QStringLiteral("rate"), QStringLiteral("set"), QStringLiteral("--currency"),
                            QStringLiteral("CNY"), QStringLiteral("--usd-per-unit"), QStringLiteral("0.15"),
                            QStringLiteral("--source"), QStringLiteral("mine"),
                            QStringLiteral("--if-version"), stale});
        QCOMPARE(refused.status, 2);
        QVERIFY2(refused.err.contains(QLatin1String("the CNY exchange rate was changed by someone else")) &&
                     refused.err.contains(QLatin1String("nothing was written")),
                 qPrintable(refused.err));
        QCOMPARE(rate(*first.value(), "CNY").usdPerUnit, 0.1391);
        const test::CliRun rateSet =
            test::on(file, {QStringLiteral("rate"), QStringLiteral("set"), QStringLiteral("--currency"),
                            QStringLiteral("CNY"), QStringLiteral("--usd-per-unit"), QStringLiteral("0.15"),
                            QStringLiteral("--source"), QStringLiteral("mine"),
                            QStringLiteral("--if-version"), QString::number(cny)});
        QVERIFY2(rateSet.status == 0, qPrintable(rateSet.err));
        QVERIFY2(rateSet.out.contains(QStringLiteral("version %1").arg(cny + 1)), qPrintable(rateSet.out));
        const qint64 shanghai = versionOf("regions", "id", "cn-shanghai");
        QCOMPARE(shanghai, region(*first.value(), "cn-shanghai").version);
        const QStringList pue{QStringLiteral("region"),      QStringLiteral("set"),   QStringLiteral("--id"),
                              QStringLiteral("cn-shanghai"), QStringLiteral("--pue"), QStringLiteral("1.3"),
                              QStringLiteral("--if-version")};
        const test::CliRun regionRefused = test::on(file, pue + QStringList{QString::number(shanghai + 1)});
        QCOMPARE(regionRefused.status, 2);
        QVERIFY2(regionRefused.err.contains(QLatin1String("region cn-shanghai (Shanghai) was changed")),
                 qPrintable(regionRefused.err));
        QCOMPARE(region(*first.value(), "cn-shanghai").pue, 1.4);
        const test::CliRun regionSet = test::on(file, pue + QStringList{QString::number(shanghai)});
        QVERIFY2(regionSet.status == 0, qPrintable(regionSet.err));
        QCOMPARE(region(*first.value(), "cn-shanghai").pue, 1.3);
        // A version for a row that does not exist yet, or that is not a version, is refused before writing.
        const test::CliRun noRow =
            test::on(file, {QStringLiteral("rate"), QStringLiteral("set"), QStringLiteral("--currency"),
                            QStringLiteral("KRW"), QStringLiteral("--usd-per-unit"),
                            QStringLiteral("0.00072"), QStringLiteral("--source"), QStringLiteral("Fed H.10"),
                            QStringLiteral("--if-version"), QStringLiteral("1")});
        QCOMPARE(noRow.status, 2);
        QVERIFY2(noRow.err.contains(QLatin1String("no such row")), qPrintable(noRow.err));
        const test::CliRun notAVersion = test::on(file, pue + QStringList{QStringLiteral("two")});
        QCOMPARE(notAVersion.status, 2);
        QVERIFY2(notAVersion.err.contains(QLatin1String("--if-version: 'two' is not a version")),
                 qPrintable(notAVersion.err));
    }

    void teamStoreTwoEditors() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        const QString owner = m_databases->create();
        QCOMPARE(test::on(owner, {QStringLiteral("team"), QStringLiteral("init")}).status, 0);
        const auto [aliceName, aliceUrl] = test::teamMember(*m_databases, owner, "alice", "editor");
        const auto [bobName, bobUrl] = test::teamMember(*m_databases, owner, "bob", "editor");
        auto alice = test::openAs(aliceUrl);
        auto bob = test::openAs(bobUrl);
        QVERIFY(alice && bob);
        secondSaveMeetsTheFirst(*alice, *bob, aliceName);
        // A viewer's `rate set` is refused by the server, in one line (no driver noise), nothing written.
        const auto [veraName, veraUrl] = test::teamMember(*m_databases, owner, "vera", "viewer");
        const test::CliRun viewer =
            test::on(veraUrl, {QStringLiteral("rate"), QStringLiteral("set"), QStringLiteral("--currency"),
                               QStringLiteral("CNY"), QStringLiteral("--usd-per-unit"),
                               QStringLiteral("0.15"), QStringLiteral("--source"), QStringLiteral("x")});
        QCOMPARE(viewer.status, 2);
        QCOMPARE(viewer.err.trimmed(),
                 QStringLiteral(
                     "gpuplan: error: cannot change CNY in exchange_rates: the server refused: changing "
                     "exchange_rates needs the editor role (PostgreSQL: ERROR: permission denied for "
                     "table exchange_rates (42501))"));
        QCOMPARE(rate(*alice, "CNY").usdPerUnit, 0.1391);
        alice.reset();
        bob.reset();
        m_databases.reset();
    }

    // A schema-7 team store upgraded to 8: each region's and rate's version starts at the changes change_log
    // records of it (one for the seeding, one per edit), and the upgrade itself signs nothing.
    void teamStoreUpgradeCountsTheChanges() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        const QString owner = m_databases->create();
        QCOMPARE(test::on(owner, {QStringLiteral("team"), QStringLiteral("init")}).status, 0);
        {
            auto store = test::openAs(owner);
            QVERIFY(store);
            auto once = store->saveRegion(withPue(region(*store, "cn-shanghai"), 1.3));
            QVERIFY2(once, once ? "" : once.error().c_str());
            QVERIFY(store->saveRegion(withPue(once.value(), 1.35)));
            QVERIFY(store->saveExchangeRate(withRate(rate(*store, "CNY"), 0.14)));
        }
        const QString changes = QStringLiteral("SELECT count(*) FROM change_log");
        const QString logged = test::pgScalar(owner, changes);
        for (const char* sql :
             {"ALTER TABLE regions DROP COLUMN version", "ALTER TABLE exchange_rates DROP COLUMN version",
              "DELETE FROM schema_version WHERE version >= 8"})
            QCOMPARE(test::pgScalar(owner, QLatin1String(sql)), QString());
        auto upgraded = test::openAs(owner);
        QVERIFY(upgraded);
        QCOMPARE(upgraded->schemaVersion(), db::kPgSchemaVersion);
        const std::int64_t seeded = region(*upgraded, "cn-beijing").version;
        QVERIFY(seeded >= 1);
        QCOMPARE(region(*upgraded, "cn-shanghai").version, seeded + 2);
        QCOMPARE(rate(*upgraded, "CNY").version, rate(*upgraded, "EUR").version + 1);
        QCOMPARE(test::pgScalar(owner, changes), logged);
        upgraded.reset();
        m_databases.reset();
    }

    // The in-memory store of the UI's tests: the same refusals (naming nobody, as a file does).
    void memoryStore() {
        core::MemoryPriceStore store([] { return std::string("2026-12-02T09:00:00Z"); }, "alice");
        QVERIFY(store.saveRegion({"cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.5, "", {}, {}, 0}));
        core::ExchangeRate cny{"CNY", 0.14, "2026-11-28", "test rate", {}, {}, "", "", 0};
        QVERIFY(store.saveExchangeRate(cny));
        secondSaveMeetsTheFirst(store, store, "");
    }
};

QTEST_GUILESS_MAIN(TestPlaceConflicts)
#include "test_place_conflicts.moc"
