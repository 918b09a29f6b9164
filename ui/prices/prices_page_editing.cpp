// The Prices tab's editing: adding, deleting, pasting rows from a spreadsheet, the history and revert, each
// an undoable command on the store; an edit that met someone else's change asks whether to keep theirs.
#include "prices/prices_page.h"

#include "display_format.h"
#include "prices/add_price_dialog.h"
#include "prices/edit_price_command.h"
#include "prices/price_commands.h"
#include "prices/price_editing.h"
#include "prices/price_history_dialog.h"
#include "prices/price_table_model.h"

#include "core/prices/price_csv.h"

#include <QItemSelectionModel>
#include <QTableView>

namespace gpuplan::ui {

bool PricesPage::carryOutPriceEdit(EditPriceCommand* command, const core::PriceRecord& mine) {
    command->redo();
    if (!command->conflict())
        return keepDone(command);
    const core::PriceConflict theirs = *command->conflict();
    const ConflictChoice choice = resolveConflict(theirs, mine);
    const QString who = QString::fromStdString(theirs.changedBy);
    if (!theirs.current) { // deleted meanwhile: nothing to apply over, and the row goes
        delete command;
        reloadPrices();
        emit refused(tr("%1 was deleted by %2 meanwhile").arg(m_model->describe(mine), who));
        return false;
    }
    if (choice == ConflictChoice::KeepTheirs) {
        delete command;
        m_model->replace(*theirs.current);
        emit refused(tr("kept %1's value of %2: %3")
                         .arg(who, m_model->describe(*theirs.current), conflictValueText(*theirs.current)));
        return false;
    }
    command->rebaseOnto(*theirs.current);
    return carryOut(command);
}

bool PricesPage::addPrice(const core::PriceRecord& price) {
    auto* command = new AddPriceCommand(m_store, price, m_model->describe(price), [this] { reloadPrices(); });
    return carryOut(command);
}

void PricesPage::deleteSelected() {
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        emit refused(tr("select the prices to delete first"));
        return;
    }
    std::vector<core::PriceRecord> doomed;
    for (const QModelIndex& r : rows)
        doomed.push_back(m_model->record(m_proxy->mapToSource(r).row()));
    m_undo->beginMacro(tr("delete %n price(s)", nullptr, static_cast<int>(doomed.size())));
    for (const core::PriceRecord& p : doomed) {
        auto* command = new DeletePriceCommand(m_store, p, m_model->describe(p), [this] { reloadPrices(); });
        carryOut(command);
    }
    m_undo->endMacro();
}

bool PricesPage::pastePrices(const QString& text) {
    // Spreadsheets copy rows as tab-separated text; the price CSV parser does the checking.
    QString csv;
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.isEmpty()) {
        emit refused(tr("the clipboard holds no rows"));
        return false;
    }
    if (!lines.first().startsWith(QLatin1String("gpu\t"))) {
        // No header row: the columns are the price layout's, as many as the rows have.
        const QStringList header = QString::fromLatin1(core::kPriceCsvHeader.data(),
                                                       static_cast<qsizetype>(core::kPriceCsvHeader.size()))
                                       .split(QLatin1Char(','));
        const qsizetype cells = lines.first().count(QLatin1Char('\t')) + 1;
        csv = header.mid(0, std::clamp<qsizetype>(cells, 1, header.size())).join(QLatin1Char(',')) +
              QLatin1Char('\n');
    }
    for (QString line : lines) {
        line.remove(QLatin1Char('\r'));
        QStringList cells = line.split(QLatin1Char('\t'));
        for (QString& c : cells)
            if (c.contains(QLatin1Char(',')) || c.contains(QLatin1Char('"')))
                c = QLatin1Char('"') + c.replace(QLatin1String("\""), QLatin1String("\"\"")) +
                    QLatin1Char('"');
        csv += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    std::vector<std::string> gpuIds;
    for (const core::GpuSpec& g : m_catalog->gpus())
        gpuIds.push_back(g.id);
    const core::ParsedPrices parsed = core::parsePriceCsv(csv.toStdString(), gpuIds);
    if (!parsed.errors.empty()) {
        const core::ImportError& e = parsed.errors.front();
        emit refused(tr("row %1: %2").arg(e.line - 1).arg(QString::fromStdString(e.reason)));
        return false;
    }
    auto check = m_store.importPrices(parsed.records, true, "paste check");
    if (!check || !check->errors.empty()) {
        emit refused(check ? tr("row %1: %2")
                                 .arg(check->errors.front().line)
                                 .arg(QString::fromStdString(check->errors.front().reason))
                           : QString::fromStdString(check.error()));
        return false;
    }
    if (check->updated + check->unchanged > 0) {
        emit refused(tr("%n pasted row(s) match prices already stored: edit those in place", nullptr,
                        check->updated + check->unchanged));
        return false;
    }
    m_undo->beginMacro(tr("paste %n price(s)", nullptr, static_cast<int>(parsed.records.size())));
    for (const core::PriceRecord& p : parsed.records) {
        auto* command = new AddPriceCommand(m_store, p, m_model->describe(p), [this] { reloadPrices(); });
        if (!carryOut(command)) {
            m_undo->endMacro();
            m_undo->undo(); // take back the rows already added: all or nothing
            return false;
        }
    }
    m_undo->endMacro();
    return true;
}

