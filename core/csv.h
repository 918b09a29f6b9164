#pragma once
// A small RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF, a UTF-8 BOM skipped.
// Rows come back with their line number so errors can point at the line.

#include "core/result.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gpuplan::core {

struct CsvRow {
    int line = 0;
    std::vector<std::string> fields;
};

struct CsvTable {
    std::vector<std::string> header;
    std::vector<CsvRow> rows;

    /// Column index by header name, or -1.
    int column(std::string_view name) const;
};

/// One field for a CSV line: quoted (with doubled quotes) when it holds a comma, quote or line break.
std::string csvQuote(std::string_view field);

/// A CSV line of these fields, each quoted where it needs it, ended with a line break.
std::string csvLine(const std::vector<std::string>& fields);

/// The line of the first byte sequence that is not UTF-8, or 0 when the text is UTF-8.
int firstBadUtf8Line(std::string_view text);

/// Parses text with a header row. Blank lines and lines starting with '#' are skipped.
Result<CsvTable> parseCsv(std::string_view text);

/// Field access by column name for one row, with typed getters that name the line and column
/// in their error messages.
class CsvRecord {
public:
    CsvRecord(const CsvTable& table, const CsvRow& row) : m_table(table), m_row(row) {}
    std::string text(std::string_view column) const;
    bool has(std::string_view column) const { return !text(column).empty(); }
    Result<double> number(std::string_view column) const;                    // required
    Result<double> numberOr(std::string_view column, double fallback) const; // blank -> fallback
    int line() const { return m_row.line; }

private:
    std::string where(std::string_view column) const;
    const CsvTable& m_table;
    const CsvRow& m_row;
};

} // namespace gpuplan::core
