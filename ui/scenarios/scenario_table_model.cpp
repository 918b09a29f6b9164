#include "scenarios/scenario_table_model.h"
#include "qt_text.h"

#include "display_format.h"
#include "prices/price_table_model.h"

#include <QApplication>
#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>
#include <QStyle>

namespace gpuplan::ui {
namespace {

// The input column that shows a problem of each kind.
int columnOf(core::ScenarioField f) {
    switch (f) {
    case core::ScenarioField::Name:
        return ScenarioTableModel::Name;
    case core::ScenarioField::Kind:
        return ScenarioTableModel::Kind;
    case core::ScenarioField::Model:
        return ScenarioTableModel::Model;
    case core::ScenarioField::Tokens:
        return ScenarioTableModel::Work;
    case core::ScenarioField::Gpu:
        return ScenarioTableModel::Gpu;
    case core::ScenarioField::Count:
        return ScenarioTableModel::Count;
    case core::ScenarioField::Precision:
        return ScenarioTableModel::Precision;
    case core::ScenarioField::Region:
        return ScenarioTableModel::Region;
    case core::ScenarioField::Price:
        return ScenarioTableModel::Price;
    case core::ScenarioField::Deadline:
        return ScenarioTableModel::Deadline;
    case core::ScenarioField::Budget:
        return ScenarioTableModel::Budget;
    case core::ScenarioField::None:
        break;
    }
    return -1;
}

const QColor kProblem(255, 214, 214);
const QColor kWarning(255, 240, 200);
const QColor kComputed(240, 246, 255); // results: computed, not typed

} // namespace

ScenarioTableModel::ScenarioTableModel(const core::Catalog& catalog, QObject* parent)
    : QAbstractTableModel(parent), m_catalog(&catalog) {}

void ScenarioTableModel::cost(ScenarioRow& r) const {
    r.prices = core::choosePrices(r.scenario, m_prices, m_regions, m_rates);
    r.cost = core::costScenario(r.scenario, r.estimate, r.prices, m_rates);
    r.serving.reset();
}

void ScenarioTableModel::setApiPrices(std::vector<core::ApiPriceRecord> prices) {
    m_apiPrices = std::move(prices);
    for (ScenarioRow& r : m_rows)
        r.serving.reset();
    // Nothing in the table shows them: the details panel asks again when the data changes.
    if (!m_rows.empty())
        emit dataChanged(index(0, Rent), index(rowCount() - 1, Rent));
}

const core::ScenarioServingCost& ScenarioTableModel::servingCost(int row) const {
    const ScenarioRow& r = m_rows.at(static_cast<std::size_t>(row));
    if (!r.serving)
        r.serving = std::make_shared<const core::ScenarioServingCost>(core::costServingTraffic(
            r.scenario, *m_catalog, r.estimate, r.cost, r.prices, m_apiPrices, m_rates));
    return *r.serving;
}

ScenarioRow ScenarioTableModel::evaluate(const core::Scenario& s) const {
    ScenarioRow r;
    r.scenario = s;
    r.estimate = m_estimates.estimate(s, *m_catalog);
    cost(r);
    return r;
}

void ScenarioTableModel::setPriceData(std::vector<core::PriceRecord> prices,
                                      std::vector<core::Region> regions, core::ExchangeRates rates) {
    m_regions = std::move(regions);
    m_rates = std::move(rates);
    setPrices(std::move(prices));
}

void ScenarioTableModel::setDisplayCurrency(const std::string& currency) {
    if (currency == m_displayCurrency)
        return;
    m_displayCurrency = currency;
    if (!m_rows.empty())
        emit dataChanged(index(0, Rent), index(rowCount() - 1, Buy));
}

void ScenarioTableModel::setPrices(std::vector<core::PriceRecord> prices) {
    m_prices = std::move(prices);
    for (ScenarioRow& r : m_rows)
        cost(r);
    if (!m_rows.empty()) // prices feed the price, budget and cost columns only
        emit dataChanged(index(0, Time), index(rowCount() - 1, ColumnCount - 1));
}

void ScenarioTableModel::setCatalog(const core::Catalog& catalog) {
    // Every row changed, none added or removed: no reset (it would close an editor open in the table), and
    // only the cells that look different are announced, since the view writes an announced cell's value
    // over what is being typed in an editor open on it (another user's catalog change arrives mid-edit).
    m_catalog = &catalog;
    m_estimates.clear(); // made on the old catalog
    const auto look = [this](int row, int column) {
        const QModelIndex cell = index(row, column);
        return QVariantList{cell.data(Qt::DisplayRole), cell.data(Qt::ToolTipRole),
                            cell.data(Qt::ForegroundRole), cell.data(Qt::BackgroundRole),
                            cell.data(Qt::FontRole)};
    };
    for (int i = 0; i < rowCount(); ++i) {
        std::vector<QVariantList> before;
        for (int c = 0; c < ColumnCount; ++c)
            before.push_back(look(i, c));
        const ScenarioOwner owner = m_rows[i].owner;
        m_rows[i] = evaluate(m_rows[i].scenario);
        m_rows[i].owner = owner;
        if (m_previews[i])
            m_previews[i] = evaluate(m_previews[i]->scenario);
        for (int c = 0; c < ColumnCount; ++c)
            if (isResult(c) || look(i, c) != before[c])
                emit dataChanged(index(i, c), index(i, c));
    }
}

std::vector<core::Scenario> ScenarioTableModel::scenarios() const {
    std::vector<core::Scenario> out;
    for (const ScenarioRow& r : m_rows)
        out.push_back(r.scenario);
    return out;
}

void ScenarioTableModel::setScenarios(const std::vector<core::Scenario>& scenarios,
                                      const std::vector<ScenarioOwner>& owners) {
    beginResetModel();
    m_rows.clear();
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        m_rows.push_back(evaluate(scenarios[i]));
        if (i < owners.size())
            m_rows.back().owner = owners[i];
    }
    m_previews.assign(m_rows.size(), std::nullopt);
    endResetModel();
    emit scenariosChanged();
}

