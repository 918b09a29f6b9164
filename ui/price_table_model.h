#pragma once
// Stored prices as a table (read from a core::PriceStore, so it runs on the in-memory store in
// tests). Amounts are exact money shown in their own currency; Qt::UserRole sorts on numbers.

#include "core/price_store.h"

#include <QAbstractTableModel>

#include <vector>

namespace gpuplan::ui {

class PriceTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Gpu, Provider, Region, Kind, Amount, Unit, Range, Date, Source, ColumnCount };
    static constexpr int SortRole = Qt::UserRole;

    explicit PriceTableModel(QObject* parent = nullptr);
    void setPrices(std::vector<core::PriceRecord> prices);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<core::PriceRecord> m_prices;
};

} // namespace gpuplan::ui
