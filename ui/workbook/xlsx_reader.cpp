#include "workbook/xlsx_reader.h"

#include "workbook/xlsx_package.h"

#include <QDate>
#include <QHash>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <set>

namespace gpuplan::ui {
namespace {

constexpr int kMaxRows = 1048576; // a sheet's own limits (Excel and LibreOffice)
constexpr int kMaxColumns = 16384;

// The text of a shared or inline string: its <t> runs, without phonetic guides (<rPh>).
QString stringItem(QXmlStreamReader& xml) {
    QString text;
    const QString end = xml.name().toString();
    int phonetic = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("rPh"))
            ++phonetic;
        else if (xml.isEndElement() && xml.name() == QLatin1String("rPh"))
            --phonetic;
        else if (xml.isStartElement() && xml.name() == QLatin1String("t") && phonetic == 0)
            text += xml.readElementText(QXmlStreamReader::IncludeChildElements);
        else if (xml.isEndElement() && xml.name() == end)
            break;
    }
    return text;
}

core::Result<std::vector<QString>> sharedStrings(const XlsxPackage& zip, const QString& part) {
    std::vector<QString> out;
    if (part.isEmpty() || !zip.has(part))
        return out;
    auto bytes = zip.read(part);
    if (!bytes)
        return core::fail(bytes.error());
    QXmlStreamReader xml(bytes.value());
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("si"))
            out.push_back(stringItem(xml));
    }
    if (xml.hasError())
        return xmlPartFailure(part, xml);
    return out;
}

// A custom number format shows a date when, outside quoted text and [colour] sections, it has a day or year.
bool isDateFormat(QString code) {
    static const QRegularExpression quoted(QStringLiteral("\"[^\"]*\"|\\[[^\\]]*\\]|\\\\."));
    code.remove(quoted);
    return code.contains(QLatin1Char('d'), Qt::CaseInsensitive) ||
           code.contains(QLatin1Char('y'), Qt::CaseInsensitive);
}

// For each cell style (xf index), whether its number format is a date's.
core::Result<std::vector<bool>> dateStyles(const XlsxPackage& zip, const QString& part) {
    std::vector<bool> out;
    if (part.isEmpty() || !zip.has(part))
        return out;
    auto bytes = zip.read(part);
    if (!bytes)
        return core::fail(bytes.error());
    // The built-in date formats: 14-22, 27-36 and 50-58 (East Asian dates), 45-47.
    std::set<int> dates;
    for (int id : {14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47})
        dates.insert(id);
    for (int id = 27; id <= 36; ++id)
        dates.insert(id);
    for (int id = 50; id <= 58; ++id)
        dates.insert(id);
    QXmlStreamReader xml(bytes.value());
    bool inCellXfs = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("numFmt")) {
            const int id = xmlAttribute(xml, u"numFmtId").toInt();
            if (isDateFormat(xmlAttribute(xml, u"formatCode")))
                dates.insert(id);
            else
                dates.erase(id);
        } else if (xml.name() == QLatin1String("cellXfs")) {
            inCellXfs = xml.isStartElement();
        } else if (inCellXfs && xml.isStartElement() && xml.name() == QLatin1String("xf")) {
            out.push_back(dates.count(xmlAttribute(xml, u"numFmtId").toInt()) > 0);
        }
    }
    if (xml.hasError())
        return xmlPartFailure(part, xml);
    return out;
}

// "2.4900000000000002" as a person typed it ("2.49"): 15 significant digits, integers without a point.
QString typedNumber(const QString& v, bool& ok) {
    const double d = v.toDouble(&ok);
    if (!ok || !std::isfinite(d))
        return v;
    if (std::abs(d) < 1e15 && d == std::floor(d))
        return QString::number(static_cast<qint64>(d));
    return QString::number(d, 'g', 15);
}

QString serialDateText(const QString& v, bool date1904, bool& ok) {
    const double serial = v.toDouble(&ok);
    if (!ok || !(serial >= 0) || serial > 2958465) { // 9999-12-31
        ok = false;
        return v;
    }
    const auto days = static_cast<qint64>(std::floor(serial));
    // 1900 system: day 1 is 1900-01-01, and Excel counts a 29 February 1900 that never was (day 60).
    const QDate base = date1904 ? QDate(1904, 1, 1) : (days < 60 ? QDate(1899, 12, 31) : QDate(1899, 12, 30));
    return base.addDays(days).toString(Qt::ISODate);
}