void ScenarioTableModel::insertScenario(int row, const core::Scenario& scenario) {
    beginInsertRows({}, row, row);
    m_rows.insert(m_rows.begin() + row, evaluate(scenario));
    m_previews.insert(m_previews.begin() + row, std::nullopt);
    endInsertRows();
    emit scenariosChanged();
}

void ScenarioTableModel::removeScenario(int row) {
    beginRemoveRows({}, row, row);
    m_rows.erase(m_rows.begin() + row);
    m_previews.erase(m_previews.begin() + row);
    endRemoveRows();
    emit scenariosChanged();
}

void ScenarioTableModel::replaceScenario(int row, const core::Scenario& scenario) {
    const ScenarioOwner owner = m_rows.at(static_cast<std::size_t>(row)).owner; // an edit keeps whose it is
    m_rows.at(static_cast<std::size_t>(row)) = evaluate(scenario);
    m_rows.at(static_cast<std::size_t>(row)).owner = owner;
    m_previews.at(static_cast<std::size_t>(row)).reset();
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    emit scenariosChanged();
}

void ScenarioTableModel::preview(int row, int column, const QString& text) {
    if (row < 0 || row >= rowCount())
        return;
    auto changed = edited(m_rows[static_cast<std::size_t>(row)].scenario, column, text);
    if (changed)
        m_previews[static_cast<std::size_t>(row)] = evaluate(changed.value());
    else
        m_previews[static_cast<std::size_t>(row)].reset();
    emit dataChanged(index(row, Time), index(row, ColumnCount - 1));
}

void ScenarioTableModel::endPreview(int row) {
    if (row < 0 || row >= rowCount() || !m_previews[static_cast<std::size_t>(row)])
        return;
    m_previews[static_cast<std::size_t>(row)].reset();
    emit dataChanged(index(row, Time), index(row, ColumnCount - 1));
}

