// A store written by the previous schema (tests/fixtures/store-v1.sqlite, made by GpuPlan's schema-1
// program, with a user's edits) migrated to the current one: a backup first, then everything the
// user entered kept, and the new bundled data added where the store lacked it.
#include "store.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplan;

class TestStoreUpgrade : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString copyOfFixture(const char* name) {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile::remove(path);
        if (!QFile::copy(QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/store-v1.sqlite"), path))
            qFatal("cannot copy the fixture");
        QFile(path).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        return path;
    }

private slots:
    void schemaOneBecomesTheCurrentSchemaKeepingTheUsersData() {
        const QString path = copyOfFixture("v1.sqlite");
        auto store = db::SqliteStore::open(path);
        QVERIFY2(store.ok(), store.ok() ? "" : store.error().c_str());
        db::SqliteStore& s = *store.value();
        QCOMPARE(s.schemaVersion(), db::kSchemaVersion);
        // The old file was copied before anything changed, and still reads as schema 1.
        QVERIFY(QFile::exists(s.migrationBackup()));
        {
            QSqlDatabase old = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("backup"));
            old.setDatabaseName(s.migrationBackup());
            QVERIFY(old.open());
            QSqlQuery q(old);
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
            QCOMPARE(q.value(0).toInt(), 1);
            q.finish();
            old.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("backup"));

        // The user's edit of a seeded price, with its history; the user's own price.
        const auto prices = s.prices({}).value();
        auto byId = [&](std::int64_t id) {
            return std::find_if(prices.begin(), prices.end(),
                                [&](const core::PriceRecord& p) { return p.id == id; });
        };
        QVERIFY(byId(1) != prices.end());
        QCOMPARE(byId(1)->amount.toString(), std::string("4800.00 CNY"));
        QCOMPARE(byId(1)->source, std::string("vendor quote, 2026-11"));
        QCOMPARE(s.history(1).value().size(), std::size_t(2));
        QVERIFY(byId(450) != prices.end());
        QCOMPARE(byId(450)->amount.toString(), std::string("9000.00 CNY"));
        // The user's tariff and rate stay; the rates the user lacked are added.
        for (const core::Region& r : s.regions().value())
            if (r.id == "cn-beijing") {
                QCOMPARE(*r.electricityPerKwh, 0.65);
                QCOMPARE(r.electricity.source, std::string("user tariff"));
                QCOMPARE(r.parent, std::string("cn"));
            }
        const auto rates = s.exchangeRates().value();
        for (const core::ExchangeRate& r : rates)
            if (r.currency == "CNY")
                QCOMPARE(r.source, std::string("user rate"));
        QVERIFY(rates.size() >= 5);
        // The scenario survives byte for byte.
        const auto scenarios = s.scenarios().value();
        QCOMPARE(scenarios.size(), std::size_t(1));
        QVERIFY(scenarios.front().json.find("\"llama2-70b\"") != std::string::npos);
        // The old seed's untouched prices (store-dated SkyPilot rows, host-only GCP prices) are replaced,
        // and their deletion is in the history; the new data is there.
        for (const core::PriceRecord& p : prices)
            QVERIFY2(p.source.rfind("SkyPilot catalog v7 (", 0) != 0, p.source.c_str());
        QVERIFY(std::any_of(prices.begin(), prices.end(), [](const core::PriceRecord& p) {
            return p.regionId == "cn" && p.providerId == "idc-cn";
        }));
        QVERIFY(std::any_of(prices.begin(), prices.end(),
                            [](const core::PriceRecord& p) { return p.kind == core::PriceKind::Purchase; }));
        const auto history = s.history(0).value();
        QVERIFY(std::any_of(history.begin(), history.end(), [](const core::PriceChange& c) {
            return c.action == "delete" && c.note == "replaced by the corrected bundled data of schema 2";
        }));
        // New GPUs join the catalog.
        const auto gpus = s.gpuIds().value();
        QVERIFY(std::find(gpus.begin(), gpus.end(), std::string("h20")) != gpus.end());
    }

    void backupHoldsCommitsStillInTheWal() {
        // Commits another connection made are in the -wal file until a checkpoint copies them into
        // the main file: the backup made before migrating must hold them (a copy of the store as SQLite
        // sees it, not of the main file's bytes).
        const QString path = copyOfFixture("wal.sqlite");
        QString backup;
        {
            QSqlDatabase other =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            other.setDatabaseName(path);
            QVERIFY(other.open());
            QSqlQuery q(other);
            QVERIFY(q.exec(QStringLiteral("UPDATE scenarios SET name = 'only in the WAL'")));
            QCOMPARE(q.numRowsAffected(), 1);
            q.finish();
            QVERIFY(QFileInfo(path + QStringLiteral("-wal")).size() > 0);
            // `other` stays open: closing the last connection would checkpoint the WAL into the file.
            auto store = db::SqliteStore::open(path);
            QVERIFY2(store.ok(), store.ok() ? "" : store.error().c_str());
            backup = store.value()->migrationBackup();
            other.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
        {
            QSqlDatabase old = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("backup"));
            old.setDatabaseName(backup);
            QVERIFY(old.open());
            QSqlQuery q(old);
            QVERIFY(q.exec(QStringLiteral("SELECT name FROM scenarios")) && q.next());
            QCOMPARE(q.value(0).toString(), QStringLiteral("only in the WAL"));
            q.finish();
            old.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("backup"));
    }

    void openingAgainChangesNothing() {
        const QString path = copyOfFixture("twice.sqlite");
        std::size_t prices = 0;
        {
            auto first = db::SqliteStore::open(path);
            QVERIFY(first.ok());
            prices = first.value()->prices({})->size();
        }
        auto second = db::SqliteStore::open(path);
        QVERIFY(second.ok());
        QCOMPARE(second.value()->prices({})->size(), prices);
        QVERIFY(second.value()->migrationBackup().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestStoreUpgrade)
#include "test_store_upgrade.moc"
