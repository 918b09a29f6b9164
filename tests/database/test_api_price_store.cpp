// The API prices of the price store (issue 32), against the SQLite store, the PostgreSQL team store and the
// in-memory store alike: the bundled list seeded with its sources, adds and changes against versions, a stale
// save or delete refused with nothing written, duplicates refused; on the team store, every change signed by
// the server and a viewer refused.
#include "database/pg_team_users.h"
#include "pg/pg_store.h"
#include "store.h"
#include "test_support.h"

#include "core/prices/api_price_csv.h"
#include "core/prices/memory_price_store.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace gpuplan;

namespace {

core::ApiPriceRecord quote(const char* model, double input, double output) {
    core::ApiPriceRecord p;
    p.provider = "Test API";
    p.model = model;
    p.currency = "USD";
    p.inputPerMillion = input;
    p.cachedInputPerMillion = input / 10;
    p.outputPerMillion = output;
    p.effectiveDate = "2026-12-01";
    p.source = "test price list";
    return p;
}

std::vector<core::ApiPriceRecord> bundled() {
    QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/prices/api_prices.csv"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the bundled API prices");
    const core::ParsedApiPrices parsed = core::parseApiPriceCsv(f.readAll().toStdString());
    if (!parsed.errors.empty())
        qFatal("bundled API prices, line %d: %s", parsed.errors.front().line,
               parsed.errors.front().reason.c_str());
    return parsed.records;
}

} // namespace

class TestApiPriceStore : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;
    std::unique_ptr<test::ScratchDatabases> m_databases;

    std::unique_ptr<core::PriceStore> make(const QString& kind) {
        if (kind == QLatin1String("postgresql")) {
            const QString url = m_databases->create();
            auto s = db::PgStore::open(db::parsePgUrl(url).value(), db::PgStore::Mode::Create);
            if (!s)
                qFatal("%s", s.error().c_str());
            return std::move(s).value();
        }
        if (kind == QLatin1String("sqlite")) {
            auto s = db::SqliteStore::open(m_dir.filePath(QStringLiteral("api-%1.sqlite").arg(m_files++)));
            if (!s)
                qFatal("%s", s.error().c_str());
            return std::move(s).value();
        }
        return std::make_unique<core::MemoryPriceStore>();
    }

