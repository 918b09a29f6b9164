// The scenario table's page: its layout, the details of the selected row, and new, duplicate and delete.
#include "scenarios/scenario_page.h"
#include "qt_text.h"

#include "scenarios/rl_run_dialog.h"
#include "scenarios/sample_workspace.h"
#include "scenarios/scenario_commands.h"
#include "scenarios/scenario_delegate.h"
#include "scenarios/scenario_details.h"
#include "scenarios/scenario_table_model.h"
#include "scenarios/serving_load_dialog.h"

#include <QAction>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplan::ui {

namespace {

const QString kSplitterKey = QStringLiteral("mainWindow/scenarioSplitter");

} // namespace

ScenarioPage::ScenarioPage(PageContext& context, core::ScenarioStore* store, const QList<QAction*>& actions,
                           QWidget* parent)
    : QWidget(parent), m_context(context), m_store(store),
      m_model(new ScenarioTableModel(context.catalog(), this)) {
    setObjectName(QStringLiteral("scenarioPage"));
    ScenarioTableModel* model = m_model;
    // Every edit of a cell is an undoable step; the table is kept in the store on every change.
    m_model->onEdit = [this](int row, const core::Scenario& before, const core::Scenario& after) {
        m_context.undo()->push(new EditScenarioCommand(*m_model, row, before, after));
        return true;
    };
    connect(m_model, &ScenarioTableModel::editRefused, &context, &PageContext::refuse);
    connect(m_model, &ScenarioTableModel::scenariosChanged, this, &ScenarioPage::saveToStore);
    connect(m_model, &ScenarioTableModel::shareRequested, this, &ScenarioPage::shareScenario);
    connect(&context, &PageContext::catalogChanged, this,
            [this] { m_model->setCatalog(m_context.catalog()); }); // every scenario planned and costed again

    auto* layout = new QVBoxLayout(this);
    auto* buttons = new QHBoxLayout;
    m_servingLoadAction = new QAction(tr("&Workload..."), this);
    m_servingLoadAction->setObjectName(QStringLiteral("actionServingLoad"));
    m_servingLoadAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_servingLoadAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_servingLoadAction->setToolTip(
        tr("The workload of the selected scenario: a serving scenario's load (requests per second with "
           "prompt and answer lengths and p90 service levels, or output tokens per second), or an RL "
           "run's steps, rollouts and placement (Ctrl+L)"));
    addAction(m_servingLoadAction);
    connect(m_servingLoadAction, &QAction::triggered, this, &ScenarioPage::editServingLoad);
    for (QAction* a : actions + QList<QAction*>{m_servingLoadAction}) {
        auto* b = new QToolButton(this);
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        buttons->addWidget(b);
    }
    auto* hint = new QLabel(tr("Double-click a cell to edit it; results follow as you type. Italic: chosen "
                               "automatically. Red: an input to fix (its tooltip says why)."),
                            this);
    hint->setWordWrap(true);
    hint->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Maximum);
    buttons->addWidget(hint, 1);
    layout->addLayout(buttons);

    // The first-start hint, shown until dismissed.
    m_hint = new QFrame(this);
    m_hint->setObjectName(QStringLiteral("firstStartHint"));
    m_hint->setFrameShape(QFrame::StyledPanel);
    m_hint->setStyleSheet(QStringLiteral("#firstStartHint { background: #e8f0fe; }"));
    auto* hintRow = new QHBoxLayout(m_hint);
    m_hintText = new QLabel(m_hint);
    m_hintText->setWordWrap(true);
    hintRow->addWidget(m_hintText, 1);
    auto* dismiss = new QToolButton(m_hint);
    dismiss->setObjectName(QStringLiteral("dismissHint"));
    dismiss->setText(tr("Dismiss"));
    dismiss->setToolTip(tr("Hide this hint; it does not come back"));
    hintRow->addWidget(dismiss);
    connect(dismiss, &QToolButton::clicked, this, [this] {
        m_hint->hide();
        rememberHintDismissed();
    });
    m_hint->hide();
    layout->addWidget(m_hint);

    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(model);
    m_proxy->setSortRole(ScenarioTableModel::SortRole);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("scenarioView"));
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new ScenarioDelegate(model, m_proxy, m_view));
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // table order until the user sorts
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    // Whose a scenario is and whether the team sees it, next to its name: the model keeps the column last.
    m_view->horizontalHeader()->moveSection(
        m_view->horizontalHeader()->visualIndex(ScenarioTableModel::Shared), 1);

    m_details = new QTextBrowser(this);
    m_details->setObjectName(QStringLiteral("scenarioDetails"));
    m_details->setPlaceholderText(tr("Select a scenario to see its breakdown: time, memory, rent and "
                                     "ownership, with ranges."));
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("scenarioSplitter"));
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 4);
    m_splitter->setStretchFactor(1, 1);
    layout->addWidget(m_splitter, 1);

    connect(m_view, &QTableView::clicked, this, [this](const QModelIndex& index) {
        const QString missing = index.data(ScenarioTableModel::MissingPriceRole).toString();
        if (!missing.isEmpty())
            emit missingPriceClicked(m_proxy->mapToSource(index).row(), missing == QLatin1String("purchase"));
    });
    // A traffic row's load is several figures: a double-click on its Work cell opens the dialog (the cell
    // itself is not editable, ScenarioTableModel::flags).
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        const int row = m_proxy->mapToSource(index).row();
        if (index.column() != ScenarioTableModel::Work || row < 0)
            return;
        const core::Scenario& s = m_model->row(row).scenario;
        if ((s.kind == core::ScenarioKind::Inference && s.traffic.set()) || core::isRlKind(s.kind))
            editServingLoad();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ScenarioPage::showDetails);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ScenarioPage::updateServingLoadAction);
    connect(model, &QAbstractItemModel::dataChanged, this, &ScenarioPage::updateServingLoadAction);
    connect(model, &QAbstractItemModel::modelReset, this, &ScenarioPage::updateServingLoadAction);
    connect(model, &QAbstractItemModel::dataChanged, this, &ScenarioPage::showDetails);
    connect(model, &QAbstractItemModel::modelReset, this, &ScenarioPage::showDetails);
    connect(model, &QAbstractItemModel::rowsInserted, this, &ScenarioPage::fitColumns);
    connect(model, &QAbstractItemModel::modelReset, this, &ScenarioPage::fitColumns);
    setUpContextMenu(actions);
    setUpFileActions();
}

