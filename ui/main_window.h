#pragma once
// The workbench window (first part of issue 5): the GPU catalog and the stored prices, each with a
// filter, in tabs; menus, shortcuts and a status bar. It talks to storage only through
// core::PriceStore and a core::Catalog, so its tests run without SQLite.

#include "core/catalog.h"
#include "core/price_store.h"

#include <QMainWindow>

class QAbstractItemModel;
class QComboBox;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QUndoStack;

namespace gpuplan::ui {

class GpuCatalogModel;
class PriceTableModel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(const core::Catalog& catalog, core::PriceStore& prices, const QString& storeName,
               QWidget* parent = nullptr);

    /// Stores a new price as an undoable command; false (with lastMessage()) if the store refuses it.
    bool addPrice(const core::PriceRecord& price);
    /// Deletes the selected price rows as undoable commands.
    void deleteSelectedPrices();
    /// Adds the prices in `text` (rows copied from a spreadsheet: tab-separated, in the columns of the price
    /// CSV, a header row optional) as one undoable step; nothing is added if any row is refused.
    bool pastePrices(const QString& text);
    /// Reverts a change of a price (from its history) as an undoable command.
    bool revertPriceChange(std::int64_t priceId, std::int64_t changeId);

    QTableView* catalogView() const { return m_catalogView; }
    QTableView* priceView() const { return m_priceView; }
    QLineEdit* catalogFilter() const { return m_catalogFilter; }
    QLineEdit* priceFilter() const { return m_priceFilter; }
    QComboBox* displayCurrency() const { return m_displayCurrency; }

    /// Reloads the prices from the store (after an import, say).
    void reloadPrices();

    QUndoStack* undoStack() const { return m_undo; }
    /// The last message shown to the user about a refused edit (also in the status bar).
    const QString& lastMessage() const { return m_lastMessage; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    QWidget* makeTable(QAbstractItemModel* model, int sortRole, QTableView*& view, QLineEdit*& filter,
                       QSortFilterProxyModel*& proxy, const QString& placeholder);
    void createMenus();
    void updateStatus();
    void showRefusal(const QString& reason);
    /// Runs a command on the store; pushes it (already done) onto the undo stack, or shows why it failed.
    template <typename Command> bool carryOut(Command* command);

    void addPriceFromDialog();
    void showHistoryOfSelectedPrice();

    core::Catalog m_catalog;
    core::PriceStore& m_store;
    QString m_storeName;
    GpuCatalogModel* m_catalogModel = nullptr;
    PriceTableModel* m_priceModel = nullptr;
    QSortFilterProxyModel* m_catalogProxy = nullptr;
    QSortFilterProxyModel* m_priceProxy = nullptr;
    QTableView* m_catalogView = nullptr;
    QTableView* m_priceView = nullptr;
    QLineEdit* m_catalogFilter = nullptr;
    QLineEdit* m_priceFilter = nullptr;
    QUndoStack* m_undo = nullptr;
    QComboBox* m_displayCurrency = nullptr;
    QString m_lastMessage;
};

} // namespace gpuplan::ui
