#include "prices/price_history_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <set>

namespace gpuplan::ui {
namespace {

QString describe(const std::optional<core::PriceRecord>& p) {
    if (!p)
        return QStringLiteral("-");
    QString text =
        QString::fromStdString(p->amount.toString() + " / " + std::string(core::priceUnitName(p->unit)) +
                               ", " + (p->effectiveDate.empty() ? "undated" : p->effectiveDate));
    if (p->low && p->high)
        text += QStringLiteral(" (%1 - %2)")
                    .arg(QString::fromStdString(p->low->amountText()),
                         QString::fromStdString(p->high->amountText()));
    return text;
}

} // namespace

PriceHistoryDialog::PriceHistoryDialog(const std::vector<core::PriceChange>& changes, QWidget* parent)
    : QDialog(parent), m_changes(changes) {
    setObjectName(QStringLiteral("priceHistoryDialog"));
    setWindowTitle(tr("Price history"));
    resize(900, 360);
    auto* layout = new QVBoxLayout(this);
    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("historyNotice"));
    m_notice->setWordWrap(true);
    m_notice->setStyleSheet(QStringLiteral("#historyNotice { background: #fff4ce; padding: 4px; }"));
    m_notice->hide();
    layout->addWidget(m_notice);
    m_table = new QTableWidget(0, 6, this);
    m_table->setHorizontalHeaderLabels(
        {tr("When (UTC)"), tr("Who"), tr("Change"), tr("Before"), tr("After"), tr("Note")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    fill();
    m_table->resizeColumnsToContents();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_revert = buttons->addButton(tr("Revert to before this change"), QDialogButtonBox::ActionRole);
    m_revert->setObjectName(QStringLiteral("revertButton"));
    m_revert->setEnabled(false);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_revert->setEnabled(m_table->currentRow() >= 0); });
    connect(m_revert, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (row < 0)
            return;
        m_chosen = m_changes[static_cast<std::size_t>(row)].id;
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
}

void PriceHistoryDialog::fill() {
    m_table->setRowCount(static_cast<int>(m_changes.size()));
    for (int row = 0; row < static_cast<int>(m_changes.size()); ++row) {
        const core::PriceChange& c = m_changes[static_cast<std::size_t>(row)];
        const QString cells[] = {QString::fromStdString(c.changedAt),
                                 QString::fromStdString(c.author),
                                 QString::fromStdString(c.action),
                                 describe(c.before),
                                 describe(c.after),
                                 QString::fromStdString(c.note)};
        for (int col = 0; col < 6; ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            // The sources before and after: a hand edit keeps the former one in the history.
            if (col == 3 && c.before)
                item->setToolTip(QString::fromStdString(c.before->source));
            if (col == 4 && c.after)
                item->setToolTip(QString::fromStdString(c.after->source));
            m_table->setItem(row, col, item);
        }
    }
}

void PriceHistoryDialog::setChanges(const std::vector<core::PriceChange>& changes) {
    std::set<std::int64_t> known;
    for (const core::PriceChange& c : m_changes)
        known.insert(c.id);
    int added = 0;
    for (const core::PriceChange& c : changes)
        added += known.count(c.id) ? 0 : 1;
    if (added == 0)
        return;
    // Nothing is typed here, so the list is safe to refill; the selected change stays selected (by its id),
    // and the notice says why the list moved: a revert now also undoes what the other user did after it.
    const int row = m_table->currentRow();
    const std::int64_t selected = row >= 0 ? m_changes[static_cast<std::size_t>(row)].id : 0;
    m_changes = changes;
    m_table->clearSelection();
    m_table->setCurrentItem(nullptr);
    fill();
    for (int r = 0; r < static_cast<int>(m_changes.size()); ++r)
        if (selected != 0 && m_changes[static_cast<std::size_t>(r)].id == selected)
            m_table->selectRow(r);
    m_notice->setText(tr("Another user changed this price while this window was open: %n new change(s) at "
                         "the top. Reverting an earlier change also undoes theirs.",
                         nullptr, added));
    m_notice->show();
}

} // namespace gpuplan::ui
