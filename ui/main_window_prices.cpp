// MainWindow's price editor: reading the prices, adding, deleting, pasting rows from a
// spreadsheet, the history and revert, each an undoable command on the store.
#include "main_window.h"

#include "display_format.h"
#include "prices/add_price_dialog.h"
#include "prices/edit_price_command.h"
#include "prices/exchange_rates_dialog.h"
#include "prices/price_commands.h"
#include "prices/price_history_dialog.h"
#include "prices/price_table_model.h"
#include "prices/region_chooser.h"
#include "prices/region_dialog.h"
#include "scenarios/scenario_table_model.h"

#include "core/prices/price_csv.h"
#include "prices/price_editing.h"

#include <QComboBox>
#include <QDate>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QTableView>

#include <set>

namespace gpuplan::ui {

void MainWindow::reloadPrices() {
    auto prices = m_store.prices({});
    if (!prices) {
        QMessageBox::warning(this, tr("Prices"),
                             tr("Cannot read the prices: %1").arg(QString::fromStdString(prices.error())));
        return;
    }
    // Regions and rates are read once here; the filter, the conversions and the costs use these copies.
    auto rates = m_store.exchangeRates();
    if (!rates) {
        QMessageBox::warning(this, tr("Prices"),
                             tr("Cannot read the prices: %1").arg(QString::fromStdString(rates.error())));
        return;
    }
    m_rateModel->setRates(std::move(rates).value());
    if (auto regions = m_store.regions()) {
        m_priceModel->setRegions(regions.value());
        fillRegionChooser(m_regionChoice, regions.value(), tr("All regions"));
    }
    if (auto providers = m_store.providers()) {
        std::vector<std::pair<QString, QString>> items;
        std::map<std::string, QString> providerNames;
        for (const core::Provider& p : providers.value()) {
            items.emplace_back(QString::fromStdString(p.name), QString::fromStdString(p.id));
            providerNames[p.id] = QString::fromStdString(p.name);
        }
        fillChoice(m_providerChoice, tr("All providers"), items);
        std::map<std::string, QString> gpuNames;
        for (const core::GpuSpec& g : m_catalog.gpus())
            gpuNames[g.id] = QString::fromStdString(g.name);
        m_priceModel->setNames(std::move(gpuNames), std::move(providerNames));
    }
    // The shown currency's rates before the prices, so that the 100,000 rows of a team store are sorted once.
    m_priceModel->setDisplayCurrency(m_displayCurrency->currentData().toString().toStdString(),
                                     m_rateModel->rates());
    m_priceModel->setPrices(std::move(prices).value());
    showChosenRegionsPrices();
    showPricesInCurrency();
    refreshScenarioPrices();
    m_priceView->resizeColumnsToContents();
    updateStatus();
}

bool MainWindow::carryOutPriceEdit(EditPriceCommand* command, const core::PriceRecord& mine) {
    command->redo();
    if (!command->conflict())
        return keepDone(command);
    const core::PriceConflict theirs = *command->conflict();
    const ConflictChoice choice = m_resolveConflict(theirs, mine);
    const QString who = QString::fromStdString(theirs.changedBy);
    if (!theirs.current) { // deleted meanwhile: nothing to apply over, and the row goes
        delete command;
        reloadPrices();
        showRefusal(tr("%1 was deleted by %2 meanwhile").arg(m_priceModel->describe(mine), who));
        return false;
    }
    if (choice == ConflictChoice::KeepTheirs) {
        delete command;
        m_priceModel->replace(*theirs.current);
        showRefusal(
            tr("kept %1's value of %2: %3")
                .arg(who, m_priceModel->describe(*theirs.current), conflictValueText(*theirs.current)));
        return false;
    }
    command->rebaseOnto(*theirs.current);
    return carryOut(command);
}

void MainWindow::fillChoice(QComboBox* box, const QString& all,
                            const std::vector<std::pair<QString, QString>>& items) {
    // Keeps the user's choice across reloads when it still exists.
    const QString chosen = box->currentData().toString();
    const QSignalBlocker quiet(box);
    box->clear();
    box->addItem(all, QString());
    for (const auto& [shown, id] : items)
        box->addItem(shown, id);
    box->setCurrentIndex(std::max(0, box->findData(chosen)));
}

bool MainWindow::addPrice(const core::PriceRecord& price) {
    auto* command =
        new AddPriceCommand(m_store, price, m_priceModel->describe(price), [this] { reloadPrices(); });
    return carryOut(command);
}

void MainWindow::deleteSelectedPrices() {
    const QModelIndexList rows = m_priceView->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        showRefusal(tr("select the prices to delete first"));
        return;
    }
    std::vector<core::PriceRecord> doomed;
    for (const QModelIndex& r : rows)
        doomed.push_back(m_priceModel->record(m_priceProxy->mapToSource(r).row()));
    m_undo->beginMacro(tr("delete %n price(s)", nullptr, static_cast<int>(doomed.size())));
    for (const core::PriceRecord& p : doomed) {
        auto* command =
            new DeletePriceCommand(m_store, p, m_priceModel->describe(p), [this] { reloadPrices(); });
        carryOut(command);
    }
    m_undo->endMacro();
}