QString ScenarioTableModel::uniqueName(const QString& wanted) const {
    auto taken = [this](const QString& n) {
        for (const ScenarioRow& r : m_rows)
            if (u(r.scenario.name) == n)
                return true;
        return false;
    };
    QString name = wanted;
    for (int i = 2; taken(name); ++i)
        name = wanted + QStringLiteral(" (%1)").arg(i);
    return name;
}

core::Scenario ScenarioTableModel::newScenario() const {
    core::Scenario s;
    s.name = uniqueName(tr("Scenario %1").arg(rowCount() + 1)).toStdString();
    s.kind = core::ScenarioKind::Lora;
    s.modelId = m_catalog->model("llama2-7b") ? "llama2-7b" : m_catalog->models().front().id;
    s.tokens = 1e9;
    s.gpuId = m_catalog->gpu("h100-sxm") ? "h100-sxm" : m_catalog->gpus().front().id;
    for (const core::PriceRecord& p : m_prices)
        if (p.gpuId == s.gpuId && p.kind != core::PriceKind::Spot && p.kind != core::PriceKind::Purchase) {
            s.regionId = p.regionId;
            break;
        }
    return s;
}

QString ScenarioTableModel::kindText(core::ScenarioKind kind) {
    switch (kind) {
    case core::ScenarioKind::Pretrain:
        return tr("Pre-training");
    case core::ScenarioKind::FullFinetune:
        return tr("Full fine-tuning");
    case core::ScenarioKind::Lora:
        return tr("LoRA fine-tuning");
    case core::ScenarioKind::Qlora:
        return tr("QLoRA fine-tuning");
    case core::ScenarioKind::Inference:
        return tr("Inference");
    case core::ScenarioKind::Grpo:
        return tr("GRPO post-training");
    case core::ScenarioKind::Ppo:
        return tr("PPO post-training");
    case core::ScenarioKind::Dpo:
        return tr("DPO preference training");
    }
    return {};
}

QString ScenarioTableModel::regionName(const std::string& id) const {
    for (const core::Region& r : m_regions)
        if (r.id == id)
            return ui::regionName(r);
    return u(id);
}

std::vector<core::RegionRent> ScenarioTableModel::rentsByRegion(int row) const {
    const ScenarioRow& r = m_rows.at(static_cast<std::size_t>(row));
    if (!r.estimate.ok || !r.estimate.training)
        return {};
    const std::string currency = r.cost.currency.empty() ? std::string("USD") : r.cost.currency;
    return core::rentsByRegion(r.scenario, r.estimate, m_prices, m_regions, m_rates, currency);
}

QString ScenarioTableModel::priceText(const core::PriceRecord& p) const {
    return tr("%1, %2 per %3")
        .arg(u(p.providerId), moneyText(p.amount.toDouble(), u(p.amount.currency())),
             PriceTableModel::unitText(p.unit));
}

int ScenarioTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int ScenarioTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

Qt::ItemFlags ScenarioTableModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid())
        return f;
    // Serving has no framework or attention-kernel choice: the estimate does not depend on them.
    const bool servingHasNoChoice =
        isTrainingOnly(index.column()) &&
        m_rows.at(static_cast<std::size_t>(index.row())).scenario.kind == core::ScenarioKind::Inference;
    // A traffic row's load is several figures: the serving load dialog edits it (ScenarioPage opens it on a
    // double-click), so the cell takes no tokens-per-second value the estimate would not use.
    const core::Scenario& scenario = m_rows.at(static_cast<std::size_t>(index.row())).scenario;
    // An RL run is several figures too: the RL run dialog edits it.
    const bool trafficLoad = index.column() == Work &&
                             ((scenario.kind == core::ScenarioKind::Inference && scenario.traffic.set()) ||
                              core::isRlKind(scenario.kind));
    if (!isResult(index.column()) && index.column() != Shared && !servingHasNoChoice && !trafficLoad)
        f |= Qt::ItemIsEditable;
    return sharingFlags(m_rows.at(static_cast<std::size_t>(index.row())), index.column(), f);
}

