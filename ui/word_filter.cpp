#include "word_filter.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>

namespace gpuplan::ui {

void WordFilterProxy::setWords(const QString& text) {
    QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = std::move(words);
    invalidateFilter();
}

bool WordFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (m_words.isEmpty())
        return true;
    const QAbstractItemModel* model = sourceModel();
    // The row's text once, then every word looked up in it.
    QString row = model->index(sourceRow, 0, sourceParent).data(SearchTextRole).toString();
    for (int c = 0; c < model->columnCount(sourceParent); ++c) {
        row += QLatin1Char('\n');
        row += model->index(sourceRow, c, sourceParent).data(Qt::DisplayRole).toString();
    }
    for (const QString& word : m_words)
        if (!row.contains(word, Qt::CaseInsensitive))
            return false;
    return true;
}

void setUpFilteredTable(QTableView* view, QLineEdit* filter, WordFilterProxy* proxy,
                        QAbstractItemModel* model, int sortRole, const QString& placeholder) {
    proxy->setSourceModel(model);
    proxy->setSortRole(sortRole);
    proxy->setFilterKeyColumn(-1);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    filter->setPlaceholderText(placeholder);
    filter->setClearButtonEnabled(true);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(0, Qt::AscendingOrder);
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->horizontalHeader()->setStretchLastSection(true);
    view->verticalHeader()->hide();
}

} // namespace gpuplan::ui
