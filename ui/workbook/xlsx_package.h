#pragma once
// The package side of an .xlsx (issue 35): the zip archive opened on the caller's bytes with libzip, its
// parts read whole with their sizes and damage checked, and the relationships that name the workbook's parts.
// Internal to the .xlsx reader (xlsx_reader.cpp); Qt Core only.

#include "core/result.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringView>

class QXmlStreamReader;
struct zip;

namespace gpuplan::ui {

core::Error xlsxRefusal(const QString& why);

/// The archive, opened on the caller's bytes (which outlive it).
class XlsxPackage {
public:
    XlsxPackage() = default;
    XlsxPackage(const XlsxPackage&) = delete;
    XlsxPackage& operator=(const XlsxPackage&) = delete;
    ~XlsxPackage();
    core::Status open(const QByteArray& data);
    bool has(const QString& name) const;
    /// A part's bytes; parts that are missing, encrypted, damaged or larger than a price list are refused.
    core::Result<QByteArray> read(const QString& name) const;

private:
    struct zip* m_zip = nullptr;
};

/// "the workbook's part P is not well-formed XML (line N: why)".
core::Error xmlPartFailure(const QString& part, const QXmlStreamReader& xml);
/// The current element's attribute by its local name (r:id is "id"); empty when absent.
QString xmlAttribute(const QXmlStreamReader& xml, QStringView name);
/// The relationships of `part` (a .rels file of `folder`), read once: for each kind (the type's last word:
/// "worksheet", "officeDocument", "sharedStrings", "styles"), relationship ids to part names; external
/// targets left out.
using PackageRelationships = QHash<QString, QHash<QString, QString>>;
core::Result<PackageRelationships> packageRelationships(const XlsxPackage& package, const QString& part,
                                                        const QString& folder);

} // namespace gpuplan::ui
