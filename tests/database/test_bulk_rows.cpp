// Rows written in bulk (BatchInsert: a prepared multi-row INSERT on SQLite, COPY on PostgreSQL; issue 16's
// import of 150,000 prices): every value reads back as it was given, whatever characters its text holds; a
// refused row fails the batch with the database's words, and the connection goes on working; on a team
// store the regions and providers prices name are still checked by the server (schema 9), and an import
// needs the editor role.
#include "batch_insert.h"
#include "database/pg_team_users.h"
#include "database/pg_test_server.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace gpuplan;

namespace {

const QStringList kColumns{QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("amount"),
                           QStringLiteral("note")};

// Row i of the test table: text with every character COPY and SQL quote specially, Chinese, an empty
// string and NULLs; doubles that only read back the same when written in full.
QVariantList row(int i) {
    static const QStringList names{QStringLiteral("plain"),
                                   QStringLiteral("tab\there, newline\nthere, return\rthere"),
                                   QStringLiteral("back\\slash \\N \\. and 'quotes' \"both\""),
                                   QStringLiteral("上海 H100 报价"),
                                   QString(),
                                   QStringLiteral("comma, semicolon; percent %1 %")};
    const double amounts[] = {0.1, 1e-300, 2.5, -0.0, 123456789.123456789, 1.0 / 3.0};
    return {qlonglong(i) * 1000003LL, names.at(i % names.size()), amounts[i % 6],
            i % 4 == 0 ? QVariant() : QVariant(QStringLiteral("note %1").arg(i))};
}

bool exec(QSqlDatabase& db, const QString& sql) {
    QSqlQuery q(db);
    if (!q.exec(sql)) {
        qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
        return false;
    }
    return true;
}

// 300 rows (more than one SQLite statement's 64, and a remainder) written in one transaction; empty when
// they were.
core::Status writeRows(QSqlDatabase& db, int count) {
    if (!db.transaction())
        return core::fail("cannot begin");
    {
        db::BatchInsert insert(db, QStringLiteral("bulk"), kColumns);
        for (int i = 0; i < count; ++i)
            if (auto added = insert.add(row(i)); !added) {
                db.rollback();
                return added;
            }
        if (auto flushed = insert.flush(); !flushed) {
            db.rollback();
            return flushed;
        }
    }
    return db.commit() ? core::ok() : core::fail("cannot commit");
}

// Checks that every row reads back as written.
void compareRows(QSqlDatabase& db, int count) {
    QSqlQuery q(db);
    QVERIFY(q.exec(QStringLiteral("SELECT id, name, amount, note FROM bulk ORDER BY id")));
    int i = 0;
    for (; q.next(); ++i) {
        const QVariantList expected = row(i);
        QCOMPARE(q.value(0).toLongLong(), expected[0].toLongLong());
        QCOMPARE(q.value(1).isNull(), expected[1].toString().isNull());
        QCOMPARE(q.value(1).toString(), expected[1].toString());
        // Exactly (QCOMPARE would allow a rounding), though a zero may lose its sign.
        QVERIFY2(q.value(2).toDouble() == expected[2].toDouble(),
                 qPrintable(QString::number(q.value(2).toDouble(), 'g', 17)));
        QCOMPARE(q.value(3).isNull(), expected[3].isNull());
        QCOMPARE(q.value(3).toString(), expected[3].toString());
    }
    QCOMPARE(i, count);
}

int rowCount(QSqlDatabase& db) {
    QSqlQuery q(db);
    return q.exec(QStringLiteral("SELECT count(*) FROM bulk")) && q.next() ? q.value(0).toInt() : -1;
}

} // namespace

class TestBulkRows : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;
    std::unique_ptr<test::ScratchDatabases> m_databases;

    // A connection to a new SQLite file or a new database on the test server, with the table "bulk".
    QSqlDatabase open(const QString& kind) {
        const QString name = QStringLiteral("bulk-") + kind;
        QSqlDatabase db = QSqlDatabase::addDatabase(
            kind == QLatin1String("sqlite") ? QStringLiteral("QSQLITE") : QStringLiteral("QPSQL"), name);
        if (kind == QLatin1String("sqlite")) {
            db.setDatabaseName(m_dir.filePath(QStringLiteral("bulk-%1.sqlite").arg(++m_files)));
        } else {
            QString why;
            const QString server = test::pgServerUrl(&why);
            if (server.isEmpty())
                return db;
            if (!m_databases)
                m_databases = std::make_unique<test::ScratchDatabases>(server);
            auto url = db::parsePgUrl(m_databases->create()).value();
            db.setHostName(url.host);
            db.setPort(url.port);
            db.setUserName(url.user);
            db.setDatabaseName(url.dbname);
        }
        if (db.open())
            exec(db, QStringLiteral("CREATE TABLE bulk (id BIGINT PRIMARY KEY, name TEXT, amount DOUBLE "
                                    "PRECISION NOT NULL CHECK (amount < 1e300), note TEXT)"));
        return db;
    }

    void close(const QString& kind) {
        QSqlDatabase::database(QStringLiteral("bulk-") + kind).close();
        QSqlDatabase::removeDatabase(QStringLiteral("bulk-") + kind);
    }

