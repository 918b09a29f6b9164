// The catalog table's column titles (with the unit a cell is edited in) and their tooltips.
#include "catalog/gpu_catalog_model.h"

namespace gpuplan::ui {

QVariant GpuCatalogModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole)
        return section == Id ? tr("The id prices and scenarios refer to; fixed once a GPU exists")
               : section == SystemPower
                   ? tr("The whole rack's power where the card is sold by the rack (an NVL72): GPUs, CPUs, "
                        "switches, pumps; owning it counts this. Blank: the GPUs' power plus 1.3 kW per "
                        "server")
                   : tr("Double-click to edit; numbers are in the unit of the title");
    switch (section) {
    case Id:
        return tr("ID");
    case Name:
        return tr("Name");
    case Vendor:
        return tr("Vendor");
    case Architecture:
        return tr("Architecture");
    case Die:
        return tr("Die");
    case FormFactor:
        return tr("Form factor");
    case Memory:
        return tr("Memory");
    case MemoryType:
        return tr("Memory type");
    case Bandwidth:
        return tr("Bandwidth");
    case Fp32:
        return tr("FP32 TFLOPS");
    case Tf32:
        return tr("TF32 TFLOPS");
    case Bf16:
        return tr("BF16 TFLOPS");
    case Fp16:
        return tr("FP16 TFLOPS");
    case Fp8:
        return tr("FP8 TFLOPS");
    case Int8:
        return tr("INT8 TOPS");
    case Fp4:
        return tr("FP4 TFLOPS");
    case Tdp:
        return tr("Power");
    case SystemPower:
        return tr("Rack power");
    case Link:
        return tr("GPU link");
    case LinkBandwidth:
        return tr("Link bandwidth");
    case LinkDomain:
        return tr("Link domain (GPUs)");
    case PcieBandwidth:
        return tr("PCIe bandwidth");
    case Mig:
        return tr("MIG");
    case GpusPerNode:
        return tr("GPUs per node");
    case Network:
        return tr("Network");
    case Verified:
        return tr("Verified");
    case Verification:
        return tr("Verification");
    case Source:
        return tr("Source");
    }
    return {};
}

} // namespace gpuplan::ui
