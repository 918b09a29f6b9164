#pragma once
// What the store copy's tests share: running the command line in-process, a store with a user's edits,
// everything the program exports from a store, and every row of a store file as a plain SQLite connection
// reads it.
#include "cli/cli.h"
#include "store.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplan;

namespace storecopytest {

struct Run {
    int status = 0;
    QString out, err;
};

inline Run gpuplanCli(const QString& db, QStringList args) {
    Run r;
    QTextStream out(&r.out), err(&r.err);
    r.status = cli::run(QStringList{QStringLiteral("--db"), db} + args, out, err);
    out.flush();
    err.flush();
    return r;
}

inline Run copy(const QString& from, const QString& to, bool replace = false) {
    QStringList args{QStringLiteral("store"), QStringLiteral("copy"), QStringLiteral("--to"), to};
    if (replace)
        args << QStringLiteral("--replace");
    return gpuplanCli(from, args);
}

// Everything the program exports as CSV (two export files and every listing with --format csv), with the
// price history and the rates, as the user would see them.
inline QMap<QString, QByteArray> exportsOf(const QString& db) {
    QMap<QString, QByteArray> texts;
    QTemporaryDir dir;
    for (const char* what : {"prices", "gpus"}) {
        const QString file = dir.filePath(QString::fromLatin1(what) + QStringLiteral(".csv"));
        Run r = gpuplanCli(db, {QStringLiteral("export"), QString::fromLatin1(what), file});
        QFile f(file);
        texts[QStringLiteral("export ") + QString::fromLatin1(what)] =
            r.status == 0 && f.open(QIODevice::ReadOnly) ? f.readAll() : r.err.toUtf8();
    }
    for (const char* listing : {"gpus", "models", "networks", "regions", "providers", "prices"}) {
        Run r =
            gpuplanCli(db, {QString::fromLatin1(listing), QStringLiteral("--format"), QStringLiteral("csv")});
        texts[QString::fromLatin1(listing)] = (r.status == 0 ? r.out : r.err).toUtf8();
    }
    texts[QStringLiteral("history")] =
        gpuplanCli(db, {QStringLiteral("price"), QStringLiteral("history")}).out.toUtf8();
    texts[QStringLiteral("rates")] =
        gpuplanCli(db, {QStringLiteral("rates"), QStringLiteral("--format"), QStringLiteral("json")})
            .out.toUtf8();
    return texts;
}

// Every row of every table of a store file but metadata (which program made the file), read by a plain
// SQLite connection: ids, history times and authors, the catalog in rowid order.
inline QString rowsOf(const QString& path) {
    const QString name = QStringLiteral("test-store-copy-rows");
    QString text;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            return QStringLiteral("cannot open ") + path;
        QSqlQuery tables(db), rows(db);
        tables.exec(
            QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'metadata' "
                           "ORDER BY name"));
        while (tables.next()) {
            text += QStringLiteral("== ") + tables.value(0).toString() + QLatin1Char('\n');
            // A team store keeps the order rows were added only in the catalog tables; the others are read
            // by their keys, as the program reads them.
            const QString table = tables.value(0).toString();
            const QString order = table == QLatin1String("exchange_rates") ? QStringLiteral("currency")
                                  : table == QLatin1String("regions") || table == QLatin1String("providers")
                                      ? QStringLiteral("id")
                                      : QStringLiteral("rowid");
            rows.exec(QStringLiteral("SELECT * FROM %1 ORDER BY %2").arg(table, order));
            while (rows.next()) {
                for (int i = 0; i < rows.record().count(); ++i)
                    text += (rows.isNull(i) ? QStringLiteral("NULL") : rows.value(i).toString()) +
                            QLatin1Char('|');
                text += QLatin1Char('\n');
            }
        }
    }
    QSqlDatabase::removeDatabase(name);
    return text;
}

