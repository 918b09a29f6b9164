#include "store_access.h"

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

} // namespace gpuplan::cli