bool MainWindow::pastePrices(const QString& text) {
    // Spreadsheets copy rows as tab-separated text; the price CSV parser does the checking.
    QString csv;
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.isEmpty()) {
        showRefusal(tr("the clipboard holds no rows"));
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
    for (const core::GpuSpec& g : m_catalog.gpus())
        gpuIds.push_back(g.id);
    const core::ParsedPrices parsed = core::parsePriceCsv(csv.toStdString(), gpuIds);
    if (!parsed.errors.empty()) {
        const core::ImportError& e = parsed.errors.front();
        showRefusal(tr("row %1: %2").arg(e.line - 1).arg(QString::fromStdString(e.reason)));
        return false;
    }
    auto check = m_store.importPrices(parsed.records, true, "paste check");
    if (!check || !check->errors.empty()) {
        showRefusal(check ? tr("row %1: %2")
                                .arg(check->errors.front().line)
                                .arg(QString::fromStdString(check->errors.front().reason))
                          : QString::fromStdString(check.error()));
        return false;
    }
    if (check->updated + check->unchanged > 0) {
        showRefusal(tr("%n pasted row(s) match prices already stored: edit those in place", nullptr,
                       check->updated + check->unchanged));
        return false;
    }
    m_undo->beginMacro(tr("paste %n price(s)", nullptr, static_cast<int>(parsed.records.size())));
    for (const core::PriceRecord& p : parsed.records) {
        auto* command =
            new AddPriceCommand(m_store, p, m_priceModel->describe(p), [this] { reloadPrices(); });
        if (!carryOut(command)) {
            m_undo->endMacro();
            m_undo->undo(); // take back the rows already added: all or nothing
            return false;
        }
    }
    m_undo->endMacro();
    return true;
}

bool MainWindow::revertPriceChange(std::int64_t priceId, std::int64_t changeId) {
    auto* command = new RevertPriceCommand(m_store, priceId, changeId, [this] { reloadPrices(); });
    return carryOut(command);
}

void MainWindow::showHistoryOfSelectedPrice() {
    const QModelIndexList rows = m_priceView->selectionModel()->selectedRows();
    if (rows.size() != 1) {
        showRefusal(tr("select one price to see its history"));
        return;
    }
    const core::PriceRecord p = m_priceModel->record(m_priceProxy->mapToSource(rows.first()).row());
    auto changes = m_store.history(p.id);
    if (!changes) {
        showRefusal(QString::fromStdString(changes.error()));
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

PriceHistoryDialog* MainWindow::priceHistoryDialog() const {
    return m_historyDialog;
}

void MainWindow::refreshPriceHistory() {
    if (!m_historyDialog)
        return;
    if (auto changes = m_store.history(m_historyPriceId))
        m_historyDialog->setChanges(changes.value());
}

void MainWindow::addPriceFromDialog() {
    addMissingPrice({}, {}, false); // the dialog on its first GPU and region
}

void MainWindow::showChosenRegionsPrices() {
    const std::string id = m_regionChoice->currentData().toString().toStdString();
    std::set<std::string> shown;
    if (!id.empty())
        for (const std::vector<std::string>& scope : core::priceScopes(m_priceModel->regions(), id))
            shown.insert(scope.begin(), scope.end());
    static_cast<PriceFilterProxy*>(m_priceProxy)->setRegions(std::move(shown));
    updateStatus();
}

void MainWindow::showPricesInCurrency() {
    const std::vector<core::ExchangeRate>& rates = m_rateModel->rates();
    const QString currency = m_displayCurrency->currentData().toString();
    m_priceModel->setDisplayCurrency(currency.toStdString(), rates);
    m_scenarioModel->setDisplayCurrency(currency.toStdString()); // the scenario table's money too
    QStringList currencies;
    for (const core::PriceRecord& p : m_priceModel->records())
        if (!currencies.contains(QString::fromStdString(p.amount.currency())))
            currencies << QString::fromStdString(p.amount.currency());
    m_ratesNote->setText(currency.isEmpty() ? QString() : ratesNote(rates, currencies, currency, true));
    m_ratesNote->setToolTip(currency.isEmpty() ? QString() : ratesNote(rates, currencies, currency));
}

} // namespace gpuplan::ui
