// Importing into the store from the command line: a GpuPlan price list (CSV or .xlsx), a SkyPilot vms.csv as
// the catalog publishes it (the cloud from its folder or --cloud, dated with --date or left undated), a whole
// SkyPilot catalog folder, or the GPU catalog's CSV. All or nothing unless --valid-only; rows that share a
// problem are reported as one line each.
#include "cli/cli.h"
#include "cli/cli_text.h"
#include "cli/command_support.h"
#include "cli/store_access.h"

#include "core/prices/price_csv.h"
#include "prices/price_import.h"
#include "workbook/xlsx_reader.h"

#include <QFile>
#include <QFileInfo>

namespace gpuplan::cli {
namespace {

// A whole file that is there, readable, not empty and not absurdly large.
core::Result<std::string> readInput(const QString& path) {
    QFile f(path);
    if (!f.exists())
        return core::fail(path.toStdString() + " does not exist");
    if (!f.open(QIODevice::ReadOnly))
        return core::fail("cannot read " + path.toStdString() + ": " + f.errorString().toStdString());
    if (f.size() > 256LL * 1024 * 1024)
        return core::fail(path.toStdString() + " is larger than 256 MB: split it");
    const QByteArray data = f.readAll();
    if (data.trimmed().isEmpty())
        return core::fail(path.toStdString() + " is empty");
    return data.toStdString();
}

// `import gpus|models FILE`: catalog rows in their CSV layout, all or nothing.
int importCatalog(const QString& kind, const QString& path, const Arguments& args, QTextStream& out,
                  QTextStream& err, db::SqlStore& store) {
    const bool gpus = kind == QLatin1String("gpus");
    auto text = readInput(path);
    if (!text)
        return badInput(err, text.error());
    const bool dryRun = args.flag(QStringLiteral("dry-run"));
    auto report = gpus ? store.importGpus(text.value(), dryRun) : store.importModels(text.value(), dryRun);
    if (!report)
        return badInput(err, report.error());
    for (const core::ImportError& e : report->errors)
        out << (e.line > 0 ? QStringLiteral("line %1: ").arg(e.line) : QString()) << u(e.reason) << "\n";
    const QString rows = gpus ? QStringLiteral("GPU") : QStringLiteral("model");
    if (!report->errors.empty()) {
        err << "gpuplan: error: " << report->errors.size() << " problem(s) in " << path << ": no " << rows
            << " was changed\n";
        return 2;
    }
    out << (report->written ? "imported " : "dry run: would import ") << report->rows << " " << rows
        << "s from " << path << "\n";
    return 0;
}

} // namespace

int importFile(const QString& kind, const QString& path, const Arguments& args, QTextStream& out,
               QTextStream& err, db::SqlStore& store) {
    if (kind == QLatin1String("gpus") || kind == QLatin1String("models"))
        return importCatalog(kind, path, args, out, err, store);
    const bool xlsx = kind == QLatin1String("xlsx");
    if (kind != QLatin1String("csv") && kind != QLatin1String("skypilot") && !xlsx)
        return badInput(
            err, QStringLiteral("unknown import '%1' (csv, xlsx, skypilot, gpus or models)").arg(kind));
    const QFileInfo info(path);
    if (!info.exists())
        return badInput(err, path + QStringLiteral(" does not exist"));
    if (info.isFile() && info.size() == 0)
        return badInput(err, path + QStringLiteral(" is empty"));
    if ((kind == QLatin1String("csv") || xlsx) && info.isDir())
        return badInput(err, path + QStringLiteral(" is a folder: give a price list (.%1)").arg(kind));
    // Only SkyPilot's files lack a date and (outside their folder) a cloud.
    const bool skypilot = kind == QLatin1String("skypilot");
    const QString date = skypilot ? args.valueOr(QStringLiteral("date"), QString()) : QString();
    if (!date.isEmpty() && !core::isIsoDate(date.toStdString()))
        return badInput(err,
                        QStringLiteral("--date: '%1' is not YYYY-MM-DD (the snapshot's date)").arg(date));
    auto gpus = store.gpuIds();
    auto regions = store.regions();
    if (!gpus || !regions)
        return badInput(err, !gpus ? gpus.error() : regions.error());
    ui::SkyPilotReading sky;
    sky.maps = ui::bundledSkyPilotMaps(regions.value());
    sky.cloud = skypilot ? args.valueOr(QStringLiteral("cloud"), QString()) : QString();
    sky.date = date;
    ui::PriceFile file;
    if (kind == QLatin1String("csv")) {
        // A price list is read as one whatever its header, so a wrong column is named as such.
        auto text = readInput(path);
        if (!text)
            return badInput(err, text.error());
        if (ui::looksLikeWorkbook(QByteArray::fromStdString(text.value().substr(0, 8))))
            return badInput(err, path + QStringLiteral(" is a workbook: import it with 'import xlsx'"));
        file.layout = QStringLiteral("gpuplan");
        file.parsed = core::parsePriceCsv(text.value(), gpus.value());
    } else {
        file = ui::readPriceFile(path, gpus.value(), sky);
    }
    if (xlsx && file.error.empty() && !file.fromWorkbook)
        return badInput(err, path + QStringLiteral(" is not an .xlsx workbook: import a CSV price list with "
                                                   "'import csv'"));
    if (!file.error.empty())
        return badInput(err, file.error);
    if (kind == QLatin1String("skypilot") && file.layout != QLatin1String("skypilot"))
        return badInput(err, path + QStringLiteral(" is not a SkyPilot vms.csv (no AcceleratorName column)"));
    if ((kind == QLatin1String("csv") || xlsx) && file.layout != QLatin1String("gpuplan"))
        return badInput(
            err, path + QStringLiteral(" is not a GpuPlan price list: import it with 'import skypilot'"));
    const core::ParsedPrices& parsed = file.parsed;
    const bool dryRun = args.flag(QStringLiteral("dry-run"));
    const bool validOnly = args.flag(QStringLiteral("valid-only"));
    for (const std::string& line : core::summarizeImportErrors(parsed.errors, 20))
        out << u(line) << "\n";
    if (!parsed.errors.empty() && !validOnly) {
        err << "gpuplan: error: " << parsed.errors.size() << " rejected row(s) in " << path
            << ": nothing was imported (fix them, or give --valid-only to import the "
            << parsed.records.size() << " valid prices)\n";
        return 2;
    }
    // The places a SkyPilot file names and its prices are one transaction: a refusal or a kill leaves
    // neither (tests/database/test_store_crash.cpp).
    core::Result<core::ImportReport> report = core::fail("the import did not run");
    const core::Status imported = store.atomically([&]() -> core::Status {
        if (!dryRun)
            if (auto added = core::addNamedPlaces(store, parsed); !added)
                return added;
        report = store.importPrices(parsed.records, dryRun, "imported from " + info.fileName().toStdString());
        if (!report)
            return core::fail(report.error());
        return report->errors.empty() ? core::ok() : core::fail("refused records"); // places roll back too
    });
    if (!report) // the places or the prices were refused before a report
        return badInput(err, !imported ? imported.error() : report.error());
    if (!imported && report->errors.empty()) // the commit failed
        return badInput(err, QStringLiteral("cannot save the import: ") + u(imported.error()) +
                                 QStringLiteral("; nothing was imported"));
    // The store numbers the records it refuses; report them by their line in the file.
    for (const core::ImportError& e : report->errors) {
        const std::size_t i = static_cast<std::size_t>(e.line - 1);
        out << "line " << (i < parsed.lines.size() ? parsed.lines[i] : e.line) << ": " << u(e.reason) << "\n";
    }
    if (!report->errors.empty()) {
        err << "gpuplan: error: " << report->errors.size()
            << " record(s) refused by the store: nothing was imported\n";
        return 2;
    }
    const QString skipped = ui::skippedSummary(parsed);
    out << (dryRun ? "dry run: would import " : "imported ") << parsed.records.size() << " prices from "
        << path << " (" << report->inserted << " new, " << report->updated << " changed, "
        << report->unchanged << " unchanged"
        << (parsed.errors.empty() ? QString() : QStringLiteral(", %1 rows skipped").arg(parsed.errors.size()))
        << ")" << (skipped.isEmpty() ? QString() : QStringLiteral("; ") + skipped) << "\n";
    if (file.layout == QLatin1String("skypilot") && date.isEmpty())
        out << "the prices are undated (SkyPilot's files carry no date): give --date YYYY-MM-DD when the "
               "snapshot's date is known\n";
    return 0;
}

} // namespace gpuplan::cli
