// The Prices tab's edits of regions and exchange rates: each an undoable change written against the version
// the page read, so an edit never lands silently on someone else's change of the same region or rate (the
// store refuses it and the page asks whether to keep theirs or apply this one over it).
#include "prices/prices_page.h"
#include "qt_text.h"

#include "prices/exchange_rate_model.h"
#include "prices/exchange_rates_dialog.h"
#include "prices/place_conflict_dialog.h"
#include "prices/place_edit_command.h"
#include "prices/region_dialog.h"

#include <QComboBox>
#include <QDate>

namespace gpuplan::ui {
namespace {

std::string today() {
    return QDate::currentDate().toString(Qt::ISODate).toStdString();
}

} // namespace

template <typename Command, typename Row>
bool PricesPage::carryOutPlaceEdit(Command* command, const Row& mine) {
    command->onRefused([this](const QString& why) { emit refused(why); });
    command->redo();
    if (!command->conflict())
        return keepDone(command);
    const auto theirs = *command->conflict();
    PlaceConflictDialog dialog(theirs, mine, this);
    const ConflictChoice choice = resolvePlaceConflict(dialog);
    const QString who = theirs.changedBy.empty() ? tr("someone else") : u(theirs.changedBy);
    if (!theirs.current || choice == ConflictChoice::KeepTheirs) {
        delete command;
        reloadPrices(); // the window shows the row as the store holds it
        if (!theirs.current)
            emit refused(tr("%1 is no longer in the store: your change was not saved").arg(placeName(mine)));
        else
            emit refused(tr("kept %1 as %2 left it: %3")
                             .arg(placeName(*theirs.current), who,
                                  placeConflictValues(*theirs.current, mine).value(0)));
        return false;
    }
    command->rebaseOnto(*theirs.current);
    return carryOut(command);
}

bool PricesPage::editRegion(const core::Region& seen, const core::Region& edited) {
    if (edited == seen) // OK on an unchanged dialog: nothing to write, nothing to undo
        return true;
    // A figure changed without a new source gets an "edited" source that is true for it.
    core::Region mine = core::withEditProvenance(seen, edited, today(), m_store.author());
    mine.version = seen.version;
    auto* command = new EditRegionCommand(
        tr("edit region %1").arg(u(seen.id)), [this](const core::Region& r) { return m_store.saveRegion(r); },
        [this, id = seen.id]() -> std::optional<core::Region> {
            auto regions = m_store.regions();
            if (regions)
                for (const core::Region& r : regions.value())
                    if (r.id == id)
                        return r;
            return std::nullopt;
        },
        seen, mine, [this] { reloadPrices(); });
    return carryOutPlaceEdit(command, mine);
}

void PricesPage::editChosenRegion() {
    const std::string id = m_regionChoice->currentData().toString().toStdString();
    auto regions = m_store.regions();
    if (id.empty() || !regions) {
        emit refused(tr("choose a region first"));
        return;
    }
    for (const core::Region& r : regions.value())
        if (r.id == id) {
            RegionDialog dialog(r, this);
            m_regionDialog = &dialog; // others' changes reach it while it is open (refreshRegionDialog)
            const bool accepted = dialog.exec() == QDialog::Accepted;
            m_regionDialog = nullptr;
            if (accepted)
                if (auto edited = dialog.region())
                    editRegion(dialog.seen(), edited.value());
            return;
        }
}

RegionDialog* PricesPage::regionDialog() const {
    return m_regionDialog;
}

void PricesPage::refreshRegionDialog() {
    if (!m_regionDialog)
        return;
    auto regions = m_store.regions();
    if (!regions)
        return; // the edit, when saved, says why the store cannot be read
    for (const core::Region& r : regions.value())
        if (r.id == m_regionDialog->seen().id)
            m_regionDialog->followStored(r);
}

bool PricesPage::setExchangeRate(const core::ExchangeRate& rate) {
    // The rate as the table read it (with its version), or none for a new currency.
    std::optional<core::ExchangeRate> before;
    for (const core::ExchangeRate& r : m_rateModel->rates())
        if (r.currency == rate.currency)
            before = r;
    if (before && *before == rate) // a cell committed unchanged: nothing to write, nothing to undo
        return true;
    core::ExchangeRate mine =
        before ? core::withEditProvenance(*before, rate, today(), m_store.author()) : rate;
    mine.version = before ? before->version : 0;
    auto* command = new SetExchangeRateCommand(
        tr("set the %1 exchange rate").arg(u(rate.currency)),
        [this](const core::ExchangeRate& r) { return m_store.saveExchangeRate(r); },
        [this, currency = rate.currency]() -> std::optional<core::ExchangeRate> {
            auto rates = m_store.exchangeRates();
            if (rates)
                for (const core::ExchangeRate& r : rates.value())
                    if (r.currency == currency)
                        return r;
            return std::nullopt;
        },
        before, mine, [this] { reloadPrices(); });
    return carryOutPlaceEdit(command, mine);
}

void PricesPage::editExchangeRates() {
    ExchangeRatesDialog dialog(
        m_rateModel, [this](const core::ExchangeRate& r) { return setExchangeRate(r); }, this);
    // A refused rate is said in the dialog as the window's status bar says it.
    connect(this, &PricesPage::refused, &dialog,
            [&dialog](const QString& why) { dialog.showProblem(tr("Not changed: %1").arg(why)); });
    dialog.exec();
}

} // namespace gpuplan::ui
