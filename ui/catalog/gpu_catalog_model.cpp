#include "catalog/gpu_catalog_model.h"
#include "qt_text.h"

#include "core/catalog/catalog.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

namespace gpuplan::ui {
namespace {

bool isNumeric(int column) {
    switch (column) {
    case GpuCatalogModel::Memory:
    case GpuCatalogModel::Bandwidth:
    case GpuCatalogModel::Fp32:
    case GpuCatalogModel::Tf32:
    case GpuCatalogModel::Bf16:
    case GpuCatalogModel::Fp16:
    case GpuCatalogModel::Fp8:
    case GpuCatalogModel::Int8:
    case GpuCatalogModel::Fp4:
    case GpuCatalogModel::Tdp:
    case GpuCatalogModel::SystemPower:
    case GpuCatalogModel::LinkBandwidth:
    case GpuCatalogModel::LinkDomain:
    case GpuCatalogModel::PcieBandwidth:
    case GpuCatalogModel::Mig:
    case GpuCatalogModel::GpusPerNode:
        return true;
    default:
        return false;
    }
}

} // namespace

GpuCatalogModel::GpuCatalogModel(QObject* parent) : QAbstractTableModel(parent) {}

void GpuCatalogModel::setGpus(std::vector<core::GpuSpec> gpus) {
    beginResetModel();
    m_gpus = std::move(gpus);
    endResetModel();
}

int GpuCatalogModel::rowOf(const std::string& id) const {
    for (std::size_t i = 0; i < m_gpus.size(); ++i)
        if (m_gpus[i].id == id)
            return static_cast<int>(i);
    return -1;
}

void GpuCatalogModel::replace(const core::GpuSpec& gpu) {
    const int row = rowOf(gpu.id);
    if (row >= 0) {
        m_gpus[static_cast<std::size_t>(row)] = gpu;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    beginInsertRows({}, rowCount(), rowCount());
    m_gpus.push_back(gpu);
    endInsertRows();
}

void GpuCatalogModel::remove(const std::string& id) {
    const int row = rowOf(id);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_gpus.erase(m_gpus.begin() + row);
    endRemoveRows();
}

int GpuCatalogModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_gpus.size());
}

int GpuCatalogModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

double* GpuCatalogModel::field(core::GpuSpec& g, int column, double& scale) const {
    scale = 1e12;
    switch (column) {
    case Memory:
        scale = 1e9;
        return &g.memoryBytes;
    case Bandwidth:
        return &g.memoryBandwidth;
    case Fp32:
        return &g.peak[core::index(core::Precision::FP32)];
    case Tf32:
        return &g.peak[core::index(core::Precision::TF32)];
    case Bf16:
        return &g.peak[core::index(core::Precision::BF16)];
    case Fp16:
        return &g.peak[core::index(core::Precision::FP16)];
    case Fp8:
        return &g.peak[core::index(core::Precision::FP8)];
    case Int8:
        return &g.peak[core::index(core::Precision::INT8)];
    case Fp4:
        return &g.peak[core::index(core::Precision::FP4)];
    case Tdp:
        scale = 1;
        return &g.tdpWatts;
    case SystemPower:
        scale = 1000;
        return &g.systemWatts;
    case LinkBandwidth:
        scale = 1e9;
        return &g.linkBandwidth;
    case PcieBandwidth:
        scale = 1e9;
        return &g.pcieBandwidth;
    default:
        return nullptr;
    }
}

QVariant GpuCatalogModel::typedValue(const core::GpuSpec& g, int column) const {
    double scale = 1;
    core::GpuSpec copy = g;
    if (double* v = field(copy, column, scale))
        return *v / scale;
    switch (column) {
    case Id:
        return u(g.id);
    case Name:
        return u(g.name);
    case Vendor:
        return u(g.vendor);
    case Architecture:
        return u(g.architecture);
    case Die:
        return u(g.die);
    case FormFactor:
        return u(g.formFactor);
    case MemoryType:
        return u(g.memoryType);
    case Link:
        return QString::fromUtf8(core::linkTypeName(g.link).data());
    case LinkDomain:
        return g.linkDomain;
    case Mig:
        return g.migInstances;
    case GpusPerNode:
        return g.defaultGpusPerNode;
    case Network:
        return u(g.defaultNetwork);
    case Verified:
        return g.unverified ? tr("no") : tr("yes");
    case Verification:
        return u(g.verification);
    case Source:
        return u(g.source);
    }
    return {};
}

QString GpuCatalogModel::text(const core::GpuSpec& g, int column) const {
    const QVariant v = typedValue(g, column);
    if (v.typeId() != QMetaType::Double && v.typeId() != QMetaType::Int)
        return v.toString();
    const double d = v.toDouble();
    if ((column == Fp8 || column == Tf32 || column == Int8 || column == Fp4 || column == Fp32 ||
         column == Fp16) &&
        d <= 0)
        return tr("n/a");
    if (column == Tdp && d <= 0) // a TPU's or a Trainium's board power is not published
        return tr("not published");
    if (column == SystemPower && d <= 0) // a server's card: its GPUs plus the assumed host
        return QString();
    const QLocale locale;
    switch (column) {
    case Memory:
        return tr("%1 GB").arg(locale.toString(d, 'f', 0));
    case Bandwidth:
        return tr("%1 TB/s").arg(locale.toString(d, 'f', 2));
    case LinkBandwidth:
    case PcieBandwidth:
        return tr("%1 GB/s").arg(locale.toString(d, 'f', 0));
    case Tdp:
        return tr("%1 W").arg(locale.toString(d, 'f', 0));
    case SystemPower:
        return tr("%1 kW").arg(locale.toString(d, 'f', 0));
    case Mig:
        return d > 0 ? locale.toString(static_cast<int>(d)) : tr("none");
    default:
        return locale.toString(d, 'g', 5);
    }
}

