#include "workbook/workbook_writer.h"

#include "workbook/workbook_sheets.h"
#include "workbook/xlsx_reader.h"

#include "core/prices/money.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace gpuplan::ui {

std::vector<core::SweepRequest> sizeSweepRequests(const core::Scenario& s,
                                                  const std::vector<std::string>& gpuIds,
                                                  const core::Catalog& catalog, int sizes) {
    std::vector<core::SweepRequest> requests;
    if (s.kind == core::ScenarioKind::Inference || core::isRlKind(s.kind)) // they belong to their model
        return requests;
    for (const std::string& id : gpuIds) {
        const core::GpuSpec* g = catalog.gpu(id);
        core::SweepRequest r;
        r.catalog = &catalog;
        r.gpuIds = {id};
        r.sizes = core::logSpaced(1e9, 1e12, sizes);
        r.job.method = core::trainingMethod(s.kind);
        r.job.tokens = s.tokens > 0 ? s.tokens : 1e9;
        r.job.attention = s.attention; // as the scenario table estimates it
        r.job.framework = s.framework;
        // In the precision the comparison costs the card in (FP8 or FP4 where it has them).
        r.job.precision = core::parsePrecision(costedPrecision(s, g)).value_or(core::Precision::BF16);
        r.gpuCount = s.gpus > 0 ? s.gpus : 8;
        r.deadlineSeconds = s.deadlineHours * 3600;
        requests.push_back(r);
    }
    return requests;
}

lxw_format* WorkbookContext::money(const std::string& currency) {
    auto it = m_money.find(currency);
    if (it != m_money.end())
        return it->second;
    const int digits = core::minorDigits(currency);
    const QString code =
        QStringLiteral("#,##0%1\" %2\"")
            .arg(digits > 0 ? QStringLiteral(".") + QString(digits, QLatin1Char('0')) : QString(),
                 QString::fromStdString(currency));
    lxw_format* f = workbook_add_format(book);
    format_set_num_format(f, code.toUtf8().constData());
    return m_money[currency] = f;
}

QString WorkbookContext::cell(int row, int column) {
    return columnName(column) + QString::number(row + 1);
}

QString WorkbookContext::ref(const QString& sheet, int row, int column) {
    return QStringLiteral("'%1'!$%2$%3").arg(sheet, columnName(column)).arg(row + 1);
}

QString WorkbookContext::range(const QString& sheet, int firstRow, int firstColumn, int lastRow,
                               int lastColumn) {
    return ref(sheet, firstRow, firstColumn) +
           QStringLiteral(":$%1$%2").arg(columnName(lastColumn)).arg(lastRow + 1);
}

void putText(lxw_worksheet* sheet, int row, int column, const QString& text, lxw_format* format) {
    if (text.isEmpty() && !format)
        return;
    worksheet_write_string(sheet, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(column),
                           text.toUtf8().constData(), format);
}

void putNumber(lxw_worksheet* sheet, int row, int column, double value, lxw_format* format) {
    worksheet_write_number(sheet, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(column), value, format);
}

void putFormula(lxw_worksheet* sheet, int row, int column, const QString& formula, double value,
                lxw_format* format) {
    worksheet_write_formula_num(sheet, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(column),
                                formula.toUtf8().constData(), format, value);
}

void putTextFormula(lxw_worksheet* sheet, int row, int column, const QString& formula, const QString& value,
                    lxw_format* format) {
    worksheet_write_formula_str(sheet, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(column),
                                formula.toUtf8().constData(), format, value.toUtf8().constData());
}

void putHeader(lxw_worksheet* sheet, const QStringList& headers, int lastRow, lxw_format* format) {
    for (int c = 0; c < headers.size(); ++c)
        putText(sheet, 0, c, headers[c], format);
    worksheet_freeze_panes(sheet, 1, 0);
    if (!headers.isEmpty())
        worksheet_autofilter(sheet, 0, 0, static_cast<lxw_row_t>(std::max(lastRow, 0)),
                             static_cast<lxw_col_t>(headers.size() - 1));
}

namespace {

lxw_format* numberFormat(lxw_workbook* book, const char* code) {
    lxw_format* f = workbook_add_format(book);
    format_set_num_format(f, code);
    return f;
}

} // namespace

