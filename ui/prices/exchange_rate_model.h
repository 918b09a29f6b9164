#pragma once
// The stored exchange rates as an editable table (currency, USD per unit, range, date, source, URL). A rate
// changed without a new source gets an "edited" source (core::withEditProvenance), so the source shown stays
// true for the number. The window saves an edit as an undoable SetExchangeRateCommand (place_edit_command.h).

#include "core/prices/price_store.h"

#include <QAbstractTableModel>

#include <functional>
#include <optional>
#include <vector>

namespace gpuplan::ui {

class ExchangeRateModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Currency, UsdPerUnit, Range, Date, Source, Url, ColumnCount };

    explicit ExchangeRateModel(QObject* parent = nullptr);
    void setRates(std::vector<core::ExchangeRate> rates);
    const core::ExchangeRate& rate(int row) const { return m_rates.at(static_cast<std::size_t>(row)); }
    /// The rates as last loaded from the store (the window's conversions use them too).
    const std::vector<core::ExchangeRate>& rates() const { return m_rates; }

    /// Called with the rate as it is and as the user wants it; returns whether it was stored.
    std::function<bool(const core::ExchangeRate& before, const core::ExchangeRate& after)> onEdit;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

signals:
    void editRefused(const QString& reason);

private:
    std::vector<core::ExchangeRate> m_rates;
};

/// "converted at 1 CNY = 0.1476 USD (2026-06-01), ..." for the currencies a view converts, so every
/// converted amount shows the rate and date behind it; `brief` gives only the dates ("converted at the
/// rates of 2026-06-01"), for a status line whose tooltip holds the whole.
QString ratesNote(const std::vector<core::ExchangeRate>& rates, const QStringList& currencies,
                  const QString& displayCurrency, bool brief = false);

} // namespace gpuplan::ui
