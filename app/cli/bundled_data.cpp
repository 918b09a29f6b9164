#include "cli/bundled_data.h"

#include "bundled_paths.h"

#include <QFile>

namespace gpuplan::cli {

QString readResource(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

core::Result<core::Catalog> loadBundledCatalog() {
    core::CatalogTexts texts;
    texts.gpus = readResource(QString::fromLatin1(resources::kGpuCatalog)).toStdString();
    texts.models = readResource(QString::fromLatin1(resources::kModelPresets)).toStdString();
    texts.networks = readResource(QString::fromLatin1(resources::kNetworks)).toStdString();
    texts.efficiency = readResource(QString::fromLatin1(resources::kEfficiency)).toStdString();
    texts.globals = readResource(QString::fromLatin1(resources::kGlobalParams)).toStdString();
    return core::Catalog::fromTexts(texts);
}

core::Result<std::vector<core::PublishedRun>> loadBundledPublishedRuns() {
    return core::parsePublishedRuns(
        readResource(QString::fromLatin1(resources::kPublishedRuns)).toStdString());
}

core::Result<std::vector<core::PublishedInference>> loadBundledPublishedInference() {
    return core::parsePublishedInference(
        readResource(QString::fromLatin1(resources::kPublishedInference)).toStdString());
}

core::Result<std::vector<core::PublishedServingPoint>> loadBundledPublishedServing() {
    return core::parsePublishedServing(
        readResource(QString::fromLatin1(resources::kPublishedServing)).toStdString());
}

core::Result<std::vector<core::PublishedRlStep>> loadBundledPublishedRl() {
    return core::parsePublishedRl(readResource(QString::fromLatin1(resources::kPublishedRl)).toStdString());
}

core::Result<std::vector<core::PublishedRlRefit>> loadBundledPublishedRlRefits() {
    return core::parsePublishedRlRefits(
        readResource(QString::fromLatin1(resources::kPublishedRlRefit)).toStdString());
}

} // namespace gpuplan::cli
