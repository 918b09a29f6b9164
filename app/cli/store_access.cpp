#include "store_access.h"

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

core::Result<std::unique_ptr<db::SqliteStore>> openStore() {
    return db::SqliteStore::open(storePath());
}

} // namespace gpuplan::cli
