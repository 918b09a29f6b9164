#include "workbook/xlsx_package.h"

#include "workbook/xlsx_reader.h"

#include <QStringList>
#include <QXmlStreamReader>

#include <zip.h>

#include <memory>

namespace gpuplan::ui {

core::Error xlsxRefusal(const QString& why) {
    return core::fail(why.toStdString());
}

XlsxPackage::~XlsxPackage() {
    if (m_zip)
        zip_discard(m_zip);
}

core::Status XlsxPackage::open(const QByteArray& data) {
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* source =
        zip_source_buffer_create(data.constData(), static_cast<zip_uint64_t>(data.size()), 0, &error);
    if (source)
        m_zip = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error);
    if (source && !m_zip)
        zip_source_free(source);
    const QString why = QString::fromUtf8(zip_error_strerror(&error));
    zip_error_fini(&error);
    if (!m_zip)
        return xlsxRefusal(
            QStringLiteral("the file is not a readable .xlsx (a damaged zip archive: %1)").arg(why));
    return core::ok();
}

bool XlsxPackage::has(const QString& name) const {
    return m_zip && zip_name_locate(m_zip, name.toUtf8().constData(), 0) >= 0;
}

core::Result<QByteArray> XlsxPackage::read(const QString& name) const {
    zip_stat_t st;
    zip_stat_init(&st);
    if (zip_stat(m_zip, name.toUtf8().constData(), 0, &st) != 0)
        return xlsxRefusal(QStringLiteral("the workbook lacks its part %1").arg(name));
    if ((st.valid & ZIP_STAT_ENCRYPTION_METHOD) && st.encryption_method != ZIP_EM_NONE)
        return xlsxRefusal(
            QStringLiteral("the workbook is encrypted: save it without a password, then import it"));
    if (!(st.valid & ZIP_STAT_SIZE) || st.size > static_cast<zip_uint64_t>(kMaxXlsxBytes))
        return xlsxRefusal(
            QStringLiteral("the workbook's part %1 unpacks to more than 256 MB: not a price list").arg(name));
    std::unique_ptr<zip_file_t, int (*)(zip_file_t*)> file(zip_fopen(m_zip, name.toUtf8().constData(), 0),
                                                           &zip_fclose);
    if (!file)
        return xlsxRefusal(QStringLiteral("cannot unpack the workbook's part %1: %2")
                               .arg(name, QString::fromUtf8(zip_strerror(m_zip))));
    QByteArray bytes(static_cast<qsizetype>(st.size), Qt::Uninitialized);
    qsizetype got = 0;
    while (got < bytes.size()) {
        const zip_int64_t n =
            zip_fread(file.get(), bytes.data() + got, static_cast<zip_uint64_t>(bytes.size() - got));
        if (n <= 0)
            break;
        got += static_cast<qsizetype>(n);
    }
    char extra = 0;
    if (got != bytes.size() || zip_fread(file.get(), &extra, 1) != 0)
        return xlsxRefusal(
            QStringLiteral("the workbook's part %1 is damaged (it does not unpack to its stated size)")
                .arg(name));
    return bytes;
}

core::Error xmlPartFailure(const QString& part, const QXmlStreamReader& xml) {
    return xlsxRefusal(QStringLiteral("the workbook's part %1 is not well-formed XML (line %2: %3)")
                           .arg(part)
                           .arg(xml.lineNumber())
                           .arg(xml.errorString()));
}

QString xmlAttribute(const QXmlStreamReader& xml, QStringView name) {
    for (const QXmlStreamAttribute& a : xml.attributes())
        if (a.name() == name)
            return a.value().toString();
    return {};
}

namespace {

// "/xl/worksheets/sheet1.xml" or "worksheets/sheet1.xml" (relative to xl/) as a part name.
QString resolvePartName(const QString& folder, const QString& target) {
    if (target.startsWith(QLatin1Char('/')))
        return target.mid(1);
    QStringList parts = folder.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (const QString& p : target.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        if (p == QLatin1String(".."))
            parts.isEmpty() ? void() : parts.removeLast();
        else if (p != QLatin1String("."))
            parts << p;
    }
    return parts.join(QLatin1Char('/'));
}

} // namespace

core::Result<PackageRelationships> packageRelationships(const XlsxPackage& zip, const QString& part,
                                                        const QString& folder) {
    auto bytes = zip.read(part);
    if (!bytes)
        return core::fail(bytes.error());
    PackageRelationships out;
    QXmlStreamReader xml(bytes.value());
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("Relationship") &&
            xmlAttribute(xml, u"TargetMode") != QLatin1String("External"))
            out[xmlAttribute(xml, u"Type").section(QLatin1Char('/'), -1)].insert(
                xmlAttribute(xml, u"Id"), resolvePartName(folder, xmlAttribute(xml, u"Target")));
    }
    if (xml.hasError())
        return xmlPartFailure(part, xml);
    return out;
}

} // namespace gpuplan::ui
