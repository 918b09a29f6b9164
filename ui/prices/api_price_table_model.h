#pragma once
// The APIs' prices per million tokens as a table: one row per provider, model, currency and date, the three
// prices (input, cached input, output) and the catalog model the API serves. Display text is formatted for
// people; SortRole carries the typed value; the tooltip gives the source, URL, verification and note. Cells
// are edited in place: a figure is parsed in the user's locale, the row checked as the store checks it
// (core::validateApiPrice), and the page turns an accepted edit into an undoable change of the store.

#include "core/prices/api_price.h"
#include "core/result.h"

#include <QAbstractTableModel>

#include <functional>
#include <vector>

namespace gpuplan::ui {

class ApiPriceTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Provider, Model, Serves, Currency, Input, Cached, Output, Date, Source, ColumnCount };
    static constexpr int SortRole = Qt::UserRole;

    explicit ApiPriceTableModel(QObject* parent = nullptr);
    void setPrices(std::vector<core::ApiPriceRecord> prices);
    const std::vector<core::ApiPriceRecord>& prices() const { return m_prices; }
    const core::ApiPriceRecord& price(int row) const { return m_prices.at(static_cast<std::size_t>(row)); }
    /// Puts a price into its row (by id), or appends it; `replacing` (an id) when a re-added price has a new
    /// id.
    void replace(const core::ApiPriceRecord& price, std::int64_t replacing = 0);
    void remove(std::int64_t id);
    int rowOf(std::int64_t id) const;

    /// The price with `text` entered in a column, or why the text is refused (the column named).
    core::Result<core::ApiPriceRecord> edited(const core::ApiPriceRecord& price, int column,
                                              const QString& text) const;
    /// Called with the price before and after an edit; returns whether it was applied.
    std::function<bool(const core::ApiPriceRecord& before, const core::ApiPriceRecord& after)> onEdit;

    /// False makes every cell read-only (a viewer of a team store).
    void setEditable(bool editable) { m_editable = editable; }

    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

signals:
    void editRefused(const QString& reason);

private:
    QString text(const core::ApiPriceRecord& p, int column) const;

    std::vector<core::ApiPriceRecord> m_prices;
    bool m_editable = true;
};

} // namespace gpuplan::ui
