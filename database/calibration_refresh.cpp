// The calibration a store holds (the efficiency and global_params tables) follows the program that opens
// it. No command edits those tables: they are the program's fit on published runs (`gpuplan calibrate
// --fit`), seeded when the store was made. Before this, a store kept the fit of the version that created
// it forever, so a user who updated GpuPlan kept getting the old estimates.
//
// A store records which bundled calibration it holds and the fingerprint of its rows as the program left
// them. When a program with another bundled calibration opens it, rows that still match that fingerprint
// (or those of a store made before this rule, which recorded none and could only hold a bundled fit)
// take the program's values; rows changed since by other means (SQL on a team server) are kept, and the
// store says so (calibrationKept).
#include "bundled_paths.h"
#include "price_rows.h"
#include "sql_store.h"
#include "sql_support.h"

#include "core/csv.h"

#include <QCryptographicHash>
#include <QSqlQuery>
#include <QVariant>

#include <set>

namespace gpuplan::db {

using core::fail;

namespace {

const QString kFingerprint = QStringLiteral("calibration_fingerprint");
const QString kBundle = QStringLiteral("calibration_bundle");

struct CalibrationTable {
    const char* table;
    const char* resource;
    const char* key; // the primary key, for the upsert
};
const CalibrationTable kTables[] = {{"efficiency", resources::kEfficiency, "gpu, precision"},
                                    {"global_params", resources::kGlobalParams, "name"}};

// Writes every bundled row of the table, replacing the row with the same key (or, with `replace` false,
// only the rows the table lacks). Efficiency rows of GPUs the user deleted from the catalog are not
// brought back.
core::Status upsertBundledRows(QSqlDatabase& db, const CalibrationTable& t, const std::set<std::string>& gpus,
                               bool replace = true) {
    const std::string table = t.table;
    auto csv = core::parseCsv(bundledResource(t.resource));
    if (!csv)
        return fail("bundled " + table + ": " + csv.error());
    QStringList columns, marks, updates;
    int gpuColumn = -1;
    for (std::size_t i = 0; i < csv->header.size(); ++i) {
        const QString c = QString::fromStdString(csv->header[i]);
        columns << c;
        marks << QStringLiteral("?");
        if (!QString::fromLatin1(t.key).split(QStringLiteral(", ")).contains(c))
            updates << QStringLiteral("%1 = excluded.%1").arg(c);
        if (c == QLatin1String("gpu"))
            gpuColumn = static_cast<int>(i);
    }
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) ON CONFLICT (%4) DO %5")
                      .arg(QString::fromLatin1(t.table), columns.join(QLatin1Char(',')),
                           marks.join(QLatin1Char(',')), QString::fromLatin1(t.key),
                           replace ? QStringLiteral("UPDATE SET ") + updates.join(QLatin1Char(','))
                                   : QStringLiteral("NOTHING")));
    for (const core::CsvRow& row : csv->rows) {
        if (gpuColumn >= 0 && !gpus.count(row.fields[static_cast<std::size_t>(gpuColumn)]))
            continue;
        for (const std::string& v : row.fields) {
            if (v == "yes" || v == "no")
                query.addBindValue(v == "yes" ? 1 : 0);
            else
                query.addBindValue(v.empty() ? QVariant() : QVariant(QString::fromStdString(v)));
        }
        if (!query.exec())
            return fail("bundled " + table + " line " + std::to_string(row.line) + ": " + sqlError(query));
    }
    return core::ok();
}

// SHA-256 of the program's bundled calibration files: which fit a store holds.
std::string bundleFingerprint() {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const CalibrationTable& t : kTables)
        hash.addData(QByteArray::fromStdString(bundledResource(t.resource)));
    return hash.result().toHex().toStdString();
}

} // namespace

bool SqlStore::holdsBundledCalibration() const {
    return metadata(kBundle).toStdString() == bundleFingerprint();
}

core::Result<std::string> SqlStore::calibrationFingerprint() {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const CalibrationTable& t : kTables) {
        auto csv = tableCsv(m_connection, QString::fromLatin1(t.table), {QStringLiteral("fitted")});
        if (!csv)
            return fail(csv.error());
        hash.addData(QByteArray::fromStdString(csv.value()));
    }
    return hash.result().toHex().toStdString();
}

core::Status SqlStore::refreshCalibration() {
    if (holdsBundledCalibration())
        return core::ok(); // the usual case: one metadata read
    auto before = calibrationFingerprint();
    if (!before)
        return fail(before.error());
    const QString recorded = metadata(kFingerprint);
    m_calibrationKept = !recorded.isEmpty() && recorded.toStdString() != before.value();
    if (m_calibrationKept) {
        // Parameters this program added since are not among the rows changed by hand: they take the
        // bundled values, or the estimates that use them would run uncalibrated.
        QSqlDatabase db = QSqlDatabase::database(m_connection);
        return upsertBundledRows(db, kTables[1], {}, false);
    }
    auto gpus = gpuIds();
    if (!gpus)
        return fail(gpus.error());
    const std::set<std::string> known(gpus->begin(), gpus->end());
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    for (const CalibrationTable& t : kTables)
        if (auto written = upsertBundledRows(db, t, known); !written)
            return fail("cannot bring the calibration up to date: " + written.error());
    auto after = calibrationFingerprint();
    if (!after)
        return fail(after.error());
    if (auto written = writeMetadata(kFingerprint, QString::fromStdString(after.value())); !written)
        return written;
    return writeMetadata(kBundle, QString::fromStdString(bundleFingerprint()));
}

} // namespace gpuplan::db
