#include "price_import.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <set>

namespace gpuplan::ui {
namespace {

constexpr qint64 kMaxBytes = 512LL * 1024 * 1024; // larger files are not price lists

} // namespace

PriceFile readPriceFile(const QString& path, const std::vector<std::string>& gpuIds,
                        const std::map<std::string, std::string>& acceleratorMap, const std::string& today) {
    PriceFile out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        out.error = "cannot open " + path.toStdString() + ": " + f.errorString().toStdString();
        return out;
    }
    if (f.size() > kMaxBytes) {
        out.error = path.toStdString() + " is larger than 512 MB: not a price list";
        return out;
    }
    const std::string text = f.readAll().toStdString();
    const std::string_view body = std::string_view(text).substr(text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0);
    const std::string_view header = body.substr(0, body.find('\n'));
    if (header.find("AcceleratorName") != std::string_view::npos) {
        if (acceleratorMap.empty()) {
            out.error = "the SkyPilot accelerator map is not available in this build";
            return out;
        }
        out.layout = QStringLiteral("skypilot");
        out.parsed = core::parseSkyPilotCsv(body, acceleratorMap, today);
    } else if (header.rfind("gpu,provider,region", 0) == 0 || header.rfind("#", 0) == 0) {
        out.layout = QStringLiteral("gpuplan");
        out.parsed = core::parsePriceCsv(text, gpuIds);
    } else {
        out.error = "neither a GpuPlan price list (header " +
                    std::string(core::kPriceCsvHeader.substr(0, 19)) + "...) nor a SkyPilot vms.csv";
    }
    return out;
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
    for (std::int64_t id : m_inserted)
        m_store.removePrice(id, "import undone in the workbench");
    for (const core::PriceRecord& p : m_replaced)
        m_store.setPrice(p, "import undone in the workbench");
    if (m_reload)
        m_reload();
}

} // namespace gpuplan::ui
