#pragma once
// Stored prices as a table (read from a core::PriceStore, so it runs on the in-memory store in
// tests). Amounts are exact money shown in their own currency; Qt::UserRole sorts on numbers.

#include "core/prices/price_store.h"
#include "word_filter.h"

#include <QAbstractTableModel>

#include <functional>
#include <map>
#include <vector>

namespace gpuplan::ui {

class PriceTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Gpu, Provider, Region, Kind, Amount, Unit, Range, Date, Source, Note, ColumnCount };
    static constexpr int SortRole = Qt::UserRole;
    /// Every name a row can be found by, in both languages and as ids (the filter box matches it).
    static constexpr int SearchRole = SearchTextRole;

    explicit PriceTableModel(QObject* parent = nullptr);
    void setPrices(std::vector<core::PriceRecord> prices);
    /// Shows amounts converted to `currency` with `rates` (empty = each price in its own currency). A price
    /// whose currency has no rate stays in its own currency and says so in its tooltip.
    /// The rates' dates and sources are named in the tooltip of every converted amount.
    void setDisplayCurrency(const std::string& currency, std::vector<core::ExchangeRate> rates);

    /// Region names to show instead of ids (the Chinese name when the locale is Chinese).
    void setRegions(const std::vector<core::Region>& regions);
    /// GPU and provider names to show instead of ids (as the rest of the window names them).
    void setNames(std::map<std::string, QString> gpus, std::map<std::string, QString> providers);
    /// "H100 SXM 80GB in Beijing": a price as undo texts and messages name it.
    QString describe(const core::PriceRecord& p) const;

    /// The regions as last loaded from the store (the window's filter and costs use them too).
    const std::vector<core::Region>& regions() const { return m_regions; }
    /// Words for the kinds and units, translated.
    static QString kindText(core::PriceKind kind);
    static QString unitText(core::PriceUnit unit);
    /// The words an editor of the kind or unit column offers (empty for other columns).
    static QStringList choices(int column);

    /// Puts a stored record back into its row (by id) after an edit or its undo.
    void replace(const core::PriceRecord& record);
    const core::PriceRecord& record(int row) const { return m_prices.at(static_cast<std::size_t>(row)); }
    const std::vector<core::PriceRecord>& records() const { return m_prices; }

    /// Called with the row as it is and as the user wants it; returns whether the change was applied
    /// (the window turns it into an undoable command on the store).
    std::function<bool(const core::PriceRecord& before, const core::PriceRecord& after)> onEdit;

    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

signals:
    /// An edit that was refused, with the reason in words.
    void editRefused(const QString& reason);
    /// The stored prices changed (loaded, or one edited): what depends on them recomputes.
    void pricesChanged();

private:
    /// The amount as shown: converted when a display currency and a rate exist.
    std::optional<double> converted(const core::PriceRecord& p) const;

    std::vector<core::PriceRecord> m_prices;
    std::string m_displayCurrency;
    std::vector<core::Region> m_regions;
    std::map<std::string, QString> m_regionNames;
    std::map<std::string, QString> m_gpuNames;
    std::map<std::string, QString> m_providerNames;
    std::map<std::string, QString> m_regionSearch; // both languages and the id
    core::ExchangeRates m_rates;
    std::vector<core::ExchangeRate> m_rateRecords;
};

} // namespace gpuplan::ui
