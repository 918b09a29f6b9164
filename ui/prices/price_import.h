#pragma once
// Importing a price file from the workbench: the file is read and parsed off the UI thread (the
// GpuPlan price layout or SkyPilot's vms.csv, told apart by the header), then written to the store
// in one transaction as one undoable step. Undo removes the prices the import added and puts back
// the ones it changed.

#include "core/prices/price_csv.h"
#include "core/prices/skypilot_csv.h"

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
    std::string error;         // the file could not be read or is neither layout
    bool fromWorkbook = false; // read from an .xlsx (its lines are the sheet's rows)
};

/// How SkyPilot files are read: the bundled maps, the cloud of a lone vms.csv (empty: its folder's
/// name) and the snapshot's date (empty: undated).
struct SkyPilotReading {
    core::SkyPilotMaps maps;
    QString cloud;
    QString date;
};

/// The accelerator and cloud-region maps bundled with the program (resources/prices), fitted to the
/// store's regions: a cloud region lies in its named region when the store has that region, else in
/// "global" when the store has it.
core::SkyPilotMaps bundledSkyPilotMaps(const std::vector<core::Region>& storeRegions);

/// Pure work for a worker thread: reads and parses `path`: a GpuPlan price list (CSV, or an .xlsx read by
/// workbook/price_sheet.h), one SkyPilot vms.csv
/// (told apart by the header), or a SkyPilot catalog folder (every <cloud>/vms.csv below it, the cloud
/// from each folder's name).
PriceFile readPriceFile(const QString& path, const std::vector<std::string>& gpuIds,
                        const SkyPilotReading& sky);

/// What an import read, for a person: "1,204 CPU-only rows skipped; ..." (empty when nothing was skipped).
QString skippedSummary(const core::ParsedPrices& parsed);

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
