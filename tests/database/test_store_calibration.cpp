// The calibration in a store follows the program that opens it (database/calibration_refresh.cpp): a store
// holding an older bundled fit, or made before stores recorded which fit they hold, takes this program's
// values; calibration rows changed since a program wrote them are kept and the store says so.
#include "sql_support.h"
#include "store.h"

#include "core/csv.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace gpuplan;

namespace {

// The value of `name` in the bundled resources/calibration/global_params.csv, read from the source tree.
double bundledGlobal(const char* name) {
    QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/resources/calibration/global_params.csv"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the bundled global parameters");
    auto csv = core::parseCsv(f.readAll().toStdString());
    if (!csv)
        qFatal("bundled global parameters: %s", csv.error().c_str());
    for (const core::CsvRow& row : csv->rows)
        if (row.fields.at(0) == name)
            return std::stod(row.fields.at(1));
    qFatal("no bundled %s", name);
}

// Runs `work` on a plain SQLite connection to the file (not the store's code), as another program would.
void withFile(const QString& path, const std::function<void(QSqlDatabase&)>& work) {
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("cannot open %s", qPrintable(path));
        work(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

void exec(QSqlDatabase& db, const QString& sql) {
    QSqlQuery q(db);
    if (!q.exec(sql))
        qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
}

double scalar(const QString& path, const QString& sql) {
    double v = -1;
    withFile(path, [&](QSqlDatabase& db) {
        QSqlQuery q(db);
        if (!q.exec(sql) || !q.next())
            qFatal("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
        v = q.value(0).toDouble();
    });
    return v;
}

const QString kGoodput = QStringLiteral("SELECT value FROM global_params WHERE name = 'goodput'");
const QString kH100 =
    QStringLiteral("SELECT matmul_efficiency FROM efficiency WHERE gpu = 'h100-sxm' AND precision = 'bf16'");

// The calibration an older program would have left: other values, its own bundle recorded.
void writeOlderCalibration(QSqlDatabase& db, bool recordItsFingerprint) {
    exec(db, QStringLiteral("UPDATE global_params SET value = 0.5 WHERE name = 'goodput'"));
    exec(db, QStringLiteral("UPDATE efficiency SET matmul_efficiency = 0.3 WHERE gpu = 'h100-sxm'"));
    exec(db, QStringLiteral("UPDATE metadata SET value = 'older' WHERE name = 'calibration_bundle'"));
    if (!recordItsFingerprint)
        return;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const char* table : {"efficiency", "global_params"})
        hash.addData(QByteArray::fromStdString(
            db::tableCsv(db.connectionName(), QString::fromLatin1(table), {QStringLiteral("fitted")})
                .value()));
    exec(db, QStringLiteral("UPDATE metadata SET value = '%1' WHERE name = 'calibration_fingerprint'")
                 .arg(QString::fromLatin1(hash.result().toHex())));
}

} // namespace

class TestStoreCalibration : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString newStore(const char* name) {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        auto store = db::SqliteStore::open(path);
        if (!store)
            qFatal("cannot create %s: %s", name, store.error().c_str());
        return path;
    }

private slots:
    void aNewStoreHoldsTheBundledCalibration() {
        const QString path = newStore("new.sqlite");
        QCOMPARE(scalar(path, kGoodput), bundledGlobal("goodput"));
        auto store = db::SqliteStore::open(path);
        QVERIFY(store.ok());
        QVERIFY(store.value()->holdsBundledCalibration());
        QVERIFY(!store.value()->calibrationKept());
    }

    void anOlderProgramsCalibrationIsReplaced_data() {
        QTest::addColumn<bool>("recorded");
        QTest::newRow("an older program's fit, with its fingerprint") << true;
        QTest::newRow("a store made before fits were recorded") << false;
    }
    void anOlderProgramsCalibrationIsReplaced() {
        QFETCH(bool, recorded);
        const QString path = newStore(recorded ? "older.sqlite" : "unrecorded.sqlite");
        const double h100 = scalar(path, kH100);
        withFile(path, [&](QSqlDatabase& db) {
            writeOlderCalibration(db, recorded);
            if (!recorded)
                exec(db, QStringLiteral("DELETE FROM metadata WHERE name LIKE 'calibration_%'"));
        });
        QCOMPARE(scalar(path, kGoodput), 0.5);
        auto store = db::SqliteStore::open(path);
        QVERIFY(store.ok());
        QVERIFY(!store.value()->calibrationKept());
        QVERIFY(store.value()->holdsBundledCalibration());
        QCOMPARE(scalar(path, kGoodput), bundledGlobal("goodput"));
        QCOMPARE(scalar(path, kH100), h100);
    }

    // Someone changed the calibration rows with SQL after a program wrote them: their values stay, on
    // every opening, and the store says that it kept them.
    void calibrationChangedSinceItWasWrittenIsKept() {
        const QString path = newStore("edited.sqlite");
        withFile(path, [&](QSqlDatabase& db) {
            writeOlderCalibration(db, true);
            exec(db, QStringLiteral("UPDATE global_params SET value = 0.61 WHERE name = 'goodput'"));
            // A parameter this program added since the store was written.
            exec(db, QStringLiteral("DELETE FROM global_params WHERE name = 'rl_training_factor'"));
        });
        for (int opening = 0; opening < 2; ++opening) {
            auto store = db::SqliteStore::open(path);
            QVERIFY(store.ok());
            QVERIFY(store.value()->calibrationKept());
            QVERIFY(!store.value()->holdsBundledCalibration());
            QCOMPARE(scalar(path, kGoodput), 0.61);
            QCOMPARE(scalar(path, kH100), 0.3);
            // The added parameter takes the bundled value, the edited ones stay.
            QCOMPARE(scalar(path, QStringLiteral("SELECT value FROM global_params WHERE name = "
                                                 "'rl_training_factor'")),
                     bundledGlobal("rl_training_factor"));
        }
        // The command line says so too, and says nothing on a store holding the bundled fit.
        auto calibrate = [](const QString& store) {
            QProcess p;
            p.start(QStringLiteral(GPUPLAN_BINARY),
                    {QStringLiteral("--db"), store, QStringLiteral("calibrate"), QStringLiteral("--format"),
                     QStringLiteral("json")});
            if (!p.waitForFinished(120000) || p.exitCode() != 0)
                qFatal("calibrate failed: %s", p.readAllStandardError().constData());
            return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        };
        QCOMPARE(calibrate(path).value(QLatin1String("store_calibration_kept")).toBool(), true);
        QCOMPARE(
            calibrate(newStore("bundled.sqlite")).value(QLatin1String("store_calibration_kept")).toBool(),
            false);
    }

    // A GPU the user deleted from the catalog does not come back through its calibration rows.
    void aDeletedGpuGetsNoCalibrationBack() {
        const QString path = newStore("deleted.sqlite");
        QString gpu; // one the catalog editor lets a user delete: no prices, no fitted calibration
        withFile(path, [&](QSqlDatabase& db) {
            QSqlQuery q(db);
            QVERIFY(
                q.exec(QStringLiteral("SELECT id FROM gpus WHERE id NOT IN (SELECT gpu FROM prices) AND id "
                                      "NOT IN (SELECT gpu FROM efficiency WHERE fitted = 1) ORDER BY id")));
            QVERIFY(q.next());
            gpu = q.value(0).toString();
            q.finish();
            exec(db, QStringLiteral("PRAGMA foreign_keys = ON"));
            exec(db, QStringLiteral("DELETE FROM gpus WHERE id = '%1'").arg(gpu));
            writeOlderCalibration(db, true);
        });
        const QString rows = QStringLiteral("SELECT count(*) FROM efficiency WHERE gpu = '%1'").arg(gpu);
        QCOMPARE(scalar(path, rows), 0.0);
        auto store = db::SqliteStore::open(path);
        QVERIFY2(store.ok(), store.ok() ? "" : store.error().c_str());
        QVERIFY(store.value()->holdsBundledCalibration());
        QCOMPARE(scalar(path, rows), 0.0);
        QCOMPARE(scalar(path, kGoodput), bundledGlobal("goodput"));
    }

    // A store of the first schema, migrated, holds this program's fit.
    void aMigratedStoreHoldsTheBundledCalibration() {
        const QString path = m_dir.filePath(QStringLiteral("v1.sqlite"));
        QVERIFY(QFile::copy(QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/store-v1.sqlite"), path));
        QFile(path).setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        auto store = db::SqliteStore::open(path);
        QVERIFY(store.ok());
        QVERIFY(store.value()->holdsBundledCalibration());
        QCOMPARE(scalar(path, kGoodput), bundledGlobal("goodput"));
    }
};

QTEST_GUILESS_MAIN(TestStoreCalibration)
#include "test_store_calibration.moc"
