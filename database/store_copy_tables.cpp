// The table-by-table part of `store copy`: read every table of the source in one snapshot, write it into
// the target inside one transaction in batches (batch_insert.h: a statement per few hundred or thousand
// rows, where a PostgreSQL server answering row by row would take seconds more per 100,000 prices). Ids,
// history and authors are copied as they are, so exports of the copy match.
#include "batch_insert.h"
#include "price_rows.h"
#include "sql_support.h"
#include "store_copy.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <algorithm>
#include <iterator>

namespace gpuplan::db {

using core::fail;

namespace {

struct Table {
    const char* name;
    const char* label; // for people: "GPUs", "price changes"
    // The order rows are read from a team store, where only the catalog tables keep the order rows were
    // added (row_order); null for those. From a file every table is read in rowid order, as it was added.
    const char* key;
    bool idSequence = false; // an integer id PostgreSQL numbers new rows by
};

// Referenced tables before those referring to them (networks, GPUs, their efficiency; providers and regions,
// prices), emptied in the reverse order; the foreign keys themselves are checked once every row is in.
// metadata (which program made and last opened a store) and PostgreSQL's schema_version describe the
// target itself, so they are not copied.
constexpr Table kTables[] = {
    {"networks", "networks", nullptr},
    {"gpus", "GPUs", nullptr},
    {"models", "models", nullptr},
    {"efficiency", "efficiency rows", nullptr},
    {"global_params", "global parameters", nullptr},
    {"providers", "providers", "id"},
    {"regions", "regions", "id"},
    {"prices", "prices", "id", true},
    {"price_history", "price changes", "id", true},
    {"exchange_rates", "exchange rates", "currency"},
    {"api_prices", "API prices", "id", true},
    {"scenarios", "scenarios", "id"},
};

QString name(const Table& t) {
    return QString::fromLatin1(t.name);
}

// Which store a connection reaches, so a store is never copied onto itself under another spelling of its
// name (a relative path, a symbolic link; localhost for 127.0.0.1): the file itself, or the server (its
// start time and port) and the database.
QString identity(SqlStore& store) {
    QSqlDatabase db = QSqlDatabase::database(store.connection());
    if (!isPostgres(db.driver()))
        return QStringLiteral("file:") + QFileInfo(store.location()).canonicalFilePath();
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT pg_postmaster_start_time()::text || ' ' || current_setting('port') || "
                               "' ' || current_database()")) ||
        !q.next())
        return QStringLiteral("pg:") + store.location();
    return QStringLiteral("pg:") + q.value(0).toString();
}

// The source read in one snapshot: rows others write during the copy are either all in it or none.
class Snapshot {
public:
    explicit Snapshot(QSqlDatabase db) : m_db(std::move(db)) {
        QSqlQuery q(m_db);
        m_begun = q.exec(isPostgres(m_db.driver())
                             ? QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                             : QStringLiteral("BEGIN"));
        if (!m_begun)
            m_error = sqlError(q);
    }
    ~Snapshot() {
        if (m_begun)
            QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    }
    Snapshot(const Snapshot&) = delete;
    Snapshot& operator=(const Snapshot&) = delete;
    bool begun() const { return m_begun; }
    const std::string& error() const { return m_error; }

private:
    QSqlDatabase m_db;
    bool m_begun = false;
    std::string m_error;
};

// The source's columns, which the target must all have (but a team store's scenario owners, below);
// PostgreSQL's row_order is left to the target, which numbers rows in the order they come (they come in the
// source's order).
core::Result<QStringList> columnsToCopy(QSqlDatabase& from, QSqlDatabase& to, const QString& table,
                                        const std::string& target) {
    const QSqlRecord source = from.record(table), dest = to.record(table);
    if (source.isEmpty())
        return fail("the source has no table " + table.toStdString());
    QStringList columns, missing;
    for (int i = 0; i < source.count(); ++i) {
        const QString column = source.fieldName(i);
        if (column == QLatin1String("row_order"))
            continue;
        // A team store's scenarios have an owner, a shared flag and a place in their owner's table; a file
        // has one user, whose every scenario is their own, in the order of the ids: those columns stay
        // behind when the target has none.
        if (table == QLatin1String("scenarios") && !dest.contains(column) &&
            (column == QLatin1String("owner") || column == QLatin1String("shared") ||
             column == QLatin1String("place")))
            continue;
        (dest.contains(column) ? columns : missing) << column;
    }
    if (!missing.isEmpty())
        return fail(target + " cannot hold the source's " + table.toStdString() + ": it has no column " +
                    missing.join(QStringLiteral(", ")).toStdString() + " (a different schema)");
    return columns;
}

