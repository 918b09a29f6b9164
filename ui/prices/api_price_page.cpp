#include "prices/api_price_page.h"
#include "qt_text.h"

#include "applied_command.h"
#include "prices/api_price_table_model.h"
#include "word_filter.h"

#include <QDate>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

#include <functional>

namespace gpuplan::ui {
namespace {

// An undoable change of one API price: added (no "before"), edited, or deleted (no "after"). Each state is
// written against the version the store was last seen at; a price deleted and put back by an undo comes back
// under a new id, which the command follows.
class ApiPriceCommand : public QUndoCommand {
public:
    using Show = std::function<void(const std::optional<core::ApiPriceRecord>&, std::int64_t replacing)>;

    ApiPriceCommand(core::PriceStore& store, std::optional<core::ApiPriceRecord> before,
                    std::optional<core::ApiPriceRecord> after, const QString& text, Show show,
                    std::function<void(const QString&)> refused)
        : m_store(store), m_before(std::move(before)), m_after(std::move(after)), m_stored(m_before),
          m_show(std::move(show)), m_refused(std::move(refused)) {
        setText(text);
    }
    void redo() override { set(m_after); }
    void undo() override { set(m_before); }
    const QString& error() const { return m_error; }

private:
    void set(const std::optional<core::ApiPriceRecord>& state) {
        const bool later = m_applied;
        m_applied = true;
        const std::int64_t id = m_stored ? m_stored->id : 0;
        std::optional<core::ApiPriceRecord> stored;
        core::Status written = core::ok();
        if (state) {
            core::ApiPriceRecord mine = *state;
            mine.id = id;
            mine.version = m_stored ? m_stored->version : 0;
            auto saved = m_store.saveApiPrice(mine);
            written = saved ? core::ok() : core::Status(saved.failure());
            if (saved)
                stored = saved.value();
        } else if (m_stored) {
            written = m_store.removeApiPrice(m_stored->id, m_stored->version);
        }
        if (!written) {
            m_error = u(written.error());
            if (later && m_refused)
                m_refused(m_error);
            return;
        }
        m_error.clear();
        m_stored = stored;
        m_show(stored, id);
    }

    core::PriceStore& m_store;
    std::optional<core::ApiPriceRecord> m_before, m_after;
    std::optional<core::ApiPriceRecord> m_stored; // the row as the store holds it after the last change
    Show m_show;
    std::function<void(const QString&)> m_refused;
    bool m_applied = false;
    QString m_error;
};

} // namespace

ApiPricePage::ApiPricePage(PageContext& context, QWidget* parent)
    : QWidget(parent), m_store(context.prices()), m_undo(context.undo()),
      m_model(new ApiPriceTableModel(this)), m_proxy(new WordFilterProxy(this)), m_view(new QTableView(this)),
      m_filter(new QLineEdit(this)), m_count(new QLabel(this)), m_details(new QLabel(this)),
      m_duplicate(new QPushButton(tr("Duplicate"), this)), m_delete(new QPushButton(tr("Delete"), this)) {
    setObjectName(QStringLiteral("apiPricePage"));
    auto* intro =
        new QLabel(tr("What the APIs charge per million tokens. Planning a serving deployment "
                      "(gpuplan plan serve) weighs self-hosting against the prices of the APIs that "
                      "serve the same catalog model, and finds the load from which it costs less."),
                   this);
    intro->setWordWrap(true);
    m_filter->setPlaceholderText(tr("Filter API prices (provider, model, currency, ...)"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setObjectName(QStringLiteral("apiPriceFilter"));
    m_duplicate->setToolTip(tr("A copy of the selected price, dated today, to edit into another one"));
    m_delete->setToolTip(tr("Delete the selected prices (undo puts them back)"));
    auto* top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_count);
    top->addWidget(m_duplicate);
    top->addWidget(m_delete);

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ApiPriceTableModel::SortRole);
    m_view->setObjectName(QStringLiteral("apiPriceView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ApiPriceTableModel::Provider, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->verticalHeader()->hide();
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_details->setOpenExternalLinks(true);
    m_details->setObjectName(QStringLiteral("apiPriceDetails"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_details);

    m_model->onEdit = [this](const core::ApiPriceRecord& before, const core::ApiPriceRecord& after) {
        return carryOut(before, after, tr("edit API price %1").arg(u(after.label())));
    };
    connect(m_model, &ApiPriceTableModel::editRefused, this, &ApiPricePage::refused);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_proxy->setWords(text);
        updateCount();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ApiPricePage::showDetails);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ApiPricePage::showDetails);
    const auto announce = [this] { emit pricesChanged(m_model->prices()); };
    connect(m_model, &QAbstractItemModel::modelReset, this, announce);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, announce);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, announce);
    connect(m_model, &QAbstractItemModel::dataChanged, this, announce);
    connect(m_duplicate, &QPushButton::clicked, this, &ApiPricePage::duplicateSelected);
    connect(m_delete, &QPushButton::clicked, this, &ApiPricePage::deleteSelected);
    reload();
    // The context's channel shows refusals and what was done; the role decides what can be edited.
    connect(this, &ApiPricePage::refused, &context, &PageContext::refuse);
    connect(this, &ApiPricePage::done, &context,
            [&context](const QString& what) { context.tell(what, 10000); });
    connect(&context, &PageContext::accessChanged, this,
            [this, &context] { setEditable(context.access().editPrices, context.whyPricesReadOnly()); });
    setEditable(context.access().editPrices, context.whyPricesReadOnly());
}

