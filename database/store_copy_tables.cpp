// The table-by-table part of `store copy`: read every table of the source in one snapshot, write it into
// the target inside one transaction with prepared multi-row INSERTs (one statement per few hundred rows:
// a PostgreSQL server answers each statement with a round trip, so row-at-a-time would take seconds more
// per 100,000 prices). Ids, history and authors are copied as they are, so exports of the copy match.
#include "price_rows.h"
#include "sql_support.h"
#include "store_copy.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <algorithm>
#include <iterator>
#include <map>
#include <set>

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

// In an order the foreign keys accept: networks before the GPUs on them, GPUs before their efficiency,
// providers and regions before prices. metadata (which program made and last opened a store) and
// PostgreSQL's schema_version describe the target itself, so they are not copied.
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

// Rows written in prepared INSERTs of up to `perStatement` rows each, bound in a loop.
class BatchInsert {
public:
    BatchInsert(QSqlDatabase db, const QString& table, const QStringList& columns, bool postgres)
        : m_db(std::move(db)), m_table(table), m_columns(columns), m_postgres(postgres) {
        // Under SQLite's and PostgreSQL's limits on bound values (32,766 and 65,535).
        m_perStatement = std::max<qsizetype>(1, std::min<qsizetype>(250, 20000 / columns.size()));
    }
    core::Status add(const QSqlQuery& row) {
        for (qsizetype i = 0; i < m_columns.size(); ++i)
            m_pending << row.value(int(i));
        ++m_rows;
        return m_pending.size() / m_columns.size() == m_perStatement ? flush() : core::ok();
    }
    core::Status add(const QVariantList& row) {
        m_pending << row;
        ++m_rows;
        return m_pending.size() / m_columns.size() == m_perStatement ? flush() : core::ok();
    }
    core::Status flush() {
        const qsizetype rows = m_pending.size() / m_columns.size();
        if (rows == 0)
            return core::ok();
        QSqlQuery& q = rows == m_perStatement ? m_full : m_rest;
        if (rows != m_preparedRows[&q]) {
            if (!q.prepare(statement(rows)))
                return fail("cannot prepare the copy of " + m_table.toStdString() + ": " + sqlError(q));
            m_preparedRows[&q] = rows;
        }
        for (const QVariant& v : m_pending)
            q.addBindValue(v);
        if (!q.exec())
            return fail("the table " + m_table.toStdString() + " was refused at its rows " +
                        std::to_string(m_rows - rows + 1) + "-" + std::to_string(m_rows) + ": " +
                        sqlError(q));
        m_pending.clear();
        return core::ok();
    }
    qint64 rows() const { return m_rows; }

private:
    QString statement(qsizetype rows) const {
        QStringList quoted;
        for (const QString& c : m_columns)
            quoted << QLatin1Char('"') + c + QLatin1Char('"');
        const QString one =
            QStringLiteral("(?") + QStringLiteral(", ?").repeated(m_columns.size() - 1) + QLatin1Char(')');
        QStringList values;
        for (qsizetype i = 0; i < rows; ++i)
            values << one;
        // OVERRIDING SYSTEM VALUE: price_history's id is an identity PostgreSQL otherwise always assigns,
        // and the copy keeps every id so history entries still name their prices.
        return QStringLiteral("INSERT INTO %1 (%2)%3 VALUES %4")
            .arg(m_table, quoted.join(QStringLiteral(", ")),
                 m_postgres ? QStringLiteral(" OVERRIDING SYSTEM VALUE") : QString(),
                 values.join(QStringLiteral(", ")));
    }

    QSqlDatabase m_db;
    QString m_table;
    QStringList m_columns;
    bool m_postgres;
    qsizetype m_perStatement = 1;
    QVariantList m_pending;
    qint64 m_rows = 0;
    QSqlQuery m_full{m_db}, m_rest{m_db};
    std::map<const QSqlQuery*, qsizetype> m_preparedRows;
};

// The source's columns, which the target must all have; PostgreSQL's row_order is left to the target,
// which numbers rows in the order they come (they come in the source's order).
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
        (dest.contains(column) ? columns : missing) << column;
    }
    if (!missing.isEmpty())
        return fail(target + " cannot hold the source's " + table.toStdString() + ": it has no column " +
                    missing.join(QStringLiteral(", ")).toStdString() + " (a different schema)");
    return columns;
}

