#pragma once
// The scenario table: one row per scenario, input columns the user edits and result columns the
// core computes. A row is planned (core::estimateScenario) when its inputs change and re-costed
// (core::costScenario) when prices change, so a price edit never re-plans the table. A cell
// whose input is wrong is marked and its tooltip says why; typing in a cell previews the results
// before the edit is committed.

#include "estimate_cache.h"

#include "core/planning/scenario_cost.h"
#include "core/planning/scenario_regions.h"
#include "core/planning/scenario_serving_cost.h"

#include <QAbstractTableModel>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace gpuplan::ui {

/// Whose a scenario of a team store is (scenario_sharing.cpp): its owner (empty: the user's own, not yet
/// saved) and whether the team sees it.
struct ScenarioOwner {
    std::string owner;
    bool shared = false;
};

/// Another user's shared scenario as the status bar names it, and what a re-read of the team's shared
/// scenarios changed in the table (ScenarioTableModel::setOthersScenarios).
struct OthersScenario {
    std::string owner, name;
};
struct OthersChange {
    std::vector<OthersScenario> added, changed, removed;
    bool empty() const { return added.empty() && changed.empty() && removed.empty(); }
};

struct ScenarioRow {
    core::Scenario scenario;
    ScenarioOwner owner;
    core::ScenarioEstimate estimate;
    core::ScenarioPrices prices;
    core::ScenarioCost cost;
    /// A traffic row's economics against the APIs (ScenarioTableModel::servingCost): computed when first
    /// asked, dropped whenever the row is re-planned or re-costed or the API prices change.
    mutable std::shared_ptr<const core::ScenarioServingCost> serving;
};

class ScenarioTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // The results sit between the main inputs and the secondary ones (price, deadline, budget), so
    // a table of scenarios compares costs without scrolling.
    enum Column {
        Name,
        Kind,
        Model,
        Work,
        Gpu,
        Count,
        Precision,
        Region, // inputs
        Time,
        GpuHours,
        Rent,
        Buy,
        Throughput,
        Memory, // results
        Price,
        Deadline,
        Budget,
        Framework,
        Attention, // inputs (training: the software and its attention kernel)
        Plan,      // result
        Shared,    // on a team store: shared with the team (the user's own), or whose it is (another's)
        ColumnCount
    };
    static bool isResult(int column) { return (column >= Time && column <= Memory) || column == Plan; }
    static constexpr int SortRole = Qt::UserRole;
    /// True on a cell whose input is the scenario's problem (the view marks it).
    static constexpr int ProblemRole = Qt::UserRole + 1;
    /// On a rent or buy cell whose price is missing: "rent" or "purchase" (one click adds it).
    static constexpr int MissingPriceRole = Qt::UserRole + 2;

    explicit ScenarioTableModel(const core::Catalog& catalog, QObject* parent = nullptr);

    /// The stored prices, regions and exchange rates the costs come from; re-costs every row.
    void setPriceData(std::vector<core::PriceRecord> prices, std::vector<core::Region> regions,
                      core::ExchangeRates rates);
    void setPrices(std::vector<core::PriceRecord> prices);
    /// The stored API prices a traffic row is weighed against (those serving its model).
    void setApiPrices(std::vector<core::ApiPriceRecord> prices);
    /// A traffic row's economics: cost per million tokens, power, owning, and the APIs with their break-even
    /// loads (core::costServingTraffic; not known for other rows). Finding a break-even load repeats the
    /// deployment search, so it is computed for the row asked about and kept until that row or the prices
    /// change.
    const core::ScenarioServingCost& servingCost(int row) const;
    /// Shows rent and buy in `currency` (converted at the stored rates, marked "~"; "" = each in its
    /// price's currency). Nothing is re-costed.
    void setDisplayCurrency(const std::string& currency);
    /// The stored rates with their dates and sources, for the details panel to name them.
    void setRateRecords(std::vector<core::ExchangeRate> rates) { m_rateRecords = std::move(rates); }
    const std::vector<core::ExchangeRate>& rateRecords() const { return m_rateRecords; }
    /// The catalog changed (a GPU edited, added or removed): re-plans every row.
    void setCatalog(const core::Catalog& catalog);

    std::vector<core::Scenario> scenarios() const;
    /// Replaces the table; `owners` (in the same order; empty: all the user's own) says whose each is.
    void setScenarios(const std::vector<core::Scenario>& scenarios,
                      const std::vector<ScenarioOwner>& owners = {});
    std::vector<ScenarioOwner> owners() const;
    /// The team store's user; empty on a local store, where the Shared column is disabled.
    void setTeamUser(const QString& user) { m_teamUser = user; }
    const QString& teamUser() const { return m_teamUser; }
    /// True on another user's shared scenario: read-only here (copy it to change it).
    bool isOthers(int row) const;
    /// Marks the user's own row shared or private once the store has done so (not an edit of the table).
    void setShared(int row, bool shared);
    /// The rows before the first of another user's: the user's own. Their rows come after them (as the
    /// store reads them), so others' rows coming and going never move a row of the user's, which the undo
    /// history and an open editor refer to by number; a new row of the user's goes no further down.
    int ownRowCount() const;
    /// Brings others' shared rows to `scenarios` (with `owners`, in the same order) after someone else
    /// changed them: a row still there is replaced in place if it changed (and re-planned, re-costed), a row
    /// no longer there removed, a new one appended. The user's own rows are not touched (nor an editor open
    /// on one, nor their unsaved edits), and nothing is saved: these rows are not the user's to save.
    OthersChange setOthersScenarios(const std::vector<core::Scenario>& scenarios,
                                    const std::vector<ScenarioOwner>& owners);
    /// Replaces the user's own rows (a file opened, or that undone) and keeps the others' after them. A row
    /// without an owner in `owners` keeps the owner and shared flag of the own row of its name, as the store
    /// does when it saves it.
    void setOwnScenarios(const std::vector<core::Scenario>& own,
                         const std::vector<ScenarioOwner>& owners = {});
    void insertScenario(int row, const core::Scenario& scenario);
    void removeScenario(int row);
    void replaceScenario(int row, const core::Scenario& scenario);
    /// A scenario edited outside the table (the serving load dialog), applied as one edit through onEdit:
    /// false when refused (another user's scenario, said by editRefused) or unchanged.
    bool editScenario(int row, const core::Scenario& after);
    /// The estimates the rows were planned with, kept on the catalog (cleared with it): a row is planned
    /// again only when an input of its plan changes.
    EstimateCache& estimates() const { return m_estimates; }
    const ScenarioRow& row(int row) const { return m_rows.at(static_cast<std::size_t>(row)); }
    /// A new scenario with sensible defaults (LoRA of Llama 2 7B on 1B tokens on auto H100s, in the
    /// first region that prices the H100), named uniquely.
    core::Scenario newScenario() const;
    QString uniqueName(const QString& wanted) const;

    /// The scenario with the text typed into an input column applied, or why the text is refused.
    /// Accepts ids and shown names for the choice columns, "auto" for the count and the price.
    core::Result<core::Scenario> edited(const core::Scenario& scenario, int column,
                                        const QString& text) const;

    /// The choices of a choice column for one row: (shown text, value to set).
    std::vector<std::pair<QString, QString>> choices(int row, int column) const;
    static bool isChoiceColumn(int column);
    /// The card (id, name) whose rent (or server price) the row lacks: the row's own, or its generation
    /// pool's card when only that one is unpriced (the missing-price link adds a price for it).
    static std::pair<std::string, std::string> unpricedCard(const ScenarioRow& r, bool purchase);
    /// How the table names an attention kernel.
    static QString attentionText(core::AttentionKernel kernel);
    static QString frameworkText(core::Framework framework);
    /// Columns about training only: serving has nothing to choose there.
    static bool isTrainingOnly(int column) { return column == Framework || column == Attention; }

    /// Shows the results as if `text` were committed in the cell (while the user types); nothing
    /// changes until the edit is committed. An unparseable text clears the preview.
    void preview(int row, int column, const QString& text);
    void endPreview(int row);

    /// Called with the scenario before and after an edit; returns whether it was applied (the window
    /// turns it into an undoable command that calls replaceScenario).
    std::function<bool(int row, const core::Scenario& before, const core::Scenario& after)> onEdit;

    static QString kindText(core::ScenarioKind kind);
    QString regionName(const std::string& id) const;
    const std::vector<core::Region>& regions() const { return m_regions; }
    /// A training or RL row's job at the rent of every region that prices its card, cheapest first in the
    /// row's currency (core::rentsByRegion); none for a serving row or a row without an estimate.
    std::vector<core::RegionRent> rentsByRegion(int row) const;

    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