bool ScenarioTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid())
        return false;
    if (role == Qt::CheckStateRole && index.column() == Shared) {
        if (flags(index) & Qt::ItemIsUserCheckable) // the store decides; setShared shows what it did
            emit shareRequested(index.row(), value.toInt() == Qt::Checked);
        return false;
    }
    if (role != Qt::EditRole || isResult(index.column()) || index.column() == Shared)
        return false;
    if (isOthers(index.row())) {
        emit editRefused(tr("this scenario is %1's: duplicate it to change a copy of your own")
                             .arg(u(m_rows.at(static_cast<std::size_t>(index.row())).owner.owner)));
        return false;
    }
    const core::Scenario& before = m_rows.at(static_cast<std::size_t>(index.row())).scenario;
    auto after = edited(before, index.column(), value.toString());
    if (!after) {
        emit editRefused(QString::fromStdString(after.error()));
        endPreview(index.row());
        return false;
    }
    if (editText(after.value(), index.column()) == editText(before, index.column())) {
        endPreview(index.row());
        return false; // nothing changed: no undo step
    }
    if (onEdit)
        return onEdit(index.row(), before, after.value());
    replaceScenario(index.row(), after.value());
    return true;
}

bool ScenarioTableModel::editScenario(int row, const core::Scenario& after) {
    if (row < 0 || row >= rowCount())
        return false;
    if (isOthers(row)) {
        emit editRefused(tr("this scenario is %1's: duplicate it to change a copy of your own")
                             .arg(u(m_rows.at(static_cast<std::size_t>(row)).owner.owner)));
        return false;
    }
    const core::Scenario before = m_rows.at(static_cast<std::size_t>(row)).scenario;
    if (before == after)
        return false; // nothing changed: no undo step
    if (onEdit)
        return onEdit(row, before, after);
    replaceScenario(row, after);
    return true;
}

QVariant ScenarioTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    const std::size_t i = static_cast<std::size_t>(index.row());
    const int c = index.column();
    const bool previewing = isResult(c) && m_previews[i].has_value();
    const ScenarioRow& r = previewing ? *m_previews[i] : m_rows[i];
    const bool problem = !r.estimate.ok && columnOf(r.estimate.problemField) == c;
    if (auto sharing = sharingData(r, c, role))
        return *sharing;
    switch (role) {
    case Qt::DisplayRole:
        return display(r, c);
    case Qt::EditRole:
        return editText(r.scenario, c);
    case SortRole:
        return sortValue(r, c);
    case ProblemRole:
        return problem;
    case MissingPriceRole:
        return missingPrice(r, c);
    case Qt::ToolTipRole:
        return toolTip(r, c);
    case Qt::TextAlignmentRole:
        return c >= Time && c <= Throughput ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::BackgroundRole:
        if (problem || (c == Rent && r.cost.overBudget) || (c == Price && !r.cost.rentKnown && r.estimate.ok))
            return QBrush(kProblem);
        if (c == Time && !r.estimate.warnings.empty())
            return QBrush(kWarning);
        if (isResult(c))
            return QBrush(kComputed);
        return {};
    case Qt::DecorationRole:
        if (problem)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::ForegroundRole:
        if (!missingPrice(r, c).isEmpty()) // a link: one click adds the missing price
            return QApplication::palette().brush(QPalette::Link);
        return {};
    case Qt::FontRole:
        if (!missingPrice(r, c).isEmpty()) {
            QFont f;
            f.setUnderline(true);
            return f;
        }
        if (previewing || (c == Price && r.scenario.priceId == 0) ||
            (c == Count && (r.scenario.gpus == 0 || (r.estimate.ok && r.estimate.gpus != r.scenario.gpus)))) {
            // italics: chosen by the program (auto, whole trays) or a preview of an uncommitted edit
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    default:
        return {};
    }
}

} // namespace gpuplan::ui
