#pragma once
// The comparison as a table: one row per spec, derived figure or scenario result, one column per
// card. A cell shows the value and its ratio to the baseline card; the better value of a row is
// bold on green. Row titles are translated by the row's key.

#include "compare/comparison_data.h"

#include <QAbstractTableModel>

namespace gpuplan::ui {

class ComparisonModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit ComparisonModel(QObject* parent = nullptr);
    void setComparison(ComparisonData data, std::vector<QString> cardNames, int baseline);
    const ComparisonData& comparison() const { return m_data; }
    /// The row of a key, or -1.
    int rowOf(const std::string& key) const;
    QString rowTitle(const core::CompareRow& row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString valueText(const core::CompareRow& row, std::size_t card) const;
    ComparisonData m_data;
    std::vector<QString> m_cards;
    int m_baseline = 0;
};

} // namespace gpuplan::ui
