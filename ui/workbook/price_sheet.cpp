#include "workbook/price_sheet.h"

#include "core/csv.h"
#include "workbook/xlsx_reader.h"

#include <QStringList>

#include <algorithm>
#include <map>

namespace gpuplan::ui {

const std::vector<PriceSheetColumn>& priceSheetColumns() {
    static const std::vector<PriceSheetColumn> columns{
        {"gpu", "GPU", "GPU"},
        {"provider", "Provider", "供应商"},
        {"region", "Region", "地区"},
        {"kind", "Kind", "类型"},
        {"unit", "Unit", "计价单位"},
        {"gpus_per_machine", "GPUs per machine", "每台机器 GPU 数"},
        {"amount", "Amount", "金额"},
        {"currency", "Currency", "币种"},
        {"low", "Low", "下限"},
        {"high", "High", "上限"},
        {"effective_date", "Effective date", "生效日期"},
        {"source", "Source", "来源"},
        {"note", "Note", "备注"},
        {"source_url", "Source URL", "来源网址"},
        {"verification", "Verification", "核实方式"},
        {"indicative", "Indicative", "参考价"},
    };
    return columns;
}

QString priceSheetHeader(const PriceSheetColumn& column, bool chinese) {
    return QString::fromUtf8(chinese ? column.chinese : column.english);
}

namespace {

// A header cell as the CSV column it names: the column's own name or either language's label; other text
// is passed on as it is, so the CSV check names it.
std::string columnKey(const QString& header) {
    const QString h = header.simplified();
    for (const PriceSheetColumn& c : priceSheetColumns())
        if (h.compare(QLatin1String(c.key), Qt::CaseInsensitive) == 0 ||
            h.compare(QString::fromUtf8(c.english), Qt::CaseInsensitive) == 0 ||
            h == QString::fromUtf8(c.chinese))
            return c.key;
    return h.toStdString();
}

// The first row that has any cell and is not a comment (a first cell starting with '#', as in the CSV), or
// -1.
int firstRow(const XlsxSheet& sheet) {
    for (std::size_t r = 0; r < sheet.rows.size(); ++r) {
        if (sheet.cell(r, 0).text.startsWith(QLatin1Char('#')))
            continue;
        for (const auto& [column, c] : sheet.rows[r])
            if (!c.text.trimmed().isEmpty())
                return static_cast<int>(r);
    }
    return -1;
}

// The header's columns up to its first empty cell (a workbook's Prices sheet keeps its exchange rates to the
// right, past an empty column).
std::vector<std::string> headerKeys(const XlsxSheet& sheet, int row) {
    std::vector<std::string> keys;
    for (int c = 0;; ++c) {
        const QString text = sheet.cell(static_cast<std::size_t>(row), c).text;
        if (text.trimmed().isEmpty())
            return keys;
        keys.push_back(columnKey(text));
    }
}

bool isPriceHeader(const std::vector<std::string>& keys) {
    return keys.size() >= 3 && keys[0] == "gpu" && keys[1] == "provider" && keys[2] == "region";
}

} // namespace

WorkbookPrices readPriceWorkbook(const QByteArray& data, const std::vector<std::string>& knownGpus) {
    WorkbookPrices out;
    auto sheets = readXlsx(data);
    if (!sheets) {
        out.error = sheets.error();
        return out;
    }
    const XlsxSheet* chosen = nullptr;
    int header = -1;
    std::vector<std::string> keys;
    for (const XlsxSheet& s : sheets.value()) {
        header = firstRow(s);
        if (header < 0)
            continue;
        keys = headerKeys(s, header);
        if (isPriceHeader(keys)) {
            chosen = &s;
            break;
        }
    }
    if (!chosen) {
        const XlsxSheet& first = sheets->front();
        const int row = firstRow(first);
        QStringList seen;
        if (row >= 0)
            for (const auto& [column, c] : first.rows[static_cast<std::size_t>(row)])
                if (seen.size() < 4 && !c.text.trimmed().isEmpty())
                    seen << c.text.simplified();
        out.error =
            QStringLiteral("no sheet of the workbook is a price list: its first row must start with GPU, "
                           "Provider, Region (the price CSV's columns); the first sheet '%1' %2")
                .arg(first.name,
                     row < 0 ? QStringLiteral("is empty")
                             : QStringLiteral("starts with '%1'").arg(seen.join(QStringLiteral(", "))))
                .toStdString();
        return out;
    }
    out.sheet = chosen->name;
    // The rows as CSV, one line per sheet row (more where a cell holds a line break), mapped back to the
    // sheet's row numbers; rows before the header, empty rows and refused rows stay as blank lines, which
    // the parser skips.
    std::string csv(static_cast<std::size_t>(header), '\n');
    csv += core::csvLine(keys); // with its line end
    std::vector<core::ImportError> refused;
    std::map<int, int> sheetRow; // the CSV's line of a row -> its row in the sheet
    int line = header + 2;
    for (std::size_t r = static_cast<std::size_t>(header) + 1; r < chosen->rows.size(); ++r) {
        std::vector<std::string> fields(keys.size());
        bool any = false, bad = false;
        for (std::size_t c = 0; c < keys.size(); ++c) {
            const XlsxCell& cell = chosen->cell(r, static_cast<int>(c));
            if (!cell.problem.isEmpty() && !bad) {
                refused.push_back({static_cast<int>(r) + 1, keys[c],
                                   QStringLiteral("cell %1%2: %3")
                                       .arg(columnName(static_cast<int>(c)))
                                       .arg(r + 1)
                                       .arg(cell.problem)
                                       .toStdString()});
                bad = true;
            }
            fields[c] = cell.text.toStdString();
            any |= !cell.text.trimmed().isEmpty();
        }
        sheetRow[line] = static_cast<int>(r) + 1;
        const std::string text = any && !bad ? core::csvLine(fields) : std::string("\n");
        line += static_cast<int>(std::count(text.begin(), text.end(), '\n')); // a cell may hold line breaks
        csv += text;
    }
    out.parsed = core::parsePriceCsv(csv, knownGpus);
    const auto toRow = [&](int csvLine) {
        const auto it = sheetRow.find(csvLine);
        return it == sheetRow.end() ? csvLine : it->second;
    };
    for (int& l : out.parsed.lines)
        l = toRow(l);
    for (core::ImportError& e : out.parsed.errors)
        e.line = toRow(e.line);
    out.parsed.errors.insert(out.parsed.errors.end(), refused.begin(), refused.end());
    return out;
}

} // namespace gpuplan::ui