int ScenarioPage::addScenario(const core::Scenario& scenario) {
    core::Scenario s = scenario;
    s.name = m_model->uniqueName(u(s.name)).toStdString();
    // After the current row, but never among others' shared rows: they come and go with their owners'
    // changes, and must not move the user's rows that the undo history refers to by number.
    const int current = currentRow();
    const int own = m_model->ownRowCount();
    const int row = current >= 0 ? std::min(current + 1, own) : own;
    m_context.undo()->push(new AddScenarioCommand(*m_model, row, s));
    selectRow(row);
    return row;
}

void ScenarioPage::addNewScenario() {
    // A new scenario follows the current one's region, card and price choice (a price is a card's,
    // so the card comes with it); with none, the remembered region.
    core::Scenario s = m_model->newScenario();
    const int current = currentRow();
    if (current >= 0 && current < m_model->rowCount()) {
        const core::Scenario& from = m_model->row(current).scenario;
        s.regionId = from.regionId;
        s.gpuId = from.gpuId;
        s.priceId = from.priceId;
    } else {
        // The remembered region when the store has it; else the model's (the first that prices the card).
        const std::string remembered = rememberedDefaults().regionId;
        for (const core::Region& r : m_model->regions())
            if (r.id == remembered)
                s.regionId = remembered;
    }
    addScenario(s);
}

void ScenarioPage::duplicateSelected() {
    const int row = currentRow();
    if (row < 0) {
        m_context.refuse(tr("select the scenario to duplicate first"));
        return;
    }
    core::Scenario copy = m_model->row(row).scenario;
    copy.name = tr("%1 (copy)").arg(u(copy.name)).toStdString();
    addScenario(copy);
}

void ScenarioPage::deleteSelected() {
    const QList<int> rows = selectedRows();
    if (rows.isEmpty()) {
        m_context.refuse(tr("select the scenarios to delete first"));
        return;
    }
    for (int row : rows)
        if (m_model->isOthers(row)) {
            m_context.refuse(tr("%1 is %2's scenario: only its owner deletes it")
                                 .arg(u(m_model->row(row).scenario.name), u(m_model->row(row).owner.owner)));
            return;
        }
    QUndoStack* undo = m_context.undo();
    undo->beginMacro(tr("delete %n scenario(s)", nullptr, static_cast<int>(rows.size())));
    for (int row : rows) // highest first: the other rows keep their numbers
        undo->push(new AddScenarioCommand(*m_model, row, m_model->row(row).scenario, true));
    undo->endMacro();
}

void ScenarioPage::startWith(const std::vector<core::Scenario>& sample, const QString& regionName) {
    m_model->setScenarios(sample);
    m_context.undo()->setClean();
    if (m_model->rowCount() == 0)
        return;
    selectRow(0);
    if (!hintDismissed())
        showHint(
            tr("A sample workspace for %1: the cases of the seed articles, costed with the bundled prices. "
               "Edit a model, GPU or count in the table first (double-click a cell), then put your own "
               "quotes on the Prices tab; every figure follows.")
                .arg(regionName));
}

