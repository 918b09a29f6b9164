#include "core/prices/api_price_csv.h"
#include "core/csv.h"

#include <cstdio>
#include <map>

namespace gpuplan::core {

namespace {

constexpr const char* kColumns[] = {
    "provider",        "model",          "model_id", "currency", "input_per_mtok", "cached_input_per_mtok",
    "output_per_mtok", "effective_date", "source",   "url",      "verification",   "note"};

std::string amountText(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%.10g", v);
    return text;
}

} // namespace

ParsedApiPrices parseApiPriceCsv(std::string_view text) {
    ParsedApiPrices out;
    if (const int bad = firstBadUtf8Line(text); bad > 0) {
        out.errors.push_back({bad, "", "the file is not UTF-8 text"});
        return out;
    }
    auto table = parseCsv(text);
    if (!table) {
        out.errors.push_back({0, "", table.error()});
        return out;
    }
    for (const char* required :
         {"provider", "model", "currency", "input_per_mtok", "output_per_mtok", "source"})
        if (table->column(required) < 0)
            out.errors.push_back({1, required, std::string("the column '") + required + "' is missing"});
    if (!out.errors.empty())
        return out;
    std::map<std::string, int> seen; // key -> line
    for (const CsvRow& row : table->rows) {
        const CsvRecord r(table.value(), row);
        ApiPriceRecord p;
        p.provider = r.text("provider");
        p.model = r.text("model");
        p.modelId = r.text("model_id");
        p.currency = r.text("currency");
        p.effectiveDate = r.text("effective_date");
        p.source = r.text("source");
        p.url = r.text("url");
        p.verification = r.text("verification");
        p.note = r.text("note");
        const auto input = r.number("input_per_mtok");
        const auto output = r.number("output_per_mtok");
        const auto cached =
            r.has("cached_input_per_mtok") ? r.number("cached_input_per_mtok") : Result<double>(0.0);
        bool refused = false;
        for (const auto& [value, column] :
             {std::pair{&input, "input_per_mtok"}, std::pair{&output, "output_per_mtok"},
              std::pair{&cached, "cached_input_per_mtok"}})
            if (!*value) {
                out.errors.push_back({row.line, column, value->error()});
                refused = true;
            }
        if (refused)
            continue;
        p.inputPerMillion = input.value();
        p.outputPerMillion = output.value();
        if (r.has("cached_input_per_mtok"))
            p.cachedInputPerMillion = cached.value();
        if (auto valid = validateApiPrice(p); !valid) {
            out.errors.push_back({row.line, "", valid.error()});
            continue;
        }
        if (auto [at, added] = seen.emplace(p.key(), row.line); !added) {
            out.errors.push_back(
                {row.line, "",
                 "the same provider, model, currency and date as line " + std::to_string(at->second)});
            continue;
        }
        out.records.push_back(std::move(p));
    }
    return out;
}

std::string apiPriceCsv(const std::vector<ApiPriceRecord>& prices) {
    std::string out = csvLine(std::vector<std::string>(std::begin(kColumns), std::end(kColumns)));
    for (const ApiPriceRecord& p : prices)
        out += csvLine({p.provider, p.model, p.modelId, p.currency, amountText(p.inputPerMillion),
                        p.cachedInputPerMillion ? amountText(*p.cachedInputPerMillion) : std::string(),
                        amountText(p.outputPerMillion), p.effectiveDate, p.source, p.url, p.verification,
                        p.note});
    return out;
}

} // namespace gpuplan::core