// "BC12" -> column 54 (0-based), row 11 (0-based); false when not a cell reference.
bool parseReference(QStringView ref, int& row, int& column) {
    qsizetype i = 0;
    int col = 0;
    while (i < ref.size() && ref[i].isLetter() && ref[i].unicode() < 128 && col <= kMaxColumns)
        col = col * 26 + (ref[i++].toUpper().unicode() - 'A' + 1);
    bool ok = false;
    const int r = ref.mid(i).toInt(&ok);
    if (i == 0 || !ok || col > kMaxColumns || r < 1 || r > kMaxRows)
        return false;
    row = r - 1;
    column = col - 1;
    return true;
}

struct SheetContext {
    const std::vector<QString>* strings;
    const std::vector<bool>* dateStyles;
    bool date1904 = false;
};

// One <c> element, read to its end.
XlsxCell readCell(QXmlStreamReader& xml, const SheetContext& ctx) {
    const QString type = xmlAttribute(xml, u"t");
    const int style = xmlAttribute(xml, u"s").toInt();
    QString value, formula;
    bool hasValue = false, hasFormula = false, inlineText = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("c"))
            break;
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("v")) {
            value = xml.readElementText();
            hasValue = true;
        } else if (xml.name() == QLatin1String("f")) {
            formula = xml.readElementText();
            hasFormula = true;
        } else if (xml.name() == QLatin1String("is")) {
            value = stringItem(xml);
            hasValue = inlineText = true;
        }
    }
    XlsxCell cell;
    if (!hasValue || (hasFormula && value.isEmpty() && type != QLatin1String("str"))) {
        if (hasFormula)
            cell.problem = QStringLiteral("a formula (=%1) saved without its value").arg(formula.left(60));
        return cell;
    }
    bool ok = true;
    if (inlineText || type == QLatin1String("str") || type == QLatin1String("inlineStr")) {
        cell.text = value;
    } else if (type == QLatin1String("s")) {
        const qsizetype index = value.toLongLong(&ok);
        if (ok && index >= 0 && index < static_cast<qsizetype>(ctx.strings->size()))
            cell.text = (*ctx.strings)[static_cast<std::size_t>(index)];
        else
            cell.problem = QStringLiteral("a shared string (%1) the workbook lacks").arg(value.left(20));
    } else if (type == QLatin1String("b")) {
        cell.text = value == QLatin1String("1") ? QStringLiteral("true") : QStringLiteral("false");
    } else if (type == QLatin1String("e")) {
        cell.problem = QStringLiteral("the error value %1").arg(value.left(20));
    } else if (type == QLatin1String("d")) {
        cell.text = value.left(10); // an ISO 8601 date (and time)
    } else {
        const bool date = style >= 0 && static_cast<std::size_t>(style) < ctx.dateStyles->size() &&
                          (*ctx.dateStyles)[static_cast<std::size_t>(style)];
        cell.text = date ? serialDateText(value, ctx.date1904, ok) : typedNumber(value, ok);
        if (!ok)
            cell.problem = QStringLiteral("a number that is not one (%1)").arg(value.left(20));
    }
    return cell;
}

core::Result<XlsxSheet> readSheet(const XlsxPackage& zip, const QString& part, const QString& name,
                                  const SheetContext& ctx) {
    auto bytes = zip.read(part);
    if (!bytes)
        return core::fail(bytes.error());
    XlsxSheet sheet;
    sheet.name = name;
    QXmlStreamReader xml(bytes.value());
    int row = -1, column = -1;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("row")) {
            bool ok = false;
            const int r = xmlAttribute(xml, u"r").toInt(&ok);
            row = ok && r >= 1 && r <= kMaxRows ? r - 1 : row + 1;
            column = -1;
        } else if (xml.name() == QLatin1String("c")) {
            int r = row, c = column + 1;
            const QString ref = xmlAttribute(xml, u"r");
            if (!ref.isEmpty() && !parseReference(ref, r, c))
                return xlsxRefusal(
                    QStringLiteral("sheet '%1' has a cell named '%2', which is not a cell reference")
                        .arg(name, ref.left(20)));
            if (r < 0 || c >= kMaxColumns || r >= kMaxRows)
                return xlsxRefusal(QStringLiteral("sheet '%1' has a cell outside any row").arg(name));
            row = r;
            column = c;
            XlsxCell cell = readCell(xml, ctx);
            if (cell.text.isEmpty() && cell.problem.isEmpty())
                continue;
            if (sheet.rows.size() <= static_cast<std::size_t>(r))
                sheet.rows.resize(static_cast<std::size_t>(r) + 1);
            XlsxRow& cells = sheet.rows[static_cast<std::size_t>(r)];
            // Cells come in column order; one out of order (or repeated) goes in its place.
            if (cells.empty() || cells.back().first < c) {
                cells.emplace_back(c, std::move(cell));
            } else {
                auto at = std::lower_bound(cells.begin(), cells.end(), c,
                                           [](const auto& held, int wanted) { return held.first < wanted; });
                if (at != cells.end() && at->first == c)
                    at->second = std::move(cell);
                else
                    cells.insert(at, {c, std::move(cell)});
            }
        }
    }
    if (xml.hasError())
        return xmlPartFailure(part, xml);
    return sheet;
}

} // namespace

