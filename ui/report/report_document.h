#pragma once
// The PDF comparison report (issues 7 and 12): what goes in it, and writing it. The first page is an
// executive summary on its own: core::recommend()'s choice with its reasons, the cost table in the
// region's currency with ranges, and the time-and-cost chart. The text after it (spec comparison,
// results per card, rents, owning, assumptions, sources, method) is a QTextDocument laid out on A4
// pages, so table headers repeat on a new page and text stays selectable; the charts follow on their
// own pages, drawn as vectors across the page. Written through QSaveFile, with the Chinese text layer
// made searchable (pdf_unicode.h): a failed or cancelled report leaves no partial file and an old file
// as it was.

#include "compare/comparison_data.h"
#include "core/prices/api_price.h"

#include <QDate>
#include <QString>

#include <functional>

#include <optional>
#include <vector>

class QPagedPaintDevice;

namespace gpuplan::ui {

struct ReportInputs {
    const core::Catalog* catalog = nullptr;
    core::Scenario scenario;
    std::vector<std::string> gpuIds; // 2 to 6 cards; the first is the baseline
    std::string regionId;            // empty = the scenario's region
    std::vector<core::PriceRecord> prices;
    std::vector<core::Region> regions;
    core::ExchangeRates rates;
    std::vector<core::ExchangeRate> rateRecords; // the same rates with their dates and sources, cited
    /// The stored API prices: a serving scenario sized for traffic is weighed against those serving its
    /// model.
    std::vector<core::ApiPriceRecord> apiPrices;
    QDate date;         // printed on the cover (pinned in tests)
    QString preparedBy; // printed on the cover
};

/// Checks the inputs (cards known, 2 to 6, a scenario that names a model) before anything is written.
core::Status checkReport(const ReportInputs& inputs);

/// The report's text as rich text (HTML), in the current translation and locale.
struct ReportText {
    QString summary; // the first page: recommendation, reasons, cost table (the time-and-cost chart follows)
    QString body;    // the pages after it, ending with the Sources table every [n] refers to
    QString priceNote; // under the rent charts: the prices they use, dated and cited, and any missing
};

/// The comparison, the decision and the text, as the writer lays them out (charts aside).
core::Result<ReportText> reportText(const ReportInputs& inputs);

/// Draws the report on any paged device (a PDF writer, or a printer for the print preview).
core::Status paintReport(const ReportInputs& inputs, QPagedPaintDevice& device,
                         const std::function<bool()>& cancel = {});

/// Lays out and writes the report. `cancel` (optional) is polled between pages; when it returns true
/// nothing is written. Needs a QApplication (the charts are widgets, drawn offscreen).
core::Status writeReport(const ReportInputs& inputs, const QString& path,
                         const std::function<bool()>& cancel = {});

} // namespace gpuplan::ui