void ApiPricePage::reload() {
    auto prices = m_store.apiPrices();
    if (!prices) {
        emit refused(tr("Cannot read the API prices: %1").arg(u(prices.error())));
        return;
    }
    m_model->setPrices(std::move(prices).value());
    m_view->resizeColumnsToContents();
    m_view->setColumnWidth(ApiPriceTableModel::Model,
                           std::min(m_view->columnWidth(ApiPriceTableModel::Model), 320));
    updateCount();
    showDetails();
}

void ApiPricePage::setEditable(bool editable, const QString& why) {
    m_editable = editable;
    m_model->setEditable(editable);
    m_view->setEditTriggers(editable ? QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                                           QAbstractItemView::AnyKeyPressed
                                     : QAbstractItemView::NoEditTriggers);
    m_view->setToolTip(editable ? QString() : why);
    for (QPushButton* b : {m_duplicate, m_delete}) {
        b->setEnabled(editable);
        if (!editable)
            b->setToolTip(why);
    }
}

void ApiPricePage::updateCount() {
    m_count->setText(tr("%1 of %2 API prices").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
}

void ApiPricePage::showDetails() {
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid()) {
        m_details->setText(tr("Select a price to see its source and how it was checked."));
        return;
    }
    const core::ApiPriceRecord& p = m_model->price(m_proxy->mapToSource(current).row());
    QString text = tr("<b>%1</b>: %2 per million input / cached input / output tokens; source: %3")
                       .arg(u(p.label()).toHtmlEscaped(), u(core::apiPriceFigures(p)).toHtmlEscaped(),
                            u(p.source).toHtmlEscaped());
    if (!p.url.empty())
        text += QStringLiteral(" (<a href=\"%1\">%2</a>)")
                    .arg(u(p.url).toHtmlEscaped(), u(p.url).toHtmlEscaped());
    if (!p.verification.empty())
        text += QStringLiteral("<br>") + tr("Checked: %1").arg(u(p.verification).toHtmlEscaped());
    if (!p.note.empty())
        text += QStringLiteral("<br>") + tr("Note: %1").arg(u(p.note).toHtmlEscaped());
    m_details->setText(text);
}

void ApiPricePage::showStored(const std::optional<core::ApiPriceRecord>& stored, std::int64_t replacing) {
    if (stored)
        m_model->replace(*stored, replacing);
    else
        m_model->remove(replacing);
    updateCount();
}

bool ApiPricePage::carryOut(const std::optional<core::ApiPriceRecord>& before,
                            const std::optional<core::ApiPriceRecord>& after, const QString& text) {
    if (!m_editable) {
        emit refused(m_view->toolTip().isEmpty() ? tr("the API prices are read-only here")
                                                 : m_view->toolTip());
        return false;
    }
    auto* command = new ApiPriceCommand(
        m_store, before, after, text,
        [this](const std::optional<core::ApiPriceRecord>& stored, std::int64_t replacing) {
            showStored(stored, replacing);
        },
        [this](const QString& why) {
            emit refused(why);
            reload(); // what the store holds now, someone else's change included
        });
    command->redo();
    if (!command->error().isEmpty()) {
        emit refused(command->error());
        delete command;
        reload();
        return false;
    }
    m_undo->push(new AppliedOnce(command));
    return true;
}

void ApiPricePage::duplicateSelected() {
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid()) {
        emit refused(tr("select the API price to copy first"));
        return;
    }
    const core::ApiPriceRecord original = m_model->price(m_proxy->mapToSource(current).row());
    core::ApiPriceRecord copy = original;
    copy.id = 0;
    copy.version = 0;
    copy.effectiveDate = QDate::currentDate().toString(Qt::ISODate).toStdString();
    // The figures are the original's until edited: the source says so, and where they came from.
    copy.source = tr("copied from %1 (%2) on %3")
                      .arg(u(original.label()),
                           original.effectiveDate.empty() ? tr("undated") : u(original.effectiveDate),
                           u(copy.effectiveDate))
                      .toStdString() +
                  "; " + original.source;
    if (carryOut(std::nullopt, copy, tr("duplicate API price %1").arg(u(copy.label()))))
        emit done(tr("Copied %1: edit its figures and source in the table").arg(u(copy.label())));
}

void ApiPricePage::deleteSelected() {
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        emit refused(tr("select the API prices to delete first"));
        return;
    }
    std::vector<core::ApiPriceRecord> doomed;
    for (const QModelIndex& r : rows)
        doomed.push_back(m_model->price(m_proxy->mapToSource(r).row()));
    m_undo->beginMacro(tr("delete %n API price(s)", nullptr, static_cast<int>(doomed.size())));
    for (const core::ApiPriceRecord& p : doomed)
        carryOut(p, std::nullopt, tr("delete API price %1").arg(u(p.label())));
    m_undo->endMacro();
}

} // namespace gpuplan::ui
