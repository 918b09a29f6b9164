#pragma once
// The GPU catalog as a table: one row per GPU, one column per spec. Display text is formatted for
// people; Qt::UserRole carries the typed value the proxy sorts on (memory sorts as numbers, not
// text); the tooltip names each value's source; unverified GPUs are shown in italics.

#include "core/gpu_spec.h"

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
        Memory,
        MemoryType,
        Bandwidth,
        Bf16,
        Fp8,
        Tf32,
        Int8,
        Link,
        LinkBandwidth,
        Tdp,
        Mig,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole;

    explicit GpuCatalogModel(QObject* parent = nullptr);
    void setGpus(std::vector<core::GpuSpec> gpus);
    const core::GpuSpec& gpu(int row) const { return m_gpus.at(static_cast<std::size_t>(row)); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant typedValue(const core::GpuSpec& g, int column) const;
    QString text(const core::GpuSpec& g, int column) const;

    std::vector<core::GpuSpec> m_gpus;
};

} // namespace gpuplan::ui