// On PostgreSQL, for the copy's transaction only (ALTER TABLE is transactional there and needs the
// tables' owner, who set the store up): the triggers that sign new rows with the server's user and clock
// are off, so the history keeps the authors and times the source recorded; the foreign keys are dropped
// and added back after the rows are in, which checks every row in one pass where a key checked row by row
// took half the time of copying 100,000 prices. The triggers that check which regions and providers prices
// name (migrations-pg/0009.sql, "..._reference_check") stay on: they check each table's rows in one pass,
// and the tables are copied in an order that has the regions and providers in before the prices.
struct Suspended {
    std::vector<std::pair<QString, QString>> signing;     // table, trigger
    std::vector<std::pair<QString, QString>> foreignKeys; // table, "CONSTRAINT name FOREIGN KEY ..."
};

core::Result<Suspended> suspendChecks(QSqlQuery& q) {
    Suspended s;
    if (!q.exec(QStringLiteral(
            "SELECT c.relname, t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
            "WHERE NOT t.tgisinternal AND t.tgenabled <> 'D' AND t.tgname NOT LIKE "
            "'%reference_check' AND c.relnamespace = current_schema()::regnamespace")))
        return fail(sqlError(q));
    while (q.next())
        s.signing.emplace_back(q.value(0).toString(), q.value(1).toString());
    for (const auto& [table, trigger] : s.signing)
        if (!q.exec(QStringLiteral("ALTER TABLE %1 DISABLE TRIGGER \"%2\"").arg(table, trigger)))
            return fail(sqlError(q));
    if (!q.exec(QStringLiteral("SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM "
                               "pg_constraint WHERE contype = 'f' AND connamespace = "
                               "current_schema()::regnamespace ORDER BY conname")))
        return fail(sqlError(q));
    std::vector<QStringList> keys;
    while (q.next())
        keys.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString()});
    for (const QStringList& k : keys) {
        if (!q.exec(QStringLiteral("ALTER TABLE %1 DROP CONSTRAINT \"%2\"").arg(k[0], k[1])))
            return fail(sqlError(q));
        s.foreignKeys.emplace_back(k[0], QStringLiteral("CONSTRAINT \"%1\" %2").arg(k[1], k[2]));
    }
    return s;
}

core::Status restoreChecks(QSqlQuery& q, const Suspended& s) {
    for (const auto& [table, key] : s.foreignKeys)
        if (!q.exec(QStringLiteral("ALTER TABLE %1 ADD %2").arg(table, key)))
            return fail("a row of the table " + table.toStdString() +
                        " names one that is not there: " + sqlError(q));
    for (const auto& [table, trigger] : s.signing)
        if (!q.exec(QStringLiteral("ALTER TABLE %1 ENABLE TRIGGER \"%2\"").arg(table, trigger)))
            return fail("cannot turn the signing of " + table.toStdString() + " back on: " + sqlError(q));
    return core::ok();
}

// The copy wrote with the announcing triggers off (suspendChecks), so the open windows on the team store
// would not learn of it: one notification per table those triggers watch (migrations-pg/0004.sql), with no
// key since many rows changed, delivered at the commit like theirs and never if the copy rolls back.
core::Status announceCopy(QSqlQuery& q) {
    if (!q.exec(QStringLiteral(
            "SELECT pg_notify('gpuplan_changes', json_build_object('table', relname, 'key', '', 'action', "
            "'insert')::text) FROM (SELECT DISTINCT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = "
            "t.tgrelid WHERE t.tgname LIKE 'change_notified%' AND c.relnamespace = "
            "current_schema()::regnamespace) AS watched")))
        return fail(sqlError(q));
    return core::ok();
}

} // namespace

qint64 CopyReport::rowsOf(const QString& table) const {
    for (const auto& [copied, count] : rows)
        if (copied == table)
            return count;
    return 0;
}