void ScenarioPage::restoreLayout() {
    m_splitter->restoreState(QSettings().value(kSplitterKey).toByteArray());
}

void ScenarioPage::saveLayout() const {
    QSettings().setValue(kSplitterKey, m_splitter->saveState());
}

void ScenarioPage::updateServingLoadAction() {
    const int row = currentRow();
    const bool workload = row >= 0 && row < m_model->rowCount() &&
                          (m_model->row(row).scenario.kind == core::ScenarioKind::Inference ||
                           core::isRlKind(m_model->row(row).scenario.kind));
    m_servingLoadAction->setEnabled(workload && !m_model->isOthers(row));
}

ServingLoadDialog* ScenarioPage::servingLoadDialog() const {
    return m_loadDialog;
}

RlRunDialog* ScenarioPage::rlRunDialog() const {
    return m_rlDialog;
}

void ScenarioPage::editServingLoad() {
    const int row = currentRow();
    if (row < 0 || row >= m_model->rowCount())
        return;
    if (core::isRlKind(m_model->row(row).scenario.kind))
        return editRlRun(row);
    if (m_model->row(row).scenario.kind != core::ScenarioKind::Inference)
        return;
    if (m_loadDialog) { // one at a time
        m_loadDialog->raise();
        return;
    }
    m_loadDialog = new ServingLoadDialog(m_model->row(row).scenario, this);
    openOnRow(m_loadDialog, row, [dialog = m_loadDialog] { return dialog->scenario(); });
}

void ScenarioPage::openOnRow(QDialog* dialog, int row,
                             const std::function<core::Result<core::Scenario>()>& edited) {
    // The scenario is found again by name when the dialog closes: rows may have moved meanwhile (another
    // user's shared scenarios arriving), and the edit applies to the one it was opened on.
    const std::string name = m_model->row(row).scenario.name;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, name, edited] {
        auto scenario = edited();
        for (int r = 0; scenario && r < m_model->rowCount(); ++r)
            if (m_model->row(r).scenario.name == name && !m_model->isOthers(r)) {
                m_model->editScenario(r, scenario.value());
                return;
            }
    });
    dialog->open();
}

void ScenarioPage::editRlRun(int row) {
    if (m_rlDialog) { // one at a time
        m_rlDialog->raise();
        return;
    }
    m_rlDialog = new RlRunDialog(m_model->row(row).scenario, m_model->choices(row, ScenarioTableModel::Gpu),
                                 m_model->choices(row, ScenarioTableModel::Model), this);
    openOnRow(m_rlDialog, row, [dialog = m_rlDialog] { return dialog->scenario(); });
}

void ScenarioPage::fitColumns() {
    // Wide enough for the contents, but no column (a long price or plan) pushes the results out of view;
    // the full text is in the cell's tooltip and the details panel.
    m_view->resizeColumnsToContents();
    const int widest = fontMetrics().horizontalAdvance(QLatin1Char('x')) * 24;
    for (int c = 0; c < m_model->columnCount(); ++c)
        if (m_view->columnWidth(c) > widest)
            m_view->setColumnWidth(c, widest);
}

int ScenarioPage::currentRow() const {
    const QModelIndex i = m_view->currentIndex();
    return i.isValid() ? m_proxy->mapToSource(i).row() : -1;
}

QList<int> ScenarioPage::selectedRows() const {
    QList<int> rows;
    for (const QModelIndex& i : m_view->selectionModel()->selectedRows())
        rows << m_proxy->mapToSource(i).row();
    if (rows.isEmpty() && currentRow() >= 0)
        rows << currentRow();
    std::sort(rows.begin(), rows.end(), std::greater<>());
    return rows;
}

void ScenarioPage::selectRow(int modelRow) {
    const QModelIndex i = m_proxy->mapFromSource(m_model->index(modelRow, 0));
    m_view->setCurrentIndex(i);
    m_view->selectRow(i.row());
}

void ScenarioPage::showHint(const QString& text) {
    m_hintText->setText(text);
    m_hint->show();
}

void ScenarioPage::showDetails() {
    const int row = currentRow();
    if (row < 0 || row >= m_model->rowCount()) {
        m_details->clear();
        return;
    }
    const ScenarioRow& r = m_model->row(row);
    const bool traffic = r.scenario.kind == core::ScenarioKind::Inference && r.scenario.traffic.set();
    m_details->setHtml(scenarioDetailsHtml(
        r, ScenarioTableModel::kindText(r.scenario.kind), m_model->regionName(r.scenario.regionId),
        m_model->rateRecords(), traffic ? &m_model->servingCost(row) : nullptr, m_model->rentsByRegion(row)));
}

} // namespace gpuplan::ui
