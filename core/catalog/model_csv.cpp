#include "core/catalog/model_csv.h"

#include "core/csv.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iterator>
#include <limits>

namespace gpuplan::core {

const std::string_view kModelCsvHeader =
    "id,name,params,active_params,layers,hidden,heads,kv_heads,ffn,vocab,seq,gated_mlp,experts,top_k,"
    "moe_layers,route_nodes,head_dim,expert_ffn,shared_expert_ffn,q_lora_rank,kv_lora_rank,rope_head_dim,"
    "nope_head_dim,v_head_dim,index_heads,index_head_dim,index_topk,sliding_window,sliding_layers,"
    "linear_layers,linear_state,linear_layer_params,tied_embeddings,max_context,earlier,source";

namespace {

struct IntColumn {
    const char* column;
    int ModelSpec::*field;
    bool required;
};

// The whole-number columns, in the header's order: the shape (before gated_mlp), then the architecture
// up to linear_layers, then max_context (which follows tied_embeddings).
constexpr IntColumn kIntColumns[] = {
    {"layers", &ModelSpec::layers, true},
    {"hidden", &ModelSpec::hidden, true},
    {"heads", &ModelSpec::heads, true},
    {"kv_heads", &ModelSpec::kvHeads, true},
    {"ffn", &ModelSpec::ffn, true},
    {"vocab", &ModelSpec::vocab, true},
    {"seq", &ModelSpec::seqLen, true},
    {"experts", &ModelSpec::experts, false},
    {"top_k", &ModelSpec::topK, false},
    {"moe_layers", &ModelSpec::moeLayers, false},
    {"route_nodes", &ModelSpec::routeNodes, false},
    {"head_dim", &ModelSpec::headDimension, false},
    {"expert_ffn", &ModelSpec::expertFfn, false},
    {"shared_expert_ffn", &ModelSpec::sharedExpertFfn, false},
    {"q_lora_rank", &ModelSpec::qLoraRank, false},
    {"kv_lora_rank", &ModelSpec::kvLoraRank, false},
    {"rope_head_dim", &ModelSpec::ropeHeadDim, false},
    {"nope_head_dim", &ModelSpec::nopeHeadDim, false},
    {"v_head_dim", &ModelSpec::vHeadDim, false},
    {"index_heads", &ModelSpec::indexHeads, false},
    {"index_head_dim", &ModelSpec::indexHeadDim, false},
    {"index_topk", &ModelSpec::indexTopK, false},
    {"sliding_window", &ModelSpec::slidingWindow, false},
    {"sliding_layers", &ModelSpec::slidingLayers, false},
    {"linear_layers", &ModelSpec::linearLayers, false},
    {"max_context", &ModelSpec::maxContext, false},
};
constexpr std::size_t kShapeColumns = 7;                             // layers ... seq
constexpr std::size_t kArchitectureEnd = std::size(kIntColumns) - 1; // max_context is last

// Shortest text that reads back as the same double ("6.74e+09" style is fine for the reader).
std::string numberText(double v) {
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, v);
    return ec == std::errc() ? std::string(buffer, end) : std::string();
}

std::string optionalInt(int v) {
    return v != 0 ? std::to_string(v) : std::string();
}

std::string optionalNumber(double v) {
    return v != 0 ? numberText(v) : std::string();
}

Result<double> sizedNumber(const CsvRecord& r, const char* column, bool required, int line) {
    auto v = required ? r.number(column) : r.numberOr(column, 0.0);
    if (!v)
        return fail(v.error());
    if (!(v.value() >= 0) || v.value() > 1e18)
        return fail("line " + std::to_string(line) + ": " + column + " '" + r.text(column) +
                    "' is not a size a model has");
    return v.value();
}

// Counts and sizes: whole and within an int ("3p" layers once overflowed the cast; fuzzing).
Status readInt(const CsvRecord& r, const IntColumn& c, int line, ModelSpec& m) {
    auto v = sizedNumber(r, c.column, c.required, line);
    if (!v)
        return fail(v.error());
    if (v.value() > std::numeric_limits<int>::max() || v.value() != std::floor(v.value()))
        return fail("line " + std::to_string(line) + ": " + c.column + " '" + r.text(c.column) +
                    "' is not a whole number of a sensible size");
    m.*c.field = static_cast<int>(v.value());
    return ok();
}

} // namespace

