#pragma once
// The GPU catalog as a table: one row per GPU, one column per spec. Display text is formatted for
// people; Qt::UserRole carries the typed value the proxy sorts on (memory sorts as numbers, not
// text); the tooltip names each value's source; unverified GPUs are shown in italics. Cells are
// edited in place (in the units of the header); the window turns an edit into an undoable change
// of the catalog and the store.

#include "core/catalog/gpu_spec.h"
#include "core/result.h"

#include <functional>

#include <QAbstractTableModel>

#include <vector>

namespace gpuplan::ui {

class GpuCatalogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Id,
        Name,
        Vendor,
        Architecture,
        Die,
        FormFactor,
        Memory,
        MemoryType,
        Bandwidth,
        Fp32,
        Tf32,
        Bf16,
        Fp16,
        Fp8,
        Int8,
        Fp4,
        Tdp,
        SystemPower, // the rack's (an NVL72's) power, where the card is sold and fed by the rack
        Link,
        LinkBandwidth,
        LinkDomain,
        PcieBandwidth,
        Mig,
        GpusPerNode,
        Network,
        Verified,
        Verification,
        Source,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole;

    explicit GpuCatalogModel(QObject* parent = nullptr);
    void setGpus(std::vector<core::GpuSpec> gpus);
    const core::GpuSpec& gpu(int row) const { return m_gpus.at(static_cast<std::size_t>(row)); }
    /// Puts a GPU into its row (by id), or appends it.
    void replace(const core::GpuSpec& gpu);
    void remove(const std::string& id);
    int rowOf(const std::string& id) const;

    /// The GPU with `text` entered in a column, or why the text is refused.
    core::Result<core::GpuSpec> edited(const core::GpuSpec& gpu, int column, const QString& text) const;
    /// Called with the GPU before and after an edit; returns whether it was applied.
    std::function<bool(const core::GpuSpec& before, const core::GpuSpec& after)> onEdit;

    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

signals:
    void editRefused(const QString& reason);

private:
    QVariant typedValue(const core::GpuSpec& g, int column) const;
    QString text(const core::GpuSpec& g, int column) const;
    /// The number a numeric column shows, in the header's unit, and where it lives in the spec.
    double* field(core::GpuSpec& g, int column, double& scale) const;

    std::vector<core::GpuSpec> m_gpus;
};

} // namespace gpuplan::ui
