// The Prices tab's import: the file is read and parsed on a worker thread while a progress dialog keeps the
// window responsive and offers Cancel; the parsed prices are then written in one transaction as one undoable
// step (regions and providers a SkyPilot file names are added first).
#include "prices/prices_page.h"

#include "prices/price_commands.h"
#include "prices/price_import.h"
#include "prices/price_table_model.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>

namespace gpuplan::ui {

void PricesPage::importFromDialog() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import prices"), QString(),
                                                      tr("Price lists (*.csv *.xlsx);;All files (*)"));
    if (!path.isEmpty())
        importPricesFile(path);
}

void PricesPage::importSkyPilotFolderFromDialog() {
    const QString path = QFileDialog::getExistingDirectory(
        this, tr("Import a SkyPilot catalog folder (catalogs/v7, or one cloud's folder)"));
    if (!path.isEmpty())
        importPricesFile(path);
}

void PricesPage::importPricesFile(const QString& path, bool validOnly) {
    if (m_importProgress) {
        emit refused(tr("an import is already running"));
        emit importFinished(false);
        return;
    }
    std::vector<std::string> gpuIds;
    for (const core::GpuSpec& g : m_catalog->gpus())
        gpuIds.push_back(g.id);
    SkyPilotReading sky;
    sky.maps = bundledSkyPilotMaps(m_model->regions());
    m_importProgress =
        new QProgressDialog(tr("Reading %1...").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 0, this);
    m_importProgress->setObjectName(QStringLiteral("importProgress"));
    m_importProgress->setWindowTitle(tr("Import prices"));
    m_importProgress->setMinimumDuration(300); // quick files never flash a dialog
    m_importProgress->setAutoClose(false);
    m_importProgress->setAutoReset(false);
    QProgressDialog* progress = m_importProgress;
    auto job = std::make_unique<ImportJob>(
        [path, gpuIds, sky](WorkerProgress&) { return readPriceFile(path, gpuIds, sky); });
    ImportJob* started = job.get();
    // Cancel stops waiting: the parse finishes on its thread and its result is dropped, nothing is written.
    // A flag, not a disconnect: the end may already be queued when the user cancels.
    auto wanted = std::make_shared<bool>(true);
    connect(progress, &QProgressDialog::canceled, this, [this, progress, wanted] {
        *wanted = false;
        progress->deleteLater();
        m_importProgress = nullptr;
        emit done(tr("Import cancelled: nothing was changed"), 5000);
        emit importFinished(false);
    });
    connect(
        started->progress(), &WorkerProgress::finished, this,
        [this, started, progress, path, validOnly, wanted] {
            const PriceFile file = dropImportJob(started);
            if (!*wanted)
                return;
            progress->deleteLater();
            m_importProgress = nullptr;
            const QString name = QFileInfo(path).fileName();
            const std::size_t rejected = file.parsed.errors.size();
            bool skipRejected = validOnly && file.error.empty() && !file.parsed.records.empty();
            // Rows that repeat one problem are one line each ("56 rows name accelerator A10G, ..."), then
            // at most 20 single rows.
            QStringList problems;
            for (const std::string& line : core::summarizeImportErrors(file.parsed.errors, 20))
                problems << QString::fromStdString(line);
            if (file.error.empty() && rejected > 0 && !file.parsed.records.empty() && !validOnly &&
                window()->isVisible()) {
                skipRejected =
                    QMessageBox::question(this, tr("Import prices"),
                                          tr("%n row(s) of %1 cannot be imported:\n%2\n\n"
                                             "Import the %3 valid prices and skip them?",
                                             nullptr, static_cast<int>(rejected))
                                              .arg(name, problems.mid(0, 8).join(QLatin1Char('\n')))
                                              .arg(file.parsed.records.size())) == QMessageBox::Yes;
            }
            if (!file.error.empty() || (rejected > 0 && !skipRejected)) {
                QString why = QString::fromStdString(file.error);
                for (const QString& line : problems)
                    why += QLatin1Char('\n') + line;
                refuseImport(tr("%1 was not imported: %2").arg(name, why.trimmed()));
                emit importFinished(false);
                return;
            }
            // A SkyPilot file names clouds and regions; the ones the store lacks are added (kept on undo).
            if (auto added = core::addNamedPlaces(m_store, file.parsed); !added) {
                refuseImport(tr("%1 was not imported: %2").arg(name, QString::fromStdString(added.error())));
                emit importFinished(false);
                return;
            }
            auto* command =
                new ImportPricesCommand(m_store, file.parsed.records, name, [this] { reloadPrices(); });
            const bool written = carryOut(command);
            const QString skipped = skippedSummary(file.parsed);
            if (written)
                emit done(
                    tr("Imported %n price(s) from %1", nullptr, static_cast<int>(file.parsed.records.size()))
                            .arg(name) +
                        (rejected ? tr("; %n row(s) refused", nullptr, static_cast<int>(rejected))
                                  : QString()) +
                        (skipped.isEmpty() ? QString() : QStringLiteral("; ") + skipped),
                    8000);
            emit importFinished(written);
        },
        Qt::QueuedConnection);
    job->start(); // after the connections: a small file is read before this function returns
    m_importJobs.push_back(std::move(job)); // owned: ~PricesPage joins it
}

PriceFile PricesPage::dropImportJob(ImportJob* job) {
    auto it =
        std::find_if(m_importJobs.begin(), m_importJobs.end(), [&](const auto& j) { return j.get() == job; });
    if (it == m_importJobs.end())
        return {};
    std::unique_ptr<ImportJob> finished = std::move(*it);
    m_importJobs.erase(it);
    return finished->take();
}

void PricesPage::refuseImport(const QString& why) {
    emit refused(why);
    if (window()->isVisible()) // the window's status bar words it so too
        QMessageBox::warning(this, tr("Import prices"), tr("Not changed: %1").arg(why));
}

} // namespace gpuplan::ui