core::Result<CopyReport> copyTables(SqlStore& source, SqlStore& target, bool replace, const QString& shownAs,
                                    const std::string& whatStays) {
    const std::string to = (shownAs.isEmpty() ? target.location() : shownAs).toStdString();
    const std::string unchanged = whatStays.empty() ? "; " + to + " was not changed" : whatStays;
    if (identity(source) == identity(target))
        return fail("cannot copy " + source.location().toStdString() + " onto itself: " + to +
                    " is the same store; give another file or database");
    QSqlDatabase from = QSqlDatabase::database(source.connection());
    QSqlDatabase into = QSqlDatabase::database(target.connection());
    const bool fromPg = isPostgres(from.driver()), intoPg = isPostgres(into.driver());

    Transaction tx(into);
    if (!tx.begun())
        return fail("cannot start writing " + to + ": " + tx.error() + unchanged);
    QSqlQuery q(into);
    std::vector<std::string> held;
    for (const Table& t : kTables) {
        if (!q.exec(QStringLiteral("SELECT count(*) FROM ") + name(t)) || !q.next())
            return fail("cannot read " + to + ": " + sqlError(q) + unchanged);
        if (const qint64 n = q.value(0).toLongLong(); n > 0)
            held.push_back(std::to_string(n) + " " + t.label);
    }
    if (!held.empty() && !replace) {
        std::string what;
        for (const std::string& h : held)
            what += (what.empty() ? "" : ", ") + h;
        return fail(to + " holds a store already (" + what +
                    "): give --replace to replace all of it with the copy, or copy to a new file or an "
                    "empty database" +
                    unchanged);
    }
    if (!intoPg && !q.exec(QStringLiteral("PRAGMA defer_foreign_keys = ON")))
        return fail("cannot write " + to + ": " + sqlError(q) + unchanged);
    Suspended suspended;
    if (intoPg) {
        auto off = suspendChecks(q);
        if (!off)
            return fail("cannot copy into " + to + " as the source recorded it: " + off.error() +
                        " (a copy into a team store needs the user who created it)" + unchanged);
        suspended = std::move(off).value();
    }
    for (auto t = std::rbegin(kTables); t != std::rend(kTables); ++t)
        if (!q.exec(QStringLiteral("DELETE FROM ") + name(*t)))
            return fail("cannot empty the table " + std::string(t->name) + " of " + to + ": " + sqlError(q) +
                        unchanged);

    Snapshot snapshot(from);
    if (!snapshot.begun())
        return fail("cannot read " + source.location().toStdString() + ": " + snapshot.error() + unchanged);
    CopyReport report;
    report.replaced = held;
    for (const Table& t : kTables) {
        auto columns = columnsToCopy(from, into, name(t), to);
        if (!columns)
            return fail(columns.error() + unchanged);
        QSqlQuery rows(from);
        rows.setForwardOnly(true);
        const QString order = !fromPg ? QStringLiteral("rowid")
                              : t.key ? QString::fromLatin1(t.key)
                                      : QStringLiteral("row_order");
        QStringList quoted;
        for (const QString& c : columns.value())
            quoted << QLatin1Char('"') + c + QLatin1Char('"');
        QString select = QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                             .arg(quoted.join(QStringLiteral(", ")), name(t), order);
        // A file keeps its scenarios in the order of their ids, a team store in their `place`: into a file,
        // the same ids go to the scenarios in their team order (each owner's together), so one reordered on
        // the server comes out in that order and an unreordered store keeps every id.
        if (fromPg && !intoPg && t.name == std::string_view("scenarios")) {
            QStringList renumbered = quoted;
            renumbered.replaceInStrings(
                QRegularExpression(QStringLiteral("^\"id\"$")),
                QStringLiteral("(SELECT ids.id FROM (SELECT id, row_number() OVER "
                               "(ORDER BY id) AS n FROM scenarios) AS ids WHERE ids.n = "
                               "ranked.n) AS id"));
            select = QStringLiteral("SELECT %1 FROM (SELECT *, row_number() OVER (ORDER BY owner, "
                                    "coalesce(place, id), id) AS n FROM scenarios) AS ranked ORDER BY n")
                         .arg(renumbered.join(QStringLiteral(", ")));
        }
        if (!rows.exec(select))
            return fail("cannot read the table " + std::string(t.name) + " of " +
                        source.location().toStdString() + ": " + sqlError(rows) + unchanged);
        BatchInsert insert(into, name(t), columns.value());
        // In the source's order, whatever the foreign keys: SQLite checks them at the commit (deferred
        // above), PostgreSQL once the rows are in (suspendChecks), so a region may come before its area.
        core::Status written = core::ok();
        while (written && rows.next())
            written = insert.add(rows);
        if (written)
            written = insert.flush();
        if (!written)
            return fail("cannot copy into " + to + ": " + written.error() + unchanged);
        if (rows.lastError().isValid())
            return fail("cannot read the table " + std::string(t.name) + " of " +
                        source.location().toStdString() + ": " + sqlError(rows) + unchanged);
        report.rows.emplace_back(name(t), insert.rows());
        // New prices and history entries on the team store get ids after the copied ones.
        if (intoPg && t.idSequence &&
            !q.exec(
                QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', 'id'), coalesce(max(id), 0) + 1, "
                               "false) FROM %1")
                    .arg(name(t))))
            return fail("cannot continue the ids of " + std::string(t.name) + " in " + to + ": " +
                        sqlError(q) + unchanged);
    }
    // SQLite checks the foreign keys at the commit (deferred above); the check names the first row that
    // fails.
    if (!intoPg) {
        if (!q.exec(QStringLiteral("PRAGMA foreign_key_check")))
            return fail("cannot check the copy in " + to + ": " + sqlError(q) + unchanged);
        if (q.next())
            return fail("cannot copy into " + to + ": row " + q.value(1).toString().toStdString() +
                        " of the table " + q.value(0).toString().toStdString() + " names a row of " +
                        q.value(2).toString().toStdString() + " that the source does not hold" + unchanged);
    }
    if (auto on = restoreChecks(q, suspended); !on)
        return fail("cannot copy into " + to + ": " + on.error() + unchanged);
    if (intoPg)
        if (auto told = announceCopy(q); !told)
            return fail("cannot tell the team store's open windows of the copy: " + told.error() + unchanged);
    if (auto committed = tx.commit(); !committed)
        return fail("cannot save the copy in " + to + ": " + committed.error() + unchanged);
    return report;
}

} // namespace gpuplan::db
