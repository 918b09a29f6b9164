// MainWindow's wiring of the Models tab (models/model_page.h owns the editing): the page's changes go into
// the catalog the estimates use, and config files dropped on the window go to the page.
#include "main_window.h"

#include "compare/compare_page.h"
#include "models/model_config_file.h"
#include "models/model_page.h"
#include "scenarios/scenario_table_model.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QStatusBar>
#include <QTabWidget>

namespace gpuplan::ui {
namespace {

// The local files and folders a drag carries that could be model configs (a .json file, a folder).
QStringList configPaths(const QMimeData* data) {
    QStringList out;
    if (!data || !data->hasUrls())
        return out;
    for (const QUrl& url : data->urls()) {
        const QFileInfo info(url.toLocalFile());
        if (!url.isLocalFile() ||
            !(info.isDir() || info.suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0))
            return {}; // anything else in the drag: not a model import
        out << info.filePath();
    }
    return out;
}

} // namespace

void MainWindow::setUpModels() {
    m_modelPage = new ModelPage(m_undo, this);
    m_modelPage->setModels(m_catalog.models());
    connect(m_modelPage, &ModelPage::modelChanged, this,
            [this](const std::string& id, const std::optional<core::ModelSpec>& model) {
                // The store has it so already: the catalog follows whatever its own rules would say.
                if (model ? !m_catalog.putModel(*model) : !m_catalog.removeModel(id))
                    return;
                m_scenarioModel->setCatalog(m_catalog); // scenarios on this model are planned again
                m_comparePage->setCatalog(m_catalog);
                updateStatus();
            });
    connect(m_modelPage, &ModelPage::refused, this, &MainWindow::showRefusal);
    connect(m_modelPage, &ModelPage::done, this,
            [this](const QString& what) { statusBar()->showMessage(what, 10000); });
    setAcceptDrops(true);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!configPaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QStringList paths = configPaths(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    m_tabs->setCurrentWidget(m_modelPage);
    m_modelPage->importConfigs(paths);
}

} // namespace gpuplan::ui
