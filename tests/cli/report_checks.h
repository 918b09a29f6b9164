#pragma once
// What the report tests check on a written PDF (its text through poppler's pdftotext, its validity) and
// on the report's text (ui::reportText): the recommendation the report must print, computed here from
// the store's prices with core alone; every price shown dated and cited to a source; a searchable text
// layer; dates and amounts never broken across lines; no heading at the foot of a page.

#include "core/planning/recommend.h"
#include "core/planning/scenario_cost.h"
#include "display_format.h"
#include "patience.h"
#include "report/report_document.h"
#include "store.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QtTest>

#include <map>
#include <memory>

namespace reportcheck {

using namespace gpuplan;

/// The PDF's text, or one page of it (pages count from 1).
inline QString pdfText(const QString& pdf, int page = 0) {
    QStringList args{pdf, QStringLiteral("-")};
    if (page > 0)
        args = QStringList{QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                           QString::number(page)} +
               args;
    QProcess p;
    p.start(QStringLiteral("pdftotext"), args);
    p.waitForFinished(test::kPatienceMs);
    return QString::fromUtf8(p.readAllStandardOutput());
}

inline int pages(const QString& pdf) {
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {pdf});
    p.waitForFinished(test::kPatienceMs);
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                       .match(QString::fromUtf8(p.readAllStandardOutput()));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

/// Text as a reader sees it: tags gone, entities decoded, runs of white space one space.
inline QString plain(const QString& html) {
    QString text = html;
    text.replace(QRegularExpression(QStringLiteral("<[^>]*>")), QStringLiteral(" "));
    text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "))
        .replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    text.replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    text.replace(QStringLiteral("&#39;"), QStringLiteral("'"))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return text.simplified();
}

/// The inputs `gpuplan report` builds for a scenario and cards from the test's store.
inline ui::ReportInputs inputsFor(const QString& storePath, const core::Scenario& s,
                                  const std::vector<std::string>& cards) {
    static std::vector<std::unique_ptr<core::Catalog>>
        catalogs; // alive as long as the inputs that point to one
    auto store = db::SqliteStore::open(storePath);
    ui::ReportInputs in;
    if (!store)
        return in;
    catalogs.push_back(std::make_unique<core::Catalog>(
        core::Catalog::fromTexts(store.value()->catalogTexts().value()).value()));
    in.catalog = catalogs.back().get();
    in.scenario = s;
    in.gpuIds = cards;
    in.regionId = s.regionId;
    in.prices = store.value()->prices({}).value();
    in.regions = store.value()->regions().value();
    const auto rates = store.value()->exchangeRates().value();
    in.rates = core::toExchangeRates(rates);
    in.rateRecords = rates;
    in.date = QDate(2026, 11, 30);
    return in;
}

/// The line the report's first page must carry: core::recommend() on the scenario over the cards that
/// have a rent price where the report looks (core::choosePrices), in the report's currency.
inline QString expectedRecommendation(const ui::ReportInputs& in) {
    std::string currency;
    for (const core::Region& r : in.regions)
        if (r.id == in.regionId)
            currency = r.currency;
    core::RecommendRequest request = core::requestForScenario(in.scenario, *in.catalog).value();
    request.currency = currency;
    std::map<std::string, core::ScenarioCost> costs; // each card's rent range, for the range printed
    for (const std::string& id : in.gpuIds) {
        core::Scenario s = in.scenario;
        s.gpuId = id;
        s.regionId = in.regionId;
        if (s.precision == "fp8" && !in.catalog->gpu(id)->supports(core::Precision::FP8))
            s.precision = "bf16";
        const core::ScenarioPrices p = core::choosePrices(s, in.prices, in.regions, in.rates);
        if (!p.rent)
            continue;
        const double perGpuHour =
            core::RentPrice{p.rent->amount, p.rent->unit, p.rent->gpusPerMachine}.perGpuHour();
        request.allowed.push_back(id);
        request.pricePerGpuHour[id] =
            perGpuHour * in.rates.factor(p.rent->amount.currency(), currency).value();
        costs[id] = core::costScenario(s, core::estimateScenario(s, *in.catalog), p, in.rates);
    }
    const core::RecommendOption top = core::recommend(request).value().options.front();
    const core::ScenarioCost& c = costs[top.gpuId];
    const double scale = top.cost / c.rent.toDouble();
    const QString cur = QString::fromStdString(currency);
    return QCoreApplication::translate("gpuplan::ui", "Recommended: %1 × %2 in %3: %4, %5 (%6 to %7).")
        .arg(ui::numberText(top.gpus), QString::fromStdString(top.gpuName),
             QString::fromStdString(top.precision).toUpper(), ui::durationText(top.wallSeconds),
             ui::moneyText(top.cost, cur), ui::moneyText(c.rentRange.low * scale, cur),
             ui::moneyText(c.rentRange.high * scale, cur));
}

/// Every row or sentence of the report that shows a price ("5,000 CNY / GPU-month") carries a date (or
/// says "undated": the source gives none) and a citation [n], and the Sources table gives [n] a source.
inline void expectPricesSourced(const ui::ReportText& text) {
    const QString html = text.summary + text.body + text.priceNote;
    std::map<int, QString> sources; // [n] -> the Source cell
    const QRegularExpression sourceRow(
        QStringLiteral("<td>\\[(\\d+)\\] (?:(?!</td>).)*</td><td>((?:(?!</td>).)*)</td>"),
        QRegularExpression::DotMatchesEverythingOption);
    for (auto m = sourceRow.globalMatch(text.body); m.hasNext();) {
        const auto row = m.next();
        sources[row.captured(1).toInt()] = plain(row.captured(2));
    }
    QVERIFY(!sources.empty());
    const QRegularExpression price(QStringLiteral("\\d[\\d,.]* [A-Z]{3} / \\S"));
    const QRegularExpression date(QStringLiteral("\\d{4}-\\d{2}-\\d{2}"));
    const QRegularExpression citation(QStringLiteral("\\[(\\d+)\\]"));
    const QString undated = QCoreApplication::translate("gpuplan::ui", "undated");
    // Table rows, and the sentences of the chart pages' note.
    QStringList pieces = html.split(QStringLiteral("<tr>"));
    pieces += plain(text.priceNote).split(QStringLiteral("; "));
    int checked = 0;
    for (const QString& piece : pieces) {
        const QString row = plain(piece);
        if (!price.match(row).hasMatch())
            continue;
        ++checked;
        QVERIFY2(date.match(row).hasMatch() || row.contains(undated), qPrintable(row));
        const auto cited = citation.match(row);
        QVERIFY2(cited.hasMatch(), qPrintable(row));
        const int n = cited.captured(1).toInt();
        QVERIFY2(sources.count(n) && !sources[n].isEmpty(),
                 qPrintable(QStringLiteral("[%1] in: %2").arg(n).arg(row)));
    }
    QVERIFY(checked >= 3);
}

/// No Kangxi radical (U+2F00-U+2FDF), CJK Radicals Supplement (U+2E80-U+2EFF) or Latin ligature code
/// point in the text layer.
inline void expectSearchable(const QString& text) {
    for (char32_t c : text.toUcs4())
        QVERIFY2(!(c >= 0x2E80 && c <= 0x2FDF) && !(c >= 0xFB00 && c <= 0xFB06),
                 qPrintable(QStringLiteral("U+%1 in the text layer").arg(uint(c), 4, 16, QLatin1Char('0'))));
}

/// Each date and each amount the report prints on one line (<nobr>) is whole in the PDF's text, and no
/// line of it ends inside a date.
inline void expectWhole(const ui::ReportText& report, const QString& text) {
    const QRegularExpression kept(QStringLiteral("<nobr>(.*?)</nobr>"));
    int checked = 0;
    for (auto m = kept.globalMatch(report.summary + report.body); m.hasNext();) {
        // Word joiners (U+2060) hold a setting together on the page; they are not in the text layer.
        const QString piece = plain(m.next().captured(1)).remove(QChar(0x2060));
        QVERIFY2(text.contains(piece), qPrintable(piece));
        ++checked;
    }
    QVERIFY(checked > 10);
    const auto broken = QRegularExpression(QStringLiteral("(?<!\\d)\\d{4}-(\\d{2}(-\\d?)?)?\\n")).match(text);
    QVERIFY2(!broken.hasMatch(), qPrintable(broken.captured(0)));
}

/// No page's last line (above the footer) is a heading of the report.
inline void expectNoHeadingAtFoot(const QString& pdf, const ui::ReportText& report) {
    QStringList headings;
    const QRegularExpression heading(QStringLiteral("<h[12]>(.*?)</h[12]>"));
    for (auto m = heading.globalMatch(report.summary + report.body); m.hasNext();)
        headings << plain(m.next().captured(1));
    QVERIFY(headings.size() >= 6);
    for (int p = 1; p <= pages(pdf); ++p) {
        QStringList lines = pdfText(pdf, p).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        while (!lines.isEmpty() &&
               (lines.last().trimmed().isEmpty() || lines.last().startsWith(QLatin1String("GpuPlan")) ||
                lines.last().startsWith(QChar(0x0C))))
            lines.removeLast();
        QVERIFY2(lines.isEmpty() || !headings.contains(lines.last().trimmed()),
                 qPrintable(QStringLiteral("page %1 ends with '%2'").arg(p).arg(lines.last())));
    }
}

/// poppler reads it (pdfinfo), qpdf finds no damage, and its first page renders.
inline void expectValidPdf(const QString& pdf) {
    QVERIFY(pages(pdf) > 0);
    { // qpdf comes with packaging/install-deps.sh: a missing one fails the test
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("qpdf")).isEmpty(), "qpdf is not installed");
        QProcess check;
        check.start(QStringLiteral("qpdf"), {QStringLiteral("--check"), pdf});
        QVERIFY(check.waitForFinished(60000));
        QVERIFY2(check.exitCode() == 0, check.readAllStandardOutput().constData());
    }
    QProcess render;
    render.start(QStringLiteral("pdftoppm"),
                 {QStringLiteral("-r"), QStringLiteral("20"), QStringLiteral("-f"), QStringLiteral("1"),
                  QStringLiteral("-l"), QStringLiteral("1"), QStringLiteral("-png"),
                  pdf}); // no file name: to stdout
    QVERIFY(render.waitForFinished(60000));
    QCOMPARE(render.exitCode(), 0);
    QVERIFY(render.readAllStandardOutput().startsWith("\x89PNG"));
    QVERIFY2(render.readAllStandardError().isEmpty(), "pdftoppm complained");
}

} // namespace reportcheck
