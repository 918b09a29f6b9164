// A read-only store file and a full directory, for real: an immutable file (chattr +i) and a 64 KiB
// tmpfs. Needs root with mount and chattr, so CMake registers it only where a probe shows both
// work (CI and developer machines run as root); docs/database.md says so.
#include "store.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
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
            auto refused = store.value()->removePrice(1, "should fail");
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
        QVERIFY2(error.contains(QLatin1String("full")), qPrintable(error));
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' ')))); // the half-made file is removed
    }
};

QTEST_GUILESS_MAIN(TestStoreFilesystem)
#include "test_store_filesystem.moc"
