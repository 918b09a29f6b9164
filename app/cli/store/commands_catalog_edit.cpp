// Changing one GPU or model of the store's catalog from the command line: `gpu set` and `model set` (any
// column of the catalog's CSV layout, a new row started from a copy of another) and `gpu delete`, `model
// delete`. Each is made against the version read just before writing, or the one the user saw
// (--if-version), and the store refuses it, naming who changed the row and its figures now, when someone
// else changed it meanwhile. The store enforces the rest: on a team store only an admin may change the
// catalog; a GPU that prices name or published runs calibrate stays.
#include "cli/cli.h"
#include "cli/command_spec.h"
#include "cli/command_support.h"
#include "cli/store_access.h"
#include "store.h"

#include "core/catalog/catalog_store.h"

#include <QDate>

#include <optional>

namespace gpuplan::cli {
namespace {

template <class Row> using Kind = core::CatalogRowKind<Row>;

template <class Row> std::string noun() {
    return std::string(Kind<Row>::noun);
}

// The catalog's CSV columns a user may set, as option names: "memory_gb" -> "memory-gb" (not the id).
template <class Row> std::vector<std::string> settableColumns() {
    std::vector<std::string> out;
    std::string_view header = Kind<Row>::header();
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

// The row `base` with every column given on the command line replaced.
template <class Row> core::Result<Row> withOptions(const Row& base, const Arguments& args) {
    std::vector<std::pair<std::string, std::string>> fields;
    for (const std::string& column : settableColumns<Row>())
        if (const auto v = args.value(optionName(column)))
            fields.emplace_back(column, v->toStdString());
    return core::withCatalogFields(base, fields);
}

// A copy to start a new row from, marked until someone checks its figures (as the workbench's copies).
void markCopy(core::GpuSpec& gpu, const std::string& original, const std::string& today) {
    gpu.unverified = true;
    gpu.verification = "copied from " + original + " on " + today + ": check every figure";
}

void markCopy(core::ModelSpec& model, const std::string& original, const std::string& today) {
    model.source = "copied from " + original + " on " + today + " (" + model.source + ")";
    model.earlierGeneration = false;
}

// What both commands start from: the row's id, the version given (0: none) and the row as stored now.
template <class Row> struct Target {
    std::string id;
    std::int64_t version = 0;
    std::optional<Row> stored;
};

template <class Row>
int setRow(const Arguments& args, QTextStream& out, QTextStream& err, db::SqlStore& store, Target<Row> t) {
    const std::string& id = t.id;
    const std::string listing(Kind<Row>::table);
    Row base;
    if (t.stored) {
        base = *t.stored;
        if (args.has(QStringLiteral("copy-of")))
            return badInput(err, noun<Row>() + " " + id +
                                     " exists: --copy-of starts a new one (choose another --id)");
    } else {
        const auto copyOf = args.value(QStringLiteral("copy-of"));
        if (!copyOf)
            return badInput(err, "no " + noun<Row>() + " " + id +
                                     " in the store: give --copy-of ID to start a new one as a copy of "
                                     "another (see 'gpuplan " +
                                     listing + "')");
        auto original = store.storedCatalogRow<Row>(copyOf->toStdString());
        if (!original)
            return badInput(err, original.error());
        if (!original.value())
            return badInput(err,
                            "--copy-of: no " + noun<Row>() + " " + copyOf->toStdString() + " in the store");
        if (t.version > 0)
            return badInput(err, "--if-version: " + noun<Row>() + " " + id +
                                     " does not exist yet (it would be added)");
        base = *original.value();
        base.id = id;
        base.version = 0;
        markCopy(base, copyOf->toStdString(), QDate::currentDate().toString(Qt::ISODate).toStdString());
    }
    if (t.version > 0)
        base.version = t.version;
    auto row = withOptions(base, args);
    if (!row)
        return badInput(err, row.error());
    auto saved = store.saveCatalogRow(row.value());
    if (!saved)
        return badInput(err, saved.error());
    out << "stored " << QString::fromStdString(noun<Row>()) << " " << QString::fromStdString(saved->id)
        << " (" << QString::fromStdString(saved->name) << ", version " << saved->version << ")\n";
    return 0;
}

template <class Row>
int deleteRow(QTextStream& out, QTextStream& err, db::SqlStore& store, const Target<Row>& t) {
    if (!t.stored)
        return badInput(err, "no " + noun<Row>() + " " + t.id + " in the store (see 'gpuplan " +
                                 std::string(Kind<Row>::table) + "')");
    auto removed = store.removeCatalogRow<Row>(t.id, t.version > 0 ? t.version : t.stored->version);
    if (!removed)
        return badInput(err, removed.error());
    out << "deleted " << QString::fromStdString(noun<Row>()) << " " << QString::fromStdString(t.id) << "\n";
    return 0;
}

template <class Row> OptionList editOptions(bool set) {
    const std::string n = noun<Row>(), listing(Kind<Row>::table);
    OptionList options{
        option("id", "ID",
               (set ? "the " + n + " to change, or the id of a new one (see 'gpuplan " + listing + "')"
                    : "the " + n + " to delete (see 'gpuplan " + listing + "')")
                   .c_str()),
        option("if-version", "V",
               ("only if the " + n + " is still at this version (see 'gpuplan " + listing +
                " --format json'); refused, with nothing written, if someone changed it since")
                   .c_str())};
    if (!set)
        return options;
    options.push_back(option("copy-of", "ID", ("start a new " + n + " as a copy of this one").c_str()));
    for (const std::string& column : settableColumns<Row>()) {
        const std::string description =
            "the catalog's " + column + " column, as 'gpuplan " + listing + " --format csv' writes it";
        options.push_back({optionName(column), QStringLiteral("V"), QString::fromStdString(description)});
    }
    return options;
}

template <class Row> int runEdit(const Arguments& args, QTextStream& out, QTextStream& err) {
    const std::string listing(Kind<Row>::table);
    if (!args.has(QStringLiteral("id")))
        return badInput(err, "give --id " + std::string(Kind<Row>::noun == "GPU" ? "GPU" : "MODEL") +
                                 " (see 'gpuplan " + listing + "')");
    auto opened = openStore();
    if (!opened)
        return badInput(err, opened.error());
    db::SqlStore& store = *opened.value();
    Target<Row> target{args.valueOr(QStringLiteral("id"), QString()).toStdString(), 0, std::nullopt};
    auto version = ifVersionOption(args, listing.c_str());
    if (!version)
        return badInput(err, version.error());
    target.version = version->value_or(0);
    auto stored = store.storedCatalogRow<Row>(target.id);
    if (!stored)
        return badInput(err, stored.error());
    target.stored = stored.value();
    if (args.spec().words.value(1) == QLatin1String("set"))
        return setRow(args, out, err, store, std::move(target));
    return deleteRow(out, err, store, target);
}

} // namespace

OptionList gpuEditOptions(bool set) {
    return editOptions<core::GpuSpec>(set);
}

OptionList modelEditOptions(bool set) {
    return editOptions<core::ModelSpec>(set);
}

int runGpuEdit(const Arguments& args, QTextStream& out, QTextStream& err) {
    return runEdit<core::GpuSpec>(args, out, err);
}

int runModelEdit(const Arguments& args, QTextStream& out, QTextStream& err) {
    return runEdit<core::ModelSpec>(args, out, err);
}

} // namespace gpuplan::cli
