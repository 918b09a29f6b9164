#pragma once
// A GPU or a model of the catalog as a row of its table (sql_catalog_changes.cpp, catalog_tables.cpp): the
// table, its yes/no columns, the values bound as the import binds a CSV field, and the version a row added
// to the store starts at.

#include "core/catalog/gpu_spec.h"
#include "core/catalog/model_spec.h"

#include <QSqlQuery>
#include <QString>

#include <set>
#include <string>

namespace gpuplan::db {

template <class Row> struct SqlCatalogTable;

template <> struct SqlCatalogTable<core::GpuSpec> {
    static QString table() { return QStringLiteral("gpus"); }
    /// Where a file keeps the version a deleted row had (schema 8).
    static QString retired() { return QStringLiteral("retired_gpu_versions"); }
    static std::set<QString> flags() { return {QStringLiteral("unverified")}; }
    /// Columns a file may write with a suffix ("8.2B"), stored as the number they stand for.
    static std::set<std::string> quantities() { return {}; }
};

template <> struct SqlCatalogTable<core::ModelSpec> {
    static QString table() { return QStringLiteral("models"); }
    static QString retired() { return QStringLiteral("retired_model_versions"); } // schema 9
    static std::set<QString> flags() {
        return {QStringLiteral("gated_mlp"), QStringLiteral("tied_embeddings"), QStringLiteral("earlier")};
    }
    static std::set<std::string> quantities() { return {"params", "active_params"}; }
};

/// Binds one field of a catalog CSV layout: blank as NULL, a yes/no column (`flags`) as 1/0, the rest as
/// text (both databases convert it to the column's type, so a figure is stored as the file writes it).
void bindCatalogValue(QSqlQuery& query, const std::string& column, const std::string& value,
                      const std::set<QString>& flags);

/// The SQL of the version a row added to `table` starts at, so a row deleted and added again comes back
/// above every version it had: on a file one more than the version it had when deleted (`retired`), else
/// 1; on a team store one more than the changes change_log records of its id. It holds one placeholder,
/// the id.
QString newCatalogVersionSql(const QString& table, const QString& retired, bool postgres);

template <class Row> QString newCatalogVersionSql(bool postgres) {
    return newCatalogVersionSql(SqlCatalogTable<Row>::table(), SqlCatalogTable<Row>::retired(), postgres);
}

} // namespace gpuplan::db