signals:
    void editRefused(const QString& reason);
    /// A row was added, removed or changed (the store's copy is saved on this).
    void scenariosChanged();
    /// The user ticked or cleared the Shared cell of their own row: the window asks the store.
    void shareRequested(int row, bool shared);

private:
    ScenarioRow evaluate(const core::Scenario& scenario) const;
    void cost(ScenarioRow& row) const;
    QVariant display(const ScenarioRow& r, int column) const;
    QVariant sortValue(const ScenarioRow& r, int column) const;
    QString toolTip(const ScenarioRow& r, int column) const;
    QString editText(const core::Scenario& s, int column) const;
    QString priceText(const core::PriceRecord& p) const;
    /// "rent" or "purchase" when the cell shows a price that is missing and can be added, else "".
    QString missingPrice(const ScenarioRow& r, int column) const;

    /// Whose the row is, in the Shared column and in every cell of another's row; nothing otherwise.
    std::optional<QVariant> sharingData(const ScenarioRow& r, int column, int role) const;
    Qt::ItemFlags sharingFlags(const ScenarioRow& r, int column, Qt::ItemFlags f) const;
    double inDisplayCurrency(double amount, const std::string& currency) const;
    QString shownMoney(double amount, const std::string& currency) const;

    const core::Catalog* m_catalog;
    mutable EstimateCache m_estimates; // on m_catalog: a rename or another region plans nothing again
    std::vector<ScenarioRow> m_rows;
    std::vector<std::optional<ScenarioRow>> m_previews;
    std::vector<core::PriceRecord> m_prices;
    std::vector<core::ApiPriceRecord> m_apiPrices;
    std::vector<core::Region> m_regions;
    core::ExchangeRates m_rates;
    std::vector<core::ExchangeRate> m_rateRecords;
    std::string m_displayCurrency;
    QString m_teamUser;
};

} // namespace gpuplan::ui