Status readArchitectureColumns(const CsvRecord& r, int line, ModelSpec& m) {
    for (std::size_t i = kShapeColumns; i < std::size(kIntColumns); ++i)
        if (auto v = readInt(r, kIntColumns[i], line, m); !v)
            return v;
    for (const auto& [column, field] : {std::pair{"linear_state", &ModelSpec::linearStateElements},
                                        std::pair{"linear_layer_params", &ModelSpec::linearLayerParams}}) {
        auto v = sizedNumber(r, column, false, line);
        if (!v)
            return fail(v.error());
        m.*field = v.value();
    }
    m.tiedEmbeddings = r.text("tied_embeddings") == "yes";
    return ok();
}

Result<std::vector<ModelSpec>> parseModelCsv(std::string_view text) {
    auto table = parseCsv(text);
    if (!table)
        return fail("model catalog: " + table.error());
    std::vector<ModelSpec> out;
    for (const CsvRow& row : table->rows) {
        CsvRecord r(table.value(), row);
        ModelSpec m;
        m.id = r.text("id");
        m.name = r.text("name");
        m.source = r.text("source");
        m.gatedMlp = r.text("gated_mlp") != "no";
        m.earlierGeneration = r.text("earlier") == "yes";
        auto params = r.number("params");
        auto active = r.numberOr("active_params", 0.0);
        if (!params || !active)
            return fail("model catalog: " + (params ? active.error() : params.error()));
        m.params = params.value();
        m.activeParams = active.value() > 0 ? active.value() : m.params;
        for (std::size_t i = 0; i < kShapeColumns; ++i)
            if (auto v = readInt(r, kIntColumns[i], row.line, m); !v)
                return fail("model catalog: " + v.error());
        // A store's catalog text carries each row's version; the bundled file and exports do not.
        auto version = sizedNumber(r, "version", false, row.line);
        if (!version || version.value() > 1e15 || version.value() != std::floor(version.value()))
            return fail("model catalog: line " + std::to_string(row.line) +
                        ", column 'version': not a version");
        m.version = static_cast<std::int64_t>(version.value());
        if (auto architecture = readArchitectureColumns(r, row.line, m); !architecture)
            return fail("model catalog: " + architecture.error());
        auto valid = validateModel(std::move(m));
        if (!valid)
            return fail("model catalog: line " + std::to_string(row.line) + ": " + valid.error());
        out.push_back(std::move(valid).value());
    }
    return out;
}

Result<ModelSpec> validateStoredModel(const ModelSpec& m) {
    const bool idChars = std::all_of(m.id.begin(), m.id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_';
    });
    if (m.id.empty() || !idChars)
        return fail("a model id is lower-case letters, digits, '.', '_' and '-' (got '" + m.id + "')");
    if (m.name.empty())
        return fail("model '" + m.id + "' needs a name");
    if (m.source.empty())
        return fail("model '" + m.id + "': say where its figures come from (source)");
    auto parsed = parseModelCsv(writeModelCsv({m}));
    if (!parsed)
        return fail(parsed.error());
    ModelSpec checked = parsed->front();
    checked.version = m.version;
    return checked;
}

std::string writeModelCsv(const std::vector<ModelSpec>& models) {
    std::string out = std::string(kModelCsvHeader) + "\n";
    for (const ModelSpec& m : models) {
        std::vector<std::string> fields = {m.id, m.name, numberText(m.params),
                                           m.activeParams < m.params ? numberText(m.activeParams) : ""};
        const auto column = [&](const IntColumn& c) {
            fields.push_back(c.required ? std::to_string(m.*c.field) : optionalInt(m.*c.field));
        };
        for (std::size_t i = 0; i < kShapeColumns; ++i)
            column(kIntColumns[i]);
        fields.push_back(m.gatedMlp ? "yes" : "no");
        for (std::size_t i = kShapeColumns; i < kArchitectureEnd; ++i)
            column(kIntColumns[i]);
        fields.push_back(optionalNumber(m.linearStateElements));
        fields.push_back(optionalNumber(m.linearLayerParams));
        fields.push_back(m.tiedEmbeddings ? "yes" : "no");
        column(kIntColumns[kArchitectureEnd]);
        fields.push_back(m.earlierGeneration ? "yes" : "no");
        fields.push_back(m.source);
        out += csvLine(fields);
    }
    return out;
}

} // namespace gpuplan::core
