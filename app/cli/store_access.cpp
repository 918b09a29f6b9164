#include "cli/store_access.h"

#include "core/catalog/model_csv.h"

#include "pg/pg_store.h"
#include "store.h"

namespace gpuplan::cli {
namespace {
QString& pathSetting() {
    static QString path;
    return path;
}
} // namespace

void setStorePath(const QString& path) {
    pathSetting() = path;
}

QString storePath() {
    return pathSetting().isEmpty() ? db::SqliteStore::defaultPath() : pathSetting();
}

core::Result<std::unique_ptr<db::SqlStore>> openStore() {
    const QString where = storePath();
    // Never a file: "postgresql://..." as a path would make a folder "postgresql:" with a store inside.
    if (db::looksLikePgUrl(where)) {
        auto url = db::parsePgUrl(where);
        if (!url)
            return core::fail(url.error());
        auto team = db::PgStore::open(url.value());
        if (!team)
            return core::fail(team.error());
        return std::unique_ptr<db::SqlStore>(std::move(team).value());
    }
    auto file = db::SqliteStore::open(where);
    if (!file)
        return core::fail(file.error());
    return std::unique_ptr<db::SqlStore>(std::move(file).value());
}

core::Result<std::pair<std::string, std::size_t>> storedModelsCsv(db::SqlStore& store) {
    auto texts = store.catalogTexts(false);
    if (!texts)
        return core::fail(texts.error());
    // Read and written again: the table's columns come in the order they were added to the schema, the
    // file in the catalog's own order, with parameter counts as the preset file writes them.
    auto models = core::parseModelCsv(texts->models);
    if (!models)
        return core::fail(models.error());
    return std::pair{core::writeModelCsv(models.value()), models->size()};
}

} // namespace gpuplan::cli
