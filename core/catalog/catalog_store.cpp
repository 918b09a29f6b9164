// The refusal of a stale catalog edit: which GPU, who changed it and when, and what it holds now, in the
// catalog's own column names and units, so the command line and the logs say it the way the CSV files do.
#include "core/catalog/catalog_store.h"

#include "core/catalog/catalog.h"
#include "core/csv.h"

#include <memory>

namespace gpuplan::core {
namespace {

// Both GPUs as rows of the catalog CSV layout: the same text the files and the store hold.
struct Rows {
    std::vector<std::string> header, theirs, mine;
};

Rows rowsOf(const GpuSpec& theirs, const GpuSpec& mine) {
    Rows out;
    auto table = parseCsv(writeGpuCsv({theirs, mine}));
    if (!table || table->rows.size() != 2)
        return out;
    out.header = table->header;
    out.theirs = table->rows[0].fields;
    out.mine = table->rows[1].fields;
    return out;
}

// The figures that say which GPU it is and what it does, for a conflict with nothing of the user's to
// compare with (a delete).
std::string mainFigures(const GpuSpec& gpu) {
    const Rows rows = rowsOf(gpu, gpu);
    std::string out;
    for (std::size_t i = 0; i < rows.header.size() && i < rows.theirs.size(); ++i) {
        const std::string& column = rows.header[i];
        if (column == "memory_gb" || column == "mem_bw_tbps" || column == "bf16_tflops" ||
            column == "fp8_tflops" || column == "tdp_w")
            if (!rows.theirs[i].empty())
                out += (out.empty() ? "" : ", ") + column + " " + rows.theirs[i];
    }
    return out;
}

} // namespace

std::string gpuDifferences(const GpuSpec& theirs, const GpuSpec& mine) {
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

Error gpuConflictError(GpuConflict c, const std::optional<GpuSpec>& mine) {
    const std::string who = c.changedBy.empty() ? "someone else" : c.changedBy;
    const std::string when = c.changedAt.empty() ? "" : " at " + c.changedAt;
    const std::string name = c.current ? " (" + c.current->name + ")" : mine ? " (" + mine->name + ")" : "";
    std::string text = "GPU " + c.gpuId + name;
    if (!c.current)
        text += " was deleted by " + who + when + " since you read it (version " +
                std::to_string(c.versionSeen) + ")";
    else if (c.versionSeen == 0)
        text += " was added by " + who + when + " since you read the catalog";
    else
        text += " was changed by " + who + when + " since you read it (version " +
                std::to_string(c.versionSeen) + ")";
    if (c.current) {
        const std::string differences = mine ? gpuDifferences(*c.current, *mine) : std::string();
        text +=
            differences.empty() ? ": it is now " + mainFigures(*c.current) : ": it now has " + differences;
        text += " (version " + std::to_string(c.current->version) + ")";
    }
    text += "; nothing was written";
    Error e = fail(std::move(text));
    e.gpuConflict = std::make_shared<const GpuConflict>(std::move(c));
    return e;
}

} // namespace gpuplan::core