Qt::ItemFlags GpuCatalogModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() != Id)
        f |= Qt::ItemIsEditable; // the id is what prices and scenarios refer to
    return f;
}

bool GpuCatalogModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || role != Qt::EditRole || index.column() == Id)
        return false;
    const core::GpuSpec& before = m_gpus.at(static_cast<std::size_t>(index.row()));
    auto after = edited(before, index.column(), value.toString());
    if (!after) {
        emit editRefused(QString::fromStdString(after.error()));
        return false;
    }
    if (text(after.value(), index.column()) == text(before, index.column()) &&
        typedValue(after.value(), index.column()) == typedValue(before, index.column()))
        return false; // unchanged: no undo step
    if (onEdit)
        return onEdit(before, after.value());
    replace(after.value());
    return true;
}

core::Result<core::GpuSpec> GpuCatalogModel::edited(const core::GpuSpec& gpu, int column,
                                                    const QString& typed) const {
    core::GpuSpec g = gpu;
    const QString text = typed.trimmed();
    double scale = 1;
    if (double* target = field(g, column, scale)) {
        // The number in the header's unit; a unit typed after it ("80 GB") is ignored, "n/a" is none.
        const QString number = text.section(QLatin1Char(' '), 0, 0);
        bool ok = false;
        double v = QLocale().toDouble(number, &ok);
        if (!ok)
            v = number.toDouble(&ok);
        if (!ok && (text.isEmpty() || text == tr("n/a") || text == tr("not published")) && column != Memory &&
            column != Bandwidth && column != LinkBandwidth && column != PcieBandwidth) {
            v = 0;
            ok = true;
        }
        if (!ok || v < 0)
            return core::fail(tr("'%1' is not a number for %2")
                                  .arg(text, headerData(column, Qt::Horizontal, Qt::DisplayRole).toString())
                                  .toStdString());
        // A power typed as 0 is a slip; one not published is left blank ("n/a").
        if ((column == Tdp || column == SystemPower) && v == 0 && !number.isEmpty() && number != tr("n/a") &&
            text != tr("not published"))
            return core::fail(tr("%1 must be positive, or blank where it is not published")
                                  .arg(headerData(column, Qt::Horizontal, Qt::DisplayRole).toString())
                                  .toStdString());
        *target = v * scale;
    } else if (isNumeric(column)) {
        int v = 0;
        if (!(column == Mig && (text.isEmpty() || text == tr("none")))) { // no MIG is "none"
            bool ok = false;
            v = text.toInt(&ok);
            if (!ok || v < (column == Mig ? 0 : 1))
                return core::fail(
                    tr("'%1' is not a whole number for %2")
                        .arg(text, headerData(column, Qt::Horizontal, Qt::DisplayRole).toString())
                        .toStdString());
        }
        (column == Mig ? g.migInstances : column == LinkDomain ? g.linkDomain : g.defaultGpusPerNode) = v;
    } else {
        const std::string t = text.toStdString();
        switch (column) {
        case Name:
            g.name = t;
            break;
        case Vendor:
            g.vendor = t;
            break;
        case Architecture:
            g.architecture = t;
            break;
        case Die:
            g.die = t;
            break;
        case FormFactor:
            g.formFactor = t;
            break;
        case MemoryType:
            g.memoryType = t;
            break;
        case Network:
            g.defaultNetwork = t;
            break;
        case Verification:
            g.verification = t;
            break;
        case Source:
            g.source = t;
            break;
        case Verified:
            if (text != tr("yes") && text != tr("no") && text != QLatin1String("yes") &&
                text != QLatin1String("no"))
                return core::fail(tr("verified is yes or no").toStdString());
            g.unverified = text == tr("no") || text == QLatin1String("no");
            break;
        case Link: {
            bool found = false;
            for (core::LinkType l : core::kLinkTypes)
                if (text == QString::fromUtf8(core::linkTypeName(l).data())) {
                    g.link = l;
                    found = true;
                }
            if (!found)
                return core::fail(tr("unknown GPU link '%1'").arg(text).toStdString());
            break;
        }
        default:
            return core::fail(tr("this column cannot be edited").toStdString());
        }
    }
    auto valid = core::validateGpu(g);
    if (!valid)
        return core::fail(valid.error());
    return g;
}

QVariant GpuCatalogModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const core::GpuSpec& g = m_gpus[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return text(g, index.column());
    case Qt::EditRole: {
        const QVariant v = typedValue(g, index.column());
        return v.typeId() == QMetaType::Double ? QVariant(QLocale().toString(v.toDouble(), 'g', 6)) : v;
    }
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
    case Qt::ForegroundRole:
        // Unverified figures (secondary sources or entered by hand) are grey as well as italic.
        return g.unverified ? QVariant(QBrush(QColor(110, 110, 110))) : QVariant();
    case Qt::TextAlignmentRole:
        return isNumeric(index.column()) ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                         : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

} // namespace gpuplan::ui