private slots:
    void init() {
        if (QTest::currentDataTag() != QLatin1String("postgresql"))
            return;
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
    }
    void cleanup() { m_databases.reset(); }

    void stores_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("sqlite") << "sqlite";
        QTest::newRow("postgresql") << "postgresql";
        QTest::newRow("memory") << "memory";
    }

    // A new store holds the bundled list, every figure as the file gives it, with its source.
    void aNewStoreHoldsTheBundledList_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("sqlite") << "sqlite";
        QTest::newRow("postgresql") << "postgresql";
    }
    void aNewStoreHoldsTheBundledList() {
        QFETCH(QString, kind);
        auto store = make(kind);
        const auto stored = store->apiPrices().value();
        const auto expected = bundled();
        QCOMPARE(stored.size(), expected.size());
        QVERIFY(stored.size() >= 30);
        for (const core::ApiPriceRecord& e : expected) {
            const auto s = std::find_if(stored.begin(), stored.end(),
                                        [&](const core::ApiPriceRecord& p) { return p.key() == e.key(); });
            QVERIFY2(s != stored.end(), e.key().c_str());
            core::ApiPriceRecord same = *s;
            same.id = 0;
            same.version = 0;
            QVERIFY2(same == e, e.key().c_str());
            QCOMPARE(s->version, std::int64_t(1));
            QVERIFY(!s->source.empty() && !s->url.empty());
        }
        // DeepSeek-R1's own price list, as DeepSeek published it before 2025-09-05.
        const auto r1 = core::apiPricesServing(stored, "deepseek-r1");
        const auto usd =
            std::find_if(r1.begin(), r1.end(), [](const auto& p) { return p.currency == "USD"; });
        QVERIFY(usd != r1.end());
        QCOMPARE(usd->inputPerMillion, 0.55);
        QCOMPARE(*usd->cachedInputPerMillion, 0.14);
        QCOMPARE(usd->outputPerMillion, 2.19);
        QCOMPARE(usd->url, std::string("https://api-docs.deepseek.com/quick_start/pricing"));
        // Qwen-Max publishes no cached-input figure: none is stored, and a cached token costs the input
        // price.
        const auto max = core::apiPricesMatching(stored, "qwen-max");
        QCOMPARE(max.size(), std::size_t(1));
        QVERIFY(!max.front().cachedInputPerMillion);
        QCOMPARE(max.front().cachedOrInput(), 1.6);
    }

    void addChangeAndDelete_data() { stores_data(); }
    void addChangeAndDelete() {
        QFETCH(QString, kind);
        auto store = make(kind);
        const std::size_t before = store->apiPrices()->size();
        auto added = store->saveApiPrice(quote("model-a", 1.0, 4.0));
        QVERIFY2(added, added ? "" : added.error().c_str());
        QVERIFY(added->id > 0);
        QCOMPARE(added->version, std::int64_t(1));
        QCOMPARE(store->apiPrices()->size(), before + 1);

        core::ApiPriceRecord changed = added.value();
        changed.outputPerMillion = 3.5;
        changed.cachedInputPerMillion.reset(); // none published any more
        auto saved = store->saveApiPrice(changed);
        QVERIFY2(saved, saved ? "" : saved.error().c_str());
        QCOMPARE(saved->version, std::int64_t(2));
        QVERIFY(!saved->cachedInputPerMillion);
        QCOMPARE(saved->outputPerMillion, 3.5);

        // The same provider, model, currency and date once more is refused, naming it.
        auto twice = store->saveApiPrice(quote("model-a", 2.0, 5.0));
        QVERIFY(!twice);
        QVERIFY2(twice.error().find("exists already") != std::string::npos, twice.error().c_str());
        // A bad figure is refused before anything is written.
        core::ApiPriceRecord bad = quote("model-b", 1.0, 4.0);
        bad.cachedInputPerMillion = 1.5;
        auto refused = store->saveApiPrice(bad);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("cached-input price 1.5 is above the input price 1") !=
                     std::string::npos,
                 refused.error().c_str());
        QCOMPARE(store->apiPrices()->size(), before + 1);

        QVERIFY(store->removeApiPrice(saved->id, saved->version));
        QCOMPARE(store->apiPrices()->size(), before);
    }

    // Two people edit the same API price: the second save, made against the version both read, is refused
    // with the price as it is now, and nothing is written; so is a delete.
    void staleSavesAreRefused_data() { stores_data(); }
    void staleSavesAreRefused() {
        QFETCH(QString, kind);
        auto store = make(kind);
        auto added = store->saveApiPrice(quote("model-c", 1.0, 4.0));
        QVERIFY(added);
        core::ApiPriceRecord theirs = added.value(), mine = added.value();
        theirs.inputPerMillion = 0.8;
        QVERIFY(store->saveApiPrice(theirs));
        mine.inputPerMillion = 0.9;
        auto stale = store->saveApiPrice(mine);
        QVERIFY(!stale);
        QVERIFY2(stale.error().find("since you read it (version 1): it is now 0.8 / 0.1 / 4 USD per million "
                                    "tokens (version 2); nothing was written") != std::string::npos,
                 stale.error().c_str());
        if (kind == QLatin1String("postgresql")) // the server's change_log names who
            QVERIFY2(stale.error().find("was changed by " + store->author() + " at ") != std::string::npos,
                     stale.error().c_str());
        QVERIFY(!store->removeApiPrice(added->id, 1));
        const auto now = core::apiPricesMatching(store->apiPrices().value(), "model-c");
        QCOMPARE(now.size(), std::size_t(1));
        QCOMPARE(now.front().inputPerMillion, 0.8);
        QCOMPARE(now.front().version, std::int64_t(2));
        // A deleted one cannot be saved over either.
        QVERIFY(store->removeApiPrice(added->id, 2));
        auto gone = store->saveApiPrice(now.front());
        QVERIFY(!gone);
        QVERIFY2(gone.error().find("was deleted") != std::string::npos, gone.error().c_str());
    }

    // On the team store the server signs every change with its user, and a viewer may not change one.
    void theTeamStoreSignsChangesAndRefusesViewers() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        const QString owner = m_databases->create();
        const test::CliRun created = test::on(owner, {QStringLiteral("team"), QStringLiteral("init")});
        QVERIFY2(created.status == 0, qPrintable(created.err));
        const auto [editorName, editor] = test::teamMember(*m_databases, owner, "api_editor", "editor");
        const auto [viewerName, viewer] = test::teamMember(*m_databases, owner, "api_viewer", "viewer");
        std::int64_t id = 0;
        {
            auto store = test::openAs(editor);
            QVERIFY(store);
            auto added = store->saveApiPrice(quote("model-d", 1.0, 4.0));
            QVERIFY2(added, added ? "" : added.error().c_str());
            id = added->id;
        }
        QCOMPARE(
            test::pgScalar(owner, QStringLiteral("SELECT changed_by || ' ' || action FROM change_log WHERE "
                                                 "table_name = 'api_prices' AND row_key = '%1'")
                                      .arg(id)),
            QString::fromStdString(editorName) + QStringLiteral(" insert"));
        auto store = test::openAs(viewer);
        QVERIFY(store);
        auto stored = core::apiPricesMatching(store->apiPrices().value(), "model-d");
        QCOMPARE(stored.size(), std::size_t(1)); // a viewer reads them
        stored.front().outputPerMillion = 1.0;
        auto refused = store->saveApiPrice(stored.front());
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("changing api_prices needs the editor role") != std::string::npos,
                 refused.error().c_str());
        QCOMPARE(test::pgScalar(
                     owner, QStringLiteral("SELECT output_per_mtok FROM api_prices WHERE id = %1").arg(id)),
                 QStringLiteral("4"));
    }
};

QTEST_GUILESS_MAIN(TestApiPriceStore)
#include "test_api_price_store.moc"
