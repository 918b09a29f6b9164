// A read-only store file and a full disk, for real: an immutable file (chattr +i), a new store on a
// 64 KiB tmpfs, and an import into an existing store that fills a 4 MiB tmpfs (the old data stays,
// and the message says the disk is full). Needs root with mount and chattr, so CMake registers it
// only where a probe shows both work (CI and developer machines run as root); docs/database.md says so.
#include "database/store_look.h"
#include "store.h"

#include <QCryptographicHash>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplan;

namespace {

bool run(const QString& program, const QStringList& args) {
    return QProcess::execute(program, args) == 0;
}

QByteArray digest(const QString& path) {
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

} // namespace

class TestStoreFilesystem : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // Imports `csv` into a store on a tmpfs of `sizeKiB` with `roomKiB` left free (0: no filler): the
    // import is refused saying the disk is full, and the store holds exactly what it held.
    void importIntoAFullDisk(const QString& csv, int sizeKiB, int roomKiB, const QString& where) {
        const QString mountPoint = m_dir.filePath(QStringLiteral("full-%1-%2").arg(sizeKiB).arg(roomKiB));
        QVERIFY(QDir().mkpath(mountPoint));
        QVERIFY(run(QStringLiteral("mount"),
                    {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                     QStringLiteral("size=%1k").arg(sizeKiB), QStringLiteral("tmpfs"), mountPoint}));
        const QString file = QDir(mountPoint).filePath(QStringLiteral("store.sqlite"));
        const QString filler = QDir(mountPoint).filePath(QStringLiteral("filler"));
        const bool created = db::SqliteStore::open(file).ok();
        const storetest::Look before = storetest::look(file);
        if (created && roomKiB > 0) {
            QFile f(filler);
            const QByteArray block(1024, 'x');
            if (f.open(QIODevice::WriteOnly))
                while (QStorageInfo(mountPoint).bytesAvailable() > roomKiB * 1024 && f.write(block) > 0 &&
                       f.flush()) {
                }
        }
        QProcess import;
        import.start(QStringLiteral(GPUPLAN_BINARY),
                     {QStringLiteral("--db"), file, QStringLiteral("import"), QStringLiteral("csv"), csv});
        const bool finished = import.waitForFinished(120000);
        const QString error = QString::fromUtf8(import.readAllStandardError());
        const storetest::Look after = storetest::look(file);
        QFile::remove(filler);
        // With room again, the store takes a change.
        bool writable = false;
        {
            auto store = db::SqliteStore::open(file);
            writable = store.ok() && store.value()->removePrice(1, 1, "room again").ok();
        }
        run(QStringLiteral("umount"), {mountPoint});
        const QString disk = QStringLiteral("a %1 KiB disk: ").arg(sizeKiB);
        QVERIFY2(created, qPrintable(disk + QStringLiteral("the store does not fit")));
        QVERIFY(finished && import.exitStatus() == QProcess::NormalExit);
        QCOMPARE(import.exitCode(), 2);
        QCOMPARE(after.integrity, QStringLiteral("ok"));
        QVERIFY2(after.content == before.content,
                 qPrintable(disk + QStringLiteral("rows before: %1; after: %2; message: %3")
                                       .arg(before.describeRows(), after.describeRows(), error)));
        QVERIFY2(writable, qPrintable(disk));
        QVERIFY2(error.contains(QLatin1String("the disk is full")) &&
                     error.contains(QLatin1String("nothing was imported")) && error.contains(where),
                 qPrintable(disk + error));
    }

private slots:
    void readOnlyStoreReadsButRefusesWrites() {
        const QString file = m_dir.filePath(QStringLiteral("readonly.sqlite"));
        QVERIFY(db::SqliteStore::open(file).ok());
        QVERIFY(run(QStringLiteral("chattr"), {QStringLiteral("+i"), file}));
        const QByteArray before = digest(file);
        {
            auto store = db::SqliteStore::open(file);
            QVERIFY2(store.ok(), store.ok() ? "" : store.error().c_str());
            QVERIFY(store.value()->prices({})->size() > 400); // reading works
            auto refused = store.value()->removePrice(1, 1, "should fail");
            QVERIFY(!refused.ok());
            QVERIFY2(QString::fromStdString(refused.error()).contains(QLatin1String("readonly")),
                     refused.error().c_str());
        }
        QVERIFY(run(QStringLiteral("chattr"), {QStringLiteral("-i"), file}));
        QCOMPARE(digest(file), before);
    }

    void fullDirectoryLeavesNoFile() {
        const QString mountPoint = m_dir.filePath(QStringLiteral("tiny"));
        QVERIFY(QDir().mkpath(mountPoint));
        QVERIFY(
            run(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                          QStringLiteral("size=64k"), QStringLiteral("tmpfs"), mountPoint}));
        auto store = db::SqliteStore::open(QDir(mountPoint).filePath(QStringLiteral("new.sqlite")));
        const bool opened = store.ok();
        const QString error = opened ? QString() : QString::fromStdString(store.error());
        const QStringList left = QDir(mountPoint).entryList(QDir::Files);
        store = core::fail("closed");
        run(QStringLiteral("umount"), {mountPoint});
        QVERIFY(!opened);
        QVERIFY2(error.contains(QLatin1String("the disk is full")) &&
                     error.contains(QLatin1String("no store was created")),
                 qPrintable(error));
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' ')))); // the half-made file is removed
    }

    void fullDiskDuringAnImportKeepsTheOldData_data() {
        QTest::addColumn<QList<int>>("sizesKiB"); // of the disk (tmpfs) holding the store
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("roomKiB"); // left free before the import; 0: all the disk has
        QTest::addColumn<QString>("where");
        // 20,000 prices outgrow SQLite's page cache: pages go to the WAL as they are written, until
        // the disk is full in the middle of the import. Which statement meets the full disk depends on
        // the disk's size, so several sizes: the store (about 0.8 MB) fits on each.
        QTest::newRow("while writing")
            << QList<int>{2560, 3072, 3584, 4096, 5120, 6144} << 20000 << 0 << QString();
        // 300 prices stay in the cache: the disk fills when they are committed.
        QTest::newRow("at commit") << QList<int>{4096} << 300 << 96
                                   << QStringLiteral("cannot save the import");
    }
    void fullDiskDuringAnImportKeepsTheOldData() {
        QFETCH(QList<int>, sizesKiB);
        QFETCH(int, rows);
        QFETCH(int, roomKiB);
        QFETCH(QString, where);
        const QString csv = m_dir.filePath(QStringLiteral("import-%1.csv").arg(rows));
        {
            QFile f(csv);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("gpu,provider,region,kind,unit,gpus_per_machine,amount,currency,low,high,effective_date,"
                    "source\n");
            for (int i = 0; i < rows; ++i)
                f.write(
                    QStringLiteral("h100-sxm,idc-cn,cn-beijing,monthly,gpu-month,8,%1,CNY,,,%2,disk test\n")
                        .arg(10000 + i)
                        .arg(QDate(1990, 1, 1).addDays(i).toString(Qt::ISODate))
                        .toUtf8());
        }
        for (int size : sizesKiB) {
            importIntoAFullDisk(csv, size, roomKiB, where);
            if (QTest::currentTestFailed())
                return;
        }
    }
};

QTEST_GUILESS_MAIN(TestStoreFilesystem)
#include "test_store_filesystem.moc"
