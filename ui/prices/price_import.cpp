#include "prices/price_import.h"

#include "workbook/price_sheet.h"
#include "workbook/xlsx_reader.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <set>

namespace gpuplan::ui {
namespace {

constexpr qint64 kMaxBytes = 512LL * 1024 * 1024; // larger files are not price lists

} // namespace

core::SkyPilotMaps bundledSkyPilotMaps(const std::vector<core::Region>& storeRegions) {
    core::SkyPilotMaps maps;
    std::set<std::string> known;
    for (const core::Region& r : storeRegions)
        known.insert(r.id);
    if (known.count("global"))
        maps.defaultParent = "global";
    QFile accelerators(QStringLiteral(":/prices/skypilot_gpu_map.csv"));
    if (accelerators.open(QIODevice::ReadOnly))
        if (auto map = core::parseAcceleratorMap(accelerators.readAll().toStdString()))
            maps.accelerators = map.value();
    QFile regions(QStringLiteral(":/prices/cloud_regions.csv"));
    if (regions.open(QIODevice::ReadOnly))
        core::parseCloudRegionMap(regions.readAll().toStdString(), maps);
    for (auto it = maps.regionParents.begin(); it != maps.regionParents.end();)
        it = known.count(it->second) ? std::next(it) : maps.regionParents.erase(it);
    return maps;
}

namespace {

std::string readAll(const QString& path, std::string& error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = "cannot open " + path.toStdString() + ": " + f.errorString().toStdString();
        return {};
    }
    if (f.size() > kMaxBytes) {
        error = path.toStdString() + " is larger than 512 MB: not a price list";
        return {};
    }
    return f.readAll().toStdString();
}

std::string_view withoutBom(const std::string& text) {
    return std::string_view(text).substr(text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0);
}

// The catalog's schema folder above the cloud's (catalogs/v8/aws/vms.csv gives "v8"), named in the
// sources; "" when the file does not sit in one.
std::string catalogFolder(const QString& file) {
    QDir dir = QFileInfo(file).absoluteDir();
    if (!dir.cdUp())
        return {};
    static const QRegularExpression version(QStringLiteral("^v[0-9]+$"));
    return version.match(dir.dirName()).hasMatch() ? dir.dirName().toStdString() : std::string();
}

// One cloud's vms.csv; `cloud` may be empty when the file names its cloud per row.
core::ParsedPrices readSkyPilotFile(const std::string& text, const QString& label, const QString& cloud,
                                    const SkyPilotReading& sky, const std::string& catalog) {
    core::SkyPilotSnapshot snapshot;
    if (!catalog.empty())
        snapshot.catalog = catalog;
    snapshot.cloud = cloud.toStdString();
    snapshot.date = sky.date.toStdString();
    snapshot.origin = "file " + label.toStdString();
    return core::parseSkyPilotCsv(withoutBom(text), sky.maps, snapshot);
}

PriceFile readSkyPilotFolder(const QString& path, const SkyPilotReading& sky) {
    PriceFile out;
    out.layout = QStringLiteral("skypilot");
    QStringList files;
    QDirIterator it(path, {QStringLiteral("vms.csv")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    if (files.isEmpty()) {
        out.error = "no <cloud>/vms.csv below " + path.toStdString() + ": not a SkyPilot catalog folder";
        return out;
    }
    for (const QString& file : files) {
        const QString cloud = QFileInfo(file).dir().dirName();
        const QString label = cloud + QStringLiteral("/vms.csv");
        const std::string text = readAll(file, out.error);
        if (!out.error.empty())
            return out;
        core::ParsedPrices parsed = readSkyPilotFile(text, label, cloud, sky, catalogFolder(file));
        for (core::ImportError& e : parsed.errors)
            e.file = label.toStdString();
        core::mergeParsedPrices(out.parsed, std::move(parsed));
    }
    return out;
}

} // namespace

PriceFile readPriceFile(const QString& path, const std::vector<std::string>& gpuIds,
                        const SkyPilotReading& sky) {
    if (QFileInfo(path).isDir())
        return readSkyPilotFolder(path, sky);
    PriceFile out;
    const std::string text = readAll(path, out.error);
    if (!out.error.empty())
        return out;
    // An .xlsx price list (or an exported workbook's Prices sheet) reads into the same records.
    if (const QByteArray bytes = QByteArray::fromRawData(text.data(), static_cast<qsizetype>(text.size()));
        looksLikeWorkbook(bytes)) {
        WorkbookPrices book = readPriceWorkbook(bytes, gpuIds);
        out.layout = QStringLiteral("gpuplan");
        out.fromWorkbook = true;
        out.parsed = std::move(book.parsed);
        out.error =
            book.error.empty() ? std::string() : QFileInfo(path).fileName().toStdString() + ": " + book.error;
        return out;
    }
    const std::string_view body = withoutBom(text);
    const std::string_view header = body.substr(0, body.find('\n'));
    if (header.find("AcceleratorName") != std::string_view::npos) {
        if (sky.maps.accelerators.empty()) {
            out.error = "the SkyPilot accelerator map is not available in this build";
            return out;
        }
        // A lone vms.csv is named by its folder, as the catalog lays it out (catalogs/v7/aws/vms.csv).
        const QFileInfo info(path);
        QString cloud = sky.cloud;
        if (cloud.isEmpty() && info.fileName() == QLatin1String("vms.csv"))
            cloud = info.dir().dirName();
        out.layout = QStringLiteral("skypilot");
        out.parsed =
            readSkyPilotFile(text, cloud.isEmpty() ? info.fileName() : cloud + QStringLiteral("/vms.csv"),
                             cloud, sky, cloud.isEmpty() ? std::string() : catalogFolder(path));
    } else if (header.rfind("gpu,provider,region", 0) == 0 || header.rfind("#", 0) == 0) {
        out.layout = QStringLiteral("gpuplan");
        out.parsed = core::parsePriceCsv(text, gpuIds);
    } else {
        out.error = "neither a GpuPlan price list (header " +
                    std::string(core::kPriceCsvHeader.substr(0, 19)) + "...) nor a SkyPilot vms.csv";
    }
    return out;
}

QString skippedSummary(const core::ParsedPrices& parsed) {
    QStringList parts;
    for (const auto& [why, count] : parsed.skipped)
        parts << QStringLiteral("%1 %2").arg(QLocale().toString(count), QString::fromStdString(why));
    if (parts.isEmpty())
        return {};
    return QCoreApplication::translate("gpuplan::ui::PriceImport", "read but not GPU prices: %1")
        .arg(parts.join(QStringLiteral(", ")));
}

ImportPricesCommand::ImportPricesCommand(core::PriceStore& store, std::vector<core::PriceRecord> records,
                                         QString fileName, std::function<void()> reload)
    : m_store(store), m_records(std::move(records)), m_reload(std::move(reload)) {
    setText(QCoreApplication::translate("gpuplan::ui::ImportPricesCommand", "import %n price(s) from %1",
                                        nullptr, static_cast<int>(m_records.size()))
                .arg(fileName));
}

void ImportPricesCommand::redo() {
    // What the import will replace, by natural key, so undo can put it back.
    auto before = m_store.prices({});
    if (!before) {
        m_error = QString::fromStdString(before.error());
        return;
    }
    std::map<std::string, core::PriceRecord> existing;
    for (const core::PriceRecord& p : before.value())
        existing[p.key()] = p;
    auto report = m_store.importPrices(m_records, false, "imported in the workbench");
    if (!report || !report->written) {
        m_error = QString::fromStdString(!report ? report.error()
                                         : report->errors.empty()
                                             ? std::string("nothing written")
                                             : "line " + std::to_string(report->errors.front().line) + ": " +
                                                   report->errors.front().reason);
        return;
    }
    m_report = report.value();
    m_replaced.clear();
    m_inserted.clear();
    std::set<std::string> keys;
    for (const core::PriceRecord& r : m_records)
        keys.insert(r.key());
    auto after = m_store.prices({});
    if (after)
        for (const core::PriceRecord& p : after.value()) {
            if (!keys.count(p.key()))
                continue;
            auto old = existing.find(p.key());
            if (old == existing.end())
                m_inserted.push_back(p.id);
            else if (!old->second.sameValues(p))
                m_replaced.push_back(old->second);
        }
    m_error.clear();
    if (m_reload)
        m_reload();
}

void ImportPricesCommand::undo() {
    // Against the versions the import left (1 for a new price, one on for a replaced one): a price someone
    // changed since keeps their change.
    for (std::int64_t id : m_inserted)
        m_store.removePrice(id, 1, "import undone in the workbench");
    for (core::PriceRecord p : m_replaced) {
        ++p.version;
        m_store.setPrice(p, "import undone in the workbench");
    }
    if (m_reload)
        m_reload();
}

} // namespace gpuplan::ui
