#include "core/csv.h"

#include "core/number_parse.h"

namespace gpuplan::core {

std::string csvQuote(std::string_view field) {
    if (field.find_first_of(",\"\n\r") == std::string_view::npos)
        return std::string(field);
    std::string out = "\"";
    for (char c : field) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}

std::string csvLine(const std::vector<std::string>& fields) {
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i)
        out += (i ? "," : "") + csvQuote(fields[i]);
    return out + "\n";
}

int CsvTable::column(std::string_view name) const {
    for (std::size_t i = 0; i < header.size(); ++i)
        if (header[i] == name)
            return static_cast<int>(i);
    return -1;
}

Result<CsvTable> parseCsv(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    CsvTable table;
    std::vector<std::string> fields;
    std::string field;
    bool inQuotes = false;
    bool fieldStarted = false;
    int line = 1;
    int rowLine = 1;
    auto endRow = [&]() {
        fields.push_back(std::move(field));
        field.clear();
        const bool blank = fields.size() == 1 && fields[0].empty();
        const bool comment = !fields.empty() && !fields[0].empty() && fields[0][0] == '#';
        if (!blank && !comment) {
            if (table.header.empty())
                table.header = std::move(fields);
            else
                table.rows.push_back(CsvRow{rowLine, std::move(fields)});
        }
        fields.clear();
        fieldStarted = false;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == '\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == '"' && !fieldStarted) {
            inQuotes = true;
            fieldStarted = true;
        } else if (c == ',') {
            fields.push_back(std::move(field));
            field.clear();
            fieldStarted = false;
        } else if (c == '\r') {
            continue;
        } else if (c == '\n') {
            endRow();
            ++line;
            rowLine = line;
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (inQuotes)
        return fail("line " + std::to_string(rowLine) + ": a quoted field is not closed");
    if (!field.empty() || !fields.empty())
        endRow();
    if (table.header.empty())
        return fail("the file is empty: no header row");
    for (const CsvRow& row : table.rows)
        if (row.fields.size() != table.header.size())
            return fail("line " + std::to_string(row.line) + ": " + std::to_string(row.fields.size()) +
                        " fields, the header has " + std::to_string(table.header.size()));
    return table;
}

std::string CsvRecord::text(std::string_view column) const {
    const int i = m_table.column(column);
    if (i < 0)
        return {};
    return m_row.fields[static_cast<std::size_t>(i)];
}

std::string CsvRecord::where(std::string_view column) const {
    return "line " + std::to_string(m_row.line) + ", column '" + std::string(column) + "'";
}

Result<double> CsvRecord::number(std::string_view column) const {
    if (m_table.column(column) < 0)
        return fail("missing column '" + std::string(column) + "'");
    const std::string t = text(column);
    if (t.empty())
        return fail(where(column) + ": a value is required");
    auto v = parseQuantity(t);
    if (!v)
        return fail(where(column) + ": " + v.error());
    return v;
}

Result<double> CsvRecord::numberOr(std::string_view column, double fallback) const {
    if (text(column).empty())
        return fallback;
    return number(column);
}

namespace {

bool validUtf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        int n = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : -1;
        if (n < 0 || i + static_cast<std::size_t>(n) >= s.size() + (n == 0 ? 1 : 0))
            return false;
        for (int k = 1; k <= n; ++k)
            if ((static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]) >> 6) != 0x2)
                return false;
        i += static_cast<std::size_t>(n) + 1;
    }
    return true;
}

} // namespace

int firstBadUtf8Line(std::string_view text) {
    int line = 1;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '\n') {
            if (!validUtf8(text.substr(start, i - start)))
                return line;
            ++line;
            start = i + 1;
        }
    }
    return 0;
}

} // namespace gpuplan::core