bool PricesPage::revertPriceChange(std::int64_t priceId, std::int64_t changeId) {
    auto* command = new RevertPriceCommand(m_store, priceId, changeId, [this] { reloadPrices(); });
    return carryOut(command);
}

void PricesPage::showHistoryOfSelected() {
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.size() != 1) {
        emit refused(tr("select one price to see its history"));
        return;
    }
    const core::PriceRecord p = m_model->record(m_proxy->mapToSource(rows.first()).row());
    auto changes = m_store.history(p.id);
    if (!changes) {
        emit refused(QString::fromStdString(changes.error()));
        return;
    }
    PriceHistoryDialog dialog(changes.value(), this);
    m_historyDialog = &dialog; // kept up to date while open (refreshPriceHistory)
    m_historyPriceId = p.id;
    const bool chosen = dialog.exec() == QDialog::Accepted && dialog.chosenChange() != 0;
    m_historyDialog = nullptr;
    if (chosen)
        revertPriceChange(p.id, dialog.chosenChange());
}

void PricesPage::refreshHistory() {
    if (!m_historyDialog)
        return;
    if (auto changes = m_store.history(m_historyPriceId))
        m_historyDialog->setChanges(changes.value());
}

void PricesPage::addPriceFromDialog() {
    addMissingPrice({}, {}, false); // the dialog on its first GPU and region
}

void PricesPage::addMissingPrice(const std::string& gpuId, const std::string& regionId, bool purchase) {
    auto regions = m_store.regions();
    auto providers = m_store.providers();
    if (!regions || !providers) {
        emit refused(QString::fromStdString(!regions ? regions.error() : providers.error()));
        return;
    }
    AddPriceDialog dialog(*m_catalog, regions.value(), providers.value(), this);
    dialog.preset(gpuId, regionId, purchase ? core::PriceKind::Purchase : core::PriceKind::OnDemand);
    m_addPriceDialog = &dialog; // its lists follow others' changes while open (refreshAddPriceDialog)
    const bool accepted = dialog.exec() == QDialog::Accepted;
    m_addPriceDialog = nullptr;
    if (!accepted)
        return;
    if (auto p = dialog.price())
        addPrice(p.value());
}

void PricesPage::refreshAddPriceDialog() {
    if (!m_addPriceDialog)
        return;
    auto regions = m_store.regions();
    auto providers = m_store.providers();
    if (regions && providers)
        m_addPriceDialog->setChoices(*m_catalog, regions.value(), providers.value());
}

PriceHistoryDialog* PricesPage::historyDialog() const {
    return m_historyDialog;
}

AddPriceDialog* PricesPage::addPriceDialog() const {
    return m_addPriceDialog;
}

} // namespace gpuplan::ui
