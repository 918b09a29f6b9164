// The refusal of a stale catalog edit: which GPU or model, who changed it and when, and what it holds now,
// in the catalog's own column names and units, so the command line and the logs say it the way the CSV
// files do.
#include "core/catalog/catalog_store.h"

#include "core/csv.h"

#include <memory>

namespace gpuplan::core {
namespace {

// Both rows in their catalog CSV layout: the same text the files and the store hold.
struct Rows {
    std::vector<std::string> header, theirs, mine;
};

template <class Row> Rows rowsOf(const Row& theirs, const Row& mine) {
    Rows out;
    auto table = parseCsv(CatalogRowKind<Row>::write({theirs, mine}));
    if (!table || table->rows.size() != 2)
        return out;
    out.header = table->header;
    out.theirs = table->rows[0].fields;
    out.mine = table->rows[1].fields;
    return out;
}

// The figures that say which row it is and what it does, for a conflict with nothing of the user's to
// compare with (a delete).
template <class Row> std::string mainFigures(const Row& row) {
    const Rows rows = rowsOf(row, row);
    std::string out;
    for (std::size_t i = 0; i < rows.header.size() && i < rows.theirs.size(); ++i)
        for (std::string_view column : CatalogRowKind<Row>::mainColumns)
            if (rows.header[i] == column && !rows.theirs[i].empty())
                out += (out.empty() ? "" : ", ") + rows.header[i] + " " + rows.theirs[i];
    return out;
}

template <class Row> std::string differences(const Row& theirs, const Row& mine) {
    const Rows rows = rowsOf(theirs, mine);
    std::string out;
    for (std::size_t i = 0; i < rows.header.size() && i < rows.theirs.size() && i < rows.mine.size(); ++i) {
        if (rows.theirs[i] == rows.mine[i])
            continue;
        const auto shown = [](const std::string& v) { return v.empty() ? std::string("(blank)") : v; };
        out += (out.empty() ? "" : ", ") + rows.header[i] + " " + shown(rows.theirs[i]) + " (yours " +
               shown(rows.mine[i]) + ")";
    }
    return out;
}

template <class Row>
std::string conflictText(const CatalogRowConflict<Row>& c, const std::optional<Row>& mine) {
    const std::string who = c.changedBy.empty() ? "someone else" : c.changedBy;
    const std::string when = c.changedAt.empty() ? "" : " at " + c.changedAt;
    const std::string name = c.current ? " (" + c.current->name + ")" : mine ? " (" + mine->name + ")" : "";
    std::string text = std::string(CatalogRowKind<Row>::noun) + " " + c.id + name;
    if (!c.current)
        text += " was deleted by " + who + when + " since you read it (version " +
                std::to_string(c.versionSeen) + ")";
    else if (c.versionSeen == 0)
        text += " was added by " + who + when + " since you read the catalog";
    else
        text += " was changed by " + who + when + " since you read it (version " +
                std::to_string(c.versionSeen) + ")";
    if (c.current) {
        const std::string changed = mine ? differences(*c.current, *mine) : std::string();
        text += changed.empty() ? ": it is now " + mainFigures(*c.current) : ": it now has " + changed;
        text += " (version " + std::to_string(c.current->version) + ")";
    }
    return text + "; nothing was written";
}

} // namespace

std::string gpuDifferences(const GpuSpec& theirs, const GpuSpec& mine) {
    return differences(theirs, mine);
}

std::string modelDifferences(const ModelSpec& theirs, const ModelSpec& mine) {
    return differences(theirs, mine);
}

Error gpuConflictError(GpuConflict c, const std::optional<GpuSpec>& mine) {
    Error e = fail(conflictText(c, mine));
    e.gpuConflict = std::make_shared<const GpuConflict>(std::move(c));
    return e;
}

Error modelConflictError(ModelConflict c, const std::optional<ModelSpec>& mine) {
    Error e = fail(conflictText(c, mine));
    e.modelConflict = std::make_shared<const ModelConflict>(std::move(c));
    return e;
}

template <class Row>
Result<Row> withCatalogFields(const Row& row,
                              const std::vector<std::pair<std::string, std::string>>& fields) {
    const std::string noun(CatalogRowKind<Row>::noun);
    auto table = parseCsv(CatalogRowKind<Row>::write({row}));
    if (!table || table->rows.size() != 1)
        return fail("cannot write " + noun + " " + row.id + " as a catalog row");
    std::vector<std::string> values = table->rows.front().fields;
    for (const auto& [column, text] : fields) {
        const int at = table->column(column);
        if (at < 0)
            return fail("a " + noun + " has no column '" + column + "'");
        values[static_cast<std::size_t>(at)] = text;
    }
    auto rows = CatalogRowKind<Row>::parse(csvLine(table->header) + csvLine(values));
    if (!rows)
        return fail(rows.error());
    Row out = rows->front();
    out.version = row.version;
    return out;
}

template Result<GpuSpec> withCatalogFields(const GpuSpec&,
                                           const std::vector<std::pair<std::string, std::string>>&);
template Result<ModelSpec> withCatalogFields(const ModelSpec&,
                                             const std::vector<std::pair<std::string, std::string>>&);

} // namespace gpuplan::core