// A region may lie in another (parent); PostgreSQL checks that foreign key at every row, so areas are
// written before the regions inside them.
core::Status insertRegions(QSqlQuery& rows, BatchInsert& insert, const QStringList& columns) {
    const qsizetype idAt = columns.indexOf(QStringLiteral("id")),
                    parentAt = columns.indexOf(QStringLiteral("parent"));
    std::vector<QVariantList> waiting;
    while (rows.next()) {
        QVariantList row;
        for (qsizetype i = 0; i < columns.size(); ++i)
            row << rows.value(int(i));
        waiting.push_back(std::move(row));
    }
    std::set<QString> written;
    while (!waiting.empty()) {
        std::vector<QVariantList> later;
        for (QVariantList& row : waiting) {
            const QVariant parent = parentAt < 0 ? QVariant() : row.at(parentAt);
            if (parent.isNull() || parent.toString().isEmpty() || written.count(parent.toString())) {
                written.insert(row.at(idAt).toString());
                if (auto added = insert.add(row); !added)
                    return added;
            } else {
                later.push_back(std::move(row));
            }
        }
        if (later.size() == waiting.size()) // parents missing or in a cycle: the target says which
            for (QVariantList& row : later)
                if (auto added = insert.add(row); !added)
                    return added;
        if (later.size() == waiting.size())
            break;
        waiting = std::move(later);
    }
    return insert.flush();
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
    // The copy keeps the source's authors and times: the triggers that sign new rows with the server's
    // user and clock are off for this transaction only (ALTER TABLE is transactional in PostgreSQL and
    // needs the tables' owner, who set the store up).
    QStringList signedTables;
    if (intoPg) {
        if (!q.exec(QStringLiteral("SELECT DISTINCT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = "
                                   "t.tgrelid WHERE NOT t.tgisinternal AND t.tgenabled <> 'D' AND "
                                   "c.relnamespace = current_schema()::regnamespace")))
            return fail("cannot read the triggers of " + to + ": " + sqlError(q) + unchanged);
        while (q.next())
            signedTables << q.value(0).toString();
        for (const QString& t : signedTables)
            if (!q.exec(QStringLiteral("ALTER TABLE %1 DISABLE TRIGGER USER").arg(t)))
                return fail("cannot copy the history into " + to + " as it was recorded: " + sqlError(q) +
                            " (a copy into a team store needs the user who created it)" + unchanged);
    }
    for (auto t = std::rbegin(kTables); t != std::rend(kTables); ++t)
        if (!q.exec(QStringLiteral("DELETE FROM ") + name(*t)))
            return fail("cannot empty the table " + std::string(t->name) + " of " + to + ": " + sqlError(q) +
                        unchanged);

    Snapshot snapshot(from);
    if (!snapshot.begun())
        return fail("cannot read " + source.location().toStdString() + ": " + snapshot.error() + unchanged);
    CopyReport report;
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
        if (!rows.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                           .arg(quoted.join(QStringLiteral(", ")), name(t), order)))
            return fail("cannot read the table " + std::string(t.name) + " of " +
                        source.location().toStdString() + ": " + sqlError(rows) + unchanged);
        BatchInsert insert(into, name(t), columns.value(), intoPg);
        core::Status written = core::ok();
        if (name(t) == QLatin1String("regions")) {
            written = insertRegions(rows, insert, columns.value());
        } else {
            while (written && rows.next())
                written = insert.add(rows);
            if (written)
                written = insert.flush();
        }
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
    for (const QString& t : signedTables)
        if (!q.exec(QStringLiteral("ALTER TABLE %1 ENABLE TRIGGER USER").arg(t)))
            return fail("cannot turn the signing of " + t.toStdString() + " in " + to +
                        " back on: " + sqlError(q) + unchanged);
    if (auto committed = tx.commit(); !committed)
        return fail("cannot save the copy in " + to + ": " + committed.error() + unchanged);
    return report;
}

} // namespace gpuplan::db
