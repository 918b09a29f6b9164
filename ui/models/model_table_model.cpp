#include "models/model_table_model.h"
#include "qt_text.h"

#include "core/catalog/catalog_store.h"
#include "core/catalog/model_shape.h"

#include <QFont>
#include <QLocale>

namespace gpuplan::ui {
namespace {

// The catalog CSV column each table column edits (none for the id and the figures the shape implies).
const char* csvColumn(int column) {
    static const char* const columns[ModelTableModel::ColumnCount] = {"name",
                                                                      "",
                                                                      "params",
                                                                      "active_params",
                                                                      "",
                                                                      "layers",
                                                                      "hidden",
                                                                      "heads",
                                                                      "kv_heads",
                                                                      "head_dim",
                                                                      "ffn",
                                                                      "experts",
                                                                      "top_k",
                                                                      "moe_layers",
                                                                      "expert_ffn",
                                                                      "shared_expert_ffn",
                                                                      "kv_lora_rank",
                                                                      "sliding_window",
                                                                      "sliding_layers",
                                                                      "linear_layers",
                                                                      "vocab",
                                                                      "seq",
                                                                      "max_context",
                                                                      "",
                                                                      "earlier",
                                                                      "source"};
    return column >= 0 && column < ModelTableModel::ColumnCount ? columns[column] : "";
}

bool isText(int column) {
    return column == ModelTableModel::Name || column == ModelTableModel::Id ||
           column == ModelTableModel::Source;
}

QString billions(double v, bool exact) {
    if (exact) // what an editor starts from: every digit, so committing it unchanged changes nothing
        return QString::number(v / 1e9, 'g', 12) + QLatin1Char('B');
    return QLocale().toString(v / 1e9, 'f', v < 10e9 ? 2 : 1) + QStringLiteral(" B");
}

} // namespace

ModelTableModel::ModelTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ModelTableModel::setModels(std::vector<core::ModelSpec> models) {
    beginResetModel();
    m_models = std::move(models);
    endResetModel();
}

int ModelTableModel::rowOf(const std::string& id) const {
    for (std::size_t i = 0; i < m_models.size(); ++i)
        if (m_models[i].id == id)
            return static_cast<int>(i);
    return -1;
}

void ModelTableModel::replace(const core::ModelSpec& model) {
    if (const int row = rowOf(model.id); row >= 0) {
        m_models[static_cast<std::size_t>(row)] = model;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    beginInsertRows({}, rowCount(), rowCount());
    m_models.push_back(model);
    endInsertRows();
}

void ModelTableModel::remove(const std::string& id) {
    if (const int row = rowOf(id); row >= 0) {
        beginRemoveRows({}, row, row);
        m_models.erase(m_models.begin() + row);
        endRemoveRows();
    }
}

int ModelTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_models.size());
}

int ModelTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ModelTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    if (role == Qt::ToolTipRole) {
        if (section == CountedParams)
            return tr("Parameters the shape counts layer by layer (embeddings, attention, dense and expert "
                      "MLPs); the estimates use Parameters, the published total");
        if (section == KvCache)
            return tr("The KV cache (or linear-attention state) of one sequence of 32,768 tokens in BF16, "
                      "with latent attention, sliding windows and linear layers as the model has them");
        return QString::fromLatin1(csvColumn(section)); // the catalog CSV's column, for files and `model set`
    }
    switch (section) {
    case Name:
        return tr("Name");
    case Id:
        return tr("ID");
    case Params:
        return tr("Parameters");
    case ActiveParams:
        return tr("Active");
    case CountedParams:
        return tr("Counted");
    case Layers:
        return tr("Layers");
    case Hidden:
        return tr("Hidden");
    case Heads:
        return tr("Heads");
    case KvHeads:
        return tr("KV heads");
    case HeadDim:
        return tr("Head dim");
    case Ffn:
        return tr("FFN");
    case Experts:
        return tr("Experts");
    case TopK:
        return tr("Top-k");
    case MoeLayers:
        return tr("MoE layers");
    case ExpertFfn:
        return tr("Expert FFN");
    case SharedExpertFfn:
        return tr("Shared FFN");
    case KvLoraRank:
        return tr("KV latent (MLA)");
    case SlidingWindow:
        return tr("Window");
    case SlidingLayers:
        return tr("Window layers");
    case LinearLayers:
        return tr("Linear layers");
    case Vocab:
        return tr("Vocabulary");
    case Seq:
        return tr("Train seq");
    case MaxContext:
        return tr("Max context");
    case KvCache:
        return tr("KV @32K");
    case Earlier:
        return tr("Earlier");
    case Source:
        return tr("Source");
    default:
        return {};
    }
}