const XlsxCell& XlsxSheet::cell(std::size_t row, int column) const {
    static const XlsxCell empty;
    if (row >= rows.size())
        return empty;
    const XlsxRow& cells = rows[row];
    const auto at = std::lower_bound(cells.begin(), cells.end(), column,
                                     [](const auto& held, int c) { return held.first < c; });
    return at != cells.end() && at->first == column ? at->second : empty;
}

bool looksLikeWorkbook(const QByteArray& data) {
    return data.startsWith("PK\x03\x04") || data.startsWith("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1");
}

QString columnName(int index) {
    QString name;
    for (int n = index + 1; n > 0; n = (n - 1) / 26)
        name.prepend(QChar(u'A' + (n - 1) % 26));
    return name;
}

core::Result<std::vector<XlsxSheet>> readXlsx(const QByteArray& data) {
    // Excel and LibreOffice save a password-protected workbook as an encrypted OLE compound file.
    if (data.startsWith("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1"))
        return xlsxRefusal(
            QStringLiteral("the workbook is password-protected (or an old .xls): save it as .xlsx "
                           "without a password, then import it"));
    if (data.size() > kMaxXlsxBytes)
        return xlsxRefusal(QStringLiteral("the file is larger than 256 MB: not a price list"));
    XlsxPackage zip;
    if (auto opened = zip.open(data); !opened)
        return core::fail(opened.error());
    // The workbook part, as the package's relationships name it (xl/workbook.xml in practice).
    QString workbook = QStringLiteral("xl/workbook.xml");
    if (zip.has(QStringLiteral("_rels/.rels"))) {
        auto root = packageRelationships(zip, QStringLiteral("_rels/.rels"), QString());
        if (!root)
            return core::fail(root.error());
        const QHash<QString, QString> documents = root->value(QStringLiteral("officeDocument"));
        if (!documents.isEmpty())
            workbook = documents.begin().value();
    }
    if (!zip.has(workbook))
        return xlsxRefusal(
            QStringLiteral("the file is a zip archive but not a workbook (no %1)").arg(workbook));
    const QString folder = workbook.section(QLatin1Char('/'), 0, -2);
    const QString relsPart =
        folder + QStringLiteral("/_rels/") + workbook.section(QLatin1Char('/'), -1) + QStringLiteral(".rels");
    auto rels = packageRelationships(zip, relsPart, folder);
    if (!rels)
        return core::fail(rels.error());
    const QHash<QString, QString> sheetParts = rels->value(QStringLiteral("worksheet"));
    const auto firstOf = [&](const char* kind) {
        const QHash<QString, QString> parts = rels->value(QLatin1String(kind));
        return parts.isEmpty() ? QString() : parts.begin().value();
    };
    auto strings = sharedStrings(zip, firstOf("sharedStrings"));
    auto styles = dateStyles(zip, firstOf("styles"));
    if (!strings || !styles)
        return core::fail(!strings ? strings.error() : styles.error());
    SheetContext ctx{&strings.value(), &styles.value()};
    auto book = zip.read(workbook);
    if (!book)
        return core::fail(book.error());
    std::vector<std::pair<QString, QString>> listed; // name, part
    QXmlStreamReader xml(book.value());
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("workbookPr"))
            ctx.date1904 = xmlAttribute(xml, u"date1904") == QLatin1String("1") ||
                           xmlAttribute(xml, u"date1904") == QLatin1String("true");
        else if (xml.name() == QLatin1String("sheet") && sheetParts.contains(xmlAttribute(xml, u"id")))
            listed.emplace_back(xmlAttribute(xml, u"name"), sheetParts.value(xmlAttribute(xml, u"id")));
    }
    if (xml.hasError())
        return xmlPartFailure(workbook, xml);
    if (listed.empty())
        return xlsxRefusal(QStringLiteral("the workbook has no worksheet"));
    std::vector<XlsxSheet> sheets;
    for (const auto& [name, part] : listed) {
        auto sheet = readSheet(zip, part, name, ctx);
        if (!sheet)
            return core::fail(sheet.error());
        sheets.push_back(std::move(sheet.value()));
    }
    return sheets;
}

} // namespace gpuplan::ui
