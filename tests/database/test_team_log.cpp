// `gpuplan --db URL team log` (issue 16 item 3): the changes the server signed in change_log, newest first,
// as a table or JSON, filtered by table and limited; a table the store does not sign, a limit out of range
// and a file store are refused with a message.
#include "database/cli_run.h"
#include "database/pg_test_server.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplan;

namespace {

using Run = test::CliRun;

Run team(const QString& url, QStringList args) {
    args.prepend(QStringLiteral("team"));
    args.prepend(url);
    args.prepend(QStringLiteral("--db"));
    return test::gpuplanCli(args);
}

} // namespace

class TestTeamLog : public QObject {
    Q_OBJECT

    std::unique_ptr<test::ScratchDatabases> m_databases;
    QString m_url;

private slots:
    void initTestCase() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        m_url = m_databases->create();
        const Run init = team(m_url, {QStringLiteral("init")});
        QVERIFY2(init.status == 0, qPrintable(init.err));
    }
    void cleanupTestCase() { m_databases.reset(); }

    // The newest change first, signed with the server's user and time, whatever the client is called.
    void newestChangeFirstSignedByTheServer() {
        QCOMPARE(test::pgScalar(m_url, QStringLiteral("UPDATE global_params SET value = value WHERE name = "
                                                      "'goodput' RETURNING name")),
                 QStringLiteral("goodput"));
        const Run log = team(m_url, {QStringLiteral("log"), QStringLiteral("--limit"), QStringLiteral("1"),
                                     QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(log.status == 0, qPrintable(log.err));
        const QJsonArray changes = QJsonDocument::fromJson(log.out.toUtf8()).array();
        QCOMPARE(changes.size(), 1);
        const QJsonObject c = changes.first().toObject();
        QCOMPARE(c.value(QStringLiteral("table")).toString(), QStringLiteral("global_params"));
        QCOMPARE(c.value(QStringLiteral("key")).toString(), QStringLiteral("goodput"));
        QCOMPARE(c.value(QStringLiteral("action")).toString(), QStringLiteral("update"));
        QCOMPARE(c.value(QStringLiteral("by")).toString(), QStringLiteral("gpuplan_test"));
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"))
                     .match(c.value(QStringLiteral("at")).toString())
                     .hasMatch(),
                 qPrintable(c.value(QStringLiteral("at")).toString()));
    }

    // The seeding of `team init` is signed too; --table keeps one table's rows, --limit counts them.
    void filteredByTableAndLimited() {
        const Run log =
            team(m_url, {QStringLiteral("log"), QStringLiteral("--table"), QStringLiteral("regions"),
                         QStringLiteral("--limit"), QStringLiteral("3")});
        QVERIFY2(log.status == 0, qPrintable(log.err));
        const QStringList lines = log.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        for (const QString& line : lines)
            QVERIFY2(line.contains(QStringLiteral("gpuplan_test")) &&
                         line.contains(QStringLiteral(" regions ")),
                     qPrintable(line));
    }

    // Prices are logged once per statement from its rows (schema 8), with the same rows as the other tables'
    // row trigger: one per price an edit, an import or a delete changed, signed by the server.
    void everyPriceChangeIsLoggedOnce() {
        const QString count = QStringLiteral("SELECT count(*) FROM change_log WHERE table_name = 'prices'");
        const int before = test::pgScalar(m_url, count).toInt();
        QCOMPARE(before,
                 test::pgScalar(m_url, QStringLiteral("SELECT count(*) FROM prices")).toInt()); // seeded
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("two.csv"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "gpu,provider,region,kind,unit,gpus_per_machine,amount,currency,low,high,effective_date,source\n"
            "h100-sxm,idc-cn,cn-shanghai,monthly,gpu-month,8,8100,CNY,,,2026-11-30,team log test\n"
            "h200-sxm,idc-cn,cn-shanghai,monthly,gpu-month,8,9900,CNY,,,2026-11-30,team log test\n");
        file.close();
        const Run imported = test::gpuplanCli(
            {QStringLiteral("--db"), m_url, QStringLiteral("import"), QStringLiteral("csv"), csv});
        QVERIFY2(imported.status == 0, qPrintable(imported.err));
        QCOMPARE(test::pgScalar(m_url, count).toInt(), before + 2);
        const QString id = test::pgScalar(m_url, QStringLiteral("SELECT max(id) FROM prices"));
        const Run deleted = test::gpuplanCli({QStringLiteral("--db"), m_url, QStringLiteral("price"),
                                              QStringLiteral("delete"), QStringLiteral("--id"), id});
        QVERIFY2(deleted.status == 0, qPrintable(deleted.err));
        QCOMPARE(
            test::pgScalar(m_url, QStringLiteral("SELECT action || ' ' || row_key || ' ' || changed_by FROM "
                                                 "change_log ORDER BY id DESC LIMIT 1")),
            QStringLiteral("delete %1 gpuplan_test").arg(id));
        QCOMPARE(test::pgScalar(m_url, count).toInt(), before + 3);
    }

    void badInputIsNamed_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("words");
        QTest::newRow("unknown table") << QStringList{QStringLiteral("--table"), QStringLiteral("passwords")}
                                       << QStringLiteral("the signed tables are prices, providers");
        QTest::newRow("limit 0") << QStringList{QStringLiteral("--limit"), QStringLiteral("0")}
                                 << QStringLiteral(
                                        "--limit must be a whole number from 1 to 100,000, got '0'");
        QTest::newRow("limit text") << QStringList{QStringLiteral("--limit"), QStringLiteral("all")}
                                    << QStringLiteral("got 'all'");
    }
    void badInputIsNamed() {
        QFETCH(QStringList, args);
        QFETCH(QString, words);
        args.prepend(QStringLiteral("log"));
        const Run log = team(m_url, args);
        QCOMPARE(log.status, 2);
        QVERIFY2(log.err.contains(words), qPrintable(log.err));
        QVERIFY(log.out.isEmpty());
    }

    void aFileStoreHasNoTeamLog() {
        QTemporaryDir dir;
        const Run log = team(dir.filePath(QStringLiteral("file.sqlite")), {QStringLiteral("log")});
        QCOMPARE(log.status, 2);
        QVERIFY2(log.err.contains(QStringLiteral("team log needs the server's URL")), qPrintable(log.err));
    }
};

QTEST_GUILESS_MAIN(TestTeamLog)
#include "test_team_log.moc"
