// The store's file handling: a new store is created and seeded; files it cannot trust (newer
// schema, not a database, truncated, another program's SQLite database, a store missing a table) are refused
// with a message and left byte-for-byte unchanged; backups; two connections, and two processes, writing at
// once lose nothing.
#include "cli/bundled_data.h"
#include "patience.h"
#include "store.h"

#include <QCryptographicHash>
#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <set>
#include <thread>

using namespace gpuplan;

namespace {

QByteArray digest(const QString& path) {
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestStoreFiles : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString path(const char* name) { return m_dir.filePath(QString::fromLatin1(name)); }

private slots:
    void newStoreIsMigratedAndSeeded() {
        auto store = db::SqliteStore::open(path("new/sub/dir/gpuplan.sqlite")); // directories are created
        QVERIFY2(store.ok(), store.ok() ? "" : store.error().c_str());
        QCOMPARE(store.value()->schemaVersion(), db::kSchemaVersion);
        QCOMPARE(store.value()->gpuIds()->size(), cli::loadBundledCatalog()->gpus().size());
        std::set<std::string> regions;
        for (const core::Region& r : store.value()->regions().value())
            regions.insert(r.id);
        for (const char* id : {"cn-beijing", "cn-shanghai", "cn-shenzhen", "hk", "sg", "jp-tokyo", "us-east",
                               "us-west", "eu-west"})
            QVERIFY2(regions.count(id), id);
        QVERIFY(regions.count("aws:us-east-1")); // from the SkyPilot sample
        core::PriceFilter seed;
        seed.providerId = "idc-cn";
        const auto cny = store.value()->prices(seed).value();
        // The second seed's A100/H100 card and machine rents: mainland China, and applied to Hong Kong.
        QCOMPARE(cny.size(), std::size_t(8));
        for (const core::PriceRecord& p : cny) {
            QCOMPARE(p.amount.currency(), std::string("CNY"));
            QVERIFY(p.low && p.high);
            QVERIFY(p.regionId == "cn" || p.regionId == "hk");
            QVERIFY(p.indicative);
        }
        core::PriceFilter spot;
        spot.kind = core::PriceKind::Spot;
        QVERIFY(store.value()->prices(spot)->size() > 100);
        QVERIFY(store.value()->prices({})->size() > 400);
    }

    void catalogInTheStoreMatchesTheBundledOne() {
        auto store = db::SqliteStore::open(path("catalog.sqlite"));
        QVERIFY(store.ok());
        auto fromStore = core::Catalog::fromTexts(store.value()->catalogTexts().value());
        QVERIFY2(fromStore.ok(), fromStore.ok() ? "" : fromStore.error().c_str());
        auto bundled = cli::loadBundledCatalog();
        QCOMPARE(fromStore->gpus().size(), bundled->gpus().size());
        for (const core::GpuSpec& g : bundled->gpus()) {
            const core::GpuSpec* s = fromStore->gpu(g.id);
            QVERIFY(s);
            QCOMPARE(s->memoryBytes, g.memoryBytes);
            QCOMPARE(s->memoryBandwidth, g.memoryBandwidth);
            QVERIFY(s->peak == g.peak);
            QCOMPARE(s->linkBandwidth, g.linkBandwidth);
            QCOMPARE(s->unverified, g.unverified);
            QCOMPARE(s->source, g.source);
            QVERIFY(fromStore->efficiency(g.id).matmul == bundled->efficiency(g.id).matmul);
        }
        QCOMPARE(fromStore->models().size(), bundled->models().size());
        QCOMPARE(fromStore->model("deepseek-v3")->activeParams, 37e9);
        QCOMPARE(fromStore->globals().goodput, bundled->globals().goodput);
    }

    void emptyFileBecomesAStore() {
        writeFile(path("empty.sqlite"), QByteArray());
        auto store = db::SqliteStore::open(path("empty.sqlite"));
        QVERIFY(store.ok());
        QCOMPARE(store.value()->schemaVersion(), db::kSchemaVersion);
    }

    void untrustedFilesAreRefusedAndUnchanged_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("text") << QByteArray("these are not the droids\n") << "not a GpuPlan database";
        QByteArray zeros(8192, '\0');
        QTest::newRow("zeros") << zeros << "not a GpuPlan database";
    }
    void untrustedFilesAreRefusedAndUnchanged() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, fragment);
        const QString file = path("untrusted.sqlite");
        writeFile(file, bytes);
        const QByteArray before = digest(file);
        auto store = db::SqliteStore::open(file);
        QVERIFY(!store.ok());
        QVERIFY2(QString::fromStdString(store.error()).contains(fragment), store.error().c_str());
        QCOMPARE(digest(file), before);
    }

    void otherProgramsDatabasesAreRefusedAndUnchanged_data() {
        QTest::addColumn<bool>("fromStore"); // start from a GpuPlan store rather than an empty file
        QTest::addColumn<QStringList>("sql");
        QTest::addColumn<QString>("fragment");
        const QStringList places = {
            "CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT, title TEXT)",
            "CREATE TABLE moz_bookmarks (id INTEGER PRIMARY KEY, fk INTEGER, title TEXT)",
            "INSERT INTO moz_places (url, title) VALUES ('https://example.org/', 'Example')",
            "INSERT INTO moz_bookmarks (fk, title) VALUES (1, 'Example')"};
        const QString other = "is a SQLite database of another program (tables: moz_bookmarks, moz_places); "
                              "GpuPlan will not change it";
        // user_version 0 is also what a new, empty store has: it used to be migrated and seeded.
        QTest::newRow("user_version 0") << false << places << other;
        // Within GpuPlan's range: it used to be backed up and switched to WAL, or opened as a store.
        QTest::newRow("user_version 1")
            << false << (places + QStringList{"PRAGMA user_version = 1"}) << other;
        QTest::newRow("user_version current")
            << false
            << (places + QStringList{QStringLiteral("PRAGMA user_version = %1").arg(db::kSchemaVersion)})
            << other;
        QTest::newRow("a store missing a table")
            << true << QStringList{"DROP TABLE price_history", "PRAGMA journal_mode = DELETE"}
            << "is a damaged GpuPlan database: the table price_history is missing; it was not changed";
    }
    void otherProgramsDatabasesAreRefusedAndUnchanged() {
        QFETCH(bool, fromStore);
        QFETCH(QStringList, sql);
        QFETCH(QString, fragment);
        const QString dir = path("other-") + QTest::currentDataTag();
        QVERIFY(QDir().mkpath(dir));
        const QString file = dir + "/places.sqlite";
        if (fromStore)
            QVERIFY(db::SqliteStore::open(file).ok());
        {
            QSqlDatabase other =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            other.setDatabaseName(file);
            QVERIFY(other.open());
            QSqlQuery q(other);
            for (const QString& statement : sql)
                QVERIFY2(q.exec(statement), qPrintable(statement));
            q.finish();
            other.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
        const QStringList filesBefore = QDir(dir).entryList(QDir::Files);
        const QByteArray before = digest(file);
        auto store = db::SqliteStore::open(file);
        QVERIFY(!store.ok());
        QVERIFY2(QString::fromStdString(store.error()).contains(fragment), store.error().c_str());
        store = core::fail("closed");
        QCOMPARE(digest(file), before);
        QCOMPARE(QDir(dir).entryList(QDir::Files), filesBefore); // no backup, no -wal or -shm left
    }

    void truncatedAndNewerFilesAreRefused() {
        const QString good = path("good.sqlite");
        QVERIFY(db::SqliteStore::open(good).ok());
        QFile f(good);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray all = f.readAll();
        f.close();
        const QString truncated = path("truncated.sqlite");
        writeFile(truncated, all.left(all.size() / 3));
        const QByteArray before = digest(truncated);
        auto t = db::SqliteStore::open(truncated);
        QVERIFY(!t.ok());
        QCOMPARE(digest(truncated), before);

        // user_version lives at byte offset 60 of the header (big-endian)
        QByteArray newer = all;
        newer[63] = static_cast<char>(db::kSchemaVersion + 1);
        const QString future = path("future.sqlite");
        writeFile(future, newer);
        const QByteArray futureBefore = digest(future);
        auto n = db::SqliteStore::open(future);
        QVERIFY(!n.ok());
        QVERIFY2(QString::fromStdString(n.error()).contains(
                     QStringLiteral("newer GpuPlan (schema %1").arg(db::kSchemaVersion + 1)),
                 n.error().c_str());
        QCOMPARE(digest(future), futureBefore);
    }

    void backupIsAWorkingCopy() {
        auto store = db::SqliteStore::open(path("backed.sqlite"));
        QVERIFY(store.ok());
        QVERIFY(store.value()->backupTo(path("copy.sqlite")).ok());
        QVERIFY(!store.value()->backupTo(path("copy.sqlite")).ok()); // never overwrites
        auto copy = db::SqliteStore::open(path("copy.sqlite"));
        QVERIFY(copy.ok());
        QCOMPARE(copy.value()->prices({})->size(), store.value()->prices({})->size());
    }

    void lockedStoreRefusesWithAMessage() {
        const QString file = path("locked.sqlite");
        auto store = db::SqliteStore::open(file);
        QVERIFY(store.ok());
        const std::size_t before = store.value()->prices({})->size();
        {
            // Another program holds the write lock past the store's 5 s busy timeout.
            QSqlDatabase other =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker"));
            other.setDatabaseName(file);
            QVERIFY(other.open());
            QSqlQuery lock(other);
            QVERIFY(lock.exec(QStringLiteral("BEGIN EXCLUSIVE")));
            core::PriceRecord p;
            p.gpuId = "h100-sxm";
            p.providerId = "idc-cn";
            p.regionId = "cn-beijing";
            p.kind = core::PriceKind::Monthly;
            p.unit = core::PriceUnit::GpuMonth;
            p.amount = core::Money::fromMinor(900000, "CNY");
            p.effectiveDate = "2026-03-01";
            p.source = "quote";
            auto refused = store.value()->setPrice(p, "while locked");
            QVERIFY(!refused.ok());
            QVERIFY2(QString::fromStdString(refused.error()).contains(QLatin1String("locked")),
                     refused.error().c_str());
            lock.exec(QStringLiteral("ROLLBACK"));
            lock.finish();
            other.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("locker"));
        QCOMPARE(store.value()->prices({})->size(), before);
    }

    void twoWritersLoseNothing() {
        const QString file = path("shared.sqlite");
        QVERIFY(db::SqliteStore::open(file).ok());
        auto writer = [&](const char* region, int count, bool* ok) {
            auto store = db::SqliteStore::open(file); // one connection per thread
            *ok = store.ok();
            for (int i = 0; i < count && *ok; ++i) {
                core::PriceRecord p;
                p.gpuId = "h100-sxm";
                p.providerId = "idc-cn";
                p.regionId = region;
                p.kind = core::PriceKind::Monthly;
                p.unit = core::PriceUnit::GpuMonth;
                p.amount = core::Money::fromMinor(100000 + i, "CNY");
                p.effectiveDate = QDate(2026, 1, 1).addDays(i).toString(Qt::ISODate).toStdString();
                p.source = "writer";
                *ok = store.value()->setPrice(p, "concurrent").ok();
            }
        };
        bool okA = false, okB = false;
        std::thread a(writer, "cn-beijing", 56, &okA);
        std::thread b(writer, "cn-shenzhen", 56, &okB);
        a.join();
        b.join();
        QVERIFY(okA && okB);
        auto store = db::SqliteStore::open(file);
        core::PriceFilter f;
        f.providerId = "idc-cn";
        f.regionId = "cn-beijing";
        QCOMPARE(store.value()->prices(f)->size(), std::size_t(56));
        f.regionId = "cn-shenzhen";
        QCOMPARE(store.value()->prices(f)->size(), std::size_t(56));
        QVERIFY(store.value()->history(0)->size() >= 112);
    }

    void twoProcessesLoseNothing() {
        // Two gpuplan processes at a time, one chain adding prices in Beijing and editing prices,
        // the other doing the same in Shenzhen, one change per process: every change lands with its
        // history entry and every process exits 0. An edit reads the price before writing it; a
        // second writer committing in between used to make it fail at once with "database is locked".
        const QString file = path("processes.sqlite");
        std::vector<std::int64_t> ids;
        std::size_t historyBefore = 0;
        {
            auto store = db::SqliteStore::open(file);
            QVERIFY(store.ok());
            for (const core::PriceRecord& p : store.value()->prices({}).value())
                ids.push_back(p.id);
            historyBefore = store.value()->history(0)->size();
        }
        QVERIFY(ids.size() >= 40);
        struct Chain {
            std::vector<QStringList> steps;
            std::size_t next = 0;
            std::vector<std::pair<qint64, qint64>> spans; // start and end, ms
            QStringList failures;
        };
        Chain chains[2];
        const char* regions[2] = {"cn-beijing", "cn-shenzhen"};
        for (int c = 0; c < 2; ++c)
            for (int i = 0; i < 20; ++i) {
                chains[c].steps.push_back({"--db",       file,
                                           "price",      "set",
                                           "--gpu",      "h100-sxm",
                                           "--provider", "idc-cn",
                                           "--region",   regions[c],
                                           "--kind",     "monthly",
                                           "--unit",     "gpu-month",
                                           "--amount",   QString::number(5000 + i),
                                           "--currency", "CNY",
                                           "--date",     QDate(2025, 1, 1).addDays(i).toString(Qt::ISODate),
                                           "--source",   "process test"});
                chains[c].steps.push_back({"--db", file, "price", "set", "--id",
                                           QString::number(ids[static_cast<std::size_t>(c * 20 + i)]),
                                           "--note", QStringLiteral("edited by chain %1").arg(c)});
            }
        QElapsedTimer clock;
        clock.start();
        std::function<void(Chain&)> startNext = [&](Chain& chain) {
            auto* p = new QProcess(this);
            chain.spans.push_back({clock.elapsed(), -1});
            connect(p, &QProcess::finished, this,
                    [&chain, p, &clock, &startNext](int code, QProcess::ExitStatus how) {
                        chain.spans.back().second = clock.elapsed();
                        if (how != QProcess::NormalExit || code != 0)
                            chain.failures << QString::fromUtf8(p->readAllStandardError());
                        p->deleteLater();
                        if (++chain.next < chain.steps.size())
                            startNext(chain);
                    });
            p->start(QStringLiteral(GPUPLAN_BINARY), chain.steps[chain.next]);
        };
        startNext(chains[0]);
        startNext(chains[1]);
        QTRY_VERIFY_WITH_TIMEOUT(chains[0].next == chains[0].steps.size() &&
                                     chains[1].next == chains[1].steps.size(),
                                 test::kPatienceMs);
        QVERIFY2(chains[0].failures.isEmpty(), qPrintable(chains[0].failures.join(QLatin1Char('\n'))));
        QVERIFY2(chains[1].failures.isEmpty(), qPrintable(chains[1].failures.join(QLatin1Char('\n'))));
        // They did run at the same time.
        int overlaps = 0;
        for (const auto& a : chains[0].spans)
            for (const auto& b : chains[1].spans)
                overlaps += a.first < b.second && b.first < a.second;
        QVERIFY2(overlaps >= 20, qPrintable(QString::number(overlaps)));

        auto store = db::SqliteStore::open(file);
        QVERIFY(store.ok());
        for (const char* region : regions) {
            core::PriceFilter f;
            f.providerId = "idc-cn";
            f.regionId = region;
            QCOMPARE(store.value()->prices(f)->size(), std::size_t(20));
        }
        int edited[2] = {0, 0};
        for (const core::PriceRecord& p : store.value()->prices({}).value())
            for (int c = 0; c < 2; ++c)
                edited[c] += p.note == QStringLiteral("edited by chain %1").arg(c).toStdString();
        QCOMPARE(edited[0], 20);
        QCOMPARE(edited[1], 20);
        QCOMPARE(store.value()->history(0)->size(), historyBefore + 80);
    }
};

QTEST_GUILESS_MAIN(TestStoreFiles)
#include "test_store_files.moc"