QVariant ModelTableModel::typedValue(const core::ModelSpec& m, int column) const {
    switch (column) {
    case Name:
        return u(m.name);
    case Id:
        return u(m.id);
    case Params:
        return m.params;
    case ActiveParams:
        return m.activeParams;
    case CountedParams:
        return core::countParams(m).total;
    case Layers:
        return m.layers;
    case Hidden:
        return m.hidden;
    case Heads:
        return m.heads;
    case KvHeads:
        return m.kvHeads;
    case HeadDim: // latent attention's query and key heads are nope + rope wide (DeepSeek-V3: 192)
        return m.isMla() ? m.nopeHeadDim + m.ropeHeadDim : m.headDim();
    case Ffn:
        return m.ffn;
    case Experts:
        return m.experts;
    case TopK:
        return m.topK;
    case MoeLayers:
        return m.moeLayers;
    case ExpertFfn:
        return m.expertFfn;
    case SharedExpertFfn:
        return m.sharedExpertFfn;
    case KvLoraRank:
        return m.kvLoraRank;
    case SlidingWindow:
        return m.slidingWindow;
    case SlidingLayers:
        return m.slidingLayers;
    case LinearLayers:
        return m.linearLayers;
    case Vocab:
        return m.vocab;
    case Seq:
        return m.seqLen;
    case MaxContext:
        return m.maxContext;
    case KvCache:
        return core::kvCacheBytes(m, kKvCacheTokens, 1, 2.0);
    case Earlier:
        return m.earlierGeneration;
    case Source:
        return u(m.source);
    default:
        return {};
    }
}

QString ModelTableModel::text(const core::ModelSpec& m, int column) const {
    const QVariant v = typedValue(m, column);
    switch (column) {
    case Params:
    case ActiveParams:
    case CountedParams:
        return billions(v.toDouble(), false);
    case KvCache:
        return QLocale().toString(v.toDouble() / 1e9, 'f', 2) + QStringLiteral(" GB");
    case Earlier:
        return {}; // a check box
    default:
        break;
    }
    if (isText(column))
        return v.toString();
    // A part the model does not have is blank rather than 0 (no experts, no window).
    return v.toInt() > 0 ? QLocale().toString(v.toInt()) : QString();
}

Qt::ItemFlags ModelTableModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid() || !*csvColumn(index.column()))
        return f;
    return index.column() == Earlier ? f | Qt::ItemIsUserCheckable : f | Qt::ItemIsEditable;
}

QVariant ModelTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const core::ModelSpec& m = m_models[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return text(m, column);
    case Qt::EditRole:
        if (column == Params || column == ActiveParams)
            return billions(typedValue(m, column).toDouble(), true);
        return isText(column) ? typedValue(m, column) : QVariant(typedValue(m, column).toInt());
    case SortRole:
        return typedValue(m, column);
    case Qt::CheckStateRole:
        return column == Earlier ? QVariant(m.earlierGeneration ? Qt::Checked : Qt::Unchecked) : QVariant();
    case Qt::ToolTipRole:
        return m.version > 0 ? tr("Source: %1\nVersion %2 in the store").arg(u(m.source)).arg(m.version)
                             : tr("Source: %1").arg(u(m.source));
    case Qt::FontRole:
        if (m.earlierGeneration) { // kept for stored scenarios: listed, but shown as the past
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        return isText(column) ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                              : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

core::Result<core::ModelSpec> ModelTableModel::edited(const core::ModelSpec& model, int column,
                                                      const QString& text) const {
    const std::string name = csvColumn(column);
    if (name.empty())
        return core::fail(tr("this column cannot be edited").toStdString());
    // Typed in the user's locale ("1,024" or "1 024"): the file's plain digits are what the parser reads.
    QString typed = text.trimmed();
    if (!isText(column) && column != Params && column != ActiveParams) {
        bool ok = false;
        const int n = QLocale().toInt(typed, &ok);
        if (ok)
            typed = QString::number(n);
    }
    auto changed = core::withCatalogFields(model, {{name, typed.toStdString()}});
    if (!changed)
        return core::fail(
            tr("%1: %2")
                .arg(headerData(column, Qt::Horizontal, Qt::DisplayRole).toString(), u(changed.error()))
                .toStdString());
    return core::validateStoredModel(changed.value()); // a name and a source too
}

bool ModelTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || index.row() >= rowCount() || !onEdit)
        return false;
    const core::ModelSpec before = model(index.row());
    QString text = value.toString();
    if (role == Qt::CheckStateRole && index.column() == Earlier)
        text = value.toInt() == Qt::Checked ? QStringLiteral("yes") : QStringLiteral("no");
    else if (role != Qt::EditRole)
        return false;
    auto after = edited(before, index.column(), text);
    if (!after) {
        emit editRefused(u(after.error()));
        return false;
    }
    if (after.value() == before)
        return false; // committed unchanged: nothing to write or undo
    return onEdit(before, after.value());
}

} // namespace gpuplan::ui
