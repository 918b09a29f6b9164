// A team store's URL read the way libpq reads it, and refused when it holds a password or something
// GpuPlan does not pass on; and --db never takes a PostgreSQL URL for a file name.
#include "pg/pg_url.h"

#include "cli/cli.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplan;

class TestPgUrl : public QObject {
    Q_OBJECT

private slots:
    void readsLibpqUrls() {
        auto url = db::parsePgUrl(QStringLiteral("postgresql://bob@127.0.0.1:5433/team?sslmode=verify-full"));
        QVERIFY2(url, url ? "" : url.error().c_str());
        QCOMPARE(url->user, QStringLiteral("bob"));
        QCOMPARE(url->host, QStringLiteral("127.0.0.1"));
        QCOMPARE(url->port, 5433);
        QCOMPARE(url->dbname, QStringLiteral("team"));
        QCOMPARE(url->sslmode, QStringLiteral("verify-full"));
        QVERIFY(url->connectOptions().contains(QStringLiteral("sslmode='verify-full'")));
        QVERIFY(url->connectOptions().contains(QStringLiteral("connect_timeout='10'")));

        // Left out: libpq's defaults. A socket directory as an encoded host or ?host=; IPv6 in brackets.
        auto bare = db::parsePgUrl(QStringLiteral("postgres://"));
        QVERIFY(bare);
        QVERIFY(bare->user.isEmpty() && bare->host.isEmpty() && bare->dbname.isEmpty());
        QCOMPARE(bare->port, 0);
        auto socket = db::parsePgUrl(QStringLiteral("postgresql://%2Fvar%2Frun%2Fpostgresql/team"));
        QCOMPARE(socket->host, QStringLiteral("/var/run/postgresql"));
        auto query = db::parsePgUrl(QStringLiteral("postgresql:///team?host=/tmp/pg&port=6000&user=ann"));
        QCOMPARE(query->host, QStringLiteral("/tmp/pg"));
        QCOMPARE(query->port, 6000);
        QCOMPARE(query->user, QStringLiteral("ann"));
        auto v6 = db::parsePgUrl(QStringLiteral("postgresql://[::1]:5432/team"));
        QCOMPARE(v6->host, QStringLiteral("::1"));
        QCOMPARE(v6->port, 5432);
        auto escaped = db::parsePgUrl(QStringLiteral("postgresql://li%40corp@db.example/price%20book"));
        QCOMPARE(escaped->user, QStringLiteral("li@corp"));
        QCOMPARE(escaped->dbname, QStringLiteral("price book"));
    }

    void refusesWhatItWillNotTake_data() {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("message");
        QTest::newRow("password") << "postgresql://bob:secret@host/team"
                                  << "a password in the URL is refused";
        QTest::newRow("password parameter") << "postgresql://bob@host/team?password=secret"
                                            << "a password in the URL is refused";
        QTest::newRow("sslmode") << "postgresql://host/team?sslmode=maybe"
                                 << "sslmode 'maybe'";
        QTest::newRow("port") << "postgresql://host:99999/team"
                              << "not a number from 1 to 65535";
        QTest::newRow("several hosts") << "postgresql://a,b/team"
                                       << "several hosts";
        QTest::newRow("unknown parameter") << "postgresql://host/team?target_session_attrs=any"
                                           << "'target_session_attrs' is not one GpuPlan passes on";
        QTest::newRow("no value") << "postgresql://host/team?sslmode"
                                  << "has no value";
        QTest::newRow("not a url") << "/home/bob/store.sqlite"
                                   << "is not a PostgreSQL URL";
    }
    void refusesWhatItWillNotTake() {
        QFETCH(QString, url);
        QFETCH(QString, message);
        auto parsed = db::parsePgUrl(url);
        QVERIFY(!parsed);
        QVERIFY2(QString::fromStdString(parsed.error()).contains(message), parsed.error().c_str());
    }

    // The report: `--db postgresql://...` made a folder "postgresql:" with a SQLite store in it.
    void dbNeverTakesAUrlForAFile() {
        QTemporaryDir dir;
        const QString before = QDir::currentPath();
        QDir::setCurrent(dir.path());
        QString outText, errText;
        QTextStream out(&outText), err(&errText);
        const int status =
            cli::run({QStringLiteral("--db"), QStringLiteral("postgresql://bob:pw@127.0.0.1:1/team"),
                      QStringLiteral("prices")},
                     out, err);
        QDir::setCurrent(before);
        QCOMPARE(status, 2);
        QVERIFY2(errText.contains(QStringLiteral("a password in the URL is refused")), qPrintable(errText));
        QVERIFY2(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty(),
                 "nothing may be created in the current directory");
    }
};

QTEST_GUILESS_MAIN(TestPgUrl)
#include "test_pg_url.moc"
