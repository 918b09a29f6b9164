#include "prices/place_conflict_dialog.h"
#include "display_format.h"
#include "qt_text.h"

#include "prices/exchange_rate_model.h"

#include <QCoreApplication>
#include <QLocale>

#include <utility>
#include <vector>

namespace gpuplan::ui {
namespace {

QString range(const std::optional<double>& low, const std::optional<double>& high) {
    return low && high ? exactNumberText(low) + QStringLiteral(" - ") + exactNumberText(high) : QString();
}

// Two lines, "Title: theirs; ..." and "Title: mine; ...", of the fields that differ, or of all when none do.
QStringList lines(const std::vector<std::pair<QString, std::pair<QString, QString>>>& fields,
                  std::size_t mainFields) {
    std::vector<std::size_t> shown;
    for (std::size_t i = 0; i < fields.size(); ++i)
        if (fields[i].second.first != fields[i].second.second)
            shown.push_back(i);
    if (shown.empty())
        for (std::size_t i = 0; i < mainFields && i < fields.size(); ++i)
            shown.push_back(i);
    QStringList theirs, mine;
    const QString none = PlaceConflictDialog::tr("none");
    for (std::size_t i : shown) {
        const auto& [title, values] = fields[i];
        theirs << QStringLiteral("%1: %2").arg(title, values.first.isEmpty() ? none : values.first);
        mine << QStringLiteral("%1: %2").arg(title, values.second.isEmpty() ? none : values.second);
    }
    return {theirs.join(QStringLiteral("; ")), mine.join(QStringLiteral("; "))};
}

} // namespace

QString placeName(const core::Region& region) {
    const QString name = QLocale().language() == QLocale::Chinese && !region.nameZh.empty()
                             ? u(region.nameZh)
                             : u(region.nameEn);
    return name.isEmpty() ? u(region.id) : QStringLiteral("%1 (%2)").arg(name, u(region.id));
}

QString placeName(const core::ExchangeRate& rate) {
    return PlaceConflictDialog::tr("the %1 exchange rate").arg(u(rate.currency));
}

QStringList placeConflictValues(const core::Region& theirs, const core::Region& mine) {
    const auto field = [](const char* title, QString a, QString b) {
        return std::pair{QCoreApplication::translate("gpuplan::ui::PlaceConflictDialog", title),
                         std::pair{std::move(a), std::move(b)}};
    };
    return lines({field(QT_TRANSLATE_NOOP("gpuplan::ui::PlaceConflictDialog", "Electricity per kWh"),
                        exactNumberText(theirs.electricityPerKwh), exactNumberText(mine.electricityPerKwh)),
                  field(QT_TRANSLATE_NOOP("gpuplan::ui::PlaceConflictDialog", "PUE"),
                        exactNumberText(theirs.pue), exactNumberText(mine.pue)),
                  field(QT_TRANSLATE_NOOP("gpuplan::ui::PlaceConflictDialog", "Range"),
                        range(theirs.electricity.low, theirs.electricity.high),
                        range(mine.electricity.low, mine.electricity.high)),
                  field(QT_TRANSLATE_NOOP("gpuplan::ui::PlaceConflictDialog", "Date"),
                        u(theirs.electricity.effectiveDate), u(mine.electricity.effectiveDate)),
                  field(QT_TRANSLATE_NOOP("gpuplan::ui::PlaceConflictDialog", "Source"),
                        u(theirs.electricity.source), u(mine.electricity.source)),
                  field(QT_TRANSLATE_NOOP("gpuplan::ui::PlaceConflictDialog", "PUE source"),
                        u(theirs.pueSource.source), u(mine.pueSource.source)),
                  field(QT_TRANSLATE_NOOP("gpuplan::ui::PlaceConflictDialog", "English name"),
                        u(theirs.nameEn), u(mine.nameEn)),
                  field(QT_TRANSLATE_NOOP("gpuplan::ui::PlaceConflictDialog", "Chinese name"),
                        u(theirs.nameZh), u(mine.nameZh)),
                  field(QT_TRANSLATE_NOOP("gpuplan::ui::PlaceConflictDialog", "Area"), u(theirs.parent),
                        u(mine.parent))},
                 2);
}

QStringList placeConflictValues(const core::ExchangeRate& theirs, const core::ExchangeRate& mine) {
    // The rate table's own titles and text, so the figures read as the table shows them.
    ExchangeRateModel model;
    model.setRates({theirs, mine});
    std::vector<std::pair<QString, std::pair<QString, QString>>> fields;
    for (int c = ExchangeRateModel::UsdPerUnit; c < ExchangeRateModel::ColumnCount; ++c)
        fields.push_back({model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString(),
                          {model.index(0, c).data().toString(), model.index(1, c).data().toString()}});
    return lines(fields, 2);
}

PlaceConflictDialog::PlaceConflictDialog(const core::RegionConflict& conflict, const core::Region& mine,
                                         QWidget* parent)
    : ConflictDialog(parent) {
    setObjectName(QStringLiteral("regionConflictDialog"));
    setWindowTitle(tr("Region changed by someone else"));
    ask(placeName(conflict.current ? *conflict.current : mine), conflict.changedBy, conflict.changedAt,
        conflict.versionSeen, conflict.current.has_value(),
        conflict.current ? placeConflictValues(*conflict.current, mine) : QStringList());
}

PlaceConflictDialog::PlaceConflictDialog(const core::RateConflict& conflict, const core::ExchangeRate& mine,
                                         QWidget* parent)
    : ConflictDialog(parent) {
    setObjectName(QStringLiteral("rateConflictDialog"));
    setWindowTitle(tr("Exchange rate changed by someone else"));
    ask(placeName(mine), conflict.changedBy, conflict.changedAt, conflict.versionSeen,
        conflict.current.has_value(),
        conflict.current ? placeConflictValues(*conflict.current, mine) : QStringList());
}

void PlaceConflictDialog::ask(const QString& what, const std::string& changedBy, const std::string& changedAt,
                              std::int64_t versionSeen, bool exists, const QStringList& values) {
    const QString who = changedBy.empty() ? tr("someone else") : u(changedBy);
    // A file records no author or time for regions and rates: then the sentence leaves the time out.
    const QString by = changedAt.empty() ? who : tr("%1 at %2").arg(who, conflictTimeText(changedAt));
    if (!exists) {
        QString sentence = tr("%1 is no longer in the store.").arg(what);
        sentence[0] = sentence[0].toUpper();
        setText(sentence);
        setInformativeText(tr("Your change was not saved."));
        acknowledgeOnly();
        return;
    }
    QString sentence = versionSeen == 0 ? tr("%1 was added by %2 while you were adding it.").arg(what, by)
                                        : tr("%1 was changed by %2 while you were editing it.").arg(what, by);
    sentence[0] = sentence[0].toUpper(); // "The CNY exchange rate ..." (a no-op in Chinese)
    setText(sentence);
    setInformativeText(tr("Their values: %1\nYour values: %2\n\nKeep theirs, or apply yours over it?")
                           .arg(values.value(0), values.value(1)));
    offerKeepOrApply();
}

} // namespace gpuplan::ui
