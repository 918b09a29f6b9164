#pragma once
// The model catalog as a table: one row per model, a column per figure of its shape and architecture,
// and two the shape implies (its own parameter count, the KV cache of one long sequence). Display text is
// formatted for people; SortRole carries the typed value (235B sorts after 72B); the tooltip names the
// source. Cells are edited in place in the catalog CSV's terms (parameters as "235B" or "2.35e11"): the
// edit goes through the same parser as the files, so a bad figure is refused naming the column, and the
// page turns an accepted edit into an undoable change of the catalog and the store.

#include "core/catalog/model_spec.h"
#include "core/result.h"

#include <QAbstractTableModel>

#include <functional>
#include <vector>

namespace gpuplan::ui {

class ModelTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Id,
        Params,
        ActiveParams,
        CountedParams, // the shape's own count (read-only)
        Layers,
        Hidden,
        Heads,
        KvHeads,
        HeadDim,
        Ffn,
        Experts,
        TopK,
        MoeLayers,
        ExpertFfn,
        SharedExpertFfn,
        KvLoraRank,
        SlidingWindow,
        SlidingLayers,
        LinearLayers,
        Vocab,
        Seq,
        MaxContext,
        KvCache, // bytes of one 32K-token sequence's cache in BF16 (read-only)
        Earlier,
        Source,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole;
    /// The sequence the KV cache column is shown for.
    static constexpr double kKvCacheTokens = 32768;

    explicit ModelTableModel(QObject* parent = nullptr);
    void setModels(std::vector<core::ModelSpec> models);
    const std::vector<core::ModelSpec>& models() const { return m_models; }
    const core::ModelSpec& model(int row) const { return m_models.at(static_cast<std::size_t>(row)); }
    /// Puts a model into its row (by id), or appends it.
    void replace(const core::ModelSpec& model);
    void remove(const std::string& id);
    int rowOf(const std::string& id) const;

    /// The model with `text` entered in a column, or why the text is refused (the column named).
    core::Result<core::ModelSpec> edited(const core::ModelSpec& model, int column, const QString& text) const;
    /// Called with the model before and after an edit; returns whether it was applied.
    std::function<bool(const core::ModelSpec& before, const core::ModelSpec& after)> onEdit;

    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

signals:
    void editRefused(const QString& reason);

private:
    QVariant typedValue(const core::ModelSpec& m, int column) const;
    QString text(const core::ModelSpec& m, int column) const;

    std::vector<core::ModelSpec> m_models;
};

} // namespace gpuplan::ui
