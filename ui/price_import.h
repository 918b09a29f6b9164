#pragma once
// Importing a price file from the workbench: the file is read and parsed off the UI thread (the
// GpuPlan price layout or SkyPilot's vms.csv, told apart by the header), then written to the store
// in one transaction as one undoable step. Undo removes the prices the import added and puts back
// the ones it changed.

#include "core/price_csv.h"

#include <QString>
#include <QUndoCommand>

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace gpuplan::ui {

struct PriceFile {
    QString layout; // "gpuplan" or "skypilot"
    core::ParsedPrices parsed;
    std::string error; // the file could not be read or is neither layout
};

/// Pure work for a worker thread: reads and parses `path`. SkyPilot rows are mapped to catalog GPUs
/// with `acceleratorMap` and dated `today`.
PriceFile readPriceFile(const QString& path, const std::vector<std::string>& gpuIds,
                        const std::map<std::string, std::string>& acceleratorMap, const std::string& today);

class ImportPricesCommand : public QUndoCommand {
public:
    ImportPricesCommand(core::PriceStore& store, std::vector<core::PriceRecord> records, QString fileName,
                        std::function<void()> reload);
    void redo() override;
    void undo() override;
    const QString& error() const { return m_error; }
    const core::ImportReport& report() const { return m_report; }

private:
    core::PriceStore& m_store;
    std::vector<core::PriceRecord> m_records;
    std::function<void()> m_reload;
    std::vector<core::PriceRecord> m_replaced; // as they were before the import
    std::vector<std::int64_t> m_inserted;      // ids the import created
    core::ImportReport m_report;
    QString m_error;
};

} // namespace gpuplan::ui
