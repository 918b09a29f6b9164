#pragma once
// The pieces the report's text is written with (report_summary.cpp, report_text.cpp, report_sources.cpp):
// escaping, tables, amounts and dates that never wrap, and the numbered citations that tie every price
// and rate shown to its row in the Sources table. Each of those files translates with its own file-local
// tr() in the "gpuplan::ui" context, where lupdate finds the strings.

#include "core/message.h"
#include "core/prices/price_store.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace gpuplan::ui {

QString h(const std::string& s);
/// A message from core in the report's language, escaped.
QString h(const core::Message& m);
/// A table across the text width with one header row (repeated on each page it continues on); the
/// writer sizes its columns to their content (fitTableColumns). A row of one cell is a group's title
/// across all columns.
QString table(const QStringList& header, const std::vector<QStringList>& rows);
/// Text that stays on one line: its spaces do not break (a date or an amount with its currency).
QString nowrap(const QString& text);
/// An amount with its currency, on one line.
QString money(double amount, const std::string& currency);
/// A price's date, or "undated" when its source gives none (said, never left blank).
QString dateText(const std::string& date);
/// "2,460 CNY / GPU-month": a stored price as it is written.
QString priceText(const core::PriceRecord& p);
/// A region by its name in the report's language ("Mainland China", not "cn"); the id when unknown.
QString placeName(const std::vector<core::Region>& regions, const std::string& id);
/// "Shanghai, Mainland China or Worldwide": the places searched for a price, nearest first.
QString placesText(const std::vector<core::Region>& regions, const std::vector<std::string>& ids);

/// The RL estimate's time range as a percentage ("20"): OwnershipAssumptions' rlSpeedLow, the one place it is
/// set.
QString rlRangePercentText();

/// The numbered sources of the figures the report shows: a price (by its stored id) gets one number
/// however often it is shown; the Sources table lists them in that order.
class Citations {
public:
    struct Entry {
        int number = 0;
        const core::PriceRecord* price = nullptr; // or a rate
        const core::ExchangeRate* rate = nullptr;
    };
    /// "[3]" for this price, numbering it on first use.
    QString cite(const core::PriceRecord& price);
    QString cite(const core::ExchangeRate& rate);
    const std::vector<Entry>& entries() const { return m_entries; }

private:
    std::vector<Entry> m_entries;
};

struct ComparisonData;
struct ReportDecision;
struct ReportInputs;

/// A serving scenario sized for traffic, on the recommended card (or the first that carries the load): its
/// cost per million tokens, power, owning against renting and each stored API serving the model with the
/// load from which renting costs less (report_serving.cpp); empty for any other scenario.
QString servingEconomicsSection(const ReportInputs& in, const ComparisonData& cmp, const ReportDecision& d);
/// The first page: the recommendation with its reasons (the seeds' checklist) and the cost table.
QString summaryHtml(const ReportInputs& in, const ComparisonData& cmp, const ReportDecision& d,
                    Citations& citations);
/// The prices the rent charts use, with their dates and citations, for the chart pages.
QString priceNote(const ReportInputs& in, const ReportDecision& d, Citations& citations);
/// The cards without a rent price and where none was found; empty when every card has one.
QString missingPrices(const ReportInputs& in, const ReportDecision& d);
/// The pages after the first: specifications, results, rents, then ownershipAndSourcesHtml().
QString bodyHtml(const ReportInputs& in, const ComparisonData& cmp, Citations& citations);
/// Owning, assumptions, the method and the Sources table (every citation so far, by number).
QString ownershipAndSourcesHtml(const ReportInputs& in, const ComparisonData& cmp, Citations& citations);
/// "1 CNY = 0.147584 USD (2026-06-01)".
QString rateText(const core::ExchangeRate& rate);
/// The stored rates of `currencies` (USD needs none), each with its date and citation.
QString ratesUsed(const ReportInputs& in, const std::vector<std::string>& currencies, Citations& citations);
} // namespace gpuplan::ui
