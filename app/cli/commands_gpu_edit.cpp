// Changing one GPU of the store's catalog from the command line: `gpu set` (any column of the catalog's CSV
// layout, a new GPU started from a copy of another) and `gpu delete`. Each is made against the version read
// just before writing, or the one the user saw (--if-version), and the store refuses it, naming who changed
// the GPU and its figures now, when someone else changed it meanwhile. The store enforces the rest: on a team
// store only an admin may change the catalog; a GPU that prices name or published runs calibrate stays.
#include "cli.h"
#include "command_spec.h"
#include "command_support.h"
#include "store.h"
#include "store_access.h"

#include "core/catalog/catalog.h"
#include "core/csv.h"

#include <QDate>

#include <optional>

namespace gpuplan::cli {
namespace {

// The catalog's CSV columns a user may set, as option names: "memory_gb" -> "memory-gb" (not the id).
std::vector<std::string> settableColumns() {
    std::vector<std::string> out;
    std::string_view header = core::kGpuCsvHeader;
    while (!header.empty()) {
        const std::size_t comma = header.find(',');
        const std::string column(header.substr(0, comma));
        if (column != "id")
            out.push_back(column);
        header = comma == std::string_view::npos ? std::string_view() : header.substr(comma + 1);
    }
    return out;
}

QString optionName(const std::string& column) {
    return QString::fromStdString(column).replace(QLatin1Char('_'), QLatin1Char('-'));
}

// The GPU `base` with every column given on the command line replaced, read back as the catalog reads it.
core::Result<core::GpuSpec> withOptions(const core::GpuSpec& base, const Arguments& args) {
    auto parsed = core::parseCsv(core::writeGpuCsv({base}));
    if (!parsed || parsed->rows.size() != 1)
        return core::fail("cannot write GPU " + base.id + " as a catalog row");
    core::CsvTable table = std::move(parsed).value();
    std::vector<std::string>& fields = table.rows.front().fields;
    for (const std::string& column : settableColumns())
        if (const auto v = args.value(optionName(column)))
            fields[static_cast<std::size_t>(table.column(column))] = v->toStdString();
    std::string csv;
    for (std::size_t i = 0; i < table.header.size(); ++i)
        csv += (i ? "," : "") + table.header[i];
    csv += "\n";
    for (std::size_t i = 0; i < fields.size(); ++i)
        csv += (i ? "," : "") + core::csvQuote(fields[i]);
    csv += "\n";
    auto gpus = core::parseGpuCsv(csv);
    if (!gpus)
        return core::fail(gpus.error());
    core::GpuSpec gpu = gpus->front();
    gpu.version = base.version;
    return gpu;
}

// What both commands start from: the GPU's id, the version given (0: none) and the GPU as stored now.
struct Target {
    std::string id;
    std::int64_t version = 0;
    std::optional<core::GpuSpec> stored;
};

int gpuSet(const Arguments& args, QTextStream& out, QTextStream& err, db::SqlStore& store, Target t) {
    const std::string& id = t.id;
    core::GpuSpec base;
    if (t.stored) {
        base = *t.stored;
        if (args.has(QStringLiteral("copy-of")))
            return badInput(err, "GPU " + id + " exists: --copy-of starts a new one (choose another --id)");
    } else {
        const auto copyOf = args.value(QStringLiteral("copy-of"));
        if (!copyOf)
            return badInput(err, "no GPU " + id +
                                     " in the store: give --copy-of ID to start a new one as a copy of "
                                     "another (see 'gpuplan gpus')");
        auto original = store.storedGpu(copyOf->toStdString());
        if (!original)
            return badInput(err, original.error());
        if (!original.value())
            return badInput(err, "--copy-of: no GPU " + copyOf->toStdString() + " in the store");
        if (t.version > 0)
            return badInput(err, "--if-version: GPU " + id + " does not exist yet (it would be added)");
        base = *original.value();
        base.id = id;
        base.version = 0;
        // Until someone checks every figure against a datasheet, as the workbench's copies.
        base.unverified = true;
        base.verification = "copied from " + copyOf->toStdString() + " on " +
                            QDate::currentDate().toString(Qt::ISODate).toStdString() + ": check every figure";
    }
    if (t.version > 0)
        base.version = t.version;
    auto gpu = withOptions(base, args);
    if (!gpu)
        return badInput(err, gpu.error());
    auto saved = store.saveGpu(gpu.value());
    if (!saved)
        return badInput(err, saved.error());
    out << "stored GPU " << QString::fromStdString(saved->id) << " (" << QString::fromStdString(saved->name)
        << ", version " << saved->version << ")\n";
    return 0;
}

int gpuDelete(QTextStream& out, QTextStream& err, db::SqlStore& store, const Target& t) {
    const std::string& id = t.id;
    if (!t.stored)
        return badInput(err, "no GPU " + id + " in the store (see 'gpuplan gpus')");
    auto removed = store.removeGpu(id, t.version > 0 ? t.version : t.stored->version);
    if (!removed)
        return badInput(err, removed.error());
    out << "deleted GPU " << QString::fromStdString(id) << "\n";
    return 0;
}

} // namespace

OptionList gpuEditOptions(bool set) {
    OptionList options{option("id", "ID",
                              set ? "the GPU to change, or the id of a new one (see 'gpuplan gpus')"
                                  : "the GPU to delete (see 'gpuplan gpus')"),
                       option("if-version", "V",
                              "only if the GPU is still at this version (see 'gpuplan gpus --format json'); "
                              "refused, with nothing written, if someone changed it since")};
    if (!set)
        return options;
    options.push_back(option("copy-of", "ID", "start a new GPU as a copy of this one (marked unverified)"));
    for (const std::string& column : settableColumns()) {
        const std::string description =
            "the catalog's " + column + " column, as 'gpuplan gpus --format csv' writes it";
        options.push_back({optionName(column), QStringLiteral("V"), QString::fromStdString(description)});
    }
    return options;
}

int runGpuEdit(const Arguments& args, QTextStream& out, QTextStream& err) {
    if (!args.has(QStringLiteral("id")))
        return badInput(err, QStringLiteral("give --id GPU (see 'gpuplan gpus')"));
    auto opened = openStore();
    if (!opened)
        return badInput(err, opened.error());
    db::SqlStore& store = *opened.value();
    Target target{args.valueOr(QStringLiteral("id"), QString()).toStdString(), 0, std::nullopt};
    auto version = ifVersionOption(args, "gpus");
    if (!version)
        return badInput(err, version.error());
    target.version = version->value_or(0);
    auto stored = store.storedGpu(target.id);
    if (!stored)
        return badInput(err, stored.error());
    target.stored = stored.value();
    if (args.spec().words.value(1) == QLatin1String("set"))
        return gpuSet(args, out, err, store, std::move(target));
    return gpuDelete(out, err, store, target);
}

} // namespace gpuplan::cli
