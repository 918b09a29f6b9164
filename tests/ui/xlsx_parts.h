#pragma once
// .xlsx workbooks built part by part with libzip, so a test writes each cell type and each kind of damage
// exactly as a spreadsheet program would (tests/ui/test_xlsx_reader.cpp, tests/cli/test_cli_workbook.cpp).

#include "workbook/xlsx_reader.h"

#include <QByteArray>
#include <QFile>
#include <QStringList>
#include <QTemporaryDir>

#include <zip.h>

#include <map>
#include <utility>
#include <vector>

namespace xlsxtest {

using Parts = std::map<QString, QByteArray>;

inline QByteArray zipOf(const Parts& parts) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("book.xlsx"));
    int error = 0;
    zip_t* z = zip_open(path.toUtf8().constData(), ZIP_CREATE | ZIP_TRUNCATE, &error);
    if (!z)
        qFatal("cannot create a zip");
    for (const auto& [name, content] : parts) {
        zip_source_t* s =
            zip_source_buffer(z, content.constData(), static_cast<zip_uint64_t>(content.size()), 0);
        zip_file_add(z, name.toUtf8().constData(), s, ZIP_FL_OVERWRITE);
    }
    if (zip_close(z) != 0)
        qFatal("cannot write a zip");
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the zip back");
    return f.readAll();
}

inline const char* kRels =
    "<?xml version=\"1.0\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/"
    "relationships\"><Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/"
    "officeDocument/2006/relationships/officeDocument\" Target=\"xl/workbook.xml\"/>"
    "</Relationships>";

// A workbook of the given sheets (name -> sheetData XML), with shared strings and styles.
inline Parts workbook(const std::vector<std::pair<QString, QByteArray>>& sheets,
                      const QByteArray& strings = {}, const QByteArray& styles = {}) {
    Parts parts;
    parts[QStringLiteral("_rels/.rels")] = kRels;
    QByteArray book =
        "<workbook xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" xmlns:r=\""
        "http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><sheets>";
    QByteArray rels =
        "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">";
    for (std::size_t i = 0; i < sheets.size(); ++i) {
        const QByteArray n = QByteArray::number(static_cast<int>(i) + 1);
        book +=
            "<sheet name=\"" + sheets[i].first.toUtf8() + "\" sheetId=\"" + n + "\" r:id=\"rId" + n + "\"/>";
        rels += "<Relationship Id=\"rId" + n +
                "\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/"
                "relationships/worksheet\" Target=\"worksheets/sheet" +
                n + ".xml\"/>";
        parts[QStringLiteral("xl/worksheets/sheet%1.xml").arg(i + 1)] =
            "<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>" +
            sheets[i].second + "</sheetData></worksheet>";
    }
    rels +=
        "<Relationship Id=\"rS\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
        "sharedStrings\" Target=\"sharedStrings.xml\"/><Relationship Id=\"rT\" Type=\"http://schemas."
        "openxmlformats.org/officeDocument/2006/relationships/styles\" Target=\"/xl/styles.xml\"/>"
        "</Relationships>";
    parts[QStringLiteral("xl/workbook.xml")] = book + "</sheets></workbook>";
    parts[QStringLiteral("xl/_rels/workbook.xml.rels")] = rels;
    parts[QStringLiteral("xl/sharedStrings.xml")] = "<sst>" + strings + "</sst>";
    parts[QStringLiteral("xl/styles.xml")] = "<styleSheet>" + styles + "</styleSheet>";
    return parts;
}

// A sheet's rows of inline strings (a price list as a program without shared strings writes it).
inline QByteArray inlineRows(const QList<QStringList>& rows) {
    QByteArray xml;
    for (int r = 0; r < rows.size(); ++r) {
        xml += "<row r=\"" + QByteArray::number(r + 1) + "\">";
        for (int c = 0; c < rows[r].size(); ++c)
            if (!rows[r][c].isEmpty())
                xml += "<c r=\"" + gpuplan::ui::columnName(c).toUtf8() + QByteArray::number(r + 1) +
                       "\" t=\"inlineStr\"><is><t>" + rows[r][c].toHtmlEscaped().toUtf8() + "</t></is></c>";
        xml += "</row>";
    }
    return xml;
}

inline const QStringList kPriceHeader =
    QStringLiteral("gpu,provider,region,kind,unit,gpus_per_machine,amount,currency,low,high,"
                   "effective_date,source")
        .split(QLatin1Char(','));
inline const QStringList kPriceRow =
    QStringLiteral("h100-sxm,idc-cn,cn-shanghai,monthly,gpu-month,8,9000,CNY,,,2025-01-01,"
                   "a quote")
        .split(QLatin1Char(','));

} // namespace xlsxtest
