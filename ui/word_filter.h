#pragma once
// The filter of the catalog and price tables: every word typed must appear somewhere in the row, in
// any column and in any order ("h100 tokyo" finds the H100 rows of Tokyo), case-insensitively. A model
// can add words a row is also found by (ids, the other language's names) under SearchTextRole.

#include <QSortFilterProxyModel>
#include <QStringList>

class QLineEdit;
class QTableView;

namespace gpuplan::ui {

constexpr int SearchTextRole = Qt::UserRole + 100;

class WordFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    /// Splits `text` into words (at spaces) and shows the rows that contain all of them.
    void setWords(const QString& text);
    const QStringList& words() const { return m_words; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QStringList m_words;
};

/// The tables of the catalog and price tabs alike: `proxy` over `model`, sorted by `sortRole` (typed
/// values: 141 GB after 80 GB) and filtered in every column; `filter` empty with `placeholder` and a clear
/// button; `view` showing the proxy sorted by its first column, whole rows selected, no row numbers. The
/// filter's words reach the proxy through the caller, which also says what changed.
void setUpFilteredTable(QTableView* view, QLineEdit* filter, WordFilterProxy* proxy,
                        QAbstractItemModel* model, int sortRole, const QString& placeholder);

} // namespace gpuplan::ui