core::Status writeWorkbook(const WorkbookInputs& in, const QString& path) {
    if (!in.catalog || !in.table)
        return core::fail("the workbook has no scenario table to write");
    const QFileInfo info(path);
    if (!info.absoluteDir().exists())
        return core::fail(QStringLiteral("cannot write %1: the folder %2 does not exist")
                              .arg(path, info.absolutePath())
                              .toStdString());
    // Written beside the target and moved over it once complete: a failure leaves the old file as it was.
    QTemporaryFile temp(info.absoluteDir().filePath(QStringLiteral(".%1.XXXXXX").arg(info.fileName())));
    if (!temp.open())
        return core::fail(QStringLiteral("cannot write in %1: %2")
                              .arg(info.absolutePath(), temp.errorString())
                              .toStdString());
    temp.close();
    lxw_workbook_options options{};
    lxw_workbook* book = workbook_new_opt(QFile::encodeName(temp.fileName()).constData(), &options);
    if (!book)
        return core::fail(QStringLiteral("cannot start the workbook %1").arg(path).toStdString());
    WorkbookContext ctx{in, book};
    ctx.scenariosSheet = gpuplan::ui::Workbook::tr("Scenarios");
    ctx.comparisonSheet = gpuplan::ui::Workbook::tr("Comparison");
    ctx.pricesSheet = gpuplan::ui::Workbook::tr("Prices");
    ctx.assumptionsSheet = gpuplan::ui::Workbook::tr("Assumptions");
    ctx.header = workbook_add_format(book);
    format_set_bold(ctx.header);
    format_set_bg_color(ctx.header, 0xDDE4EE);
    format_set_text_wrap(ctx.header);
    format_set_align(ctx.header, LXW_ALIGN_VERTICAL_TOP);
    ctx.title = workbook_add_format(book);
    format_set_bold(ctx.title);
    format_set_font_size(ctx.title, 13);
    ctx.wrapped = workbook_add_format(book);
    format_set_text_wrap(ctx.wrapped);
    ctx.integer = numberFormat(book, "#,##0");
    ctx.decimal = numberFormat(book, "#,##0.00");
    ctx.fine = numberFormat(book, "0.0#####");
    ctx.percent = numberFormat(book, "0.0%");
    ctx.ratio = numberFormat(book, "0.00\"x\"");

    lxw_worksheet* scenarios = workbook_add_worksheet(book, ctx.scenariosSheet.toUtf8().constData());
    lxw_worksheet* comparison =
        in.comparison ? workbook_add_worksheet(book, ctx.comparisonSheet.toUtf8().constData()) : nullptr;
    lxw_worksheet* prices = workbook_add_worksheet(book, ctx.pricesSheet.toUtf8().constData());
    lxw_worksheet* assumptions = workbook_add_worksheet(book, ctx.assumptionsSheet.toUtf8().constData());
    if (!scenarios || !prices || !assumptions || (in.comparison && !comparison)) {
        workbook_close(book);
        return core::fail("cannot add the workbook's sheets");
    }
    writePricesSheet(ctx, prices);
    writeAssumptionsSheet(ctx, assumptions);
    writeScenariosSheet(ctx, scenarios);
    if (comparison)
        writeComparisonSheet(ctx, comparison);
    lxw_doc_properties properties{};
    const QByteArray title = gpuplan::ui::Workbook::tr("GPU plan: scenarios, comparison and prices").toUtf8();
    properties.title = const_cast<char*>(title.constData());
    properties.author = const_cast<char*>("GpuPlan");
    workbook_set_properties(book, &properties);
    if (const lxw_error error = workbook_close(book); error != LXW_NO_ERROR)
        return core::fail(QStringLiteral("cannot write %1: %2")
                              .arg(path, QString::fromUtf8(lxw_strerror(error)))
                              .toStdString());
    // The file is the user's, readable as any file they save (the temporary file was private to them).
    QFile::setPermissions(temp.fileName(),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    // rename() replaces the target in one step on POSIX file systems.
    if (std::rename(QFile::encodeName(temp.fileName()).constData(), QFile::encodeName(path).constData()) != 0)
        return core::fail(QStringLiteral("cannot write %1: %2")
                              .arg(path, QString::fromLocal8Bit(std::strerror(errno)))
                              .toStdString());
    temp.setAutoRemove(false);
    return core::ok();
}

} // namespace gpuplan::ui