inline bool execOn(const QString& path, const QStringList& statements) {
    const QString name = QStringLiteral("test-store-copy-exec");
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        for (const QString& s : statements)
            if (ok && !q.exec(s)) {
                qWarning("%s: %s", qPrintable(s), qPrintable(q.lastError().text()));
                ok = false;
            }
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

// A store as a user leaves it: prices added, edited, deleted and reverted (by "alice"), a new region inside
// an area, a rate, scenarios, a GPU's row rewritten (so the catalog's order is not the bundled one).
inline QStringList words(const char* text) {
    return QString::fromUtf8(text).split(QLatin1Char(' '));
}

inline void makeSource(const QString& path) {
    qputenv("USER", "alice");
    const QStringList price = words("price set --gpu h100-sxm --provider idc-cn --region cn-beijing --kind "
                                    "monthly --unit gpu-month --currency CNY --source") +
                              QStringList{QStringLiteral("quote, \"Q4\" \xe6\x8a\xa5\xe4\xbb\xb7")};
    for (const char* change : {"--amount 9000 --date 2026-11-01", "--amount 8800.5 --date 2026-12-01"})
        QCOMPARE(gpuplanCli(path, price + words(change)).status, 0);
    for (const char* change :
         {"price set --id 3 --note edited", "price delete --id 5", "price revert --change last",
          "region set --id aa-test --name-en A --name-zh \xe7\x94\xb2 --currency CNY --parent cn",
          "rate set --currency EUR --usd-per-unit 1.0876543210123 --source ECB"}) {
        const Run r = gpuplanCli(path, words(change));
        QVERIFY2(r.status == 0, qPrintable(QString::fromUtf8(change) + QStringLiteral(": ") + r.err));
    }
    qunsetenv("USER");
    {
        auto store = db::SqliteStore::open(path);
        QVERIFY(store);
        QVERIFY(store.value()->replaceScenarios({{"b plan", "{\"gpus\": 8}"}, {"a plan", "{\"gpus\": 64}"}}));
    }
    // Rewrite a GPU at the end of rowid order, so a copy that sorted the catalog by id would show.
    QVERIFY(execOn(
        path, {QStringLiteral("CREATE TEMP TABLE g AS SELECT * FROM gpus WHERE id = 'a100-80gb-sxm'"),
               QStringLiteral("CREATE TEMP TABLE e AS SELECT * FROM efficiency WHERE gpu = 'a100-80gb-sxm'"),
               QStringLiteral("PRAGMA foreign_keys = OFF"),
               QStringLiteral("DELETE FROM gpus WHERE id = 'a100-80gb-sxm'"),
               QStringLiteral("INSERT INTO gpus SELECT * FROM g"),
               QStringLiteral("DELETE FROM efficiency WHERE gpu = 'a100-80gb-sxm'"),
               QStringLiteral("INSERT INTO efficiency SELECT * FROM e")}));
}

// A copy of a store with a price of a provider it does not hold (SQLite checks foreign keys only when told
// to, and opening a store does not check them): the copy fails once every row is written, at the check of
// the foreign keys, after it has emptied and refilled the target.
inline bool copyWithADanglingPrice(const QString& from, const QString& to) {
    return QFile::copy(from, to) &&
           execOn(to,
                  {QStringLiteral("PRAGMA foreign_keys = OFF"),
                   QStringLiteral("INSERT INTO prices (id, gpu, provider, region, kind, unit, amount_minor, "
                                  "currency, effective_date, source) VALUES (900000, 'h100-sxm', "
                                  "'no-such-provider', 'cn', 'spot', 'gpu-hour', 100, 'USD', '2026-01-01', "
                                  "'test')")});
}

inline void compareExports(const QMap<QString, QByteArray>& got, const QMap<QString, QByteArray>& want) {
    QCOMPARE(got.keys(), want.keys());
    for (auto it = want.begin(); it != want.end(); ++it) {
        QVERIFY2(it.value().size() > 100,
                 qPrintable(it.key() + QStringLiteral(": ") + QString::fromUtf8(it.value())));
        QVERIFY2(got.value(it.key()) == it.value(), qPrintable(it.key() + QStringLiteral(" differs")));
    }
}

inline QStringList leftovers(const QString& dir, const QString& pattern = QStringLiteral("*incomplete*")) {
    return QDir(dir).entryList({pattern}, QDir::Files);
}

} // namespace storecopytest
