#include "word_filter.h"

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

} // namespace gpuplan::ui
