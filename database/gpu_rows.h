#pragma once
// A GPU of the catalog as a row of the gpus table (sql_gpu_changes.cpp): the values bound as the import
// binds a CSV field, and the version a GPU added to the store starts at.

#include <QSqlQuery>
#include <QString>

#include <string>

namespace gpuplan::db {

/// Binds one field of the catalog CSV layout: blank as NULL, the unverified flag as 1/0, the rest as text
/// (both databases convert it to the column's type, so a figure is stored as the file writes it).
void bindGpuValue(QSqlQuery& query, const std::string& column, const std::string& value);

/// The SQL of the version a GPU added to the store starts at, so a GPU deleted and added again comes back
/// above every version it had: on a file one more than the version it had when deleted (retired_gpu_versions,
/// schema 8), else 1; on a team store one more than the changes change_log records of its id. It holds one
/// placeholder, the id.
QString newGpuVersionSql(bool postgres);

} // namespace gpuplan::db
