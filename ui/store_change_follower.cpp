#include "store_change_follower.h"

#include "main_window.h"
#include "prices/api_price_page.h"
#include "prices/price_table_model.h"
#include "prices/prices_page.h"
#include "scenarios/scenario_page.h"

#include <QAbstractProxyModel>
#include <QItemSelectionModel>
#include <QScrollBar>
#include <QStatusBar>
#include <QTableView>

#include <utility>

namespace gpuplan::ui {

namespace {

// The price table's model under the view's proxies, and a view index mapped down to it.
QModelIndex toSource(QModelIndex index) {
    while (auto* proxy = qobject_cast<const QAbstractProxyModel*>(index.model()))
        index = proxy->mapToSource(index);
    return index;
}

QModelIndex toView(const QAbstractItemModel* viewModel, QModelIndex source) {
    std::vector<const QAbstractProxyModel*> chain;
    const QAbstractItemModel* m = viewModel;
    while (auto* proxy = qobject_cast<const QAbstractProxyModel*>(m)) {
        chain.push_back(proxy);
        m = proxy->sourceModel();
    }
    for (auto it = chain.rbegin(); it != chain.rend(); ++it)
        source = (*it)->mapFromSource(source);
    return source;
}

const PriceTableModel* priceModel(const QTableView* view) {
    const QAbstractItemModel* m = view->model();
    while (auto* proxy = qobject_cast<const QAbstractProxyModel*>(m))
        m = proxy->sourceModel();
    return qobject_cast<const PriceTableModel*>(m);
}

// The selected prices by id (rows move when prices are added or removed), and the current cell.
struct PriceSelection {
    std::set<std::int64_t> ids;
    std::int64_t currentId = 0;
    int currentColumn = -1;
    int scroll = 0;
};

PriceSelection selectionOf(const QTableView* view) {
    PriceSelection s;
    const PriceTableModel* prices = priceModel(view);
    if (!prices || !view->selectionModel())
        return s;
    for (const QModelIndex& i : view->selectionModel()->selectedIndexes())
        if (const QModelIndex src = toSource(i); src.isValid())
            s.ids.insert(prices->record(src.row()).id);
    if (const QModelIndex current = toSource(view->currentIndex()); current.isValid()) {
        s.currentId = prices->record(current.row()).id;
        s.currentColumn = current.column();
    }
    s.scroll = view->verticalScrollBar()->value();
    return s;
}

void restore(QTableView* view, const PriceSelection& s) {
    const PriceTableModel* prices = priceModel(view);
    if (!prices || !view->selectionModel())
        return;
    QItemSelection selection;
    QModelIndex current;
    for (int row = 0; row < prices->rowCount(); ++row) {
        const std::int64_t id = prices->record(row).id;
        if (s.ids.count(id)) {
            const QModelIndex first = toView(view->model(), prices->index(row, 0));
            const QModelIndex last = toView(view->model(), prices->index(row, prices->columnCount() - 1));
            if (first.isValid()) // rows the view's filter hides stay unselected
                selection.select(first, last);
        }
        if (id == s.currentId && s.currentColumn >= 0)
            current = toView(view->model(), prices->index(row, s.currentColumn));
    }
    if (current.isValid())
        view->selectionModel()->setCurrentIndex(current, QItemSelectionModel::NoUpdate);
    view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    view->verticalScrollBar()->setValue(s.scroll);
}

} // namespace

void MainWindow::followStoreChanges(core::StoreChangeSource* source) {
    delete m_changeFollower;
    m_changeFollower = source ? new StoreChangeFollower(*this, *source) : nullptr;
}

StoreChangeFollower::StoreChangeFollower(MainWindow& window, core::StoreChangeSource& source)
    : QObject(&window), m_window(window), m_source(source) {
    m_gather.setSingleShot(true);
    connect(&m_gather, &QTimer::timeout, this, &StoreChangeFollower::apply);
    auto listener = m_source.addChangeListener([this](const core::StoreChange& change) { received(change); });
    if (listener) {
        m_listener = listener.value();
    } else {
        m_problem = tr("Changes made by others will show only when you reload the prices: %1")
                        .arg(QString::fromStdString(listener.error()));
        m_window.statusBar()->showMessage(m_problem, 10000);
    }
}

StoreChangeFollower::~StoreChangeFollower() {
    if (m_listener)
        m_source.removeChangeListener(m_listener);
}

void StoreChangeFollower::received(const core::StoreChange& change) {
    m_pending.insert(core::changedData(change.table));
    if (!m_gather.isActive())
        m_gather.start(kGatherMs);
}

bool StoreChangeFollower::editOpen(const QTableView* view) {
    // Reading a table again resets its model, which would close an open cell editor and lose what is
    // typed in it. QAbstractItemView keeps its editing state to itself; its editors are the children of
    // its viewport not hidden (a closed one is hidden until deleted). Not isVisible(): the table may be on
    // a tab not shown, with an edit left open there.
    for (const QWidget* child :
         view->viewport()->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (!child->isHidden())
            return true;
    return false;
}

void StoreChangeFollower::apply() {
    if (m_pending.empty())
        return;
    const bool prices = m_pending.count(core::ChangedData::Prices) != 0;
    const bool unknown = m_pending.count(core::ChangedData::Unknown) != 0;
    const bool apiPrices = m_pending.count(core::ChangedData::ApiPrices) != 0;
    // The edit's own save comes first; the news waits for it. Another program's change of a file may
    // replace the scenario table too.
    if (((prices || unknown) && editOpen(m_window.pricesPage()->view())) ||
        ((apiPrices || unknown) && editOpen(m_window.apiPricePage()->view())) ||
        (unknown && editOpen(m_window.scenarioPage()->view()))) {
        m_gather.start(kWaitForEditMs);
        return;
    }
    QStringList said;
    // A catalog change re-plans every scenario with the new catalog; a price change then re-costs them.
    if (m_pending.count(core::ChangedData::Catalog))
        said << m_window.context()->followCatalog();
    else if (unknown) // another program wrote the file: maybe the catalog too (`import gpus`)
        if (const QString catalog = m_window.context()->followCatalog(true); !catalog.isEmpty())
            said << catalog;
    if (prices || unknown) {
        QTableView* view = m_window.pricesPage()->view();
        const PriceSelection selection = selectionOf(view);
        m_window.pricesPage()->reloadPrices(); // the scenario table is re-costed from what it reads
        restore(view, selection);
        m_window.pricesPage()->refreshHistory(); // an open history dialog shows the other user's change
        said << (unknown ? tr("The store was changed by another program or user: prices refreshed")
                         : tr("Prices changed by another user: table refreshed"));
    }
    // The APIs' prices have a tab of their own: read again alone, the rents untouched (and the other way).
    if (apiPrices || unknown) {
        m_window.apiPricePage()->reload();
        if (apiPrices && !unknown)
            said << tr("API prices changed by another user: table refreshed");
    }
    if (prices || unknown || m_pending.count(core::ChangedData::Catalog))
        m_window.pricesPage()->refreshAddPriceDialog(); // its GPUs, regions and providers
    if (prices || unknown)
        m_window.pricesPage()->refreshRegionDialog();
    if (m_pending.count(core::ChangedData::Scenarios) || unknown)
        if (const QString scenarios = m_window.scenarioPage()->followStored(); !scenarios.isEmpty())
            said << scenarios;
    m_pending.clear();
    const QString message = said.join(QStringLiteral("; "));
    if (!message.isEmpty()) // a change to nothing this window shows (a scenario it does not list) goes unsaid
        m_window.statusBar()->showMessage(message, 10000);
    emit followed(message);
}

} // namespace gpuplan::ui
