#include "gpu_catalog_model.h"

#include <QFont>
#include <QLocale>

namespace gpuplan::ui {
namespace {

QString u(const std::string& s) {
    return QString::fromStdString(s);
}

double tera(const core::GpuSpec& g, core::Precision p) {
    return g.peak[core::index(p)] / 1e12;
}

} // namespace

GpuCatalogModel::GpuCatalogModel(QObject* parent) : QAbstractTableModel(parent) {}

void GpuCatalogModel::setGpus(std::vector<core::GpuSpec> gpus) {
    beginResetModel();
    m_gpus = std::move(gpus);
    endResetModel();
}

int GpuCatalogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_gpus.size());
}

int GpuCatalogModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GpuCatalogModel::typedValue(const core::GpuSpec& g, int column) const {
    switch (column) {
    case Id:
        return u(g.id);
    case Name:
        return u(g.name);
    case Vendor:
        return u(g.vendor);
    case Architecture:
        return u(g.architecture);
    case Memory:
        return g.memoryBytes / 1e9;
    case MemoryType:
        return u(g.memoryType);
    case Bandwidth:
        return g.memoryBandwidth / 1e12;
    case Bf16:
        return tera(g, core::Precision::BF16);
    case Fp8:
        return tera(g, core::Precision::FP8);
    case Tf32:
        return tera(g, core::Precision::TF32);
    case Int8:
        return tera(g, core::Precision::INT8);
    case Link:
        return QString::fromUtf8(core::linkTypeName(g.link).data());
    case LinkBandwidth:
        return g.linkBandwidth / 1e9;
    case Tdp:
        return g.tdpWatts;
    case Mig:
        return g.migInstances;
    }
    return {};
}

QString GpuCatalogModel::text(const core::GpuSpec& g, int column) const {
    const QVariant v = typedValue(g, column);
    if (v.typeId() != QMetaType::Double && v.typeId() != QMetaType::Int)
        return v.toString();
    const double d = v.toDouble();
    if ((column == Fp8 || column == Tf32 || column == Int8) && d <= 0)
        return tr("n/a");
    const QLocale locale;
    switch (column) {
    case Memory:
        return tr("%1 GB").arg(locale.toString(d, 'f', 0));
    case Bandwidth:
        return tr("%1 TB/s").arg(locale.toString(d, 'f', 2));
    case LinkBandwidth:
        return tr("%1 GB/s").arg(locale.toString(d, 'f', 0));
    case Tdp:
        return tr("%1 W").arg(locale.toString(d, 'f', 0));
    case Mig:
        return d > 0 ? locale.toString(static_cast<int>(d)) : tr("none");
    default:
        return locale.toString(d, 'g', 5);
    }
}

QVariant GpuCatalogModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const core::GpuSpec& g = m_gpus[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return text(g, index.column());
    case SortRole:
        return typedValue(g, index.column());
    case Qt::ToolTipRole:
        return tr("Source: %1\nVerification: %2").arg(u(g.source), u(g.verification));
    case Qt::FontRole:
        if (g.unverified) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        return typedValue(g, index.column()).typeId() == QMetaType::QString
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant GpuCatalogModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Id:
        return tr("ID");
    case Name:
        return tr("Name");
    case Vendor:
        return tr("Vendor");
    case Architecture:
        return tr("Architecture");
    case Memory:
        return tr("Memory");
    case MemoryType:
        return tr("Memory type");
    case Bandwidth:
        return tr("Bandwidth");
    case Bf16:
        return tr("BF16 TFLOPS");
    case Fp8:
        return tr("FP8 TFLOPS");
    case Tf32:
        return tr("TF32 TFLOPS");
    case Int8:
        return tr("INT8 TOPS");
    case Link:
        return tr("GPU link");
    case LinkBandwidth:
        return tr("Link bandwidth");
    case Tdp:
        return tr("Power");
    case Mig:
        return tr("MIG");
    }
    return {};
}

} // namespace gpuplan::ui
