#pragma once
// What a plain SQLite connection (not GpuPlan's store code) sees in a store file: whether it passes
// integrity_check, its schema version, its tables and a digest of its schema and of every row, so
// two stores can be compared row for row. The times of changes (price_history.changed_at,
// scenarios.updated_at) are left out of the digest: two runs of the same operation differ only there.

#include <QAtomicInt>
#include <QCryptographicHash>
#include <QFileInfo>
#include <QMap>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

namespace storetest {

struct Look {
    bool exists = false;
    QString integrity; // the first line of PRAGMA integrity_check ("ok"), or why the file did not open
    int version = -1;  // PRAGMA user_version
    QMap<QString, qint64> rows; // rows per table
    QStringList tables;
    QByteArray content;

    QString describeRows() const {
        QStringList parts;
        for (auto it = rows.begin(); it != rows.end(); ++it)
            parts << QStringLiteral("%1=%2").arg(it.key()).arg(it.value());
        return parts.join(QLatin1Char(' '));
    }
};

inline Look look(const QString& path) {
    Look l;
    // Opening a missing file would create it.
    if (!QFileInfo::exists(path))
        return l;
    l.exists = true;
    static QAtomicInt counter;
    const QString name = QStringLiteral("look-%1").arg(counter.fetchAndAddRelaxed(1));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open()) {
            l.integrity = db.lastError().text();
        } else {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("PRAGMA integrity_check")) || !q.next()) {
                l.integrity = q.lastError().text();
            } else {
                l.integrity = q.value(0).toString();
                q.finish();
                if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
                    l.version = q.value(0).toInt();
                q.finish();
                QCryptographicHash hash(QCryptographicHash::Sha256);
                q.exec(QStringLiteral("SELECT name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' "
                                      "ORDER BY name"));
                QStringList tables;
                while (q.next()) {
                    hash.addData(q.value(0).toString().toUtf8() + '\n' + q.value(1).toString().toUtf8() +
                                 '\n');
                    if (q.value(1).toString().startsWith(QLatin1String("CREATE TABLE")))
                        tables << q.value(0).toString();
                }
                q.finish();
                for (const QString& table : tables) {
                    QSqlQuery rows(db);
                    rows.setForwardOnly(true);
                    rows.exec(QStringLiteral("SELECT * FROM \"%1\"").arg(table));
                    qint64 count = 0;
                    while (rows.next()) {
                        ++count;
                        const QSqlRecord record = rows.record();
                        for (int i = 0; i < record.count(); ++i)
                            if (record.fieldName(i) != QLatin1String("changed_at") &&
                                record.fieldName(i) != QLatin1String("updated_at"))
                                hash.addData(rows.isNull(i) ? QByteArray("\x1e")
                                                            : rows.value(i).toString().toUtf8() + '\x1f');
                        hash.addData("\n");
                    }
                    l.rows[table] = count;
                }
                l.tables = tables;
                l.content = hash.result();
            }
        }
    }
    QSqlDatabase::removeDatabase(name);
    return l;
}

} // namespace storetest