private slots:
    void cleanupTestCase() { m_databases.reset(); }

    void rowsReadBackAsWritten_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("SQLite") << QStringLiteral("sqlite");
        QTest::newRow("PostgreSQL") << QStringLiteral("pg");
    }
    void rowsReadBackAsWritten() {
        QFETCH(QString, kind);
        if (kind == QLatin1String("pg")) {
            GPUPLAN_REQUIRE_PG(server);
        }
        {
            QSqlDatabase db = open(kind);
            QVERIFY(db.isOpen());
            auto written = writeRows(db, 300);
            QVERIFY2(written, written ? "" : written.error().c_str());
            compareRows(db, 300);
        }
        close(kind);
    }

    // A row the table refuses fails the batch with the database's message; after the rollback the
    // connection works on, and nothing of the batch is kept.
    void aRefusedRowFailsTheBatchAndTheConnectionGoesOn_data() { rowsReadBackAsWritten_data(); }
    void aRefusedRowFailsTheBatchAndTheConnectionGoesOn() {
        QFETCH(QString, kind);
        if (kind == QLatin1String("pg")) {
            GPUPLAN_REQUIRE_PG(server);
        }
        {
            QSqlDatabase db = open(kind);
            QVERIFY(db.isOpen());
            QVERIFY(db.transaction());
            {
                db::BatchInsert insert(db, QStringLiteral("bulk"), kColumns);
                core::Status status = core::ok();
                for (int i = 0; status && i < 200; ++i)
                    status = insert.add(i == 150 ? QVariantList{i, QStringLiteral("x"), 1e301, QVariant()}
                                                 : row(i));
                if (status)
                    status = insert.flush();
                QVERIFY(!status);
                QVERIFY2(QString::fromStdString(status.error())
                             .contains(QStringLiteral("the table bulk was "
                                                      "refused")),
                         status.error().c_str());
                QVERIFY2(
                    QString::fromStdString(status.error())
                            .contains(QStringLiteral("CHECK"), Qt::CaseInsensitive) ||
                        QString::fromStdString(status.error()).contains(QStringLiteral("check constraint")),
                    status.error().c_str());
                if (kind == QLatin1String("sqlite")) // the statement's rows, 129-192, hold row 151
                    QVERIFY2(QString::fromStdString(status.error()).contains(QStringLiteral("rows 129-192")),
                             status.error().c_str());
            }
            QVERIFY(db.rollback());
            QCOMPARE(rowCount(db), 0);
            auto written = writeRows(db, 10);
            QVERIFY2(written, written ? "" : written.error().c_str());
            compareRows(db, 10);
        }
        close(kind);
    }

    // A batch given up before it was flushed (the caller failed elsewhere) leaves a PostgreSQL connection
    // out of its COPY, ready for the rollback.
    void anUnfinishedCopyEndsBeforeTheRollback() {
        GPUPLAN_REQUIRE_PG(server);
        {
            QSqlDatabase db = open(QStringLiteral("pg"));
            QVERIFY(db.isOpen());
            QVERIFY(db.transaction());
            {
                db::BatchInsert insert(db, QStringLiteral("bulk"), kColumns);
                for (int i = 0; i < 5000; ++i)
                    QVERIFY(insert.add(row(i)));
            }
            QVERIFY2(db.rollback(), qPrintable(db.lastError().text()));
            QCOMPARE(rowCount(db), 0);
        }
        close(QStringLiteral("pg"));
    }

    // Schema 9 checks the regions and providers of prices once per statement instead of by foreign keys:
    // the server still refuses a price naming neither, and a region or provider that prices name cannot
    // go or change its id.
    void theServerStillChecksWhatPricesName() {
        GPUPLAN_REQUIRE_PG(server);
        test::ScratchDatabases databases(server);
        const QString url = databases.create();
        QCOMPARE(test::on(url, {QStringLiteral("team"), QStringLiteral("init")}).status, 0);
        const QString insert = QStringLiteral(
            "INSERT INTO prices (gpu, provider, region, kind, unit, amount_minor, currency, effective_date, "
            "source) VALUES ('h100-sxm', '%1', '%2', 'on-demand', 'gpu-hour', 300, 'USD', '2030-01-01', 't') "
            "RETURNING id");
        const QString provider = test::pgScalar(url, QStringLiteral("SELECT min(provider) FROM prices"));
        const QString region = test::pgScalar(url, QStringLiteral("SELECT min(region) FROM prices WHERE "
                                                                  "provider = '%1'")
                                                       .arg(provider));
        QVERIFY(!provider.isEmpty() && !region.isEmpty());
        QString refused = test::pgScalar(url, insert.arg(provider, QStringLiteral("atlantis")));
        QVERIFY2(refused.contains(QStringLiteral("violates foreign key constraint \"prices_region_fkey\"")) &&
                     refused.contains(QStringLiteral("Key (region)=(atlantis) is not present")),
                 qPrintable(refused));
        refused = test::pgScalar(url, insert.arg(QStringLiteral("nobody"), region));
        QVERIFY2(refused.contains(QStringLiteral("prices_provider_fkey")), qPrintable(refused));
        const QString id = test::pgScalar(url, insert.arg(provider, region));
        QVERIFY2(id.toLongLong() > 0, qPrintable(id));
        refused = test::pgScalar(
            url, QStringLiteral("UPDATE prices SET region = 'atlantis' WHERE id = %1 RETURNING id").arg(id));
        QVERIFY2(refused.contains(QStringLiteral("is not present in table \"regions\"")),
                 qPrintable(refused));

        refused = test::pgScalar(
            url, QStringLiteral("DELETE FROM regions WHERE id = '%1' RETURNING id").arg(region));
        QVERIFY2(refused.contains(QStringLiteral("is still referenced from table \"prices\"")),
                 qPrintable(refused));
        refused = test::pgScalar(
            url,
            QStringLiteral("UPDATE providers SET id = 'renamed' WHERE id = '%1' RETURNING id").arg(provider));
        QVERIFY2(refused.contains(QStringLiteral("is still referenced from table \"prices\"")),
                 qPrintable(refused));
        // One no price names may go.
        QCOMPARE(
            test::pgScalar(url, QStringLiteral("INSERT INTO providers (id, name) VALUES ('spare', 'Spare') "
                                               "RETURNING id")),
            QStringLiteral("spare"));
        QCOMPARE(test::pgScalar(url, QStringLiteral("DELETE FROM providers WHERE id = 'spare' RETURNING id")),
                 QStringLiteral("spare"));
    }

    // An import takes its ids from the server, which first checks that the user may add prices: a viewer
    // is told which role it needs; an editor's prices get consecutive ids, each with its history entry.
    void anImportNeedsTheEditorRole() {
        GPUPLAN_REQUIRE_PG(server);
        test::ScratchDatabases databases(server);
        const QString owner = databases.create();
        QCOMPARE(test::on(owner, {QStringLiteral("team"), QStringLiteral("init")}).status, 0);
        const QString viewer = test::teamMember(databases, owner, "vic", "viewer").second;
        const QString editor = test::teamMember(databases, owner, "eda", "editor").second;
        const QString csv = m_dir.filePath(QStringLiteral("prices.csv"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QString provider = test::pgScalar(owner, QStringLiteral("SELECT min(provider) FROM prices"));
        const QString region = test::pgScalar(
            owner, QStringLiteral("SELECT min(region) FROM prices WHERE provider = '%1'").arg(provider));
        file.write("gpu,provider,region,kind,unit,amount,currency,effective_date,source\n");
        for (int day = 1; day <= 20; ++day)
            file.write(QStringLiteral("h100-sxm,%1,%2,on-demand,gpu-hour,3.%3,USD,2031-01-%3,quote\n")
                           .arg(provider, region)
                           .arg(day, 2, 10, QLatin1Char('0'))
                           .toUtf8());
        file.close();
        const QString before = test::pgScalar(owner, QStringLiteral("SELECT count(*) FROM prices"));

        const test::CliRun refused = test::on(viewer, {QStringLiteral("import"), QStringLiteral("csv"), csv});
        QCOMPARE(refused.status, 2);
        QVERIFY2(refused.err.contains(
                     QStringLiteral("the server refused: changing prices needs the editor role")) &&
                     refused.err.contains(QStringLiteral("nothing was imported")),
                 qPrintable(refused.err));
        QVERIFY2(!refused.err.contains(QStringLiteral("Unable to")), qPrintable(refused.err));
        QCOMPARE(test::pgScalar(owner, QStringLiteral("SELECT count(*) FROM prices")), before);

        const test::CliRun imported =
            test::on(editor, {QStringLiteral("import"), QStringLiteral("csv"), csv});
        QVERIFY2(imported.status == 0, qPrintable(imported.err));
        QCOMPARE(test::pgScalar(owner, QStringLiteral("SELECT max(id) - min(id) + 1 FROM prices WHERE "
                                                      "effective_date LIKE '2031-%'")),
                 QStringLiteral("20"));
        QCOMPARE(
            test::pgScalar(owner, QStringLiteral("SELECT count(DISTINCT h.price_id) FROM price_history h "
                                                 "JOIN prices p ON p.id = h.price_id WHERE p.effective_date "
                                                 "LIKE '2031-%' AND h.action = 'insert' AND h.author = '%1'")
                                      .arg(test::loginName("eda"))),
            QStringLiteral("20"));
        // The sequences go on after the ids handed out: a price added the usual way gets the next one.
        const QString next = test::pgScalar(
            owner,
            QStringLiteral("INSERT INTO prices (gpu, provider, region, kind, unit, amount_minor, currency, "
                           "effective_date, source) VALUES ('h100-sxm', '%1', '%2', 'spot', 'gpu-hour', "
                           "100, 'USD', '2031-02-01', 't') RETURNING id = (SELECT max(id) FROM prices "
                           "WHERE effective_date LIKE '2031-01-%') + 1")
                .arg(provider, region));
        QCOMPARE(next, QStringLiteral("true"));
    }
};

QTEST_GUILESS_MAIN(TestBulkRows)
#include "test_bulk_rows.moc"
