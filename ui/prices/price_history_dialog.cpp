#include "prices/price_history_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

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
    m_table = new QTableWidget(static_cast<int>(changes.size()), 6, this);
    m_table->setHorizontalHeaderLabels(
        {tr("When (UTC)"), tr("Who"), tr("Change"), tr("Before"), tr("After"), tr("Note")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (int row = 0; row < static_cast<int>(changes.size()); ++row) {
        const core::PriceChange& c = changes[static_cast<std::size_t>(row)];
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

} // namespace gpuplan::ui
